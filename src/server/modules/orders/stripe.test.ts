// COMMERCE §4 with PAYMENT_PROVIDER=stripe, end to end through the API against a local fake of Stripe's HTTP
// API (testing/fake-stripe-server.ts): the official package makes the Checkout Session from the stored order,
// signed events reach POST /api/webhooks/stripe over a real socket, and refunds go back to the fake. No test
// needs the internet.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Order, Quote } from '@shared/schemas/orders';
import { orders } from './schema';
import { perks } from '../catalogue';
import { DEMO_BANK } from '../../config';
import type { FakeStripe } from '../../testing/fake-stripe-server';
import { json, signedInMember, type TestApp } from '../../testing/app';
import { useStripeShop } from '../../testing/stripe-shop';
import { CHECKOUT_MINUTES, checkoutSessionParams, stripePayments } from './payments/stripe';
import { manualPayments } from './payments/manual';
import { PAYMENT_UNAVAILABLE } from './payment-flow';
import { CARD_PAID_BY_STRIPE } from './fulfilment';

const shop = useStripeShop();
const { address, as, productWith, stockOf, checkout, placed, adminOrder, historyCount, mailsTo, waitForMail } = shop;
let t: TestApp;
let fake: FakeStripe;
let staff: string;
beforeAll(() => {
  ({ t, fake, staff } = shop);
});

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
