// Partial refunds (OPERATIONS §4, decision 0250): some lines of an order, or an amount (goodwill). A line pays back
// what the customer paid for it (src/shared/refunds.ts); its units go back on sale unless `restock: false`; the
// points those lines earned are taken back. A card order's refund goes through Stripe: claimed and written down as
// `pending` first (one refund in flight per order, 0802), Stripe called with that row's id as the idempotency key,
// then recorded. A bank-transfer order's refund is recorded in one transaction (staff paid it back by bank).
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatPence, toDecimal, toPence, type Pence } from '@shared/money';
import { deliveryPaid, linesPaid, unitsRefund } from '@shared/refunds';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors';
import { recordAudit } from '../audit';
import { returnStock } from '../catalogue';
import { takeBackRewardPoints } from '../rewards';
import { REFUND_IN_FLIGHT, refundInFlight, releaseOrder, UNSHIPPED } from './cancel';
import { customerLines } from './customer-messages';
import { pointsTakenBackLines, pointsTakenBackNote, type OrderState, type StaffActor } from './fulfilment';
import type { PaymentProvider } from './payments';
import { orderHistory, orderItems, orderRefunds, orders, paymentEvents, type PartLine } from './schema';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

export const NOTHING_LEFT = 'Nothing is left to refund on this order';
export const ONLY_PAID = 'Only a paid order can be refunded';

/** The order after a refund, for its mail: what went back and what it did to the points. */
export type RefundedState = OrderState & { pointsLine: string | null; amount: string };

export type RefundAsk = { lines?: Array<{ productId: string; quantity: number }>; amount?: string; restock?: boolean };

/** What one refund pays back and which units it covers, worked out from the order as it stands. */
type Plan = { kind: 'lines' | 'amount'; amount: Pence; lines: PartLine[]; restock: boolean };

/** The order's items in one fixed order (by id), so the code discount spreads the same way every time. */
async function itemsOf(tx: Executor, orderId: string): Promise<ItemRow[]> {
  return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)).for('update');
}

function plan(order: OrderRow, items: ItemRow[], ask: RefundAsk): Plan {
  if (order.paymentStatus !== 'paid') throw conflict(ONLY_PAID);
  const left = toPence(order.total) - toPence(order.refundedAmount);
  if (left <= 0) throw conflict(NOTHING_LEFT);
  if (ask.amount !== undefined) {
    const amount = toPence(ask.amount);
    if (amount <= 0) throw badRequest('amount: must be more than £0.00');
    if (amount > left) throw conflict(`At most ${formatPence(left)} is left to refund on this order`);
    return { kind: 'amount', amount, lines: [], restock: false };
  }
  const asked = ask.lines ?? [];
  if (asked.length === 0) throw badRequest('lines: name at least one line, or an amount');
  const paid = linesPaid(
    order.codeDiscount,
    items.map((i) => ({ price: i.price, quantity: i.quantity })),
    order.deliveryDiscount,
  );
  const taken = new Map<string, number>();
  const lines: PartLine[] = [];
  let amount = 0;
  asked.forEach((line, n) => {
    const index = items.findIndex((i) => i.productId === line.productId);
    if (index < 0) throw badRequest(`lines.${n}.productId: this product is not in the order`);
    const item = items[index];
    const already = item.refundedQuantity + (taken.get(item.id) ?? 0);
    if (line.quantity > item.quantity - already) {
      throw conflict(
        item.quantity - already === 0
          ? `${item.productName} has already been refunded`
          : `Only ${item.quantity - already} of ${item.productName} can still be refunded`,
      );
    }
    const part = unitsRefund(paid[index], item.quantity, already, line.quantity);
    taken.set(item.id, (taken.get(item.id) ?? 0) + line.quantity);
    amount += part;
    lines.push({ productId: item.productId, quantity: line.quantity, amount: toDecimal(part) });
  });
  // The last units back: what delivery was paid goes back with them (the whole order returned, decision 0253).
  if (items.every((i) => i.refundedQuantity + (taken.get(i.id) ?? 0) === i.quantity)) amount += deliveryPaid(order);
  // Never more than is left (a goodwill refund may have paid back part of it already).
  return { kind: 'lines', amount: Math.min(amount, left), lines, restock: ask.restock ?? true };
}

/** The lines' units, points and money recorded on the order, its timeline and the audit log (one transaction). */
async function apply(
  tx: Executor,
  order: OrderRow,
  items: ItemRow[],
  p: Plan,
  input: { by: string; staff: StaffActor | null; now: Date; card: boolean; note?: string },
): Promise<RefundedState> {
  const change: Partial<OrderRow> = { updatedAt: input.now };
  const notes = [`Refunded ${formatPence(p.amount)}${input.card ? ' through Stripe' : ' (paid back by bank)'}`];
  const lines = [
    input.card ? customerLines.refundedToCard(toDecimal(p.amount)) : customerLines.refundedByBank(toDecimal(p.amount)),
  ];
  const pointsLines: string[] = [];
  if (p.lines.length > 0) {
    const paid = linesPaid(
      order.codeDiscount,
      items.map((i) => ({ price: i.price, quantity: i.quantity })),
      order.deliveryDiscount,
    );
    // The points still earned are spread over what is still stillPaid; these units take their share back.
    const stillPaid = items.reduce(
      (sum, item, i) => sum + paid[i] - unitsRefund(paid[i], item.quantity, 0, item.refundedQuantity),
      0,
    );
    const linesPence = p.lines.reduce((sum, l) => sum + toPence(l.amount ?? '0'), 0);
    const points = stillPaid > 0 ? Math.floor((order.pointsEarned * Math.min(linesPence, stillPaid)) / stillPaid) : 0;
    for (const line of p.lines) {
      const item = items.find((i) => i.productId === line.productId)!;
      await tx
        .update(orderItems)
        .set({ refundedQuantity: item.refundedQuantity + line.quantity })
        .where(eq(orderItems.id, item.id));
      item.refundedQuantity += line.quantity;
      notes.push(`${line.quantity} × ${item.productName}`);
    }
    if (p.restock) await returnStock(tx, p.lines);
    notes.push(p.restock ? 'units back in stock' : 'units not restocked');
    if (points > 0) {
      change.pointsEarned = order.pointsEarned - points;
      if (order.pointsCreditedAt !== null) {
        const back = await takeBackRewardPoints(tx, {
          userId: order.userId,
          points,
          creditedAt: order.pointsCreditedAt,
          now: input.now,
          orderId: order.id,
        });
        notes.push(pointsTakenBackNote(back));
        pointsLines.push(customerLines.pointsTakenBackPart(points), ...pointsTakenBackLines(back));
      } else {
        notes.push(`${points} fewer reward points on delivery`);
      }
    }
  }
  const refunded = toPence(order.refundedAmount) + p.amount;
  change.refundedAmount = toDecimal(refunded);
  const full = refunded >= toPence(order.total);
  if (full) change.paymentStatus = 'refunded';
  // Refunded in full before it left: nothing is left to send, so it is cancelled and what it held goes back (0252).
  const cancelled = full && UNSHIPPED.has(order.status);
  if (cancelled) {
    change.status = 'cancelled';
    await releaseOrder(tx, order, change);
    notes.push('Cancelled: refunded in full before it shipped');
    lines.unshift(customerLines.cancelled(false));
  }
  if (input.note) notes.push(input.note);
  await tx.update(orders).set(change).where(eq(orders.id, order.id));
  await tx.insert(orderHistory).values({
    orderId: order.id,
    status: change.status ?? order.status,
    paymentStatus: full ? 'refunded' : null,
    by: input.by,
    staffId: input.staff?.id ?? null,
    note: notes.join(' · '),
    customerMessage: [...lines, ...pointsLines].join(' '),
    createdAt: input.now,
  });
  if (input.staff) {
    await recordAudit(
      tx,
      { ...input.staff, at: input.now },
      {
        action: 'refund',
        entity: 'order',
        entityId: order.id,
        before: { paymentStatus: order.paymentStatus, refundedAmount: order.refundedAmount },
        after: { paymentStatus: change.paymentStatus ?? order.paymentStatus, refundedAmount: change.refundedAmount },
      },
    );
  }
  return {
    id: order.id,
    status: change.status ?? order.status,
    paymentStatus: change.paymentStatus ?? order.paymentStatus,
    customerLine: lines.concat(pointsLines).join(' '),
    pointsLine: pointsLines.join(' ') || null,
    amount: toDecimal(p.amount),
  };
}

export type PartRefundInput = RefundAsk & {
  orderId: string;
  staff: StaffActor | null;
  by: string;
  now: Date;
  note?: string;
  returnId?: string;
  log: { warn: (obj: object, msg: string) => void };
  /** In the first transaction, once the refund is planned (a return marked received, its mail). */
  beforeRefund?: (tx: Executor, order: OrderRow, amount: Pence) => Promise<unknown>;
  /** In the transaction that records the refund: the customer's mail, the back-in-stock check. */
  onRecorded?: (
    tx: Executor,
    order: RefundedState,
    refund: { id: string; amount: string; lines: PartLine[] },
  ) => Promise<unknown>;
};

/** Refunds part of a paid order (lines or an amount). Answers the refund recorded; 409 when it cannot be made. */
export async function refundPart(
  db: Database,
  payments: PaymentProvider,
  input: PartRefundInput,
): Promise<{ id: string; amount: string }> {
  const first = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw notFound('Order not found');
    if (refundInFlight(order, input.now)) throw conflict(REFUND_IN_FLIGHT);
    const items = await itemsOf(tx, order.id);
    const p = plan(order, items, input);
    await input.beforeRefund?.(tx, order, p.amount);
    const card = order.paymentProvider === 'stripe';
    const [row] = await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        kind: p.kind,
        amount: toDecimal(p.amount),
        lines: p.lines,
        restock: p.restock,
        status: card ? 'pending' : 'succeeded',
        returnId: input.returnId ?? null,
        by: input.by,
        staffId: input.staff?.id ?? null,
        createdAt: input.now,
      })
      .returning();
    if (card) {
      // Claimed: nothing else refunds this order until the outcome is recorded (0802).
      await tx.update(orders).set({ refundStartedAt: input.now }).where(eq(orders.id, order.id));
      return { card, order, row, p };
    }
    const state = await apply(tx, order, items, p, { ...input, card });
    await input.onRecorded?.(tx, state, { id: row.id, amount: row.amount, lines: p.lines });
    return { card, order, row, p };
  });
  if (!first.card) return { id: first.row.id, amount: first.row.amount };

  let providerId: string;
  try {
    providerId = (await payments.refundPart(first.order, first.p.amount, first.row.id)).id;
  } catch (err) {
    const message = (err as Error).message;
    input.log.warn({ err: { message }, orderId: first.order.id }, 'partial refund through the provider failed');
    await db.transaction(async (tx) => {
      await tx.delete(orderRefunds).where(eq(orderRefunds.id, first.row.id));
      await tx.update(orders).set({ refundStartedAt: null }).where(eq(orders.id, first.order.id));
      await tx.insert(orderHistory).values({
        orderId: first.order.id,
        status: first.order.status,
        by: input.by,
        staffId: input.staff?.id ?? null,
        note: `Stripe did not make a refund of ${formatPence(first.p.amount)}: ${message}`,
        createdAt: input.now,
      });
    });
    throw new HttpError(502, `Stripe did not make the refund (${message}). Nothing was refunded: try again later.`);
  }
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, first.order.id)).for('update');
    const items = await itemsOf(tx, order.id);
    const state = await apply(tx, order, items, first.p, { ...input, card: true });
    await tx
      .update(orderRefunds)
      .set({ status: 'succeeded', providerRefundId: providerId })
      .where(eq(orderRefunds.id, first.row.id));
    await tx.update(orders).set({ refundStartedAt: null }).where(eq(orders.id, order.id));
    await input.onRecorded?.(tx, state, { id: first.row.id, amount: first.row.amount, lines: first.p.lines });
  });
  return { id: first.row.id, amount: first.row.amount };
}

/**
 * Stripe's `charge.refunded` (decision 0250): a refund made in Stripe's dashboard is recorded as one of ours. What
 * Stripe says was refunded beyond what this shop recorded is the new refund; ours are recorded before the claim is
 * cleared, so none is counted twice. null when there was nothing new.
 */
export async function recordProviderRefund(
  tx: Executor,
  order: OrderRow,
  amountRefunded: Pence,
  now: Date,
): Promise<RefundedState | null> {
  const extra = Math.min(amountRefunded, toPence(order.total)) - toPence(order.refundedAmount);
  if (extra <= 0) return null;
  await tx.insert(orderRefunds).values({
    orderId: order.id,
    kind: 'provider',
    amount: toDecimal(extra),
    restock: false,
    by: 'system',
    createdAt: now,
  });
  return apply(
    tx,
    order,
    [],
    { kind: 'amount', amount: extra, lines: [], restock: false },
    {
      by: 'system',
      staff: null,
      now,
      card: true,
      note: "Made in Stripe's dashboard (charge.refunded)",
    },
  );
}

const ChargeShape = z.object({
  id: z.string().min(1).max(255),
  payment_intent: z.union([z.string(), z.object({ id: z.string() }).loose()]).nullish(),
  amount_refunded: z.number().int().min(0),
  currency: z.string().max(8).nullish(),
});

/**
 * A verified `charge.refunded` event, acted on once (its id stored with its effect, as every Stripe event, 0207).
 * While a refund of ours is in flight for the order the event is answered 503, so Stripe delivers it again once
 * ours is recorded and nothing is counted twice.
 */
export async function applyChargeRefunded(
  db: Database,
  event: { id: string; type: string; data: { object: unknown } },
  now: Date,
  tellCustomer: (tx: Executor, order: RefundedState) => Promise<unknown>,
): Promise<{ result: 'duplicate' | 'ignored' | 'refunded'; orderId?: string }> {
  const charge = ChargeShape.safeParse(event.data.object);
  if (!charge.success) throw badRequest('Invalid event: data.object is not a charge');
  const intent =
    typeof charge.data.payment_intent === 'string' ? charge.data.payment_intent : charge.data.payment_intent?.id;
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return { result: 'duplicate' as const };
    if (!intent || charge.data.currency?.toLowerCase() !== 'gbp') return { result: 'ignored' as const };
    const [order] = await tx.select().from(orders).where(eq(orders.stripePaymentIntentId, intent)).for('update');
    if (!order || order.paymentProvider !== 'stripe') return { result: 'ignored' as const };
    if (refundInFlight(order, now)) throw new HttpError(503, 'A refund of this order is being recorded: send it again');
    await tx.update(paymentEvents).set({ orderId: order.id }).where(eq(paymentEvents.id, event.id));
    const state = await recordProviderRefund(tx, order, charge.data.amount_refunded, now);
    if (!state) return { result: 'ignored' as const, orderId: order.id };
    await tellCustomer(tx, state);
    return { result: 'refunded' as const, orderId: order.id };
  });
}
