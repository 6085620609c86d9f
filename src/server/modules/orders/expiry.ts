// Unpaid orders do not hoard stock (COMMERCE §6): a bank-transfer order still unpaid UNPAID_ORDER_HOURS after it
// was placed is cancelled by 'system' — its units and code use go back and the customer is mailed. The work is
// one plain function (issue 28 moves it onto a job runner); the timer below only calls it. Durable because all
// its state is the orders table: a restart, or another instance, picks up whatever is due (decision 0209).
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { cancelBySystem } from './cancel';
import { orderUpdateMail } from './confirmation';
import { customerLines } from './customer-messages';
import type { PaymentProvider } from './payments';
import { findAdminOrder } from './service';

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/** Orders looked at per run: a backlog is worked off over the next runs, never in one long burst. */
const BATCH = 100;

/** 72 h → '72 hours', 1 h → '1 hour', 0.005 h → '18 seconds', 1.5 h → '90 minutes': how the customer reads it. */
export function describeDuration(ms: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (ms >= 3_600_000 && ms % 3_600_000 === 0) return plural(ms / 3_600_000, 'hour');
  if (ms >= 60_000 && ms % 60_000 === 0) return plural(ms / 60_000, 'minute');
  if (ms >= 3_600_000) return plural(Math.round(ms / 3_600_000), 'hour');
  if (ms >= 60_000) return plural(Math.round(ms / 60_000), 'minute');
  return plural(Math.max(1, Math.round(ms / 1000)), 'second');
}

/** Still cancellable by the expiry: pending, unpaid, paid by bank transfer, placed at or before the cut-off. */
function isDue(order: typeof orders.$inferSelect, cutoff: Date): boolean {
  return (
    order.status === 'pending' &&
    order.paymentStatus === 'unpaid' &&
    order.paymentProvider === 'manual' &&
    order.createdAt.getTime() <= cutoff.getTime()
  );
}

/**
 * Cancels every bank-transfer order still unpaid `expiresAfterMs` after it was placed (up to BATCH a run, oldest
 * first). Each order in its own transaction: its row locked (rows another run or a staff action holds are skipped
 * and left for the next run) and re-checked — paid, cancelled or moved on meanwhile, it is left alone — so two
 * instances running this at once cancel each order once. The customer is mailed after the commit; a failed mail is
 * logged, never undoes the cancel. Answers the ids it cancelled.
 */
export async function cancelExpiredUnpaidOrders(
  db: Database,
  payments: PaymentProvider,
  mailer: Mailer,
  now: Date,
  options: { expiresAfterMs: number; log?: Log },
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - options.expiresAfterMs);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'unpaid'),
        eq(orders.status, 'pending'),
        eq(orders.paymentProvider, 'manual'),
        lte(orders.createdAt, cutoff),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  const after = describeDuration(options.expiresAfterMs);
  const cancelled: string[] = [];
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update', { skipLocked: true });
      if (!order || !isDue(order, cutoff)) return false;
      await cancelBySystem(tx, order, `Unpaid after ${after}: cancelled automatically`, now, {
        by: 'system',
        customerMessage: customerLines.expired(after),
      });
      return true;
    });
    if (!done) continue;
    cancelled.push(id);
    options.log?.info({ orderId: id }, 'unpaid order cancelled after its payment time ran out');
    try {
      const order = await findAdminOrder(db, payments, id);
      mailer
        .send(orderUpdateMail(order, order.customer, { kind: 'status', customerMessage: customerLines.expired(after) }))
        .catch((err) => options.log?.warn({ err, orderId: id }, 'order expiry mail failed'));
    } catch (err) {
      options.log?.warn({ err, orderId: id }, 'order expiry mail failed');
    }
  }
  return cancelled;
}

/**
 * How often the expiry runs: every ~60 s for a real expiry (hours), more often while it is short (a test or a demo
 * setting of seconds) so an order is cancelled within its expiry plus a few seconds — never more than 15 s apart.
 */
export function expiryInterval(expiresAfterMs: number): number {
  if (expiresAfterMs >= 60 * 60_000) return 60_000;
  return Math.min(15_000, Math.max(1_000, Math.round(expiresAfterMs / 4)));
}

/**
 * The timer started with the app: runs the expiry once straight away (what came due while no instance was running)
 * and then every `expiryInterval`. One run at a time; `stop` waits for a run in progress, so the database is not
 * closed under it. The timer is unref'd: it never keeps the process alive.
 */
export function unpaidOrderExpiry(deps: {
  db: Database;
  payments: PaymentProvider;
  mailer: Mailer;
  now: () => Date;
  expiresAfterMs: number;
  log: Log;
  /** After a run that cancelled orders: their units are back (the back-in-stock mails). */
  afterCancel?: () => Promise<void>;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = cancelExpiredUnpaidOrders(deps.db, deps.payments, deps.mailer, deps.now(), deps)
      .then(async (cancelled) => {
        if (cancelled.length > 0) await deps.afterCancel?.();
      })
      .then(
        () => undefined,
        (err: Error) =>
          deps.log.warn({ err: { message: err.message } }, 'unpaid order expiry failed; retried next run'),
      )
      .finally(() => (running = undefined));
  };
  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(run, expiryInterval(deps.expiresAfterMs));
      timer.unref();
      setImmediate(run);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
