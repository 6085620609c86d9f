// The tables the coach module owns (one schema per module, issue 30; drizzle-kit reads every modules/*/schema.ts).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { QuestionCategory } from '@shared/question-categories';
import { createdAt } from '../../db/columns';
import { users } from '../auth';

export const aiSessions = pgTable(
  'ai_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public conversation id handed to the client. */
    sessionId: text('session_id').notNull().unique(),
    /** The member who owns a coach conversation; null for the public /chat. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel').notNull().default('coach'),
    email: text('email'),
    messageCount: integer('message_count').notNull().default(0),
    sessionStatus: text('session_status').notNull().default('active'),
    emailSent: boolean('email_sent').notNull().default(false),
    questionCategories: text('question_categories')
      .array()
      .$type<QuestionCategory[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The skin profile the coach keeps across turns. */
    profile: jsonb('profile')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the member chose 'New conversation' (decision 0411): a closed conversation is not resumed. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('ai_sessions_created_idx').on(t.createdAt), index('ai_sessions_user_idx').on(t.userId)],
);

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    aiSessionId: uuid('ai_session_id')
      .notNull()
      .references(() => aiSessions.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    message: text('message').notNull(),
    confidence: real('confidence'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('ai_messages_session_idx').on(t.aiSessionId, t.createdAt)],
);
