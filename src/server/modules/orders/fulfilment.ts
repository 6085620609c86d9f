// Fulfilment (COMMERCE §5, §6): what staff do to an order after it is placed — move it on along its statuses,
// record a payment or a refund, correct its tracking (the member's own cancel is member-cancel.ts). Each change is
// one transaction with its timeline entry, and takes a callback run inside that transaction for what the change owes — the customer's mail, queued in
// the outbox (issue 28), and a back-in-stock check when units came back — so this file knows nothing of either.
import { recordAudit } from '../audit';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { orderHistory, orders } from './schema';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { carrierName } from '@shared/carriers';
import { toDecimal, toPence } from '@shared/money';
import { moveRefusal, type OrderStatus } from '@shared/orders';
import type { AdminOrder, Order } from '@shared/schemas/orders';
import { creditRewardPoints, takeBackRewardPoints, type PointsTakenBack } from '../rewards';
import {
  REFUND_IN_FLIGHT,
  REFUND_TO_FOLLOW,
  refundCancelledOrder,
  refundInFlight,
  releaseOrder,
  UNSHIPPED,
} from './cancel';
import { customerLines, withStaffMessage } from './customer-messages';
import { closeCheckoutOf } from './payment-flow';
import type { PaymentProvider } from './payments';
import { findAdminOrder } from './admin-queries';
import type { OrderRow } from './queries';

export const CARD_PAID_BY_STRIPE = 'A card order is marked paid by Stripe when the payment is made';
export const CARD_REFUNDED_BY_STRIPE =
  'A card payment is refunded through Stripe, not recorded by hand: cancelling the order (before it ships) refunds it';
export const TRACKING_NEEDED = 'A tracking number is needed to mark the order shipped';

export type StaffActor = { id: string; username: string };

/** What the audit log keeps of an order's state (decision 0513). */
const orderAudit = (o: Partial<Pick<OrderRow, 'status' | 'paymentStatus' | 'trackingNumber' | 'carrier'>>) => ({
  status: o.status,
  paymentStatus: o.paymentStatus,
  trackingNumber: o.trackingNumber ?? null,
  carrier: o.carrier ?? null,
});
const MOVE_ACTIONS: Record<OrderStatus, string> = {
  pending: 'reopen',
  processing: 'process',
  shipped: 'ship',
  delivered: 'deliver',
  cancelled: 'cancel',
};

/** An order as a change left it: what its customer mail tells (orders/mails.ts renders the rest when it is sent). */
export type OrderState = Pick<Order, 'id' | 'status' | 'paymentStatus'> &
  /** The tracking this change gave the parcel (shipped, corrected): the mail tells it, not a later correction's. */
  Partial<Pick<Order, 'trackingNumber' | 'carrier'>> & {
    /** What the change itself tells the customer beyond the mail's own words (a refund's codes withdrawn, 0802). */
    customerLine?: string;
    /** A refund recorded: what went back with it (the rest of the total after any part refunds). */
    refunded?: string;
  };
/** Done inside a change's transaction, so what the change owes (the customer's mail, queued) commits with it. */
export type InChange = (tx: Executor, order: OrderState) => Promise<unknown>;

/**
 * Moves an order on (COMMERCE §5, §6), in one transaction with its timeline entry: shipped needs a tracking number
 * (and may name the carrier), delivered credits the points, cancelled puts the units and the code use back (and
 * takes back points an old order was credited at placing). `note` is for staff only; the customer's timeline gets
 * the move's own line and `customerMessage`. A paid order cancelled is refunded through the provider when it can,
 * after the cancel commits (cancel.ts); otherwise staff pay it back and record the refund. `tellCustomer` runs in
 * the transaction whose outcome the customer hears of: the move's, or for that refund the refund's.
 */
export async function moveOrder(
  db: Database,
  payments: PaymentProvider,
  input: {
    orderId: string;
    to: OrderStatus;
    note?: string;
    customerMessage?: string;
    trackingNumber?: string;
    carrier?: string;
    staff: StaffActor;
    now: Date;
    /** Where a refund the provider refused is logged (the timeline says "Refund to follow" either way). */
    log?: { warn: (obj: object, msg: string) => void };
    /** Inside the move's transaction (a cancel put units back: the back-in-stock check). */
    onMoved?: InChange;
    /**
     * The customer's mail, inside the transaction that leaves the order as they are to hear of it: the move's, or —
     * a paid order cancelled and refunded through the provider — the refund's, so it says whether the money went back.
     */
    tellCustomer?: InChange;
  },
): Promise<AdminOrder> {
  let refundDue = false;
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw notFound('Order not found');
    if (refundInFlight(order, input.now)) throw conflict(REFUND_IN_FLIGHT);
    const refusal = moveRefusal(order, input.to);
    if (refusal) throw conflict(refusal);
    const trackingNumber = input.trackingNumber?.trim();
    if (input.to === 'shipped' && !trackingNumber) throw badRequest(TRACKING_NEEDED);
    if (trackingNumber && input.to !== 'shipped') throw badRequest('A tracking number goes with the move to shipped');
    if (input.carrier?.trim() && input.to !== 'shipped') throw badRequest('A carrier goes with the move to shipped');

    const change: Partial<OrderRow> = { status: input.to, updatedAt: input.now };
    const notes: string[] = input.note ? [input.note] : [];
    let line: string | null = null;
    if (input.to === 'processing') line = customerLines.processing;
    if (input.to === 'shipped') {
      change.trackingNumber = trackingNumber!;
      change.carrier = carrierName(input.carrier);
      line = customerLines.shipped(change.carrier);
    }
    if (input.to === 'delivered') {
      let credited = 0;
      if (order.pointsCreditedAt === null) {
        await creditRewardPoints(tx, order.userId, order.pointsEarned, { orderId: order.id, at: input.now });
        change.pointsCreditedAt = input.now;
        credited = order.pointsEarned;
      }
      line = customerLines.delivered(credited);
    }
    if (input.to === 'cancelled') {
      await releaseOrder(tx, order, change);
      let refundToFollow = false;
      if (order.paymentStatus === 'paid') {
        if (payments.refundsItself(order)) {
          refundDue = true;
          // Claimed with the cancel (decision 0802): from its commit on, no other refund can start or be recorded.
          if (toPence(order.total) > 0) change.refundStartedAt = input.now;
        } else {
          notes.push(REFUND_TO_FOLLOW);
          refundToFollow = true;
        }
      }
      line = customerLines.cancelled(refundToFollow);
    }
    await tx.update(orders).set(change).where(eq(orders.id, order.id));
    await tx.insert(orderHistory).values({
      orderId: order.id,
      status: input.to,
      paymentStatus: change.paymentStatus ?? null,
      by: input.staff.username,
      staffId: input.staff.id,
      note: notes.length ? notes.join(' · ') : null,
      customerMessage: withStaffMessage(line, input.customerMessage),
      createdAt: input.now,
    });
    const moved: OrderState = {
      id: order.id,
      status: input.to,
      paymentStatus: order.paymentStatus,
      // Set only when shipping: the mail then tells this number (queueOrderUpdate leaves an unset one out).
      trackingNumber: change.trackingNumber,
      carrier: change.carrier,
    };
    await recordAudit(
      tx,
      { ...input.staff, at: input.now },
      {
        action: MOVE_ACTIONS[input.to],
        entity: 'order',
        entityId: order.id,
        before: { ...orderAudit(order), note: null },
        after: { ...orderAudit({ ...order, ...change }), note: input.note ?? null },
      },
    );
    await input.onMoved?.(tx, moved);
    if (!refundDue) await input.tellCustomer?.(tx, moved);
  });
  if (refundDue) {
    let told = false;
    await refundCancelledOrder(db, payments, {
      orderId: input.orderId,
      claimedAt: input.now,
      by: input.staff.username,
      staffId: input.staff.id,
      now: input.now,
      log: input.log ?? { warn: () => undefined },
      onRecorded: async (tx, order) => {
        told = true;
        await input.tellCustomer?.(tx, order);
      },
    });
    // Nothing to pay back (a free order) or changed meanwhile: the customer hears of the cancel as it stands.
    if (!told && input.tellCustomer) await tellAsItStands(db, input.orderId, input.tellCustomer);
  }
  // An unpaid card order cancelled: its Checkout Session is expired at Stripe (payment-flow.ts).
  if (input.to === 'cancelled') {
    await closeCheckoutOf(db, payments, input.orderId, input.log ?? { warn: () => undefined });
  }
  return findAdminOrder(db, payments, input.orderId);
}

/**
 * Staff record a payment (`paid`, for an unpaid bank-transfer order that is not cancelled) or a refund they made
 * (`refunded`, for a paid bank-transfer order), with a timeline entry. A refund after delivery takes back the points
 * the order earned, never below 0 (COMMERCE §6). A card order's refund goes through the provider, never recorded
 * by hand (409) — except once the order is cancelled and the provider refused its refund (decision 0209).
 */
export async function recordPayment(
  db: Database,
  payments: PaymentProvider,
  input: {
    orderId: string;
    status: 'paid' | 'refunded';
    note?: string;
    customerMessage?: string;
    staff: StaffActor;
    now: Date;
    /** The customer's mail, inside the transaction that records the payment or refund. */
    tellCustomer?: InChange;
  },
): Promise<AdminOrder> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw notFound('Order not found');
    if (refundInFlight(order, input.now)) throw conflict(REFUND_IN_FLIGHT);
    // Card refunds go through the provider (cancelling refunds it). The one exception: a cancelled card order whose
    // refund the provider refused ("Refund to follow") — staff refund it in Stripe's dashboard and record it here.
    if (input.status === 'refunded' && order.paymentProvider === 'stripe' && order.status !== 'cancelled') {
      throw conflict(CARD_REFUNDED_BY_STRIPE);
    }
    const change: Partial<OrderRow> = { paymentStatus: input.status, updatedAt: input.now };
    const notes: string[] = [];
    const lines: string[] = [];
    /** What the refund did to the member's points beyond taking them back (the mail says it too). */
    const pointsLines: string[] = [];
    /** A refund: the rest of the total after any part refunds. */
    let refunded: string | undefined;
    if (input.status === 'paid') {
      if (order.paymentStatus !== 'unpaid') throw conflict(`This order is already ${order.paymentStatus}`);
      if (order.status === 'cancelled') throw conflict('A cancelled order cannot be paid');
      if (order.paymentProvider === 'stripe') throw conflict(CARD_PAID_BY_STRIPE);
      notes.push('Payment recorded');
      lines.push(customerLines.paid(order.total));
    } else {
      if (order.paymentStatus !== 'paid') throw conflict('Only a paid order can be refunded');
      notes.push('Refund recorded');
      refunded = toDecimal(toPence(order.total) - toPence(order.refundedAmount));
      // A bank transfer's money goes back by bank (decision 0250); a card's only when Stripe refused (0209).
      lines.push(
        order.paymentProvider === 'stripe' ? customerLines.refunded(refunded) : customerLines.refundedByBank(refunded),
      );
      change.refundedAmount = order.total;
      if (UNSHIPPED.has(order.status)) {
        // Nothing left to send: cancelled with the refund, its units and code use back on sale (decision 0252).
        change.status = 'cancelled';
        await releaseOrder(tx, order, change);
        notes.push('Cancelled: refunded in full before it shipped');
        lines.unshift(customerLines.cancelled(false));
      }
      if (order.pointsCreditedAt !== null && order.pointsEarned > 0) {
        // Delivered, so its points reached the balance: they go back, with any unused code they bought (0802).
        const back = await takeBackRewardPoints(tx, {
          userId: order.userId,
          points: order.pointsEarned,
          creditedAt: order.pointsCreditedAt,
          now: input.now,
          orderId: order.id,
        });
        change.pointsCreditedAt = null;
        notes.push(pointsTakenBackNote(back));
        lines.push(customerLines.pointsTakenBack(order.pointsEarned));
        pointsLines.push(...pointsTakenBackLines(back));
        lines.push(...pointsLines);
      }
    }
    if (input.note) notes.push(input.note);
    await tx.update(orders).set(change).where(eq(orders.id, order.id));
    await recordAudit(
      tx,
      { ...input.staff, at: input.now },
      {
        action: input.status === 'paid' ? 'payment' : 'refund',
        entity: 'order',
        entityId: order.id,
        before: { paymentStatus: order.paymentStatus, note: null },
        after: { paymentStatus: input.status, note: input.note ?? null },
      },
    );
    await tx.insert(orderHistory).values({
      orderId: order.id,
      status: change.status ?? order.status,
      paymentStatus: input.status,
      by: input.staff.username,
      staffId: input.staff.id,
      note: notes.join(' · '),
      customerMessage: withStaffMessage(lines.join(' '), input.customerMessage),
      createdAt: input.now,
    });
    await input.tellCustomer?.(tx, {
      id: order.id,
      status: change.status ?? order.status,
      paymentStatus: input.status,
      ...(refunded ? { refunded } : {}),
      ...(pointsLines.length ? { customerLine: pointsLines.join(' ') } : {}),
    });
  });
  return findAdminOrder(db, payments, input.orderId);
}

/** The staff's note of what taking back a refunded order's points did (codes withdrawn, points owed). */
export function pointsTakenBackNote(back: PointsTakenBack): string {
  const parts = [`${back.points} reward points taken back`];
  for (const c of back.withdrawn) parts.push(`code ${c.code} withdrawn (its ${c.pointsSpent} points returned)`);
  if (back.owed > 0) parts.push(`${back.owed} points owed (paid off from the next points earned)`);
  return parts.join(' · ');
}

/** The customer's lines for the same, beyond "taken back": which codes went, and what they owe. */
export function pointsTakenBackLines(back: PointsTakenBack): string[] {
  const lines: string[] = [];
  if (back.withdrawn.length > 0) {
    const points = back.withdrawn.reduce((sum, c) => sum + c.pointsSpent, 0);
    lines.push(
      customerLines.codesWithdrawn(
        back.withdrawn.map((c) => c.code),
        points,
      ),
    );
  }
  if (back.owed > 0) lines.push(customerLines.pointsOwed(back.owed));
  return lines;
}

/**
 * Corrects a shipped (or delivered) order's tracking number and carrier (COMMERCE §6), with a timeline entry the
 * customer sees. `carrier` left out keeps the one stored; an empty one clears it. `changed` is false when the
 * number and carrier were already these (nothing written, nobody mailed).
 */
export async function correctTracking(
  db: Database,
  payments: PaymentProvider,
  input: {
    orderId: string;
    trackingNumber: string;
    carrier?: string;
    staff: StaffActor;
    now: Date;
    /** The customer's mail, inside the correction's transaction (not called when nothing changed). */
    tellCustomer?: InChange;
  },
): Promise<{ order: AdminOrder; changed: boolean }> {
  const changed = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw notFound('Order not found');
    if (order.status !== 'shipped' && order.status !== 'delivered') {
      throw conflict(`Only a shipped or delivered order has tracking to correct; this one is ${order.status}`);
    }
    const trackingNumber = input.trackingNumber.trim();
    if (!trackingNumber) throw badRequest(TRACKING_NEEDED);
    const carrier = input.carrier === undefined ? order.carrier : carrierName(input.carrier);
    if (trackingNumber === order.trackingNumber && carrier === order.carrier) return false;
    await tx.update(orders).set({ trackingNumber, carrier, updatedAt: input.now }).where(eq(orders.id, order.id));
    await recordAudit(
      tx,
      { ...input.staff, at: input.now },
      {
        action: 'tracking',
        entity: 'order',
        entityId: order.id,
        before: { trackingNumber: order.trackingNumber, carrier: order.carrier },
        after: { trackingNumber, carrier },
      },
    );
    const was = [order.trackingNumber ?? 'none', order.carrier].filter(Boolean).join(', ');
    await tx.insert(orderHistory).values({
      orderId: order.id,
      status: order.status,
      by: input.staff.username,
      staffId: input.staff.id,
      note: `Tracking corrected (was ${was})`,
      customerMessage: customerLines.trackingCorrected(carrier),
      createdAt: input.now,
    });
    await input.tellCustomer?.(tx, { ...order, trackingNumber, carrier });
    return true;
  });
  return { order: await findAdminOrder(db, payments, input.orderId), changed };
}

/** Runs `inChange` in a transaction of its own, with the order as it stands (its row locked meanwhile). */
async function tellAsItStands(db: Database, orderId: string, inChange: InChange): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (order) await inChange(tx, order);
  });
}
