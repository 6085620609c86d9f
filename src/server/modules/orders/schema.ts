// The tables the orders module owns (one schema per module, issue 30; drizzle-kit reads every modules/*/schema.ts).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ShippingAddress } from '@shared/schemas/orders';
import { money, createdAt } from '../../db/columns';
import { staff, users } from '../auth';
import { products } from '../catalogue';

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
    /** 'standard' (free) or 'express' (next day, its charge in `shipping`): decision 0253. */
    delivery: text('delivery').notNull().default('standard'),
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
    /** Of codeDiscount, the part taken off the delivery charge (a shipping code, decision 0253); the rest is the goods'. */
    deliveryDiscount: money('delivery_discount').notNull().default('0.00'),
    /** Stripe (decision 0207): the hosted Checkout Session, its page while unpaid, and the payment it made. */
    stripeSessionId: text('stripe_session_id'),
    paymentUrl: text('payment_url'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /** When the "a day left to pay" reminder was queued for this unpaid bank-transfer order (issue 28). */
    paymentRemindedAt: timestamp('payment_reminded_at', { withTimezone: true }),
    /**
     * A refund through the provider claimed at this moment and not yet settled (decision 0802): set by one conditional
     * UPDATE before Stripe is called, cleared when the outcome is recorded. While set, every other refund is refused.
     */
    refundStartedAt: timestamp('refund_started_at', { withTimezone: true }),
    /** The fingerprint of the card that paid it (Stripe's, the same on any account): first-order codes (0806). */
    cardFingerprint: text('card_fingerprint'),
    /** What went back to the customer so far, by line, by amount or in Stripe's dashboard (decision 0250). */
    refundedAmount: money('refunded_amount').notNull().default('0.00'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // The unpaid-order sweep and the per-member unpaid limit (COMMERCE §6).
    index('orders_unpaid_idx').on(t.paymentStatus, t.status, t.createdAt),
    index('orders_card_fingerprint_idx').on(t.cardFingerprint),
    // The console's sales figures (decision 0521): the period's paid orders, and whether each buyer paid one before.
    index('orders_paid_created_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentStatus} IN ('paid', 'refunded')`),
    index('orders_paid_user_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.paymentStatus} IN ('paid', 'refunded')`),
    check('orders_status', sql`${t.status} IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled')`),
    check('orders_payment_status', sql`${t.paymentStatus} IN ('unpaid', 'paid', 'refunded')`),
    check('orders_delivery', sql`${t.delivery} IN ('standard', 'express')`),
    check(
      'orders_delivery_discount',
      sql`${t.deliveryDiscount} >= 0 AND ${t.deliveryDiscount} <= ${t.codeDiscount} AND ${t.deliveryDiscount} <= ${t.shipping}`,
    ),
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
    /** Units of this line refunded (decision 0250): a line is never refunded beyond its quantity. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** A line of a refund or a return: which product, how many units (and, for a refund, what they paid back). */
export type PartLine = { productId: string; quantity: number; amount?: string };

/**
 * Every refund of part or all of an order (decision 0250): by line, by amount (goodwill), or found in Stripe (the
 * `charge.refunded` webhook). A card refund is inserted `pending` before Stripe is called — its id is the
 * idempotency key — and becomes `succeeded` with Stripe's refund id, or is deleted when Stripe refused it.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'lines' | 'amount' | 'provider' (made in Stripe's dashboard). */
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    lines: jsonb('lines').$type<PartLine[]>().notNull().default([]),
    restock: boolean('restock').notNull().default(true),
    /** 'pending' | 'succeeded'. */
    status: text('status').notNull().default('succeeded'),
    providerRefundId: text('provider_refund_id'),
    returnId: uuid('return_id'),
    by: text('by').notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    uniqueIndex('order_refunds_provider_idx').on(t.providerRefundId),
    check('order_refunds_kind', sql`${t.kind} IN ('lines', 'amount', 'provider')`),
    check('order_refunds_status', sql`${t.status} IN ('pending', 'succeeded')`),
  ],
);

/** A member's return of some lines of a delivered order (OPERATIONS §4, decision 0251). */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'requested' → 'received' → 'refunded'. */
    status: text('status').notNull().default('requested'),
    lines: jsonb('lines').$type<PartLine[]>().notNull(),
    reason: text('reason').notNull(),
    /** The member said a sealed item was opened (hygiene exception: staff may refuse those units). */
    openedSeal: boolean('opened_seal').notNull().default(false),
    refundedAmount: money('refunded_amount'),
    createdAt: createdAt(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId),
    index('order_returns_status_idx').on(t.status, t.createdAt),
    check('order_returns_status', sql`${t.status} IN ('requested', 'received', 'refunded')`),
  ],
);
