// A code's worth (half-up rounding, caps) and its validUntil, good to the end of that day in the UK (GMT and BST).
import { describe, expect, it } from 'vitest';
import { codeDiscountPence, isPastValidUntil } from './code-rules';

describe('isPastValidUntil', () => {
  it('never for no date', () => {
    expect(isPastValidUntil(null, '2030-01-01T00:00:00Z')).toBe(false);
  });
  it('usable all of that UK day, past from the next midnight (GMT)', () => {
    const until = '2026-03-01T10:00:00Z';
    expect(isPastValidUntil(until, '2026-03-01T23:59:59Z')).toBe(false);
    expect(isPastValidUntil(until, '2026-03-02T00:00:00Z')).toBe(true);
  });
  it('uses UK time, not UTC, in summer (BST = UTC+1)', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London: the code is good all of 1 July.
    const until = '2026-06-30T23:30:00Z';
    expect(isPastValidUntil(until, '2026-07-01T22:59:59Z')).toBe(false);
    expect(isPastValidUntil(until, '2026-07-01T23:00:00Z')).toBe(true);
    // 22:59 UTC on 30 June is still 30 June in London.
    expect(isPastValidUntil('2026-06-30T22:59:00Z', '2026-06-30T23:00:00Z')).toBe(true);
  });
});

describe('codeDiscountPence (COMMERCE §2)', () => {
  const pct = (v: string) => ({ discountType: 'percentage', discountValue: v });
  it('percentage: N % of the sum, rounded half-up to the penny', () => {
    expect(codeDiscountPence(pct('15.00'), 1030)).toBe(155); // 154.5 → 155
    expect(codeDiscountPence(pct('5.00'), 10)).toBe(1); // 0.5 → 1
    expect(codeDiscountPence(pct('5.00'), 9)).toBe(0); // 0.45 → 0
    expect(codeDiscountPence(pct('12.50'), 1999)).toBe(250); // 249.875 → 250
    expect(codeDiscountPence(pct('0.00'), 5000)).toBe(0);
    expect(codeDiscountPence(pct('150.00'), 5000)).toBe(5000);
  });
  it('fixed: £N, never more than the sum', () => {
    expect(codeDiscountPence({ discountType: 'fixed', discountValue: '10.00' }, 3400)).toBe(1000);
    expect(codeDiscountPence({ discountType: 'fixed', discountValue: '45.00' }, 3400)).toBe(3400);
  });
  it('shipping and vouchers are worth nothing while shipping is free', () => {
    expect(codeDiscountPence({ discountType: 'shipping', discountValue: '100.00' }, 3400)).toBe(0);
    expect(codeDiscountPence({ discountType: null, discountValue: null }, 3400)).toBe(0);
  });
});
