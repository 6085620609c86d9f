// The tables the catalogue module owns (one schema per module, issue 30; drizzle-kit reads every modules/*/schema.ts).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { money, createdAt } from '../../db/columns';
import { users } from '../auth';

// The same lists as @shared/schemas/catalogue's ProductStatus and SizeUnit (drizzle-kit reads this file alone).
const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
const SIZE_UNITS = ['ml', 'g'] as const;

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    shortDescription: text('short_description').notNull(),
    price: money('price').notNull(),
    memberPrice: money('member_price'),
    imageUrl: text('image_url').notNull(),
    /** The picture's alt text (decision 0508); '' → the product page uses the product's name. */
    imageAlt: text('image_alt').notNull().default(''),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0.0'),
    reviewCount: integer('review_count').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    ingredients: text('ingredients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Units on hand (COMMERCE §1): taken by an order in its transaction, put back when it is cancelled. */
    stock: integer('stock').notNull().default(0),
    /**
     * Staff can take a product off sale without deleting it (orders keep pointing at it). Always
     * `status = 'active'` (check products_is_active_is_status, added by hand in migration 0015 after the
     * existing rows got their status): kept so COMMERCE §5's PATCH `isActive` and every reader keep working.
     */
    isActive: boolean('is_active').notNull().default(true),
    /** Decision 0507: 'draft' (never on sale yet), 'active' (in the shop), 'archived' (taken off sale). */
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    /** The full ingredient list as printed on the pack (INCI names), shown under the key ingredients. */
    inci: text('inci').notNull().default(''),
    /** The pack size (Price Marking Order unit price): both or neither. */
    sizeAmount: numeric('size_amount', { precision: 7, scale: 1 }),
    sizeUnit: text('size_unit', { enum: SIZE_UNITS }),
    createdAt: createdAt(),
  },
  (t) => [
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    index('products_category_idx').on(t.categoryId),
    index('products_sort_idx').on(t.sortOrder, t.id),
    // Search is a substring match (ILIKE '%…%') on these three: trigram indexes keep it flat as the catalogue
    // grows (decision 0614). Migration 0002 creates the pg_trgm extension first.
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('products_short_description_trgm_idx').using('gin', t.shortDescription.op('gin_trgm_ops')),
    check('products_status_valid', sql`${t.status} IN ('draft', 'active', 'archived')`),
    check(
      'products_size_valid',
      sql`(${t.sizeAmount} IS NULL AND ${t.sizeUnit} IS NULL) OR (${t.sizeAmount} > 0 AND ${t.sizeUnit} IN ('ml', 'g'))`,
    ),
    check('products_price_positive', sql`${t.price} > 0`),
    check(
      'products_member_price_valid',
      sql`${t.memberPrice} IS NULL OR (${t.memberPrice} > 0 AND ${t.memberPrice} <= ${t.price})`,
    ),
  ],
);

/** The members' perks wallet (SPEC §3 Perk). */
export const perks = pgTable('perks', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  code: text('code').notNull().unique(),
  discountType: text('discount_type').notNull(),
  discountValue: money('discount_value').notNull(),
  maxUses: integer('max_uses'),
  currentUses: integer('current_uses').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  /** Terms a code keeps (COMMERCE §6): checked by the quote and again when the order is placed. */
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
  oncePerMember: boolean('once_per_member').notNull().default(false),
  fullPriceOnly: boolean('full_price_only').notNull().default(false),
  birthdayMonthOnly: boolean('birthday_month_only').notNull().default(false),
  minSpend: money('min_spend'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Refused at quote before this day (UK time); null: from the start (decision 0506). */
  validFrom: timestamp('valid_from', { withTimezone: true }),
  /** Shown in the members' perks wallet; codes made in the console are not unless staff say so (decision 0506). */
  inWallet: boolean('in_wallet').notNull().default(false),
  /** The console lists codes newest first. */
  createdAt: createdAt(),
});

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull().unique(),
    description: text('description').notNull(),
    eventType: text('event_type').notNull(),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull(),
    price: money('price').notNull(),
    maxAttendees: integer('max_attendees').notNull(),
    currentAttendees: integer('current_attendees').notNull().default(0),
    bookingUrl: text('booking_url').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('events_upcoming_idx').on(t.isActive, t.dateTime)],
);

export const faqs = pgTable('faqs', {
  id: uuid('id').primaryKey().defaultRandom(),
  category: text('category').notNull(),
  question: text('question').notNull().unique(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** "Tell me when it is back": one request a member and product, mailed once when stock returns (COMMERCE §6). */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When the back-in-stock mail went out; null while the member is still waiting. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_user_product_idx').on(t.userId, t.productId),
    index('stock_alerts_product_idx').on(t.productId, t.notifiedAt),
  ],
);
