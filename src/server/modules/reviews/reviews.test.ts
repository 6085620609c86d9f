// Reviews that are true (OPERATIONS §5, decision 0260), through the API of a real server: only a member with a
// delivered order holding the product may review it, posting again replaces, a hidden review leaves the rating and the
// count (audited), the cached product and list show the new figures at once, and the request mail goes once per order
// a few days after delivery.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Product } from '@shared/schemas/catalogue';
import { AdminOrder, Order, Quote } from '@shared/schemas/orders';
import {
  AdminReview,
  AdminReviewPage,
  MyReview,
  ProductReviews,
  Review,
  REVIEWS_PAGE_SIZE,
} from '@shared/schemas/reviews';
import { auditEntries } from '../audit';
import { products } from '../catalogue';
import {
  createTestApp,
  deliveryAddress,
  freshProduct,
  json,
  requestAs,
  signedInMember,
  staffCookie,
  staffCookieAs,
  type TestApp,
} from '../../testing/app';
import { mailsTo } from '../../testing/mail';
import { queueReviewRequests, reviews } from './index';

let t: TestApp;
let staff: string;
let clock = new Date('2026-05-04T09:00:00Z');
const tick = (ms = 60_000) => (clock = new Date(clock.getTime() + ms));
type Who = { user: { id: string; email: string }; cookie: string };

beforeAll(async () => {
  // The catalogue read cache on, as in production: a review must clear it.
  t = await createTestApp({ now: () => clock, catalogueCacheMs: 60_000 });
  staff = await staffCookie(t.app);
});
afterAll(() => t.close());

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);
async function ok<T>(res: Promise<{ statusCode: number; body: string }>, schema: z.ZodType<T>, status = 200) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return schema.parse(JSON.parse(r.body));
}

/** An order of these products placed by the member, paid and walked by staff to `status`. */
async function ordered(who: Who, productIds: string[], status: 'processing' | 'delivered' = 'delivered') {
  for (const productId of productIds) {
    const added = await as(who.cookie, 'POST', '/api/cart', { userId: who.user.id, productId, quantity: 1 });
    expect(added.statusCode, added.body).toBe(201);
  }
  const q = Quote.parse(json(await as(who.cookie, 'POST', `/api/cart/${who.user.id}/quote`, {})));
  const order = await ok(
    as(who.cookie, 'POST', '/api/orders', {
      userId: who.user.id,
      ...q,
      discountCode: q.discountCode ?? undefined,
      shippingAddress: deliveryAddress,
    }),
    Order,
    201,
  );
  const move = (body: Record<string, unknown>) =>
    ok(as(staff, 'POST', `/api/admin/orders/${order.id}/status`, body), AdminOrder);
  await ok(as(staff, 'POST', `/api/admin/orders/${order.id}/payment`, { status: 'paid' }), AdminOrder);
  await move({ status: 'processing' });
  if (status === 'delivered') {
    await move({ status: 'shipped', trackingNumber: 'RM1' });
    tick();
    await move({ status: 'delivered' });
  }
  return order;
}

const review = (who: Who | null, productId: string, body: Record<string, unknown>) =>
  as(who?.cookie ?? null, 'POST', `/api/products/${productId}/reviews`, body);
const listOf = (productId: string) => ok(as(null, 'GET', `/api/products/${productId}/reviews`), ProductReviews);
const productOf = (productId: string) => ok(as(null, 'GET', `/api/products/${productId}`), Product);
const good = { rating: 5, title: 'Calmed my skin', body: 'Two weeks in and the redness has gone down.' };

describe('writing a review', () => {
  it('is for members who received the product: 401 signed out, 403 before delivery or never bought', async () => {
    const product = await freshProduct(t.app, {});
    expect((await review(null, product.id, good)).statusCode).toBe(401);
    const stranger = await signedInMember(t.app);
    const refused = await review(stranger, product.id, good);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toMatch(/received/);
    const waiting = await signedInMember(t.app);
    await ordered(waiting, [product.id], 'processing');
    expect((await review(waiting, product.id, good)).statusCode).toBe(403);
    const mine = await ok(as(waiting.cookie, 'GET', `/api/products/${product.id}/reviews/mine`), MyReview);
    expect(mine).toEqual({ canReview: false, review: null });
    expect(await listOf(product.id)).toMatchObject({ reviews: [], rating: '0.0', reviewCount: 0 });
  });

  it('checks the rating and caps the lengths (400), and a product that does not exist is a 404', async () => {
    const product = await freshProduct(t.app, {});
    const buyer = await signedInMember(t.app);
    await ordered(buyer, [product.id]);
    for (const bad of [
      { ...good, rating: 0 },
      { ...good, rating: 6 },
      { ...good, rating: 4.5 },
      { ...good, title: '' },
      { ...good, title: 'x'.repeat(101) },
      { ...good, body: '   ' },
      { ...good, body: 'x'.repeat(2001) },
    ]) {
      expect((await review(buyer, product.id, bad)).statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await review(buyer, missing, good)).statusCode).toBe(404);
    expect((await as(null, 'GET', `/api/products/${missing}/reviews`)).statusCode).toBe(404);
  });

  it('201 for a buyer, shown newest first with their first name and "verified"; posting again replaces it', async () => {
    const product = await freshProduct(t.app, {});
    const ada = await signedInMember(t.app, { firstName: 'Ada' });
    const bo = await signedInMember(t.app, { firstName: 'Bo' });
    await ordered(ada, [product.id]);
    await ordered(bo, [product.id]);
    const first = await ok(review(ada, product.id, good), Review, 201);
    expect(first).toMatchObject({ ...good, firstName: 'Ada', verified: true });
    tick();
    await ok(review(bo, product.id, { rating: 4, title: 'Nice', body: 'Light and soaks in.' }), Review, 201);
    let list = await listOf(product.id);
    expect(list.reviews.map((r) => r.firstName)).toEqual(['Bo', 'Ada']);
    expect(list).toMatchObject({ rating: '4.5', reviewCount: 2 });
    expect(Object.keys(list.reviews[0]).sort()).toEqual(
      ['body', 'createdAt', 'firstName', 'id', 'rating', 'title', 'verified'].sort(),
    );
    // Ada changes her mind: one review each, hers replaced and now the newest.
    tick();
    const again = await ok(
      review(ada, product.id, { rating: 2, title: 'Stung a bit', body: 'Too strong.' }),
      Review,
      201,
    );
    expect(again.id).toBe(first.id);
    list = await listOf(product.id);
    expect(list.reviews).toHaveLength(2);
    expect(list.reviews[0]).toMatchObject({ firstName: 'Ada', rating: 2, title: 'Stung a bit' });
    expect(list).toMatchObject({ rating: '3.0', reviewCount: 2 });
    const mine = await ok(as(ada.cookie, 'GET', `/api/products/${product.id}/reviews/mine`), MyReview);
    expect(mine).toMatchObject({ canReview: true, review: { id: first.id, rating: 2, hidden: false } });
  });

  it('pages the list newest first', async () => {
    const product = await freshProduct(t.app, {});
    const rows = [];
    for (let i = 0; i < REVIEWS_PAGE_SIZE + 2; i++) {
      const m = await signedInMember(t.app, { firstName: `M${i}` });
      rows.push({ productId: product.id, userId: m.user.id, rating: 4, title: `t${i}`, body: 'b', createdAt: tick() });
    }
    await t.app.db.insert(reviews).values(rows);
    const one = await listOf(product.id);
    expect(one.reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(one.reviews[0].title).toBe(`t${REVIEWS_PAGE_SIZE + 1}`);
    expect(one).toMatchObject({ page: 1, hasMore: true, reviewCount: REVIEWS_PAGE_SIZE + 2 });
    const two = await ok(as(null, 'GET', `/api/products/${product.id}/reviews?page=2`), ProductReviews);
    expect(two.reviews.map((r) => r.title)).toEqual(['t1', 't0']);
    expect(two.hasMore).toBe(false);
  });
});

describe('the rating is what the visible reviews say', () => {
  const aggregateOf = async (productId: string) =>
    (
      await t.app.db
        .select({ rating: products.rating, reviewCount: products.reviewCount })
        .from(products)
        .where(eq(products.id, productId))
    )[0];

  it('is the mean to one decimal, rounded half up, of every visible review; deleting one takes it out', async () => {
    const product = await freshProduct(t.app, {});
    const members = await Promise.all([1, 2, 3, 4].map(() => signedInMember(t.app)));
    const add = (i: number, rating: number, hidden = false) =>
      t.app.db
        .insert(reviews)
        .values({
          productId: product.id,
          userId: members[i].user.id,
          rating,
          title: 't',
          body: 'b',
          ...(hidden ? { hiddenAt: clock, hiddenReason: 'abuse' } : {}),
        })
        .returning();
    expect(await aggregateOf(product.id)).toEqual({ rating: '0.0', reviewCount: 0 });
    await add(0, 5);
    await add(1, 5);
    await add(2, 4);
    expect(await aggregateOf(product.id)).toEqual({ rating: '4.7', reviewCount: 3 }); // 4.666…
    const [hidden] = await add(3, 1, true);
    expect(await aggregateOf(product.id)).toEqual({ rating: '4.7', reviewCount: 3 });
    await t.app.db.update(reviews).set({ hiddenAt: null }).where(eq(reviews.id, hidden.id));
    expect(await aggregateOf(product.id)).toEqual({ rating: '3.8', reviewCount: 4 }); // 3.75 rounds up
    await t.app.db.delete(reviews).where(eq(reviews.userId, members[3].user.id));
    await t.app.db.delete(reviews).where(eq(reviews.userId, members[2].user.id));
    expect(await aggregateOf(product.id)).toEqual({ rating: '5.0', reviewCount: 2 });
  });

  it('a hidden review leaves the rating and the count (audited), and comes back when shown; the cache follows', async () => {
    const product = await freshProduct(t.app, {});
    const fan = await signedInMember(t.app, { firstName: 'Fan' });
    const troll = await signedInMember(t.app, { firstName: 'Troll' });
    await ordered(fan, [product.id]);
    await ordered(troll, [product.id]);
    // Read (and cache) the product and the list before any review.
    expect(await productOf(product.id)).toMatchObject({ rating: '0.0', reviewCount: 0 });
    const listUrl = `/api/products?limit=100&search=${encodeURIComponent(product.name)}`;
    const cardOf = async () =>
      z
        .array(Product)
        .parse(json(await as(null, 'GET', listUrl)))
        .find((p) => p.id === product.id);
    expect(await cardOf()).toMatchObject({ reviewCount: 0 });

    await ok(review(fan, product.id, good), Review, 201);
    const bad = await ok(
      review(troll, product.id, { rating: 1, title: 'Rubbish', body: 'Insults here.' }),
      Review,
      201,
    );
    expect(await productOf(product.id)).toMatchObject({ rating: '3.0', reviewCount: 2 });
    expect(await cardOf()).toMatchObject({ rating: '3.0', reviewCount: 2 });

    // Support may not moderate reviews; marketing may.
    const support = await staffCookieAs(t.app, 'support');
    expect((await as(support, 'PATCH', `/api/admin/reviews/${bad.id}`, { hidden: true, reason: 'x' })).statusCode).toBe(
      403,
    );
    const marketing = await staffCookieAs(t.app, 'marketing');
    expect((await as(marketing, 'PATCH', `/api/admin/reviews/${bad.id}`, { hidden: true })).statusCode).toBe(400);
    const hidden = await ok(
      as(marketing, 'PATCH', `/api/admin/reviews/${bad.id}`, { hidden: true, reason: 'Abusive language' }),
      AdminReview,
    );
    expect(hidden).toMatchObject({ hidden: true, hiddenReason: 'Abusive language', firstName: 'Troll' });
    expect(await productOf(product.id)).toMatchObject({ rating: '5.0', reviewCount: 1 });
    expect(await cardOf()).toMatchObject({ rating: '5.0', reviewCount: 1 });
    const list = await listOf(product.id);
    expect(list.reviews.map((r) => r.id)).not.toContain(bad.id);
    expect(list).toMatchObject({ rating: '5.0', reviewCount: 1 });
    // Its author still sees it (marked hidden) to edit; rewriting it keeps it hidden.
    const mine = await ok(as(troll.cookie, 'GET', `/api/products/${product.id}/reviews/mine`), MyReview);
    expect(mine.review).toMatchObject({ id: bad.id, hidden: true });
    await ok(review(troll, product.id, { rating: 2, title: 'Meh', body: 'Not for me.' }), Review, 201);
    expect(await productOf(product.id)).toMatchObject({ rating: '5.0', reviewCount: 1 });

    const entries = await t.app.db.select().from(auditEntries).where(eq(auditEntries.entityId, bad.id));
    expect(entries).toMatchObject([
      {
        action: 'hide',
        entity: 'review',
        before: { hidden: false },
        after: { hidden: true, reason: 'Abusive language' },
      },
    ]);

    const queue = await ok(as(marketing, 'GET', '/api/admin/reviews?hidden=true'), AdminReviewPage);
    expect(queue.reviews.map((r) => r.id)).toContain(bad.id);
    expect(queue.reviews.every((r) => r.hidden)).toBe(true);
    const shown = await ok(as(staff, 'PATCH', `/api/admin/reviews/${bad.id}`, { hidden: false }), AdminReview);
    expect(shown).toMatchObject({ hidden: false, hiddenReason: null });
    expect(await productOf(product.id)).toMatchObject({ rating: '3.5', reviewCount: 2 });
    expect((await as(null, 'GET', '/api/admin/reviews')).statusCode).toBe(401);
  });
});

describe('the review request', () => {
  it('goes once per order, a few days after delivery, linking the products not reviewed yet', async () => {
    const reviewed = await freshProduct(t.app, {});
    const other = await freshProduct(t.app, {});
    const buyer = await signedInMember(t.app, { firstName: 'Cleo' });
    const order = await ordered(buyer, [reviewed.id, other.id]);
    await ok(review(buyer, reviewed.id, good), Review, 201);
    const deps = { db: t.app.db, outbox: t.app.outbox };
    expect(await queueReviewRequests(deps, new Date(clock.getTime() + 2 * 86_400_000))).not.toContain(order.id);
    const later = new Date(clock.getTime() + 3 * 86_400_000 + 60_000);
    expect(await queueReviewRequests(deps, later)).toContain(order.id);
    expect(await queueReviewRequests(deps, later)).not.toContain(order.id);
    let mails: string[] = [];
    for (let i = 0; i < 150 && mails.length === 0; i++) {
      mails = mailsTo(t.config.mailDir, buyer.user.email).filter((m) => /^Subject: How are you finding/im.test(m));
      if (mails.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Hi Cleo,');
    expect(mails[0]).toContain(`/product/${other.id}#write-review`);
    expect(mails[0]).not.toContain(`/product/${reviewed.id}#write-review`);
  });
});
