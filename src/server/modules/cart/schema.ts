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
 * The discount code a member applied to their cart, kept with the cart on the account so that it follows them to
 * another browser or device (decision 0252). Set when a quote accepts it; gone with an order or a removal.
 */
export const cartCodes = pgTable('cart_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
});
