// Penny AI dashboard figures, computed in SQL from the AI sessions (SPEC §3 AI overview, §9 Admin).
import { desc, inArray, sql } from 'drizzle-orm';
import type { AiOverview, AiSession, DayCount } from '@shared/schemas/admin';
import type { Executor } from '../../db/client';
import { aiMessages, aiSessions } from '../coach';

export const TOP_CATEGORIES = 8;
export const CHART_DAYS = 14;
/** The dashboard shows 10; the API returns a little more history, but never the whole table. */
export const SESSIONS_LIMIT = 50;
/** A runaway conversation must not make every 30-second poll heavy: its latest messages only. */
export const MESSAGES_PER_SESSION = 200;

const TZ = 'Europe/London';

export async function pennyOverview(db: Executor, now: Date): Promise<AiOverview> {
  const [totals] = await db
    .select({
      totalSessions: sql<number>`count(*)::int`,
      sessionsWithEmail: sql<number>`(count(*) filter (where ${aiSessions.email} is not null and btrim(${aiSessions.email}) <> ''))::int`,
      completedSessions: sql<number>`(count(*) filter (where ${aiSessions.sessionStatus} = 'completed'))::int`,
      averageMessageCount: sql<number>`coalesce(round(avg(${aiSessions.messageCount})::numeric, 1), 0)::float8`,
    })
    .from(aiSessions);

  // A category counts once per session that asked about it (a session may repeat a category across turns).
  const categories = await db.execute<{ category: string; count: number }>(sql`
    select c.category, count(distinct s.id)::int as count
    from ${aiSessions} s, unnest(s.question_categories) as c(category)
    where btrim(c.category) <> ''
    group by c.category
    order by count desc, c.category asc
    limit ${TOP_CATEGORIES}
  `);

  return {
    totalSessions: Number(totals?.totalSessions ?? 0),
    sessionsWithEmail: Number(totals?.sessionsWithEmail ?? 0),
    completedSessions: Number(totals?.completedSessions ?? 0),
    averageMessageCount: Number(totals?.averageMessageCount ?? 0),
    topQuestionCategories: rowsOf<{ category: string; count: number }>(categories).map((r) => ({
      category: r.category,
      count: Number(r.count),
    })),
    sessionsPerDay: await sessionsPerDay(db, now),
  };
}

/** Sessions started per UK calendar day over the last CHART_DAYS days (today included), zero-filled. */
export async function sessionsPerDay(db: Executor, now: Date): Promise<DayCount[]> {
  const days = lastDays(now, CHART_DAYS);
  const rows = await db.execute<{ day: string; count: number }>(sql`
    select to_char((${aiSessions.createdAt} at time zone ${TZ})::date, 'YYYY-MM-DD') as day, count(*)::int as count
    from ${aiSessions}
    where (${aiSessions.createdAt} at time zone ${TZ})::date between ${days[0]}::date and ${days[days.length - 1]}::date
    group by 1
  `);
  const byDay = new Map(rowsOf<{ day: string; count: number }>(rows).map((r) => [r.day, Number(r.count)]));
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
export async function pennySessions(db: Executor, limit = SESSIONS_LIMIT): Promise<AiSession[]> {
  const sessions = await db
    .select()
    .from(aiSessions)
    .orderBy(desc(aiSessions.createdAt), desc(aiSessions.id))
    .limit(limit);
  if (sessions.length === 0) return [];

  const ids = sessions.map((s) => s.id);
  const ranked = db
    .select({
      aiSessionId: aiMessages.aiSessionId,
      sender: aiMessages.sender,
      message: aiMessages.message,
      createdAt: aiMessages.createdAt,
      id: aiMessages.id,
      rank: sql<number>`row_number() over (partition by ${aiMessages.aiSessionId} order by ${aiMessages.createdAt} desc, ${aiMessages.id} desc)`.as(
        'rank',
      ),
    })
    .from(aiMessages)
    .where(inArray(aiMessages.aiSessionId, ids))
    .as('ranked');
  const messages = await db
    .select({
      aiSessionId: ranked.aiSessionId,
      sender: ranked.sender,
      message: ranked.message,
      createdAt: ranked.createdAt,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${MESSAGES_PER_SESSION}`)
    .orderBy(ranked.aiSessionId, ranked.createdAt, ranked.id);

  const history = new Map<string, AiSession['conversationHistory']>();
  for (const m of messages) {
    const list = history.get(m.aiSessionId) ?? [];
    list.push({
      // Anything that is not the customer is the assistant speaking.
      sender: m.sender === 'user' ? 'user' : 'assistant',
      message: m.message,
      timestamp: toIso(m.createdAt),
    });
    history.set(m.aiSessionId, list);
  }

  return sessions.map((s) => ({
    id: s.id,
    sessionId: s.sessionId,
    email: s.email && s.email.trim() ? s.email : null,
    messageCount: s.messageCount,
    sessionStatus: s.sessionStatus,
    createdAt: s.createdAt.toISOString(),
    startedAt: s.startedAt.toISOString(),
    emailSent: s.emailSent,
    questionCategories: s.questionCategories,
    conversationHistory: history.get(s.id) ?? [],
  }));
}

/** A subquery's timestamp may come back as a Date or as driver text depending on the driver. */
function toIso(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  return date.toISOString();
}

/** db.execute answers `{ rows }` on both drivers. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
