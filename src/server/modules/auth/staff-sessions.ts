// The staff table's owner: the account configured by ADMIN_USERNAME / ADMIN_PASSWORD (kept hashed), and every
// lookup of a member of staff — by username at sign-in, by console session on each staff request.
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { preparedQuery, type Database, type Executor } from '../../db/client';
import { ROLE_PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from '@shared/schemas/staff';
import { staff, staffSessions, teamSettings } from './schema';
import { hashPassword, verifyPassword } from './password';
import { newSessionToken, sessionKey } from './member-sessions';

export const STAFF_SESSION_HOURS = 12;

/** The signed-in member of staff as every console request sees them (decision 0513). */
export type StaffRow = {
  id: string;
  username: string;
  role: StaffRole;
  /** Two-step sign-in is on for the account. */
  twoStep: boolean;
  /** The shop requires two-step sign-in and this account has not set it up yet. */
  twoStepSetupRequired: boolean;
};

/** A stored role as the permission table knows it; anything else (a hand-edited row) may do nothing. */
export function roleOf(value: string): StaffRole | null {
  return (STAFF_ROLES as readonly string[]).includes(value) ? (value as StaffRole) : null;
}

export function permissionsOf(role: StaffRole): Permission[] {
  return [...ROLE_PERMISSIONS[role]];
}

/** The staff account with this username, with its password hash, or undefined. */
export async function findStaffByUsername(db: Executor, username: string) {
  const [row] = await db.select().from(staff).where(eq(staff.username, username)).limit(1);
  return row;
}

/**
 * The enabled member of staff whose unexpired console session this cookie token is, or null. Read from the database
 * on every request (never cached), so a disabled account or a changed role counts at once on every instance.
 */
export async function findStaffBySession(
  db: Database,
  secret: string,
  token: string,
  now: Date,
): Promise<StaffRow | null> {
  // Every console request asks this: one prepared statement (decision 0900), the team's setting joined in.
  const query = preparedQuery(db, 'staff_by_session', (d) =>
    d
      .select({
        id: staff.id,
        username: staff.username,
        role: staff.role,
        totpEnabledAt: staff.totpEnabledAt,
        requireTwoStep: teamSettings.requireTwoStep,
      })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .leftJoin(teamSettings, eq(teamSettings.id, 1))
      .where(
        and(
          eq(staffSessions.id, sql.placeholder('key')),
          gt(staffSessions.expiresAt, sql.placeholder('now')),
          isNull(staff.disabledAt),
          isNotNull(staff.passwordHash),
        ),
      )
      .limit(1)
      .prepare('staff_by_session'),
  );
  const [row] = await query.execute({ key: sessionKey(secret, token), now });
  const role = row ? roleOf(row.role) : null;
  if (!row || !role) return null;
  const twoStep = row.totpEnabledAt !== null;
  return { id: row.id, username: row.username, role, twoStep, twoStepSetupRequired: !twoStep && !!row.requireTwoStep };
}

/** Creates the configured staff account, or updates its password when the configuration changed it. */
export async function ensureStaffAccount(db: Executor, account: { username: string; password: string }) {
  const existing = await findStaffByUsername(db, account.username);
  if (!existing) {
    await db
      .insert(staff)
      .values({ username: account.username, passwordHash: await hashPassword(account.password) })
      .onConflictDoNothing();
    return;
  }
  if (!(await verifyPassword(account.password, existing.passwordHash))) {
    await db
      .update(staff)
      .set({ passwordHash: await hashPassword(account.password) })
      .where(eq(staff.id, existing.id));
    // A changed password ends every console session signed in with the old one (decision 0800).
    await endStaffSessions(db, existing.id);
  }
}

/**
 * Production never keeps the demo console account: a staff row that still opens with the published demo
 * password (left by a database that once ran in demo mode) is deleted, its sessions with it (decision 0800).
 * Returns the usernames removed.
 */
export async function removeDemoStaff(db: Executor, demoPassword: string): Promise<string[]> {
  const rows = await db.select().from(staff);
  const removed: string[] = [];
  for (const row of rows) {
    if (await verifyPassword(demoPassword, row.passwordHash)) {
      await db.delete(staff).where(eq(staff.id, row.id));
      removed.push(row.username);
    }
  }
  return removed;
}

/** Ends every console session of a member of staff (their password was set or changed). */
export async function endStaffSessions(db: Executor, staffId: string) {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

export async function startStaffSession(db: Executor, secret: string, staffId: string, now: Date) {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 60 * 60 * 1000);
  await db.insert(staffSessions).values({ id: sessionKey(secret, token), staffId, expiresAt, createdAt: now });
  await db.delete(staffSessions).where(and(eq(staffSessions.staffId, staffId), lt(staffSessions.expiresAt, now)));
  return { token, expiresAt };
}

export async function endStaffSession(db: Executor, secret: string, token: string) {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionKey(secret, token)));
}

// ── Known devices (decision 0803) ────────────────────────────────────────────────────────────────────────────
/**
 * A browser that has signed in to the console before carries this cookie: a random device id and its HMAC bound to
 * the username. It opens nothing; it only moves that browser's wrong passwords out of the username's shared count,
 * so strangers guessing the password cannot lock its owner out. Only the sign-in route ever receives it.
 */
export const STAFF_DEVICE_COOKIE = 'sc_staff_device';
export const STAFF_DEVICE_COOKIE_PATH = '/api/admin/login';
export const STAFF_DEVICE_DAYS = 400;

const deviceMac = (secret: string, username: string, deviceId: string) =>
  createHmac('sha256', secret).update(`staff-device\0${username}\0${deviceId}`).digest('base64url');

/** A known-device cookie value for this username: an existing device id kept, else a new one. */
export function knownDeviceCookie(secret: string, username: string, deviceId = randomBytes(16).toString('base64url')) {
  return `${deviceId}.${deviceMac(secret, username, deviceId)}`;
}

/** The device id of a known-device cookie issued for this username, or null (absent, forged, another username's). */
export function knownDeviceId(secret: string, username: string, value: string | undefined): string | null {
  if (!value || value.length > 100) return null;
  const [deviceId, mac, extra] = value.split('.');
  if (!deviceId || !mac || extra !== undefined || !/^[\w-]{16,32}$/.test(deviceId)) return null;
  const expected = Buffer.from(deviceMac(secret, username, deviceId));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}
