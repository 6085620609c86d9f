// Email sign-in codes (DESIGN §4): random 6 digits, stored as a keyed hash, single use, 10 minutes, dead after
// 5 tries, at most a few mailed to one address per window. Only the newest code of an address is alive.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { CODE_LENGTH, CODE_TTL_MINUTES } from '@shared/schemas/auth';
import type { Executor } from '../../db/client';
import { loginCodes } from './schema';

export const CODE_TTL_MS = CODE_TTL_MINUTES * 60_000;
/** Tries a code allows, right or wrong: after 5 wrong ones even the right code fails. */
export const MAX_CODE_ATTEMPTS = 5;
/** Old rows of an address are swept when a new code is issued. */
const KEEP_MS = 24 * 60 * 60_000;

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/**
 * Keyed with the server secret and bound to the row: a copy of the database alone cannot be brute-forced
 * through the million possible codes, and a hash cannot be replayed on another row.
 */
export function hashCode(secret: string, rowId: string, code: string): string {
  return createHmac('sha256', secret).update(`login-code:${rowId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export type IssueResult =
  { ok: true; code: string; id: string; expiresAt: Date } | { ok: false; retryAfterSeconds: number };

/**
 * Issues a new code for `email` unless the address already had `limit.max` codes in the window.
 * Earlier live codes of the address die with it. One transaction.
 */
export async function issueCode(
  db: Executor,
  secret: string,
  email: string,
  now: Date,
  limit: { max: number; timeWindow: number },
): Promise<IssueResult> {
  return db.transaction(async (tx) => {
    const since = new Date(now.getTime() - limit.timeWindow);
    const recent = await tx
      .select({ createdAt: loginCodes.createdAt })
      .from(loginCodes)
      .where(and(eq(loginCodes.email, email), gt(loginCodes.createdAt, since)))
      .orderBy(asc(loginCodes.createdAt));
    if (recent.length >= limit.max) {
      const freeAt = recent[recent.length - limit.max].createdAt.getTime() + limit.timeWindow;
      return { ok: false as const, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
    }
    await tx
      .update(loginCodes)
      .set({ consumedAt: now })
      .where(and(eq(loginCodes.email, email), isNull(loginCodes.consumedAt)));
    await tx
      .delete(loginCodes)
      .where(and(eq(loginCodes.email, email), lt(loginCodes.createdAt, new Date(now.getTime() - KEEP_MS))));

    const code = generateCode();
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await tx.insert(loginCodes).values({ id, email, codeHash: hashCode(secret, id, code), expiresAt, createdAt: now });
    return { ok: true as const, code, id, expiresAt };
  });
}

/** Takes back a code whose mail could not be sent: it was never delivered, so it must not count. */
export async function withdrawCode(db: Executor, id: string) {
  await db.delete(loginCodes).where(eq(loginCodes.id, id));
}

/**
 * Checks a code against the address's newest live one. Every try first claims one of that code's attempts
 * (atomically, so parallel guesses cannot exceed the limit) and the claim stays even when the code is wrong.
 * Returns the code's row id when it matches (then `consumeCode` it together with the sign-in), or null for a
 * missing, expired, used, exhausted or wrong code — deliberately not told apart.
 */
export async function checkCode(
  db: Executor,
  secret: string,
  email: string,
  code: string,
  now: Date,
): Promise<string | null> {
  const [latest] = await db
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), isNull(loginCodes.consumedAt), gt(loginCodes.expiresAt, now)))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  if (!latest) return null;

  const claimed = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(and(eq(loginCodes.id, latest.id), isNull(loginCodes.consumedAt), lt(loginCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ id: loginCodes.id });
  if (claimed.length === 0) return null;

  return sameHash(hashCode(secret, latest.id, code), latest.codeHash) ? latest.id : null;
}

/** Marks a checked code used; false when another request used it first. */
export async function consumeCode(db: Executor, id: string, now: Date): Promise<boolean> {
  const used = await db
    .update(loginCodes)
    .set({ consumedAt: now })
    .where(and(eq(loginCodes.id, id), isNull(loginCodes.consumedAt), gte(loginCodes.expiresAt, now)))
    .returning({ id: loginCodes.id });
  return used.length === 1;
}
