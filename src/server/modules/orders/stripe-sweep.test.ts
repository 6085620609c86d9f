// The 'payments.stripe-sweep' job (issue 28, decision 0230) against the local fake of Stripe's HTTP API: a card
// order whose Checkout Session is past its expiry and whose closing event never arrived is settled by asking Stripe
// — paid there → recorded as the webhook records it, with its mail; otherwise its session is expired and the order
// cancelled by 'system' with its units back and the customer mailed. Each once, whatever runs at once or arrives late.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mailOutbox } from '../../mail/schema';
import { orderHistory, orders, paymentEvents } from './schema';
import { waitForMails } from '../../testing/mail';
import { startFakeStripe, type FakeStripe } from '../../testing/fake-stripe-server';
import { createTestApp, freshProduct, signedInMember, stockOf, type TestApp, placeCartOrder } from '../../testing/app';
import { customerLines } from './customer-messages';
import { createPaymentProvider } from './payments';
import { stripeClient } from './payments/stripe';
import { describeDuration } from './expiry';
import { SWEEP_GRACE_MS, sweepStripeSessions, type SweepDeps } from './stripe-sweep';

let t: TestApp;
let fake: FakeStripe;
let offset = 0; // how far the app's clock runs ahead of the real one (the fake's sessions keep real time)
const MINUTE = 60_000;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp(
    { now: () => new Date(Date.now() + offset) },
    {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_skincircle',
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE: fake.url,
      PUBLIC_URL: 'https://shop.example',
    },
  );
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fake.webhookUrl = `${base}/api/webhooks/stripe`;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

function deps(): SweepDeps {
  const settings = t.config.payments;
  if (settings.provider !== 'stripe') throw new Error('the test app pays by Stripe');
  return {
    db: t.app.db,
    stripe: stripeClient(settings),
    payments: createPaymentProvider(t.config),
    outbox: t.app.outbox,
    jobs: t.app.jobs,
    log: t.app.log,
    unpaidWindowMs: t.config.unpaidOrders.expiresAfterMs,
  };
}
/** A moment this far past the session's own expiry (60 minutes after placing). */
const pastExpiry = (ms: number) => new Date(Date.now() + offset + 60 * MINUTE + ms);

async function placed(quantity = 2, stock = 10) {
  const who = await signedInMember(t.app);
  const product = await freshProduct(t.app, { stock });
  const order = await placeCartOrder(t.app, who, { productId: product.id, quantity });
  const session = [...fake.sessions.values()].find((s) => s.client_reference_id === order.id)!;
  return { who, product, order, session };
}

const orderRow = async (id: string) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0];
const historyOf = (id: string) => t.app.db.select().from(orderHistory).where(eq(orderHistory.orderId, id));
const queuedFor = async (orderId: string) =>
  (await t.app.db.select().from(mailOutbox)).filter((m) => m.payload.orderId === orderId);
const callsTo = (sessionId: string, what: 'retrieve' | 'expire') =>
  fake.requests.filter((r) =>
    what === 'retrieve'
      ? r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`
      : r.method === 'POST' && r.path === `/v1/checkout/sessions/${sessionId}/expire`,
  ).length;

/** The mail to `email` whose subject matches, once it has been written (up to 15 s). */
async function mailTo(email: string, subject: RegExp): Promise<string> {
  return (await waitForMails(t.config.mailDir, email, { subject }))[0];
}

describe('a session paid at Stripe whose event never arrived', () => {
  it('is recorded as the webhook records it (once, two sweeps at once), with the confirmation mail; the late event changes nothing', async () => {
    const { who, order, session } = await placed(1);
    // The shopper pays on the hosted page; Stripe's event is lost.
    fake.hostedDeliveryMs = -1;
    try {
      const pay = await fetch(`${fake.url}/pay/${session.id}`, { method: 'POST', redirect: 'manual' });
      expect(pay.status).toBe(303);
    } finally {
      fake.hostedDeliveryMs = 0;
    }
    expect((await orderRow(order.id)).paymentStatus).toBe('unpaid');

    const runs = await Promise.all([0, 1].map(() => sweepStripeSessions(deps(), pastExpiry(SWEEP_GRACE_MS + MINUTE))));
    expect(runs.flatMap((r) => r.paid).filter((id) => id === order.id)).toHaveLength(1);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'pending', paymentStatus: 'paid', paymentUrl: null });
    expect(row.stripePaymentIntentId).toBe(fake.sessions.get(session.id)!.payment_intent);
    const paid = (await historyOf(order.id)).filter((h) => h.paymentStatus === 'paid');
    expect(paid).toEqual([expect.objectContaining({ by: 'system', note: 'Paid by card (Stripe)' })]);
    expect(
      await t.app.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.id, `sweep_${session.id}`)),
    ).toEqual([expect.objectContaining({ type: 'checkout.session.completed', orderId: order.id })]);
    expect(callsTo(session.id, 'expire')).toBe(0); // complete: nothing to expire

    const mail = await mailTo(who.user.email, /^Subject: Your Skin Circle order #/m);
    expect(mail).toContain('Thank you: £17.00 paid by card.');
    expect((await queuedFor(order.id)).filter((m) => m.template === 'order.confirmation')).toHaveLength(1);

    // Stripe's event arrives after all: the order is paid already.
    const late = await fake.deliver(fake.event('checkout.session.completed', session.id));
    expect(JSON.parse(late.body).result).toBe('ignored');
    expect((await sweepStripeSessions(deps(), pastExpiry(SWEEP_GRACE_MS + 2 * MINUTE))).paid).not.toContain(order.id);
    expect((await historyOf(order.id)).filter((h) => h.paymentStatus === 'paid')).toHaveLength(1);
  });
});

describe('a session past its expiry, not paid', () => {
  it('still open at Stripe: expired there, the order cancelled once (two sweeps at once), units back, the customer told why', async () => {
    const { who, order, session, product } = await placed(3, 5);
    expect(await stockOf(t.app, product.id)).toBe(2);

    // Within its expiry plus the grace: left alone, Stripe not even asked.
    const early = await sweepStripeSessions(deps(), pastExpiry(SWEEP_GRACE_MS - MINUTE));
    expect([...early.cancelled, ...early.waiting]).not.toContain(order.id);
    expect(callsTo(session.id, 'retrieve')).toBe(0);

    const runs = await Promise.all([0, 1].map(() => sweepStripeSessions(deps(), pastExpiry(SWEEP_GRACE_MS + MINUTE))));
    expect(runs.flatMap((r) => r.cancelled).filter((id) => id === order.id)).toHaveLength(1);
    expect(runs.flatMap((r) => r.failed)).not.toContain(order.id);
    expect(fake.sessions.get(session.id)!.status).toBe('expired');
    expect(callsTo(session.id, 'expire')).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid', paymentUrl: null });
    expect(await stockOf(t.app, product.id)).toBe(5);
    const cancelled = (await historyOf(order.id)).filter((h) => h.status === 'cancelled');
    expect(cancelled).toEqual([
      expect.objectContaining({ by: 'system', customerMessage: customerLines.checkoutExpired }),
    ]);
    const updates = (await queuedFor(order.id)).filter((m) => m.template === 'order.update');
    expect(updates).toHaveLength(1);
    const mail = await mailTo(who.user.email, /^Subject: .* is cancelled\s*$/m);
    expect(mail).toContain('Cancelled because the card payment was not completed in time. Nothing was charged');

    // Stripe's own expired event, late: nothing more happens.
    const late = await fake.deliver(fake.event('checkout.session.expired', session.id));
    expect(JSON.parse(late.body).result).toBe('ignored');
    expect(await stockOf(t.app, product.id)).toBe(5);
    expect((await historyOf(order.id)).filter((h) => h.status === 'cancelled')).toHaveLength(1);
  });

  it('expired at Stripe already (its event lost): cancelled without asking Stripe to expire it', async () => {
    const { order, session, product } = await placed(1, 3);
    fake.sessions.get(session.id)!.expires_at = Math.floor(Date.now() / 1000) - 1; // Stripe reads it expired
    const result = await sweepStripeSessions(deps(), pastExpiry(SWEEP_GRACE_MS + MINUTE));
    expect(result.cancelled).toContain(order.id);
    expect(callsTo(session.id, 'expire')).toBe(0);
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect(await stockOf(t.app, product.id)).toBe(3);
  });

  it("a session made without our expiry lasts Stripe's 24 hours: left alone until then", async () => {
    const { order, session } = await placed(1);
    const s = fake.sessions.get(session.id)!;
    s.expires_at = s.created + 24 * 60 * 60;
    const result = await sweepStripeSessions(deps(), pastExpiry(SWEEP_GRACE_MS + MINUTE));
    expect(result.waiting).toContain(order.id);
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(s.status).toBe('open');
    // A day later it is due like any other.
    const later = await sweepStripeSessions(deps(), new Date(s.expires_at * 1000 + SWEEP_GRACE_MS + MINUTE));
    expect(later.cancelled).toContain(order.id);
  });

  it('Stripe unreachable: the order is left as it is, the job fails (to be retried) and a later run settles it', async () => {
    const { order, session } = await placed(1);
    fake.failExpire = true;
    try {
      await expect(sweepStripeSessions(deps(), pastExpiry(SWEEP_GRACE_MS + MINUTE))).rejects.toThrow(
        'Stripe sweep: none of 1 sessions could be checked',
      );
      expect((await orderRow(order.id)).status).toBe('pending');
      expect(fake.sessions.get(session.id)!.status).toBe('open');
    } finally {
      fake.failExpire = false;
    }
    expect((await sweepStripeSessions(deps(), pastExpiry(SWEEP_GRACE_MS + MINUTE))).cancelled).toContain(order.id);
  });
});

describe('a session Stripe reported complete without paying the order (decision 0802)', () => {
  /** A moment this long after the order was placed: past the unpaid-order window when `ms` is past it. */
  const sincePlacing = (ms: number) => new Date(Date.now() + offset + ms);
  const windowMs = () => t.config.unpaidOrders.expiresAfterMs;
  const intentCalls = (id: string) => fake.requests.filter((r) => r.path === `/v1/payment_intents/${id}`).length;

  /** Placed, and its session completed at Stripe with a delayed payment still processing (Stripe's event said so). */
  async function pendingAsync(quantity = 1, stock = 5) {
    const p = await placed(quantity, stock);
    const s = fake.sessions.get(p.session.id)!;
    s.status = 'complete';
    s.payment_intent = `pi_test_async${p.order.id.slice(0, 8)}`;
    fake.paymentIntents.set(s.payment_intent, 'processing');
    const told = await fake.deliver(fake.event('checkout.session.completed', s.id));
    expect(JSON.parse(told.body).result).toBe('ignored');
    return { ...p, s };
  }

  it('a delayed payment that succeeded since (its event lost) is recorded as paid, with the confirmation', async () => {
    const { order, s } = await pendingAsync();
    // Still processing: asked, and left to wait.
    const first = await sweepStripeSessions(deps(), pastExpiry(SWEEP_GRACE_MS + MINUTE));
    expect(first.waiting).toContain(order.id);
    expect(intentCalls(s.payment_intent!)).toBe(1);
    expect((await orderRow(order.id)).paymentStatus).toBe('unpaid');

    s.payment_status = 'paid';
    fake.paymentIntents.set(s.payment_intent!, 'succeeded');
    const runs = await Promise.all([0, 1].map(() => sweepStripeSessions(deps(), pastExpiry(SWEEP_GRACE_MS + MINUTE))));
    expect(runs.flatMap((r) => r.paid).filter((id) => id === order.id)).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect((await queuedFor(order.id)).filter((m) => m.template === 'order.confirmation')).toHaveLength(1);
  });

  it('a delayed payment that failed (its event lost) is cancelled: units back, the customer told', async () => {
    const { who, order, s, product } = await pendingAsync(2, 5);
    expect(await stockOf(t.app, product.id)).toBe(3);
    fake.paymentIntents.set(s.payment_intent!, 'requires_payment_method');
    const result = await sweepStripeSessions(deps(), pastExpiry(SWEEP_GRACE_MS + MINUTE));
    expect(result.cancelled).toContain(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await stockOf(t.app, product.id)).toBe(5);
    expect((await historyOf(order.id)).filter((h) => h.status === 'cancelled')).toEqual([
      expect.objectContaining({ by: 'system', customerMessage: customerLines.paymentFailed }),
    ]);
    expect(await mailTo(who.user.email, /^Subject: .* is cancelled\s*$/m)).toContain(
      'Cancelled because the card payment did not go through.',
    );
  });

  it('a delayed payment whose completed event was lost as well is settled the same way (failed → cancelled)', async () => {
    const { order, session, product } = await placed(1, 2);
    const s = fake.sessions.get(session.id)!;
    Object.assign(s, { status: 'complete', payment_intent: `pi_test_lost${order.id.slice(0, 8)}` });
    fake.paymentIntents.set(s.payment_intent!, 'processing');
    expect((await sweepStripeSessions(deps(), pastExpiry(SWEEP_GRACE_MS + MINUTE))).waiting).toContain(order.id);
    fake.paymentIntents.set(s.payment_intent!, 'canceled');
    expect((await sweepStripeSessions(deps(), pastExpiry(SWEEP_GRACE_MS + MINUTE))).cancelled).toContain(order.id);
    expect(await stockOf(t.app, product.id)).toBe(2);
    expect((await historyOf(order.id)).at(-1)).toMatchObject({ customerMessage: customerLines.paymentFailed });
  });

  it('a delayed payment still processing when the unpaid-order window ends is cancelled, releasing its stock', async () => {
    const { order, product } = await pendingAsync(1, 2);
    expect((await sweepStripeSessions(deps(), sincePlacing(windowMs() - MINUTE))).waiting).toContain(order.id);
    expect(await stockOf(t.app, product.id)).toBe(1);
    const result = await sweepStripeSessions(deps(), sincePlacing(windowMs() + MINUTE));
    expect(result.cancelled).toContain(order.id);
    expect(await stockOf(t.app, product.id)).toBe(2);
    const after = describeDuration(windowMs());
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      status: 'cancelled',
      customerMessage: customerLines.paymentNotCleared(after),
    });
  });

  it('a mismatched amount stays on the staff timeline, then is cancelled after the window instead of holding its stock', async () => {
    const { order, session, product } = await placed(1, 2);
    const s = fake.sessions.get(session.id)!;
    Object.assign(s, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_mismatch',
      amount_total: 100,
    });
    const told = await fake.deliver(fake.event('checkout.session.completed', s.id));
    expect(JSON.parse(told.body).result).toBe('mismatch');

    const early = await sweepStripeSessions(deps(), sincePlacing(windowMs() - MINUTE));
    expect(early.waiting).toContain(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    // One staff note, not one a run.
    expect((await historyOf(order.id)).filter((h) => h.note?.startsWith('Stripe reported £1.00'))).toHaveLength(1);

    const late = await sweepStripeSessions(deps(), sincePlacing(windowMs() + MINUTE));
    expect(late.cancelled).toContain(order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await stockOf(t.app, product.id)).toBe(2);
    const cancelled = (await historyOf(order.id)).at(-1)!;
    expect(cancelled).toMatchObject({ by: 'system', customerMessage: customerLines.paymentNotMatched });
    expect(cancelled.note).toMatch(/^Stripe's amount never matched this order: .* refund it there\.$/);
  });
});

describe('the app’s own job', () => {
  it('runs the sweep with the app’s clock', async () => {
    const { order, product } = await placed(2, 4);
    offset = 60 * MINUTE + SWEEP_GRACE_MS + MINUTE;
    try {
      await t.app.jobs.send('payments.stripe-sweep', {});
      for (let i = 0; i < 150 && (await orderRow(order.id)).status !== 'cancelled'; i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      offset = 0;
    }
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect(await stockOf(t.app, product.id)).toBe(4);
  });
});
