// Members area rules: the home dashboard (SPEC §3 Dashboard) and the member's own quiz results.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { quizSubmissions } from '../../db/schema';
import type { MemberRow } from '../auth/sessions';
import { countPerks } from '../catalogue/service';
import { listRoutines } from '../routines/service';
import { timeOfDayAt } from '@shared/dates';
import type { Dashboard, QuizResult } from '@shared/schemas/members';

/**
 * Today's routine is the member's active routine for the current time of day in the UK (morning before noon);
 * the perks count is what the wallet shows (GET /api/perks: active perks).
 */
export async function dashboardFor(
  db: Database,
  memberId: string,
  memberRow: Promise<MemberRow>,
  now: Date,
): Promise<Dashboard> {
  // The member's row, routines and the perks count, all at once.
  const [member, routines, perksCount] = await Promise.all([memberRow, listRoutines(db, memberId), countPerks(db)]);
  const timeOfDay = timeOfDayAt(now);
  return {
    user: {
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      membershipTier: member.membershipTier,
    },
    activeRoutine: routines.find((r) => r.isActive && r.timeOfDay === timeOfDay) ?? null,
    perksCount,
    hasRoutine: routines.length > 0,
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
