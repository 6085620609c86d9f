// Discount code uses (COMMERCE §2). Issue 19 counts a use when an order takes a code; cancelling gives it back.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { perks, rewards } from '../../db/schema';

/** Gives back one use of `code` (a perk or a reward code), inside the cancelling transaction. */
export async function releaseCodeUse(tx: Executor, code: string): Promise<void> {
  await tx
    .update(perks)
    .set({ currentUses: sql`${perks.currentUses} - 1` })
    .where(and(eq(perks.code, code), gt(perks.currentUses, 0)));
  await tx
    .update(rewards)
    .set({ currentUses: sql`${rewards.currentUses} - 1` })
    .where(and(eq(rewards.code, code), gt(rewards.currentUses, 0)));
}
