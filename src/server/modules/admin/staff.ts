// The staff account configured by ADMIN_USERNAME / ADMIN_PASSWORD, kept in the staff table (hashed).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { staff } from '../../db/schema';
import { hashPassword, verifyPassword } from '../auth/password';

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
  }
}
