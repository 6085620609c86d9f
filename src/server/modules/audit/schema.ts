// The audit module's table (OPERATIONS §2, decision 0513): every staff write, who made it, when, and the fields
// before and after. Only ever inserted into: a trigger (migration audit_entries_append_only) refuses UPDATE and DELETE.
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were written in: two changes at the same instant still list newest first. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The member of staff (no foreign key: an entry outlives anything that happens to the account). */
    actorId: uuid('actor_id'),
    /** Their username when they made the change. */
    actorName: text('actor_name').notNull(),
    /** What was done, e.g. 'update', 'ship', 'refund', 'invite'. */
    action: text('action').notNull(),
    /** What kind of thing: 'order', 'product', 'category', 'code', 'staff'… */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at, t.seq),
    index('audit_entries_entity_idx').on(t.entity, t.at),
    index('audit_entries_actor_idx').on(t.actorId, t.at),
  ],
);
