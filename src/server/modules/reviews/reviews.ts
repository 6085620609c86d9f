// Reviews that are true (OPERATIONS §5, decision 0260): plain functions over a database handle. Only a member with a
// delivered order holding the product may review it; one review per member and product, replaced by posting again.
// The product's rating and count follow by a trigger on the reviews table (migration reviews_rating_trigger).
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import {
  REVIEWS_PAGE_SIZE,
  type AdminReview,
  type AdminReviewPage,
  type MyReview,
  type ProductReviews,
  type Review,
} from '@shared/schemas/reviews';
import type { Database, Executor } from '../../db/client';
import { forbidden, notFound } from '../../plugins/errors';
import { recordAudit, type AuditActor } from '../audit';
import { users } from '../auth';
import { products } from '../catalogue';
import { orderItems, orders } from '../orders';
import { reviews } from './schema';

export const NOT_RECEIVED = 'Only members who have received this product can review it.';
const ADMIN_PAGE_SIZE = 25;

type ReviewRow = typeof reviews.$inferSelect;

function toReview(row: ReviewRow, firstName: string): Review {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    firstName,
    verified: row.verified,
    createdAt: row.createdAt.toISOString(),
  };
}

async function productExists(db: Executor, productId: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return row !== undefined;
}

/** Whether the member has a delivered order holding the product ("received it"). */
export async function hasReceived(db: Executor, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)));
  return (row?.n ?? 0) > 0;
}

/** The member's review, new or replacing their earlier one (403 unless they received the product). */
export async function postReview(
  db: Database,
  input: { userId: string; productId: string; rating: number; title: string; body: string; now: Date },
): Promise<Review> {
  return db.transaction(async (tx) => {
    if (!(await productExists(tx, input.productId))) throw notFound('Product not found');
    if (!(await hasReceived(tx, input.userId, input.productId))) throw forbidden(NOT_RECEIVED);
    const text = { rating: input.rating, title: input.title.trim(), body: input.body.trim() };
    const [row] = await tx
      .insert(reviews)
      .values({ productId: input.productId, userId: input.userId, ...text, verified: true, createdAt: input.now })
      // A hidden review stays hidden when rewritten: staff look again and show it if it is fine now.
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.userId],
        set: { ...text, verified: true, createdAt: input.now },
      })
      .returning();
    const [member] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, input.userId));
    return toReview(row, member?.firstName ?? '');
  });
}

/** A product's visible reviews, newest first, a page at a time, with its rating and count (404: no product). */
export async function listProductReviews(db: Database, productId: string, page = 1): Promise<ProductReviews> {
  const [product] = await db
    .select({ rating: products.rating, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound('Product not found');
  const rows = await db
    .select({ review: reviews, firstName: users.firstName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE + 1)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
  return {
    reviews: rows.slice(0, REVIEWS_PAGE_SIZE).map((r) => toReview(r.review, r.firstName)),
    rating: product.rating,
    reviewCount: product.reviewCount,
    page,
    hasMore: rows.length > REVIEWS_PAGE_SIZE,
  };
}

/** Whether the member may review the product, and their review (hidden or not) to edit. */
export async function myReview(db: Database, userId: string, productId: string): Promise<MyReview> {
  if (!(await productExists(db, productId))) throw notFound('Product not found');
  const [row] = await db
    .select({ review: reviews, firstName: users.firstName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
  return {
    canReview: await hasReceived(db, userId, productId),
    review: row ? { ...toReview(row.review, row.firstName), hidden: row.review.hiddenAt !== null } : null,
  };
}

const adminColumns = {
  review: reviews,
  firstName: users.firstName,
  email: users.email,
  productName: products.name,
};

function toAdminReview(r: { review: ReviewRow; firstName: string; email: string; productName: string }): AdminReview {
  return {
    ...toReview(r.review, r.firstName),
    productId: r.review.productId,
    productName: r.productName,
    email: r.email,
    hidden: r.review.hiddenAt !== null,
    hiddenReason: r.review.hiddenReason,
  };
}

function adminSelect(db: Executor) {
  return db
    .select(adminColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId));
}

/** The console's list: every review newest first, or only the hidden or the visible ones. */
export async function listAdminReviews(db: Database, query: { hidden?: boolean; page?: number }) {
  const page = query.page ?? 1;
  const where: SQL | undefined =
    query.hidden === undefined ? undefined : query.hidden ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt);
  const rows = await adminSelect(db)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  const result: AdminReviewPage = {
    reviews: rows.slice(0, ADMIN_PAGE_SIZE).map(toAdminReview),
    page,
    hasMore: rows.length > ADMIN_PAGE_SIZE,
  };
  return result;
}

/** Staff hide an abusive review (with a reason) or show it again; audited in the same transaction. */
export async function moderateReview(
  db: Database,
  actor: AuditActor,
  id: string,
  change: { hidden: boolean; reason?: string },
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before) throw notFound('Review not found');
    const hiddenAt = change.hidden ? (before.hiddenAt ?? actor.at) : null;
    const hiddenReason = change.hidden ? (change.reason ?? '').trim() : null;
    await tx.update(reviews).set({ hiddenAt, hiddenReason }).where(eq(reviews.id, id));
    await recordAudit(tx, actor, {
      action: change.hidden ? 'hide' : 'show',
      entity: 'review',
      entityId: id,
      before: { hidden: before.hiddenAt !== null, reason: before.hiddenReason },
      after: { hidden: change.hidden, reason: hiddenReason },
    });
    const [row] = await adminSelect(tx).where(eq(reviews.id, id));
    return toAdminReview(row);
  });
}
