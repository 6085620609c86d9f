// The console's rewards, events and FAQs (OPERATIONS §1 "Events, FAQs and rewards are edited in the console too",
// decision 0510): what staff send and read back, shared by the console's forms (checked here first) and the server
// (checked again, then in the database). Each shape extends the members' one (SPEC §3) instead of repeating it.
import { z } from 'zod';
import { EVENT_TYPE_LABELS, EVENT_TYPES } from '../event-types';
import { toPence } from '../money';
import { fromUkWallTime } from '../uk-time';
import { Text } from './common';
import { Event, Faq, FaqCategory as FaqCategoryEnum, Reward } from './catalogue';
import { Amount, codeRuleProblems, CodeText, Day, DiscountType, Required, SortOrder } from './catalogue-admin';

export type RuleProblem = { path: string; message: string };

const Flag = z.boolean({ message: 'must be true or false' });
const WholeNumber = (min: number, max: number) =>
  z
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
const mustChange = (v: object) => Object.keys(v).length > 0;

// ── Rewards ───────────────────────────────────────────────────────────────────────────────────────────────
export const REWARD_NAME_MAX = 80;
export const REWARD_DESCRIPTION_MAX = 300;
export const POINTS_COST_MAX = 1_000_000;

export const RewardType = z.enum(['free_shipping', 'discount', 'other'], {
  message: "must be 'free_shipping', 'discount' or 'other'",
});
export type RewardType = z.infer<typeof RewardType>;

const rewardFields = {
  name: Required(REWARD_NAME_MAX),
  description: Required(REWARD_DESCRIPTION_MAX),
  type: RewardType,
  /** At least 1: a reward worth nothing in points would hand out codes without end. */
  pointsCost: WholeNumber(1, POINTS_COST_MAX),
  /** The reward's own code: the readable start of each member's code (CODE-, then random); null: VOUCHER-…. */
  code: CodeText.nullable(),
  /** null: a voucher (a deluxe sample, a session credit) that staff fulfil from the order carrying it. */
  discountType: DiscountType.nullable(),
  discountValue: Amount.nullable(),
  isActive: Flag,
  validUntil: Day.nullable(),
  sortOrder: SortOrder,
};

/** What a reward is worth, as the checks below need it (after a patch: the reward as it will be). */
export type RewardRuleFields = { type?: string; discountType?: string | null; discountValue?: string | null };

/**
 * The rules across fields (the server runs them again on the reward as a patch leaves it): a free-shipping reward
 * gives a shipping code, a discount reward a percentage or an amount (more than 0, a percentage at most 100), and a
 * shipping code or a voucher carries no value (free shipping takes nothing off while shipping is free).
 */
export function rewardRuleProblems(v: RewardRuleFields): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const type = v.discountType ?? null;
  if (v.type === 'free_shipping' && type !== 'shipping')
    problems.push({ path: 'discountType', message: 'must be shipping for a free_shipping reward' });
  if (v.type === 'discount' && type !== 'percentage' && type !== 'fixed')
    problems.push({ path: 'discountType', message: 'must be percentage or fixed for a discount reward' });
  if (type === 'percentage' || type === 'fixed') {
    problems.push(...codeRuleProblems({ discountType: type, discountValue: v.discountValue ?? undefined }));
  } else if (v.discountValue !== undefined && v.discountValue !== null && toPence(v.discountValue) !== 0) {
    problems.push({
      path: 'discountValue',
      message: type === 'shipping' ? 'must be empty: free shipping takes nothing off' : 'must be empty for a voucher',
    });
  }
  return problems;
}

/** POST /api/admin/rewards: a new Rewards Store entry, on sale unless `isActive: false`. */
export const RewardCreate = z
  .object({
    ...rewardFields,
    code: rewardFields.code.default(null),
    discountType: rewardFields.discountType.default(null),
    discountValue: rewardFields.discountValue.default(null),
    isActive: rewardFields.isActive.default(true),
    validUntil: rewardFields.validUntil.default(null),
    sortOrder: rewardFields.sortOrder.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    for (const p of rewardRuleProblems(v)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  });
export type RewardCreate = z.input<typeof RewardCreate>;
export type NewReward = z.output<typeof RewardCreate>;

/** PATCH /api/admin/rewards/{id}: any of these. Codes members already hold keep what they were issued with. */
export const RewardPatch = z.object(rewardFields).partial().strict().refine(mustChange, 'must change something');
export type RewardPatch = z.input<typeof RewardPatch>;
export type RewardChange = z.output<typeof RewardPatch>;

/** A reward as the console lists it: on sale or not, its day as 'YYYY-MM-DD' (UK), how often members redeemed it. */
export const AdminReward = Reward.extend({
  validUntil: z.string().nullable(),
  sortOrder: z.number().int(),
  redemptions: z.number().int(),
});
export type AdminReward = z.infer<typeof AdminReward>;

// ── Events ────────────────────────────────────────────────────────────────────────────────────────────────
export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 2000;
export const DURATION_MAX = 1440;
export const ATTENDEES_MAX = 10_000;
export const BOOKING_URL_MAX = 500;
const EVENT_PRICE_MAX_PENCE = 999_999;

export const EventType = z.enum(EVENT_TYPES, {
  message: `must be one of ${EVENT_TYPES.join(', ')}`,
});
export { EVENT_TYPE_LABELS, EVENT_TYPES };

const UK_WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * When an event starts: a UK wall-clock time as a datetime-local field gives it ('2026-05-14T18:30', GMT or BST as
 * the day has it), or an ISO 8601 instant with its zone. Sent on as the ISO instant.
 */
export const EventDateTime = z
  .string({ message: 'must be a date and time like 2026-05-14T18:30' })
  .trim()
  .transform((v, ctx) => {
    const at = UK_WALL_TIME.test(v) ? fromUkWallTime(v) : ISO_INSTANT.test(v) ? new Date(v) : null;
    const problem =
      at === null || Number.isNaN(at.getTime())
        ? 'must be a real date and time like 2026-05-14T18:30 (UK time)'
        : at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2099
          ? 'must be between the years 2000 and 2099'
          : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return at!.toISOString();
  });

/** The booking page: an https address only (the members' button opens it in a new tab). */
export const BookingUrl = Text(BOOKING_URL_MAX).refine((v) => {
  if (!/^https:\/\/\S+$/i.test(v)) return false;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}, 'must be an address starting with https://');

const EventPrice = Amount.refine(
  (v) => toPence(v) <= EVENT_PRICE_MAX_PENCE,
  `must be at most ${(EVENT_PRICE_MAX_PENCE / 100).toFixed(2)}`,
);

const eventFields = {
  title: Required(EVENT_TITLE_MAX),
  description: Required(EVENT_DESCRIPTION_MAX),
  eventType: EventType,
  dateTime: EventDateTime,
  /** Minutes. */
  duration: WholeNumber(5, DURATION_MAX),
  /** Pounds; 0 for a free session. */
  price: EventPrice,
  maxAttendees: WholeNumber(1, ATTENDEES_MAX),
  /** Places already booked on the booking page (it books them, not the shop): staff keep it in step. */
  currentAttendees: WholeNumber(0, ATTENDEES_MAX),
  bookingUrl: BookingUrl,
  isActive: Flag,
};

/**
 * Never more places booked than there are. Blamed on maxAttendees when the change lowers it (the places already
 * booked stay booked), else on currentAttendees.
 */
export function eventRuleProblems(
  v: { maxAttendees: number; currentAttendees: number },
  lowered: 'maxAttendees' | 'currentAttendees',
): RuleProblem[] {
  if (v.currentAttendees <= v.maxAttendees) return [];
  return lowered === 'maxAttendees'
    ? [{ path: 'maxAttendees', message: `must be at least ${v.currentAttendees}, the places already booked` }]
    : [{ path: 'currentAttendees', message: `must be at most ${v.maxAttendees}, the places there are` }];
}

/** POST /api/admin/events: a new event, on the members' Events screen at once unless `isActive: false`. */
export const EventCreate = z
  .object({
    ...eventFields,
    currentAttendees: eventFields.currentAttendees.default(0),
    isActive: eventFields.isActive.default(true),
  })
  .strict()
  .superRefine((v, ctx) => {
    for (const p of eventRuleProblems(v, 'currentAttendees'))
      ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  });
export type EventCreate = z.input<typeof EventCreate>;
export type NewEvent = z.output<typeof EventCreate>;

/** PATCH /api/admin/events/{id}: any of these, checked against the event as the change leaves it. */
export const EventPatch = z.object(eventFields).partial().strict().refine(mustChange, 'must change something');
export type EventPatch = z.input<typeof EventPatch>;
export type EventChange = z.output<typeof EventPatch>;

/** An event as the console lists it: the members' shape, past and switched-off ones too. */
export const AdminEvent = Event;
export type AdminEvent = z.infer<typeof AdminEvent>;

// ── FAQs ──────────────────────────────────────────────────────────────────────────────────────────────────
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 2000;

/** The help screen's groups, in its order (SPEC §2). */
export const FaqCategory = z.enum(FaqCategoryEnum.options, {
  message: `must be ${FaqCategoryEnum.options.map((c) => `'${c}'`).join(', ')}`,
});
export type FaqCategory = z.infer<typeof FaqCategory>;

const faqFields = {
  category: FaqCategory,
  question: Required(FAQ_QUESTION_MAX),
  answer: Required(FAQ_ANSWER_MAX),
  sortOrder: SortOrder,
};

/** POST /api/admin/faqs: a new question, last in its group unless given a place. */
export const FaqCreate = z.object({ ...faqFields, sortOrder: faqFields.sortOrder.optional() }).strict();
export type FaqCreate = z.input<typeof FaqCreate>;
export type NewFaq = z.output<typeof FaqCreate>;

/** PATCH /api/admin/faqs/{id}: any of these. */
export const FaqPatch = z.object(faqFields).partial().strict().refine(mustChange, 'must change something');
export type FaqPatch = z.input<typeof FaqPatch>;
export type FaqChange = z.output<typeof FaqPatch>;

/** A question as the console lists it: the members' shape and its place in its group. */
export const AdminFaq = Faq.extend({ sortOrder: z.number().int() });
export type AdminFaq = z.infer<typeof AdminFaq>;
