// Coach and Penny AI shapes (SPEC §3 Chat message / AI assessment response / AI session, §7
// POST /api/ai-skin-assessment, DESIGN §3): one schema per shape, shared by the coach screens and the server.
import { z } from 'zod';
import { QUESTION_CATEGORIES } from '../question-categories';
import { COACH_LIMITS } from '../coach-limits';
import { Email, Id } from './common';

export { COACH_LIMITS, LOW_CONFIDENCE } from '../coach-limits';

export const QuestionCategory = z.enum(QUESTION_CATEGORIES);

/** 'coach' = the members' AI Skin Coach (tied to the member); 'chat' = the public Penny AI chat at /chat. */
export const ChatChannel = z.enum(['coach', 'chat']);
export type ChatChannel = z.infer<typeof ChatChannel>;

/** A conversation's public id: random, URL-safe (new ones are 24 base64url characters, 144 bits). */
export const AiSessionId = z
  .string()
  .min(16, 'must be a conversation id')
  .max(64, 'must be a conversation id')
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a conversation id');

export const ConversationEntry = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(COACH_LIMITS.historyEntryMax, `must be at most ${COACH_LIMITS.historyEntryMax} characters`),
});
export type ConversationEntry = z.infer<typeof ConversationEntry>;

export const AssessmentRequest = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(COACH_LIMITS.messageMax, `must be at most ${COACH_LIMITS.messageMax} characters`),
  conversationHistory: z
    .array(ConversationEntry)
    .max(COACH_LIMITS.historyEntries, `must have at most ${COACH_LIMITS.historyEntries} entries`)
    .default([]),
  /** Continue this conversation; without it a new one starts. */
  sessionId: AiSessionId.optional(),
  /** Which assistant is asked; without it: signed in → coach, otherwise chat (docs/decisions/0401). */
  channel: ChatChannel.optional(),
  /** The first name given in the greeting stage (the name turn itself is not sent). */
  firstName: z
    .string()
    .trim()
    .max(COACH_LIMITS.firstNameMax, `must be at most ${COACH_LIMITS.firstNameMax} characters`)
    .optional(),
});
export type AssessmentRequest = z.input<typeof AssessmentRequest>;

export const Priority = z.enum(['high', 'medium', 'low']);
export type Priority = z.infer<typeof Priority>;

/** A recommended product: `name` is the catalogue product's exact name, `productId` its id. */
export const ProductRecommendation = z.object({
  name: z.string().max(200),
  priority: Priority,
  reason: z.string().max(300),
  productId: Id,
});
export type ProductRecommendation = z.infer<typeof ProductRecommendation>;

/** SPEC §3 AI assessment response: what either coach engine answers. */
export const AiAssessment = z.object({
  response: z.string().min(1).max(4000),
  confidence: z.number().min(0).max(1),
  followUpQuestions: z.array(z.string().min(1).max(200)).max(3),
  productRecommendations: z.array(ProductRecommendation).max(4),
});
export type AiAssessment = z.infer<typeof AiAssessment>;

/** SPEC §7 response plus DESIGN §3's sessionId and the categories detected in this turn's message. */
export const AssessmentResponse = AiAssessment.extend({
  sessionId: AiSessionId,
  questionCategories: z.array(QuestionCategory),
});
export type AssessmentResponse = z.infer<typeof AssessmentResponse>;

export const AiSessionParams = z.object({ sessionId: AiSessionId });

/** One stored message of a conversation (SPEC §3 Chat message / AI session conversationHistory). */
export const TranscriptMessage = z.object({
  id: Id,
  sender: z.enum(['user', 'assistant']),
  message: z.string(),
  timestamp: z.string(),
  confidence: z.number().nullable(),
  followUpQuestions: z.array(z.string()),
  /** Older conversations may name a product that has since left the catalogue: productId null. */
  productRecommendations: z.array(ProductRecommendation.extend({ productId: Id.nullable() })),
});
export type TranscriptMessage = z.infer<typeof TranscriptMessage>;

export const AiSessionTranscript = z.object({
  sessionId: AiSessionId,
  channel: ChatChannel,
  sessionStatus: z.string(),
  emailSent: z.boolean(),
  messages: z.array(TranscriptMessage),
});
export type AiSessionTranscript = z.infer<typeof AiSessionTranscript>;

/** GET /api/ai-sessions/current: which assistant's conversation (only the members' coach keeps one per member). */
export const CurrentAiSessionQuery = z.object({ channel: z.enum(['coach']).default('coach') });

/**
 * The signed-in member's conversation to pick up again (docs/decisions/0411): her latest coach conversation when
 * its last message is under a day old and she has not closed it; otherwise null (start afresh). `firstName` is the
 * name she gave in it.
 */
export const CurrentAiSession = z.object({
  conversation: AiSessionTranscript.extend({ firstName: z.string().nullable() }).nullable(),
});
export type CurrentAiSession = z.infer<typeof CurrentAiSession>;

/** 'New conversation': the conversation is closed (kept on record for staff) and is not picked up again. */
export const CloseAiSessionResponse = z.object({ sessionStatus: z.string() });
export type CloseAiSessionResponse = z.infer<typeof CloseAiSessionResponse>;

export const EmailTranscriptRequest = z.object({ email: Email });
export type EmailTranscriptRequest = z.input<typeof EmailTranscriptRequest>;

export const EmailTranscriptResponse = z.object({
  success: z.boolean(),
  emailSent: z.boolean(),
  sessionStatus: z.string(),
});
export type EmailTranscriptResponse = z.infer<typeof EmailTranscriptResponse>;
