// The staff account configured by ADMIN_USERNAME / ADMIN_PASSWORD, kept in the staff table (hashed).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { staff } from '../../db/schema';
import { hashPassword, verifyPassword } from '../auth/password';
import { endStaffSessions } from '../auth/sessions';

/** Creates the configured staff account, or updates its password when the configuration changed it. */
export async function ensureStaffAccount(db: Executor, account: { username: string; password: string }) {
  const [existing] = await db.select().from(staff).where(eq(staff.username, account.username)).limit(1);
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
