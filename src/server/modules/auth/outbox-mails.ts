// The account mails that go through the outbox (issue 28): the address-proof link and the notice that a first proof
// removed an unconfirmed password. Each is queued in the transaction that makes its change (the proof issued, the
// password revoked) and rendered when it is sent. Sign-in codes are not queued first: the person is waiting, so
// they are sent at once (outbox.sendNow) and queued only when the mail server fails.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailProofs, users } from './schema';
import { mailTemplate, type Outbox } from '../../mail/outbox';
import { proofMail, revokedMail, type ProofReason } from './account-mails';
import { PROOF_TTL_DAYS, PROOF_TTL_MS } from './proofs';

export const authMails = {
  /**
   * A proof link. The link is a credential: a secret payload (sealed, emptied once the mail is settled or the link
   * has expired). It goes to an unproved address by nature, so it is never capped (decision 0801); its own limit
   * is the code mails' per-address one.
   */
  proof: mailTemplate<{ proofId: string; link: string; reason: ProofReason }>('auth.proof', {
    secret: true,
    always: true,
    lifetimeMs: PROOF_TTL_MS,
  }),
  /** What a first proof of the address removed (the password, other sessions). */
  revoked: mailTemplate<{ userId: string; password: boolean; sessions: number }>('auth.revoked'),
};

export function registerAuthMails(outbox: Outbox, db: Database, now: () => Date): void {
  // The outbox caps mail to addresses nobody proved (decision 0801); who proved what is this module's to say.
  outbox.provedBy(async (address) => {
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, address), isNotNull(users.emailVerifiedAt)));
    return member !== undefined;
  });
  outbox.render(authMails.proof, async ({ proofId, link, reason }) => {
    const [proof] = await db
      .select({
        email: emailProofs.email,
        usedAt: emailProofs.usedAt,
        expiresAt: emailProofs.expiresAt,
        firstName: users.firstName,
        memberEmail: users.email,
      })
      .from(emailProofs)
      .innerJoin(users, eq(users.id, emailProofs.userId))
      .where(eq(emailProofs.id, proofId));
    // Gone (the account too), used, expired, or the address changed since: the link would not work.
    if (!proof || proof.usedAt || proof.expiresAt <= now() || proof.memberEmail !== proof.email) return null;
    return proofMail(proof.email, link, { firstName: proof.firstName, reason, days: PROOF_TTL_DAYS });
  });
  outbox.render(authMails.revoked, async ({ userId, password, sessions }) => {
    const [member] = await db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId));
    return member ? revokedMail(member.email, { password, sessions }, member.firstName) : null;
  });
}
