// How long a product lasts (decision 0311): the example holds, uses add up across routines, and a product
// we know too little about gets no estimate.
import { describe, expect, it } from 'vitest';
import { daysItLasts, describeLasting, doseFor, lastingAtThisUse, runsOutAt, usesPerDay } from './run-out';

describe('how long a product lasts', () => {
  it('the 30 ml serum used every night runs out in about six weeks', () => {
    const days = daysItLasts({ amount: 30, unit: 'ml' }, doseFor('serums'), usesPerDay([{ timeOfDay: 'evening' }]));
    expect(days).not.toBeNull();
    expect(days!).toBeGreaterThan(38);
    expect(days!).toBeLessThan(46);
    expect(describeLasting(days!)).toBe('about 6 weeks');
    // The retinal serum is a treatment, dosed as a serum.
    expect(daysItLasts({ amount: 30, unit: 'ml' }, doseFor('treatments'), 1)).toBe(days);
  });

  it('a step in both routines counts twice: half as long; two packs, twice as long', () => {
    const once = daysItLasts({ amount: 50, unit: 'ml' }, doseFor('moisturisers'), 1)!;
    const steps = [{ timeOfDay: 'morning' }, { timeOfDay: 'evening' }];
    expect(usesPerDay(steps)).toBe(2);
    expect(daysItLasts({ amount: 50, unit: 'ml' }, doseFor('moisturisers'), usesPerDay(steps))).toBeCloseTo(once / 2);
    expect(daysItLasts({ amount: 50, unit: 'ml' }, doseFor('moisturisers'), 1, 2)).toBeCloseTo(once * 2);
  });

  it('reads grams and millilitres alike (an eye cream of 15 g lasts about seven weeks at night)', () => {
    const days = daysItLasts({ amount: 15, unit: 'g' }, doseFor('eye-care'), 1)!;
    expect(days).toBeCloseTo(50);
    expect(describeLasting(days)).toBe('about 7 weeks');
  });

  it('has no estimate without a size, a dose or a use', () => {
    expect(daysItLasts(null, doseFor('serums'), 1)).toBeNull();
    expect(doseFor('gift-sets')).toBeNull();
    expect(daysItLasts({ amount: 30, unit: 'ml' }, null, 1)).toBeNull();
    expect(daysItLasts({ amount: 30, unit: 'ml' }, doseFor('serums'), 0)).toBeNull();
    expect(usesPerDay([])).toBe(0);
  });

  it('says days, weeks or months as a member reads them, and dates the run-out from delivery', () => {
    expect(describeLasting(1)).toBe('about 1 day');
    expect(describeLasting(10.4)).toBe('about 10 days');
    expect(describeLasting(120)).toBe('about 4 months');
    expect(runsOutAt(new Date('2026-03-02T10:00:00Z'), 1.5).toISOString()).toBe('2026-03-03T22:00:00.000Z');
  });

  it('tells the routine builder how long a pack lasts at this use', () => {
    const serum = { size: { amount: 30, unit: 'ml' as const }, categorySlug: 'serums' };
    expect(lastingAtThisUse(serum, 1)).toBe('About 6 weeks per 30 ml at this use');
    expect(lastingAtThisUse(serum, 2)).toBe('About 3 weeks per 30 ml at this use');
    expect(lastingAtThisUse({ size: { amount: 7.5, unit: 'g' }, categorySlug: 'eye-care' }, 1)).toBe(
      'About 4 weeks per 7.5 g at this use',
    );
    expect(lastingAtThisUse({ size: { amount: 3, unit: 'g' }, categorySlug: 'eye-care' }, 1)).toBe(
      'About 10 days per 3 g at this use',
    );
    expect(lastingAtThisUse({ size: null, categorySlug: 'serums' }, 1)).toBeNull();
    expect(lastingAtThisUse({ size: serum.size, categorySlug: 'gift-sets' }, 1)).toBeNull();
    expect(lastingAtThisUse({}, 1)).toBeNull();
  });
});
