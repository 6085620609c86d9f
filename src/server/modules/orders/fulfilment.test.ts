// COMMERCE §1–5 end to end through the API: stock in the catalogue and the cart, the quote, orders taking stock,
// manual payment, the fulfilment moves with their timeline and mails, points on delivery, units back on cancel,
// the console's order and product calls — and many buyers for the last units at once.
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { mailOutbox } from '../../mail/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdminProduct, Product } from '@shared/schemas/catalogue';
import { AdminOrder, AdminOrderList, Order, Quote } from '@shared/schemas/orders';
import { orders } from './schema';
import { users } from '../auth';
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
import { codeRefusals } from '../catalogue';
import { waitForMails } from '../../testing/mail';

let t: TestApp;
let staff: string;
let clock = new Date('2026-03-02T09:00:00Z');
type Who = { user: { id: string; email: string; firstName: string }; cookie: string };

beforeAll(async () => {
  // The read cache on, as in production: staff edits must clear it.
  t = await createTestApp({ now: () => clock, catalogueCacheMs: 60_000 });
  staff = await staffCookie(t.app);
});
afterAll(() => t.close());

const address = deliveryAddress;

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);

/** A fresh product (no other test touches it) with this stock. */
const productWith = (stock: number, price?: string, memberPrice?: string | null) =>
  freshProduct(t.app, { stock, price, memberPrice });
const stockOf = (id: string) => unitsInStock(t.app, id);
const pointsOf = async (id: string) =>
  (await t.app.db.select({ p: users.rewardPoints }).from(users).where(eq(users.id, id)))[0].p;

async function add(who: Who, productId: string, quantity: number) {
  return as(who.cookie, 'POST', '/api/cart', { userId: who.user.id, productId, quantity });
}
async function quote(who: Who) {
  const res = await as(who.cookie, 'POST', `/api/cart/${who.user.id}/quote`, {});
  expect(res.statusCode, res.body).toBe(200);
  return Quote.parse(json(res));
}
/** Checkout exactly as the cart page does it: the quote's figures sent back with the address. */
async function checkout(who: Who) {
  const q = await quote(who);
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
async function placed(who: Who) {
  const res = await checkout(who);
  expect(res.statusCode, res.body).toBe(201);
  return Order.parse(json(res));
}
const move = (id: string, body: Record<string, unknown>) => as(staff, 'POST', `/api/admin/orders/${id}/status`, body);
const pay = (id: string, status = 'paid') => as(staff, 'POST', `/api/admin/orders/${id}/payment`, { status });

async function mailsTo(email: string, count: number): Promise<string[]> {
  return waitForMails(t.config.mailDir, email, { count, timeoutMs: 20_000 });
}

describe('stock in the catalogue and the cart (§1)', () => {
  it('says inStock, and the count only when it is low', async () => {
    const plenty = await productWith(50);
    const low = await productWith(3);
    const none = await productWith(0);
    const get = async (id: string) => Product.parse(json(await as(null, 'GET', `/api/products/${id}`)));
    expect(await get(plenty.id)).toMatchObject({ inStock: true });
    expect((await get(plenty.id)).stock).toBeUndefined();
    expect(await get(low.id)).toMatchObject({ inStock: true, stock: 3 });
    expect(await get(none.id)).toMatchObject({ inStock: false });
    expect((await get(none.id)).stock).toBeUndefined();
  });

  it('the demo catalogue has a few products low and one sold out', async () => {
    const list = z
      .array(Product)
      .parse(json(await as(null, 'GET', '/api/products')))
      .filter((p) => !p.slug.startsWith('test-product-'));
    expect(list.filter((p) => !p.inStock)).toHaveLength(1);
    expect(list.filter((p) => p.inStock && p.stock !== undefined).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses more than the stock with 409 naming what is left, on add and on change', async () => {
    const me = await signedInMember(t.app);
    const low = await productWith(3);
    const none = await productWith(0);
    const refused = await add(me, none.id, 1);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(`${none.name} is out of stock`);
    expect((await add(me, low.id, 2)).statusCode).toBe(201);
    const more = await add(me, low.id, 2);
    expect(more.statusCode).toBe(409);
    expect(json(more).message).toBe(`Only 3 left of ${low.name} (your cart already has 2)`);
    expect((await add(me, low.id, 1)).statusCode).toBe(200);
    const [line] = json(await as(me.cookie, 'GET', `/api/cart/${me.user.id}`));
    const change = await as(me.cookie, 'PATCH', `/api/cart/${line.id}`, { quantity: 4 });
    expect(change.statusCode).toBe(409);
    expect(json(change).message).toBe(`Only 3 left of ${low.name}`);
  });
});

describe('the quote (§2)', () => {
  it('prices the cart for the member, codeDiscount 0.00; only the owner may ask; an unknown code is refused', async () => {
    const me = await signedInMember(t.app, { membershipTier: 'gold' });
    const p = await productWith(10, '20.00', '17.00');
    await add(me, p.id, 2);
    expect(await quote(me)).toEqual({
      subtotal: '40.00',
      memberDiscount: '6.00',
      codeDiscount: '0.00',
      shipping: '0.00',
      total: '34.00',
      pointsEarned: 34,
      discountCode: null,
      items: [{ productId: p.id, quantity: 2, price: '17.00' }],
      delivery: 'standard',
      deliveryOptions: [
        { delivery: 'standard', price: '0.00' },
        { delivery: 'express', price: '4.95' },
      ],
    });
    const other = await signedInMember(t.app);
    expect((await as(other.cookie, 'POST', `/api/cart/${me.user.id}/quote`, {})).statusCode).toBe(403);
    expect((await as(null, 'POST', `/api/cart/${me.user.id}/quote`, {})).statusCode).toBe(401);
    const coded = await as(me.cookie, 'POST', `/api/cart/${me.user.id}/quote`, { discountCode: 'GLOW15' });
    expect(coded.statusCode).toBe(409);
    expect(json(coded).message).toBe(codeRefusals.unknown('GLOW15'));
    const tooLong = await as(me.cookie, 'POST', `/api/cart/${me.user.id}/quote`, { discountCode: 'x'.repeat(41) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('an order whose figures are not the quote’s is refused', async () => {
    const me = await signedInMember(t.app);
    const p = await productWith(10);
    await add(me, p.id, 1);
    const q = await quote(me);
    const res = await as(me.cookie, 'POST', '/api/orders', {
      userId: me.user.id,
      ...q,
      discountCode: undefined,
      codeDiscount: '1.00',
      shippingAddress: address,
    });
    expect(res.statusCode).toBe(409);
    expect(await stockOf(p.id)).toBe(10);
  });
});

describe('placing takes the stock (§1)', () => {
  it('takes the units in the order’s transaction; too few left → 409 and nothing changes', async () => {
    const a = await signedInMember(t.app);
    const b = await signedInMember(t.app);
    const p = await productWith(3);
    const q2 = await productWith(10);
    await add(a, p.id, 2);
    await add(b, p.id, 2);
    await add(b, q2.id, 1);
    await placed(a);
    expect(await stockOf(p.id)).toBe(1);
    const refused = await checkout(b);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(`Only 1 left of ${p.name}`);
    expect(await stockOf(q2.id)).toBe(10); // the whole order rolled back
    expect(json(await as(b.cookie, 'GET', `/api/cart/${b.user.id}`))).toHaveLength(2);
    const none = await t.app.db.select().from(orders).where(eq(orders.userId, b.user.id));
    expect(none).toEqual([]);
  });

  it('many buyers for the last units at once: every acknowledged order was in stock, stock never below 0', async () => {
    const UNITS = 7;
    const BUYERS = 24;
    const p = await productWith(UNITS);
    const buyers: Who[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const who = await signedInMember(t.app);
      // Before the race every cart may hold up to what is left (the cart checks, the order decides).
      expect((await add(who, p.id, 1 + (i % 2))).statusCode).toBe(201);
      buyers.push(who);
    }
    const quotes = await Promise.all(buyers.map(quote));
    const results = await Promise.all(
      buyers.map((who, i) =>
        as(who.cookie, 'POST', '/api/orders', {
          userId: who.user.id,
          ...quotes[i],
          discountCode: undefined,
          shippingAddress: address,
        }),
      ),
    );
    const acknowledged = results.filter((r) => r.statusCode === 201).map((r) => Order.parse(json(r)));
    const refused = results.filter((r) => r.statusCode === 409);
    expect(acknowledged.length + refused.length).toBe(BUYERS);
    for (const r of refused) expect(json(r).message).toMatch(/^(Only \d left of|.* is out of stock)/);
    const sold = acknowledged.reduce((n, o) => n + o.items[0].quantity, 0);
    expect(sold).toBeLessThanOrEqual(UNITS);
    expect(sold).toBeGreaterThanOrEqual(UNITS - 1); // a 2-unit buyer may be refused for the very last one
    expect(await stockOf(p.id)).toBe(UNITS - sold);
    // The confirmation is queued by the order's own statement (decision 0908): one for each acknowledged order, and
    // none left behind by the refused ones.
    const confirmations = await t.app.db
      .select({ orderId: sql<string>`${mailOutbox.payload}->>'orderId'` })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.template, 'order.confirmation'),
          inArray(
            sql`(${mailOutbox.payload}->>'orderId')::uuid`,
            t.app.db
              .select({ id: orders.id })
              .from(orders)
              .where(
                inArray(
                  orders.userId,
                  buyers.map((b) => b.user.id),
                ),
              ),
          ),
        ),
      );
    expect(confirmations.map((c) => c.orderId).sort()).toEqual(acknowledged.map((o) => o.id).sort());
    const orphans = await t.app.db
      .select({ n: count() })
      .from(mailOutbox)
      .leftJoin(orders, sql`${orders.id} = (${mailOutbox.payload}->>'orderId')::uuid`)
      .where(and(eq(mailOutbox.template, 'order.confirmation'), isNull(orders.id)));
    expect(orphans[0].n).toBe(0);
    console.log(
      `stock race (${t.app.database.kind}): ${BUYERS} buyers for ${UNITS} units → ${acknowledged.length} orders ` +
        `(${sold} units) acknowledged, ${refused.length} refused with 409, stock left ${UNITS - sold}`,
    );
  });
  it('orders sharing products, their carts filled in opposite orders, all placed at once: no deadlock, every unit counted', async () => {
    const x = await productWith(100);
    const y = await productWith(100);
    const buyers: Who[] = [];
    for (let i = 0; i < 12; i++) {
      const who = await signedInMember(t.app);
      // Half add X then Y, half Y then X: the stock is still taken in one order (product id), so no two orders
      // ever wait for each other's rows (decision 0901).
      for (const p of i % 2 ? [x, y] : [y, x]) expect((await add(who, p.id, 1)).statusCode).toBe(201);
      buyers.push(who);
    }
    const results = await Promise.all(buyers.map(checkout));
    expect(results.map((r) => r.statusCode)).toEqual(buyers.map(() => 201));
    expect(await stockOf(x.id)).toBe(100 - buyers.length);
    expect(await stockOf(y.id)).toBe(100 - buyers.length);
  });
});

describe('payment and fulfilment (§3–5)', () => {
  it('walks an order through paid → processing → shipped (tracking) → delivered, points on delivery, a mail each', async () => {
    const me = await signedInMember(t.app, { rewardPoints: 5 });
    const p = await productWith(10, '30.00', null);
    await add(me, p.id, 2);
    const order = await placed(me);
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', pointsEarned: 60 });

    const early = await move(order.id, { status: 'processing' });
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe('Record the payment before processing the order');
    expect((await move(order.id, { status: 'delivered' })).statusCode).toBe(409);

    const paid = AdminOrder.parse(json(await pay(order.id)));
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.paymentInstructions).toBeNull();
    expect((await pay(order.id)).statusCode).toBe(409);

    clock = new Date('2026-03-02T10:00:00Z');
    expect((await move(order.id, { status: 'processing', note: 'Picked' })).statusCode).toBe(200);
    expect((await move(order.id, { status: 'processing' })).statusCode).toBe(409);
    const shipped = AdminOrder.parse(
      json(await move(order.id, { status: 'shipped', trackingNumber: 'RM 1234 5678 9GB' })),
    );
    expect(shipped.trackingNumber).toBe('RM 1234 5678 9GB');
    expect(await pointsOf(me.user.id)).toBe(5);
    const delivered = AdminOrder.parse(json(await move(order.id, { status: 'delivered' })));
    expect(await pointsOf(me.user.id)).toBe(65);
    expect(delivered.customer).toMatchObject({ id: me.user.id, email: me.user.email });
    expect(delivered.history.map((h) => [h.status, h.paymentStatus, h.by])).toEqual([
      ['pending', null, 'customer'],
      ['pending', 'paid', 'admin'],
      ['processing', null, 'admin'],
      ['shipped', null, 'admin'],
      ['delivered', null, 'admin'],
    ]);
    expect(delivered.history[2]).toMatchObject({ note: 'Picked', at: '2026-03-02T10:00:00.000Z' });
    const cancel = await move(order.id, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    expect(json(cancel).message).toBe('A delivered order cannot change any more');

    // The member sees it all.
    const [mine] = z.array(Order).parse(json(await as(me.cookie, 'GET', `/api/orders/${me.user.id}`)));
    expect(mine).toMatchObject({ status: 'delivered', paymentStatus: 'paid', trackingNumber: 'RM 1234 5678 9GB' });
    expect(mine.history).toHaveLength(5);

    const mails = await mailsTo(me.user.email, 5);
    const shippedMail = mails.find((m) => m.includes('is shipped'))!;
    expect(shippedMail).toContain('Tracking number: RM 1234 5678 9GB');
    expect(mails.some((m) => m.includes('Payment received'))).toBe(true);
    expect(mails.some((m) => m.includes('is delivered') && m.includes('60 reward points'))).toBe(true);
  });

  it('cancelling puts the units back and credits nothing; a tracking number only goes with shipped', async () => {
    const me = await signedInMember(t.app, { rewardPoints: 0 });
    const p = await productWith(4);
    await add(me, p.id, 3);
    const order = await placed(me);
    expect(await stockOf(p.id)).toBe(1);
    expect((await move(order.id, { status: 'cancelled', trackingNumber: 'X1' })).statusCode).toBe(400);
    const cancelled = AdminOrder.parse(json(await move(order.id, { status: 'cancelled', note: 'Customer asked' })));
    expect(cancelled.status).toBe('cancelled');
    expect(await stockOf(p.id)).toBe(4);
    expect(await pointsOf(me.user.id)).toBe(0);
    expect((await pay(order.id)).statusCode).toBe(409);
  });

  it('a paid order cancelled keeps paid until staff record the refund', async () => {
    const me = await signedInMember(t.app);
    const p = await productWith(4);
    await add(me, p.id, 1);
    const order = await placed(me);
    await pay(order.id);
    const cancelled = AdminOrder.parse(json(await move(order.id, { status: 'cancelled' })));
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(cancelled.history.at(-1)?.note).toBe('Refund to follow');
    const refunded = AdminOrder.parse(json(await pay(order.id, 'refunded')));
    expect(refunded.paymentStatus).toBe('refunded');
  });

  it('an order placed before points moved to delivery gives its points back when cancelled', async () => {
    const me = await signedInMember(t.app, { rewardPoints: 0 });
    const p = await productWith(4, '50.00', null);
    await add(me, p.id, 1);
    const order = await placed(me);
    // As migration 0003 leaves an old order: its points already credited at placing.
    await t.app.db.update(orders).set({ pointsCreditedAt: clock }).where(eq(orders.id, order.id));
    await t.app.db.update(users).set({ rewardPoints: 50 }).where(eq(users.id, me.user.id));
    await move(order.id, { status: 'cancelled' });
    expect(await pointsOf(me.user.id)).toBe(0);
  });
});

describe('the console’s order calls (§5)', () => {
  it('lists newest first, 20 a page, filters by status and payment, searches reference, email and name', async () => {
    const me = await signedInMember(t.app, { firstName: 'Philippa', lastName: 'Quartermaine' });
    const p = await productWith(100);
    const mine: Order[] = [];
    for (let i = 0; i < 3; i++) {
      clock = new Date(clock.getTime() + 60_000);
      await add(me, p.id, 1);
      mine.push(await placed(me));
    }
    await pay(mine[1].id);
    const list = (query: string) => as(staff, 'GET', `/api/admin/orders${query}`);
    const all = AdminOrderList.parse(json(await list('')));
    expect(all.orders.length).toBeLessThanOrEqual(20);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const times = all.orders.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const byName = AdminOrderList.parse(json(await list('?q=philippa%20quarter')));
    expect(byName.orders.map((o) => o.id)).toEqual([mine[2].id, mine[1].id, mine[0].id]);
    const byEmail = AdminOrderList.parse(json(await list(`?q=${encodeURIComponent(me.user.email.toUpperCase())}`)));
    expect(byEmail.total).toBe(3);
    const byRef = AdminOrderList.parse(json(await list(`?q=%23${mine[0].id.slice(0, 8)}`)));
    expect(byRef.orders.map((o) => o.id)).toEqual([mine[0].id]);
    const paidOnes = AdminOrderList.parse(json(await list(`?q=${me.user.email}&payment=paid`)));
    expect(paidOnes.orders.map((o) => o.id)).toEqual([mine[1].id]);
    const pendingUnpaid = AdminOrderList.parse(json(await list(`?q=${me.user.email}&status=pending&payment=unpaid`)));
    expect(pendingUnpaid.total).toBe(2);
    expect(AdminOrderList.parse(json(await list('?q=100%25'))).total).toBe(0);
    const page2 = AdminOrderList.parse(json(await list('?page=2')));
    expect(page2.total).toBe(all.total);
    // The count rides on the page's rows (decision 0901): past the last page it is still there.
    const beyond = AdminOrderList.parse(json(await list('?page=9999')));
    expect(beyond).toEqual({ orders: [], total: all.total });
    const beyondMine = AdminOrderList.parse(json(await list(`?q=${me.user.email}&page=99`)));
    expect(beyondMine).toEqual({ orders: [], total: 3 });
    // Each order as the member's own list shows it, with its customer.
    const mineAsListed = all.orders.filter((o) => o.userId === me.user.id).map(({ customer: _, ...o }) => o);
    // Staff see their internal notes and who did it; the member's own view carries only what the customer was
    // told (§6), and staff as "Skin Circle" (decision 0802).
    const withoutNotes = (list: Array<z.infer<typeof Order>>) =>
      list.map((o) => ({ ...o, history: o.history.map(({ note: _n, by: _b, ...h }) => h) }));
    const ownView = z.array(Order).parse(json(await as(me.cookie, 'GET', `/api/orders/${me.user.id}`)));
    expect(withoutNotes(mineAsListed)).toEqual(withoutNotes(ownView));
    expect(ownView.find((o) => o.id === mine[1].id)!.history.map((h) => h.by)).toEqual(['customer', 'Skin Circle']);

    expect((await list('?status=lost')).statusCode).toBe(400);
    expect((await list('?page=0')).statusCode).toBe(400);
    expect((await list(`?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    const one = AdminOrder.parse(json(await as(staff, 'GET', `/api/admin/orders/${mine[0].id}`)));
    expect(one.customer).toEqual({
      id: me.user.id,
      email: me.user.email,
      firstName: 'Philippa',
      lastName: 'Quartermaine',
    });
    expect((await as(staff, 'GET', '/api/admin/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('is staff only, refused before the request is even validated', async () => {
    const member = await signedInMember(t.app);
    for (const [method, url, body] of [
      ['GET', '/api/admin/orders?status=lost', undefined],
      ['GET', '/api/admin/orders/not-an-id', undefined],
      ['POST', '/api/admin/orders/not-an-id/status', { status: 'nope' }],
      ['POST', '/api/admin/orders/not-an-id/payment', {}],
      ['GET', '/api/admin/products', undefined],
      ['PATCH', '/api/admin/products/not-an-id', { stock: -1 }],
    ] as const) {
      expect((await as(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(member.cookie, method, url, body)).statusCode, `${method} ${url} (member)`).toBe(401);
    }
  });

  it('refuses bad moves and bad bodies', async () => {
    const me = await signedInMember(t.app);
    const p = await productWith(5);
    await add(me, p.id, 1);
    const order = await placed(me);
    expect((await move(order.id, { status: 'lost' })).statusCode).toBe(400);
    expect((await move(order.id, { status: 'shipped', trackingNumber: '<script>' })).statusCode).toBe(400);
    expect((await move(order.id, { status: 'shipped', note: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await move(order.id, { status: 'shipped' })).statusCode).toBe(409);
    expect((await pay(order.id, 'unpaid')).statusCode).toBe(400);
    expect((await pay(order.id, 'refunded')).statusCode).toBe(409);
  });
});

describe('the console’s product calls (§5)', () => {
  it('lists every product with stock and prices; an edit shows in the storefront at once', async () => {
    const p = await productWith(9, '25.00', '21.00');
    const list = z.array(AdminProduct).parse(json(await as(staff, 'GET', '/api/admin/products')));
    expect(list.find((x) => x.id === p.id)).toMatchObject({
      stock: 9,
      price: '25.00',
      memberPrice: '21.00',
      isActive: true,
    });

    // Warm the read cache, then change the product: the very next read shows it.
    const before = Product.parse(json(await as(null, 'GET', `/api/products/${p.id}`)));
    expect(before).toMatchObject({ inStock: true, price: '25.00' });
    const edited = await as(staff, 'PATCH', `/api/admin/products/${p.id}`, {
      stock: 2,
      price: '26.5',
      memberPrice: '22.00',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(AdminProduct.parse(json(edited))).toMatchObject({ stock: 2, price: '26.50', memberPrice: '22.00' });
    const after = Product.parse(json(await as(null, 'GET', `/api/products/${p.id}`)));
    expect(after).toMatchObject({ inStock: true, stock: 2, price: '26.50', memberPrice: '22.00' });

    await as(staff, 'PATCH', `/api/admin/products/${p.id}`, { isActive: false });
    expect((await as(null, 'GET', `/api/products/${p.id}`)).statusCode).toBe(404);
    const listed = z.array(Product).parse(json(await as(null, 'GET', '/api/products')));
    expect(listed.some((x) => x.id === p.id)).toBe(false);
  });

  it('validates every field', async () => {
    const p = await productWith(9, '25.00', '21.00');
    const patch = (body: unknown) => as(staff, 'PATCH', `/api/admin/products/${p.id}`, body);
    for (const body of [
      { stock: -1 },
      { stock: 1.5 },
      { stock: 100_001 },
      { price: '0' },
      { price: 'abc' },
      { price: '12.345' },
      { memberPrice: '-1.00' },
      {},
      { nom: 'renamed' },
      { status: 'live' },
    ]) {
      expect((await patch(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const above = await patch({ memberPrice: '30.00' });
    expect(above.statusCode).toBe(400);
    expect(json(above).message).toBe('The member price must not be more than the price');
    expect((await patch({ memberPrice: null })).statusCode).toBe(200);
    expect(
      (await as(staff, 'PATCH', '/api/admin/products/00000000-0000-4000-8000-000000000000', { stock: 1 })).statusCode,
    ).toBe(404);
  });
});
