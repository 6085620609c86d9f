// The review request (OPERATIONS §5, decision 0260): a service mail a few days after an order is delivered, once per
// order, linking each product of the order the member has not reviewed yet to its review form. The 'reviews.requests'
// job finds the orders due; the mark (review_requests) and the mail are written in one transaction.
import { and, asc, eq, gt, inArray, isNull, lte, min } from 'drizzle-orm';
import { orderReference } from '@shared/orders';
import { REVIEW_REQUEST_AFTER_DAYS } from '@shared/schemas/reviews';
import type { Database } from '../../db/client';
import { brandedHtml, escapeHtml, type MailMessage } from '../../mail/mailer';
import { greeting } from '../../mail/customer-text';
import { mailTemplate, type Outbox } from '../../mail/outbox';
import { users } from '../auth';
import { legalFooterHtml, legalFooterText, orderHistory, orderItems, orders, type Shop } from '../orders';
import { reviewRequests, reviews } from './schema';

const DAY = 86_400_000;
/** Orders delivered longer ago than this are not asked about (a shop turning the feature on asks only recent ones). */
const OLDEST_DAYS = 30;
const BATCH = 50;

export const reviewRequestMail = mailTemplate<{ orderId: string }>('review.request');

/** The link that opens a product's review form. */
export const reviewFormUrl = (publicUrl: string, productId: string) => `${publicUrl}/product/${productId}#write-review`;

/** Queues the request for every order delivered at least REVIEW_REQUEST_AFTER_DAYS ago and not asked about yet. */
export async function queueReviewRequests(deps: { db: Database; outbox: Outbox }, now: Date): Promise<string[]> {
  const { db, outbox } = deps;
  const deliveredAt = min(orderHistory.createdAt);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderHistory, and(eq(orderHistory.orderId, orders.id), eq(orderHistory.status, 'delivered')))
    .leftJoin(reviewRequests, eq(reviewRequests.orderId, orders.id))
    .where(and(eq(orders.status, 'delivered'), isNull(reviewRequests.orderId)))
    .groupBy(orders.id)
    .having(
      and(
        lte(deliveredAt, new Date(now.getTime() - REVIEW_REQUEST_AFTER_DAYS * DAY)),
        gt(deliveredAt, new Date(now.getTime() - OLDEST_DAYS * DAY)),
      ),
    )
    .orderBy(asc(deliveredAt))
    .limit(BATCH);
  const queued: string[] = [];
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      // Two instances at once: only the one that writes the mark queues the mail.
      const marked = await tx
        .insert(reviewRequests)
        .values({ orderId: id, queuedAt: now })
        .onConflictDoNothing()
        .returning({ orderId: reviewRequests.orderId });
      if (marked.length === 0) return false;
      await outbox.queue(tx, reviewRequestMail, { orderId: id });
      return true;
    });
    if (done) queued.push(id);
  }
  return queued;
}

/** The mail, rendered when it is sent: null (skipped) when the order is gone or every product is reviewed already. */
export async function renderReviewRequest(db: Database, orderId: string, shop: Shop): Promise<MailMessage | null> {
  const [order] = await db
    .select({ id: orders.id, userId: orders.userId, email: users.email, firstName: users.firstName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await db
    .select({ productId: orderItems.productId, productName: orderItems.productName })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const reviewed = items.length
    ? await db
        .select({ productId: reviews.productId })
        .from(reviews)
        .where(
          and(
            eq(reviews.userId, order.userId),
            inArray(
              reviews.productId,
              items.map((i) => i.productId),
            ),
          ),
        )
    : [];
  const done = new Set(reviewed.map((r) => r.productId));
  // One link per product not reviewed yet (an order can hold a product on two lines).
  const toReview = [...new Map(items.map((i) => [i.productId, i])).values()].filter((i) => !done.has(i.productId));
  if (toReview.length === 0) return null;
  const number = orderReference(order.id);
  const hello = greeting(order.firstName);
  const intro = `Your order #${number} arrived a few days ago. How are you getting on? A few lines from you help other members choose, and only customers who received a product can review it.`;
  const links = toReview.map((i) => ({ name: i.productName, url: reviewFormUrl(shop.publicUrl, i.productId) }));
  const text = [
    hello,
    '',
    intro,
    '',
    ...links.map((l) => `Review ${l.name}: ${l.url}`),
    '',
    'Skin Circle',
    '',
    ...legalFooterText(shop),
  ].join('\n');
  const html = brandedHtml(
    'How is it going?',
    `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><ul>${links
      .map((l) => `<li><a href="${escapeHtml(l.url)}" style="color:#7a5c45">Review ${escapeHtml(l.name)}</a></li>`)
      .join('')}</ul>${legalFooterHtml(shop)}`,
  );
  return { to: order.email, subject: `How are you finding your order #${number}?`, text, html };
}
