// Quiz submissions: the provider's delivery (DESIGN §3), the console's view and its update (SPEC §3, §7 Admin).
import { z } from 'zod';
import { Text } from './common';

export const QUIZ_STATUSES = ['pending', 'reviewed', 'contacted', 'completed'] as const;
export const QuizStatus = z.enum(QUIZ_STATUSES, {
  message: "must be one of 'pending', 'reviewed', 'contacted', 'completed'",
});
export type QuizStatus = z.infer<typeof QuizStatus>;

export const REVIEW_NOTES_MAX = 2000;
export const QUESTIONS_MAX = 200;
export const ANSWER_MAX = 100_000;

export const QuizQuestion = z.object({ question: z.string(), answer: z.string() });
export type QuizQuestion = z.infer<typeof QuizQuestion>;

/** One status/notes change made in the console, newest first in a submission's history. */
export const QuizSubmissionChange = z.object({
  status: QuizStatus,
  reviewNotes: z.string().nullable(),
  staffUsername: z.string(),
  createdAt: z.string(),
});
export type QuizSubmissionChange = z.infer<typeof QuizSubmissionChange>;

export const QuizSubmission = z.object({
  id: z.string(),
  externalId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  quizName: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  questions: z.array(QuizQuestion),
  status: QuizStatus,
  reviewNotes: z.string().nullable(),
  /** The latest changes (at most 5), newest first. */
  history: z.array(QuizSubmissionChange),
});
export type QuizSubmission = z.infer<typeof QuizSubmission>;

/** PATCH body. Omitting reviewNotes keeps the current notes; an empty string clears them. */
export const UpdateQuizSubmission = z.object({
  status: QuizStatus,
  reviewNotes: Text(REVIEW_NOTES_MAX).nullish(),
});
export type UpdateQuizSubmission = z.input<typeof UpdateQuizSubmission>;

/** A trimmed optional line: blank and null become null. */
const OptionalLine = (max: number) =>
  Text(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** The quiz provider's delivery (DESIGN §3); `id` is the provider's submission id. */
export const QuizWebhookDelivery = z.object({
  id: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  quizName: Text(200)
    .nullish()
    .transform((v) => v ?? ''),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'must be at most 254 characters')
    .pipe(z.union([z.literal(''), z.email({ message: 'must be a valid email address' })]))
    .nullish()
    .transform((v) => v ?? ''),
  firstName: OptionalLine(200),
  lastName: OptionalLine(200),
  fullName: OptionalLine(400),
  phone: OptionalLine(50),
  questions: z
    .array(
      z.object({
        question: z.string().max(1000, 'must be at most 1000 characters'),
        answer: z.string().max(ANSWER_MAX, `must be at most ${ANSWER_MAX} characters`),
      }),
    )
    .max(QUESTIONS_MAX, `must have at most ${QUESTIONS_MAX} questions`)
    .nullish()
    .transform((v) => v ?? []),
});
export type QuizWebhookDelivery = z.input<typeof QuizWebhookDelivery>;

export const QuizWebhookResult = z.object({
  id: z.string(),
  /** created: stored now (201); duplicate: this provider id was already stored (200). */
  result: z.enum(['created', 'duplicate']),
});
export type QuizWebhookResult = z.infer<typeof QuizWebhookResult>;
