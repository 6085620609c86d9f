// The console's AI assistant dashboard (SPEC §3 AI overview, §9 Admin): the figures, the sessions-per-day chart and
// the latest conversations. The coach owns the conversations and reads them (coach/conversations/overview.ts);
// this file picks how much the dashboard shows and lays the chart's days out in UK time.
import type { AiOverview, AiSession, DayCount } from '@shared/schemas/admin';
import type { Executor } from '../../db/client';
import { conversationsStartedPerDay, conversationTotals, latestConversations, topQuestionCategories } from '../coach';

export const TOP_CATEGORIES = 8;
export const CHART_DAYS = 14;
/** The dashboard shows 10; the API returns a little more history, but never the whole table. */
export const SESSIONS_LIMIT = 50;
/** A runaway conversation must not make every 30-second poll heavy: its latest messages only. */
export const MESSAGES_PER_SESSION = 200;

const TZ = 'Europe/London';

export async function assistantOverview(db: Executor, now: Date): Promise<AiOverview> {
  const totals = await conversationTotals(db);
  const categories = await topQuestionCategories(db, TOP_CATEGORIES);
  return { ...totals, topQuestionCategories: categories, sessionsPerDay: await sessionsPerDay(db, now) };
}

/** Sessions started per UK calendar day over the last CHART_DAYS days (today included), zero-filled. */
export async function sessionsPerDay(db: Executor, now: Date): Promise<DayCount[]> {
  const days = lastDays(now, CHART_DAYS);
  const byDay = await conversationsStartedPerDay(db, { first: days[0], last: days[days.length - 1], timeZone: TZ });
  return days.map((date) => ({ date, label: dayLabel(date), count: byDay.get(date) ?? 0 }));
}

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' });
const shortDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** The `count` UK dates ending with today's, oldest first, as 'YYYY-MM-DD'. */
export function lastDays(now: Date, count: number): string[] {
  const [y, m, d] = isoDay.format(now).split('-').map(Number);
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    // Calendar arithmetic on a UTC date: no daylight-saving edge can skip or repeat a day.
    out.push(new Date(Date.UTC(y, m - 1, d - i)).toISOString().slice(0, 10));
  }
  return out;
}

/** '2026-03-05' → '5 Mar' (en-GB). */
export function dayLabel(date: string): string {
  return shortDay.format(new Date(`${date}T12:00:00Z`));
}

/** The latest sessions, newest first, each with its conversation in order. */
export function assistantSessions(db: Executor, limit = SESSIONS_LIMIT): Promise<AiSession[]> {
  return latestConversations(db, { limit, messagesEach: MESSAGES_PER_SESSION });
}
