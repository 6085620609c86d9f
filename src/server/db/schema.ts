// The whole data model of the shop (SPEC §3) as one Drizzle schema.
// Money is numeric(10,2): both drivers return it as a string, which is exactly the API's decimal-string shape.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { QuestionCategory } from '@shared/question-categories';
import type { ShippingAddress } from '@shared/schemas/orders';
import { QUIZ_STATUSES, type QuizStatus } from '@shared/schemas/quiz';

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ── People ────────────────────────────────────────────────────────────────────────────────────────────────
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  passwordHash: text('password_hash'),
  membershipTier: text('membership_tier').notNull().default('skin_circle'),
  rewardPoints: integer('reward_points').notNull().default(0),
  shopifyCustomerId: text('shopify_customer_id'),
  skinType: text('skin_type'),
  skinConcerns: text('skin_concerns')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Set when the member proved they own the address (an email code). Data matched by email needs it. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** 'MM-DD' (no year asked): unlocks birthday-month codes (COMMERCE §6). */
  birthday: text('birthday'),
  createdAt: createdAt(),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's signed-in browser. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Email sign-in codes: random 6 digits, stored hashed, single use, 10 minutes, 5 tries. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('login_codes_email_idx').on(t.email, t.createdAt)],
);

/**
 * Proving the address after registration (COMMERCE §6, issue 27): a link mailed to the member, its token stored
 * hashed, single use, 7 days. Proving it sets users.email_verified_at.
 */
export const emailProofs = pgTable(
  'email_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_proofs_user_idx').on(t.userId, t.createdAt)],
);

export const staff = pgTable('staff', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/** Staff console sessions, kept apart from member sessions so one can never stand in for the other. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

// ── Catalogue ─────────────────────────────────────────────────────────────────────────────────────────────
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
    /** Staff can take a product off sale without deleting it (orders keep pointing at it). */
    isActive: boolean('is_active').notNull().default(true),
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
    check('products_price_positive', sql`${t.price} > 0`),
    check(
      'products_member_price_valid',
      sql`${t.memberPrice} IS NULL OR (${t.memberPrice} > 0 AND ${t.memberPrice} <= ${t.price})`,
    ),
  ],
);

/** Rewards store entries and the account's discount codes (SPEC §3 Reward). */
export const rewards = pgTable('rewards', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  type: text('type').notNull(),
  pointsCost: integer('points_cost').notNull().default(0),
  code: text('code').unique(),
  discountType: text('discount_type'),
  discountValue: money('discount_value'),
  maxUses: integer('max_uses'),
  currentUses: integer('current_uses').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  sortOrder: integer('sort_order').notNull().default(0),
});

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
});

/**
 * Personal codes issued when a member spends points on a reward (COMMERCE §3): single use, only for their owner.
 * A reward without a discount (a deluxe sample) issues a voucher: discountType null, worth £0.00 at checkout,
 * and staff fulfil it from the order that carries it.
 */
export const memberCodes = pgTable(
  'member_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: uuid('reward_id').references(() => rewards.id, { onDelete: 'set null' }),
    /** The reward's name when it was redeemed (rewards may be renamed or removed later). */
    rewardName: text('reward_name').notNull(),
    pointsSpent: integer('points_spent').notNull(),
    code: text('code').notNull().unique(),
    discountType: text('discount_type'),
    discountValue: money('discount_value'),
    maxUses: integer('max_uses').notNull().default(1),
    currentUses: integer('current_uses').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    minSpend: money('min_spend'),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_codes_user_idx').on(t.userId, t.createdAt),
    check('member_codes_uses_range', sql`${t.currentUses} BETWEEN 0 AND ${t.maxUses}`),
  ],
);

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

// ── Shopping ──────────────────────────────────────────────────────────────────────────────────────────────
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

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_user_product_idx').on(t.userId, t.productId)],
);

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

/** The stored delivery address is the checkout's validated one (src/shared). */
export type { ShippingAddress };

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    subtotal: money('subtotal').notNull(),
    memberDiscount: money('member_discount').notNull(),
    shipping: money('shipping').notNull(),
    total: money('total').notNull(),
    pointsEarned: integer('points_earned').notNull().default(0),
    /** When pointsEarned reached the member's balance (on delivery, COMMERCE §3); null until then. */
    pointsCreditedAt: timestamp('points_credited_at', { withTimezone: true }),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress | null>(),
    /** 'unpaid' | 'paid' | 'refunded' (COMMERCE §4). */
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    /** Which payment provider handles it: 'manual' today, 'stripe' next (issue 19). */
    paymentProvider: text('payment_provider').notNull().default('manual'),
    trackingNumber: text('tracking_number'),
    /** Who carries the parcel ('Royal Mail', 'DPD', …): known carriers get a tracking link (COMMERCE §6). */
    carrier: text('carrier'),
    /** A discount code used at checkout (issue 19); null and 0.00 until codes are accepted. */
    discountCode: text('discount_code'),
    codeDiscount: money('code_discount').notNull().default('0.00'),
    /** Stripe (decision 0207): the hosted Checkout Session, its page while unpaid, and the payment it made. */
    stripeSessionId: text('stripe_session_id'),
    paymentUrl: text('payment_url'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /** When the "a day left to pay" reminder was queued for this unpaid bank-transfer order (issue 28). */
    paymentRemindedAt: timestamp('payment_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // The unpaid-order sweep and the per-member unpaid limit (COMMERCE §6).
    index('orders_unpaid_idx').on(t.paymentStatus, t.status, t.createdAt),
    check('orders_status', sql`${t.status} IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled')`),
    check('orders_payment_status', sql`${t.paymentStatus} IN ('unpaid', 'paid', 'refunded')`),
  ],
);

/** An order's timeline: its placing, every status move and every payment recorded (COMMERCE §5). */
export const orderHistory = pgTable(
  'order_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: entries made in the same millisecond still read in the order they happened. */
    seq: serial('seq').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's status after this entry. */
    status: text('status').notNull(),
    /** Set when the entry records a payment change. */
    paymentStatus: text('payment_status'),
    /** Who: a staff username, 'customer' or 'system'. */
    by: text('by').notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** For staff only: shown in the console, never to the customer (COMMERCE §6). */
    note: text('note'),
    /** What the customer sees on their timeline and in the mail for this entry. */
    customerMessage: text('customer_message'),
    createdAt: createdAt(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Payment-provider events already acted on, by the provider's event id (decision 0207): inserted in the same
 * transaction as the event's effect, so a redelivered event changes nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    /** What was paid for one item (member price where the tier earns it). */
    price: money('price').notNull(),
    /** The normal price at the time, so the discount can be re-derived. */
    listPrice: money('list_price').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

// ── Members area ──────────────────────────────────────────────────────────────────────────────────────────
export const routines = pgTable(
  'routines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    timeOfDay: text('time_of_day').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('routines_user_time_idx').on(t.userId, t.timeOfDay),
    check('routines_time_of_day', sql`${t.timeOfDay} IN ('morning', 'evening')`),
  ],
);

export const routineSteps = pgTable(
  'routine_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routineId: uuid('routine_id')
      .notNull()
      .references(() => routines.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productName: text('product_name').notNull(),
    instructions: text('instructions').notNull().default(''),
    whyItMatters: text('why_it_matters').notNull().default(''),
  },
  (t) => [uniqueIndex('routine_steps_routine_position_idx').on(t.routineId, t.position)],
);

// ── Quiz provider ─────────────────────────────────────────────────────────────────────────────────────────
export type QuizQuestion = { question: string; answer: string };

export const quizSubmissions = pgTable(
  'quiz_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The provider's submission id: deliveries are idempotent on it. */
    externalId: text('external_id').notNull().unique(),
    quizName: text('quiz_name').notNull().default(''),
    email: text('email').notNull().default(''),
    firstName: text('first_name'),
    lastName: text('last_name'),
    fullName: text('full_name'),
    phone: text('phone'),
    questions: jsonb('questions')
      .$type<QuizQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').$type<QuizStatus>().notNull().default('pending'),
    reviewNotes: text('review_notes'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quiz_submissions_email_idx').on(t.email),
    index('quiz_submissions_created_idx').on(t.createdAt),
    check('quiz_submissions_status', sql`${t.status} IN (${sql.raw(QUIZ_STATUSES.map((s) => `'${s}'`).join(', '))})`),
  ],
);

/** Every status or notes change a member of staff makes, for the dialog's short history. */
export const quizSubmissionChanges = pgTable(
  'quiz_submission_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => quizSubmissions.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffUsername: text('staff_username').notNull(),
    status: text('status').$type<QuizStatus>().notNull(),
    reviewNotes: text('review_notes'),
    createdAt: createdAt(),
  },
  (t) => [index('quiz_submission_changes_submission_idx').on(t.submissionId, t.createdAt)],
);

// ── AI coach and Penny ────────────────────────────────────────────────────────────────────────────────────
export const aiSessions = pgTable(
  'ai_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public conversation id handed to the client. */
    sessionId: text('session_id').notNull().unique(),
    /** The member who owns a coach conversation; null for the public /chat. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel').notNull().default('coach'),
    email: text('email'),
    messageCount: integer('message_count').notNull().default(0),
    sessionStatus: text('session_status').notNull().default('active'),
    emailSent: boolean('email_sent').notNull().default(false),
    questionCategories: text('question_categories')
      .array()
      .$type<QuestionCategory[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The skin profile the coach keeps across turns. */
    profile: jsonb('profile')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the member chose 'New conversation' (decision 0411): a closed conversation is not resumed. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('ai_sessions_created_idx').on(t.createdAt), index('ai_sessions_user_idx').on(t.userId)],
);

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    aiSessionId: uuid('ai_session_id')
      .notNull()
      .references(() => aiSessions.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    message: text('message').notNull(),
    confidence: real('confidence'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('ai_messages_session_idx').on(t.aiSessionId, t.createdAt)],
);

// ── Mail outbox (issue 28, decision 0230) ──────────────────────────────────────────────────────────────────
/**
 * Every customer mail, written in the same transaction as the change that causes it and delivered after the commit
 * by the job runner. `template` + `payload` say what to render (the mail is rendered when it is sent, off the request
 * path); `key`, when set, makes queueing idempotent ('payment-reminder:<order id>'). The row id is the mail's
 * Message-ID, so a mail retried after a crash between the send and the mark is recognisably the same mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').unique(),
    template: text('template').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** 'pending' → 'sent' | 'failed' (every retry used) | 'skipped' (nothing left to say, e.g. the order is gone). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The recipient and subject, once rendered: what staff see in the console. */
    recipient: text('recipient'),
    subject: text('subject'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    check('mail_outbox_status', sql`${t.status} IN ('pending', 'sent', 'failed', 'skipped')`),
  ],
);
