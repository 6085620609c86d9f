// A code's validUntil is good to the end of that day in the UK, across GMT and BST.
import { describe, expect, it } from 'vitest';
import { isPastValidUntil } from './dates';

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
