// Unpaid orders do not hoard stock (COMMERCE §6): a bank-transfer order still unpaid UNPAID_ORDER_HOURS after it
// was placed is cancelled by 'system' — its units and code use go back and the customer is mailed — and, when the
// window is longer than a day, the customer is reminded a day before. Plain functions of a given `now`; the
// 'orders.unpaid' job runs them (unpaid-jobs.ts, decision 0230). All their state is the orders table, so a restart,
// or another instance, picks up whatever is due.
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { orders } from './schema';
import type { JobRunner } from '../../jobs';
import type { Outbox } from '../../mail/outbox';
import { cancelBySystem, queueBackInStockCheckForOrder } from './cancel';
import { customerLines } from './customer-messages';
import { queueOrderUpdate, queuePaymentReminder } from './mails';

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/** What the expiry and the reminder need: the database, the outbox for the mails, the runner for the stock job. */
export type UnpaidOrderDeps = { db: Database; outbox: Outbox; jobs: Pick<JobRunner, 'send'>; log?: Log };

/** Orders looked at per run: a backlog is worked off over the next runs, never in one long burst. */
const BATCH = 100;

const HOUR = 3_600_000;
/** The reminder goes out this long before the order would be cancelled. */
export const REMINDER_BEFORE_MS = 24 * HOUR;

/** 72 h → '72 hours', 1 h → '1 hour', 0.005 h → '18 seconds', 1.5 h → '90 minutes': how the customer reads it. */
export function describeDuration(ms: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (ms >= HOUR && ms % HOUR === 0) return plural(ms / HOUR, 'hour');
  if (ms >= 60_000 && ms % 60_000 === 0) return plural(ms / 60_000, 'minute');
  if (ms >= HOUR) return plural(Math.round(ms / HOUR), 'hour');
  if (ms >= 60_000) return plural(Math.round(ms / 60_000), 'minute');
  return plural(Math.max(1, Math.round(ms / 1000)), 'second');
}

/**
 * How often the 'orders.unpaid' job runs (whole seconds: the runner offers it once a period): every 60 s for a real
 * window (hours), more often while it is short (a test or demo setting of seconds) so an order is cancelled within
 * its window plus a few seconds — never more than 15 s apart (18 s → every 4 s).
 */
export function expiryPeriodSeconds(expiresAfterMs: number): number {
  if (expiresAfterMs >= HOUR) return 60;
  return Math.min(15, Math.max(1, Math.floor(expiresAfterMs / 4000)));
}

type OrderRow = typeof orders.$inferSelect;

/** Still unpaid by bank transfer and waiting: pending, unpaid, manual. */
function isAwaitingTransfer(order: OrderRow): boolean {
  return order.status === 'pending' && order.paymentStatus === 'unpaid' && order.paymentProvider === 'manual';
}

const awaitingTransfer = [
  eq(orders.paymentStatus, 'unpaid'),
  eq(orders.status, 'pending'),
  eq(orders.paymentProvider, 'manual'),
];

/**
 * Cancels every bank-transfer order still unpaid `expiresAfterMs` after it was placed (up to BATCH a run, oldest
 * first). Each order in its own transaction: its row locked (rows another run or a staff action holds are skipped
 * and left for the next run) and re-checked — paid, cancelled or moved on meanwhile, it is left alone — so two runs
 * at once cancel each order once. In that same transaction the customer's mail is queued in the outbox and the
 * back-in-stock check is queued as a job: both exist exactly when the cancel does. Answers the ids it cancelled.
 */
export async function cancelExpiredUnpaidOrders(
  deps: UnpaidOrderDeps,
  now: Date,
  options: { expiresAfterMs: number },
): Promise<string[]> {
  const { db, outbox, jobs, log } = deps;
  const cutoff = new Date(now.getTime() - options.expiresAfterMs);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...awaitingTransfer, lte(orders.createdAt, cutoff)))
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  const after = describeDuration(options.expiresAfterMs);
  const cancelled: string[] = [];
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update', { skipLocked: true });
      if (!order || !isAwaitingTransfer(order) || order.createdAt.getTime() > cutoff.getTime()) return false;
      const customerMessage = customerLines.expired(after);
      await cancelBySystem(tx, order, `Unpaid after ${after}: cancelled automatically`, now, {
        by: 'system',
        customerMessage,
      });
      await queueOrderUpdate(outbox, tx, { ...order, status: 'cancelled' }, 'status', customerMessage);
      await queueBackInStockCheckForOrder(jobs, tx, id);
      return true;
    });
    if (!done) continue;
    cancelled.push(id);
    log?.info({ orderId: id }, 'unpaid order cancelled after its payment time ran out');
  }
  return cancelled;
}

/**
 * Reminds the customer a day before their unpaid bank-transfer order is cancelled: an order placed more than
 * (window − 24 h) ago, not yet due and not yet reminded, gets `payment_reminded_at` and the reminder mail in one
 * transaction (row locked SKIP LOCKED and re-checked, as the cancel). The outbox key `payment-reminder:<order>`
 * guards a second time: one reminder per order, whatever runs at once. For a window of 24 h or less there is no
 * reminder — the confirmation mail already says when payment is due, and a day before would be before placing.
 * Answers the ids it reminded.
 */
export async function remindUnpaidOrders(
  deps: UnpaidOrderDeps,
  now: Date,
  options: { expiresAfterMs: number },
): Promise<string[]> {
  const { db, outbox, log } = deps;
  const { expiresAfterMs } = options;
  if (expiresAfterMs <= REMINDER_BEFORE_MS) return [];
  const remindFrom = new Date(now.getTime() - (expiresAfterMs - REMINDER_BEFORE_MS));
  const cutoff = new Date(now.getTime() - expiresAfterMs);
  const inBand = (order: OrderRow) =>
    order.createdAt.getTime() <= remindFrom.getTime() && order.createdAt.getTime() > cutoff.getTime();
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        ...awaitingTransfer,
        lte(orders.createdAt, remindFrom),
        gt(orders.createdAt, cutoff),
        isNull(orders.paymentRemindedAt),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  const reminded: string[] = [];
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update', { skipLocked: true });
      if (!order || !isAwaitingTransfer(order) || order.paymentRemindedAt || !inBand(order)) return false;
      await tx.update(orders).set({ paymentRemindedAt: now }).where(eq(orders.id, id));
      // Found late (the shop was down for hours): the mail then does not promise a whole day.
      const left = order.createdAt.getTime() + expiresAfterMs - now.getTime();
      return queuePaymentReminder(outbox, tx, id, left >= REMINDER_BEFORE_MS - HOUR);
    });
    if (!done) continue;
    reminded.push(id);
    log?.info({ orderId: id }, 'payment reminder queued a day before the unpaid order is cancelled');
  }
  return reminded;
}
