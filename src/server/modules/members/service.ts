// Members area rules: the home dashboard (SPEC §3 Dashboard) and the member's own quiz results.
import { desc, eq, sql } from 'drizzle-orm';
import { preparedQuery, type Database, type Executor } from '../../db/client';
import { users } from '../auth';
import { activePerksCountSql } from '../catalogue';
import { quizSubmissions } from '../quiz';
import { activeRoutineJsonSql, hasRoutineSql } from '../routines';
import { unauthorized } from '../../plugins/errors';
import { timeOfDayAt } from '@shared/dates';
import type { Dashboard, QuizResult } from '@shared/schemas/members';

/**
 * Today's routine is the member's active routine for the current time of day in the UK (morning before noon);
 * the perks count is what the wallet shows (GET /api/perks: active perks).
 */
export async function dashboardFor(db: Database, memberId: string, now: Date): Promise<Dashboard> {
  // One prepared statement (decision 0901): the member's row, today's routine with its steps (JSON), whether any
  // routine exists and the perks count — where it was four statements on four connections. The routines and the
  // catalogue write their own pieces of it (issue 30); this module only puts them together.
  const [row] = await preparedQuery(db, 'member_dashboard', (d) =>
    d
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        membershipTier: users.membershipTier,
        perksCount: activePerksCountSql(),
        hasRoutine: hasRoutineSql(users.id),
        activeRoutine: activeRoutineJsonSql(users.id, sql.placeholder('timeOfDay')),
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('member_dashboard'),
  ).execute({ id: memberId, timeOfDay: timeOfDayAt(now) });
  if (!row) throw unauthorized(); // the account was deleted under a live session
  const { activeRoutine: routine, perksCount, hasRoutine, ...user } = row;
  return {
    user,
    activeRoutine: routine
      ? {
          ...routine,
          createdAt: new Date(routine.createdAt).toISOString(),
          updatedAt: new Date(routine.updatedAt).toISOString(),
        }
      : null,
    perksCount,
    hasRoutine,
  };
}

/**
 * The quiz submissions made with the member's email address, newest first. Staff fields (status, notes, phone)
 * stay in the console. The provider's address is compared trimmed and case-insensitively: member emails are
 * stored lower-cased, the provider's are as typed.
 */
export async function quizResultsFor(db: Executor, email: string): Promise<QuizResult[]> {
  const rows = await db
    .select({
      id: quizSubmissions.id,
      createdAt: quizSubmissions.createdAt,
      quizName: quizSubmissions.quizName,
      questions: quizSubmissions.questions,
    })
    .from(quizSubmissions)
    .where(eq(sql`lower(trim(${quizSubmissions.email}))`, email.trim().toLowerCase()))
    .orderBy(desc(quizSubmissions.createdAt), desc(quizSubmissions.id));
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    quizName: r.quizName,
    questions: (Array.isArray(r.questions) ? r.questions : []).map((q) => ({
      question: String(q.question ?? ''),
      answer: String(q.answer ?? ''),
    })),
  }));
}

/** Saves what a member may change about themselves (their birthday, 'MM-DD' or null); their row, or null. */
export async function updateProfile(db: Executor, userId: string, update: { birthday: string | null }) {
  const [row] = await db.update(users).set({ birthday: update.birthday }).where(eq(users.id, userId)).returning();
  return row ?? null;
}
