import { describe, expect, it } from 'vitest';
import { tierLabel, tierTone } from './tier';

describe('tiers', () => {
  it('colours platinum purple, gold yellow and every other tier grey', () => {
    expect(tierTone('platinum')).toBe('purple');
    expect(tierTone('gold')).toBe('yellow');
    for (const tier of ['bronze', 'skin_circle', 'silver']) expect(tierTone(tier)).toBe('grey');
  });
  it('names the loyalty group and capitalises the rest', () => {
    expect(tierLabel('skin_circle')).toBe('Skin Circle');
    expect(tierLabel('gold')).toBe('Gold');
    expect(tierLabel('rose_gold')).toBe('Rose gold');
  });
});
