// A card payment's life around the order (COMMERCE §4, decision 0207): started once the order is committed,
// finished by Stripe's signed events. Every event is acted on once: its id is stored in the same transaction as
// its effect, so a redelivery (Stripe retries until it gets a 2xx) changes nothing.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatPence, formatPrice, toPence } from '@shared/money';
import type { Order } from '@shared/schemas/orders';
import type { Database, Executor } from '../../db/client';
import { restoreCartLines } from '../cart';
import { orderHistory, orders, paymentEvents } from './schema';
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
  // Nothing to pay (a free order is paid at placing) or nothing to start (bank transfer).
  if (payments.name === 'manual' || order.paymentStatus !== 'unpaid') return order;
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
    await restoreCartLines(tx, order.userId, order.items);
  });
}

export type EventOutcome =
  | { result: 'duplicate' | 'ignored' }
  | { result: 'paid' | 'cancelled'; orderId: string }
  /** Paid on an order cancelled meanwhile: its refund is claimed at `refundClaimedAt` (decision 0802), to be made. */
  | { result: 'paid-after-cancel'; orderId: string; refundClaimedAt: Date }
  | { result: 'mismatch'; orderId: string; expected: string; received: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether Stripe's amount and currency are the order's total in GBP (the only payment that pays it, 0208). */
export function stripeAmountMatches(
  total: string,
  session: { amount_total?: number | null; currency?: string | null },
): boolean {
  return session.amount_total === toPence(total) && session.currency?.toLowerCase() === 'gbp';
}

/** Checkout Session events that pay an order, and those that end its checkout unpaid. */
const PAYS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const ENDS_UNPAID: Record<string, string> = {
  'checkout.session.expired': 'Checkout expired before payment',
  'checkout.session.async_payment_failed': 'Card payment failed',
};

/** What a signed event must look like to be acted on; anything else is a 400 (decision 0208). */
const StripeEventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
const CheckoutSessionShape = z.object({
  id: z.string().min(1).max(255),
  client_reference_id: z.string().max(255).nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  payment_status: z.string().max(64),
  amount_total: z.number().int().nullish(),
  currency: z.string().max(8).nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() }).loose()]).nullish(),
});

export type StripeEvent = {
  id: string;
  type: string;
  /** The Checkout Session, for the checkout.session.* events this shop acts on; null for any other type. */
  session: z.infer<typeof CheckoutSessionShape> | null;
};

/** The verified event in the shape applyStripeEvent reads, or why it cannot be acted on (a 400). */
export function readStripeEvent(event: unknown): StripeEvent | { problem: string } {
  const parsed = StripeEventShape.safeParse(event);
  if (!parsed.success) return { problem: 'Invalid event: it needs an id, a type and data.object' };
  const { id, type, data } = parsed.data;
  if (!PAYS.has(type) && !(type in ENDS_UNPAID)) return { id, type, session: null };
  const session = CheckoutSessionShape.safeParse(data.object);
  if (!session.success) return { problem: `Invalid event: data.object is not a Checkout Session` };
  return { id, type, session: session.data };
}

/**
 * Acts on one verified Stripe event, once. `checkout.session.completed` or `…async_payment_succeeded` (paid, or
 * no payment required) marks the order paid when Stripe's amount and currency are the order's total in GBP; a
 * mismatch is recorded on the staff timeline and never marks it paid. `checkout.session.expired` or
 * `…async_payment_failed` cancels a still-unpaid order (units and code use back). Anything else — other types,
 * unknown orders, an order with no stored session or another session than it, an order already moved on — is
 * recorded and ignored. A payment that lands on an order cancelled meanwhile is recorded as paid and answered
 * 'paid-after-cancel': the caller refunds it (and tells the customer). `tellCustomer` runs inside the event's
 * transaction when it paid or cancelled the order, so a redelivered event is never told twice.
 */
export async function applyStripeEvent(
  db: Database,
  event: StripeEvent,
  now: Date,
  tellCustomer?: (
    tx: Executor,
    result: 'paid' | 'cancelled',
    order: { id: string; status: string; paymentStatus: string },
  ) => Promise<unknown>,
): Promise<EventOutcome> {
  return db.transaction(async (tx): Promise<EventOutcome> => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return { result: 'duplicate' };
    const session = event.session;
    if (!session) return { result: 'ignored' };
    const metadataOrder = session.metadata?.order_id;
    const orderId = session.client_reference_id ?? (typeof metadataOrder === 'string' ? metadataOrder : '');
    if (!UUID.test(orderId)) return { result: 'ignored' };
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.paymentProvider !== 'stripe') return { result: 'ignored' };
    // Only the session this shop made for the order speaks for it.
    if (!order.stripeSessionId || order.stripeSessionId !== session.id) return { result: 'ignored' };
    await tx.update(paymentEvents).set({ orderId: order.id }).where(eq(paymentEvents.id, event.id));

    if (PAYS.has(event.type)) {
      const settled = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      if (!settled || order.paymentStatus !== 'unpaid') return { result: 'ignored' };
      if (!stripeAmountMatches(order.total, session)) {
        const expected = `${toPence(order.total)} gbp`;
        const received = `${session.amount_total ?? 'no amount'} ${session.currency?.toLowerCase() ?? 'no currency'}`;
        const got =
          typeof session.amount_total === 'number' && session.currency?.toLowerCase() === 'gbp'
            ? formatPence(session.amount_total)
            : `${session.amount_total ?? 'no amount'} ${session.currency?.toUpperCase() ?? '(no currency)'}`;
        await tx.insert(orderHistory).values({
          orderId: order.id,
          status: order.status,
          by: 'system',
          // Staff only (no customerMessage): the customer sees nothing of it.
          note: `Stripe reported ${got} for this ${formatPrice(order.total)} order: not marked paid. Check the payment in Stripe.`,
          createdAt: now,
        });
        return { result: 'mismatch', orderId: order.id, expected, received };
      }
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      const late = order.status === 'cancelled';
      await tx
        .update(orders)
        .set({
          paymentStatus: 'paid',
          stripePaymentIntentId: intent ?? null,
          paymentUrl: null,
          updatedAt: now,
          // Paid too late: its refund is claimed with the payment, so nothing else refunds it meanwhile (0802).
          ...(late ? { refundStartedAt: now } : {}),
        })
        .where(eq(orders.id, order.id));
      await tx.insert(orderHistory).values({
        orderId: order.id,
        status: order.status,
        paymentStatus: 'paid',
        by: 'system',
        note: late ? 'Paid by card after the order was cancelled' : 'Paid by card (Stripe)',
        createdAt: now,
      });
      if (late) return { result: 'paid-after-cancel', orderId: order.id, refundClaimedAt: now };
      await tellCustomer?.(tx, 'paid', { id: order.id, status: order.status, paymentStatus: 'paid' });
      return { result: 'paid', orderId: order.id };
    }

    if (order.status !== 'pending' || order.paymentStatus !== 'unpaid') return { result: 'ignored' };
    await cancelBySystem(tx, order, ENDS_UNPAID[event.type], now);
    await tellCustomer?.(tx, 'cancelled', { id: order.id, status: 'cancelled', paymentStatus: order.paymentStatus });
    return { result: 'cancelled', orderId: order.id };
  });
}

/**
 * After an unpaid card order is cancelled (by staff or the system, once the cancel has committed): its Checkout
 * Session is expired at Stripe, so the shopper can no longer pay for an order that holds no stock. A failure is
 * logged, never fatal — a payment that still lands is refunded as 'paid-after-cancel'. true when expired.
 */
export async function closeCheckoutOf(
  db: Database,
  payments: PaymentProvider,
  orderId: string,
  log: { warn: (obj: object, msg: string) => void },
): Promise<boolean> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== 'cancelled' || order.paymentStatus !== 'unpaid') return false;
  if (order.paymentProvider !== 'stripe' || !order.stripeSessionId) return false;
  try {
    await payments.closeCheckout(order);
    return true;
  } catch (err) {
    log.warn(
      { err: { message: (err as Error).message }, orderId, sessionId: order.stripeSessionId },
      'checkout session could not be expired',
    );
    return false;
  }
}
