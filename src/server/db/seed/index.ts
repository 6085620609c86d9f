// Demo-mode seeding (DESIGN §2): idempotent, one transaction, batch inserts.
// Rows that already exist (matched on their unique column) are left untouched (perks take their demo terms); the demo order and the AI
// messages are written only together with their newly inserted parent row.
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { toDecimal as fromPence, toPence } from '@shared/money';
import { aiMessages, aiSessions } from '../../modules/coach';
import { categories, events, faqs, perks, products } from '../../modules/catalogue';
import { orderHistory, orderItems, orders } from '../../modules/orders';
import { quizSubmissions } from '../../modules/quiz';
import { memberConsents } from '../../modules/consents';
import { reviewRequests, reviews } from '../../modules/reviews';
import { rewards } from '../../modules/rewards';
import { hashPassword, users } from '../../modules/auth';
import {
  demoAiSessions,
  demoCategories,
  demoEvents,
  demoFaqs,
  demoMember,
  demoOrder,
  demoPerks,
  demoProducts,
  demoQuizSubmissions,
  demoReviewers,
  demoStock,
  DEMO_STOCK_DEFAULT,
  demoRewards,
} from './demo-data';

export type SeedOptions = {
  /** The moment relative dates (events, sessions, the demo order…) are computed from; defaults to the clock. */
  now?: Date;
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The instant it is `hh:mm` in the UK (Europe/London, so GMT or BST) on the day `dayOffset` days after `now`. */
export function londonDateTime(now: Date, dayOffset: number, hhmm: string): Date {
  const [hours, minutes] = hhmm.split(':').map(Number);
  const day = new Date(now.getTime() + dayOffset * DAY);
  const parts = londonParts(day);
  const wallClockAsUtc = Date.UTC(parts.year, parts.month - 1, parts.day, hours, minutes);
  // London's offset from UTC at (about) that moment; at 18:30 no clock change is ever near.
  const offset = londonWallClockAsUtc(new Date(wallClockAsUtc)) - wallClockAsUtc;
  return new Date(wallClockAsUtc - offset);
}

const londonFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function londonParts(date: Date) {
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(londonFormat.formatToParts(date).find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

function londonWallClockAsUtc(date: Date): number {
  const p = londonParts(date);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

type ProductPrices = { id: string; name: string; price: string; memberPrice: string | null };

/**
 * The demo order's figures, exactly as checkout computes them (SPEC §9), in integer pence: each item is paid at
 * its member price (or the normal price when it has none); subtotal is the list-price sum, total the paid sum,
 * the member discount their difference, shipping free, 1 point per whole pound of the total.
 */
export function demoOrderFigures(productBySlug: Map<string, ProductPrices>) {
  return orderFigures(productBySlug, demoOrder.items);
}

/** A member-priced order of these products: its figures and lines, exactly as checkout would make them. */
function orderFigures(productBySlug: Map<string, ProductPrices>, items: { productSlug: string; quantity: number }[]) {
  const lines = items.map((item) => {
    const p = productBySlug.get(item.productSlug);
    if (!p) throw new Error(`demo order: unknown product ${item.productSlug}`);
    const listPence = toPence(p.price);
    const paidPence = p.memberPrice === null ? listPence : toPence(p.memberPrice);
    return { product: p, quantity: item.quantity, listPence, paidPence };
  });
  const subtotalPence = lines.reduce((sum, l) => sum + l.listPence * l.quantity, 0);
  const totalPence = lines.reduce((sum, l) => sum + l.paidPence * l.quantity, 0);
  return {
    subtotal: fromPence(subtotalPence),
    memberDiscount: fromPence(subtotalPence - totalPence),
    shipping: '0.00',
    total: fromPence(totalPence),
    pointsEarned: Math.floor(totalPence / 100),
    items: lines.map((l) => ({
      productId: l.product.id,
      productName: l.product.name,
      quantity: l.quantity,
      price: fromPence(l.paidPence),
      listPrice: fromPence(l.listPence),
    })),
  };
}

const isoToDate = (iso: string | null) => (iso === null ? null : new Date(iso));

export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms);

  // scrypt is deliberately slow: hash only when the demo member does not exist yet (outside the transaction).
  const existingMember = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [demoMember.email]));
  const passwordHash = existingMember.length === 0 ? await hashPassword(demoMember.password) : null;

  await db.transaction(async (tx) => {
    // ── Catalogue ──
    await tx
      .insert(categories)
      .values(demoCategories.map((c) => ({ ...c })))
      .onConflictDoNothing({ target: categories.slug });
    const categoryRows = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(
        inArray(
          categories.slug,
          demoCategories.map((c) => c.slug),
        ),
      );
    const categoryIdBySlug = new Map(categoryRows.map((c) => [c.slug, c.id]));

    await tx
      .insert(products)
      .values(
        demoProducts.map(({ categorySlug, ...p }) => {
          const categoryId = categoryIdBySlug.get(categorySlug);
          if (!categoryId) throw new Error(`demo product ${p.slug}: unknown category ${categorySlug}`);
          return { ...p, categoryId, stock: demoStock[p.slug] ?? DEMO_STOCK_DEFAULT };
        }),
      )
      .onConflictDoNothing({ target: products.slug });
    const productRows = await tx
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        price: products.price,
        memberPrice: products.memberPrice,
      })
      .from(products)
      .where(
        inArray(
          products.slug,
          demoProducts.map((p) => p.slug),
        ),
      );
    const productBySlug = new Map(productRows.map((p) => [p.slug, p]));
    const productIdByName = new Map(productRows.map((p) => [p.name, p.id]));

    // ── Rewards: `code` is unique but optional, so rewards without a code are matched on their name. ──
    const existingRewards = await tx.select({ name: rewards.name, code: rewards.code }).from(rewards);
    const rewardNames = new Set(existingRewards.map((r) => r.name));
    const rewardCodes = new Set(existingRewards.map((r) => r.code).filter((c): c is string => c !== null));
    const newRewards = demoRewards.filter(
      (r) => !rewardNames.has(r.name) && !(r.code !== null && rewardCodes.has(r.code)),
    );
    if (newRewards.length > 0) {
      await tx
        .insert(rewards)
        .values(newRewards.map((r) => ({ ...r, validUntil: isoToDate(r.validUntil) })))
        .onConflictDoNothing();
    }

    await tx
      .insert(perks)
      .values(demoPerks.map((p) => ({ ...p, validUntil: isoToDate(p.validUntil), inWallet: true })))
      // An existing perk keeps its uses and wording, but takes the terms its description states and the demo's
      // use limit (decision 0210): a database seeded before the terms existed is brought in step.
      .onConflictDoUpdate({
        target: perks.code,
        set: {
          maxUses: sql`excluded.max_uses`,
          firstOrderOnly: sql`excluded.first_order_only`,
          oncePerMember: sql`excluded.once_per_member`,
          fullPriceOnly: sql`excluded.full_price_only`,
          birthdayMonthOnly: sql`excluded.birthday_month_only`,
          minSpend: sql`excluded.min_spend`,
        },
      });

    await tx
      .insert(events)
      .values(
        demoEvents.map(({ dayOffset, londonTime, ...e }) => ({
          ...e,
          dateTime: londonDateTime(now, dayOffset, londonTime),
        })),
      )
      .onConflictDoNothing({ target: events.title });

    await tx
      .insert(faqs)
      .values(demoFaqs.map((f) => ({ ...f })))
      .onConflictDoNothing({ target: faqs.question });

    // ── The demo member and, only when the member is new, their past order ──
    let memberId: string | undefined;
    if (passwordHash !== null) {
      const joined = ago(demoMember.joinedDaysAgo * DAY);
      const inserted = await tx
        .insert(users)
        .values({
          email: demoMember.email,
          firstName: demoMember.firstName,
          lastName: demoMember.lastName,
          passwordHash,
          membershipTier: demoMember.membershipTier,
          rewardPoints: demoMember.rewardPoints,
          shopifyCustomerId: `customer-${joined.getTime()}`,
          skinType: demoMember.skinType,
          skinConcerns: demoMember.skinConcerns,
          emailVerifiedAt: joined,
          createdAt: joined,
          lastActiveAt: now,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (inserted.length > 0) {
        memberId = inserted[0].id;
        // The demo member keeps her coach conversations with her account: she said yes when she joined (decision
        // 0110), so the sweep of conversations kept without consent leaves the demo's alone.
        await tx
          .insert(memberConsents)
          .values({ userId: memberId, kind: 'health', given: true, source: 'demo', at: joined });
        const order = demoOrderFigures(productBySlug);
        const placed = ago(demoOrder.createdDaysAgo * DAY);
        const at = (daysAfter: number) => new Date(placed.getTime() + daysAfter * DAY);
        const [orderRow] = await tx
          .insert(orders)
          .values({
            userId: memberId,
            status: demoOrder.status,
            subtotal: order.subtotal,
            memberDiscount: order.memberDiscount,
            shipping: order.shipping,
            total: order.total,
            pointsEarned: order.pointsEarned,
            // Delivered: paid, and its points are part of the member's balance (credited on delivery).
            paymentStatus: 'paid',
            pointsCreditedAt: at(demoOrder.timeline.at(-1)!.daysAfter),
            trackingNumber: demoOrder.trackingNumber,
            shippingAddress: demoOrder.shippingAddress,
            createdAt: placed,
            updatedAt: at(demoOrder.timeline.at(-1)!.daysAfter),
          })
          .returning({ id: orders.id });
        await tx.insert(orderItems).values(order.items.map((item) => ({ ...item, orderId: orderRow.id })));
        // Seeded history: its review request counts as sent long ago (no mail on a demo's first start).
        await tx
          .insert(reviewRequests)
          .values({ orderId: orderRow.id, queuedAt: at(demoOrder.timeline.at(-1)!.daysAfter) });
        await tx.insert(orderHistory).values(
          demoOrder.timeline.map((entry) => ({
            orderId: orderRow.id,
            status: entry.status,
            paymentStatus: entry.paymentStatus ?? null,
            by: entry.by,
            note: entry.note,
            createdAt: at(entry.daysAfter),
          })),
        );
      }
    }
    if (memberId === undefined) {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.email, [demoMember.email]));
      memberId = row?.id;
    }

    // ── Reviews, by demo members who bought the product (decision 0260): each new reviewer gets one delivered
    // order of exactly what they review; the products' ratings follow from the rows (a trigger). ──
    for (const reviewer of demoReviewers) {
      const deliveredAt = ago(reviewer.deliveredDaysAgo * DAY);
      const placed = new Date(deliveredAt.getTime() - demoOrder.timeline.at(-1)!.daysAfter * DAY);
      const at = (daysAfter: number) => new Date(placed.getTime() + daysAfter * DAY);
      const order = orderFigures(
        productBySlug,
        reviewer.reviews.map((r) => ({ productSlug: r.productSlug, quantity: 1 })),
      );
      const inserted = await tx
        .insert(users)
        .values({
          email: reviewer.email,
          firstName: reviewer.firstName,
          lastName: reviewer.lastName,
          rewardPoints: order.pointsEarned,
          emailVerifiedAt: placed,
          createdAt: placed,
          lastActiveAt: ago(
            (reviewer.deliveredDaysAgo - Math.max(...reviewer.reviews.map((r) => r.daysAfterDelivery))) * DAY,
          ),
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (inserted.length === 0) continue;
      const userId = inserted[0].id;
      const [orderRow] = await tx
        .insert(orders)
        .values({
          userId,
          status: 'delivered',
          subtotal: order.subtotal,
          memberDiscount: order.memberDiscount,
          shipping: order.shipping,
          total: order.total,
          pointsEarned: order.pointsEarned,
          paymentStatus: 'paid',
          pointsCreditedAt: deliveredAt,
          trackingNumber: reviewer.trackingNumber,
          shippingAddress: {
            firstName: reviewer.firstName,
            lastName: reviewer.lastName,
            address: reviewer.address,
            city: reviewer.city,
            postalCode: reviewer.postalCode,
            country: 'United Kingdom',
          },
          createdAt: placed,
          updatedAt: deliveredAt,
        })
        .returning({ id: orders.id });
      await tx.insert(orderItems).values(order.items.map((item) => ({ ...item, orderId: orderRow.id })));
      await tx.insert(reviewRequests).values({ orderId: orderRow.id, queuedAt: deliveredAt });
      await tx.insert(orderHistory).values(
        demoOrder.timeline.map((entry) => ({
          orderId: orderRow.id,
          status: entry.status,
          paymentStatus: entry.paymentStatus ?? null,
          by: entry.by,
          note: entry.note,
          createdAt: at(entry.daysAfter),
        })),
      );
      await tx.insert(reviews).values(
        reviewer.reviews.map((r) => ({
          productId: productBySlug.get(r.productSlug)!.id,
          userId,
          rating: r.rating,
          title: r.title,
          body: r.body,
          createdAt: new Date(deliveredAt.getTime() + r.daysAfterDelivery * DAY),
        })),
      );
    }

    // ── Quiz submissions ──
    await tx
      .insert(quizSubmissions)
      .values(
        demoQuizSubmissions.map(({ createdHoursAgo, updatedHoursAgo, ...q }) => ({
          ...q,
          createdAt: ago(createdHoursAgo * HOUR),
          updatedAt: ago(updatedHoursAgo * HOUR),
        })),
      )
      .onConflictDoNothing({ target: quizSubmissions.externalId });

    // ── AI assistant sessions and, for the newly inserted ones, their messages ──
    const insertedSessions = await tx
      .insert(aiSessions)
      .values(
        demoAiSessions.map((s) => {
          const startedAt = ago(s.createdHoursAgo * HOUR);
          const lastOffset = Math.max(0, ...s.messages.map((m) => m.minuteOffset));
          return {
            sessionId: s.sessionId,
            userId: s.ownedByDemoMember ? (memberId ?? null) : null,
            channel: s.channel,
            email: s.email,
            messageCount: s.messages.length,
            sessionStatus: s.sessionStatus,
            emailSent: s.emailSent,
            questionCategories: s.questionCategories,
            createdAt: startedAt,
            startedAt,
            updatedAt: new Date(startedAt.getTime() + lastOffset * MINUTE + (s.messages.length - 1) * SECOND),
          };
        }),
      )
      .onConflictDoNothing({ target: aiSessions.sessionId })
      .returning({ id: aiSessions.id, sessionId: aiSessions.sessionId, startedAt: aiSessions.startedAt });

    const messageRows = insertedSessions.flatMap((row) => {
      const session = demoAiSessions.find((s) => s.sessionId === row.sessionId);
      if (!session) return [];
      return session.messages.map((m, index) => {
        const recommendations = (m.productRecommendations ?? []).map((r) => ({
          ...r,
          productId: productIdByName.get(r.name) ?? null,
        }));
        const hasDetails =
          m.sender === 'assistant' && (recommendations.length > 0 || (m.followUpQuestions?.length ?? 0) > 0);
        return {
          aiSessionId: row.id,
          sender: m.sender,
          message: m.message,
          confidence: m.sender === 'assistant' ? (m.confidence ?? null) : null,
          details: hasDetails
            ? { followUpQuestions: m.followUpQuestions ?? [], productRecommendations: recommendations }
            : null,
          // Same-minute replies keep their order: one second apart per position.
          createdAt: new Date(row.startedAt.getTime() + m.minuteOffset * MINUTE + index * SECOND),
        };
      });
    });
    if (messageRows.length > 0) await tx.insert(aiMessages).values(messageRows);
  });
}
