// The rules of a discount code (COMMERCE §2), shared by the quote, the order and the screens: what it is worth and
// until when it works. Apart from money.ts and dates.ts so the storefront's first screen does not load them.
import { toPence, type Pence } from './money';

/** What a discount code takes off: how it counts, and its value ('15.00' = 15 % or £15). */
export type DiscountRule = { discountType: string | null; discountValue: string | null };

/**
 * A code's worth on a member-priced sum: percentage N → N % rounded half-up to the penny; fixed N → £N; both
 * never more than the sum. Shipping codes and vouchers (no type) are worth £0.00 while shipping is free.
 */
export function codeDiscountPence(rule: DiscountRule, memberPricedSum: Pence): Pence {
  const value = rule.discountValue === null ? 0 : toPence(rule.discountValue);
  let worth = 0;
  // value is in hundredths of a percent: sum × value / 10 000, + 5 000 first so the floor rounds half up.
  if (rule.discountType === 'percentage') worth = Math.floor((memberPricedSum * value + 5000) / 10000);
  else if (rule.discountType === 'fixed') worth = value;
  return Math.max(0, Math.min(worth, memberPricedSum));
}

let ukDay: Intl.DateTimeFormat | undefined;
/** '2026-03-05': the calendar day in the UK, in an order that compares as text. */
function ukDayKey(value: string | number | Date): string {
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
