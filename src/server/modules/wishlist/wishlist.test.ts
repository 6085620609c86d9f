// Wishlist API: list/add/remove, adding twice keeps one row, unknown products, other members' lists.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Product } from '@shared/schemas/catalogue';
import { WishlistItem } from '@shared/schemas/wishlist';
import { wishlistItems } from './schema';
import { createTestApp, json, signedInMember, type TestApp } from '../../testing/app';

let t: TestApp;
let products: Product[];
let clock = new Date('2026-03-02T09:00:00Z');
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  products = json(await t.app.inject('/api/products'));
});
afterAll(() => t.close());

type Who = { user: { id: string }; cookie: string };
const call = (who: Who | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as any, headers: who ? { cookie: who.cookie } : {} });
const list = async (who: Who) =>
  z.array(WishlistItem).parse(json(await call(who, 'GET', `/api/wishlist/${who.user.id}`)));
const add = (who: Who, productId: string, userId = who.user.id) =>
  call(who, 'POST', '/api/wishlist', { userId, productId });
const tick = () => (clock = new Date(clock.getTime() + 60_000));

describe('wishlist', () => {
  it('adds products (newest first), keeps one row per product and removes them', async () => {
    const me = await signedInMember(t.app);
    expect(await list(me)).toEqual([]);

    const first = await add(me, products[0].id);
    expect(first.statusCode).toBe(201);
    expect(WishlistItem.parse(json(first)).product).toEqual(products[0]);
    tick();
    expect((await add(me, products[1].id)).statusCode).toBe(201);
    tick();
    const again = await add(me, products[0].id);
    expect(again.statusCode).toBe(200);
    expect(json(again).id).toBe(json(first).id);

    expect((await list(me)).map((w) => w.productId)).toEqual([products[1].id, products[0].id]);
    const rows = await t.app.db.select().from(wishlistItems).where(eq(wishlistItems.userId, me.user.id));
    expect(rows).toHaveLength(2);

    const removed = await call(me, 'DELETE', `/api/wishlist/${me.user.id}/${products[1].id}`);
    expect(removed.statusCode).toBe(200);
    expect(json(removed)).toEqual({ success: true });
    expect((await list(me)).map((w) => w.productId)).toEqual([products[0].id]);
    const gone = await call(me, 'DELETE', `/api/wishlist/${me.user.id}/${products[1].id}`);
    expect(gone.statusCode).toBe(404);
  });

  it('keeps one row when the same product is added twice at once', async () => {
    const me = await signedInMember(t.app);
    const [a, b] = await Promise.all([add(me, products[4].id), add(me, products[4].id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(await list(me)).toHaveLength(1);
  });

  it('answers 404 for an unknown product and 400 for malformed ids', async () => {
    const me = await signedInMember(t.app);
    const missing = await add(me, MISSING);
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: 'Product not found' });
    expect((await add(me, 'nope')).statusCode).toBe(400);
    expect((await call(me, 'DELETE', `/api/wishlist/${me.user.id}/nope`)).statusCode).toBe(400);
    expect(await list(me)).toEqual([]);
  });

  it("needs a signed-in member and never reads or changes another member's list", async () => {
    const owner = await signedInMember(t.app);
    const intruder = await signedInMember(t.app);
    await add(owner, products[2].id);

    expect((await call(null, 'GET', `/api/wishlist/${owner.user.id}`)).statusCode).toBe(401);
    expect((await call(intruder, 'GET', `/api/wishlist/${owner.user.id}`)).statusCode).toBe(403);
    expect((await add(intruder, products[3].id, owner.user.id)).statusCode).toBe(403);
    expect((await call(intruder, 'DELETE', `/api/wishlist/${owner.user.id}/${products[2].id}`)).statusCode).toBe(403);
    expect((await call(null, 'DELETE', `/api/wishlist/${owner.user.id}/${products[2].id}`)).statusCode).toBe(401);

    expect((await list(owner)).map((w) => w.productId)).toEqual([products[2].id]);
    expect(await list(intruder)).toEqual([]);
  });
});
