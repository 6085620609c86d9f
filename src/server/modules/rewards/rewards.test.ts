// Points redemption (COMMERCE §3) through the API: a reward's points buy a personal single-use code, listed for its
// owner only and usable only by them; too few points change nothing; concurrent redemptions never overspend.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Reward } from '@shared/schemas/catalogue';
import { Order, Quote } from '@shared/schemas/orders';
import { MemberCode, Redemption } from '@shared/schemas/rewards';
import { memberCodes, rewards } from './schema';
import { products } from '../catalogue';
import { users } from '../auth';
import { createTestApp, json, requestAs, signedInMember, staffCookie, type TestApp } from '../../testing/app';
import { codeRefusals } from '../catalogue';
import { notEnoughPoints, REWARD_UNAVAILABLE } from './service';

let t: TestApp;
let staff: string;
let store: Reward[];
const clock = new Date('2026-03-02T09:00:00Z');
type Who = { user: { id: string; email: string }; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  staff = await staffCookie(t.app);
  store = z.array(Reward).parse(json(await t.app.inject('/api/rewards')));
});
afterAll(() => t.close());

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);
const redeem = (who: Who | null, rewardId: string) =>
  as(who?.cookie ?? null, 'POST', `/api/rewards/${rewardId}/redeem`);
const reward = (name: string) => store.find((r) => r.name === name)!;
const pointsOf = async (id: string) =>
  (await t.app.db.select({ p: users.rewardPoints }).from(users).where(eq(users.id, id)))[0].p;
const codesOf = async (who: Who) =>
  z.array(MemberCode).parse(json(await as(who.cookie, 'GET', `/api/my-codes/${who.user.id}`)));

const CODE_SHAPE = /^[A-Z0-9]{1,12}-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{10}$/;

describe('redeeming a reward (§3)', () => {
  it('spends the points and issues a single-use code listed for its owner only', async () => {
    const me = await signedInMember(t.app, { rewardPoints: 1240 });
    const tenOff = reward('£10 Off Your Next Order');
    const res = await redeem(me, tenOff.id);
    expect(res.statusCode, res.body).toBe(201);
    const body = Redemption.parse(json(res));
    expect(body.rewardPoints).toBe(740);
    expect(body.code).toMatchObject({
      discountType: 'fixed',
      discountValue: '10.00',
      maxUses: 1,
      currentUses: 0,
      isActive: true,
      validUntil: tenOff.validUntil,
      rewardName: tenOff.name,
      pointsSpent: 500,
    });
    expect(body.code.code).toMatch(CODE_SHAPE);
    expect(body.code.code.startsWith('SCTENOFF-')).toBe(true);
    expect(await pointsOf(me.user.id)).toBe(740);
    const me2 = json(await as(me.cookie, 'GET', '/api/auth/me'));
    expect(me2.user?.rewardPoints ?? me2.rewardPoints).toBe(740);

    expect(await codesOf(me)).toEqual([body.code]);
    const other = await signedInMember(t.app);
    expect((await as(other.cookie, 'GET', `/api/my-codes/${me.user.id}`)).statusCode).toBe(403);
    expect((await as(null, 'GET', `/api/my-codes/${me.user.id}`)).statusCode).toBe(401);
    expect(await codesOf(other)).toEqual([]);
  });

  it('too few points → 409 saying so, nothing spent, no code', async () => {
    const me = await signedInMember(t.app, { rewardPoints: 499 });
    const res = await redeem(me, reward('£10 Off Your Next Order').id);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(notEnoughPoints(500, 499));
    expect(await pointsOf(me.user.id)).toBe(499);
    expect(await codesOf(me)).toEqual([]);
  });

  it('an ended reward → 409, an unknown one → 404, a bad id → 400, signed out → 401', async () => {
    const me = await signedInMember(t.app, { rewardPoints: 5000 });
    // Inactive: not in the store's list, but a stale page may still offer it.
    const [ended] = await t.app.db.select().from(rewards).where(eq(rewards.name, 'Summer SPF 20% Off'));
    const res = await redeem(me, ended.id);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(REWARD_UNAVAILABLE);
    const [expired] = await t.app.db
      .insert(rewards)
      .values({
        name: 'Expired',
        description: 'x',
        type: 'discount',
        pointsCost: 10,
        validUntil: new Date('2026-03-01T12:00:00Z'),
      })
      .returning();
    expect((await redeem(me, expired.id)).statusCode).toBe(409);
    expect((await redeem(me, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await redeem(me, 'not-an-id')).statusCode).toBe(400);
    expect((await redeem(null, ended.id)).statusCode).toBe(401);
    expect(await pointsOf(me.user.id)).toBe(5000);
  });

  it('a reward without a code issues a voucher; staff see it on the customer’s redeemed codes', async () => {
    const me = await signedInMember(t.app, { rewardPoints: 400 });
    const sample = reward('Deluxe Retinal Travel Size');
    const body = Redemption.parse(json(await redeem(me, sample.id)));
    expect(body).toMatchObject({ rewardPoints: 0, code: { discountType: null, discountValue: null, maxUses: 1 } });
    expect(body.code.code).toMatch(/^VOUCHER-/);

    const listed = json(await as(staff, 'GET', `/api/admin/customers/${me.user.id}/codes`));
    expect(listed).toEqual([body.code]);
    expect((await as(me.cookie, 'GET', `/api/admin/customers/${me.user.id}/codes`)).statusCode).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await as(staff, 'GET', `/api/admin/customers/${unknown}/codes`)).statusCode).toBe(404);
  });

  it('the issued code works at checkout for its owner, once; another member is refused', async () => {
    const me = await signedInMember(t.app, { rewardPoints: 750 });
    const { code } = Redemption.parse(json(await redeem(me, reward('15% Off Serums').id)));
    const [product] = await t.app.db.select().from(products).where(eq(products.isActive, true)).limit(1);
    await as(me.cookie, 'POST', '/api/cart', { userId: me.user.id, productId: product.id, quantity: 1 });
    const q = Quote.parse(
      json(await as(me.cookie, 'POST', `/api/cart/${me.user.id}/quote`, { discountCode: code.code })),
    );
    expect(q.discountCode).toBe(code.code);
    expect(q.codeDiscount).not.toBe('0.00');

    const other = await signedInMember(t.app);
    await as(other.cookie, 'POST', '/api/cart', { userId: other.user.id, productId: product.id, quantity: 1 });
    const theirs = await as(other.cookie, 'POST', `/api/cart/${other.user.id}/quote`, { discountCode: code.code });
    expect(json(theirs).message).toBe(codeRefusals.notYours(code.code));

    const { pointsEarned: _p, discountCode, ...figures } = q;
    const res = await as(me.cookie, 'POST', '/api/orders', {
      userId: me.user.id,
      ...figures,
      discountCode,
      shippingAddress: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: '1 High Street',
        city: 'Leeds',
        postalCode: 'LS1 1AA',
        country: 'United Kingdom',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(Order.parse(json(res)).discountCode).toBe(code.code);
    expect((await codesOf(me))[0]).toMatchObject({ code: code.code, currentUses: 1, maxUses: 1 });
  });

  it('concurrent redemptions never take the balance below 0: 10 at once, points for 3', async () => {
    const ATTEMPTS = 10;
    const tenOff = reward('£10 Off Your Next Order');
    const start = 3 * tenOff.pointsCost + tenOff.pointsCost - 1; // 1,999: three redemptions and 499 left
    const me = await signedInMember(t.app, { rewardPoints: start });
    const results = await Promise.all(Array.from({ length: ATTEMPTS }, () => redeem(me, tenOff.id)));
    const ok = results.filter((r) => r.statusCode === 201).map((r) => Redemption.parse(json(r)));
    const refused = results.filter((r) => r.statusCode === 409);
    const left = await pointsOf(me.user.id);
    const issued = await t.app.db.select().from(memberCodes).where(eq(memberCodes.userId, me.user.id));
    console.info(
      `redemption race: ${ATTEMPTS} redemptions of ${tenOff.pointsCost} points from ${start} → ${ok.length} issued, ${refused.length} refused, ${left} points left`,
    );
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(ATTEMPTS - 3);
    expect(left).toBe(tenOff.pointsCost - 1);
    expect(issued).toHaveLength(3);
    expect(new Set(ok.map((r) => r.code.code)).size).toBe(3);
    expect(ok.map((r) => r.rewardPoints).sort((a, b) => a - b)).toEqual([499, 999, 1499]);
  });
});
