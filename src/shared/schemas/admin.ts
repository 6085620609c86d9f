// Staff console: sign-in, the Penny AI dashboard (SPEC §3 AI session / AI overview, §7 Admin) and failed work.
import { z } from 'zod';
import { LoginTotp } from './staff';

export { StaffMember } from './staff';

export const ADMIN_USERNAME_MAX = 100;
export const ADMIN_PASSWORD_MAX = 200;

/** SPEC §5: both fields required, nothing else shown; the caps only keep abuse out. */
export const AdminLoginRequest = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(ADMIN_USERNAME_MAX, `must be at most ${ADMIN_USERNAME_MAX} characters`),
  password: z
    .string()
    .min(1, 'is required')
    .max(ADMIN_PASSWORD_MAX, `must be at most ${ADMIN_PASSWORD_MAX} characters`),
  /** Two-step sign-in (OPERATIONS §2): a current authenticator code or an unused recovery code, once it is on. */
  totp: LoginTotp.optional(),
});
export type AdminLoginRequest = z.input<typeof AdminLoginRequest>;

export const CategoryCount = z.object({ category: z.string(), count: z.number().int() });
export type CategoryCount = z.infer<typeof CategoryCount>;

/** One UK calendar day of the sessions chart: '2026-03-05', its en-GB label '5 Mar', and the sessions started. */
export const DayCount = z.object({ date: z.string(), label: z.string(), count: z.number().int() });
export type DayCount = z.infer<typeof DayCount>;

export const AiOverview = z.object({
  totalSessions: z.number().int(),
  sessionsWithEmail: z.number().int(),
  completedSessions: z.number().int(),
  /** Rounded to one decimal; 0 when there are no sessions. */
  averageMessageCount: z.number(),
  /** At most 8, most asked first. */
  topQuestionCategories: z.array(CategoryCount),
  /** The last 14 UK days, oldest first, days without sessions included as 0. */
  sessionsPerDay: z.array(DayCount),
});
export type AiOverview = z.infer<typeof AiOverview>;

export const ConversationEntry = z.object({
  sender: z.enum(['user', 'assistant']),
  message: z.string(),
  timestamp: z.string(),
});
export type ConversationEntry = z.infer<typeof ConversationEntry>;

export const AiSession = z.object({
  id: z.string(),
  sessionId: z.string(),
  email: z.string().nullable(),
  messageCount: z.number().int(),
  sessionStatus: z.string(),
  createdAt: z.string(),
  startedAt: z.string(),
  emailSent: z.boolean(),
  questionCategories: z.array(z.string()),
  conversationHistory: z.array(ConversationEntry),
});
export type AiSession = z.infer<typeof AiSession>;

// ── Work that failed for good (issue 28): what the console's dashboard lists ─────────────────────────────────

/** A customer mail that used every retry or was refused for good: who, what, why — never its body or a code. */
export const FailedMail = z.object({
  id: z.string(),
  recipient: z.string().nullable(),
  subject: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When the change that owed the mail was made (ISO). */
  queuedAt: z.string(),
});
export type FailedMail = z.infer<typeof FailedMail>;

/** A background job (other than a mail's delivery: those are the mails) that used every retry. */
export const FailedJob = z.object({
  id: z.string(),
  queue: z.string(),
  error: z.string().nullable(),
  failedAt: z.string(),
});
export type FailedJob = z.infer<typeof FailedJob>;

export const FailedWork = z.object({ mails: z.array(FailedMail), jobs: z.array(FailedJob) });
export type FailedWork = z.infer<typeof FailedWork>;

/**
 * The console's first-run checklist (OPERATIONS §1, decision 0511): what a new shop still lacks. Catalogue steps
 * are done from the console; the configuration steps are the operator's (environment), so the console only says
 * which settings to give.
 */
export const SetupStepId = z.enum(['category', 'product', 'on-sale', 'payments', 'mail']);
export type SetupStepId = z.infer<typeof SetupStepId>;
export const SetupStep = z.object({
  id: SetupStepId,
  done: z.boolean(),
  /** 'catalogue': staff do it in the console; 'configuration': the operator sets the environment. */
  kind: z.enum(['catalogue', 'configuration']),
});
export type SetupStep = z.infer<typeof SetupStep>;
export const ShopSetup = z.object({
  steps: z.array(SetupStep),
  /** Figures the steps speak of. */
  categories: z.number().int(),
  products: z.number().int(),
  productsOnSale: z.number().int(),
  paymentProvider: z.enum(['manual', 'stripe']),
  /** Whether the console shows the checklist: a catalogue step is open, or (outside demo mode) any step. */
  showChecklist: z.boolean(),
});
export type ShopSetup = z.infer<typeof ShopSetup>;
