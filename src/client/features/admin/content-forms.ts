// The Rewards, Events and FAQs screens' forms (decision 0510; tested in content-forms.test.ts): a draft as the form
// holds it (text as typed), the body or patch it sends — checked first by the same schemas and rules as the server —
// and what a row says about each item.
import { formatPrice } from '@shared/money';
import {
  EVENT_TYPE_LABELS,
  EventCreate,
  EventPatch,
  eventRuleProblems,
  FaqCreate,
  FaqPatch,
  RewardCreate,
  RewardPatch,
  rewardRuleProblems,
  type AdminEvent,
  type AdminFaq,
  type AdminReward,
  type FaqCategory,
  type RewardType,
  type RuleProblem,
} from '@shared/schemas/content-admin';
import { toUkWallTime } from '@shared/uk-time';
import { issuesToErrors, type FormErrors } from './forms';

type Checked<B> = { body: B } | { errors: FormErrors };
type Changed<P> = { patch: P } | { errors: FormErrors } | { unchanged: true };

/** '12' → 12; '' → undefined (not given); anything else NaN, which the schema refuses as "must be a whole number". */
const wholeOrNone = (text: string) => (text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text) : NaN);
const whole = (text: string) => wholeOrNone(text) ?? NaN;
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const problemsToErrors = (problems: RuleProblem[]): FormErrors => {
  const errors: FormErrors = {};
  for (const p of problems) errors[p.path] ??= p.message;
  return errors;
};

/** The keys whose value differs between two versions of a form's fields. */
function changedFields<F extends Record<string, unknown>>(now: F, before: F): Partial<F> {
  const patch: Partial<F> = {};
  for (const key of Object.keys(now) as Array<keyof F>) {
    if (!Object.is(now[key], before[key])) patch[key] = now[key];
  }
  return patch;
}

// ── Rewards ───────────────────────────────────────────────────────────────────────────────────────────────
export type RewardDraft = {
  name: string;
  description: string;
  type: RewardType;
  pointsCost: string;
  code: string;
  /** '' is a voucher: no discount, staff fulfil it from the order carrying its code. */
  discountType: '' | 'percentage' | 'fixed' | 'shipping';
  discountValue: string;
  isActive: boolean;
  validUntil: string;
  sortOrder: string;
};

export const emptyReward: RewardDraft = {
  name: '',
  description: '',
  type: 'discount',
  pointsCost: '',
  code: '',
  discountType: 'fixed',
  discountValue: '',
  isActive: true,
  validUntil: '',
  sortOrder: '',
};

export const rewardDraftOf = (r: AdminReward): RewardDraft => ({
  name: r.name,
  description: r.description,
  type: r.type as RewardType,
  pointsCost: String(r.pointsCost),
  code: r.code ?? '',
  discountType: (r.discountType ?? '') as RewardDraft['discountType'],
  discountValue: r.discountType === 'percentage' || r.discountType === 'fixed' ? (r.discountValue ?? '') : '',
  isActive: r.isActive,
  validUntil: r.validUntil ?? '',
  sortOrder: String(r.sortOrder),
});

/** Every field as the API takes it: a value only for a percentage or an amount, empty code and day as none. */
function rewardFields(d: RewardDraft) {
  const discountType = d.discountType === '' ? null : d.discountType;
  return {
    name: d.name.trim(),
    description: d.description.trim(),
    type: d.type,
    pointsCost: whole(d.pointsCost),
    code: orNull(d.code)?.toUpperCase() ?? null,
    discountType,
    discountValue: discountType === 'percentage' || discountType === 'fixed' ? orNull(d.discountValue) : null,
    isActive: d.isActive,
    validUntil: orNull(d.validUntil),
  };
}

export function newRewardBody(draft: RewardDraft): Checked<RewardCreate> {
  const sortOrder = wholeOrNone(draft.sortOrder);
  const body = { ...rewardFields(draft), ...(sortOrder !== undefined ? { sortOrder } : {}) };
  const checked = RewardCreate.safeParse(body);
  return checked.success ? { body } : { errors: issuesToErrors(checked.error.issues) };
}

/** The fields an edit changed, checked with the rules across fields on the reward as it will be. */
export function rewardChange(draft: RewardDraft, saved: AdminReward): Changed<RewardPatch> {
  const now = { ...rewardFields(draft), sortOrder: whole(draft.sortOrder) };
  const before = { ...rewardFields(rewardDraftOf(saved)), sortOrder: saved.sortOrder };
  const patch = changedFields(now, before);
  if (Object.keys(patch).length === 0) return { unchanged: true };
  const checked = RewardPatch.safeParse(patch);
  if (!checked.success) return { errors: issuesToErrors(checked.error.issues) };
  const touched = ['type', 'discountType', 'discountValue'].some((k) => k in patch);
  const problems = touched ? rewardRuleProblems(now) : [];
  return problems.length > 0 ? { errors: problemsToErrors(problems) } : { patch: patch as RewardPatch };
}

export const REWARD_TYPES: ReadonlyArray<readonly [RewardType, string]> = [
  ['discount', 'Discount'],
  ['free_shipping', 'Free shipping'],
  ['other', 'Other (a sample, a session)'],
];

export const REWARD_DISCOUNTS: ReadonlyArray<readonly [RewardDraft['discountType'], string]> = [
  ['fixed', 'Amount off (£)'],
  ['percentage', 'Percentage off'],
  ['shipping', 'Free shipping'],
  ['', 'None: a voucher staff fulfil'],
];

/** What a member's code from this reward takes off: '15 % off', '£10.00 off', 'Free shipping', 'Voucher'. */
export function rewardWorth(r: Pick<AdminReward, 'discountType' | 'discountValue'>): string {
  if (r.discountType === 'percentage') return `${Number(r.discountValue)} % off`;
  if (r.discountType === 'fixed') return `${formatPrice(r.discountValue ?? '0')} off`;
  if (r.discountType === 'shipping') return 'Free shipping';
  return 'Voucher';
}

// ── Events ────────────────────────────────────────────────────────────────────────────────────────────────
export type EventDraft = {
  title: string;
  description: string;
  eventType: keyof typeof EVENT_TYPE_LABELS;
  /** UK wall-clock time, as a datetime-local field holds it: '2026-05-14T18:30'. */
  dateTime: string;
  duration: string;
  price: string;
  maxAttendees: string;
  currentAttendees: string;
  bookingUrl: string;
  isActive: boolean;
};

export const emptyEvent: EventDraft = {
  title: '',
  description: '',
  eventType: 'skin_genius_iq',
  dateTime: '',
  duration: '60',
  price: '',
  maxAttendees: '',
  currentAttendees: '0',
  bookingUrl: 'https://',
  isActive: true,
};

export const eventDraftOf = (e: AdminEvent): EventDraft => ({
  title: e.title,
  description: e.description,
  eventType: e.eventType as EventDraft['eventType'],
  dateTime: toUkWallTime(e.dateTime),
  duration: String(e.duration),
  price: e.price,
  maxAttendees: String(e.maxAttendees),
  currentAttendees: String(e.currentAttendees),
  bookingUrl: e.bookingUrl,
  isActive: e.isActive,
});

function eventFields(d: EventDraft) {
  return {
    title: d.title.trim(),
    description: d.description.trim(),
    eventType: d.eventType,
    dateTime: d.dateTime.trim(),
    duration: whole(d.duration),
    price: d.price.trim(),
    maxAttendees: whole(d.maxAttendees),
    currentAttendees: whole(d.currentAttendees),
    bookingUrl: d.bookingUrl.trim(),
    isActive: d.isActive,
  };
}

export function newEventBody(draft: EventDraft): Checked<EventCreate> {
  const body = eventFields(draft);
  const checked = EventCreate.safeParse(body);
  return checked.success ? { body } : { errors: issuesToErrors(checked.error.issues) };
}

/** The fields an edit changed; places never fewer than are booked (the server checks it again under its lock). */
export function eventChange(draft: EventDraft, saved: AdminEvent): Changed<EventPatch> {
  const now = eventFields(draft);
  const patch = changedFields(now, eventFields(eventDraftOf(saved)));
  if (Object.keys(patch).length === 0) return { unchanged: true };
  const checked = EventPatch.safeParse(patch);
  if (!checked.success) return { errors: issuesToErrors(checked.error.issues) };
  const lowered = patch.maxAttendees !== undefined && patch.maxAttendees < saved.maxAttendees;
  const problems =
    'maxAttendees' in patch || 'currentAttendees' in patch
      ? eventRuleProblems(now, lowered ? 'maxAttendees' : 'currentAttendees')
      : [];
  return problems.length > 0 ? { errors: problemsToErrors(problems) } : { patch: patch as EventPatch };
}

export const EVENT_TYPE_OPTIONS = Object.entries(EVENT_TYPE_LABELS) as ReadonlyArray<readonly [string, string]>;

/** '5 / 8 booked', or 'Fully booked (8)'. */
export function placesText(e: Pick<AdminEvent, 'maxAttendees' | 'currentAttendees'>): string {
  return e.currentAttendees >= e.maxAttendees
    ? `Fully booked (${e.maxAttendees})`
    : `${e.currentAttendees} / ${e.maxAttendees} booked`;
}

// ── FAQs ──────────────────────────────────────────────────────────────────────────────────────────────────
export type FaqDraft = { category: FaqCategory; question: string; answer: string; sortOrder: string };

export const FAQ_CATEGORIES: readonly FaqCategory[] = ['Membership', 'Products', 'Events'];

export const emptyFaq: FaqDraft = { category: 'Membership', question: '', answer: '', sortOrder: '' };

export const faqDraftOf = (f: AdminFaq): FaqDraft => ({
  category: f.category as FaqCategory,
  question: f.question,
  answer: f.answer,
  sortOrder: String(f.sortOrder),
});

export function newFaqBody(draft: FaqDraft): Checked<FaqCreate> {
  const sortOrder = wholeOrNone(draft.sortOrder);
  const body = {
    category: draft.category,
    question: draft.question,
    answer: draft.answer,
    ...(sortOrder !== undefined ? { sortOrder } : {}),
  };
  const checked = FaqCreate.safeParse(body);
  return checked.success ? { body } : { errors: issuesToErrors(checked.error.issues) };
}

export function faqChange(draft: FaqDraft, saved: AdminFaq): Changed<FaqPatch> {
  const fields = (d: FaqDraft) => ({
    category: d.category,
    question: d.question.trim(),
    answer: d.answer.trim(),
    sortOrder: whole(d.sortOrder),
  });
  const patch = changedFields(fields(draft), fields(faqDraftOf(saved)));
  if (Object.keys(patch).length === 0) return { unchanged: true };
  const checked = FaqPatch.safeParse(patch);
  return checked.success ? { patch: patch as FaqPatch } : { errors: issuesToErrors(checked.error.issues) };
}
