// The refund split (decision 0250) over random baskets: code discounts, member prices, quantities. Refunding every
// unit of every line, in any chunks, adds up to exactly what the lines were paid (the order's total less delivery),
// never more; each line's share is never negative nor above its own price.
import { describe, expect, it } from 'vitest';
import { toDecimal } from './money';
import { deliveryPaid, linesPaid, splitPence, unitsRefund } from './refunds';

/** A small seeded generator (mulberry32): the same baskets on every run, so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

describe('splitPence', () => {
  it('splits to the penny by largest remainder', () => {
    expect(splitPence(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitPence(340, [2000, 1500])).toEqual([194, 146]);
    expect(splitPence(0, [500, 500])).toEqual([0, 0]);
  });
});

describe('refunding every line of random baskets', () => {
  it('adds up to exactly the lines paid, never more, in any chunks (2,000 baskets)', () => {
    const r = random(44);
    for (let basket = 0; basket < 2000; basket++) {
      const lines = Array.from({ length: r.int(1, 6) }, () => {
        const list = r.int(99, 9999);
        // Member price on some lines, a perk on others: what was paid for one unit.
        const unit = r.next() < 0.5 ? list : Math.max(1, list - r.int(1, Math.floor(list / 3)));
        return { price: toDecimal(unit), quantity: r.int(1, 9) };
      });
      const sum = lines.reduce((s, l) => s + Math.round(Number(l.price) * 100) * l.quantity, 0);
      // A percentage code (half up), a fixed one capped at the sum, or none.
      const kind = r.int(0, 2);
      const code =
        kind === 0 ? 0 : kind === 1 ? Math.round((sum * r.int(1, 50)) / 100) : Math.min(sum, r.int(100, 5000));
      const total = sum - code;
      const paid = linesPaid(toDecimal(code), lines);
      expect(paid.reduce((a, b) => a + b, 0)).toBe(total);
      let refunded = 0;
      lines.forEach((line, i) => {
        expect(paid[i]).toBeGreaterThanOrEqual(0);
        expect(paid[i]).toBeLessThanOrEqual(Math.round(Number(line.price) * 100) * line.quantity);
        let done = 0;
        while (done < line.quantity) {
          const count = r.int(1, line.quantity - done);
          const part = unitsRefund(paid[i], line.quantity, done, count);
          expect(part).toBeGreaterThanOrEqual(0);
          refunded += part;
          done += count;
          expect(refunded).toBeLessThanOrEqual(total);
        }
      });
      expect(refunded).toBe(total);
    }
  });
});

describe('refunding every line of random express orders (decision 0253)', () => {
  it('the lines and the delivery paid, given back with the last units, add up to exactly the total (2,000 orders)', () => {
    const r = random(253);
    for (let basket = 0; basket < 2000; basket++) {
      const lines = Array.from({ length: r.int(1, 6) }, () => ({
        price: toDecimal(r.int(99, 9999)),
        quantity: r.int(1, 9),
      }));
      const sum = lines.reduce((s, l) => s + Math.round(Number(l.price) * 100) * l.quantity, 0);
      const shipping = r.next() < 0.7 ? r.int(1, 1500) : 0;
      // A code on the goods (percentage), a shipping code (N % of the express charge), or none.
      const kind = shipping > 0 ? r.int(0, 2) : r.int(0, 1);
      const onDelivery = kind === 2 ? Math.floor((shipping * r.int(1, 100) + 50) / 100) : 0;
      const onGoods = kind === 1 ? Math.round((sum * r.int(1, 50)) / 100) : 0;
      const order = { shipping: toDecimal(shipping), deliveryDiscount: toDecimal(onDelivery) };
      const total = sum - onGoods - onDelivery + shipping;
      const paid = linesPaid(toDecimal(onGoods + onDelivery), lines, order.deliveryDiscount);
      expect(paid.reduce((a, b) => a + b, 0) + deliveryPaid(order)).toBe(total);
      // A shipping code leaves the goods at their full price.
      if (kind === 2)
        paid.forEach((p, i) => expect(p).toBe(Math.round(Number(lines[i].price) * 100) * lines[i].quantity));
      let refunded = 0;
      lines.forEach((line, i) => {
        let done = 0;
        while (done < line.quantity) {
          const count = r.int(1, line.quantity - done);
          refunded += unitsRefund(paid[i], line.quantity, done, count);
          done += count;
          // The delivery goes back with the last units of the order.
          if (i === lines.length - 1 && done === line.quantity) refunded += deliveryPaid(order);
          expect(refunded).toBeLessThanOrEqual(total);
        }
      });
      expect(refunded).toBe(total);
    }
  });
});
