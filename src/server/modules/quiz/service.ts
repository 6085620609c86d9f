// Quiz submissions: storing the provider's deliveries and the console's review workflow (SPEC §3, §4).
import { recordAudit } from '../audit';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { QuizStatus, QuizSubmission, QuizSubmissionChange } from '@shared/schemas/quiz';
import { QuizWebhookDelivery } from '@shared/schemas/quiz';
import type { Executor } from '../../db/client';
import { latestPerGroup } from '../../db/latest-per-group';
import { quizSubmissionChanges, quizSubmissions } from './schema';
import type { z } from 'zod';

/** The console lists the newest submissions; beyond this many, older ones need paging (see decision 0503). */
export const SUBMISSIONS_LIMIT = 1000;
export const HISTORY_LIMIT = 5;

type SubmissionRow = typeof quizSubmissions.$inferSelect;

function toSubmission(row: SubmissionRow, history: QuizSubmissionChange[]): QuizSubmission {
  return {
    id: row.id,
    externalId: row.externalId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    quizName: row.quizName,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: row.fullName,
    phone: row.phone,
    questions: Array.isArray(row.questions) ? row.questions : [],
    status: row.status as QuizStatus,
    reviewNotes: row.reviewNotes,
    history,
  };
}

/** The latest HISTORY_LIMIT changes of each submission, newest first. */
async function historiesOf(db: Executor, submissionIds: string[]): Promise<Map<string, QuizSubmissionChange[]>> {
  const out = new Map<string, QuizSubmissionChange[]>();
  const rows = await latestPerGroup(db, quizSubmissionChanges, {
    fields: {
      submissionId: quizSubmissionChanges.submissionId,
      status: quizSubmissionChanges.status,
      reviewNotes: quizSubmissionChanges.reviewNotes,
      staffUsername: quizSubmissionChanges.staffUsername,
      createdAt: quizSubmissionChanges.createdAt,
    },
    group: 'submissionId',
    groupIn: submissionIds,
    newestBy: [quizSubmissionChanges.createdAt, quizSubmissionChanges.id],
    keep: HISTORY_LIMIT,
    order: 'newest first',
  });
  for (const r of rows) {
    const list = out.get(r.submissionId) ?? [];
    list.push({
      status: r.status as QuizStatus,
      reviewNotes: r.reviewNotes,
      staffUsername: r.staffUsername,
      createdAt: (r.createdAt instanceof Date ? r.createdAt : new Date(String(r.createdAt))).toISOString(),
    });
    out.set(r.submissionId, list);
  }
  return out;
}

/** Newest first, each with its short change history. */
export async function listSubmissions(db: Executor, limit = SUBMISSIONS_LIMIT): Promise<QuizSubmission[]> {
  const rows = await db
    .select()
    .from(quizSubmissions)
    .orderBy(desc(quizSubmissions.createdAt), desc(quizSubmissions.id))
    .limit(limit);
  const histories = await historiesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSubmission(r, histories.get(r.id) ?? []));
}

export type StaffActor = { id: string; username: string };

/**
 * Sets the status (and the notes, unless `reviewNotes` is undefined) and records who did it, in one transaction.
 * Any status may follow any other (SPEC §4 shows no ordering); null when the submission does not exist.
 */
export async function updateSubmission(
  db: Executor,
  id: string,
  change: { status: QuizStatus; reviewNotes?: string | null },
  actor: StaffActor,
  now: Date,
): Promise<QuizSubmission | null> {
  const updated = await db.transaction(async (tx) => {
    const notes = change.reviewNotes === undefined ? undefined : change.reviewNotes?.trim() || null;
    const [before] = await tx
      .select({ status: quizSubmissions.status, reviewNotes: quizSubmissions.reviewNotes })
      .from(quizSubmissions)
      .where(eq(quizSubmissions.id, id))
      .for('update');
    const [row] = await tx
      .update(quizSubmissions)
      .set({ status: change.status, ...(notes === undefined ? {} : { reviewNotes: notes }), updatedAt: now })
      .where(eq(quizSubmissions.id, id))
      .returning();
    if (!row) return null;
    await tx.insert(quizSubmissionChanges).values({
      submissionId: row.id,
      staffId: actor.id,
      staffUsername: actor.username,
      status: row.status,
      reviewNotes: row.reviewNotes,
      createdAt: now,
    });
    await recordAudit(
      tx,
      { ...actor, at: now },
      {
        action: 'review',
        entity: 'quiz-submission',
        entityId: row.id,
        before,
        after: { status: row.status, reviewNotes: row.reviewNotes },
      },
    );
    return row;
  });
  if (!updated) return null;
  const histories = await historiesOf(db, [updated.id]);
  return toSubmission(updated, histories.get(updated.id) ?? []);
}

// ── The provider's webhook ───────────────────────────────────────────────────────────────────────────────

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/** true when `header` is `sha256=<hex HMAC-SHA256 of body keyed with secret>`, compared in constant time. */
export function verifySignature(secret: string, body: Buffer, header: string | undefined): boolean {
  if (typeof header !== 'string' || header.length > 100) return false;
  const match = SIGNATURE.exec(header.trim());
  if (!match) return false;
  const given = Buffer.from(match[1], 'hex');
  const expected = createHmac('sha256', secret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The header value a provider sends for `body` (used by the docs' example and the tests). */
export function signBody(secret: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export type Delivery = z.output<typeof QuizWebhookDelivery>;

/** Stores a first delivery as pending; a repeat of the same provider id changes nothing. */
export async function storeDelivery(
  db: Executor,
  delivery: Delivery,
  now: Date,
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db
    .insert(quizSubmissions)
    .values({
      externalId: delivery.id,
      quizName: delivery.quizName,
      email: delivery.email,
      firstName: delivery.firstName,
      lastName: delivery.lastName,
      fullName: delivery.fullName,
      phone: delivery.phone,
      questions: delivery.questions,
      status: 'pending',
      // Every delivery comes from the provider's form, which asks for the consent (decision 0110).
      consentSource: 'quiz_provider',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: quizSubmissions.externalId })
    .returning({ id: quizSubmissions.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: quizSubmissions.id })
    .from(quizSubmissions)
    .where(eq(quizSubmissions.externalId, delivery.id))
    .limit(1);
  return { id: existing.id, created: false };
}
