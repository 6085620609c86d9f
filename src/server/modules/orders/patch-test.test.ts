// The patch-test nudge (decision 0310): a member's first order holding a kind of active they have not bought
// before says so; the next order with the same kind does not; their own orders only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PatchTestResponse } from '@shared/schemas/patch-test';
import { products } from '../catalogue';
import { createTestApp, json, placeCartOrder, requestAs, signedInMember, type TestApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const productId = async (name: string) => {
  const [row] = await t.app.db.select({ id: products.id }).from(products).where(eq(products.name, name));
  return row.id;
};

describe('GET /api/orders/{userId}/{orderId}/patch-test', () => {
  it('nudges on the first order with a new active, not on a later one with the same', async () => {
    const m = await signedInMember(t.app);
    const nudge = async (orderId: string) => {
      const res = await requestAs(t.app, m.cookie, 'GET', `/api/orders/${m.user.id}/${orderId}/patch-test`);
      expect(res.statusCode).toBe(200);
      return PatchTestResponse.parse(json(res)).nudge;
    };
    const serum = await placeCartOrder(t.app, m, { productId: await productId('Retinal 0.1% Renewal Serum') });
    const first = await nudge(serum.id);
    expect(first?.newActives).toEqual([
      { kind: 'retinoid', label: 'a retinoid', products: ['Retinal 0.1% Renewal Serum'] },
    ]);
    expect(first?.points.join(' ')).toMatch(/behind your ear or on your inner arm.*24 to 48 hours/);
    expect(first?.sources.map((s) => s.publisher)).toContain('NHS');

    // Another retinoid later is not new; an exfoliating acid is.
    const more = await placeCartOrder(t.app, m, { productId: await productId('Retinol 0.3% Starter Night Serum') });
    expect(await nudge(more.id)).toBeNull();
    const peel = await placeCartOrder(t.app, m, { productId: await productId('Glycolic Resurfacing Night Peel') });
    expect((await nudge(peel.id))?.newActives.map((a) => a.kind)).toEqual(['exfoliating_acid']);
    // Looking back at the serum's order still shows its nudge: it was the first with a retinoid.
    expect((await nudge(serum.id))?.newActives.map((a) => a.kind)).toEqual(['retinoid']);
  });

  it("is silent for an order without actives; refuses another member's order (403) and an unknown one (404)", async () => {
    const owner = await signedInMember(t.app);
    const other = await signedInMember(t.app);
    const order = await placeCartOrder(t.app, owner, { productId: await productId('Gentle Ceramide Cream Cleanser') });
    const own = await requestAs(t.app, owner.cookie, 'GET', `/api/orders/${owner.user.id}/${order.id}/patch-test`);
    expect(json(own)).toEqual({ nudge: null }); // no active in a cleanser
    const theirs = await requestAs(t.app, other.cookie, 'GET', `/api/orders/${owner.user.id}/${order.id}/patch-test`);
    expect(theirs.statusCode).toBe(403);
    const unknown = await requestAs(t.app, other.cookie, 'GET', `/api/orders/${other.user.id}/${order.id}/patch-test`);
    expect(unknown.statusCode).toBe(404);
  });
});
