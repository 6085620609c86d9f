// The console's FAQ (OPERATIONS §1, decision 0510): questions added, answered, moved and removed by staff. GET
// /api/faq reads the table on every request, so the members' help screen shows a change at once.
import { recordAudit, type AuditActor } from '../audit';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { faqs } from './schema';
import { FAQ_ORDER } from './service';
import { causeMatching, conflict, notFound } from '../../plugins/errors';
import type { AdminFaq, FaqChange, NewFaq } from '@shared/schemas/content-admin';

export const faqMessages = {
  notFound: 'Question not found',
  questionTaken: (question: string) => `The question “${question}” is already in the FAQ: edit that one instead.`,
};

const adminColumns = {
  id: faqs.id,
  category: faqs.category,
  question: faqs.question,
  answer: faqs.answer,
  sortOrder: faqs.sortOrder,
};
const isUniqueViolation = (error: unknown) => causeMatching(error, (e) => e.code === '23505') !== undefined;

/** Every question in the help screen's order: by group (Membership, Products, Events), then place. */
export async function listAdminFaqs(db: Executor): Promise<AdminFaq[]> {
  return db.select(adminColumns).from(faqs).orderBy(FAQ_ORDER, asc(faqs.sortOrder), asc(faqs.question));
}

/** A new question, last in its group unless given a place; one already asked is a 409 (the unique index decides). */
export async function createFaq(db: Executor, v: NewFaq, actor: AuditActor): Promise<AdminFaq> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(faqs)
        .values({
          category: v.category,
          question: v.question,
          answer: v.answer,
          sortOrder:
            v.sortOrder ??
            sql`(select coalesce(max(${faqs.sortOrder}), 0) + 10 from ${faqs} where ${faqs.category} = ${v.category})`,
        })
        .returning(adminColumns);
      await recordAudit(tx, actor, { action: 'create', entity: 'faq', entityId: row.id, after: row });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(faqMessages.questionTaken(v.question));
    throw error;
  }
}

export async function updateFaq(db: Executor, id: string, p: FaqChange, actor: AuditActor): Promise<AdminFaq> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select(adminColumns).from(faqs).where(eq(faqs.id, id)).for('update');
      if (!before) throw notFound(faqMessages.notFound);
      const [row] = await tx.update(faqs).set(p).where(eq(faqs.id, id)).returning(adminColumns);
      await recordAudit(tx, actor, { action: 'update', entity: 'faq', entityId: id, before, after: row });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error) && p.question) throw conflict(faqMessages.questionTaken(p.question));
    throw error;
  }
}

export async function deleteFaq(db: Executor, id: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(faqs).where(eq(faqs.id, id)).returning(adminColumns);
    if (!gone) throw notFound(faqMessages.notFound);
    await recordAudit(tx, actor, { action: 'delete', entity: 'faq', entityId: id, before: gone });
  });
}
