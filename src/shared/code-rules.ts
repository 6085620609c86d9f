// The rules of a discount code (COMMERCE §2), shared by the quote, the order and the screens: what it is worth and
// until when it works. Apart from money.ts and dates.ts so the storefront's first screen does not load them.
import { toPence, type Pence } from './money';

/** What a discount code takes off: how it counts, and its value ('15.00' = 15 % or £15). */
export type DiscountRule = { discountType: string | null; discountValue: string | null };

/** N % of an amount, rounded half-up to the penny (value '15.00' = 15 %, in hundredths of a percent). */
function percentOf(amount: Pence, value: Pence): Pence {
  // amount × value / 10 000, + 5 000 first so the floor rounds half up.
  return Math.floor((amount * value + 5000) / 10000);
}

/**
 * A code's worth on a member-priced sum: percentage N → N % rounded half-up to the penny; fixed N → £N; both
 * never more than the sum. A shipping code is worth N % of the delivery charge (decision 0253), never more than it:
 * nothing when delivery is free. Vouchers (no type) are worth £0.00.
 */
export function codeDiscountPence(rule: DiscountRule, memberPricedSum: Pence, deliveryCharge: Pence = 0): Pence {
  const value = rule.discountValue === null ? 0 : toPence(rule.discountValue);
  if (rule.discountType === 'shipping') return Math.max(0, Math.min(percentOf(deliveryCharge, value), deliveryCharge));
  let worth = 0;
  if (rule.discountType === 'percentage') worth = percentOf(memberPricedSum, value);
  else if (rule.discountType === 'fixed') worth = value;
  return Math.max(0, Math.min(worth, memberPricedSum));
}

let ukDay: Intl.DateTimeFormat | undefined;
/** '2026-03-05': the calendar day in the UK, in an order that compares as text. */
export function ukDayKey(value: string | number | Date): string {
  ukDay ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const [day, month, year] = ukDay.format(value instanceof Date ? value : new Date(value)).split('/');
  return `${year}-${month}-${day}`;
}

/** A code valid until a date is usable to the end of that day, UK time; null never expires. */
export function isPastValidUntil(
  validUntil: string | number | Date | null,
  now: string | number | Date = new Date(),
): boolean {
  return validUntil !== null && ukDayKey(now) > ukDayKey(validUntil);
}

/** A code valid from a date is usable from the start of that day, UK time; null has always been (decision 0506). */
export function isBeforeValidFrom(
  validFrom: string | number | Date | null,
  now: string | number | Date = new Date(),
): boolean {
  return validFrom !== null && ukDayKey(now) < ukDayKey(validFrom);
}

// ── Terms a code keeps (COMMERCE §6) ─────────────────────────────────────────────────────────────────────────
/** What a code asks of the member and the cart besides being active, in date and not used up. */
export type CodeTerms = {
  /** The member has no earlier order that was not cancelled, and neither has anyone at the delivery address. */
  firstOrderOnly: boolean;
  /** The member has not used this code on an order that was not cancelled, nor has anyone at the delivery address. */
  oncePerMember: boolean;
  /** Not with member prices: the code is worked out on the list prices instead (decision 0210). */
  fullPriceOnly: boolean;
  /** Only during the member's birthday month (UK time). */
  birthdayMonthOnly: boolean;
  /** The member-priced sum must reach this ('40.00'), or null. */
  minSpend: string | null;
};

export const NO_TERMS: CodeTerms = {
  firstOrderOnly: false,
  oncePerMember: false,
  fullPriceOnly: false,
  birthdayMonthOnly: false,
  minSpend: null,
};

/** What the terms need to know of the member, read in the same statement as the code (decision 0210). */
export type MemberFacts = {
  /** Orders placed before this one that were not cancelled. */
  earlierOrders: number;
  /** Of those, the ones that used this code. */
  usedBefore: number;
  /** 'MM-DD', or null when the member has not saved one. */
  birthday: string | null;
  /**
   * When the order's delivery address is known (placing, not the quote): earlier orders of any account, not
   * cancelled, delivered to the same address, and those of them that used this code (decision 0803).
   */
  addressOrders?: number;
  addressUsedBefore?: number;
};

/** Why a code's terms are not met (codeRefusals in catalogue/discount-codes.ts words each one). */
export type TermRefusal =
  | { reason: 'birthdayMissing' }
  | { reason: 'notBirthdayMonth'; month: number }
  | { reason: 'notFirstOrder' }
  | { reason: 'notFirstOrderAtAddress' }
  | { reason: 'usedBefore' }
  | { reason: 'usedBeforeAtAddress' }
  | { reason: 'belowMinSpend'; minSpend: Pence; short: Pence }
  | { reason: 'memberPricesBetter'; memberSaving: Pence; codeSaving: Pence }
  | { reason: 'accessPerk' }
  | { reason: 'expressOnly' }
  | { reason: 'worthNothing' };

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The member's own terms (no cart needed): birthday month, first order, once per member — the last two also for the
 * delivery address when it is known, whichever account ordered there (a second account is not a second first order).
 */
export function memberTermRefusal(
  terms: CodeTerms,
  facts: MemberFacts,
  now: string | number | Date = new Date(),
): TermRefusal | null {
  if (terms.birthdayMonthOnly) {
    if (!facts.birthday) return { reason: 'birthdayMissing' };
    const month = Number(facts.birthday.slice(0, 2));
    if (Number(ukDayKey(now).slice(5, 7)) !== month) return { reason: 'notBirthdayMonth', month };
  }
  if (terms.firstOrderOnly && facts.earlierOrders > 0) return { reason: 'notFirstOrder' };
  if (terms.firstOrderOnly && (facts.addressOrders ?? 0) > 0) return { reason: 'notFirstOrderAtAddress' };
  if (terms.oncePerMember && facts.usedBefore > 0) return { reason: 'usedBefore' };
  if (terms.oncePerMember && (facts.addressUsedBefore ?? 0) > 0) return { reason: 'usedBeforeAtAddress' };
  return null;
}

/**
 * A code priced on a cart: how much it takes off, whether the items go at list prices (fullPriceOnly), and whether
 * it comes off the delivery charge instead of the goods (a shipping code, decision 0253).
 */
export type CodePricing = { codeDiscount: Pence; onListPrices: boolean; onDelivery: boolean };

/**
 * A code on this cart (COMMERCE §2, §6): the minimum spend on the member-priced sum; a full-price code worked out
 * on the list-price sum instead of the member prices, and only when that beats the member prices; a shipping code
 * takes its share of the delivery charge off (the free-express perk: all of the express charge), and with free
 * standard delivery it is refused saying to choose express (decision 0253); a code worth £0.00 refused (a 0 %
 * access perk). A voucher (no discount type: a reward such as a deluxe sample that staff add to the parcel) is no
 * discount and stays usable at £0.00.
 */
export function priceCode(
  rule: DiscountRule & Partial<CodeTerms>,
  sums: { memberPriced: Pence; list: Pence; delivery?: Pence },
): CodePricing | TermRefusal {
  if (rule.minSpend) {
    const minSpend = toPence(rule.minSpend);
    if (sums.memberPriced < minSpend) return { reason: 'belowMinSpend', minSpend, short: minSpend - sums.memberPriced };
  }
  if (rule.discountType === null) return { codeDiscount: 0, onListPrices: false, onDelivery: false };
  if (rule.discountType === 'shipping') {
    const delivery = sums.delivery ?? 0;
    if (delivery === 0) return { reason: 'expressOnly' };
    const codeDiscount = codeDiscountPence(rule, sums.memberPriced, delivery);
    if (codeDiscount === 0) return { reason: 'worthNothing' };
    return { codeDiscount, onListPrices: false, onDelivery: true };
  }
  if (rule.discountType === 'percentage' && toPence(rule.discountValue ?? '0') === 0) return { reason: 'accessPerk' };
  if (rule.fullPriceOnly) {
    const codeDiscount = codeDiscountPence(rule, sums.list);
    const memberSaving = sums.list - sums.memberPriced;
    if (codeDiscount === 0) return { reason: 'worthNothing' };
    if (codeDiscount <= memberSaving) return { reason: 'memberPricesBetter', memberSaving, codeSaving: codeDiscount };
    return { codeDiscount, onListPrices: true, onDelivery: false };
  }
  const codeDiscount = codeDiscountPence(rule, sums.memberPriced);
  if (codeDiscount === 0) return { reason: 'worthNothing' };
  return { codeDiscount, onListPrices: false, onDelivery: false };
}

/** '40.00' → '£40', '39.50' → '£39.50' (a term's amount, read at a glance). */
function shortPounds(amount: string): string {
  const pence = toPence(amount);
  return pence % 100 === 0 ? `£${pence / 100}` : `£${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

/** The terms as a member reads them on a perk: 'First order only', 'Min spend £40', 'Birthday month', … */
export function codeTermLabels(terms: Partial<CodeTerms>): string[] {
  const labels: string[] = [];
  if (terms.firstOrderOnly) labels.push('First order only');
  if (terms.birthdayMonthOnly) labels.push('Birthday month');
  if (terms.oncePerMember) labels.push('Once per member');
  if (terms.minSpend) labels.push(`Min spend ${shortPounds(terms.minSpend)}`);
  if (terms.fullPriceOnly) labels.push('Not with member prices');
  return labels;
}

// ── Birthdays ('MM-DD', no year) ─────────────────────────────────────────────────────────────────────────────
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * 'MM-DD' or 'YYYY-MM-DD' → 'MM-DD' when it is a real day of the year (29 February allowed: no year is kept),
 * else null.
 */
export function normaliseBirthday(value: string): string | null {
  const match = /^(?:\d{4}-)?(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]) return null;
  return `${match[1]}-${match[2]}`;
}

/** '03-14' → '14 March'. */
export function formatBirthday(birthday: string): string {
  return `${Number(birthday.slice(3, 5))} ${MONTHS[Number(birthday.slice(0, 2)) - 1]}`;
}
