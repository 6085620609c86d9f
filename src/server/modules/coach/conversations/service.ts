// The AI conversations (the coach's and Penny AI's): each is one ai_sessions row with its ai_messages — exactly
// what the staff console reads (overview.ts). Rules (docs/decisions/0401, 0404):
// - the public id is 144 random bits (base64url); a member's coach conversation can only be continued by that
//   member, a public /chat conversation by whoever holds its id;
// - the stored transcript is the truth for a continued conversation (a client-sent history is ignored);
// - status: 'active' → 'completed' when the transcript is emailed, when the member starts a new conversation
//   (closed) or after IDLE_MINUTES without a message (applied lazily); a new message re-opens a completed one;
// - a member's coach conversation is picked up again on any device while under RESUME_HOURS old and not closed
//   (docs/decisions/0411).
import { and, asc, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import { QUESTION_CATEGORIES, type QuestionCategory } from '@shared/question-categories';
import type {
  AiSessionTranscript,
  AssessmentResponse,
  ChatChannel,
  CloseAiSessionResponse,
  CurrentAiSession,
  ConversationEntry,
  EmailTranscriptResponse,
  TranscriptMessage,
} from '@shared/schemas/coach';
import type { Database, Executor } from '../../../db/client';
import { aiMessages, aiSessions } from '../schema';
import type { MailMessage } from '../../../mail/mailer';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../../plugins/errors';
import type { MemberRow } from '../../auth';
import type { Trader } from '../../../config';
import { listFaq, listProducts } from '../../catalogue';
import { readShopPageSections } from '../../pages';
import { pageHelp } from '../advice/help-answers';
import { normaliseProfile } from '../reading/analyse';
import type { CatalogueProduct, CoachEngine, Turn } from '../types';
import { transcriptMail } from './transcript-mail';

export const IDLE_MINUTES = 30;
/** A member's coach conversation is picked up again while its last message is under this old (decision 0411). */
export const RESUME_HOURS = 24;
/** Earlier user turns a new conversation may bring along as context (SPEC §7 conversationHistory). */
const CLIENT_CONTEXT_TURNS = 10;

export type AiSessionRow = typeof aiSessions.$inferSelect;
export type AiMessageRow = typeof aiMessages.$inferSelect;

export type CoachDeps = {
  db: Database;
  engine: CoachEngine;
  now: () => Date;
  log?: FastifyBaseLogger;
  /** Fills in the delivery, returns and contact pages the coach quotes (0419). */
  trader?: Trader;
};

/** A fresh, unguessable conversation id: 18 random bytes as 24 base64url characters. */
export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

/** A first name as given in the greeting: letters, spaces, hyphens and apostrophes only, capped. */
export function cleanFirstName(name: string | undefined): string | undefined {
  const cleaned = name
    ?.replace(/[^\p{L}\p{M}' -]/gu, '')
    .trim()
    .slice(0, 50);
  return cleaned ? cleaned : undefined;
}

/** The status the console should show: an active conversation idle for IDLE_MINUTES counts as completed. */
export function effectiveStatus(row: Pick<AiSessionRow, 'sessionStatus' | 'updatedAt'>, now: Date): string {
  if (row.sessionStatus === 'active' && now.getTime() - row.updatedAt.getTime() >= IDLE_MINUTES * 60_000)
    return 'completed';
  return row.sessionStatus;
}

/**
 * Marks every conversation idle for IDLE_MINUTES as completed (one UPDATE). Run when a conversation starts;
 * the console may call it before reading its figures.
 */
export async function completeIdleConversations(db: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDLE_MINUTES * 60_000);
  const done = await db
    .update(aiSessions)
    .set({ sessionStatus: 'completed' })
    .where(and(eq(aiSessions.sessionStatus, 'active'), lt(aiSessions.updatedAt, cutoff)))
    .returning({ id: aiSessions.id });
  return done.length;
}

/** Session-wide categories: every turn's, in SPEC order; general_question only when nothing more specific came up. */
export function mergeCategories(existing: string[], turn: readonly string[]): QuestionCategory[] {
  const all = new Set([...existing, ...turn]);
  const specific = QUESTION_CATEGORIES.filter((c) => c !== 'general_question' && all.has(c));
  return specific.length > 0 ? specific : all.has('general_question') ? ['general_question'] : [];
}

/** The conversation if this requester may continue or read it: 404 unknown, 401/403 a member's that is not theirs. */
export async function findAccessibleSession(
  db: Executor,
  sessionId: string,
  member: MemberRow | null,
): Promise<AiSessionRow> {
  const [row] = await db.select().from(aiSessions).where(eq(aiSessions.sessionId, sessionId)).limit(1);
  if (!row) throw notFound('Conversation not found');
  if (row.channel === 'coach' || row.userId) {
    if (!member) throw unauthorized('Please sign in to continue this conversation');
    if (row.userId !== member.id) throw forbidden('This conversation belongs to someone else');
  }
  return row;
}

async function loadMessages(db: Executor, aiSessionId: string): Promise<AiMessageRow[]> {
  return db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.aiSessionId, aiSessionId))
    .orderBy(asc(aiMessages.createdAt), asc(aiMessages.id));
}

export async function loadCatalogue(db: Executor): Promise<CatalogueProduct[]> {
  const products = await listProducts(db);
  return products.map((p) => ({
    id: p.id,
    name: p.name,
    shortDescription: p.shortDescription,
    categorySlug: p.categorySlug,
    ingredients: p.ingredients,
    benefits: p.benefits,
  }));
}

export type AssessInput = {
  message: string;
  conversationHistory: ConversationEntry[];
  sessionId?: string;
  channel?: ChatChannel;
  firstName?: string;
};

/** One turn of a conversation: ask the engine, then record both messages and the session in one transaction. */
export async function assess(
  deps: CoachDeps,
  input: AssessInput,
  member: MemberRow | null,
): Promise<AssessmentResponse> {
  const { db, engine, now } = deps;
  let session: AiSessionRow | null = null;
  let history: Turn[];
  let channel: ChatChannel;

  if (input.sessionId) {
    session = await findAccessibleSession(db, input.sessionId, member);
    channel = session.channel === 'chat' ? 'chat' : 'coach';
    if (input.channel && input.channel !== channel)
      throw badRequest('This conversation belongs to the other assistant');
    history = (await loadMessages(db, session.id)).map((m) => ({
      role: m.sender === 'user' ? 'user' : 'assistant',
      content: m.message,
    }));
  } else {
    channel = input.channel ?? (member ? 'coach' : 'chat');
    if (channel === 'coach' && !member) throw unauthorized('Please sign in to talk to your AI Skin Coach');
    // A new conversation may bring earlier user turns as context, never assistant lines (those could be forged).
    history = input.conversationHistory
      .filter((e) => e.role === 'user' && e.content.trim())
      .slice(-CLIENT_CONTEXT_TURNS)
      .map((e) => ({ role: 'user', content: e.content }));
  }

  const profile = session ? normaliseProfile(session.profile) : undefined;
  const firstName = cleanFirstName(input.firstName) ?? profile?.firstName;
  // Strictly after the conversation's last answer: messages are read back in time order, and a turn stamped in the
  // same millisecond as the one before (or under a test's fixed clock) would otherwise sort by chance.
  const receivedAt = new Date(Math.max(now().getTime(), (session?.updatedAt.getTime() ?? -Infinity) + 1));
  const [catalogue, faq, sections] = await Promise.all([
    loadCatalogue(db),
    listFaq(db),
    deps.trader ? readShopPageSections(db, deps.trader) : [],
  ]);
  const help = [...faq.map(({ question, answer }) => ({ question, answer })), ...sections.map(pageHelp)];
  const advice = await engine.advise({ history, message: input.message, profile, firstName }, catalogue, help);
  deps.log?.info(
    { engine: advice.engine, categories: advice.questionCategories, redFlags: advice.redFlags },
    'coach answered',
  );
  const answeredAt = new Date(Math.max(now().getTime(), receivedAt.getTime() + 1));

  const sessionId = await db.transaction(async (tx) => {
    let row: AiSessionRow;
    if (!session) {
      await completeIdleConversations(tx, receivedAt);
      [row] = await tx
        .insert(aiSessions)
        .values({
          sessionId: newSessionId(),
          userId: channel === 'coach' ? member!.id : null,
          channel,
          email: channel === 'coach' ? member!.email : null,
          messageCount: 2,
          sessionStatus: 'active',
          questionCategories: mergeCategories([], advice.questionCategories),
          profile: withFirstName(advice.profile, firstName),
          createdAt: receivedAt,
          startedAt: receivedAt,
          updatedAt: answeredAt,
        })
        .returning();
    } else {
      // Lock the row: two turns at once must not lose a count or a category.
      const [locked] = await tx.select().from(aiSessions).where(eq(aiSessions.id, session.id)).for('update');
      [row] = await tx
        .update(aiSessions)
        .set({
          messageCount: locked.messageCount + 2,
          questionCategories: mergeCategories(locked.questionCategories, advice.questionCategories),
          profile: withFirstName(advice.profile, firstName),
          sessionStatus: 'active',
          closedAt: null,
          updatedAt: answeredAt,
        })
        .where(eq(aiSessions.id, session.id))
        .returning();
    }
    await tx.insert(aiMessages).values([
      {
        aiSessionId: row.id,
        sender: 'user',
        message: input.message,
        confidence: null,
        details: null,
        createdAt: receivedAt,
      },
      {
        aiSessionId: row.id,
        sender: 'assistant',
        message: advice.response,
        confidence: advice.confidence,
        details: { followUpQuestions: advice.followUpQuestions, productRecommendations: advice.productRecommendations },
        createdAt: answeredAt,
      },
    ]);
    return row.sessionId;
  });

  return {
    response: advice.response,
    confidence: advice.confidence,
    followUpQuestions: advice.followUpQuestions,
    productRecommendations: advice.productRecommendations,
    sessionId,
    questionCategories: advice.questionCategories,
  };
}

/** The profile to store, with the name she gave: a resumed conversation greets her by it (decision 0411). */
function withFirstName<T extends object>(profile: T, firstName: string | undefined): T {
  return firstName && !(profile as { firstName?: unknown }).firstName ? { ...profile, firstName } : profile;
}

function toTranscriptMessage(m: AiMessageRow): TranscriptMessage {
  const details = (m.details ?? {}) as { followUpQuestions?: unknown; productRecommendations?: unknown };
  const followUpQuestions = Array.isArray(details.followUpQuestions)
    ? details.followUpQuestions.filter((q): q is string => typeof q === 'string')
    : [];
  const recommendations = Array.isArray(details.productRecommendations) ? details.productRecommendations : [];
  return {
    id: m.id,
    sender: m.sender === 'user' ? 'user' : 'assistant',
    message: m.message,
    timestamp: m.createdAt.toISOString(),
    confidence: m.confidence,
    followUpQuestions,
    productRecommendations: recommendations
      .filter((r): r is Record<string, unknown> => !!r && typeof r === 'object' && typeof (r as any).name === 'string')
      .map((r) => ({
        name: String(r.name),
        priority: r.priority === 'high' || r.priority === 'low' ? r.priority : 'medium',
        reason: typeof r.reason === 'string' ? r.reason : '',
        productId: typeof r.productId === 'string' && /^[0-9a-f-]{36}$/i.test(r.productId) ? r.productId : null,
      })),
  };
}

/** The stored conversation, for the person who may continue it (a reloaded /chat page picks up where it was). */
export async function readTranscript(
  db: Database,
  sessionId: string,
  member: MemberRow | null,
  now: Date,
): Promise<AiSessionTranscript> {
  const session = await findAccessibleSession(db, sessionId, member);
  const messages = await loadMessages(db, session.id);
  return {
    sessionId: session.sessionId,
    channel: session.channel === 'chat' ? 'chat' : 'coach',
    sessionStatus: effectiveStatus(session, now),
    emailSent: session.emailSent,
    messages: messages.map(toTranscriptMessage),
  };
}

/**
 * The member's conversation to pick up again on opening the coach, on any device: her latest coach conversation
 * (never anyone else's) when it has messages, its last one is under RESUME_HOURS old and she has not closed it.
 * Only the latest counts, so a conversation she closed is never replaced by an older one.
 */
export async function currentConversation(db: Database, member: MemberRow, now: Date): Promise<CurrentAiSession> {
  const [latest] = await db
    .select()
    .from(aiSessions)
    .where(and(eq(aiSessions.userId, member.id), eq(aiSessions.channel, 'coach')))
    .orderBy(desc(aiSessions.updatedAt), desc(aiSessions.createdAt))
    .limit(1);
  const fresh = latest && now.getTime() - latest.updatedAt.getTime() < RESUME_HOURS * 3_600_000;
  if (!latest || !fresh || latest.closedAt || latest.messageCount === 0) return { conversation: null };
  const transcript = await readTranscript(db, latest.sessionId, member, now);
  if (transcript.messages.length === 0) return { conversation: null };
  return { conversation: { ...transcript, firstName: normaliseProfile(latest.profile).firstName ?? null } };
}

/**
 * 'New conversation': closes the conversation for whoever may continue it (completed, kept on record for staff, not
 * picked up again). Closing twice is harmless; a later message in it re-opens it.
 */
export async function closeConversation(
  db: Database,
  sessionId: string,
  member: MemberRow | null,
  now: Date,
): Promise<CloseAiSessionResponse> {
  const session = await findAccessibleSession(db, sessionId, member);
  if (!session.closedAt)
    await db.update(aiSessions).set({ closedAt: now, sessionStatus: 'completed' }).where(eq(aiSessions.id, session.id));
  return { sessionStatus: 'completed' };
}

/** What a transcript mail is rendered from: the conversation (its row id), and how much of it there was when asked. */
export type TranscriptMailJob = { sessionId: string; requestedAt: string; messages: number };

/**
 * 'Email me this conversation': stores the address on the session and queues the mail of the transcript and its
 * recommendations, marking it sent and the conversation completed in the same transaction (the outbox delivers it
 * after the commit and retries it when the mail server fails).
 *
 * The public /chat lets anyone type any address, so (decision 0800): one transcript per conversation (claimed
 * atomically with its mail), at most `perAddress.max` transcripts to one address per window whoever asks (counted
 * in the database, so across instances), and the route's per-IP limit.
 */
export async function emailTranscript(
  deps: {
    db: Database;
    now: () => Date;
    perAddress: { max: number; timeWindow: number };
    /** Queues the mail inside the claim's transaction. */
    queueMail: (tx: Executor, job: TranscriptMailJob) => Promise<unknown>;
  },
  sessionId: string,
  email: string,
  member: MemberRow | null,
): Promise<EmailTranscriptResponse> {
  const { db, now } = deps;
  const session = await findAccessibleSession(db, sessionId, member);
  if (session.emailSent) throw conflict('This conversation has already been emailed.');
  const messages = await loadMessages(db, session.id);
  if (messages.length === 0) throw badRequest('There is nothing to send yet');

  const since = new Date(now().getTime() - deps.perAddress.timeWindow);
  const [recent] = await db
    .select({ n: count() })
    .from(aiSessions)
    .where(and(eq(aiSessions.email, email), eq(aiSessions.emailSent, true), gt(aiSessions.updatedAt, since)));
  if ((recent?.n ?? 0) >= deps.perAddress.max) {
    const hours = Math.max(1, Math.round(deps.perAddress.timeWindow / 3_600_000));
    throw new HttpError(
      429,
      `Too many conversations have been emailed to this address. Please try again in ${hours} hours.`,
      {
        'Retry-After': String(Math.ceil(deps.perAddress.timeWindow / 1000)),
      },
    );
  }
  await db.transaction(async (tx) => {
    const at = now();
    const claimed = await tx
      .update(aiSessions)
      .set({ email, emailSent: true, sessionStatus: 'completed', updatedAt: at })
      .where(and(eq(aiSessions.id, session.id), eq(aiSessions.emailSent, false)))
      .returning({ id: aiSessions.id });
    if (claimed.length === 0) throw conflict('This conversation has already been emailed.');
    await deps.queueMail(tx, { sessionId: session.id, requestedAt: at.toISOString(), messages: messages.length });
  });
  return { success: true, emailSent: true, sessionStatus: 'completed' };
}

/**
 * The transcript mail when the outbox sends it: the conversation as it was when asked (later messages stay out),
 * to the address stored with it. A conversation since deleted is skipped.
 */
export async function renderTranscriptMail(db: Database, job: TranscriptMailJob): Promise<MailMessage | null> {
  const [session] = await db.select().from(aiSessions).where(eq(aiSessions.id, job.sessionId));
  if (!session?.email) return null;
  const messages = (await loadMessages(db, session.id)).slice(0, job.messages);
  const mail = transcriptMail({
    firstName: normaliseProfile(session.profile).firstName,
    startedAt: session.startedAt,
    requestedAt: new Date(job.requestedAt),
    messages: messages.map(toTranscriptMessage),
  });
  return { to: session.email, ...mail };
}
