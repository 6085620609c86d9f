// The demo seed: idempotent, complete enough for every screen, and internally consistent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, getTableName, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from '../client';
import { users, verifyPassword } from '../../modules/auth';
import { categories, events, faqs, perks, products } from '../../modules/catalogue';
import { aiMessages, aiSessions } from '../../modules/coach';
import { orderItems, orders } from '../../modules/orders';
import { reviews } from '../../modules/reviews';
import { quizSubmissions } from '../../modules/quiz';
import { rewards } from '../../modules/rewards';
import { seedDemoData } from './index';
import { QUESTION_CATEGORIES } from '@shared/question-categories';
import { ShippingAddress } from '@shared/schemas/orders';
import { QUIZ_STATUSES } from '@shared/schemas/quiz';
import {
  demoAiSessions,
  demoMember,
  demoOrder,
  demoPerks,
  demoProducts,
  demoQuizSubmissions,
  demoReviewers,
  demoRewards,
  QUIZ_BLOCKS,
} from './demo-data';

const schema = {
  users,
  categories,
  events,
  faqs,
  perks,
  products,
  aiMessages,
  aiSessions,
  orderItems,
  orders,
  quizSubmissions,
  rewards,
  reviews,
};

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const NOW = new Date('2026-03-10T12:00:00Z');

const seededTables: PgTable[] = [
  schema.categories,
  schema.products,
  schema.rewards,
  schema.perks,
  schema.events,
  schema.faqs,
  schema.users,
  schema.orders,
  schema.orderItems,
  schema.quizSubmissions,
  schema.aiSessions,
  schema.aiMessages,
  schema.reviews,
];

/** '38.00' → 3800, independent of the seed's own helper. */
function pence(amount: string): number {
  expect(amount).toMatch(/^\d+\.\d{2}$/);
  const [pounds, pennies] = amount.split('.');
  return Number(pounds) * 100 + Number(pennies);
}

let handle: DatabaseHandle;
const countsAfter: Record<string, number>[] = [];

async function countRows(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of seededTables) {
    const [row] = await handle.db.select({ n: count() }).from(table);
    result[getTableName(table)] = row.n;
  }
  return result;
}

beforeAll(async () => {
  handle = await openDatabase({ migrationsFolder: path.join(root, 'drizzle') });
  await handle.migrate();
  await seedDemoData(handle.db, { now: NOW });
  countsAfter.push(await countRows());
  await seedDemoData(handle.db, { now: NOW });
  countsAfter.push(await countRows());
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe('seedDemoData', () => {
  it('is idempotent: a second run adds nothing', () => {
    expect(countsAfter[1]).toEqual(countsAfter[0]);
  });

  it('meets the demo minimums', () => {
    const c = countsAfter[0];
    expect(c.products).toBeGreaterThanOrEqual(20);
    expect(c.categories).toBeGreaterThanOrEqual(6);
    expect(c.rewards).toBeGreaterThanOrEqual(4);
    expect(c.perks).toBeGreaterThanOrEqual(2);
    expect(c.events).toBeGreaterThanOrEqual(3);
    expect(c.quiz_submissions).toBeGreaterThanOrEqual(5);
    expect(c.ai_sessions).toBeGreaterThanOrEqual(6);
    // The demo member and the reviewers, each with one delivered order (decision 0260).
    expect(c.users).toBe(1 + demoReviewers.length);
    expect(c.orders).toBe(1 + demoReviewers.length);
  });

  it('shows only ratings with reviews behind them, each by a member the product was delivered to', async () => {
    const rows = await handle.db.select().from(schema.reviews);
    expect(rows.length).toBe(demoReviewers.reduce((n, r) => n + r.reviews.length, 0));
    for (const p of await handle.db.select().from(schema.products)) {
      const mine = rows.filter((r) => r.productId === p.id && r.hiddenAt === null);
      const mean = mine.length ? Math.round((mine.reduce((s, r) => s + r.rating, 0) / mine.length) * 10) / 10 : 0;
      expect({ rating: p.rating, reviewCount: p.reviewCount }, p.slug).toEqual({
        rating: mean.toFixed(1),
        reviewCount: mine.length,
      });
    }
    const delivered = await handle.db
      .select({ userId: orders.userId, productId: orderItems.productId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.status, 'delivered'));
    for (const r of rows) {
      expect(
        delivered.some((d) => d.userId === r.userId && d.productId === r.productId),
        r.title,
      ).toBe(true);
    }
  });

  it('puts at least one product in every category and flags enough of them', async () => {
    const categories = await handle.db.select().from(schema.categories);
    const products = await handle.db.select().from(schema.products);
    for (const category of categories) {
      expect(products.filter((p) => p.categoryId === category.id).length, category.slug).toBeGreaterThanOrEqual(1);
    }
    expect(products.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(4);
    expect(products.filter((p) => p.isNew).length).toBeGreaterThanOrEqual(4);
    expect(products.filter((p) => p.isExclusive).length).toBeGreaterThanOrEqual(4);
    expect(products.filter((p) => p.memberPrice === null).length).toBeGreaterThanOrEqual(2);
  });

  it('prices every product sensibly: member price absent or below the normal price', async () => {
    const products = await handle.db.select().from(schema.products);
    for (const p of products) {
      expect(pence(p.price), p.slug).toBeGreaterThan(0);
      if (p.memberPrice !== null) expect(pence(p.memberPrice), p.slug).toBeLessThan(pence(p.price));
      expect(p.ingredients.length, p.slug).toBeGreaterThan(0);
      expect(p.benefits.length, p.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('references only image files that exist under public/', async () => {
    const categories = await handle.db.select({ url: schema.categories.imageUrl }).from(schema.categories);
    const products = await handle.db.select({ url: schema.products.imageUrl }).from(schema.products);
    const urls = [...categories, ...products].map((r) => r.url);
    for (const url of urls) {
      expect(url, url).toMatch(/^\/images\/(products|categories)\/[a-z0-9-]+\.svg$/);
      const file = path.join(root, 'public', url);
      expect(fs.existsSync(file), file).toBe(true);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg, file).toContain('<title>');
      expect(fs.statSync(file).size, file).toBeLessThan(3 * 1024);
    }
  });

  it('gives the demo order exactly consistent figures', async () => {
    const [user] = await handle.db.select().from(schema.users).where(eq(schema.users.email, demoMember.email));
    const userOrders = await handle.db.select().from(schema.orders).where(eq(schema.orders.userId, user.id));
    expect(userOrders).toHaveLength(1);
    const order = userOrders[0];
    const items = await handle.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
    expect(items.length).toBeGreaterThanOrEqual(2);

    const products = await handle.db.select().from(schema.products);
    const byId = new Map(products.map((p) => [p.id, p]));
    let subtotal = 0;
    let total = 0;
    for (const item of items) {
      const product = byId.get(item.productId) as InferSelectModel<typeof schema.products>;
      expect(item.productName).toBe(product.name);
      expect(item.listPrice).toBe(product.price);
      expect(item.price).toBe(product.memberPrice ?? product.price);
      subtotal += pence(item.listPrice) * item.quantity;
      total += pence(item.price) * item.quantity;
    }
    expect(order.status).toBe('delivered');
    expect(pence(order.subtotal)).toBe(subtotal);
    expect(pence(order.total)).toBe(total);
    expect(pence(order.memberDiscount)).toBe(subtotal - total);
    expect(order.shipping).toBe('0.00');
    expect(order.pointsEarned).toBe(Math.floor(total / 100));
    expect(order.shippingAddress?.country).toBe('United Kingdom');
    expect(order.createdAt.getTime()).toBeLessThan(NOW.getTime());
  });

  it('creates the demo member with a working password', async () => {
    const [user] = await handle.db.select().from(schema.users).where(eq(schema.users.email, 'demo@example.com'));
    expect(user.membershipTier).toBe('skin_circle');
    expect(user.rewardPoints).toBeGreaterThan(0);
    expect(await verifyPassword('skincircle', user.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong-password', user.passwordHash)).toBe(false);
  });

  it('gives the demo perks the terms their descriptions state, and brings an older database in step', async () => {
    const byCode = async () => new Map((await handle.db.select().from(schema.perks)).map((p) => [p.code, p] as const));
    let perks = await byCode();
    expect(perks.get('SCBIRTHDAY20')).toMatchObject({
      birthdayMonthOnly: true,
      fullPriceOnly: true,
      oncePerMember: true,
      firstOrderOnly: false,
      maxUses: null,
    });
    expect(perks.get('SCFRIEND15')).toMatchObject({ firstOrderOnly: true, maxUses: null });
    expect(perks.get('SCFREESHIP')).toMatchObject({ firstOrderOnly: false, minSpend: null, maxUses: 1000 });

    // A database seeded before the terms: the birthday perk shop-wide with one use, used; no terms.
    await handle.db
      .update(schema.perks)
      .set({ maxUses: 1, currentUses: 1, birthdayMonthOnly: false, fullPriceOnly: false, oncePerMember: false })
      .where(eq(schema.perks.code, 'SCBIRTHDAY20'));
    const before = await countRows();
    await seedDemoData(handle.db, { now: NOW });
    expect(await countRows()).toEqual(before);
    perks = await byCode();
    expect(perks.get('SCBIRTHDAY20')).toMatchObject({
      birthdayMonthOnly: true,
      fullPriceOnly: true,
      oncePerMember: true,
      maxUses: null,
      currentUses: 1, // its uses are the shop's record, kept
    });
  });

  it('seeds the sample perks and upcoming events of SPEC §9', async () => {
    const perks = await handle.db.select().from(schema.perks);
    const shipping = perks.find((p) => p.discountType === 'shipping');
    expect(shipping).toMatchObject({ discountValue: '100.00', maxUses: 1000, currentUses: 247 });
    const early = perks.find((p) => p.description === 'Shop new releases 48hrs early');
    expect(early).toMatchObject({ discountType: 'percentage', discountValue: '0.00', maxUses: null });

    const events = await handle.db.select().from(schema.events);
    for (const e of events) expect(e.dateTime.getTime(), e.title).toBeGreaterThan(NOW.getTime());
    expect(
      events.some(
        (e) => e.eventType === 'skin_genius_iq' && e.duration === 60 && e.price === '45.00' && e.maxAttendees === 8,
      ),
    ).toBe(true);
    expect(events.some((e) => e.eventType !== 'skin_genius_iq')).toBe(true);
    // 18:30 in London on a March day (GMT) is 18:30 UTC.
    const first = events.find((e) => e.eventType === 'skin_genius_iq' && e.duration === 60);
    expect(first?.dateTime.toISOString().slice(11, 16)).toBe('18:30');

    const faqs = await handle.db.select().from(schema.faqs);
    for (const category of ['Membership', 'Products', 'Events']) {
      expect(faqs.filter((f) => f.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it('seeds quiz submissions covering every console case, with catalogue recommendations', async () => {
    const submissions = await handle.db.select().from(schema.quizSubmissions);
    const rawOf = (s: (typeof submissions)[number]) => s.questions.find((q) => q.question === 'Raw Data')?.answer;
    const parse = (text: string | undefined): unknown => {
      if (text === undefined) return undefined;
      try {
        return JSON.parse(text);
      } catch {
        return 'malformed';
      }
    };

    expect(submissions.some((s) => s.questions.length === 0)).toBe(true);
    expect(submissions.some((s) => s.questions.length > 0 && rawOf(s) === undefined)).toBe(true);
    expect(submissions.some((s) => parse(rawOf(s)) === 'malformed')).toBe(true);
    expect(
      submissions.some((s) => {
        const raw = parse(rawOf(s));
        return typeof raw === 'object' && raw !== null && 'email' in raw && !('answersByBlock' in raw);
      }),
    ).toBe(true);
    expect(submissions.some((s) => s.questions.some((q) => q.answer.includes('<img src=x onerror=alert(1)>')))).toBe(
      true,
    );
    expect(new Set(submissions.map((s) => s.status))).toEqual(
      new Set(['pending', 'reviewed', 'contacted', 'completed']),
    );

    const demo = submissions.find((s) => s.email === 'demo@example.com');
    const raw = parse(rawOf(demo!)) as {
      answersByBlock: Record<string, { value: string | string[] }>;
      recommendationsBySlot: Record<
        string,
        { title: string; price: { amount: string; currencyCode: string }; image: { url: string } }[]
      >;
    };
    for (const blockId of Object.values(QUIZ_BLOCKS)) {
      expect(
        Object.keys(raw.answersByBlock).some((key) => key.endsWith(blockId)),
        blockId,
      ).toBe(true);
    }
    const catalogue = new Map(demoProducts.map((p) => [p.name, p]));
    const recs = Object.values(raw.recommendationsBySlot).flat();
    expect(recs.length).toBeGreaterThan(0);
    for (const rec of recs) {
      const product = catalogue.get(rec.title);
      expect(product, rec.title).toBeDefined();
      expect(rec.price).toEqual({ amount: product!.price, currencyCode: 'GBP' });
      expect(fs.existsSync(path.join(root, 'public', rec.image.url)), rec.image.url).toBe(true);
    }
  });

  it('seeds AI sessions whose message counts and recommendations match', async () => {
    const sessions = await handle.db.select().from(schema.aiSessions);
    const messages = await handle.db.select().from(schema.aiMessages);
    const productNames = new Set(demoProducts.map((p) => p.name));
    const fourteenDays = 14 * 24 * 60 * 60 * 1000;
    for (const s of sessions) {
      const own = messages.filter((m) => m.aiSessionId === s.id);
      expect(own.length, s.sessionId).toBe(s.messageCount);
      expect(own.length, s.sessionId).toBeGreaterThanOrEqual(2);
      expect(s.createdAt.getTime(), s.sessionId).toBeGreaterThan(NOW.getTime() - fourteenDays);
      expect(s.createdAt.getTime(), s.sessionId).toBeLessThan(NOW.getTime());
      for (const m of own) {
        expect(['user', 'assistant']).toContain(m.sender);
        expect(m.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
        const recs = (m.details?.productRecommendations ?? []) as { name: string; productId: string | null }[];
        for (const r of recs) {
          expect(productNames.has(r.name), r.name).toBe(true);
          expect(r.productId, r.name).not.toBeNull();
        }
      }
    }
    expect(sessions.some((s) => s.sessionStatus === 'completed')).toBe(true);
    expect(sessions.some((s) => s.sessionStatus !== 'completed')).toBe(true);
    expect(sessions.some((s) => s.email === null)).toBe(true);
    expect(sessions.filter((s) => s.userId !== null).length).toBe(
      demoAiSessions.filter((s) => s.ownedByDemoMember).length,
    );
  });
});

// The data is JSON (./data): its strings are only typed by a cast, so the vocabularies the API shares are checked here.
describe('the demo data files', () => {
  it('use only the values the API accepts for quiz statuses, question categories, code kinds and the address', () => {
    for (const submission of demoQuizSubmissions) expect(QUIZ_STATUSES).toContain(submission.status);
    for (const session of demoAiSessions)
      for (const category of session.questionCategories) expect(QUESTION_CATEGORIES).toContain(category);
    const kinds = ['percentage', 'fixed', 'shipping'];
    for (const perk of demoPerks) expect(kinds).toContain(perk.discountType);
    for (const reward of demoRewards) if (reward.discountType !== null) expect(kinds).toContain(reward.discountType);
    expect(ShippingAddress.safeParse(demoOrder.shippingAddress).success).toBe(true);
  });
});
