// The member codes rewards issues, as checkout uses them (COMMERCE §2, §3): the discount codes at checkout
// (catalogue/discount-codes.ts) read an issued code and count or give back its use only through these.
import { and, eq, gt, isNull, lt, or, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberCodes, rewards } from './schema';

/** The issued code `code`, or null. */
export async function findIssuedCode(db: Executor, code: string) {
  const [issued] = await db.select().from(memberCodes).where(eq(memberCodes.code, code));
  return issued ?? null;
}

/** Why an issued code a refund withdrew is refused at quote and checkout (decision 0802). */
export const codeWithdrawn = (code: string) =>
  `The code ${code} was withdrawn because the order that paid for it was refunded.`;

/** The refusal an issued code carries beyond the usual ones (inactive, expired, used up): withdrawn, or null. */
export function issuedCodeRefusal(issued: { code: string; withdrawnAt: Date | null }): string | null {
  return issued.withdrawnAt ? codeWithdrawn(issued.code) : null;
}

/** Whether `code` is a Rewards Store entry's own code (members redeem it to get a personal one). */
export async function isRewardStoreCode(db: Executor, code: string): Promise<boolean> {
  const [reward] = await db.select({ id: rewards.id }).from(rewards).where(eq(rewards.code, code));
  return reward !== undefined;
}

/**
 * Counts one use of an issued code, as a CTE of the statement that places an order (decision 0901): a row when it
 * took the use. The row lock of the UPDATE serialises concurrent orders and the WHERE is checked again on the row
 * as the previous one left it, so a single-use code is used once.
 */
export function issuedCodeUseTaker(tx: Executor, code: string | Placeholder) {
  return tx.$with('code_use_taken').as(
    tx
      .update(memberCodes)
      .set({ currentUses: sql`${memberCodes.currentUses} + 1` })
      .where(
        and(
          eq(memberCodes.code, code),
          eq(memberCodes.isActive, true),
          or(isNull(memberCodes.maxUses), lt(memberCodes.currentUses, memberCodes.maxUses)),
        ),
      )
      .returning({ code: memberCodes.code }),
  );
}

/** Gives back one use of an issued code, inside the cancelling transaction (none when it is not one). */
export async function releaseIssuedCodeUse(tx: Executor, code: string): Promise<void> {
  await tx
    .update(memberCodes)
    .set({ currentUses: sql`${memberCodes.currentUses} - 1` })
    .where(and(eq(memberCodes.code, code), gt(memberCodes.currentUses, 0)));
}
