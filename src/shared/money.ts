// The one money helper (client and server). Money is integer pence inside; decimal strings ('12.50') at the edges.
// Never binary floating point: 0.1 + 0.2 is not a price.

export type Pence = number;

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** '12.5' | '12.50' | 12.5 → 1250. Throws on anything that is not a plain decimal with at most 2 places. */
export function toPence(value: string | number): Pence {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`Not a money amount: ${String(value)}`);
  const [, sign, pounds, fraction = ''] = match;
  const pence = Number(pounds) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(pence)) throw new Error(`Money amount out of range: ${String(value)}`);
  return sign ? -pence : pence;
}

/** 1250 → '12.50' (the API's decimal-string shape). */
export function toDecimal(pence: Pence): string {
  if (!Number.isSafeInteger(pence)) throw new Error(`Not a whole number of pence: ${pence}`);
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '12.5' → '£12.50'; 1250 (pence) is not accepted here — pass a decimal string or use formatPence. */
export function formatPrice(value: string | number): string {
  return formatPence(toPence(value));
}

/**
 * 12345 → '12,345': reward points, review counts, pounds — whole numbers grouped as en-GB writes them. By hand, not
 * with Intl.NumberFormat: the first Intl object a page builds loads the locale data, ~20 ms of main thread on a
 * desktop and four times that on a phone, and the storefront's first screen needs nothing else from Intl.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) throw new Error(`Not a whole number: ${count}`);
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}

/** 123456 → '£1,234.56' */
export function formatPence(pence: Pence): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  const pounds = formatCount(Math.floor(abs / 100));
  return `${sign}£${pounds}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Price Marking Order: what `price` comes to per 100 ml or 100 g of a pack of `size` (amounts to one decimal),
 * rounded half up to the penny: '95.00' for 30 ml → '£316.67 per 100 ml'.
 */
export function unitPriceText(price: string, size: { amount: number; unit: 'ml' | 'g' }): string {
  const tenths = Math.round(size.amount * 10);
  if (!(tenths > 0)) throw new Error(`Not a pack size: ${size.amount}`);
  // pence × 100 / amount = pence × 1000 / tenths, rounded half up in whole numbers.
  const perHundred = Math.floor((toPence(price) * 2000 + tenths) / (2 * tenths));
  return `${formatPence(perHundred)} per 100 ${size.unit}`;
}

export type PricedLine = { price: string; memberPrice?: string | null; quantity: number };

/** Tiers that pay the normal price (SPEC §6): bronze only. */
export function tierEarnsMemberPrice(tier: string): boolean {
  return tier !== 'bronze';
}

/** What one item costs this tier (SPEC §6): memberPrice when the tier earns it and the product has one. */
export function unitPricePence(line: Pick<PricedLine, 'price' | 'memberPrice'>, tier: string): Pence {
  if (tierEarnsMemberPrice(tier) && line.memberPrice != null) return toPence(line.memberPrice);
  return toPence(line.price);
}

export type CartTotals = { subtotal: Pence; memberDiscount: Pence; shipping: Pence; total: Pence };

/**
 * SPEC §9: discount = Σ(normal × qty) − Σ(member × qty), 0 for bronze; total is the member-priced sum;
 * subtotal = total + discount; shipping is always 0.
 */
export function cartTotals(lines: PricedLine[], tier: string): CartTotals {
  let total = 0;
  let full = 0;
  for (const line of lines) {
    full += toPence(line.price) * line.quantity;
    total += unitPricePence(line, tier) * line.quantity;
  }
  const memberDiscount = full - total;
  return { subtotal: total + memberDiscount, memberDiscount, shipping: 0, total };
}
