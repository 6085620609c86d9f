import { describe, expect, it } from 'vitest';
import { prepareText } from './normalise';

describe('prepareText: the reading of a message for the categories and the answers', () => {
  it('corrects a typo to the skincare word meant', () => {
    expect(prepareText('my skin is so senstive and itchey').marked).toBe('my skin is so sensitive and itchy');
    expect(prepareText('tretinion made me peel').marked).toBe('tretinoin made me peel');
  });

  it('leaves a different word alone, however alike the two look to the fuzzy search', () => {
    const read = prepareText('my ceramides cream is nice');
    expect(read.marked).toBe('my ceramides cream is nice');
    expect(read.corrections).toEqual([]);
  });

  it('reads two words run together as both, negated together', () => {
    expect(prepareText("I've got bacne").marked).toBe('i have got back acne');
    expect(prepareText('no bacne any more').marked).toBe('no neg_back neg_acne neg_any neg_more');
  });
});
