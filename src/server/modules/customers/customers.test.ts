// The console's Customers and Sales at a glance over HTTP (OPERATIONS §3 and §6, decisions 0520, 0521): who may call
// them, the search and the customer's page, points adjusted with a reason (audited, never below 0), and the period's
// figures checked to the penny against orders placed, paid and refunded across UK days (a BST midnight included).
import { ukDayKey } from '@shared/code-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal, toPence } from '@shared/money';
import type { Order } from '@shared/schemas/orders';
import type { CustomerDetail, CustomersPage, PointsAdjusted } from '@shared/schemas/customers';
import type { SalesFigures } from '@shared/schemas/sales';
import {
  createTestApp,
  freshProduct,
  json,
  placeCartOrder,
  requestAs,
  signedInMember,
  staffCookie,
  staffCookieAs,
  type TestApp,
} from '../../testing/app';
import { aiSessions } from '../coach';
import { quizSubmissions } from '../quiz';

let clock = new Date('2026-06-01T09:00:00Z');
let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  owner = await staffCookie(t.app);
});
afterAll(() => t.close());

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);

describe('who may call them', () => {
  const calls: Array<[string, string, object | undefined]> = [
    ['GET', '/api/admin/customers', undefined],
    ['GET', '/api/admin/customers/00000000-0000-4000-8000-000000000000', undefined],
    ['POST', '/api/admin/customers/00000000-0000-4000-8000-000000000000/points', { delta: 5, reason: 'Sorry' }],
    ['GET', '/api/admin/sales?from=2026-06-01&to=2026-06-01', undefined],
  ];

  it('refuses the signed-out and members', async () => {
    const member = await signedInMember(t.app);
    for (const [method, url, body] of calls) {
      expect((await as(null, method, url, body)).statusCode, url).toBe(401);
      expect([401, 403], url).toContain((await as(member.cookie, method, url, body)).statusCode);
    }
  });

  it('answers each role as the permission table says', async () => {
    const fulfilment = await staffCookieAs(t.app, 'fulfilment');
    const marketing = await staffCookieAs(t.app, 'marketing');
    const support = await staffCookieAs(t.app, 'support');
    for (const [method, url, body] of calls) {
      expect((await as(fulfilment, method, url, body)).statusCode, url).toBe(403);
    }
    // Support looks customers up and adjusts points; the shop's figures are marketing's and the owner's.
    expect((await as(support, 'GET', '/api/admin/customers')).statusCode).toBe(200);
    expect((await as(support, 'GET', calls[3][1])).statusCode).toBe(403);
    expect((await as(marketing, 'GET', calls[3][1])).statusCode).toBe(200);
    expect((await as(marketing, 'GET', '/api/admin/customers')).statusCode).toBe(403);
    expect((await as(marketing, 'POST', calls[2][1], calls[2][2])).statusCode).toBe(403);
  });
});

describe('customers', () => {
  it('finds a customer by email or name, in pages', async () => {
    const tag = `zed${Date.now().toString(36)}`;
    const one = await signedInMember(t.app, { email: `${tag}.one@example.com`, firstName: 'Ottilie', lastName: tag });
    await signedInMember(t.app, { email: `${tag}.two@example.com`, firstName: 'Bram', lastName: tag });
    const byEmail = json<CustomersPage>(await as(owner, 'GET', `/api/admin/customers?q=${tag}.ONE@`));
    expect(byEmail.total).toBe(1);
    expect(byEmail.customers[0]).toMatchObject({ id: one.user.id, email: one.user.email, orders: 0 });
    const byName = json<CustomersPage>(await as(owner, 'GET', `/api/admin/customers?q=ottilie%20${tag}`));
    expect(byName.customers.map((c) => c.id)).toEqual([one.user.id]);
    const both = json<CustomersPage>(await as(owner, 'GET', `/api/admin/customers?q=${tag}`));
    expect(both.total).toBe(2);
    // No wildcard of the caller's reaches the pattern.
    expect(json<CustomersPage>(await as(owner, 'GET', `/api/admin/customers?q=%25${tag}`)).total).toBe(0);

    const first = json<CustomersPage>(await as(owner, 'GET', '/api/admin/customers'));
    expect(first.page).toBe(1);
    expect(first.customers.length).toBe(Math.min(first.total, first.pageSize));
    const past = json<CustomersPage>(await as(owner, 'GET', '/api/admin/customers?page=999'));
    expect(past.customers).toEqual([]);
    expect(past.total).toBe(first.total);
    const bad = await as(owner, 'GET', '/api/admin/customers?page=0');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0].path).toBe('querystring.page');
  });

  it("shows a customer's profile, orders, points and ledger, codes, quiz submissions and conversations", async () => {
    const who = await signedInMember(t.app, { skinType: 'dry', skinConcerns: ['redness'] });
    const product = await freshProduct(t.app, { price: '24.00', memberPrice: null });
    const order = await placeCartOrder(t.app, who, { productId: product.id, quantity: 2 });
    await t.app.db.insert(quizSubmissions).values({
      externalId: `ext-${who.user.id}`,
      quizName: 'Skin quiz',
      email: who.user.email.toUpperCase(),
    });
    await t.app.db
      .insert(aiSessions)
      .values({ sessionId: `coach-${who.user.id}`, userId: who.user.id, messageCount: 4 });
    const added = await as(owner, 'POST', `/api/admin/customers/${who.user.id}/points`, {
      delta: 300,
      reason: 'Birthday gift',
    });
    expect(added.statusCode, added.body).toBe(200);
    const redeemed = await as(who.cookie, 'GET', '/api/rewards');
    const reward = json<Array<{ id: string; pointsCost: number }>>(redeemed).find((r) => r.pointsCost <= 300)!;
    expect((await as(who.cookie, 'POST', `/api/rewards/${reward.id}/redeem`)).statusCode).toBe(201);

    const res = await as(owner, 'GET', `/api/admin/customers/${who.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = json<CustomerDetail>(res);
    expect(detail.profile).toMatchObject({ id: who.user.id, email: who.user.email, skinType: 'dry' });
    expect(detail.profile.skinConcerns).toEqual(['redness']);
    expect(detail.orders).toEqual([
      expect.objectContaining({ id: order.id, total: order.total, paymentStatus: 'unpaid', items: 2 }),
    ]);
    expect(detail.points).toBe(300 - reward.pointsCost);
    expect(detail.ledger.map((e) => [e.kind, e.delta, e.balance])).toEqual([
      ['spent', -reward.pointsCost, 300 - reward.pointsCost],
      ['adjusted', 300, 300],
    ]);
    expect(detail.ledger[1]).toMatchObject({ reason: 'Birthday gift', by: 'admin' });
    expect(detail.codes).toHaveLength(1);
    expect(detail.codes[0]).toMatchObject({ pointsSpent: reward.pointsCost, isActive: true, used: false });
    expect(detail.quizSubmissions).toEqual([expect.objectContaining({ quizName: 'Skin quiz' })]);
    expect(detail.conversations).toEqual([expect.objectContaining({ messageCount: 4, channel: 'coach' })]);

    const missing = await as(owner, 'GET', '/api/admin/customers/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await as(owner, 'GET', '/api/admin/customers/not-an-id')).statusCode).toBe(400);
  });

  it('adjusts points with a reason, audited, and never below 0', async () => {
    const who = await signedInMember(t.app, { rewardPoints: 40 });
    const support = await staffCookieAs(t.app, 'support');
    const url = `/api/admin/customers/${who.user.id}/points`;
    for (const [body, path] of [
      [{ delta: 0, reason: 'x' }, 'body.delta'],
      [{ delta: 1.5, reason: 'x' }, 'body.delta'],
      [{ delta: 100_001, reason: 'x' }, 'body.delta'],
      [{ delta: '5', reason: 'x' }, 'body.delta'],
      [{ delta: 5 }, 'body.reason'],
      [{ delta: 5, reason: '   ' }, 'body.reason'],
    ] as const) {
      const res = await as(support, 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errors[0].path).toBe(path);
    }
    const below = await as(support, 'POST', url, { delta: -41, reason: 'Goodwill reversed' });
    expect(below.statusCode).toBe(409);
    let detail = json<CustomerDetail>(await as(owner, 'GET', `/api/admin/customers/${who.user.id}`));
    expect(detail.points).toBe(40);
    expect(detail.ledger).toEqual([]);

    const taken = await as(support, 'POST', url, { delta: -40, reason: 'Points given twice by mistake' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(json<PointsAdjusted>(taken)).toMatchObject({
      points: 0,
      entry: { kind: 'adjusted', delta: -40, balance: 0, reason: 'Points given twice by mistake' },
    });
    detail = json<CustomerDetail>(await as(owner, 'GET', `/api/admin/customers/${who.user.id}`));
    expect(detail.points).toBe(0);

    const audit = json(await as(owner, 'GET', '/api/admin/audit?entity=customer'));
    expect(audit.entries[0]).toMatchObject({
      action: 'adjust points',
      entity: 'customer',
      entityId: who.user.id,
      before: { rewardPoints: 40 },
      after: { rewardPoints: 0, delta: -40, reason: 'Points given twice by mistake' },
    });
    expect(
      (
        await as(owner, 'POST', '/api/admin/customers/00000000-0000-4000-8000-000000000000/points', {
          delta: 5,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('sales at a glance', () => {
  const sales = async (query: string) => {
    const res = await as(await staffCookie(t.app), 'GET', `/api/admin/sales?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return json<SalesFigures>(res);
  };

  it('refuses bad, reversed and too long periods', async () => {
    for (const [query, path] of [
      ['from=2026-6-1&to=2026-06-02', 'querystring.from'],
      ['from=2026-02-30&to=2026-03-02', 'querystring.from'],
      ['from=2026-06-02&to=2026-06-01', 'querystring.from'],
      ['from=2025-01-01&to=2026-01-02', 'querystring.to'],
    ]) {
      const res = await as(owner, 'GET', `/api/admin/sales?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(json(res).errors[0].path, query).toBe(path);
    }
    // Left out: the last 30 UK days, today included.
    const last30 = await sales('');
    expect(last30.byDay).toHaveLength(30);
    expect(last30.byDay.at(-1)!.date).toBe(ukDayKey(clock));
    // 366 days (a leap year) is the most one call covers.
    expect((await as(owner, 'GET', '/api/admin/sales?from=2028-01-01&to=2028-12-31')).statusCode).toBe(200);
  });

  it('matches the orders to the penny, by UK day', async () => {
    // Staff sign in again as the days pass (a console session lapses when idle).
    const staffAs = async (method: string, url: string, body?: object) =>
      as(await staffCookie(t.app), method, url, body);
    const pay = async (order: Order) => {
      const res = await staffAs('POST', `/api/admin/orders/${order.id}/payment`, { status: 'paid' });
      expect(res.statusCode, res.body).toBe(200);
    };
    const placeAt = async (
      iso: string,
      who: Awaited<ReturnType<typeof signedInMember>>,
      productId: string,
      quantity = 1,
    ) => {
      clock = new Date(iso);
      return placeCartOrder(t.app, who, { productId, quantity });
    };
    const serum = await freshProduct(t.app, { price: '31.50', memberPrice: null });
    const balm = await freshProduct(t.app, { price: '12.25', memberPrice: null });
    const [ann, ben, cat, dan, eve] = await Promise.all([1, 2, 3, 4, 5].map(() => signedInMember(t.app)));

    // Before the period: Ann's first paid order (she comes back in it).
    await pay(await placeAt('2026-06-01T10:00:00Z', ann, balm.id));
    // 00:00 BST on the 10th (23:00 UTC the 9th): the period's first moment.
    const eveFirst = await placeAt('2026-06-09T23:00:00Z', eve, serum.id);
    await pay(eveFirst);
    // 23:59 BST on the 10th; £5.00 of it refunded later.
    const benOrder = await placeAt('2026-06-10T22:59:00Z', ben, serum.id, 2);
    await pay(benOrder);
    // 00:30 BST on the 11th (still the 10th in UTC).
    const annOrder = await placeAt('2026-06-10T23:30:00Z', ann, balm.id, 3);
    await pay(annOrder);
    // Never paid: not counted.
    await placeAt('2026-06-11T12:00:00Z', dan, serum.id);
    // Paid, then refunded in full: an order, no revenue, its total in refunds.
    const catOrder = await placeAt('2026-06-12T10:00:00Z', cat, serum.id);
    await pay(catOrder);
    clock = new Date('2026-06-12T11:00:00Z');
    expect((await staffAs('POST', `/api/admin/orders/${catOrder.id}/payment`, { status: 'refunded' })).statusCode).toBe(
      200,
    );
    expect((await staffAs('POST', `/api/admin/orders/${benOrder.id}/refund`, { amount: '5.00' })).statusCode).toBe(200);
    // 00:30 BST on the 13th: after the period.
    await pay(await placeAt('2026-06-12T23:30:00Z', dan, balm.id));

    const p = (o: Order) => toPence(o.total);
    const revenue = p(eveFirst) + p(benOrder) - 500 + p(annOrder);
    const figures = await sales('from=2026-06-10&to=2026-06-12');
    expect(figures).toEqual({
      revenue: toDecimal(revenue),
      orders: 4,
      averageOrderValue: toDecimal(Math.round(revenue / 4)),
      refunds: toDecimal(500 + p(catOrder)),
      newCustomers: 3,
      returningCustomers: 1,
      topProducts: [
        { productId: serum.id, name: serum.name, units: 3, revenue: '94.50' },
        { productId: balm.id, name: balm.name, units: 3, revenue: '36.75' },
      ],
      byDay: [
        { date: '2026-06-10', revenue: toDecimal(p(eveFirst) + p(benOrder) - 500), orders: 2 },
        { date: '2026-06-11', revenue: toDecimal(p(annOrder)), orders: 1 },
        { date: '2026-06-12', revenue: '0.00', orders: 1 },
      ],
    });

    // One day alone, and a quiet period: every day present, zeros included.
    expect((await sales('from=2026-06-11&to=2026-06-11')).byDay).toEqual([
      { date: '2026-06-11', revenue: toDecimal(p(annOrder)), orders: 1 },
    ]);
    // Years before any order, the demo's seeded ones included.
    expect(await sales('from=2020-05-01&to=2020-05-03')).toEqual({
      revenue: '0.00',
      orders: 0,
      averageOrderValue: '0.00',
      refunds: '0.00',
      newCustomers: 0,
      returningCustomers: 0,
      topProducts: [],
      byDay: ['2020-05-01', '2020-05-02', '2020-05-03'].map((date) => ({ date, revenue: '0.00', orders: 0 })),
    });
  });
});
