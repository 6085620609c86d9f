// A refund after delivery and the points it takes back (decision 0802), through the API of a real server: a reward
// bought with the refunded points has its unused code withdrawn (refused at the quote, its points returned); a code
// already used leaves the points owed (the balance stays at 0), paid off by the next points earned. And the customer's
// timeline names staff as "Skin Circle", never by their username.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Reward } from '@shared/schemas/catalogue';
import { AdminOrder, Order, Quote } from '@shared/schemas/orders';
import { Redemption } from '@shared/schemas/rewards';
import { users } from '../auth';
import { codeWithdrawn, memberCodes } from '../rewards';
import {
  createTestApp,
  deliveryAddress,
  freshProduct,
  json,
  requestAs,
  signedInMember,
  staffCookie,
  type TestApp,
} from '../../testing/app';
import { STAFF_AS_SEEN_BY_CUSTOMER } from './queries';

const STAFF_USERNAME = 'jo.packer.7';
let t: TestApp;
let staff: string;
let store: Reward[];
let clock = new Date('2026-03-02T09:00:00Z');
/** Moves the app's clock on a minute: each step of a test happens after the one before. */
const tick = () => (clock = new Date(clock.getTime() + 60_000));
type Who = { user: { id: string; email: string }; cookie: string };

beforeAll(async () => {
  t = await createTestApp(
    { now: () => clock },
    { ADMIN_USERNAME: STAFF_USERNAME, ADMIN_PASSWORD: 'a-long-test-staff-passphrase' },
  );
  staff = await staffCookie(t.app);
  store = z.array(Reward).parse(json(await t.app.inject('/api/rewards')));
});
afterAll(() => t.close());

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);
const tenOff = () => store.find((r) => r.name === '£10 Off Your Next Order')!;
const pointsOf = async (id: string) =>
  (await t.app.db.select({ p: users.rewardPoints }).from(users).where(eq(users.id, id)))[0].p;
const owedOf = async (id: string) =>
  (await t.app.db.select({ o: users.pointsOwed }).from(users).where(eq(users.id, id)))[0].o;

async function ok<T>(res: Promise<{ statusCode: number; body: string }>, schema: z.ZodType<T>, status = 200) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return schema.parse(JSON.parse(r.body));
}
const quote = (who: Who, discountCode?: string) =>
  as(who.cookie, 'POST', `/api/cart/${who.user.id}/quote`, discountCode ? { discountCode } : {});

/** One of `price` in the cart, ordered at the quote (with the code, when given). */
async function placed(who: Who, price: string, discountCode?: string) {
  const product = await freshProduct(t.app, { price, memberPrice: null });
  await as(who.cookie, 'POST', '/api/cart', { userId: who.user.id, productId: product.id, quantity: 1 });
  const q = await ok(quote(who, discountCode), Quote);
  return ok(
    as(who.cookie, 'POST', '/api/orders', {
      userId: who.user.id,
      ...q,
      discountCode: q.discountCode ?? undefined,
      shippingAddress: deliveryAddress,
    }),
    Order,
    201,
  );
}
const move = (id: string, body: Record<string, unknown>) =>
  ok(as(staff, 'POST', `/api/admin/orders/${id}/status`, body), AdminOrder);
const record = (id: string, status: 'paid' | 'refunded') =>
  ok(as(staff, 'POST', `/api/admin/orders/${id}/payment`, { status }), AdminOrder);

/** Paid and walked to delivered by staff: its points reach the balance. */
async function delivered(orderId: string) {
  await record(orderId, 'paid');
  await move(orderId, { status: 'processing' });
  await move(orderId, { status: 'shipped', trackingNumber: 'RM1' });
  tick();
  return move(orderId, { status: 'delivered' });
}
async function redeemTenOff(who: Who) {
  tick();
  return ok(as(who.cookie, 'POST', `/api/rewards/${tenOff().id}/redeem`), Redemption, 201);
}
const codeRow = async (code: string) =>
  (await t.app.db.select().from(memberCodes).where(eq(memberCodes.code, code)))[0];

describe('a refund after a reward was bought with the order’s points (decision 0802)', () => {
  it('withdraws the unused code bought since, newest first, and refuses it at the quote with the reason', async () => {
    const me = await signedInMember(t.app, { rewardPoints: 500 });
    // Bought before the order's points arrived: not paid for by them, so it stays.
    const before = await redeemTenOff(me);
    const order = await placed(me, '600.00');
    expect(order.pointsEarned).toBe(600);
    await delivered(order.id);
    expect(await pointsOf(me.user.id)).toBe(600);
    const bought = await redeemTenOff(me);
    expect(bought.rewardPoints).toBe(100);

    tick();
    const refunded = await record(order.id, 'refunded');
    const product = await freshProduct(t.app, { price: '30.00', memberPrice: null });
    await as(me.cookie, 'POST', '/api/cart', { userId: me.user.id, productId: product.id, quantity: 1 });
    // 100 + the withdrawn code's 500 − the order's 600.
    expect(await pointsOf(me.user.id)).toBe(0);
    expect(await codeRow(bought.code.code)).toMatchObject({ isActive: false, withdrawnAt: clock, currentUses: 0 });
    expect(await codeRow(before.code.code)).toMatchObject({ isActive: true, withdrawnAt: null });
    expect(refunded.history.at(-1)).toMatchObject({
      paymentStatus: 'refunded',
      note: `Refund recorded · 600 reward points taken back · code ${bought.code.code} withdrawn (its 500 points returned)`,
      customerMessage:
        `£600.00 refunded by bank transfer to the account you paid from. The 600 reward points this order earned have been taken back. You had spent them on a ` +
        `reward, so the code ${bought.code.code} was withdrawn and the 500 points it cost returned to your balance.`,
    });

    const refused = await quote(me, bought.code.code);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(codeWithdrawn(bought.code.code));
    expect(json(refused).message).toBe(
      `The code ${bought.code.code} was withdrawn because the order that paid for it was refunded.`,
    );
    // The code bought with other points is still good.
    const good = await quote(me, before.code.code);
    expect(good.statusCode, good.body).toBe(200);
  });

  it('a code already used leaves the points owed, the balance at 0, and the next points earned pay them off', async () => {
    const me = await signedInMember(t.app, { rewardPoints: 0 });
    const order = await placed(me, '600.00');
    await delivered(order.id);
    const bought = await redeemTenOff(me);
    expect(bought.rewardPoints).toBe(100);
    // The code is spent on a second order before the refund.
    const second = await placed(me, '40.00', bought.code.code);
    expect(second.discountCode).toBe(bought.code.code);

    tick();
    const refunded = await record(order.id, 'refunded');
    expect(await pointsOf(me.user.id)).toBe(0);
    expect(await owedOf(me.user.id)).toBe(500);
    expect(await codeRow(bought.code.code)).toMatchObject({ isActive: true, withdrawnAt: null, currentUses: 1 });
    expect(refunded.history.at(-1)).toMatchObject({
      note: 'Refund recorded · 600 reward points taken back · 500 points owed (paid off from the next points earned)',
      customerMessage:
        '£600.00 refunded by bank transfer to the account you paid from. The 600 reward points this order earned have been taken back. ' +
        '500 of them had already been spent, so the next 500 reward points you earn pay them back before they reach your balance.',
    });
    // What they read is theirs too.
    const mine = await ok(as(me.cookie, 'GET', `/api/orders/${me.user.id}/${order.id}`), Order);
    expect(mine.history.at(-1)?.note).toContain('the next 500 reward points you earn pay them back');
    // Nothing to spend meanwhile.
    const redeem = await as(me.cookie, 'POST', `/api/rewards/${tenOff().id}/redeem`);
    expect(redeem.statusCode).toBe(409);
    // The second order's 30 points (£40 − £10) pay part of it off.
    await delivered(second.id);
    expect(await pointsOf(me.user.id)).toBe(0);
    expect(await owedOf(me.user.id)).toBe(470);
  });
});

describe('the customer’s timeline names staff as the shop', () => {
  it('an entry by staff reads "Skin Circle" in every member view; the console keeps the username', async () => {
    const me = await signedInMember(t.app);
    const order = await placed(me, '20.00');
    await record(order.id, 'paid');
    await move(order.id, { status: 'processing', note: 'Picked' });

    const one = await as(me.cookie, 'GET', `/api/orders/${me.user.id}/${order.id}`);
    const list = await as(me.cookie, 'GET', `/api/orders/${me.user.id}`);
    for (const res of [one, list]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(STAFF_USERNAME);
    }
    const mine = Order.parse(json(one));
    expect(mine.history.map((h) => h.by)).toEqual(['customer', STAFF_AS_SEEN_BY_CUSTOMER, STAFF_AS_SEEN_BY_CUSTOMER]);
    expect(STAFF_AS_SEEN_BY_CUSTOMER).toBe('Skin Circle');
    expect(
      JSON.stringify(
        z
          .array(Order)
          .parse(json(list))
          .find((o) => o.id === order.id),
      ),
    ).not.toContain(STAFF_USERNAME);

    const console = await ok(as(staff, 'GET', `/api/admin/orders/${order.id}`), AdminOrder);
    expect(console.history.map((h) => h.by)).toEqual(['customer', STAFF_USERNAME, STAFF_USERNAME]);
  });
});
