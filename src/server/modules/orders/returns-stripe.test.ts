// Returns and partial refunds of card orders (OPERATIONS §4, decision 0250) against the fake Stripe: a member returns
// one of two products from a delivered order, staff refund it, and Stripe receives a refund of exactly that line's
// amount with an idempotency key; Stripe's `charge.refunded` for it records nothing twice, while a refund made in
// Stripe's dashboard is recorded once (a redelivery changes nothing). A refund Stripe refuses leaves nothing half done.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdminOrder, Order } from '@shared/schemas/orders';
import { AdminReturn, OrderReturn } from '@shared/schemas/returns';
import { json, signedInMember } from '../../testing/app';
import { useStripeShop, type Who } from '../../testing/stripe-shop';

const shop = useStripeShop();
const { as, productWith, stockOf, checkout, adminOrder, waitForMail } = shop;

async function ok<T>(res: Promise<{ statusCode: number; body: string }>, schema: z.ZodType<T>, status = 200) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return schema.parse(JSON.parse(r.body));
}

/** Two products (one £20 → member £17, two £12.50) bought by card, paid and delivered. */
async function deliveredCardOrder() {
  const who: Who = await signedInMember(shop.t.app);
  const a = await productWith(10, '20.00', '17.00');
  const b = await productWith(10, '12.50', null);
  const res = await checkout(who, [
    { productId: a.id, quantity: 1 },
    { productId: b.id, quantity: 2 },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  const order = Order.parse(json(res));
  const session = [...shop.fake.sessions.values()].find((s) => s.client_reference_id === order.id)!;
  expect((await shop.fake.pay(session.id)).status).toBe(200);
  for (const step of [
    { status: 'processing' },
    { status: 'shipped', trackingNumber: 'RM1' },
    { status: 'delivered' },
  ]) {
    await ok(as(shop.staff, 'POST', `/api/admin/orders/${order.id}/status`, step), AdminOrder);
  }
  return { who, a, b, order, intent: session.payment_intent! };
}

describe('a return of one of two products from a delivered card order', () => {
  it('is refunded through Stripe at exactly that line’s amount, once', async () => {
    const { who, a, b, order, intent } = await deliveredCardOrder();
    expect(order.total).toBe('42.00');
    const started = await ok(
      as(who.cookie, 'POST', `/api/orders/${who.user.id}/${order.id}/returns`, {
        lines: [{ productId: b.id, quantity: 2 }],
        reason: 'Not for my skin',
      }),
      OrderReturn,
      201,
    );
    expect(started.instructions).toContain('to the card you paid with');
    expect(started.instructions).toContain('Sealed items');
    const stockBefore = await stockOf(b.id);

    const done = await ok(as(shop.staff, 'POST', `/api/admin/returns/${started.id}/refund`, {}), AdminReturn);
    expect(done).toMatchObject({ status: 'refunded', refundedAmount: '25.00' });
    const refunds = shop.fake.refunds.filter((r) => r.payment_intent === intent);
    expect(refunds.map((r) => r.amount)).toEqual([2500]);
    const request = shop.fake.requests.filter((r) => r.path === '/v1/refunds' && r.body.payment_intent === intent);
    expect(request).toHaveLength(1);
    expect(request[0].idempotencyKey).toMatch(/^refund-part-/);
    expect(await stockOf(b.id)).toBe(stockBefore + 2);

    const mine = await ok(as(who.cookie, 'GET', `/api/orders/${who.user.id}/${order.id}`), Order);
    expect(mine).toMatchObject({ refundedAmount: '25.00', paymentStatus: 'paid' });
    expect(mine.returns).toMatchObject([{ status: 'refunded', refundedAmount: '25.00' }]);
    expect(mine.history.at(-1)?.note).toContain('£25.00 refunded to the card you paid with.');
    await waitForMail(who.user.email, 'We have refunded £25.00 to the card you paid with');

    // Stripe tells of the refund this shop made: nothing new to record.
    const event = shop.fake.chargeRefunded(intent);
    const told = await shop.fake.deliver(event);
    expect(told.status, told.body).toBe(200);
    expect(JSON.parse(told.body).result).toBe('ignored');
    expect((await adminOrder(order.id)).refundedAmount).toBe('25.00');

    // A refund made in Stripe's dashboard: recorded once, a redelivery changes nothing.
    const dashboard = await shop.fake.refundInDashboard(intent, 500);
    expect(JSON.parse(dashboard.body).result).toBe('refunded');
    const again = await shop.fake.deliver(dashboard.event);
    expect(JSON.parse(again.body).result).toBe('duplicate');
    const console = await adminOrder(order.id);
    expect(console.refundedAmount).toBe('30.00');
    expect(console.history.at(-1)?.note).toContain("Made in Stripe's dashboard");
    await waitForMail(who.user.email, 'We have refunded £5.00 to the card you paid with');

    // The other line, the rest of the money: the order is refunded and Stripe has all of it back.
    const rest = await ok(
      as(shop.staff, 'POST', `/api/admin/orders/${order.id}/refund`, { lines: [{ productId: a.id, quantity: 1 }] }),
      AdminOrder,
    );
    expect(rest).toMatchObject({ refundedAmount: '42.00', paymentStatus: 'refunded' });
    expect(shop.fake.refunds.filter((r) => r.payment_intent === intent).reduce((s, r) => s + r.amount, 0)).toBe(4200);
    const twice = await as(shop.staff, 'POST', `/api/admin/orders/${order.id}/refund`, {
      lines: [{ productId: a.id, quantity: 1 }],
    });
    expect(twice.statusCode).toBe(409);
  });

  it('a refund Stripe refuses leaves the return received and nothing refunded (502), to try again', async () => {
    const { who, b, order, intent } = await deliveredCardOrder();
    const started = await ok(
      as(who.cookie, 'POST', `/api/orders/${who.user.id}/${order.id}/returns`, {
        lines: [{ productId: b.id, quantity: 1 }],
        reason: 'Arrived damaged',
        openedSeal: true,
      }),
      OrderReturn,
      201,
    );
    const stock = await stockOf(b.id);
    shop.fake.failRefunds = true;
    try {
      const refused = await as(shop.staff, 'POST', `/api/admin/returns/${started.id}/refund`, { restock: false });
      expect(refused.statusCode, refused.body).toBe(502);
    } finally {
      shop.fake.failRefunds = false;
    }
    const after = await adminOrder(order.id);
    expect(after.refundedAmount).toBe('0.00');
    expect(after.returns).toMatchObject([{ status: 'received', openedSeal: true }]);
    expect(await stockOf(b.id)).toBe(stock);
    const retried = await ok(
      as(shop.staff, 'POST', `/api/admin/returns/${started.id}/refund`, { restock: false }),
      AdminReturn,
    );
    expect(retried).toMatchObject({ status: 'refunded', refundedAmount: '12.50' });
    expect(await stockOf(b.id)).toBe(stock);
    expect(shop.fake.refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount)).toEqual([1250]);
  });
});

describe('one refund at a time (decision 0802)', () => {
  it('a second refund while Stripe is making the first is 409; charge.refunded meanwhile is 503, then counted once', async () => {
    const { a, b, order, intent } = await deliveredCardOrder();
    let release = () => {};
    shop.fake.refundGate = new Promise<void>((resolve) => (release = resolve));
    try {
      // Started now (an injected request runs once something waits on it); Stripe holds its answer.
      const first = Promise.resolve(
        as(shop.staff, 'POST', `/api/admin/orders/${order.id}/refund`, { lines: [{ productId: b.id, quantity: 1 }] }),
      );
      // Once Stripe has been asked, the order is claimed.
      while (!shop.fake.requests.some((r) => r.path === '/v1/refunds' && r.body.payment_intent === intent)) {
        await new Promise((r) => setTimeout(r, 20));
      }
      const second = await as(shop.staff, 'POST', `/api/admin/orders/${order.id}/refund`, {
        lines: [{ productId: a.id, quantity: 1 }],
      });
      expect(second.statusCode, second.body).toBe(409);
      expect(JSON.parse(second.body).message).toMatch(
        /^A refund through Stripe is being made for this order right now/,
      );
      const early = await shop.fake.deliver(shop.fake.chargeRefunded(intent, 'evt_while_in_flight'));
      expect(early.status, early.body).toBe(503);
      release();
      expect((await first).statusCode).toBe(200);
    } finally {
      shop.fake.refundGate = null;
      release();
    }
    // Stripe sends it again once ours is recorded: nothing new.
    const again = await shop.fake.deliver(shop.fake.chargeRefunded(intent, 'evt_while_in_flight'));
    expect(JSON.parse(again.body).result).toBe('ignored');
    const after = await adminOrder(order.id);
    expect(after.refundedAmount).toBe('12.50');
    expect(shop.fake.refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount)).toEqual([1250]);
  });
});
