// Cart API: happy paths, bad input (400, nothing written), unknown products (404), other members' carts and
// lines (401/403, nothing changed).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CartItem } from '@shared/schemas/cart';
import type { Product } from '@shared/schemas/catalogue';
import { ErrorResponse } from '@shared/schemas/common';
import { cartItems } from './schema';
import { createTestApp, json, signedInMember, type TestApp } from '../../testing/app';

let t: TestApp;
let products: Product[];
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  products = json(await t.app.inject('/api/products'));
});
afterAll(() => t.close());

type Who = { user: { id: string }; cookie: string };
const call = (who: Who | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as any, headers: who ? { cookie: who.cookie } : {} });
const getCart = async (who: Who) => z.array(CartItem).parse(json(await call(who, 'GET', `/api/cart/${who.user.id}`)));
const add = (who: Who, productId: string, quantity: number, userId = who.user.id) =>
  call(who, 'POST', '/api/cart', { userId, productId, quantity });
const rowsOf = (userId: string) => t.app.db.select().from(cartItems).where(eq(cartItems.userId, userId));

describe('adding to the cart', () => {
  it('creates a line with the product nested, then raises it when the same product is added again', async () => {
    const me = await signedInMember(t.app);
    expect(await getCart(me)).toEqual([]);

    const first = await add(me, products[0].id, 2);
    expect(first.statusCode).toBe(201);
    const line = CartItem.parse(json(first));
    expect(line).toMatchObject({ userId: me.user.id, productId: products[0].id, quantity: 2 });
    expect(line.product).toEqual(products[0]);

    const again = await add(me, products[0].id, 3);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toMatchObject({ id: line.id, quantity: 5 });

    await add(me, products[1].id, 1);
    const cart = await getCart(me);
    expect(cart.map((c) => [c.productId, c.quantity])).toEqual([
      [products[0].id, 5],
      [products[1].id, 1],
    ]);
  });

  it('keeps one line when the same product is added twice at once', async () => {
    const me = await signedInMember(t.app);
    const [a, b] = await Promise.all([add(me, products[2].id, 1), add(me, products[2].id, 1)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect((await getCart(me)).map((c) => c.quantity)).toEqual([2]);
  });

  it('refuses quantities that are not whole numbers from 1 to 99, writing nothing', async () => {
    const me = await signedInMember(t.app);
    for (const quantity of [0, -1, 1.5, 100, '2', null]) {
      const res = await add(me, products[0].id, quantity as number);
      expect(res.statusCode, String(quantity)).toBe(400);
      const body = ErrorResponse.parse(json(res));
      expect(body.errors?.[0].path).toBe('body.quantity');
    }
    expect(await rowsOf(me.user.id)).toEqual([]);
  });

  it('refuses to grow a line past 99 and leaves it as it was', async () => {
    const me = await signedInMember(t.app);
    await add(me, products[0].id, 98);
    expect((await add(me, products[0].id, 1)).statusCode).toBe(200);
    const over = await add(me, products[0].id, 1);
    expect(over.statusCode).toBe(409);
    expect(json(over).message).toMatch(/at most 99/);
    expect((await getCart(me))[0].quantity).toBe(99);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const me = await signedInMember(t.app);
    const missing = await add(me, MISSING, 1);
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: 'Product not found' });
    expect((await add(me, 'not-a-uuid', 1)).statusCode).toBe(400);
    expect((await call(me, 'POST', '/api/cart', { userId: me.user.id })).statusCode).toBe(400);
    expect(await rowsOf(me.user.id)).toEqual([]);
  });

  it('needs a signed-in member and only ever fills their own cart', async () => {
    const me = await signedInMember(t.app);
    const other = await signedInMember(t.app);
    expect(
      (await call(null, 'POST', '/api/cart', { userId: me.user.id, productId: products[0].id, quantity: 1 }))
        .statusCode,
    ).toBe(401);
    expect((await add(me, products[0].id, 1, other.user.id)).statusCode).toBe(403);
    expect(await rowsOf(other.user.id)).toEqual([]);
    expect((await call(null, 'GET', `/api/cart/${me.user.id}`)).statusCode).toBe(401);
    expect((await call(me, 'GET', `/api/cart/${other.user.id}`)).statusCode).toBe(403);
  });
});

describe('changing and removing lines', () => {
  it('sets a quantity, refuses 0 / 100 / fractions, removes a line and clears the cart', async () => {
    const me = await signedInMember(t.app);
    const line = CartItem.parse(json(await add(me, products[0].id, 1)));
    await add(me, products[1].id, 4);

    const patched = await call(me, 'PATCH', `/api/cart/${line.id}`, { quantity: 7 });
    expect(patched.statusCode).toBe(200);
    expect(CartItem.parse(json(patched)).quantity).toBe(7);

    for (const quantity of [0, -3, 100, 2.5]) {
      expect((await call(me, 'PATCH', `/api/cart/${line.id}`, { quantity })).statusCode, String(quantity)).toBe(400);
    }
    expect((await getCart(me))[0].quantity).toBe(7);

    const removed = await call(me, 'DELETE', `/api/cart/${line.id}`);
    expect(removed.statusCode).toBe(200);
    expect(json(removed)).toEqual({ success: true });
    expect((await getCart(me)).map((c) => c.productId)).toEqual([products[1].id]);
    expect((await call(me, 'DELETE', `/api/cart/${line.id}`)).statusCode).toBe(404);
    expect((await call(me, 'PATCH', `/api/cart/${line.id}`, { quantity: 2 })).statusCode).toBe(404);

    const cleared = await call(me, 'DELETE', `/api/cart/user/${me.user.id}`);
    expect(cleared.statusCode).toBe(200);
    expect(await getCart(me)).toEqual([]);
  });

  it("cannot change, delete or clear another member's cart", async () => {
    const owner = await signedInMember(t.app);
    const intruder = await signedInMember(t.app);
    const line = CartItem.parse(json(await add(owner, products[3].id, 2)));

    const patch = await call(intruder, 'PATCH', `/api/cart/${line.id}`, { quantity: 9 });
    expect(patch.statusCode).toBe(403);
    const del = await call(intruder, 'DELETE', `/api/cart/${line.id}`);
    expect(del.statusCode).toBe(403);
    expect((await call(intruder, 'DELETE', `/api/cart/user/${owner.user.id}`)).statusCode).toBe(403);
    expect((await call(null, 'PATCH', `/api/cart/${line.id}`, { quantity: 9 })).statusCode).toBe(401);
    expect((await call(null, 'DELETE', `/api/cart/${line.id}`)).statusCode).toBe(401);

    expect((await rowsOf(owner.user.id)).map((r) => [r.id, r.quantity])).toEqual([[line.id, 2]]);
  });

  it('answers 400 for a malformed line id', async () => {
    const me = await signedInMember(t.app);
    expect((await call(me, 'PATCH', '/api/cart/nope', { quantity: 1 })).statusCode).toBe(400);
    expect((await call(me, 'DELETE', '/api/cart/nope')).statusCode).toBe(400);
  });
});
