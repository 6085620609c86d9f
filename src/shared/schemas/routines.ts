// Routine builder shapes (SPEC §3 Routine, Routine step; §7 Members area). One schema validates the builder on
// the client and the same request on the server, so both refuse the same things with the same words.
import { z } from 'zod';
import { ProductSize } from './catalogue';
import { Id } from './common';

export const TIMES_OF_DAY = ['morning', 'evening'] as const;
export const TimeOfDay = z.enum(TIMES_OF_DAY, { message: "must be 'morning' or 'evening'" });
export type TimeOfDay = z.infer<typeof TimeOfDay>;

/** What a routine may hold (the spec leaves limits open; these fit a real routine and a phone screen). */
export const ROUTINE_LIMITS = {
  name: 80,
  productName: 100,
  instructions: 500,
  whyItMatters: 500,
  steps: 20,
} as const;

const capped = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const required = (max: number) => capped(max).min(1, 'is required');

export const RoutineStepInput = z.object({
  /** 1-based position; the server stores steps renumbered 1..n in this order. */
  order: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be at most 1000'),
  productName: required(ROUTINE_LIMITS.productName),
  instructions: capped(ROUTINE_LIMITS.instructions).default(''),
  whyItMatters: capped(ROUTINE_LIMITS.whyItMatters).default(''),
  /**
   * The catalogue product this step is (decision 0310), or null/absent for a free-text step: SPEC's calls, which
   * never send it, keep working. The server refuses an id that names no product (400).
   */
  productId: Id.nullable().default(null),
});
export type RoutineStepInput = z.input<typeof RoutineStepInput>;

const Steps = z
  .array(RoutineStepInput)
  .min(1, 'must have at least 1 step')
  .max(ROUTINE_LIMITS.steps, `must have at most ${ROUTINE_LIMITS.steps} steps`)
  .superRefine((steps, ctx) => {
    const seen = new Set<number>();
    steps.forEach((step, index) => {
      if (seen.has(step.order))
        ctx.addIssue({ code: 'custom', path: [index, 'order'], message: 'must be unique within the routine' });
      seen.add(step.order);
    });
  });

/** The routine as the builder sends it (POST and PUT). */
export const RoutineInput = z.object({
  name: required(ROUTINE_LIMITS.name),
  timeOfDay: TimeOfDay,
  isActive: z.boolean().default(true),
  steps: Steps,
});
export type RoutineInput = z.input<typeof RoutineInput>;

/** POST /api/routines: the owner is named in the body (and must be the signed-in member). */
export const CreateRoutineRequest = RoutineInput.extend({ userId: Id });
export type CreateRoutineRequest = z.input<typeof CreateRoutineRequest>;

/** PUT /api/routines/{id}: the client sends the routine it holds; a userId, when present, must be the member's. */
export const UpdateRoutineRequest = RoutineInput.extend({ userId: Id.optional() });
export type UpdateRoutineRequest = z.input<typeof UpdateRoutineRequest>;

/**
 * The linked product as a step shows it: its name and picture, and where its page is; its pack size and category
 * give the builder's "About 6 weeks per 30 ml at this use" (decision 0311).
 */
export const RoutineProduct = z.object({
  id: Id,
  slug: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  imageAlt: z.string(),
  size: ProductSize.nullable().optional(),
  categorySlug: z.string().optional(),
});
export type RoutineProduct = z.infer<typeof RoutineProduct>;

export const RoutineStep = z.object({
  order: z.number().int(),
  productName: z.string(),
  instructions: z.string(),
  whyItMatters: z.string(),
  productId: Id.nullable(),
  /** Sent by the routines API (absent in the dashboard's routine card, which shows names only). */
  product: RoutineProduct.nullable().optional(),
});
export type RoutineStep = z.infer<typeof RoutineStep>;

/**
 * An ingredient clash between two steps of one routine (decision 0310), from the coach's knowledge table: the
 * rule's key, the steps involved (their `order`), the warning in plain words and where the advice comes from.
 */
export const RoutineWarning = z.object({
  rule: z.string(),
  steps: z.array(z.number().int()),
  message: z.string(),
  sources: z.array(z.object({ publisher: z.string(), title: z.string(), url: z.string() })),
});
export type RoutineWarning = z.infer<typeof RoutineWarning>;

/** POST /api/routines/warnings: the clashes of a routine being built (saved or not). */
export const RoutineWarningsRequest = z.object({
  timeOfDay: TimeOfDay,
  steps: z
    .array(
      z.object({
        order: z.number().int().min(1).max(1000),
        productName: capped(ROUTINE_LIMITS.productName).default(''),
        productId: Id.nullable().default(null),
      }),
    )
    .max(ROUTINE_LIMITS.steps, `must have at most ${ROUTINE_LIMITS.steps} steps`),
});
export type RoutineWarningsRequest = z.input<typeof RoutineWarningsRequest>;
export const RoutineWarningsResponse = z.object({ warnings: z.array(RoutineWarning) });
export type RoutineWarningsResponse = z.infer<typeof RoutineWarningsResponse>;

export const Routine = z.object({
  id: Id,
  userId: Id,
  name: z.string(),
  timeOfDay: TimeOfDay,
  isActive: z.boolean(),
  steps: z.array(RoutineStep),
  /** Ingredient clashes between its steps (decision 0310); sent by the routines API, not the dashboard. */
  warnings: z.array(RoutineWarning).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Routine = z.infer<typeof Routine>;

export const RoutineEmailResponse = z.object({ success: z.literal(true), sentTo: z.string() });
export type RoutineEmailResponse = z.infer<typeof RoutineEmailResponse>;
