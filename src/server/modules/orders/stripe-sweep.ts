// Stripe Checkout Sessions swept past their expiry (issue 28, decision 0230): the 'payments.stripe-sweep' job,
// every 5 minutes. A card order normally ends by Stripe's event (paid, or expired → cancelled); when that event
// never arrives, the order would hold its stock for ever. So a pending, unpaid card order whose session is past its
// expiry (ours: 60 minutes, decision 0207; Stripe's default 24 h for a session made without one) plus a grace is
// looked up at Stripe: paid there → recorded exactly as the webhook records it (applyStripeEvent), with its mail;
// otherwise its session is expired if still open and the order is cancelled by 'system' — units and code use back,
// the customer told why and mailed — in one transaction with the mail and the back-in-stock job. An order whose
// session Stripe reported complete without paying it (decision 0802) — a delayed payment method still pending, or an
// amount that did not match — is checked again: paid since → recorded; failed or expired → cancelled; still
// pending, or mismatched (on the staff timeline), once UNPAID_ORDER_HOURS have passed → cancelled: no stock held
// for ever.
import { and, asc, eq, exists, isNotNull, lte, notExists } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { orders, paymentEvents } from './schema';
import type { JobRunner } from '../../jobs';
import type { Outbox } from '../../mail/outbox';
import { cancelBySystem, queueBackInStockCheckForOrder, refundCancelledOrder } from './cancel';
import { customerLines } from './customer-messages';
import { describeDuration } from './expiry';
import { orderMails, queueOrderUpdate } from './mails';
import { applyStripeEvent, readStripeEvent, stripeAmountMatches, type EventOutcome } from './payment-flow';
import { createPaymentProvider, type PaymentProvider } from './payments';
import { CHECKOUT_MINUTES, stripeClient } from './payments/stripe';

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

export type SweepDeps = {
  db: Database;
  stripe: Stripe;
  payments: PaymentProvider;
  outbox: Outbox;
  jobs: Pick<JobRunner, 'send'>;
  log: Log;
  /** UNPAID_ORDER_HOURS: how long a payment Stripe has not settled may hold the order's stock (decision 0802). */
  unpaidWindowMs: number;
};

export const SWEEP_EVERY_SECONDS = 5 * 60;
/** Past the session's expiry by this much before we act: Stripe's own event usually arrives well within it. */
export const SWEEP_GRACE_MS = 10 * 60_000;
/** A session made without `expires_at` (before decision 0207 set one) lasts Stripe's default. */
export const STRIPE_DEFAULT_SESSION_MS = 24 * 60 * 60_000;
/** Orders looked at per run (each one a call to Stripe or two). */
const BATCH = 50;

const PAID = new Set(['paid', 'no_payment_required']);
/** A payment intent in these states will not complete: the delayed payment failed. */
const INTENT_FAILED = new Set(['requires_payment_method', 'canceled']);

export type SweepResult = { paid: string[]; cancelled: string[]; waiting: string[]; failed: string[] };

/**
 * One sweep at `now`. An order whose session is still open and not yet past its expiry plus the grace is left
 * (`waiting`), as is one whose session completed with a payment still processing, until the unpaid-order window
 * has passed since placing (decision 0802).
 * Stripe unreachable for an order → `failed`, tried again next run; every one failing throws, so the job retries
 * and, in the end, shows as failed to staff.
 */
export async function sweepStripeSessions(deps: SweepDeps, now: Date): Promise<SweepResult> {
  const { db, log } = deps;
  const result: SweepResult = { paid: [], cancelled: [], waiting: [], failed: [] };
  // Not before our own session's expiry plus the grace: younger orders cannot be due yet.
  const youngest = new Date(now.getTime() - CHECKOUT_MINUTES * 60_000 - SWEEP_GRACE_MS);
  // Stripe told us its session completed: that event did not pay the order (an amount that did not match, or a
  // delayed payment still processing), so it is checked again rather than left holding its stock (decision 0802).
  const reportedComplete = db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.orderId, orders.id), eq(paymentEvents.type, 'checkout.session.completed')));
  const dueWhere = (reported: boolean) =>
    db
      .select({
        id: orders.id,
        sessionId: orders.stripeSessionId,
        createdAt: orders.createdAt,
        total: orders.total,
      })
      .from(orders)
      .where(
        and(
          eq(orders.paymentStatus, 'unpaid'),
          eq(orders.status, 'pending'),
          eq(orders.paymentProvider, 'stripe'),
          isNotNull(orders.stripeSessionId),
          lte(orders.createdAt, youngest),
          reported ? exists(reportedComplete) : notExists(reportedComplete),
        ),
      )
      .orderBy(asc(orders.createdAt))
      .limit(BATCH);
  // Two batches, so a run of orders waiting on slow payments never keeps expired checkouts from being swept.
  const due = [
    ...(await dueWhere(false)).map((o) => ({ ...o, reported: false })),
    ...(await dueWhere(true)).map((o) => ({ ...o, reported: true })),
  ];
  for (const order of due) {
    try {
      const found = { id: order.id, sessionId: order.sessionId!, createdAt: order.createdAt, total: order.total };
      const outcome = order.reported ? await recheckOne(deps, found, now) : await sweepOne(deps, found, now);
      result[outcome].push(order.id);
    } catch (err) {
      result.failed.push(order.id);
      log.warn({ err: { message: (err as Error).message }, orderId: order.id }, 'stripe sweep: order not settled');
    }
  }
  if (due.length > 0 && result.failed.length === due.length) {
    throw new Error(`Stripe sweep: none of ${due.length} sessions could be checked`);
  }
  return result;
}

type DueOrder = { id: string; sessionId: string; createdAt: Date; total: string };

async function sweepOne(deps: SweepDeps, order: DueOrder, now: Date): Promise<'paid' | 'cancelled' | 'waiting'> {
  const { stripe } = deps;
  let session = await stripe.checkout.sessions.retrieve(order.sessionId);
  if (session.status === 'open') {
    const expiresAt = session.expires_at
      ? session.expires_at * 1000
      : order.createdAt.getTime() + STRIPE_DEFAULT_SESSION_MS;
    if (now.getTime() < expiresAt + SWEEP_GRACE_MS) return 'waiting';
    try {
      session = await stripe.checkout.sessions.expire(order.sessionId);
    } catch (err) {
      // Refused because it is no longer open: the shopper paid in that instant. Anything else: next run.
      session = await stripe.checkout.sessions.retrieve(order.sessionId);
      if (session.status === 'open') throw err;
    }
  }
  if (session.status === 'complete') {
    // Completed unpaid (a delayed method) and Stripe's event lost: settled as one it told us of (decision 0802).
    if (!session.payment_status || !PAID.has(session.payment_status)) return recheckOne(deps, order, now, session);
    return (await recordPayment(deps, session, now)) ? 'paid' : 'waiting';
  }
  return cancelled(
    await cancelUnpaid(deps, order.id, session.id, now, {
      note: 'Checkout expired before payment (no word from Stripe: found by the sweep)',
      customerMessage: customerLines.checkoutExpired,
    }),
  );
}

const cancelled = (done: boolean) => (done ? 'cancelled' : 'waiting');

/**
 * An order whose completed session did not pay it, asked about again (decision 0802). Expired → cancelled. Paid since
 * (a delayed method that succeeded, its event lost) and for the order's amount → recorded as the webhook would.
 * Unpaid, its payment intent failed → cancelled. Still processing, or paid a different amount (the staff timeline
 * says so already): waiting until the unpaid-order window has passed since placing, then cancelled — units and
 * code use back, the customer told — so no order holds its stock for ever on a payment that does not settle.
 */
async function recheckOne(
  deps: SweepDeps,
  order: DueOrder,
  now: Date,
  retrieved?: Stripe.Checkout.Session,
): Promise<'paid' | 'cancelled' | 'waiting'> {
  const { stripe } = deps;
  const session = retrieved ?? (await stripe.checkout.sessions.retrieve(order.sessionId));
  const windowOver = now.getTime() >= order.createdAt.getTime() + deps.unpaidWindowMs;
  const after = describeDuration(deps.unpaidWindowMs);
  if (session.status === 'expired') {
    return cancelled(
      await cancelUnpaid(deps, order.id, session.id, now, {
        note: 'Checkout expired before payment (found by the sweep)',
        customerMessage: customerLines.checkoutExpired,
      }),
    );
  }
  if (session.payment_status && PAID.has(session.payment_status)) {
    if (stripeAmountMatches(order.total, session)) {
      const event = { id: `sweep_paid_${session.id}`, type: 'checkout.session.async_payment_succeeded' };
      return (await recordPayment(deps, session, now, event)) ? 'paid' : 'waiting';
    }
    if (!windowOver) return 'waiting';
    return cancelled(
      await cancelUnpaid(deps, order.id, session.id, now, {
        note: `Stripe's amount never matched this order: cancelled after ${after} to release its stock. Check the payment in Stripe and refund it there.`,
        customerMessage: customerLines.paymentNotMatched,
      }),
    );
  }
  const intentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  const intent = intentId ? await stripe.paymentIntents.retrieve(intentId) : null;
  if (intent && INTENT_FAILED.has(intent.status)) {
    return cancelled(
      await cancelUnpaid(deps, order.id, session.id, now, {
        note: 'Card payment failed (no word from Stripe: found by the sweep)',
        customerMessage: customerLines.paymentFailed,
      }),
    );
  }
  if (!windowOver) return 'waiting';
  return cancelled(
    await cancelUnpaid(deps, order.id, session.id, now, {
      note: `Card payment still not settled after ${after}: cancelled to release its stock (a payment that settles later is refunded)`,
      customerMessage: customerLines.paymentNotCleared(after),
    }),
  );
}

/**
 * The payment Stripe took and never told us about, recorded through the webhook's own path (the same checks: our
 * session, amount and currency) under an event id of the sweep's, so it is acted on once. Then what the webhook
 * does after the event: the confirmation mail; a payment on an order cancelled meanwhile is refunded and mailed.
 */
async function recordPayment(
  deps: SweepDeps,
  session: Stripe.Checkout.Session,
  now: Date,
  as = { id: `sweep_${session.id}`, type: 'checkout.session.completed' },
): Promise<boolean> {
  const { db, outbox, payments, log } = deps;
  const event = readStripeEvent({ ...as, data: { object: session } });
  if ('problem' in event) throw new Error(event.problem);
  // The confirmation is queued in the event's own transaction, as the webhook queues it: a paid order is mailed once.
  const outcome: EventOutcome = await applyStripeEvent(db, event, now, async (tx, result, order) => {
    if (result === 'paid') await outbox.queue(tx, orderMails.confirmation, { orderId: order.id });
  });
  log.info({ sessionId: session.id, result: outcome.result }, 'stripe sweep: completed session recorded');
  if (outcome.result === 'mismatch') {
    log.warn(
      { orderId: outcome.orderId, expected: outcome.expected, received: outcome.received },
      'stripe amount or currency does not match the order: not marked paid',
    );
    return false;
  }
  if (outcome.result === 'paid') return true;
  if (outcome.result === 'paid-after-cancel') {
    await refundCancelledOrder(db, payments, {
      orderId: outcome.orderId,
      claimedAt: outcome.refundClaimedAt,
      by: 'system',
      now,
      log,
    });
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, outcome.orderId));
      if (order) await queueOrderUpdate(outbox, tx, order, 'payment');
    });
    return true;
  }
  return false;
}

/**
 * The order of a session that will not pay, cancelled by 'system' in one transaction with the customer's mail and
 * the back-in-stock job. Its row is locked and re-checked: paid, cancelled (Stripe's late event, staff) or given
 * another session meanwhile, it is left alone — so the sweep and the webhook cancel it once between them.
 */
async function cancelUnpaid(
  deps: SweepDeps,
  orderId: string,
  sessionId: string,
  now: Date,
  why: { note: string; customerMessage: string },
): Promise<boolean> {
  const { db, outbox, jobs, log } = deps;
  const done = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update', { skipLocked: true });
    if (!order || order.status !== 'pending' || order.paymentStatus !== 'unpaid') return false;
    if (order.paymentProvider !== 'stripe' || order.stripeSessionId !== sessionId) return false;
    await cancelBySystem(tx, order, why.note, now, { by: 'system', customerMessage: why.customerMessage });
    await queueOrderUpdate(outbox, tx, { ...order, status: 'cancelled' }, 'status', why.customerMessage);
    await queueBackInStockCheckForOrder(jobs, tx, orderId);
    return true;
  });
  if (done) log.info({ orderId, sessionId, why: why.note }, 'stripe sweep: unpaid card order cancelled');
  return done;
}

/** Registers the sweep when Stripe is configured (without a client, a former Stripe set-up's orders wait for staff). */
export function registerStripeSweep(app: FastifyInstance): void {
  const { config } = app;
  const settings = config.payments;
  if (settings.provider !== 'stripe') return;
  const deps: SweepDeps = {
    db: app.db,
    stripe: stripeClient(settings),
    payments: createPaymentProvider(config),
    outbox: app.outbox,
    jobs: app.jobs,
    log: app.log,
    unpaidWindowMs: config.unpaidOrders.expiresAfterMs,
  };
  app.jobs.work('payments.stripe-sweep', async () => {
    const { paid, cancelled, failed } = await sweepStripeSessions(deps, config.now());
    if (paid.length + cancelled.length + failed.length > 0) {
      app.log.info({ paid: paid.length, cancelled: cancelled.length, failed: failed.length }, 'stripe sweep');
    }
  });
  app.jobs.every('payments.stripe-sweep', SWEEP_EVERY_SECONDS);
}
