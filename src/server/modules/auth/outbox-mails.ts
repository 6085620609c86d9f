// The account mails that go through the outbox (issue 28): the address-proof link and the notice that a first proof
// removed an unconfirmed password. Each is queued in the transaction that makes its change (the proof issued, the
// password revoked) and rendered when it is sent. Sign-in codes are not queued first: the person is waiting, so
// they are sent at once (outbox.sendNow) and queued only when the mail server fails.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailProofs, users } from './schema';
import { mailTemplate, type Outbox } from '../../mail/outbox';
import { proofMail, revokedMail, type ProofReason } from './account-mails';
import { PROOF_TTL_DAYS } from './proofs';

export const authMails = {
  /** A proof link. The link is a credential: a secret payload, emptied once the mail has gone. */
  proof: mailTemplate<{ proofId: string; link: string; reason: ProofReason }>('auth.proof', { secret: true }),
  /** What a first proof of the address removed (the password, other sessions). */
  revoked: mailTemplate<{ userId: string; password: boolean; sessions: number }>('auth.revoked'),
};

export function registerAuthMails(outbox: Outbox, db: Database, now: () => Date): void {
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
