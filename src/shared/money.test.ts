// The money helper against SPEC §6/§9: every tier, products without a member price, and many random carts
// checked against an independent computation done directly in integer pence (no decimal strings parsed).
import { describe, expect, it } from 'vitest';
import {
  unitPriceText,
  cartTotals,
  formatCount,
  formatPence,
  formatPrice,
  tierEarnsMemberPrice,
  toDecimal,
  toPence,
  unitPricePence,
  type PricedLine,
} from './money';

describe('toPence / toDecimal / formatPrice', () => {
  it('parses decimal strings exactly', () => {
    expect(toPence('12.50')).toBe(1250);
    expect(toPence('12.5')).toBe(1250);
    expect(toPence('12')).toBe(1200);
    expect(toPence('0.01')).toBe(1);
    expect(toPence(' 7.05 ')).toBe(705);
    expect(toPence('-3.20')).toBe(-320);
    expect(toPence(19.99)).toBe(1999);
  });

  it('refuses anything that is not a plain amount with at most 2 decimals', () => {
    for (const bad of ['', 'abc', '1.234', '£5', '1,000.00', '1e3', '.5', 'NaN']) {
      expect(() => toPence(bad), bad).toThrow();
    }
    expect(() => toPence(Number.POSITIVE_INFINITY)).toThrow();
  });

  it('formats pence as the API decimal shape and as pounds for people', () => {
    expect(toDecimal(1250)).toBe('12.50');
    expect(toDecimal(5)).toBe('0.05');
    expect(toDecimal(0)).toBe('0.00');
    expect(toDecimal(-1999)).toBe('-19.99');
    expect(() => toDecimal(1.5)).toThrow();
    expect(formatPrice('12.5')).toBe('£12.50');
    expect(formatPrice('0')).toBe('£0.00');
    expect(formatPrice('1234.56')).toBe('£1,234.56');
    expect(formatPence(123456789)).toBe('£1,234,567.89');
    expect(formatPence(-250)).toBe('-£2.50');
  });

  it('round-trips every amount from 0 to £100 without drift', () => {
    for (let p = 0; p <= 10_000; p++) expect(toPence(toDecimal(p))).toBe(p);
  });

  it('adds what binary floating point gets wrong', () => {
    // 0.1 + 0.2 !== 0.3 and 3 × 19.99 = 59.97000000000001 in floats
    expect(
      cartTotals(
        [
          { price: '0.10', quantity: 1 },
          { price: '0.20', quantity: 1 },
        ],
        'bronze',
      ).total,
    ).toBe(30);
    expect(toDecimal(cartTotals([{ price: '19.99', quantity: 3 }], 'bronze').total)).toBe('59.97');
    expect(toDecimal(cartTotals([{ price: '1.15', memberPrice: '1.01', quantity: 99 }], 'gold').memberDiscount)).toBe(
      '13.86',
    );
  });
});

describe('member pricing by tier (SPEC §6)', () => {
  const serum = { price: '42.00', memberPrice: '35.70' };
  const noMemberPrice = { price: '14.00', memberPrice: null };

  it('bronze pays the normal price and gets no discount', () => {
    expect(tierEarnsMemberPrice('bronze')).toBe(false);
    expect(unitPricePence(serum, 'bronze')).toBe(4200);
    expect(cartTotals([{ ...serum, quantity: 2 }], 'bronze')).toEqual({
      subtotal: 8400,
      memberDiscount: 0,
      shipping: 0,
      total: 8400,
    });
  });

  for (const tier of ['gold', 'platinum', 'skin_circle', 'silver', '']) {
    it(`${tier || '(an empty tier)'} pays the member price where there is one`, () => {
      expect(tierEarnsMemberPrice(tier)).toBe(true);
      expect(unitPricePence(serum, tier)).toBe(3570);
      expect(unitPricePence(noMemberPrice, tier)).toBe(1400);
      expect(
        cartTotals(
          [
            { ...serum, quantity: 2 },
            { ...noMemberPrice, quantity: 3 },
          ],
          tier,
        ),
      ).toEqual({
        subtotal: 8400 + 4200,
        memberDiscount: 1260,
        shipping: 0,
        total: 7140 + 4200,
      });
    });
  }

  it('products without a member price (null or absent) cost the same for every tier', () => {
    const lines: PricedLine[] = [
      { price: '14.00', memberPrice: null, quantity: 2 },
      { price: '26.00', quantity: 1 },
    ];
    for (const tier of ['bronze', 'gold', 'platinum', 'skin_circle']) {
      expect(cartTotals(lines, tier)).toEqual({ subtotal: 5400, memberDiscount: 0, shipping: 0, total: 5400 });
    }
  });

  it('an empty cart costs nothing', () => {
    expect(cartTotals([], 'skin_circle')).toEqual({ subtotal: 0, memberDiscount: 0, shipping: 0, total: 0 });
  });
});

describe('random carts against an independent pence computation (SPEC §9)', () => {
  // Deterministic PRNG (mulberry32) so a failure can be reproduced from its seed.
  function rng(seed: number) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const int = (next: () => number, min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  // Written from scratch (not toDecimal) so a bug there cannot hide here; sometimes with one decimal ('12.5').
  const decimal = (pence: number, short: boolean) => {
    const pounds = String(Math.floor(pence / 100));
    const rest = pence % 100;
    if (short && rest % 10 === 0) return `${pounds}.${rest / 10}`;
    return `${pounds}.${rest < 10 ? '0' : ''}${rest}`;
  };
  const tiers = ['bronze', 'gold', 'platinum', 'skin_circle'];

  it('1,000 random carts of every tier match to the penny', () => {
    for (let seed = 1; seed <= 1000; seed++) {
      const why = `cart seed ${seed}`;
      const next = rng(seed);
      const tier = tiers[seed % tiers.length];
      const lines: PricedLine[] = [];
      let full = 0n;
      let paid = 0n;
      const count = int(next, 1, 12);
      for (let i = 0; i < count; i++) {
        const pricePence = int(next, 1, 99_999); // up to £999.99
        const hasMember = next() < 0.7;
        const memberPence = hasMember ? int(next, 1, pricePence) : null;
        const quantity = int(next, 1, 99);
        lines.push({
          price: decimal(pricePence, next() < 0.2),
          memberPrice: memberPence === null ? (next() < 0.5 ? null : undefined) : decimal(memberPence, false),
          quantity,
        });
        full += BigInt(pricePence) * BigInt(quantity);
        const unit = tier !== 'bronze' && memberPence !== null ? memberPence : pricePence;
        paid += BigInt(unit) * BigInt(quantity);
      }
      const totals = cartTotals(lines, tier);
      expect(BigInt(totals.total), why).toBe(paid);
      expect(BigInt(totals.memberDiscount), why).toBe(full - paid);
      expect(BigInt(totals.subtotal), why).toBe(full);
      expect(totals.shipping, why).toBe(0);
      expect(totals.subtotal, why).toBe(totals.total + totals.memberDiscount);
      if (tier === 'bronze') expect(totals.memberDiscount, why).toBe(0);
    }
  });
});

describe('formatCount', () => {
  it('groups whole numbers exactly as en-GB does', () => {
    const en = new Intl.NumberFormat('en-GB');
    const samples = [0, 1, 12, 999, 1000, 1234, 99_999, 100_000, 1_234_567, Number.MAX_SAFE_INTEGER];
    for (let i = 0; i < 500; i++) samples.push(Math.floor(Math.random() * 10 ** (1 + (i % 15))));
    for (const n of samples) {
      expect(formatCount(n), String(n)).toBe(en.format(n));
      expect(formatCount(-n), String(-n)).toBe(n === 0 ? '0' : en.format(-n));
    }
  });

  it('refuses fractions and non-numbers', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => formatCount(bad)).toThrow();
  });
});

describe('unitPriceText (Price Marking Order, decision 0507)', () => {
  it('gives the price per 100 ml or 100 g, rounded half up to the penny', () => {
    expect(unitPriceText('95.00', { amount: 30, unit: 'ml' })).toBe('£316.67 per 100 ml');
    expect(unitPriceText('12.50', { amount: 50, unit: 'g' })).toBe('£25.00 per 100 g');
    expect(unitPriceText('9.99', { amount: 7.5, unit: 'ml' })).toBe('£133.20 per 100 ml');
    expect(unitPriceText('0.01', { amount: 200, unit: 'ml' })).toBe('£0.01 per 100 ml'); // 0.005 rounds up
    expect(unitPriceText('1500.00', { amount: 100, unit: 'g' })).toBe('£1,500.00 per 100 g');
    expect(() => unitPriceText('10.00', { amount: 0, unit: 'ml' })).toThrow();
  });
});
