// The consents module's table (OPERATIONS §3, decision 0110): what a member agreed to, when, and what they took back.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth';

/**
 * Every consent given or withdrawn, never updated: the newest row of a kind is the member's answer now. 'health'
 * lets skin concerns and coach conversations be kept against the account (special-category data); 'marketing' lets
 * mails that are not service mails be sent (PECR). Erasing the account deletes them with it.
 */
export const memberConsents = pgTable(
  'member_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'health' | 'marketing'. */
    kind: text('kind').notNull(),
    given: boolean('given').notNull(),
    /** Where it was said: 'account', 'coach', 'unsubscribe' (the mail's link). */
    source: text('source').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_consents_user_idx').on(t.userId, t.kind, t.at),
    check('member_consents_kind', sql`${t.kind} IN ('health', 'marketing')`),
  ],
);
