// Orders API: the server prices the order, stores it 'pending' and 'unpaid', takes the stock and empties the cart in one
// statement (decision 0908); tampered figures, changed prices, bad addresses and concurrent checkouts change nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartTotals, toDecimal, toPence } from '@shared/money';
import { CartItem } from '@shared/schemas/cart';
import type { Product } from '@shared/schemas/catalogue';
import { ErrorResponse } from '@shared/schemas/common';
import { Order, type CreateOrderRequest } from '@shared/schemas/orders';
import { cartItems } from '../cart';
import { orders } from './schema';
import { products as productsTable } from '../catalogue';
import { users } from '../auth';
import { createTestApp, json, memberCookie, signedInMember, type TestApp } from '../../testing/app';
import { waitForMails } from '../../testing/mail';
import { until } from '../../testing/until';
import { CART_EMPTY } from './checkout';
import { CART_CHANGED, PRICES_CHANGED } from './quote';

let t: TestApp;
let catalogue: Product[];
let clock = new Date('2026-03-02T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  catalogue = json(await t.app.inject('/api/products'));
});
afterAll(() => t.close());

const withMember = (list: Product[]) => list.filter((p) => p.memberPrice !== null);
type Who = { user: { id: string; email: string; membershipTier: string }; cookie: string };

const call = (who: Who | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as any, headers: who ? { cookie: who.cookie } : {} });
const ordersOf = async (who: Who) => z.array(Order).parse(json(await call(who, 'GET', `/api/orders/${who.user.id}`)));
const pointsOf = async (userId: string) =>
  (await t.app.db.select({ p: users.rewardPoints }).from(users).where(eq(users.id, userId)))[0].p;
const cartRows = (userId: string) => t.app.db.select().from(cartItems).where(eq(cartItems.userId, userId));
const orderRows = (userId: string) => t.app.db.select().from(orders).where(eq(orders.userId, userId));
const stockOfProduct = async (id: string) =>
  (await t.app.db.select({ stock: productsTable.stock }).from(productsTable).where(eq(productsTable.id, id)))[0].stock;

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 St James’s Square',
  city: 'London',
  postalCode: 'sw1y  4jh',
  country: 'United Kingdom' as const,
};

async function fill(who: Who, lines: Array<[Product, number]>) {
  for (const [product, quantity] of lines) {
    const res = await call(who, 'POST', '/api/cart', { userId: who.user.id, productId: product.id, quantity });
    expect(res.statusCode).toBeLessThan(300);
  }
}

/** The body the cart page sends: figures computed in the browser from the cart it shows (shared/money.ts). */
async function checkoutBody(who: Who): Promise<CreateOrderRequest> {
  const cart = z.array(CartItem).parse(json(await call(who, 'GET', `/api/cart/${who.user.id}`)));
  const lines = cart.map((c) => ({ price: c.product.price, memberPrice: c.product.memberPrice, quantity: c.quantity }));
  const totals = cartTotals(lines, who.user.membershipTier);
  return {
    userId: who.user.id,
    status: 'pending',
    subtotal: toDecimal(totals.subtotal),
    memberDiscount: toDecimal(totals.memberDiscount),
    shipping: toDecimal(totals.shipping),
    total: toDecimal(totals.total),
    items: cart.map((c) => ({
      productId: c.productId,
      quantity: c.quantity,
      price: c.product.memberPrice && who.user.membershipTier !== 'bronze' ? c.product.memberPrice : c.product.price,
    })),
    shippingAddress: address,
  };
}

/** The confirmation mail written to DATA_DIR/mail (sent in the background: wait for it). */
async function mailTo(email: string): Promise<string> {
  return (await waitForMails(t.config.mailDir, email))[0];
}

const place = (who: Who, body: unknown) => call(who, 'POST', '/api/orders', body);

/** Nothing was written: no order, the cart as it was, the points as they were. */
async function expectUnchanged(who: Who, cartBefore: unknown[], pointsBefore: number) {
  expect(await orderRows(who.user.id)).toEqual([]);
  expect(await cartRows(who.user.id)).toEqual(cartBefore);
  expect(await pointsOf(who.user.id)).toBe(pointsBefore);
}

describe('placing an order', () => {
  it('prices it on the server, stores it pending and unpaid with the address, empties the cart, credits no points yet', async () => {
    const me = await signedInMember(t.app, { membershipTier: 'skin_circle', rewardPoints: 10 });
    const noMemberPrice = catalogue.find((p) => p.memberPrice === null)!;
    const [a, b] = withMember(catalogue);
    await fill(me, [
      [a, 2],
      [b, 1],
      [noMemberPrice, 3],
    ]);
    const body = await checkoutBody(me);

    const res = await place(me, body);
    expect(res.statusCode, res.body).toBe(201);
    const order = Order.parse(json(res));
    const full = 2 * toPence(a.price) + toPence(b.price) + 3 * toPence(noMemberPrice.price);
    const paid = 2 * toPence(a.memberPrice!) + toPence(b.memberPrice!) + 3 * toPence(noMemberPrice.price);
    expect(order).toMatchObject({
      userId: me.user.id,
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentProvider: 'manual',
      trackingNumber: null,
      discountCode: null,
      codeDiscount: '0.00',
      subtotal: toDecimal(full),
      memberDiscount: toDecimal(full - paid),
      shipping: '0.00',
      total: toDecimal(paid),
      createdAt: clock.toISOString(),
      pointsEarned: Math.floor(paid / 100),
      shippingAddress: { ...address, postalCode: 'SW1Y 4JH' },
    });
    expect(order.items).toHaveLength(3);
    expect(order.items.find((i) => i.productId === a.id)).toEqual({
      productId: a.id,
      productName: a.name,
      quantity: 2,
      price: a.memberPrice,
    });
    expect(order.items.find((i) => i.productId === noMemberPrice.id)?.price).toBe(noMemberPrice.price);

    expect(await cartRows(me.user.id)).toEqual([]);
    // Points arrive on delivery (COMMERCE §3), not now.
    expect(await pointsOf(me.user.id)).toBe(10);
    expect(order.history).toEqual([
      {
        status: 'pending',
        paymentStatus: null,
        at: clock.toISOString(),
        by: 'customer',
        note: 'Order placed',
        customerMessage: 'Order placed',
      },
    ]);
    expect(order.paymentInstructions).toEqual({
      accountName: 'Skin Circle Ltd (demo)',
      sortCode: '00-00-00',
      accountNumber: '00000000',
      reference: order.id.slice(0, 8),
      amount: order.total,
      // UNPAID_ORDER_HOURS (72 by default) after placing: when the unpaid order is cancelled.
      payBy: '2026-03-05T09:00:00.000Z',
    });
    expect(await ordersOf(me)).toEqual([order]);

    const mail = await mailTo(me.user.email);
    expect(mail).toContain(`Subject: Your Skin Circle order #${order.id.slice(0, 8)}`);
    expect(mail).toContain(`Total: £${order.total}`);
    expect(mail).toContain('SW1Y 4JH');
    expect(mail).toContain('HOW TO PAY BY BANK TRANSFER');
    expect(mail).toContain(`Reference:       ${order.id.slice(0, 8)}`);
    expect(mail).toContain('Sort code:       00-00-00');
    expect(mail).toContain('Account number:  00000000');
    expect(mail).toContain('Pay by:          05 March 2026 at 09:00');
  });

  it('prices a bronze member at normal prices with no discount', async () => {
    const me = await signedInMember(t.app, { membershipTier: 'bronze' });
    const [a] = withMember(catalogue);
    await fill(me, [[a, 2]]);
    const body = await checkoutBody(me);
    expect(body.memberDiscount).toBe('0.00');
    const order = Order.parse(json(await place(me, body)));
    expect(order).toMatchObject({ memberDiscount: '0.00', total: toDecimal(2 * toPence(a.price)) });
    expect(order.items[0].price).toBe(a.price);
  });

  it('never stores a status the client sends', async () => {
    const me = await signedInMember(t.app);
    await fill(me, [[catalogue[0], 1]]);
    const res = await place(me, { ...(await checkoutBody(me)), status: 'delivered' });
    expect(res.statusCode).toBe(201);
    expect(json(res).status).toBe('pending');
    const [row] = await orderRows(me.user.id);
    expect(row.status).toBe('pending');
    expect((await ordersOf(me))[0].status).toBe('pending');
  });

  it('lists orders newest first', async () => {
    const me = await signedInMember(t.app);
    const placed: string[] = [];
    for (const product of catalogue.slice(0, 3)) {
      clock = new Date(clock.getTime() + 3_600_000);
      await fill(me, [[product, 1]]);
      placed.push(json(await place(me, await checkoutBody(me))).id);
    }
    const list = await ordersOf(me);
    expect(list.map((o) => o.id)).toEqual(placed.reverse());
    expect(list.map((o) => o.items[0].productName)).toEqual(
      catalogue
        .slice(0, 3)
        .map((p) => p.name)
        .reverse(),
    );
  });

  it("shows the demo member's delivered order in the shared shape", async () => {
    const [demo] = await t.app.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    const who = { user: demo, cookie: await memberCookie(t.app, demo.id) };
    const [order] = await ordersOf(who);
    expect(order.status).toBe('delivered');
    expect(order.items.length).toBeGreaterThan(0);
    expect(order.shippingAddress?.postalCode).toBe('BS6 7EX');
  });
});

describe('figures the server does not agree with', () => {
  async function memberWithCart() {
    const me = await signedInMember(t.app, { rewardPoints: 5 });
    const [a, b] = withMember(catalogue).slice(4);
    await fill(me, [
      [a, 1],
      [b, 2],
    ]);
    return { me, a, b, body: await checkoutBody(me), cartBefore: await cartRows(me.user.id) };
  }

  it('refuses tampered totals with 409 and stores nothing', async () => {
    const { me, body, cartBefore } = await memberWithCart();
    for (const tampered of [
      { ...body, total: '0.01' },
      { ...body, subtotal: body.total, memberDiscount: '0.00' },
      { ...body, shipping: '-5.00', total: toDecimal(toPence(body.total) - 500) },
      { ...body, items: body.items.map((i) => ({ ...i, price: '0.01' })) },
    ]) {
      const res = await place(me, { ...tampered, status: 'delivered' });
      expect(res.statusCode).toBe(409);
      expect(json(res)).toEqual({ message: PRICES_CHANGED });
    }
    await expectUnchanged(me, cartBefore, 5);
  });

  it('refuses quantities or products that differ from the cart', async () => {
    const { me, body, cartBefore } = await memberWithCart();
    const res = await place(me, { ...body, items: body.items.map((i) => ({ ...i, quantity: i.quantity + 1 })) });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(CART_CHANGED);
    expect((await place(me, { ...body, items: body.items.slice(1) })).statusCode).toBe(409);
    await expectUnchanged(me, cartBefore, 5);
  });

  it('refuses with a message to show when a price changed after the cart was shown', async () => {
    const { me, a, body, cartBefore } = await memberWithCart();
    await t.app.db.update(productsTable).set({ memberPrice: '1.00' }).where(eq(productsTable.id, a.id));
    try {
      const res = await place(me, body);
      expect(res.statusCode).toBe(409);
      expect(json(res)).toEqual({ message: PRICES_CHANGED });
      await expectUnchanged(me, cartBefore, 5);
      // Reloaded with the new prices, the same cart goes through.
      expect((await place(me, await checkoutBody(me))).statusCode).toBe(201);
    } finally {
      await t.app.db.update(productsTable).set({ memberPrice: a.memberPrice }).where(eq(productsTable.id, a.id));
    }
  });

  it('refuses an empty cart', async () => {
    const me = await signedInMember(t.app);
    const body = {
      ...(await checkoutBody(me)),
      items: [{ productId: catalogue[0].id, quantity: 1, price: catalogue[0].memberPrice ?? catalogue[0].price }],
    };
    const res = await place(me, body);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({ message: CART_EMPTY });
  });
});

describe('two checkouts at once', () => {
  it('lets only one of them through; the other finds the cart empty', async () => {
    const me = await signedInMember(t.app, { rewardPoints: 0 });
    await fill(me, [
      [catalogue[0], 2],
      [catalogue[1], 1],
    ]);
    const body = await checkoutBody(me);
    const results = await Promise.all([place(me, body), place(me, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(json(refused)).toEqual({ message: CART_EMPTY });
    const stored = await orderRows(me.user.id);
    expect(stored).toHaveLength(1);
    expect(await pointsOf(me.user.id)).toBe(0);
    expect(await cartRows(me.user.id)).toEqual([]);
  });
});

// A line changed between checkout's read of the cart and its placing statement (decision 0908). On PostgreSQL the
// moment can be held open: another connection locks the line, so the placing statement waits on it, and changes it
// before letting go. (The embedded database has one connection: nothing runs between two statements there.)
describe.runIf(process.env.DATABASE_URL)('a line changed while the order is placed', () => {
  it('refuses the order as a changed cart, and keeps nothing of it: no order, units, mail or removed line', async () => {
    const pg = (await import('pg')).default;
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    try {
      const me = await signedInMember(t.app, { rewardPoints: 0 });
      const product = catalogue[2];
      await fill(me, [[product, 2]]);
      const body = await checkoutBody(me);
      const [line] = await cartRows(me.user.id);
      const stockBefore = await stockOfProduct(product.id);
      await other.query('begin');
      await other.query('select 1 from cart_items where id = $1 for update', [line.id]);
      // (inject sends the request once it is awaited or `then`ed)
      const placing = place(me, body).then((r) => r);
      // The placing statement is waiting for the line's lock (nothing else of this database's waits on a lock now;
      // a prepared statement's text is not always what pg_stat_activity shows).
      await until(
        'the placing statement to wait for the line',
        async () => {
          const { rows } = await other.query(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return rows[0].n >= 1 ? true : undefined;
        },
        10_000,
      );
      await other.query('update cart_items set quantity = 3 where id = $1', [line.id]);
      await other.query('commit');
      const res = await placing;
      expect(res.statusCode).toBe(409);
      expect(json(res)).toEqual({ message: CART_CHANGED });
      expect(await orderRows(me.user.id)).toEqual([]);
      expect(await stockOfProduct(product.id)).toBe(stockBefore);
      expect((await cartRows(me.user.id)).map((r) => r.quantity)).toEqual([3]);
      const { rows: mails } = await other.query(
        `select count(*)::int as n from mail_outbox m where m.template = 'order.confirmation'
          and not exists (select 1 from orders o where o.id::text = m.payload->>'orderId')`,
      );
      expect(mails[0].n).toBe(0);
      // The cart as it is now goes through.
      expect((await place(me, await checkoutBody(me))).statusCode).toBe(201);
    } finally {
      await other.end();
    }
  });
});

describe('bad input and other members', () => {
  it('refuses a postcode that is not a UK postcode, and other bad addresses, with 400 and the field', async () => {
    const me = await signedInMember(t.app);
    await fill(me, [[catalogue[0], 1]]);
    const body = await checkoutBody(me);
    const cartBefore = await cartRows(me.user.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ postalCode: '12345' }, 'body.shippingAddress.postalCode'],
      [{ postalCode: 'SW1A' }, 'body.shippingAddress.postalCode'],
      [{ postalCode: 'QQ1 1AA' }, 'body.shippingAddress.postalCode'],
      [{ postalCode: '' }, 'body.shippingAddress.postalCode'],
      [{ country: 'France' }, 'body.shippingAddress.country'],
      [{ firstName: '   ' }, 'body.shippingAddress.firstName'],
      [{ city: 'x'.repeat(81) }, 'body.shippingAddress.city'],
    ];
    for (const [change, path] of cases) {
      const res = await place(me, { ...body, shippingAddress: { ...address, ...change } });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      const err = ErrorResponse.parse(json(res));
      expect(err.errors?.map((e) => e.path)).toContain(path);
    }
    const noAddress = { ...body } as Partial<CreateOrderRequest>;
    delete noAddress.shippingAddress;
    expect((await place(me, noAddress)).statusCode).toBe(400);
    await expectUnchanged(me, cartBefore, 0);
  });

  it('refuses items with bad quantities or no items', async () => {
    const me = await signedInMember(t.app);
    const body = await checkoutBody(me);
    const item = { productId: catalogue[0].id, price: catalogue[0].price };
    for (const items of [[], [{ ...item, quantity: 0 }], [{ ...item, quantity: 100 }], [{ ...item, quantity: 1.5 }]]) {
      expect((await place(me, { ...body, items })).statusCode, JSON.stringify(items)).toBe(400);
    }
  });

  it("needs a signed-in member and never places or shows another member's orders", async () => {
    const owner = await signedInMember(t.app);
    const intruder = await signedInMember(t.app);
    await fill(owner, [[catalogue[0], 1]]);
    const body = await checkoutBody(owner);
    expect((await call(null, 'POST', '/api/orders', body)).statusCode).toBe(401);
    expect((await place(intruder, body)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/orders/${owner.user.id}`)).statusCode).toBe(401);
    expect((await call(intruder, 'GET', `/api/orders/${owner.user.id}`)).statusCode).toBe(403);
    expect(await orderRows(owner.user.id)).toEqual([]);
    expect(await cartRows(owner.user.id)).toHaveLength(1);
  });
});

describe('the API document', () => {
  it('describes the cart, wishlist and order calls from their schemas', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = json(res);
    for (const path of [
      '/api/cart',
      '/api/cart/{userId}',
      '/api/cart/{itemId}',
      '/api/cart/user/{userId}',
      '/api/wishlist',
      '/api/wishlist/{userId}/{productId}',
      '/api/orders',
      '/api/orders/{userId}',
    ]) {
      expect(doc.paths[path], path).toBeTruthy();
    }
    const body = doc.paths['/api/orders'].post.requestBody.content['application/json'].schema;
    expect(body.properties.shippingAddress.properties.postalCode).toBeTruthy();
  });
});
