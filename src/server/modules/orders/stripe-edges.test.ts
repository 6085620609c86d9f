// COMMERCE §4 with PAYMENT_PROVIDER=stripe, the edges: sessions that expire or fail, events out of order or
// repeated, staff cancelling a paid card order, and the configuration it needs (see stripe.test.ts).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminOrder, Order, Quote } from '@shared/schemas/orders';
import { orders } from './schema';
import { perks } from '../catalogue';
import { ConfigError, loadConfig } from '../../config';
import type { FakeStripe } from '../../testing/fake-stripe-server';
import { createTestApp, json, signedInMember, type TestApp } from '../../testing/app';
import { useStripeShop } from '../../testing/stripe-shop';
import { BELOW_CARD_MINIMUM } from './payments/stripe';
import { createPaymentProvider } from './payments';
import { REFUND_IN_FLIGHT, refundCancelledOrder } from './cancel';
import { until } from '../../testing/until';

const shop = useStripeShop();
const { address, as, productWith, stockOf, placed, adminOrder, historyCount, waitForMail } = shop;
let t: TestApp;
let fake: FakeStripe;
let staff: string;
beforeAll(() => {
  ({ t, fake, staff } = shop);
});

describe('Stripe edges', () => {
  it('a completed session whose amount or currency is not the order total never marks it paid: a staff-only note', async () => {
    for (const change of [{ amount_total: 100 }, { currency: 'eur' }, { amount_total: null }] as const) {
      const { who, order, session } = await placed(1);
      const s = fake.sessions.get(session.id)!;
      s.payment_status = 'paid';
      s.payment_intent = 'pi_test_mismatch';
      const event = fake.event('checkout.session.completed', session.id);
      Object.assign(event.data.object, change);
      const delivery = await fake.deliver(event);
      expect(delivery.status, delivery.body).toBe(200);
      expect(JSON.parse(delivery.body).result).toBe('mismatch');
      const after = await adminOrder(order.id);
      expect(after).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
      expect(after.history.at(-1)).toMatchObject({ by: 'system', paymentStatus: null, customerMessage: null });
      expect(after.history.at(-1)!.note).toMatch(/^Stripe reported .* for this £17\.00 order: not marked paid/);
      // The customer's view carries no trace of the staff note.
      const mine = Order.parse(json(await as(who.cookie, 'GET', `/api/orders/${who.user.id}/${order.id}`)));
      expect(mine.history.map((h) => h.note)).toEqual(['Order placed', null]);
      // Recorded: the same event again is a duplicate, not a second note.
      expect(JSON.parse((await fake.deliver(event)).body).result).toBe('duplicate');
    }
  });

  it('an order with no stored session, or another session, is not paid by an event', async () => {
    const { order, session } = await placed(1);
    fake.sessions.get(session.id)!.payment_status = 'paid';
    await t.app.db.update(orders).set({ stripeSessionId: null }).where(eq(orders.id, order.id));
    const res = await fake.deliver(fake.event('checkout.session.completed', session.id));
    expect(JSON.parse(res.body).result).toBe('ignored');
    expect((await adminOrder(order.id)).paymentStatus).toBe('unpaid');
    await t.app.db.update(orders).set({ stripeSessionId: 'cs_test_another' }).where(eq(orders.id, order.id));
    expect(JSON.parse((await fake.deliver(fake.event('checkout.session.completed', session.id))).body).result).toBe(
      'ignored',
    );
    expect((await adminOrder(order.id)).paymentStatus).toBe('unpaid');
  });

  it("payment_status 'no_payment_required' counts as paid", async () => {
    const { order, session } = await placed(1);
    const s = fake.sessions.get(session.id)!;
    s.status = 'complete';
    s.payment_status = 'no_payment_required';
    const res = await fake.deliver(fake.event('checkout.session.completed', session.id));
    expect(JSON.parse(res.body).result).toBe('paid');
    expect((await adminOrder(order.id)).paymentStatus).toBe('paid');
  });

  it('a delayed payment: completed while unpaid waits; async_payment_succeeded marks it paid', async () => {
    const { who, order, session } = await placed(1);
    const s = fake.sessions.get(session.id)!;
    s.status = 'complete';
    const waiting = await fake.deliver(fake.event('checkout.session.completed', session.id));
    expect(JSON.parse(waiting.body).result).toBe('ignored');
    expect((await adminOrder(order.id)).paymentStatus).toBe('unpaid');
    s.payment_status = 'paid';
    s.payment_intent = 'pi_test_async';
    const res = await fake.deliver(fake.event('checkout.session.async_payment_succeeded', session.id));
    expect(JSON.parse(res.body).result).toBe('paid');
    const after = await adminOrder(order.id);
    expect(after.paymentStatus).toBe('paid');
    expect(after.history.at(-1)).toMatchObject({ paymentStatus: 'paid', by: 'system' });
    await waitForMail(who.user.email, 'Payment received');
  });

  it('async_payment_failed cancels the order like an expiry: units back', async () => {
    const { order, session, product } = await placed(2, 5);
    expect(await stockOf(product.id)).toBe(3);
    fake.sessions.get(session.id)!.status = 'complete';
    const res = await fake.deliver(fake.event('checkout.session.async_payment_failed', session.id));
    expect(JSON.parse(res.body).result).toBe('cancelled');
    const after = await adminOrder(order.id);
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(after.history.at(-1)).toMatchObject({ by: 'system', note: 'Card payment failed' });
    expect(await stockOf(product.id)).toBe(5);
  });

  it('a signed event without data.object, or with a malformed session, is 400 (never 500) and stores nothing', async () => {
    const { order, session } = await placed(1);
    fake.sessions.get(session.id)!.payment_status = 'paid';
    const good = fake.event('checkout.session.completed', session.id);
    const noObject = { ...good, data: {} };
    const noData = { ...good, data: undefined };
    const badSession = { ...good, data: { object: { ...good.data.object, id: 42 } } };
    const badAmount = { ...good, data: { object: { ...good.data.object, amount_total: 'lots' } } };
    const noId = { ...good, id: undefined };
    for (const event of [noObject, noData, badSession, badAmount, noId, 'just a string', null]) {
      const res = await fake.deliver(event);
      expect(res.status, res.body).toBe(400);
      expect(JSON.parse(res.body).message).toMatch(/^Invalid event/);
    }
    expect((await adminOrder(order.id)).paymentStatus).toBe('unpaid');
    // Nothing was recorded under the event's id: the well-formed delivery still pays.
    expect(JSON.parse((await fake.deliver(good)).body).result).toBe('paid');
  });

  it('staff cancelling an unpaid card order expire its Checkout Session at Stripe', async () => {
    const { order, session, product } = await placed(1, 4);
    const res = await as(staff, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminOrder.parse(json(res))).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
      paymentUrl: null,
    });
    expect(fake.requests.filter((r) => r.path === `/v1/checkout/sessions/${session.id}/expire`)).toHaveLength(1);
    expect(fake.sessions.get(session.id)!.status).toBe('expired');
    expect(await stockOf(product.id)).toBe(4);
    // Stripe's own checkout.session.expired that follows changes nothing.
    const expired = await fake.deliver(fake.event('checkout.session.expired', session.id));
    expect(JSON.parse(expired.body).result).toBe('ignored');
    expect(await historyCount(order.id)).toBe(2);
  });

  it('a Stripe failure to expire the session is logged, never fatal to the cancel', async () => {
    const { order, session } = await placed(1);
    fake.failExpire = true;
    try {
      const res = await as(staff, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' });
      expect(res.statusCode, res.body).toBe(200);
      expect(AdminOrder.parse(json(res)).status).toBe('cancelled');
    } finally {
      fake.failExpire = false;
    }
    expect(fake.sessions.get(session.id)!.status).toBe('open');
    // Should the shopper still pay on the open page, the payment is refunded at once.
    const paid = await fake.pay(session.id);
    expect(JSON.parse(paid.body).result).toBe('paid-after-cancel');
    expect((await adminOrder(order.id)).paymentStatus).toBe('refunded');
  });

  it('a card total between £0.01 and £0.29 is refused at the quote and at placing (409), nothing stored', async () => {
    const who = await signedInMember(t.app);
    const product = await productWith(5, '0.20', null);
    const added = await as(who.cookie, 'POST', '/api/cart', {
      userId: who.user.id,
      productId: product.id,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(201);
    const quote = await as(who.cookie, 'POST', `/api/cart/${who.user.id}/quote`, {});
    expect(quote.statusCode, quote.body).toBe(409);
    expect(json(quote).message).toBe(BELOW_CARD_MINIMUM);
    expect(BELOW_CARD_MINIMUM).toMatch(/^Card payments start at £0\.30/);
    const res = await as(who.cookie, 'POST', '/api/orders', {
      userId: who.user.id,
      subtotal: '0.20',
      memberDiscount: '0.00',
      shipping: '0.00',
      total: '0.20',
      items: [{ productId: product.id, quantity: 1, price: '0.20' }],
      shippingAddress: address,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(json(res).message).toBe(BELOW_CARD_MINIMUM);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, who.user.id))).toEqual([]);
    expect(await stockOf(product.id)).toBe(5);
    // Two of them make £0.40: a card can pay that.
    await as(who.cookie, 'POST', '/api/cart', { userId: who.user.id, productId: product.id, quantity: 1 });
    const ok = await as(who.cookie, 'POST', `/api/cart/${who.user.id}/quote`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).total).toBe('0.40');
  });

  it('a free order is paid at once: no Checkout Session, no paymentUrl, its confirmation mailed', async () => {
    const [perk] = await t.app.db
      .insert(perks)
      .values({
        name: 'Free order test',
        description: 'Covers the whole order, for this test',
        code: `FREECARD${Date.now()}`,
        discountType: 'fixed',
        discountValue: '500.00',
      })
      .returning();
    const who = await signedInMember(t.app);
    const product = await productWith(5);
    await as(who.cookie, 'POST', '/api/cart', { userId: who.user.id, productId: product.id, quantity: 1 });
    const q = Quote.parse(
      json(await as(who.cookie, 'POST', `/api/cart/${who.user.id}/quote`, { discountCode: perk.code })),
    );
    expect(q.total).toBe('0.00');
    const sessionsBefore = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    const res = await as(who.cookie, 'POST', '/api/orders', {
      userId: who.user.id,
      subtotal: q.subtotal,
      memberDiscount: q.memberDiscount,
      codeDiscount: q.codeDiscount,
      discountCode: q.discountCode,
      shipping: q.shipping,
      total: q.total,
      items: q.items,
      shippingAddress: address,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = Order.parse(json(res));
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      paymentProvider: 'stripe',
      paymentUrl: null,
      paymentInstructions: null,
    });
    expect(order.history.at(-1)).toMatchObject({ by: 'system', paymentStatus: 'paid', note: 'No payment needed' });
    expect(fake.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(sessionsBefore);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.stripeSessionId).toBeNull();
    await waitForMail(who.user.email, 'No payment needed');
  });
});

describe('staff cancel a paid card order', () => {
  async function paidOrder() {
    const { who, order, session, product } = await placed(1, 4);
    await fake.pay(session.id);
    return { who, order, session: fake.sessions.get(session.id)!, product };
  }

  it('refunds it through Stripe and records refunded on the timeline', async () => {
    const { who, order, session, product } = await paidOrder();
    const res = await as(staff, 'POST', `/api/admin/orders/${order.id}/status`, {
      status: 'cancelled',
      note: 'Out of stock at the warehouse',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = AdminOrder.parse(json(res));
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(after.history.slice(-2)).toMatchObject([
      { status: 'cancelled', paymentStatus: null, by: 'admin', note: 'Out of stock at the warehouse' },
      { status: 'cancelled', paymentStatus: 'refunded', by: 'admin', note: 'Refunded £17.00 through Stripe' },
    ]);
    const refund = fake.requests.find(
      (r) => r.path === '/v1/refunds' && r.body.payment_intent === session.payment_intent,
    )!;
    expect(refund.idempotencyKey).toBe(`refund-${order.id}`);
    expect(fake.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(4);
    await waitForMail(who.user.email, 'We have refunded £17.00 to the card you paid with.');
  });

  it('a refund Stripe refuses: cancelled with "Refund to follow", no 500, and staff can record it later', async () => {
    const { order } = await paidOrder();
    fake.failRefunds = true;
    try {
      const res = await as(staff, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' });
      expect(res.statusCode, res.body).toBe(200);
      const after = AdminOrder.parse(json(res));
      expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
      expect(after.history.at(-1)).toMatchObject({ note: 'Refund to follow', paymentStatus: null });
    } finally {
      fake.failRefunds = false;
    }
    const recorded = await as(staff, 'POST', `/api/admin/orders/${order.id}/payment`, { status: 'refunded' });
    expect(AdminOrder.parse(json(recorded)).paymentStatus).toBe('refunded');
  });
});

describe('one refund in flight per order (decision 0802)', () => {
  async function paidOrder() {
    const { who, order, session } = await placed(1, 4);
    await fake.pay(session.id);
    return { who, order, session: fake.sessions.get(session.id)! };
  }
  const refundCalls = (paymentIntent: string | null) =>
    fake.requests.filter((r) => r.path === '/v1/refunds' && r.body.payment_intent === paymentIntent).length;
  const refundedEntries = async (id: string) =>
    (await adminOrder(id)).history.filter((h) => h.paymentStatus === 'refunded' || h.note === 'Refund to follow');

  it('while Stripe refunds a cancel, a manual refund record or a second cancel is 409; the refund settles once', async () => {
    const { order, session } = await paidOrder();
    fake.refundDelayMs = 1500;
    let cancel: ReturnType<typeof as> | undefined;
    try {
      cancel = as(staff, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' });
      await until('the refund to reach Stripe', async () =>
        refundCalls(session.payment_intent) > 0 ? true : undefined,
      );
      const manual = await as(staff, 'POST', `/api/admin/orders/${order.id}/payment`, { status: 'refunded' });
      expect(manual.statusCode, manual.body).toBe(409);
      expect(json(manual).message).toBe(REFUND_IN_FLIGHT);
      const again = await as(staff, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' });
      expect(again.statusCode, again.body).toBe(409);
      expect(json(again).message).toBe(REFUND_IN_FLIGHT);
    } finally {
      fake.refundDelayMs = 0;
    }
    const done = await cancel;
    expect(done.statusCode, done.body).toBe(200);
    expect(AdminOrder.parse(json(done))).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(refundCalls(session.payment_intent)).toBe(1);
    expect(await refundedEntries(order.id)).toEqual([
      expect.objectContaining({ note: 'Refunded £17.00 through Stripe' }),
    ]);
    // Settled: the claim is cleared, and a refunded order cannot be refunded again.
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.refundStartedAt).toBeNull();
    const after = await as(staff, 'POST', `/api/admin/orders/${order.id}/payment`, { status: 'refunded' });
    expect(json(after).message).toBe('Only a paid order can be refunded');
  });

  it('two refunds of one cancelled, paid order at once (two instances): one reaches Stripe, one entry', async () => {
    const { order, session } = await paidOrder();
    // Cancelled and still paid, as a crash between a cancel and its refund leaves it.
    await t.app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const payments = createPaymentProvider(t.config);
    const log = { warn: () => undefined };
    fake.refundDelayMs = 300;
    try {
      const results = await Promise.all(
        [0, 1].map(() =>
          refundCancelledOrder(t.app.db, payments, { orderId: order.id, by: 'system', now: new Date(), log }),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    } finally {
      fake.refundDelayMs = 0;
    }
    expect(refundCalls(session.payment_intent)).toBe(1);
    expect(await refundedEntries(order.id)).toHaveLength(1);
    expect((await adminOrder(order.id)).paymentStatus).toBe('refunded');
  });
});

describe('configuration', () => {
  it('manual stays the default: no keys needed, no paymentUrl', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/skincircle-config-test' });
    expect(config.payments).toEqual({ provider: 'manual' });
  });

  it('refuses stripe without its keys, naming them but never echoing a value', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    let message = '';
    try {
      loadConfig({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'pk_live_secretvalue123',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(message).not.toContain('secretvalue123');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER: must be 'manual' or 'stripe'/);
  });

  it('in production, stripe needs PUBLIC_URL and refuses STRIPE_API_BASE', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      ADMIN_USERNAME: 'staff',
      ADMIN_PASSWORD: 'a-long-and-unusual-staff-passphrase',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      TRADER_NAME: 'Skin Circle Ltd',
      TRADER_ADDRESS: '14 Kemp Street, Brighton, BN1 4EE',
      CONTACT_EMAIL: 'hello@skincircle.co.uk',
    };
    expect(() => loadConfig(production)).toThrow(/requires PUBLIC_URL/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'https://shop.example', STRIPE_API_BASE: fake.url })).toThrow(
      /STRIPE_API_BASE is for tests/,
    );
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://shop.example/' })).toMatchObject({
      publicUrl: 'https://shop.example',
      payments: { provider: 'stripe', secretKey: 'sk_live_abc123', webhookSecret: 'whsec_abc123' },
    });
  });

  it('with manual payments the webhook is answered 404 and places no payment', async () => {
    const manual = await createTestApp({ demoMode: false });
    try {
      const res = await manual.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: { id: 'evt_1' } });
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe('Stripe payments are not configured');
      expect(json(await manual.app.inject('/api/site')).paymentProvider).toBe('manual');
    } finally {
      await manual.close();
    }
  });

  it('GET /api/site tells the client how orders are paid', async () => {
    expect(json(await as(null, 'GET', '/api/site')).paymentProvider).toBe('stripe');
  });
});
