// Member sessions, and the token scheme staff sessions share (staff-sessions.ts): an opaque random token in the
// cookie, its keyed hash in the database. A stolen database copy therefore holds no usable session, and the server
// (not the client) decides who is who.
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { preparedQuery, type Database, type Executor } from '../../db/client';
import type { SessionOwner } from './session-cache';
import { sessions, users } from './schema';

export const SESSION_DAYS = 30;
/** However often it is used, a member session ends this long after its sign-in (decision 0800). */
export const SESSION_MAX_DAYS = 90;
const DAY = 24 * 60 * 60 * 1000;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionKey(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}

/** Starts a member session; returns the cookie token. Every sign-in gets a fresh one (rotation). */
export async function startMemberSession(db: Executor, secret: string, userId: string, now: Date) {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY);
  await db.insert(sessions).values({ id: sessionKey(secret, token), userId, expiresAt, createdAt: now });
  // Housekeeping: this member's expired sessions go.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  return { token, expiresAt };
}

export type MemberRow = typeof users.$inferSelect;

/**
 * Every sign-in (password, code, registration): the session the browser came with ends, a new one starts
 * (rotation: no id is ever carried across a sign-in), and the member's last activity is stamped.
 */
export async function signInMember(
  db: Executor,
  secret: string,
  userId: string,
  previousToken: string | undefined,
  now: Date,
) {
  if (previousToken && previousToken.length <= 200) await endMemberSession(db, secret, previousToken);
  const session = await startMemberSession(db, secret, userId, now);
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
  return session;
}

/** Who a live session belongs to (by its key), or null: one prepared statement on the sessions table alone. */
export async function findSessionOwner(db: Database, key: string, now: Date): Promise<SessionOwner | null> {
  const query = preparedQuery(db, 'session_owner', (d) =>
    d
      .select({ userId: sessions.userId, expiresAt: sessions.expiresAt, createdAt: sessions.createdAt })
      .from(sessions)
      .where(and(eq(sessions.id, sql.placeholder('key')), gt(sessions.expiresAt, sql.placeholder('now'))))
      .limit(1)
      .prepare('session_owner'),
  );
  const [row] = await query.execute({ key, now });
  if (!row || row.createdAt.getTime() <= now.getTime() - SESSION_MAX_DAYS * DAY) return null;
  return row;
}

export const SESSION_MAX_MS = SESSION_MAX_DAYS * DAY;

/** The member behind a cookie token, or null for a missing, unknown or expired session. */
export async function findMemberBySession(
  db: Executor,
  secret: string,
  token: string,
  now: Date,
): Promise<MemberRow | null> {
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionKey(secret, token)),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_DAYS * DAY)),
      ),
    )
    .limit(1);
  return rows[0]?.user ?? null;
}

/**
 * Sliding expiry: a session still in use in the second half of its term gets a full term again, but never
 * beyond SESSION_MAX_DAYS after its sign-in. Returns the new expiry, or null when unchanged.
 */
export async function renewMemberSession(db: Executor, secret: string, token: string, now: Date): Promise<Date | null> {
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY);
  const renewBefore = new Date(now.getTime() + (SESSION_DAYS / 2) * DAY);
  const renewed = await db
    .update(sessions)
    .set({
      expiresAt: sql`least(${expiresAt.toISOString()}::timestamptz, ${sessions.createdAt} + make_interval(days => ${SESSION_MAX_DAYS}))`,
    })
    .where(
      and(eq(sessions.id, sessionKey(secret, token)), gt(sessions.expiresAt, now), lt(sessions.expiresAt, renewBefore)),
    )
    .returning({ expiresAt: sessions.expiresAt });
  const until = renewed[0]?.expiresAt;
  return until ? new Date(until) : null;
}

/** Ends every session of a member, or every one but the browser's own (`keepToken`). Returns how many ended. */
export async function endMemberSessions(db: Executor, secret: string, userId: string, keepToken?: string) {
  const ended = await db
    .delete(sessions)
    .where(
      keepToken
        ? and(eq(sessions.userId, userId), ne(sessions.id, sessionKey(secret, keepToken)))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

export async function endMemberSession(db: Executor, secret: string, token: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionKey(secret, token)));
}
