// The console's events (OPERATIONS §1, decision 0510): made, changed and switched off by staff. GET /api/events reads
// the table on every request, so what staff save is on the members' Events screen at once (active and not yet
// started). Booking happens on the event's booking page; currentAttendees is staff keeping the count in step.
import { recordAudit, type AuditActor } from '../audit';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { events } from './schema';
import { causeMatching, conflict, fieldErrors, notFound } from '../../plugins/errors';
import {
  eventRuleProblems,
  type AdminEvent,
  type EventChange,
  type NewEvent,
  type RuleProblem,
} from '@shared/schemas/content-admin';

export const eventMessages = {
  notFound: 'Event not found',
  titleTaken: (title: string) => `An event called “${title}” already exists: choose another title.`,
  inThePast: 'must be in the future',
};

type Row = typeof events.$inferSelect;
const toAdminEvent = (row: Row): AdminEvent => ({ ...row, dateTime: row.dateTime.toISOString() });
const isUniqueViolation = (error: unknown) => causeMatching(error, (e) => e.code === '23505') !== undefined;
const refuse = (problems: RuleProblem[]) => {
  if (problems.length > 0) throw fieldErrors(problems.map((p) => ({ field: p.path, message: p.message })));
};

/** Every event, switched off or past too: those still to come first (soonest first), then past ones (latest first). */
export async function listAdminEvents(db: Executor, now: Date): Promise<AdminEvent[]> {
  const past = sql`${events.dateTime} < ${now}`;
  const rows = await db
    .select()
    .from(events)
    .orderBy(
      asc(past),
      asc(sql`case when ${past} then null else ${events.dateTime} end`),
      desc(events.dateTime),
      asc(events.title),
    );
  return rows.map(toAdminEvent);
}

/** A new event; one starting before now is a 400 (members would never see it), a title in use a 409. */
export async function createEvent(db: Executor, v: NewEvent, now: Date, actor: AuditActor): Promise<AdminEvent> {
  refuse(new Date(v.dateTime) < now ? [{ path: 'dateTime', message: eventMessages.inThePast }] : []);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(events)
        .values({ ...v, dateTime: new Date(v.dateTime) })
        .returning();
      const created = toAdminEvent(row);
      await recordAudit(tx, actor, { action: 'create', entity: 'event', entityId: row.id, after: created });
      return created;
    });
  } catch (error) {
    // The unique index decides: two staff saving one title at once get one event and one 409.
    if (isUniqueViolation(error)) throw conflict(eventMessages.titleTaken(v.title));
    throw error;
  }
}

/**
 * Changes an event, checked against it as the change leaves it, under its row lock: never fewer places than are
 * booked, and a new start not in the past (an event that has run can still be corrected or switched off).
 */
export async function updateEvent(
  db: Executor,
  id: string,
  p: EventChange,
  now: Date,
  actor: AuditActor,
): Promise<AdminEvent> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
      if (!row) throw notFound(eventMessages.notFound);
      const problems: RuleProblem[] = [];
      if (p.dateTime !== undefined && new Date(p.dateTime) < now)
        problems.push({ path: 'dateTime', message: eventMessages.inThePast });
      if (p.maxAttendees !== undefined || p.currentAttendees !== undefined) {
        problems.push(
          ...eventRuleProblems(
            {
              maxAttendees: p.maxAttendees ?? row.maxAttendees,
              currentAttendees: p.currentAttendees ?? row.currentAttendees,
            },
            p.maxAttendees !== undefined && p.maxAttendees < row.maxAttendees ? 'maxAttendees' : 'currentAttendees',
          ),
        );
      }
      refuse(problems);
      const { dateTime, ...rest } = p;
      const [saved] = await tx
        .update(events)
        .set({ ...rest, ...(dateTime !== undefined ? { dateTime: new Date(dateTime) } : {}) })
        .where(eq(events.id, id))
        .returning();
      const after = toAdminEvent(saved);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'event',
        entityId: id,
        before: toAdminEvent(row),
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error) && p.title) throw conflict(eventMessages.titleTaken(p.title));
    throw error;
  }
}
