// Proving a member's email address by a mailed link (decision 0105): a random token, stored as a keyed hash,
// single use, alive for 7 days; at most a few mailed to one address per window (the code mails' limit).
// A code sign-in proves the address too (service.ts memberForCode).
import { createHmac, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailProofs, sessions, users } from './schema';
import type { MemberRow } from './member-sessions';

export const PROOF_TTL_DAYS = 7;
export const PROOF_TTL_MS = PROOF_TTL_DAYS * 24 * 60 * 60_000;
/** Tokens are 32 random bytes in base64url: 43 characters. Anything else is refused before any lookup. */
export const PROOF_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Keyed with the server secret: a database copy alone holds no usable link. */
export function hashProofToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`email-proof:${token}`).digest('hex');
}

/** The link a proof mail carries. */
export function proofLink(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}/verify-email?token=${encodeURIComponent(token)}`;
}

export type ProofIssue = { ok: true; token: string; id: string } | { ok: false; retryAfterSeconds: number };

/**
 * Issues a proof token for the member's current address unless that address already had `limit.max` proof mails
 * in the window. Earlier tokens stay valid (an older mail's link still works until it expires or is used).
 */
export async function issueProof(
  db: Executor,
  secret: string,
  member: { id: string; email: string },
  now: Date,
  limit: { max: number; timeWindow: number },
): Promise<ProofIssue> {
  return db.transaction(async (tx) => {
    const since = new Date(now.getTime() - limit.timeWindow);
    const recent = await tx
      .select({ createdAt: emailProofs.createdAt })
      .from(emailProofs)
      .where(and(eq(emailProofs.email, member.email), gt(emailProofs.createdAt, since)))
      .orderBy(asc(emailProofs.createdAt));
    if (recent.length >= limit.max) {
      const freeAt = recent[recent.length - limit.max].createdAt.getTime() + limit.timeWindow;
      return { ok: false as const, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
    }
    // Dead rows of this member go when a new one is made (used, or expired for a day).
    await tx
      .delete(emailProofs)
      .where(and(eq(emailProofs.userId, member.id), lt(emailProofs.expiresAt, new Date(now.getTime() - 86_400_000))));
    const token = randomBytes(32).toString('base64url');
    const [row] = await tx
      .insert(emailProofs)
      .values({
        userId: member.id,
        email: member.email,
        tokenHash: hashProofToken(secret, token),
        expiresAt: new Date(now.getTime() + PROOF_TTL_MS),
        createdAt: now,
      })
      .returning({ id: emailProofs.id });
    return { ok: true as const, token, id: row.id };
  });
}

export type ProofOutcome =
  | { ok: true; row: MemberRow; alreadyProved: boolean; revoked: { password: boolean; sessions: number } }
  | { ok: false };

/**
 * Uses a proof token: single use, unexpired, and only for the address it was sent to (the member's address
 * now). Sets users.email_verified_at. `disown`: the owner of the mailbox says they did not create the account —
 * the password and every session set up before this proof go (the pre-hijack defence, decided by the one person
 * who can read the mail). Missing, used, expired and wrong tokens are not told apart.
 */
export async function useProof(
  db: Executor,
  secret: string,
  token: string,
  now: Date,
  disown = false,
): Promise<ProofOutcome> {
  if (!PROOF_TOKEN_PATTERN.test(token)) return { ok: false };
  return db.transaction(async (tx) => {
    const [proof] = await tx
      .update(emailProofs)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailProofs.tokenHash, hashProofToken(secret, token)),
          isNull(emailProofs.usedAt),
          gt(emailProofs.expiresAt, now),
        ),
      )
      .returning({ userId: emailProofs.userId, email: emailProofs.email });
    if (!proof) return { ok: false as const };
    const [member] = await tx.select().from(users).where(eq(users.id, proof.userId)).limit(1);
    if (!member || member.email !== proof.email) return { ok: false as const };

    const revoked = { password: false, sessions: 0 };
    if (disown) {
      revoked.password = member.passwordHash != null;
      const ended = await tx.delete(sessions).where(eq(sessions.userId, member.id)).returning({ id: sessions.id });
      revoked.sessions = ended.length;
    }
    const [row] = await tx
      .update(users)
      .set({ emailVerifiedAt: member.emailVerifiedAt ?? now, ...(disown ? { passwordHash: null } : {}) })
      .where(eq(users.id, member.id))
      .returning();
    return { ok: true as const, row, alreadyProved: member.emailVerifiedAt != null, revoked };
  });
}

/**
 * Whether a member just placed their first order with an address never proved: then a proof mail goes out with
 * it (SPEC's "at the latest at the first order"), without holding the order up. The orders module counts the
 * member's orders (it owns them) and passes the count.
 */
export function needsProofAtOrder(member: Pick<MemberRow, 'emailVerifiedAt'>, ordersPlaced: number) {
  if (member.emailVerifiedAt != null) return false;
  return ordersPlaced <= 1;
}
