// The Rewards Store from the console (OPERATIONS §1, decision 0510): staff only, every field checked with nothing
// written on a 400, a code in use anywhere refused (409), each change in GET /api/rewards at once, and a reward
// changed or switched off never taking away a code a member already redeemed.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Reward } from '@shared/schemas/catalogue';
import { AdminReward } from '@shared/schemas/content-admin';
import { Quote } from '@shared/schemas/orders';
import { MemberCode, Redemption } from '@shared/schemas/rewards';
import { rewards } from './schema';
import { REWARD_UNAVAILABLE } from './service';
import {
  createTestApp,
  freshProduct,
  json,
  requestAs,
  signedInMember,
  staffCookie,
  type TestApp,
} from '../../testing/app';

let t: TestApp;
let staff: string;
let member: string;
const clock = new Date('2026-03-02T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, catalogueCacheMs: 60_000 });
  staff = await staffCookie(t.app);
  member = (await signedInMember(t.app)).cookie;
});
afterAll(() => t.close());

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);
/** The members' Rewards Store (home and the account's codes tab). */
const store = async () => z.array(Reward).parse(json(await as(member, 'GET', '/api/rewards')));
const adminList = async () => z.array(AdminReward).parse(json(await as(staff, 'GET', '/api/admin/rewards')));
const rows = () => t.app.db.select().from(rewards);
const byName = async (name: string) => (await t.app.db.select().from(rewards).where(eq(rewards.name, name)))[0];
const create = (body: Record<string, unknown>) => as(staff, 'POST', '/api/admin/rewards', body);
const patch = (id: string, body: Record<string, unknown>) => as(staff, 'PATCH', `/api/admin/rewards/${id}`, body);
const fieldsNamed = (res: LightMyRequestResponse) =>
  json<{ errors: Array<{ path: string }> }>(res).errors.map((e) => e.path);

const aReward = (fields: Record<string, unknown> = {}) => ({
  name: 'Free Travel Cleanser',
  description: 'A 30 ml Gentle Cleanser added to your next order.',
  type: 'other',
  pointsCost: 300,
  ...fields,
});

describe('who may call', () => {
  it('refuses the signed-out and members (401) and writes nothing', async () => {
    const [first] = await rows();
    const before = await rows();
    for (const [method, url, body] of [
      ['GET', '/api/admin/rewards', undefined],
      ['POST', '/api/admin/rewards', aReward()],
      ['PATCH', `/api/admin/rewards/${first.id}`, { pointsCost: 1 }],
      ['PATCH', `/api/admin/rewards/${first.id}`, { isActive: false }],
      ['POST', '/api/admin/rewards', { name: '' }],
    ] as const) {
      for (const cookie of [null, member]) {
        const res = await as(cookie, method, url, body);
        expect(res.statusCode, `${method} ${url} as ${cookie ? 'member' : 'nobody'}`).toBe(401);
      }
    }
    expect(await rows()).toEqual(before);
  });
});

describe('listing', () => {
  it('lists every reward in store order, switched-off ones too, with days as the console types them', async () => {
    const listed = await adminList();
    expect(listed.map((r) => r.id)).toEqual(expect.arrayContaining((await store()).map((r) => r.id)));
    expect(listed.find((r) => r.name === 'Summer SPF 20% Off')).toMatchObject({ isActive: false, redemptions: 0 });
    expect(listed.find((r) => r.name === '£10 Off Your Next Order')?.validUntil).toBe('2027-12-31');
    const orders = listed.map((r) => r.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('creating', () => {
  it('makes a voucher reward, last in the Rewards Store at once', async () => {
    await store();
    const res = await create(aReward({ name: ' Free Travel Cleanser ' }));
    expect(res.statusCode, res.body).toBe(201);
    const made = AdminReward.parse(json(res));
    expect(made).toMatchObject({
      name: 'Free Travel Cleanser',
      type: 'other',
      pointsCost: 300,
      code: null,
      discountType: null,
      discountValue: null,
      isActive: true,
      validUntil: null,
      redemptions: 0,
    });
    const shown = await store();
    expect(shown.at(-1)).toMatchObject({ id: made.id, name: 'Free Travel Cleanser', pointsCost: 300 });
  });

  it('makes a discount reward (code upper-cased, value and day as typed) and free shipping worth £0.00', async () => {
    const res = await create(
      aReward({
        name: '20% Off Masks',
        type: 'discount',
        pointsCost: 600,
        code: 'scmasks20',
        discountType: 'percentage',
        discountValue: '20',
        validUntil: '2026-12-31',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({
      code: 'SCMASKS20',
      discountType: 'percentage',
      discountValue: '20.00',
      validUntil: '2026-12-31',
    });
    const shipping = await create(
      aReward({ name: 'Free Next-Day Delivery', type: 'free_shipping', discountType: 'shipping', code: 'SCNEXTDAY' }),
    );
    expect(shipping.statusCode, shipping.body).toBe(201);
    expect(json(shipping).discountValue).toBe('0.00');
  });

  it('keeps a reward made switched off out of the store', async () => {
    const res = await create(aReward({ name: 'Coming Soon', isActive: false }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await store()).some((r) => r.id === json(res).id)).toBe(false);
  });

  it('refuses a code already a reward’s, a discount code’s or a member’s (409), writing nothing', async () => {
    const me = await signedInMember(t.app, { rewardPoints: 1000 });
    const issued = Redemption.parse(
      json(await as(me.cookie, 'POST', `/api/rewards/${(await byName('£10 Off Your Next Order')).id}/redeem`)),
    );
    const before = (await rows()).length;
    const cases: Array<[string, string]> = [
      ['sctenoff', 'A reward with the code SCTENOFF already exists: choose another code.'],
      ['SCFRIEND15', 'SCFRIEND15 is already a discount code or a member’s code: choose another code.'],
      [issued.code.code, `${issued.code.code} is already a discount code or a member’s code: choose another code.`],
    ];
    for (const [code, message] of cases) {
      const res = await create(
        aReward({ name: `Clash ${code}`, code, type: 'discount', discountType: 'fixed', discountValue: '5' }),
      );
      expect(res.statusCode, code).toBe(409);
      expect(json(res).message).toBe(message);
    }
    expect((await rows()).length).toBe(before);
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const before = (await rows()).length;
    const discount = { type: 'discount', discountType: 'fixed', discountValue: '5' };
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [aReward({ name: '' }), ['body.name']],
      [aReward({ name: 'x'.repeat(81) }), ['body.name']],
      [aReward({ description: '  ' }), ['body.description']],
      [aReward({ description: 'x'.repeat(301) }), ['body.description']],
      [aReward({ type: 'points' }), ['body.type']],
      [aReward({ pointsCost: 0 }), ['body.pointsCost']],
      [aReward({ pointsCost: 12.5 }), ['body.pointsCost']],
      [aReward({ pointsCost: 1_000_001 }), ['body.pointsCost']],
      [aReward({ pointsCost: '300' }), ['body.pointsCost']],
      [aReward({ ...discount, code: 'NO SPACES' }), ['body.code']],
      [aReward({ ...discount, code: 'AB' }), ['body.code']],
      [aReward({ ...discount, discountType: 'bogof' }), ['body.discountType']],
      [aReward({ type: 'discount' }), ['body.discountType']],
      [aReward({ type: 'free_shipping', discountType: 'fixed', discountValue: '5' }), ['body.discountType']],
      [aReward({ ...discount, discountType: 'percentage', discountValue: '150' }), ['body.discountValue']],
      [aReward({ ...discount, discountValue: '0' }), ['body.discountValue']],
      [aReward({ ...discount, discountValue: null }), ['body.discountValue']],
      [aReward({ ...discount, discountValue: '-5' }), ['body.discountValue']],
      [aReward({ discountValue: '5' }), ['body.discountValue']],
      [aReward({ type: 'free_shipping', discountType: 'shipping', discountValue: '5' }), ['body.discountValue']],
      [aReward({ validUntil: '31/12/2026' }), ['body.validUntil']],
      [aReward({ validUntil: '2026-02-30' }), ['body.validUntil']],
      [aReward({ isActive: 'no' }), ['body.isActive']],
      [aReward({ sortOrder: -1 }), ['body.sortOrder']],
      [aReward({ currentUses: 3 }), ['body']],
      [
        { name: '', type: 'points', pointsCost: -1, description: 5 },
        ['body.name', 'body.type', 'body.pointsCost', 'body.description'],
      ],
    ];
    for (const [body, paths] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      for (const p of paths) expect(fieldsNamed(res), JSON.stringify(body)).toContain(p);
    }
    expect((await rows()).length).toBe(before);
  });
});

describe('changing', () => {
  it('changes the points and wording, shown in the store at once', async () => {
    const express = await byName('Free Express Delivery');
    await store();
    const res = await patch(express.id, { pointsCost: 200, description: 'Next-day delivery for 200 points.' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await store()).find((r) => r.id === express.id)).toMatchObject({
      pointsCost: 200,
      description: 'Next-day delivery for 200 points.',
    });
  });

  it('switches a reward off — gone from the store, no longer redeemable — while codes already redeemed keep working', async () => {
    const serums = await byName('15% Off Serums');
    const me = await signedInMember(t.app, { rewardPoints: 2000 });
    const redeemed = Redemption.parse(json(await as(me.cookie, 'POST', `/api/rewards/${serums.id}/redeem`)));

    const off = await patch(serums.id, { isActive: false, discountValue: '50' });
    expect(off.statusCode, off.body).toBe(200);
    expect(AdminReward.parse(json(off))).toMatchObject({ isActive: false, redemptions: 1, discountValue: '50.00' });
    expect((await store()).some((r) => r.id === serums.id)).toBe(false);
    const again = await as(me.cookie, 'POST', `/api/rewards/${serums.id}/redeem`);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(REWARD_UNAVAILABLE);

    // The member's code is as it was issued: still active, still 15 %, and the quote takes it.
    const codes = z.array(MemberCode).parse(json(await as(me.cookie, 'GET', `/api/my-codes/${me.user.id}`)));
    expect(codes).toEqual([redeemed.code]);
    expect(codes[0]).toMatchObject({ isActive: true, discountValue: '15.00' });
    const product = await freshProduct(t.app, { price: '40.00', memberPrice: null });
    await as(me.cookie, 'POST', '/api/cart', { userId: me.user.id, productId: product.id, quantity: 1 });
    const quoted = await as(me.cookie, 'POST', `/api/cart/${me.user.id}/quote`, { discountCode: redeemed.code.code });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(Quote.parse(json(quoted))).toMatchObject({ discountCode: redeemed.code.code, codeDiscount: '6.00' });

    expect((await patch(serums.id, { isActive: true })).statusCode).toBe(200);
    expect((await store()).some((r) => r.id === serums.id)).toBe(true);
  });

  it('turns a voucher into a discount only with a value, and drops the value when it becomes free shipping', async () => {
    const sample = await byName('Deluxe Retinal Travel Size');
    const noValue = await patch(sample.id, { type: 'discount', discountType: 'fixed' });
    expect(noValue.statusCode).toBe(400);
    expect(fieldsNamed(noValue)).toEqual(['body.discountValue']);
    const wrongType = await patch(sample.id, { type: 'discount' });
    expect(wrongType.statusCode).toBe(400);
    expect(fieldsNamed(wrongType)).toEqual(['body.discountType']);
    expect(await byName('Deluxe Retinal Travel Size')).toEqual(sample);

    const tenner = await create(
      aReward({ name: 'A Tenner', type: 'discount', discountType: 'fixed', discountValue: '10', code: 'SCTENNER' }),
    );
    const shipping = await patch(json(tenner).id, { type: 'free_shipping', discountType: 'shipping' });
    expect(shipping.statusCode, shipping.body).toBe(200);
    expect(json(shipping)).toMatchObject({ discountType: 'shipping', discountValue: '0.00' });
    // A rename alone is not refused for what the reward already is.
    expect((await patch(sample.id, { name: 'Deluxe Retinal Mini' })).statusCode).toBe(200);
  });

  it('refuses a code in use (409), an empty change (400) and an unknown reward (404), changing nothing', async () => {
    const express = await byName('Free Express Delivery');
    expect(json(await patch(express.id, { code: 'SCSERUM15' })).message).toBe(
      'A reward with the code SCSERUM15 already exists: choose another code.',
    );
    expect((await patch(express.id, { code: 'SCFRIEND15' })).statusCode).toBe(409);
    expect((await patch(express.id, {})).statusCode).toBe(400);
    expect(fieldsNamed(await patch(express.id, { pointsCost: 0, type: 'x' }))).toEqual(
      expect.arrayContaining(['body.pointsCost', 'body.type']),
    );
    expect((await byName('Free Express Delivery')).code).toBe('SCEXPRESSPTS');
    // Its own code again is no clash.
    expect((await patch(express.id, { code: 'SCEXPRESSPTS' })).statusCode).toBe(200);
    expect((await patch('00000000-0000-4000-8000-000000000000', { pointsCost: 5 })).statusCode).toBe(404);
  });
});
