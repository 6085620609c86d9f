import { describe, expect, it } from 'vitest';
import { shareInProportion, vatBreakdown, vatOfGross } from './vat';

describe('VAT on VAT-inclusive prices (decision 0242)', () => {
  it('is a sixth of the gross, rounded half up to the penny', () => {
    expect(vatOfGross(12000)).toBe(2000);
    expect(vatOfGross(2500)).toBe(417); // 416.67
    expect(vatOfGross(3)).toBe(1); // 0.5 rounds up
    expect(vatOfGross(2)).toBe(0);
    expect(vatOfGross(0)).toBe(0);
    expect(vatOfGross(-2500)).toBe(-417);
  });

  it('shares a discount in whole pence that add up exactly', () => {
    expect(shareInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareInProportion(0, [5, 5])).toEqual([0, 0]);
    expect(shareInProportion(7, [0, 0])).toEqual([0, 0]);
  });

  it('adds up exactly over random baskets: net + VAT = gross = the order total', () => {
    let seed = 44;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 2000; run++) {
      const items = Array.from({ length: 1 + rand(5) }, (_, i) => ({
        label: `P${i}`,
        quantity: 1 + rand(4),
        unitPrice: 1 + rand(20000),
      }));
      const sum = items.reduce((a, i) => a + i.unitPrice * i.quantity, 0);
      const discount = rand(3) === 0 ? 0 : rand(sum + 1);
      const shipping = rand(2) === 0 ? 0 : 495;
      const b = vatBreakdown(items, discount, shipping);
      expect(b.gross).toBe(sum - discount + shipping);
      expect(b.net + b.vat).toBe(b.gross);
      expect(b.discount).toBe(discount);
      for (const line of b.lines) {
        expect(line.net + line.vat).toBe(line.gross);
        expect(line.gross).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('has no VAT for a shop that is not registered', () => {
    const b = vatBreakdown([{ label: 'A', quantity: 2, unitPrice: 1250 }], 0, 0, false);
    expect(b).toMatchObject({ net: 2500, vat: 0, gross: 2500 });
    expect(b.lines[0].rate).toBe(0);
  });

  it('an express order: the delivery is a 20 % line of its own, less what a shipping code took off it (0253)', () => {
    const items = [{ label: 'Serum', quantity: 2, unitPrice: 3570 }];
    const charged = vatBreakdown(items, 0, 495, true, { label: 'Next-day express' });
    expect(charged.lines[1]).toEqual({
      label: 'Next-day express',
      quantity: 1,
      unitPrice: 495,
      discount: 0,
      gross: 495,
      vat: 83, // 82.5 → 83
      net: 412,
      rate: 20,
    });
    expect(charged).toMatchObject({ gross: 7635, vat: 1190 + 83, net: 7635 - 1273 });
    // The free-express code: £4.95 off the delivery line alone; the goods keep their full gross and VAT.
    const free = vatBreakdown(items, 495, 495, true, { label: 'Next-day express', discount: 495 });
    expect(free.lines[0]).toMatchObject({ discount: 0, gross: 7140, vat: 1190 });
    expect(free.lines[1]).toMatchObject({ discount: 495, gross: 0, vat: 0, net: 0 });
    expect(free).toMatchObject({ gross: 7140, discount: 495, vat: 1190 });
  });

  it('adds up exactly over random express orders with codes on the goods or the delivery', () => {
    let seed = 253;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 2000; run++) {
      const items = Array.from({ length: 1 + rand(5) }, (_, i) => ({
        label: `P${i}`,
        quantity: 1 + rand(4),
        unitPrice: 1 + rand(20000),
      }));
      const sum = items.reduce((a, i) => a + i.unitPrice * i.quantity, 0);
      const shipping = 1 + rand(2000);
      const onDelivery = rand(2) === 0 ? 0 : 1 + rand(shipping);
      const onGoods = onDelivery > 0 ? 0 : rand(sum + 1);
      const b = vatBreakdown(items, onGoods + onDelivery, shipping, true, { discount: onDelivery });
      expect(b.gross).toBe(sum - onGoods - onDelivery + shipping);
      expect(b.net + b.vat).toBe(b.gross);
      expect(b.discount).toBe(onGoods + onDelivery);
      expect(b.lines.at(-1)).toMatchObject({ discount: onDelivery, gross: shipping - onDelivery });
      for (const line of b.lines) {
        expect(line.net + line.vat).toBe(line.gross);
        expect(line.gross).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
