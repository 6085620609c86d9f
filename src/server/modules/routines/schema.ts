// The tables the routines module owns (one schema per module, issue 30; drizzle-kit reads every modules/*/schema.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../auth';
import { products } from '../catalogue';

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
    /**
     * The catalogue product this step is (decision 0310); null for a free-text step. A product deleted later
     * leaves the step as the text the member knows (its name stays in product_name).
     */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('routine_steps_routine_position_idx').on(t.routineId, t.position),
    index('routine_steps_product_idx').on(t.productId),
  ],
);
