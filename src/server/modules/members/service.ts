// Members area rules: the home dashboard (SPEC §3 Dashboard), the member's own quiz results and their birthday.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { preparedQuery, type Database, type Executor } from '../../db/client';
import { users, type MemberRow } from '../auth';
import { activePerksCountSql } from '../catalogue';
import { quizSubmissions } from '../quiz';
import { activeRoutineJsonSql, hasRoutineSql } from '../routines';
import { conflict, unauthorized } from '../../plugins/errors';
import { formatLongDate, formatShortDate, timeOfDayAt } from '@shared/dates';
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

/** A saved birthday may be changed (or removed) again this many days after it was last saved (decision 0803). */
export const BIRTHDAY_CHANGE_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** '2027-03-14': the UK calendar day of an instant, in an order that compares as text. */
const ukDay = (at: Date) => formatShortDate(at).split('/').reverse().join('-');

export const birthdayChangeRefused = (from: Date, supportEmail: string) =>
  `You can change your birthday once a year, so you can next change it on ${formatLongDate(from)}. ` +
  `If it was saved by mistake, our care team can correct it for you: ${supportEmail}.`;

/**
 * Saves what a member may change about themselves (their birthday, 'MM-DD' or null); their row, or null when there
 * is no such member. A birthday is saved freely while none has been; once saved, changing or removing it waits until
 * the UK day BIRTHDAY_CHANGE_DAYS after it was last saved (a 409 saying when), so a member cannot move it to this
 * month for a birthday-month code. Removing it keeps `birthday_set_at`; saving the same birthday again changes
 * nothing. The update is conditional on the birthday as read, so of two changes at once the second is decided again
 * on the first's result (and refused).
 */
export async function updateProfile(
  db: Executor,
  userId: string,
  update: { birthday: string | null },
  now: Date,
  supportEmail: string,
): Promise<MemberRow | null> {
  const [current] = await db.select().from(users).where(eq(users.id, userId));
  if (!current || current.birthday === update.birthday) return current ?? null;
  if (current.birthdaySetAt) {
    const from = new Date(current.birthdaySetAt.getTime() + BIRTHDAY_CHANGE_DAYS * DAY_MS);
    if (ukDay(now) < ukDay(from)) throw conflict(birthdayChangeRefused(from, supportEmail));
  }
  const [row] = await db
    .update(users)
    .set(update.birthday === null ? { birthday: null } : { birthday: update.birthday, birthdaySetAt: now })
    .where(
      and(
        eq(users.id, userId),
        current.birthday === null ? isNull(users.birthday) : eq(users.birthday, current.birthday),
      ),
    )
    .returning();
  // Changed meanwhile (another tab): decide again on the row as it is now.
  return row ?? updateProfile(db, userId, update, now, supportEmail);
}
