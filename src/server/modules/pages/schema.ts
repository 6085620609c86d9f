// The pages module's table (decision 0241): one row per legal page, seeded with DEFAULT_PAGES and edited by staff.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const pages = pgTable('pages', {
  /** terms | privacy | returns | delivery | contact (PAGE_SLUGS). */
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  /** Plain text with a small Markdown subset and {placeholders} (src/shared/page-text.ts). */
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The staff username of the last edit; null while the page is the seeded default. */
  updatedBy: text('updated_by'),
});
