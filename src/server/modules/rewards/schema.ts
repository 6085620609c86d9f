// The tables the rewards module owns (one schema per module, issue 30; drizzle-kit reads every modules/*/schema.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { money, createdAt } from '../../db/columns';
import { users } from '../auth';

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
