// What a refund of part of an order pays back (OPERATIONS §4, decision 0250): one place, client and server. A line's
// amount is what the customer actually paid for it — its unit price as charged (member price where earned) times
// its quantity, less its share of the order's code discount on the goods spread over the lines by largest remainder
// — so the lines add up to exactly the order's total less what delivery was paid. Units of a line are refunded by
// cumulative rounding, so a line refunded one unit at a time adds up to the line. Delivery (the express charge less
// what a shipping code took off it, decision 0253) goes back with the last units: `deliveryPaid`.
import { toPence, type Pence } from './money';

/** Splits `amount` pence over `weights` in proportion (largest remainder): the parts add up to exactly `amount`. */
export function splitPence(amount: Pence, weights: Pence[]): Pence[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  // BigInt: amount × weight may pass 2^53 at the shop's money range.
  const exact = weights.map((w) => (BigInt(amount) * BigInt(w)) / BigInt(sum));
  const parts = exact.map(Number);
  const remainders = weights.map((w, i) => ({ i, r: (BigInt(amount) * BigInt(w)) % BigInt(sum) }));
  let left = amount - parts.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

export type PaidLine = { price: string; quantity: number };

/**
 * What each line was paid, in pence, after the order's code discount on the goods (lines in the order given).
 * `deliveryDiscount`: the part of the code's discount that came off the delivery charge, not the goods (0253).
 */
export function linesPaid(codeDiscount: string, lines: PaidLine[], deliveryDiscount = '0.00'): Pence[] {
  const gross = lines.map((l) => toPence(l.price) * l.quantity);
  const shares = splitPence(toPence(codeDiscount) - toPence(deliveryDiscount), gross);
  return gross.map((g, i) => g - shares[i]);
}

/** What the customer paid for delivery: its charge less what a shipping code took off it (decision 0253). */
export function deliveryPaid(order: { shipping: string; deliveryDiscount: string }): Pence {
  return toPence(order.shipping) - toPence(order.deliveryDiscount);
}

/** What refunding `count` more units of a line of `quantity` units paid `paid`, `already` refunded, pays back. */
export function unitsRefund(paid: Pence, quantity: number, already: number, count: number): Pence {
  const upTo = (units: number) => Number((BigInt(paid) * BigInt(units)) / BigInt(quantity));
  return upTo(already + count) - upTo(already);
}
