// Partial refunds and returns of bank-transfer orders (OPERATIONS §4, decisions 0250, 0251), through the API of a
// real server: a line refunded pays back what was paid for it (code spread over the lines), the units go back on
// sale unless `restock: false`, the points those lines earned are taken back, the money is recorded as paid back
// by bank; refunding every line of random baskets adds up to the order's total and never more; a line twice is 409.
// A member returns lines within 14 days of delivery (409 after) and sees the return and its state.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toDecimal, toPence } from '@shared/money';
import { AdminOrder, Order } from '@shared/schemas/orders';
import { AdminReturn, OrderReturn } from '@shared/schemas/returns';
import { users } from '../auth';
import {
  createTestApp,
  freshPerk,
  freshProduct,
  json,
  placeCartOrder,
  requestAs,
  signedInMember,
  staffCookie,
  stockOf,
  type TestApp,
} from '../../testing/app';
import { mailsTo } from '../../testing/mail';
import { RETURN_WINDOW_CLOSED } from './returns';

let t: TestApp;
let staff: string;
let clock = new Date('2026-03-02T09:00:00Z');
const tick = (ms = 60_000) => (clock = new Date(clock.getTime() + ms));
type Who = Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  staff = await staffCookie(t.app);
});
afterAll(() => t.close());

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);
async function ok<T>(res: Promise<{ statusCode: number; body: string }>, schema: z.ZodType<T>, status = 200) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return schema.parse(JSON.parse(r.body));
}
const move = (id: string, body: Record<string, unknown>) =>
  ok(as(staff, 'POST', `/api/admin/orders/${id}/status`, body), AdminOrder);
const refund = (id: string, body: Record<string, unknown>) => as(staff, 'POST', `/api/admin/orders/${id}/refund`, body);
const pointsOf = async (id: string) =>
  (await t.app.db.select({ p: users.rewardPoints }).from(users).where(eq(users.id, id)))[0].p;

/** Several lines in the cart, ordered at the quote (with the code, when given). */
async function placed(who: Who, lines: Array<{ productId: string; quantity: number }>, discountCode?: string) {
  for (const line of lines.slice(0, -1)) {
    const res = await as(who.cookie, 'POST', '/api/cart', { userId: who.user.id, ...line });
    expect(res.statusCode, res.body).toBe(201);
  }
  return placeCartOrder(t.app, who, lines.at(-1)!, discountCode ? { discountCode } : {});
}
async function paid(orderId: string) {
  tick();
  return ok(as(staff, 'POST', `/api/admin/orders/${orderId}/payment`, { status: 'paid' }), AdminOrder);
}
async function delivered(orderId: string) {
  await paid(orderId);
  await move(orderId, { status: 'processing' });
  await move(orderId, { status: 'shipped', trackingNumber: 'RM1' });
  tick();
  return move(orderId, { status: 'delivered' });
}

describe('a line refunded on a bank-transfer order', () => {
  it('pays back what was paid for it (the code spread over the lines), restocks it, takes its points back', async () => {
    const me = await signedInMember(t.app, { rewardPoints: 0 });
    const a = await freshProduct(t.app, { price: '20.00', memberPrice: '17.00', stock: 10 });
    const b = await freshProduct(t.app, { price: '15.00', memberPrice: null, stock: 10 });
    const perk = await freshPerk(t.app, { discountValue: '10.00' });
    const order = await placed(
      me,
      [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 1 },
      ],
      perk.code,
    );
    // 2 × £17 + £15 = £49, 10 % off = £4.90: £44.10.
    expect(order.total).toBe('44.10');
    await delivered(order.id);
    const earned = order.pointsEarned;
    expect(await pointsOf(me.user.id)).toBe(earned);
    expect(await stockOf(t.app, b.id)).toBe(9);

    tick();
    const after = await ok(refund(order.id, { lines: [{ productId: b.id, quantity: 1 }] }), AdminOrder);
    // b's share of £4.90 over £34 and £15 is £1.50 (largest remainder): £15 − £1.50.
    expect(after.refundedAmount).toBe('13.50');
    expect(after.paymentStatus).toBe('paid');
    expect(after.refundedItems).toEqual([{ productId: b.id, quantity: 1 }]);
    expect(await stockOf(t.app, b.id)).toBe(10);
    const taken = Math.floor((earned * 1350) / 4410);
    expect(await pointsOf(me.user.id)).toBe(earned - taken);
    expect(after.history.at(-1)?.customerMessage).toBe(
      `£13.50 refunded by bank transfer to the account you paid from. The ${taken} reward points those items earned have been taken back.`,
    );
    expect(after.history.at(-1)?.customerMessage).not.toContain('card');

    // The same line again: 409, nothing changes.
    const twice = await refund(order.id, { lines: [{ productId: b.id, quantity: 1 }] });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).message).toBe(`${b.name} has already been refunded`);

    // The rest, not to be sold again: the order is refunded, every point back, stock unchanged.
    tick();
    const rest = await ok(refund(order.id, { lines: [{ productId: a.id, quantity: 2 }], restock: false }), AdminOrder);
    expect(rest.refundedAmount).toBe('44.10');
    expect(rest.paymentStatus).toBe('refunded');
    expect(await stockOf(t.app, a.id)).toBe(8);
    expect(await pointsOf(me.user.id)).toBe(0);
    const mine = await ok(as(me.cookie, 'GET', `/api/orders/${me.user.id}/${order.id}`), Order);
    expect(mine.refundedAmount).toBe('44.10');
    expect(mine.paymentStatus).toBe('refunded');
    expect((await refund(order.id, { amount: '1.00' })).statusCode).toBe(409);

    // Each refund has its own mail: what went back and how, never "to the card", never "payment received".
    let mails: string[] = [];
    for (let i = 0; i < 100 && mails.length < 2; i++) {
      mails = mailsTo(t.config.mailDir, me.user.email).filter((m) => m.includes('Refund for your Skin Circle order'));
      if (mails.length < 2) await new Promise((r) => setTimeout(r, 100));
    }
    const all = mails.join('\n');
    expect(all).toContain('We have refunded £13.50 by bank transfer to the account you paid from');
    expect(all).toContain(`The ${taken} reward points those items earned have been taken back.`);
    expect(all).toContain('We have refunded £30.60 by bank transfer');
    expect(all).not.toContain('card');
    expect(all).not.toContain('received your payment');
  });

  it('by amount (goodwill): at most what is left, and an unpaid order cannot be refunded', async () => {
    const me = await signedInMember(t.app);
    const p = await freshProduct(t.app, { price: '30.00', memberPrice: null });
    const order = await placed(me, [{ productId: p.id, quantity: 1 }]);
    expect((await refund(order.id, { amount: '5.00' })).statusCode).toBe(409);
    await paid(order.id);
    const bad = await refund(order.id, { amount: '5.00', lines: [{ productId: p.id, quantity: 1 }] });
    expect(bad.statusCode).toBe(400);
    const goodwill = await ok(refund(order.id, { amount: '5.00', note: 'Late parcel' }), AdminOrder);
    expect(goodwill.refundedAmount).toBe('5.00');
    expect(goodwill.history.at(-1)?.note).toBe('Refunded £5.00 (paid back by bank) · Late parcel');
    const tooMuch = await refund(order.id, { amount: '25.01' });
    expect(tooMuch.statusCode).toBe(409);
    expect(json(tooMuch).message).toBe('At most £25.00 is left to refund on this order');
    // The line now pays back only what is left of the order.
    const line = await ok(refund(order.id, { lines: [{ productId: p.id, quantity: 1 }] }), AdminOrder);
    expect(line.refundedAmount).toBe('30.00');
    expect(line.paymentStatus).toBe('refunded');
  });

  it('is for signed-in staff only (401)', async () => {
    const res = await as(null, 'POST', `/api/admin/orders/${crypto.randomUUID()}/refund`, { amount: '1.00' });
    expect(res.statusCode).toBe(401);
  });
});

describe('an order refunded in full before it ships (decision 0252)', () => {
  it('a refund recorded on a paid pending order cancels it: units back on sale, mailed as paid back by bank', async () => {
    const me = await signedInMember(t.app);
    const p = await freshProduct(t.app, { price: '12.00', memberPrice: null, stock: 5 });
    const order = await placed(me, [{ productId: p.id, quantity: 2 }]);
    expect(await stockOf(t.app, p.id)).toBe(3);
    await paid(order.id);
    tick();
    const done = await ok(
      as(staff, 'POST', `/api/admin/orders/${order.id}/payment`, { status: 'refunded' }),
      AdminOrder,
    );
    expect(done).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: done.total });
    expect(await stockOf(t.app, p.id)).toBe(5);
    const mine = await ok(as(me.cookie, 'GET', `/api/orders/${me.user.id}/${order.id}`), Order);
    expect(mine.history.at(-1)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(mine.history.at(-1)?.note).toBe(
      `Your order has been cancelled. £${done.total} refunded by bank transfer to the account you paid from.`,
    );
    let refundMail: string | undefined;
    for (let i = 0; i < 100 && !refundMail; i++) {
      refundMail = mailsTo(t.config.mailDir, me.user.email).find((m) => m.includes('Refund for your Skin Circle'));
      if (!refundMail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(refundMail).toContain(`We have refunded £${done.total} by bank transfer to the account you paid from`);
    expect(refundMail).not.toContain('to the card you paid with');
    // Cancelled: it goes nowhere now.
    const onward = await as(staff, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'processing' });
    expect(onward.statusCode).toBe(409);
  });

  it('part refunds that reach the total of a processing order cancel it, and no unit comes back twice', async () => {
    const me = await signedInMember(t.app);
    const a = await freshProduct(t.app, { price: '20.00', memberPrice: null, stock: 6 });
    const b = await freshProduct(t.app, { price: '10.00', memberPrice: null, stock: 6 });
    const order = await placed(me, [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 1 },
    ]);
    await paid(order.id);
    await move(order.id, { status: 'processing' });
    // One unit of a refunded and restocked: 5 on sale.
    const first = await ok(refund(order.id, { lines: [{ productId: a.id, quantity: 1 }] }), AdminOrder);
    expect(first.status).toBe('processing');
    expect(await stockOf(t.app, a.id)).toBe(5);
    const left = toDecimal(toPence(first.total) - toPence(first.refundedAmount));
    const rest = await ok(refund(order.id, { amount: left }), AdminOrder);
    expect(rest).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: rest.total });
    // The other unit of a and the unit of b back; the first unit of a not again.
    expect(await stockOf(t.app, a.id)).toBe(6);
    expect(await stockOf(t.app, b.id)).toBe(6);
  });
});

describe('refunding every line of random baskets (codes, member prices, quantities)', () => {
  it('adds up to exactly the order total, never more; each line only once', async () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let basket = 0; basket < 6; basket++) {
      const withCode = rand(3) > 0;
      // Perks are for skin_circle members; bronze pays list prices.
      const me = await signedInMember(t.app, { membershipTier: withCode || rand(2) ? 'skin_circle' : 'bronze' });
      const lines = [];
      for (let i = 0; i <= rand(3); i++) {
        const price = toDecimal(500 + rand(4000));
        const memberPrice = rand(2) ? toDecimal(Math.floor(toPence(price) * 0.85)) : null;
        const product = await freshProduct(t.app, { price, memberPrice, stock: 50 });
        lines.push({ productId: product.id, quantity: 1 + rand(4) });
      }
      const perk = withCode
        ? await freshPerk(
            t.app,
            rand(2)
              ? { discountValue: `${1 + rand(30)}.00` }
              : {
                  discountType: 'fixed',
                  discountValue: `${1 + rand(9)}.00`,
                },
          )
        : null;
      const order = await placed(me, lines, perk?.code);
      await paid(order.id);
      let sum = 0;
      for (const line of lines) {
        let left = line.quantity;
        while (left > 0) {
          const n = 1 + rand(left);
          const before = (await ok(as(staff, 'GET', `/api/admin/orders/${order.id}`), AdminOrder)).refundedAmount;
          const res = await ok(refund(order.id, { lines: [{ productId: line.productId, quantity: n }] }), AdminOrder);
          sum += toPence(res.refundedAmount) - toPence(before);
          expect(sum).toBeLessThanOrEqual(toPence(order.total));
          left -= n;
        }
        const again = await refund(order.id, { lines: [{ productId: line.productId, quantity: 1 }] });
        expect(again.statusCode).toBe(409);
      }
      expect(sum).toBe(toPence(order.total));
      const end = await ok(as(staff, 'GET', `/api/admin/orders/${order.id}`), AdminOrder);
      expect(end).toMatchObject({ refundedAmount: order.total, paymentStatus: 'refunded' });
    }
  });
});

describe('a return of a delivered bank-transfer order', () => {
  it('starts within 14 days with instructions, shows on the order, and staff refund it by bank', async () => {
    const me = await signedInMember(t.app);
    const a = await freshProduct(t.app, { price: '20.00', memberPrice: null, stock: 5 });
    const b = await freshProduct(t.app, { price: '12.00', memberPrice: null, stock: 5 });
    const order = await placed(me, [
      { productId: a.id, quantity: 1 },
      { productId: b.id, quantity: 2 },
    ]);
    // Not delivered yet: 409.
    const early = await as(me.cookie, 'POST', `/api/orders/${me.user.id}/${order.id}/returns`, {
      lines: [{ productId: b.id, quantity: 1 }],
      reason: 'Changed my mind',
    });
    expect(early.statusCode).toBe(409);
    await delivered(order.id);
    tick(13 * 86_400_000);
    const started = await ok(
      as(me.cookie, 'POST', `/api/orders/${me.user.id}/${order.id}/returns`, {
        lines: [{ productId: b.id, quantity: 2 }],
        reason: 'Changed my mind',
        openedSeal: false,
      }),
      OrderReturn,
      201,
    );
    expect(started).toMatchObject({ status: 'requested', lines: [{ productId: b.id, quantity: 2, amount: null }] });
    expect(started.instructions).toContain('Sealed items');
    expect(started.instructions).toContain('by bank transfer to the account you paid from');
    // More than bought minus already returned: 409. Someone else's order: 404.
    const more = await as(me.cookie, 'POST', `/api/orders/${me.user.id}/${order.id}/returns`, {
      lines: [{ productId: b.id, quantity: 1 }],
      reason: 'Again',
    });
    expect(more.statusCode).toBe(409);
    const other = await signedInMember(t.app);
    const theirs = await as(other.cookie, 'POST', `/api/orders/${other.user.id}/${order.id}/returns`, {
      lines: [{ productId: a.id, quantity: 1 }],
      reason: 'Not mine',
    });
    expect(theirs.statusCode).toBe(404);
    const empty = await as(me.cookie, 'POST', `/api/orders/${me.user.id}/${order.id}/returns`, {
      lines: [],
      reason: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toContain('lines');

    staff = await staffCookie(t.app); // the console's session lapsed in the days the clock moved
    const queue = await ok(as(staff, 'GET', '/api/admin/returns?status=requested'), z.array(AdminReturn));
    expect(queue.map((r) => r.id)).toContain(started.id);
    const done = await ok(as(staff, 'POST', `/api/admin/returns/${started.id}/refund`, {}), AdminReturn);
    expect(done).toMatchObject({ status: 'refunded', refundedAmount: '24.00' });
    expect(await stockOf(t.app, b.id)).toBe(5);
    expect((await as(staff, 'POST', `/api/admin/returns/${started.id}/refund`, {})).statusCode).toBe(409);
    const mine = await ok(as(me.cookie, 'GET', `/api/orders/${me.user.id}/${order.id}`), Order);
    expect(mine.returns).toMatchObject([{ id: started.id, status: 'refunded', refundedAmount: '24.00' }]);
    expect(mine.refundedAmount).toBe('24.00');
    const refundedQueue = await ok(as(staff, 'GET', '/api/admin/returns?status=refunded'), z.array(AdminReturn));
    expect(refundedQueue.map((r) => r.id)).toContain(started.id);
    // The mails: started with the instructions, received, refunded by bank (never "to the card").
    let mails: string[] = [];
    for (let i = 0; i < 100 && mails.length < 3; i++) {
      // By subject: every order mail now links the returns page in its footer (decision 0242).
      mails = mailsTo(t.config.mailDir, me.user.email).filter((m) => /^Subject: .*return/im.test(m));
      if (mails.length < 3) await new Promise((r) => setTimeout(r, 100));
    }
    const all = mails.join('\n');
    expect(all).toContain('Sealed items');
    expect(all).toContain('have reached us');
    expect(all).toContain('We have refunded £24.00 by bank transfer to the account you paid from');
    expect(all).not.toContain('to the card you paid with');
  });

  it('after 14 days from delivery: 409', async () => {
    staff = await staffCookie(t.app); // the console's session would have lapsed in the days the clock moved
    const me = await signedInMember(t.app);
    const p = await freshProduct(t.app, { price: '20.00', memberPrice: null });
    const order = await placed(me, [{ productId: p.id, quantity: 1 }]);
    await delivered(order.id);
    tick(14 * 86_400_000 + 60_000);
    const late = await as(me.cookie, 'POST', `/api/orders/${me.user.id}/${order.id}/returns`, {
      lines: [{ productId: p.id, quantity: 1 }],
      reason: 'Too late',
    });
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe(RETURN_WINDOW_CLOSED);
  });
});
