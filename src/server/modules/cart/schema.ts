// The tables the cart module owns (one schema per module, issue 30; drizzle-kit reads every modules/*/schema.ts).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../auth';
import { products } from '../catalogue';

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_idx').on(t.userId, t.productId),
    check('cart_items_quantity_range', sql`${t.quantity} BETWEEN 1 AND 99`),
  ],
);

/**
 * What a member chose for this cart, kept on the account so that it follows them to another browser or device
 * (decision 0252): the discount code a quote accepted (null once removed) and the delivery (0253). Gone with an
 * order.
 */
export const cartCodes = pgTable('cart_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code'),
  /** 'standard' | 'express' (@shared/delivery). */
  delivery: text('delivery').notNull().default('standard'),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
});
