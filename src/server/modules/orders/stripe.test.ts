// COMMERCE §4 with PAYMENT_PROVIDER=stripe, end to end through the API against a local fake of Stripe's HTTP
// API (testing/fake-stripe-server.ts): the official package makes the Checkout Session from the stored order,
// signed events reach POST /api/webhooks/stripe over a real socket, and refunds go back to the fake. No test
// needs the internet.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrder, Order, Quote } from '@shared/schemas/orders';
import { orderHistory, orders, perks } from '../../db/schema';
import { ConfigError, DEMO_BANK, loadConfig } from '../../config';
import { startFakeStripe, type FakeStripe } from '../../testing/fake-stripe-server';
import {
  createTestApp,
  deliveryAddress,
  requestAs,
  stockOf as unitsInStock,
  freshProduct,
  json,
  signedInMember,
  staffCookie,
  type TestApp,
} from '../../testing/app';
import { BELOW_CARD_MINIMUM, CHECKOUT_MINUTES, checkoutSessionParams, stripePayments } from './stripe';
import { manualPayments } from './payments';
import { PAYMENT_UNAVAILABLE } from './payment-flow';
import { CARD_PAID_BY_STRIPE } from './service';
import { mailsTo as mailsIn } from '../../testing/mail';

let t: TestApp;
let fake: FakeStripe;
let staff: string;
let base: string;
type Who = Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp(
    {},
    {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_skincircle',
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE: fake.url,
      PUBLIC_URL: 'https://shop.example',
    },
  );
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fake.webhookUrl = `${base}/api/webhooks/stripe`;
  staff = await staffCookie(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const address = deliveryAddress;

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);

/** A fresh product (no other test touches it) with this stock. */
const productWith = (stock: number, price?: string, memberPrice?: string | null) =>
  freshProduct(t.app, { stock, price, memberPrice });
const stockOf = (id: string) => unitsInStock(t.app, id);

/** A member with these lines in the cart, checked out exactly as the cart page does it. */
async function checkout(who: Who, lines: Array<{ productId: string; quantity: number }>) {
  for (const line of lines) {
    const res = await as(who.cookie, 'POST', '/api/cart', { userId: who.user.id, ...line });
    expect(res.statusCode, res.body).toBe(201);
  }
  const q = Quote.parse(json(await as(who.cookie, 'POST', `/api/cart/${who.user.id}/quote`, {})));
  return as(who.cookie, 'POST', '/api/orders', {
    userId: who.user.id,
    subtotal: q.subtotal,
    memberDiscount: q.memberDiscount,
    codeDiscount: q.codeDiscount,
    shipping: q.shipping,
    total: q.total,
    items: q.items,
    shippingAddress: address,
  });
}
async function placed(quantity = 2, stock = 10) {
  const who = await signedInMember(t.app);
  const product = await productWith(stock);
  const res = await checkout(who, [{ productId: product.id, quantity }]);
  expect(res.statusCode, res.body).toBe(201);
  const order = Order.parse(json(res));
  const session = [...fake.sessions.values()].find((s) => s.client_reference_id === order.id)!;
  return { who, product, order, session };
}
const adminOrder = async (id: string) => AdminOrder.parse(json(await as(staff, 'GET', `/api/admin/orders/${id}`)));
const historyCount = async (id: string) =>
  (await t.app.db.select().from(orderHistory).where(eq(orderHistory.orderId, id))).length;

function mailsTo(email: string): string[] {
  return mailsIn(t.config.mailDir, email);
}
async function waitForMail(email: string, has: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const found = mailsTo(email).find((m) => m.includes(has));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${email} with ${has}`);
}

describe('placing an order with Stripe', () => {
  it('creates a hosted Checkout Session from the priced order and answers its paymentUrl', async () => {
    const { who, order, session, product } = await placed(3);
    expect(order.paymentStatus).toBe('unpaid');
    expect(order.paymentProvider).toBe('stripe');
    expect(order.paymentUrl).toBe(session.url);
    expect(order.paymentInstructions).toBeNull(); // `Awaiting your card payment of £51.00 on Stripe's secure checkout page.`);
    expect(session).toMatchObject({
      mode: 'payment',
      currency: 'gbp',
      client_reference_id: order.id,
      metadata: { order_id: order.id },
      customer_email: who.user.email,
      amount_total: 5100, // 3 × the member price £17.00, from the database
      success_url: `https://shop.example/order/${order.id}/confirmation`,
      cancel_url: `https://shop.example/order/${order.id}/confirmation?payment=cancelled`,
    });
    expect(session.line_items).toEqual([{ name: product.name, unit_amount: 1700, quantity: 3 }]);
    const request = fake.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.body.client_reference_id === order.id,
    )!;
    expect(request.idempotencyKey).toBe(`checkout-${order.id}`);
    expect(Number(request.body.expires_at) - Math.floor(Date.now() / 1000)).toBeGreaterThan(
      CHECKOUT_MINUTES * 60 - 120,
    );
    // The session is kept on the order; the member's views offer the page while it can be paid.
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.stripeSessionId).toBe(session.id);
    const mine = Order.parse(json(await as(who.cookie, 'GET', `/api/orders/${who.user.id}/${order.id}`)));
    expect(mine.paymentUrl).toBe(session.url);
    // No confirmation mail yet: it goes out when Stripe says the order is paid.
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo(who.user.email)).toHaveLength(0);
  });

  it('staff cannot record a card payment by hand (409): Stripe says when it is paid', async () => {
    const { order } = await placed(1);
    const res = await as(staff, 'POST', `/api/admin/orders/${order.id}/payment`, { status: 'paid' });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(CARD_PAID_BY_STRIPE);
    expect((await adminOrder(order.id)).paymentStatus).toBe('unpaid');
    // Nor process it before the card payment arrives; the console's hint says what to wait for.
    const early = await as(staff, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'processing' });
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe('The order can be processed once the card payment arrives');
  });

  it('another member cannot read the order (404), and a stranger is refused', async () => {
    const { order } = await placed(1);
    const other = await signedInMember(t.app);
    expect((await as(other.cookie, 'GET', `/api/orders/${other.user.id}/${order.id}`)).statusCode).toBe(404);
    expect((await as(null, 'GET', `/api/orders/${other.user.id}/${order.id}`)).statusCode).toBe(401);
  });

  it('when Stripe cannot start a session: 503 that says so, the order cancelled, units and lines back', async () => {
    const who = await signedInMember(t.app);
    const product = await productWith(5);
    fake.failSessions = true;
    try {
      const res = await checkout(who, [{ productId: product.id, quantity: 2 }]);
      expect(res.statusCode, res.body).toBe(503);
      expect(json(res).message).toBe(PAYMENT_UNAVAILABLE);
    } finally {
      fake.failSessions = false;
    }
    expect(await stockOf(product.id)).toBe(5);
    const cart = json(await as(who.cookie, 'GET', `/api/cart/${who.user.id}`));
    expect(cart.map((l: any) => [l.productId, l.quantity])).toEqual([[product.id, 2]]);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.userId, who.user.id));
    expect(row.status).toBe('cancelled');
  });
});

describe('a code discount on the Stripe session', () => {
  it('is a one-off coupon, so Stripe charges exactly the order total', async () => {
    const { order } = await placed(2);
    const withCode = { ...order, discountCode: 'GLOW10', codeDiscount: '3.40', total: '30.60' };
    const payments = stripePayments(
      { provider: 'stripe', secretKey: 'sk_test_skincircle', webhookSecret: fake.webhookSecret, apiBase: fake.url },
      manualPayments({ bank: DEMO_BANK, unpaidOrders: { expiresAfterMs: 72 * 3_600_000 } }),
    );
    const started = await payments.start(
      { ...withCode, id: crypto.randomUUID() },
      { successUrl: 'https://shop.example/ok', cancelUrl: 'https://shop.example/no', email: 'a@example.com' },
    );
    const session = fake.sessions.get(started!.sessionId)!;
    expect(session.amount_subtotal).toBe(3400);
    expect(session.amount_total).toBe(3060);
    const coupon = fake.requests.filter((r) => r.path === '/v1/coupons').at(-1)!;
    expect(coupon.body).toMatchObject({ amount_off: '340', currency: 'gbp', duration: 'once', max_redemptions: '1' });
  });

  it('a member pays an order with a perk code: Stripe charges the discounted total; expiry gives the use back', async () => {
    const [perk] = await t.app.db
      .insert(perks)
      .values({
        name: 'Card test 10%',
        description: 'Ten per cent off, for this test',
        code: `CARDTEST${Date.now()}`,
        discountType: 'percentage',
        discountValue: '10.00',
        maxUses: 5,
      })
      .returning();
    const who = await signedInMember(t.app);
    const product = await productWith(10, '20.00', '17.00');
    const added = await as(who.cookie, 'POST', '/api/cart', {
      userId: who.user.id,
      productId: product.id,
      quantity: 2,
    });
    expect(added.statusCode, added.body).toBe(201);
    const q = Quote.parse(
      json(await as(who.cookie, 'POST', `/api/cart/${who.user.id}/quote`, { discountCode: perk.code })),
    );
    expect(q).toMatchObject({ codeDiscount: '3.40', total: '30.60', discountCode: perk.code });
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
    expect(order).toMatchObject({ discountCode: perk.code, codeDiscount: '3.40', total: '30.60' });
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === order.id)!;
    expect(session.amount_total).toBe(3060);
    const usesOf = async () =>
      (await t.app.db.select({ n: perks.currentUses }).from(perks).where(eq(perks.id, perk.id)))[0].n;
    expect(await usesOf()).toBe(1);

    await fake.expire(session.id);
    expect((await adminOrder(order.id)).status).toBe('cancelled');
    expect(await usesOf()).toBe(0);
  });

  it('refuses to build a session whose lines do not add up to the total', () => {
    const order = {
      id: crypto.randomUUID(),
      items: [{ productId: crypto.randomUUID(), productName: 'A', quantity: 1, price: '10.00' }],
      shipping: '0.00',
      codeDiscount: '0.00',
      total: '9.99',
    } as Order;
    expect(() =>
      checkoutSessionParams(order, { successUrl: 'x', cancelUrl: 'y', email: 'e' }, null, new Date()),
    ).toThrow(/add up to 1000p/);
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('checkout.session.completed marks the order paid, with a timeline entry and the confirmation mail', async () => {
    const { who, order, session } = await placed(1);
    const delivery = await fake.pay(session.id);
    expect(delivery.status, delivery.body).toBe(200);
    expect(JSON.parse(delivery.body)).toEqual({ received: true, result: 'paid' });
    const after = await adminOrder(order.id);
    expect(after.paymentStatus).toBe('paid');
    expect(after.status).toBe('pending');
    expect(after.paymentUrl).toBeNull();
    expect(after.paymentInstructions).toBeNull();
    expect(after.history.at(-1)).toMatchObject({ paymentStatus: 'paid', by: 'system', note: 'Paid by card (Stripe)' });
    const mail = await waitForMail(who.user.email, 'Payment received');
    expect(mail).toContain('Thank you: £17.00 paid by card.');
    // Staff can now move it on as any paid order.
    expect((await as(staff, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'processing' })).statusCode).toBe(
      200,
    );
  });

  it('a bad or missing signature is 400 and changes nothing', async () => {
    const { order, session } = await placed(1);
    fake.sessions.get(session.id)!.payment_status = 'paid';
    const event = fake.event('checkout.session.completed', session.id);
    for (const attempt of [
      await fake.deliver(event, { secret: 'whsec_notthesecret' }),
      await fake.deliver(event, { signature: '' }),
      await fake.deliver(event, { signature: 't=1,v1=deadbeef' }),
    ]) {
      expect(attempt.status).toBe(400);
      expect(JSON.parse(attempt.body).message).toBe('Invalid signature');
    }
    // A body changed after signing fails too.
    const signed = await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: JSON.stringify(event),
    });
    expect(signed.status).toBe(400);
    expect((await adminOrder(order.id)).paymentStatus).toBe('unpaid');
    expect(await historyCount(order.id)).toBe(1);
    // The refused event was not recorded: the genuine delivery still works.
    expect((await fake.deliver(event)).status).toBe(200);
    expect((await adminOrder(order.id)).paymentStatus).toBe('paid');
  });

  it('a replayed event id is acted on once', async () => {
    const { order, session } = await placed(1);
    const first = await fake.pay(session.id);
    const again = await fake.deliver(first.event);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body).result).toBe('duplicate');
    expect(await historyCount(order.id)).toBe(2);
  });

  it('the same completed event delivered 5 times at once: one payment, one timeline entry', async () => {
    const { order, session } = await placed(1);
    const s = fake.sessions.get(session.id)!;
    s.payment_status = 'paid';
    s.status = 'complete';
    s.payment_intent = 'pi_test_parallel';
    const event = fake.event('checkout.session.completed', session.id);
    const results = await Promise.all(Array.from({ length: 5 }, () => fake.deliver(event)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.map((r) => JSON.parse(r.body).result).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'paid',
    ]);
    const after = await adminOrder(order.id);
    expect(after.paymentStatus).toBe('paid');
    expect(after.history.filter((h) => h.paymentStatus === 'paid')).toHaveLength(1);
  });

  it('checkout.session.expired cancels the order: units and the code use back', async () => {
    const { order, session, product } = await placed(2, 6);
    expect(await stockOf(product.id)).toBe(4);
    // A code on the order (codes are accepted at checkout by issue 19 part 1): its use is counted back.
    const [perk] = await t.app.db.select().from(perks).limit(1);
    await t.app.db.update(perks).set({ currentUses: 3 }).where(eq(perks.id, perk.id));
    await t.app.db.update(orders).set({ discountCode: perk.code }).where(eq(orders.id, order.id));

    const delivery = await fake.expire(session.id);
    expect(JSON.parse(delivery.body).result).toBe('cancelled');
    const after = await adminOrder(order.id);
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid', paymentUrl: null });
    expect(after.history.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'system',
      note: 'Checkout expired before payment',
    });
    expect(await stockOf(product.id)).toBe(6);
    const [again] = await t.app.db.select().from(perks).where(eq(perks.id, perk.id));
    expect(again.currentUses).toBe(2);
    await t.app.db.update(perks).set({ currentUses: perk.currentUses }).where(eq(perks.id, perk.id));
  });

  it('completed and expired racing end consistently, whichever lands first', async () => {
    for (const firstType of ['completed', 'expired'] as const) {
      const { order, session, product } = await placed(1, 3);
      const s = fake.sessions.get(session.id)!;
      s.payment_status = 'paid';
      s.payment_intent = `pi_test_race_${firstType}`;
      const completed = fake.event('checkout.session.completed', session.id);
      const expired = fake.event('checkout.session.expired', session.id);
      const [a, b] = await Promise.all(
        firstType === 'completed'
          ? [fake.deliver(completed), fake.deliver(expired)]
          : [fake.deliver(expired), fake.deliver(completed)],
      );
      expect([a.status, b.status]).toEqual([200, 200]);
      const after = await adminOrder(order.id);
      if (after.status === 'cancelled') {
        // Expired first: the payment that landed after is refunded through Stripe at once.
        expect(after.paymentStatus).toBe('refunded');
        expect(fake.refunds.some((r) => r.payment_intent === s.payment_intent)).toBe(true);
        expect(await stockOf(product.id)).toBe(3);
      } else {
        expect(after).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
        expect(await stockOf(product.id)).toBe(2);
      }
    }
  });

  it('events of other types, unknown orders or other sessions are answered 200 and ignored', async () => {
    const { order, session } = await placed(1);
    const other = fake.event('payment_intent.succeeded', session.id);
    expect(JSON.parse((await fake.deliver(other)).body).result).toBe('ignored');
    const unknown = fake.event('checkout.session.completed', session.id);
    unknown.data.object.client_reference_id = crypto.randomUUID();
    unknown.data.object.payment_status = 'paid';
    expect(JSON.parse((await fake.deliver(unknown)).body).result).toBe('ignored');
    const junk = fake.event('checkout.session.expired', session.id);
    junk.data.object.client_reference_id = "'; drop table orders; --";
    expect(JSON.parse((await fake.deliver(junk)).body).result).toBe('ignored');
    const stale = fake.event('checkout.session.expired', session.id);
    stale.data.object.id = 'cs_test_an_older_session';
    expect(JSON.parse((await fake.deliver(stale)).body).result).toBe('ignored');
    expect(await adminOrder(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
  });

  it('refuses what is not a signed JSON delivery: no body 400, another type 415, too big 413', async () => {
    const empty = await fetch(fake.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(empty.status).toBe(400);
    const form = await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(form.status).toBe(415);
    const big = await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(300 * 1024) }),
    });
    expect(big.status).toBe(413);
  });
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
