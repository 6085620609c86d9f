// The tables the reviews module owns (OPERATIONS §5, decision 0260). A product's `rating` and `review_count` are
// kept by a trigger on this table (migration reviews_rating_trigger): what its visible reviews say, never typed in.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../auth';
import { products } from '../catalogue';
import { orders } from '../orders';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The reviewer had received the product when they wrote it (a delivered order holding it). */
    verified: boolean('verified').notNull().default(true),
    /** When the review as it reads now was written: posting again replaces it and moves it up the list. */
    createdAt: createdAt(),
    /** Hidden by staff (abusive): kept, but out of the list, the rating and the count. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    index('reviews_created_idx').on(t.createdAt),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** Orders whose review request has been queued: one mail per order, ever. */
export const reviewRequests = pgTable('review_requests', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  queuedAt: createdAt(),
});
