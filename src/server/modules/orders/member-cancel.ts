// The member cancels their own order (COMMERCE §6) while it is pending and unpaid: the same release as any cancel
// (cancel.ts), then the card checkout page closed so it can no longer be paid.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from './schema';
import { conflict, notFound } from '../../plugins/errors';
import { memberMayCancel } from '@shared/orders';
import type { Order } from '@shared/schemas/orders';
import { cancelBySystem } from './cancel';
import { customerLines } from './customer-messages';
import type { InChange } from './fulfilment';
import { closeCheckoutOf } from './payment-flow';
import type { PaymentProvider } from './payments';
import { findMemberOrder } from './queries';

export const MEMBER_CANCEL_REFUSED =
  'This order can no longer be cancelled from your account: it has been paid or is on its way. Please contact us.';

/**
 * The member cancels their own order while it is pending and unpaid (COMMERCE §6): units and code use back, a
 * timeline entry by 'customer'. Someone else's order is as unknown as a missing one (404); any other state → 409.
 */
export async function cancelOwnOrder(
  db: Database,
  payments: PaymentProvider,
  input: {
    userId: string;
    orderId: string;
    now: Date;
    log?: { warn: (obj: object, msg: string) => void };
    /** Inside the cancel's transaction: the customer's mail, and the back-in-stock check (its units are back). */
    onCancelled?: InChange;
  },
): Promise<Order> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)))
      .for('update');
    if (!order) throw notFound('Order not found');
    if (order.status === 'cancelled') throw conflict('This order is already cancelled');
    if (!memberMayCancel(order)) throw conflict(MEMBER_CANCEL_REFUSED);
    await cancelBySystem(tx, order, 'Cancelled by the customer', input.now, {
      by: 'customer',
      customerMessage: customerLines.cancelledByCustomer,
    });
    await input.onCancelled?.(tx, { id: order.id, status: 'cancelled', paymentStatus: order.paymentStatus });
  });
  // An unpaid card order's checkout page is closed too, so it can no longer be paid (after the commit).
  await closeCheckoutOf(db, payments, input.orderId, input.log ?? { warn: () => undefined });
  return findMemberOrder(db, input.userId, input.orderId, payments);
}
