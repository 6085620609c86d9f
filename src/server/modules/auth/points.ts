// A member's reward points balance (SPEC §3 rewardPoints). Other modules change it only through these, inside
// their own transaction.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from './schema';

/** Adds points to the member's balance. */
export async function creditRewardPoints(tx: Executor, userId: string, points: number): Promise<void> {
  if (points <= 0) return;
  await tx
    .update(users)
    .set({ rewardPoints: sql`${users.rewardPoints} + ${points}` })
    .where(eq(users.id, userId));
}

/** Takes points back (a cancelled order credited under the old rule); the balance never goes below 0. */
export async function withdrawRewardPoints(tx: Executor, userId: string, points: number): Promise<void> {
  if (points <= 0) return;
  await tx
    .update(users)
    .set({ rewardPoints: sql`GREATEST(0, ${users.rewardPoints} - ${points})` })
    .where(eq(users.id, userId));
}

/** Locks the member's row for the rest of the transaction and returns what checkout needs (or null). */
export async function lockMemberForCheckout(tx: Executor, userId: string) {
  const [member] = await tx
    .select({ id: users.id, membershipTier: users.membershipTier })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return member ?? null;
}
