// VAT on VAT-inclusive prices (OPERATIONS §4, decision 0242), in integer pence with the one money helper's types.
// UK standard rate, 20 %: the VAT in a VAT-inclusive amount g is g × 20/120 = g / 6.
//
// The rule, so every figure adds up exactly:
//   1. Each line's gross is its unit price × quantity (the member price where the tier earned it).
//   2. A code's discount on the goods is shared over the lines in proportion to their gross, in whole pence, the
//      pennies left over going to the lines with the largest remainders (ties: the earlier line); the lines' shares
//      add up to the discount exactly.
//   3. Delivery, when charged (next-day express, decision 0253), is a line of its own (it follows the goods: standard
//      rated), less what a shipping code took off it — that part of the code's discount is the delivery line's alone.
//   4. Each line's VAT is its discounted gross / 6 rounded half up to the penny; its net is gross − VAT.
//   5. The totals are the sums of the lines: net + VAT = gross = the order's total, to the penny.
import type { Pence } from './money';

export const VAT_RATE_PERCENT = 20;

/** The VAT in a VAT-inclusive amount at 20 %, rounded half up to the penny (negative amounts mirror). */
export function vatOfGross(gross: Pence): Pence {
  if (!Number.isSafeInteger(gross)) throw new Error(`Not a whole number of pence: ${gross}`);
  const sign = gross < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(gross) + 3) / 6);
}

/** `amount` shared over `weights` in proportion, in whole pence (largest remainders), adding up to `amount`. */
export function shareInProportion(amount: Pence, weights: Pence[]): Pence[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

export type VatLineInput = { label: string; quantity: number; unitPrice: Pence };
export type VatLine = {
  label: string;
  quantity: number;
  unitPrice: Pence;
  /** The line's share of the code's discount. */
  discount: Pence;
  gross: Pence;
  vat: Pence;
  net: Pence;
  /** 20, or 0 when the shop is not VAT-registered. */
  rate: number;
};
export type VatBreakdown = { lines: VatLine[]; net: Pence; vat: Pence; gross: Pence; discount: Pence };

/** The delivery line's name and what a shipping code took off it (decision 0253). */
export type VatDelivery = { label?: string; discount?: Pence };

/**
 * The order's lines with net, VAT and gross by the rule above. `registered` false (no VAT number): every line's
 * VAT is 0 and its net its gross. `delivery.discount`: the part of `codeDiscount` that came off the delivery charge.
 */
export function vatBreakdown(
  items: VatLineInput[],
  codeDiscount: Pence,
  shipping: Pence,
  registered = true,
  delivery: VatDelivery = {},
): VatBreakdown {
  const deliveryDiscount = Math.max(0, Math.min(delivery.discount ?? 0, codeDiscount, shipping));
  const grossBefore = items.map((i) => i.unitPrice * i.quantity);
  const shares = shareInProportion(
    Math.min(
      codeDiscount - deliveryDiscount,
      grossBefore.reduce((a, b) => a + b, 0),
    ),
    grossBefore,
  );
  const rows: Array<VatLineInput & { discount: Pence; before: Pence }> = items.map((item, n) => ({
    ...item,
    discount: shares[n],
    before: grossBefore[n],
  }));
  if (shipping > 0) {
    const label = delivery.label ?? 'Delivery';
    rows.push({ label, quantity: 1, unitPrice: shipping, discount: deliveryDiscount, before: shipping });
  }
  const lines = rows.map(({ before, ...row }): VatLine => {
    const gross = before - row.discount;
    const vat = registered ? vatOfGross(gross) : 0;
    return { ...row, gross, vat, net: gross - vat, rate: registered ? VAT_RATE_PERCENT : 0 };
  });
  const sum = (key: 'net' | 'vat' | 'gross' | 'discount') => lines.reduce((a, l) => a + l[key], 0);
  return { lines, net: sum('net'), vat: sum('vat'), gross: sum('gross'), discount: sum('discount') };
}
