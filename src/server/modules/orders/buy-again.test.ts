// Buy again (issue 46), through the API of a real server: an order's products still for sale go back in the cart at
// today's prices, what is no longer sold or sold out is skipped with its reason, and only the order's owner may.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CartItem } from '@shared/schemas/cart';
import { BuyAgainResult, Order, Quote } from '@shared/schemas/orders';
import { products } from '../catalogue';
import {
  createTestApp,
  deliveryAddress,
  freshProduct,
  json,
  requestAs,
  signedInMember,
  type TestApp,
} from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = { user: { id: string }; cookie: string };
const as = (who: Who | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, who?.cookie ?? null, method, url, payload);

async function order(who: Who, lines: Array<{ productId: string; quantity: number }>) {
  for (const line of lines) {
    const added = await as(who, 'POST', '/api/cart', { userId: who.user.id, ...line });
    expect(added.statusCode, added.body).toBe(201);
  }
  const q = Quote.parse(json(await as(who, 'POST', `/api/cart/${who.user.id}/quote`, {})));
  const res = await as(who, 'POST', '/api/orders', {
    userId: who.user.id,
    ...q,
    discountCode: q.discountCode ?? undefined,
    shippingAddress: deliveryAddress,
  });
  expect(res.statusCode, res.body).toBe(201);
  return Order.parse(json(res));
}

describe('buy again', () => {
  it('puts the products still for sale back in the cart at today’s prices and says what it skipped', async () => {
    const me = await signedInMember(t.app);
    const kept = await freshProduct(t.app, { price: '20.00', memberPrice: null, stock: 3 });
    const retired = await freshProduct(t.app, {});
    const soldOut = await freshProduct(t.app, {});
    const placed = await order(me, [
      { productId: kept.id, quantity: 2 },
      { productId: retired.id, quantity: 1 },
      { productId: soldOut.id, quantity: 1 },
    ]);
    await t.app.db.update(products).set({ price: '24.00', stock: 1 }).where(eq(products.id, kept.id));
    await t.app.db.update(products).set({ isActive: false, status: 'archived' }).where(eq(products.id, retired.id));
    await t.app.db.update(products).set({ stock: 0 }).where(eq(products.id, soldOut.id));

    const res = await as(me, 'POST', `/api/orders/${me.user.id}/${placed.id}/buy-again`);
    expect(res.statusCode, res.body).toBe(200);
    const result = BuyAgainResult.parse(json(res));
    // Two were ordered; one is left: the line is cut to what can be sold.
    expect(result.added).toEqual([{ productId: kept.id, productName: kept.name, quantity: 1 }]);
    expect(result.skipped).toEqual(
      expect.arrayContaining([
        { productId: retired.id, productName: retired.name, reason: 'no longer sold' },
        { productId: soldOut.id, productName: soldOut.name, reason: 'sold out' },
      ]),
    );
    const cart = z.array(CartItem).parse(json(await as(me, 'GET', `/api/cart/${me.user.id}`)));
    expect(cart.map((l) => [l.productId, l.quantity, l.product.price])).toEqual([[kept.id, 1, '24.00']]);
    // Again: the cart already holds every unit left.
    const again = BuyAgainResult.parse(json(await as(me, 'POST', `/api/orders/${me.user.id}/${placed.id}/buy-again`)));
    expect(again.added).toEqual([]);
    expect(again.skipped).toContainEqual({
      productId: kept.id,
      productName: kept.name,
      reason: 'already in your cart',
    });
  });

  it('is the owner’s only: 401 signed out, 403 for another member, 404 for an order that is not theirs', async () => {
    const me = await signedInMember(t.app);
    const other = await signedInMember(t.app);
    const p = await freshProduct(t.app, {});
    const placed = await order(me, [{ productId: p.id, quantity: 1 }]);
    const url = `/api/orders/${me.user.id}/${placed.id}/buy-again`;
    expect((await as(null, 'POST', url)).statusCode).toBe(401);
    expect((await as(other, 'POST', url)).statusCode).toBe(403);
    expect((await as(other, 'POST', `/api/orders/${other.user.id}/${placed.id}/buy-again`)).statusCode).toBe(404);
  });
});
