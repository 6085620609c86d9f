// The orders' part of erasing a member (OPERATIONS §3, decision 0111): HMRC wants the sale kept six years, not the
// person. Their orders and returns move to the one stand-in account and lose the delivery address (name, street,
// phone); the lines, totals, payments, refunds and timeline stay as they were.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderReturns, orders } from './schema';

/** Moves the member's orders and returns to `erasedId` without their address; answers the orders' ids. */
export async function handOrdersToErased(tx: Executor, userId: string, erasedId: string): Promise<string[]> {
  const moved = await tx
    .update(orders)
    .set({ userId: erasedId, shippingAddress: null })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  await tx.update(orderReturns).set({ userId: erasedId }).where(eq(orderReturns.userId, userId));
  return moved.map((o) => o.id);
}
