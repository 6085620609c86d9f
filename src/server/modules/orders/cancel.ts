// Cancelling an order, from the console (moveOrder) or from Stripe (an expired checkout): one set of rules.
// The units, the code use and any points go back inside the caller's transaction; a refund through the provider
// is a network call, so it happens after that transaction commits (no row lock waits on Stripe) and is
// recorded in its own: `refunded` with a timeline entry, or "Refund to follow" when the provider failed.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { toPence } from '@shared/money';
import type { Database, Executor } from '../../db/client';
import { orderHistory, orderItems, orders } from './schema';
import { withdrawRewardPoints } from '../rewards';
import { releaseCodeUse } from '../catalogue';
import { queueBackInStockCheck, returnStock } from '../catalogue';
import type { JobRunner } from '../../jobs';
import { customerLines } from './customer-messages';
import type { PaymentProvider } from './payments';

type OrderRow = typeof orders.$inferSelect;

export const REFUND_TO_FOLLOW = 'Refund to follow';

/** An order not yet on its way: refunded in full, it is cancelled and what it held goes back (decision 0252). */
export const UNSHIPPED: ReadonlySet<string> = new Set(['pending', 'processing']);
export const REFUND_IN_FLIGHT =
  'A refund through Stripe is being made for this order right now. Please wait for its outcome on the timeline before recording or starting another refund.';

/**
 * A refund claim older than this was left by a process that stopped mid-refund (Stripe's client gives up within
 * about a minute): it no longer blocks, so staff can check Stripe and record the refund by hand (decision 0802).
 */
export const REFUND_CLAIM_STALE_MS = 10 * 60_000;

/** Whether a refund through the provider is under way for the order (claimed, not yet settled, not stale). */
export function refundInFlight(order: Pick<OrderRow, 'refundStartedAt'>, now: Date): boolean {
  return order.refundStartedAt !== null && now.getTime() - order.refundStartedAt.getTime() < REFUND_CLAIM_STALE_MS;
}

/**
 * Gives back what a cancelled order held: its units, its code's use, and points an old order was credited at
 * placing (before migration 0003). Adds the column changes to `change`; the caller writes them and the timeline.
 * Units a line refund already dealt with (back on sale, or written off) are not returned twice (decision 0252).
 */
export async function releaseOrder(tx: Executor, order: OrderRow, change: Partial<OrderRow>): Promise<void> {
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity, refunded: orderItems.refundedQuantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  await returnStock(
    tx,
    items.map((i) => ({ productId: i.productId, quantity: i.quantity - i.refunded })).filter((i) => i.quantity > 0),
  );
  if (order.discountCode) await releaseCodeUse(tx, order.discountCode);
  if (order.pointsCreditedAt !== null) {
    // Credited at placing under the old rule: a never-delivered order earns nothing.
    await withdrawRewardPoints(tx, order.userId, order.pointsEarned, { orderId: order.id });
    change.pointsCreditedAt = null;
  }
  change.paymentUrl = null;
}

/**
 * A cancel nobody in the console made: Stripe's (a checkout that could not start or expired), the unpaid-order
 * expiry's ('system') or the member's own ('customer'). Released, cancelled and on the timeline: `note` for staff,
 * `customerMessage` for the customer's timeline and mail.
 */
export async function cancelBySystem(
  tx: Executor,
  order: OrderRow,
  note: string,
  now: Date,
  options: { by?: 'system' | 'customer'; customerMessage?: string } = {},
): Promise<void> {
  const change: Partial<OrderRow> = { status: 'cancelled', updatedAt: now };
  await releaseOrder(tx, order, change);
  await tx.update(orders).set(change).where(eq(orders.id, order.id));
  await tx.insert(orderHistory).values({
    orderId: order.id,
    status: 'cancelled',
    by: options.by ?? 'system',
    note,
    customerMessage: options.customerMessage ?? customerLines.cancelled(false),
    createdAt: now,
  });
}

/**
 * A cancelled, paid order is paid back through the provider (after the cancel committed). Never throws: a
 * provider failure is logged and left on the timeline as "Refund to follow" for staff. true when refunded.
 *
 * One refund at a time per order (decision 0802): the caller claims it with `refund_started_at` — in the
 * transaction that cancelled the order (`claimedAt`), or here with one conditional UPDATE — before the provider is
 * called, so a second caller (another instance, a manual record) finds it claimed and does nothing (or gets a 409).
 * The claim is cleared with the outcome.
 */
export async function refundCancelledOrder(
  db: Database,
  payments: PaymentProvider,
  input: {
    orderId: string;
    by: string;
    staffId?: string;
    now: Date;
    /** When the caller's own transaction claimed the refund (set refund_started_at to it); else it is claimed here. */
    claimedAt?: Date;
    log: { warn: (obj: object, msg: string) => void };
    /** Inside the transaction that records the outcome, with the order as it leaves it (the customer's mail). */
    onRecorded?: (tx: Executor, order: { id: string; status: string; paymentStatus: string }) => Promise<unknown>;
  },
): Promise<boolean> {
  const claimedAt = input.claimedAt ?? input.now;
  const stale = new Date(input.now.getTime() - REFUND_CLAIM_STALE_MS);
  const [order] = await db
    .update(orders)
    .set({ refundStartedAt: claimedAt })
    .where(
      and(
        eq(orders.id, input.orderId),
        eq(orders.status, 'cancelled'),
        eq(orders.paymentStatus, 'paid'),
        input.claimedAt
          ? eq(orders.refundStartedAt, input.claimedAt)
          : or(isNull(orders.refundStartedAt), lt(orders.refundStartedAt, stale)),
      ),
    )
    .returning();
  // Not paid and cancelled, or another caller's refund is under way: nothing for this one to do.
  if (!order) return false;
  // A free order (£0.00) was never charged: nothing to pay back.
  if (toPence(order.total) === 0) {
    await db.update(orders).set({ refundStartedAt: null }).where(eq(orders.id, order.id));
    return false;
  }
  let refunded = true;
  try {
    await payments.refund(order);
  } catch (err) {
    refunded = false;
    input.log.warn(
      { err: { message: (err as Error).message }, orderId: order.id },
      'refund through the provider failed',
    );
  }
  await db.transaction(async (tx) => {
    const [now] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    let paymentStatus = now.paymentStatus;
    const change: Partial<OrderRow> = { refundStartedAt: null, updatedAt: input.now };
    if (refunded && now.paymentStatus === 'paid') {
      change.paymentStatus = 'refunded';
      // All of it went back (decision 0250): the charge.refunded webhook then finds nothing new to record.
      change.refundedAmount = now.total;
      paymentStatus = 'refunded';
    }
    await tx.update(orders).set(change).where(eq(orders.id, order.id));
    await tx.insert(orderHistory).values({
      orderId: order.id,
      status: now.status,
      paymentStatus: refunded ? 'refunded' : null,
      by: input.by,
      staffId: input.staffId ?? null,
      note: refunded
        ? `Refunded £${order.total} through ${payments.name === 'stripe' ? 'Stripe' : payments.name}`
        : REFUND_TO_FOLLOW,
      // A failed refund is for staff to sort out; the cancel's own entry already told the customer.
      customerMessage: refunded ? customerLines.refundedToCard(order.total) : null,
      createdAt: input.now,
    });
    await input.onRecorded?.(tx, { id: order.id, status: now.status, paymentStatus });
  });
  return refunded;
}

/** The check for an order cancelled with no request to hand (the expiry, the Stripe sweep): its own products. */
export async function queueBackInStockCheckForOrder(
  jobs: Pick<JobRunner, 'send'>,
  tx: Executor,
  orderId: string,
): Promise<void> {
  const rows = await tx
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await queueBackInStockCheck(jobs, tx, { productIds: [...new Set(rows.map((r) => r.productId))] });
}
