// Members area shapes (SPEC §3 Dashboard, Quiz result; the public site settings the help page needs).
import { z } from 'zod';
import { Id } from './common';
import { Routine } from './routines';

export const DashboardUser = z.object({
  id: Id,
  firstName: z.string(),
  lastName: z.string(),
  membershipTier: z.string(),
});

export const Dashboard = z.object({
  user: DashboardUser,
  /** The member's active routine for the current time of day (UK time), if any. */
  activeRoutine: Routine.nullable(),
  /** Perks currently in the wallet (the active perks of GET /api/perks). */
  perksCount: z.number().int(),
  /** The member has saved at least one routine. */
  hasRoutine: z.boolean(),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const QuizQuestion = z.object({ question: z.string(), answer: z.string() });

/** A quiz submission as its member sees it (never the staff's status or notes). */
export const QuizResult = z.object({
  id: Id,
  createdAt: z.string(),
  quizName: z.string(),
  questions: z.array(QuizQuestion),
});
export type QuizResult = z.infer<typeof QuizResult>;

/** Public settings the client needs from the server's configuration. */
export const SiteInfo = z.object({
  supportEmail: z.string(),
  /** How orders are paid (COMMERCE §4): by bank transfer, or by card on Stripe's checkout. */
  paymentProvider: z.enum(['manual', 'stripe']),
  /**
   * Who the shop is (CCR 2013, decision 0240): shown before the order. `vatNumber` null when the shop is not
   * VAT-registered: then prices carry no "including VAT".
   */
  trader: z.object({
    name: z.string(),
    address: z.string(),
    vatNumber: z.string().nullable(),
    contactEmail: z.string(),
  }),
});
export type SiteInfo = z.infer<typeof SiteInfo>;
