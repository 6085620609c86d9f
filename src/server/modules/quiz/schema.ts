// The tables the quiz module owns (one schema per module, issue 30; drizzle-kit reads every modules/*/schema.ts).
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { QUIZ_STATUSES, type QuizStatus } from '@shared/schemas/quiz';
import { createdAt } from '../../db/columns';
import { staff } from '../auth';

export type QuizQuestion = { question: string; answer: string };

export const quizSubmissions = pgTable(
  'quiz_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The provider's submission id: deliveries are idempotent on it. */
    externalId: text('external_id').notNull().unique(),
    quizName: text('quiz_name').notNull().default(''),
    email: text('email').notNull().default(''),
    firstName: text('first_name'),
    lastName: text('last_name'),
    fullName: text('full_name'),
    phone: text('phone'),
    questions: jsonb('questions')
      .$type<QuizQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').$type<QuizStatus>().notNull().default('pending'),
    reviewNotes: text('review_notes'),
    /**
     * Who collected the consent to keep these answers (health data, OPERATIONS §3, decision 0110): the quiz provider,
     * on its form, before it delivered them; created_at is when it reached us.
     */
    consentSource: text('consent_source').notNull().default('quiz_provider'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quiz_submissions_email_idx').on(t.email),
    index('quiz_submissions_created_idx').on(t.createdAt),
    check('quiz_submissions_status', sql`${t.status} IN (${sql.raw(QUIZ_STATUSES.map((s) => `'${s}'`).join(', '))})`),
  ],
);

/** Every status or notes change a member of staff makes, for the dialog's short history. */
export const quizSubmissionChanges = pgTable(
  'quiz_submission_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => quizSubmissions.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffUsername: text('staff_username').notNull(),
    status: text('status').$type<QuizStatus>().notNull(),
    reviewNotes: text('review_notes'),
    createdAt: createdAt(),
  },
  (t) => [index('quiz_submission_changes_submission_idx').on(t.submissionId, t.createdAt)],
);
