// Member and staff sessions: an opaque random token in the cookie, its keyed hash in the database.
// A stolen database copy therefore holds no usable session, and the server (not the client) decides who is who.
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, staff, staffSessions, users } from '../../db/schema';

export const SESSION_DAYS = 30;
export const STAFF_SESSION_HOURS = 12;
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

/** The member behind a cookie token, or null for a missing, unknown or expired session. */
export async function findMemberBySession(db: Executor, secret: string, token: string, now: Date): Promise<MemberRow | null> {
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionKey(secret, token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0]?.user ?? null;
}

export async function endMemberSession(db: Executor, secret: string, token: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionKey(secret, token)));
}

export async function startStaffSession(db: Executor, secret: string, staffId: string, now: Date) {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 60 * 60 * 1000);
  await db.insert(staffSessions).values({ id: sessionKey(secret, token), staffId, expiresAt, createdAt: now });
  await db.delete(staffSessions).where(and(eq(staffSessions.staffId, staffId), lt(staffSessions.expiresAt, now)));
  return { token, expiresAt };
}

export type StaffRow = { id: string; username: string };

export async function findStaffBySession(db: Executor, secret: string, token: string, now: Date): Promise<StaffRow | null> {
  const rows = await db
    .select({ id: staff.id, username: staff.username })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.id, sessionKey(secret, token)), gt(staffSessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function endStaffSession(db: Executor, secret: string, token: string) {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionKey(secret, token)));
}
