// A card payment's life around the order (COMMERCE §4, decision 0207): started once the order is committed,
// finished by Stripe's signed events. Every event is acted on once: its id is stored in the same transaction as
// its effect, so a redelivery (Stripe retries until it gets a 2xx) changes nothing.
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { QUANTITY_MAX } from '@shared/schemas/cart';
import type { Order } from '@shared/schemas/orders';
import type { Database } from '../../db/client';
import { cartItems, orderHistory, orders, paymentEvents } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { cancelBySystem } from './cancel';
import type { PaymentProvider, PaymentReturn } from './payments';

export const PAYMENT_UNAVAILABLE =
  'Card payments are unavailable right now. Your cart is as it was: please try again in a few minutes.';

/** Where the shopper comes back to from the hosted checkout: the order's confirmation screen. */
export function confirmationUrls(origin: string, orderId: string): Pick<PaymentReturn, 'successUrl' | 'cancelUrl'> {
  const page = `${origin}/order/${orderId}/confirmation`;
  return { successUrl: page, cancelUrl: `${page}?payment=cancelled` };
}

/**
 * Starts the payment of a committed order. With a hosted provider the order keeps the session and its page and
 * the answer carries `paymentUrl`. When the provider cannot start one, the order is cancelled as if it never
 * happened (units and code back, the lines back in the cart) and the shopper gets a 503 that says so.
 */
export async function startPayment(
  db: Database,
  payments: PaymentProvider,
  order: Order,
  input: { origin: string; email: string; now: Date; log: { warn: (obj: object, msg: string) => void } },
): Promise<Order> {
  if (payments.name === 'manual') return order;
  let started: { paymentUrl: string; sessionId: string } | null;
  try {
    started = await payments.start(order, { ...confirmationUrls(input.origin, order.id), email: input.email });
  } catch (err) {
    input.log.warn({ err: { message: (err as Error).message }, orderId: order.id }, 'payment could not be started');
    await undoOrder(db, order, input.now);
    throw new HttpError(503, PAYMENT_UNAVAILABLE);
  }
  if (!started) return order;
  await db
    .update(orders)
    .set({ stripeSessionId: started.sessionId, paymentUrl: started.paymentUrl })
    .where(eq(orders.id, order.id));
  return { ...order, paymentUrl: started.paymentUrl };
}

/** The order is cancelled by the system and its lines go back to the cart (adding to what is there, ≤ 99). */
async function undoOrder(db: Database, order: Order, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!row || row.status !== 'pending' || row.paymentStatus !== 'unpaid') return;
    await cancelBySystem(tx, row, 'Card payment could not be started', now);
    await tx
      .insert(cartItems)
      .values(order.items.map((i) => ({ userId: order.userId, productId: i.productId, quantity: i.quantity })))
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`least(${QUANTITY_MAX}, ${cartItems.quantity} + excluded.quantity)` },
      });
  });
}

export type EventOutcome =
  { result: 'duplicate' | 'ignored' } | { result: 'paid' | 'cancelled' | 'paid-after-cancel'; orderId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Acts on one verified Stripe event, once. `checkout.session.completed` (paid) marks the order paid;
 * `checkout.session.expired` cancels a still-unpaid order (units and code use back). Anything else — other
 * types, unknown orders, another session than the order's, an order already moved on — is recorded and ignored.
 * A payment that lands on an order staff cancelled meanwhile is recorded as paid and answered
 * 'paid-after-cancel': the caller refunds it.
 */
export async function applyStripeEvent(db: Database, event: Stripe.Event, now: Date): Promise<EventOutcome> {
  return db.transaction(async (tx): Promise<EventOutcome> => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return { result: 'duplicate' };
    if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired') {
      return { result: 'ignored' };
    }
    const session = event.data.object;
    const orderId = session.client_reference_id ?? session.metadata?.order_id ?? '';
    if (!UUID.test(orderId)) return { result: 'ignored' };
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.paymentProvider !== 'stripe') return { result: 'ignored' };
    if (order.stripeSessionId && order.stripeSessionId !== session.id) return { result: 'ignored' };
    await tx.update(paymentEvents).set({ orderId: order.id }).where(eq(paymentEvents.id, event.id));

    if (event.type === 'checkout.session.completed') {
      if (session.payment_status !== 'paid' || order.paymentStatus !== 'unpaid') return { result: 'ignored' };
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      await tx
        .update(orders)
        .set({ paymentStatus: 'paid', stripePaymentIntentId: intent ?? null, paymentUrl: null, updatedAt: now })
        .where(eq(orders.id, order.id));
      const late = order.status === 'cancelled';
      await tx.insert(orderHistory).values({
        orderId: order.id,
        status: order.status,
        paymentStatus: 'paid',
        by: 'system',
        note: late ? 'Paid by card after the order was cancelled' : 'Paid by card (Stripe)',
        createdAt: now,
      });
      return { result: late ? 'paid-after-cancel' : 'paid', orderId: order.id };
    }

    if (order.status !== 'pending' || order.paymentStatus !== 'unpaid') return { result: 'ignored' };
    await cancelBySystem(tx, order, 'Checkout expired before payment', now);
    return { result: 'cancelled', orderId: order.id };
  });
}
