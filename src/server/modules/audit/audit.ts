// The one audit writer (OPERATIONS §2, decision 0513): every staff write calls recordAudit in the transaction that
// makes the change, so an entry exists exactly when the change does; and the owners' reading of the log.
import type { FastifyRequest } from 'fastify';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditPage } from '@shared/schemas/staff';
import { AUDIT_PAGE_SIZE } from '@shared/schemas/staff';
import type { Executor } from '../../db/client';
import { auditEntries } from './schema';

/** Who made a change and when (the app's clock): built from the signed-in member of staff by `actorOf`. */
export type AuditActor = { id: string | null; username: string; at: Date };

/** What changed: `before` null for a creation, `after` null for a removal. */
export type AuditChange = {
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** The actor of a staff request (set by app.guard.staff), at the app's clock. */
export function actorOf(request: FastifyRequest): AuditActor {
  const staff = request.staffMember;
  return { id: staff.id, username: staff.username, at: request.server.config.now() };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** JSON as it will be stored (dates as ISO strings, undefined dropped), so before and after compare as stored. */
const asJson = (v: unknown): unknown => (v === undefined ? null : JSON.parse(JSON.stringify(v)));

/**
 * Two records reduced to the fields that differ (an update's entry says what it changed, not the whole row);
 * anything else is kept whole.
 */
export function changedFields(before: unknown, after: unknown): { before: unknown; after: unknown } {
  const b = asJson(before);
  const a = asJson(after);
  if (!isRecord(b) || !isRecord(a)) return { before: b, after: a };
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(b[key]) === JSON.stringify(a[key])) continue;
    was[key] = b[key] ?? null;
    now[key] = a[key] ?? null;
  }
  return { before: was, after: now };
}

/** Writes one entry, inside `tx` (the change's own transaction). */
export async function recordAudit(tx: Executor, actor: AuditActor, change: AuditChange): Promise<void> {
  const { before, after } = changedFields(change.before ?? null, change.after ?? null);
  await tx.insert(auditEntries).values({
    at: actor.at,
    actorId: actor.id,
    actorName: actor.username,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId ?? null,
    before,
    after,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An entity filter as a person types it: 'product', 'products' and 'Products' all find the products. */
function entityNames(entity: string): string[] {
  const e = entity.trim().toLowerCase();
  const names = new Set([e]);
  if (e.endsWith('ies')) names.add(`${e.slice(0, -3)}y`);
  else if (e.endsWith('s')) names.add(e.slice(0, -1));
  return [...names];
}

/** One page of the log, newest first, by actor (an id, or part of a username) and entity. */
export async function listAudit(
  db: Executor,
  query: { actor?: string; entity?: string; page: number },
): Promise<AuditPage> {
  const where: SQL[] = [];
  const actor = query.actor?.trim();
  if (actor) {
    const byName = ilike(auditEntries.actorName, `%${actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(UUID.test(actor) ? or(eq(auditEntries.actorId, actor), byName)! : byName);
  }
  if (query.entity?.trim()) where.push(inArray(auditEntries.entity, entityNames(query.entity)));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(filter)
      .orderBy(desc(auditEntries.at), desc(auditEntries.seq))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditEntries).where(filter),
  ]);
  const entries: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor: r.actorName,
    actorId: r.actorId,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    before: r.before,
    after: r.after,
  }));
  return { entries, total };
}
