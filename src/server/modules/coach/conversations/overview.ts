// What the staff console reads of the AI conversations (SPEC §3 AI overview, §9 Admin): figures computed in SQL
// from ai_sessions / ai_messages (decision 0501) and the latest conversations with their messages. The coach owns
// these tables; the console's dashboard (admin/assistant-overview.ts) asks here.
// cspell:words btrim
import { desc, sql } from 'drizzle-orm';
import type { AiOverview, AiSession } from '@shared/schemas/admin';
import type { Executor } from '../../../db/client';
import { latestPerGroup } from '../../../db/latest-per-group';
import { aiMessages, aiSessions } from '../schema';

export type ConversationTotals = Pick<
  AiOverview,
  'totalSessions' | 'sessionsWithEmail' | 'completedSessions' | 'averageMessageCount'
>;

/** How many conversations, with an email address, completed, and their average message count. */
export async function conversationTotals(db: Executor): Promise<ConversationTotals> {
  const [totals] = await db
    .select({
      totalSessions: sql<number>`count(*)::int`,
      sessionsWithEmail: sql<number>`(count(*) filter (where ${aiSessions.email} is not null and btrim(${aiSessions.email}) <> ''))::int`,
      completedSessions: sql<number>`(count(*) filter (where ${aiSessions.sessionStatus} = 'completed'))::int`,
      averageMessageCount: sql<number>`coalesce(round(avg(${aiSessions.messageCount})::numeric, 1), 0)::float8`,
    })
    .from(aiSessions);
  return {
    totalSessions: Number(totals?.totalSessions ?? 0),
    sessionsWithEmail: Number(totals?.sessionsWithEmail ?? 0),
    completedSessions: Number(totals?.completedSessions ?? 0),
    averageMessageCount: Number(totals?.averageMessageCount ?? 0),
  };
}

/** The `limit` most asked-about categories, most first. */
export async function topQuestionCategories(db: Executor, limit: number): Promise<AiOverview['topQuestionCategories']> {
  // A category counts once per session that asked about it (a session may repeat a category across turns).
  const categories = await db.execute<{ category: string; count: number }>(sql`
    select c.category, count(distinct s.id)::int as count
    from ${aiSessions} s, unnest(s.question_categories) as c(category)
    where btrim(c.category) <> ''
    group by c.category
    order by count desc, c.category asc
    limit ${limit}
  `);
  return rowsOf<{ category: string; count: number }>(categories).map((r) => ({
    category: r.category,
    count: Number(r.count),
  }));
}

/**
 * Conversations started per calendar day in `timeZone`, from `first` to `last` ('YYYY-MM-DD', both included);
 * days with none are absent.
 */
export async function conversationsStartedPerDay(
  db: Executor,
  days: { first: string; last: string; timeZone: string },
): Promise<Map<string, number>> {
  const { first, last, timeZone } = days;
  const rows = await db.execute<{ day: string; count: number }>(sql`
    select to_char((${aiSessions.createdAt} at time zone ${timeZone})::date, 'YYYY-MM-DD') as day, count(*)::int as count
    from ${aiSessions}
    where (${aiSessions.createdAt} at time zone ${timeZone})::date between ${first}::date and ${last}::date
    group by 1
  `);
  return new Map(rowsOf<{ day: string; count: number }>(rows).map((r) => [r.day, Number(r.count)]));
}

/** The latest `limit` conversations, newest first, each with its latest `messagesEach` messages in order. */
export async function latestConversations(
  db: Executor,
  { limit, messagesEach }: { limit: number; messagesEach: number },
): Promise<AiSession[]> {
  const sessions = await db
    .select()
    .from(aiSessions)
    .orderBy(desc(aiSessions.createdAt), desc(aiSessions.id))
    .limit(limit);
  if (sessions.length === 0) return [];

  const messages = await latestPerGroup(db, aiMessages, {
    fields: {
      aiSessionId: aiMessages.aiSessionId,
      sender: aiMessages.sender,
      message: aiMessages.message,
      createdAt: aiMessages.createdAt,
    },
    group: 'aiSessionId',
    groupIn: sessions.map((s) => s.id),
    newestBy: [aiMessages.createdAt, aiMessages.id],
    keep: messagesEach,
    order: 'oldest first',
  });

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
