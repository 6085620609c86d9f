// A first-order code paid for with a card that paid another account's orders (decision 0806). A card is only known
// once Stripe has taken the payment, so it cannot refuse the code at checkout the way the account and the delivery
// address do (decision 0803): the order records the card's fingerprint, and when the card paid an earlier order of
// another account, staff are told on the order's timeline (never the customer) and the log says so.
import { and, eq, ne } from 'drizzle-orm';
import { orderReference } from '@shared/orders';
import type { Database } from '../../db/client';
import { perks } from '../catalogue';
import { orderHistory, orders } from './schema';

/** The staff note on an order whose first-order or once-per-member code was paid with a card seen on another account. */
export const cardSeenBefore = (code: string, orderNumber: string) =>
  `The card that paid this order paid order ${orderNumber} on another account before: the ${code} code's ` +
  'first-order or once-per-member terms may not have been met. Check before shipping.';

/**
 * Stores the paying card's fingerprint on the order and, for an order whose code has first-order or once-per-member
 * terms, looks for an order of another account paid with the same card: found, a staff-only timeline entry. Answers
 * whether it flagged the order.
 */
export async function recordPayingCard(
  db: Database,
  input: { orderId: string; fingerprint: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ cardFingerprint: input.fingerprint })
      .where(eq(orders.id, input.orderId))
      .returning({ userId: orders.userId, status: orders.status, discountCode: orders.discountCode });
    if (!order?.discountCode) return false;
    const [terms] = await tx
      .select({ firstOrderOnly: perks.firstOrderOnly, oncePerMember: perks.oncePerMember })
      .from(perks)
      .where(eq(perks.code, order.discountCode));
    if (!terms || !(terms.firstOrderOnly || terms.oncePerMember)) return false;
    const [earlier] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.cardFingerprint, input.fingerprint),
          ne(orders.userId, order.userId),
          ne(orders.status, 'cancelled'),
        ),
      )
      .limit(1);
    if (!earlier) return false;
    await tx.insert(orderHistory).values({
      orderId: input.orderId,
      status: order.status,
      by: 'system',
      // Staff only (no customerMessage).
      note: cardSeenBefore(order.discountCode, orderReference(earlier.id)),
      createdAt: input.now,
    });
    return true;
  });
}
