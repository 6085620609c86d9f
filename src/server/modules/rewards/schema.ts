// The tables the rewards module owns (one schema per module, issue 30; drizzle-kit reads every modules/*/schema.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { money, createdAt } from '../../db/columns';
import { staff, users } from '../auth';

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
    /** Withdrawn (and inactive) because the order whose points paid for it was refunded (decision 0802). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_codes_user_idx').on(t.userId, t.createdAt),
    check('member_codes_uses_range', sql`${t.currentUses} BETWEEN 0 AND ${t.maxUses}`),
  ],
);

/**
 * Every change to a member's points balance, as it happened (OPERATIONS §3, decision 0520): earned on delivery, spent
 * on a reward, taken back after a refund, withdrawn with a cancelled order, adjusted by staff with a reason. Written
 * only by points.ts beside the balance's own UPDATE, in its transaction; `balance` is the balance it left.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: moves made at the same moment still read in the order they happened. */
    seq: serial('seq').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'earned' | 'spent' | 'taken_back' | 'withdrawn' | 'adjusted'. */
    kind: text('kind').notNull(),
    delta: integer('delta').notNull(),
    balance: integer('balance').notNull(),
    /** Staff's reason for an adjustment; the reward's name for a spend. */
    reason: text('reason'),
    /** The order the points came with or went back for (no reference: orders sit above rewards, 0009). */
    orderId: uuid('order_id'),
    /** Who adjusted it; null for the shop's own moves. */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    by: text('by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId, t.createdAt),
    check('points_ledger_kind', sql`${t.kind} IN ('earned', 'spent', 'taken_back', 'withdrawn', 'adjusted')`),
  ],
);
