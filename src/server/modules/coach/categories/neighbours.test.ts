// The neighbours' vote: the file round-trips, the nearest carry the vote, and with no neighbours the classifier
// scores as its model alone.
import { describe, expect, it } from 'vitest';
import { QUESTION_CATEGORIES } from '@shared/question-categories';
import type { LabelledTurn } from '../../../../../tools/coach/data';
import { buildNeighbours, serialiseNeighbours } from '../../../../../tools/coach/train-neighbours';
import { categoryScores } from './classifier';
import { neighbourVote, parseNeighbours } from './neighbours';
import { SENTENCE_DIMENSIONS } from './sentence-encoder';

/** A unit vector along one axis, with a little of the next. */
const axis = (d: number, tilt = 0) => {
  const v = new Float32Array(SENTENCE_DIMENSIONS);
  v[d] = Math.sqrt(1 - tilt * tilt);
  v[d + 1] = tilt;
  return v;
};
const line = (message: string, categories: LabelledTurn['categories']): LabelledTurn => ({
  history: [],
  message,
  categories,
  urgency: null,
});
const set = [
  line('parched', ['dryness']),
  line('greasy', ['oily_skin']),
  line('greasy, which cream', ['oily_skin', 'product_recommendation']),
];
const sentences = new Map([
  ['parched', axis(0)],
  ['greasy', axis(5)],
  ['greasy, which cream', axis(5, 0.2)],
]);

describe('the neighbours', () => {
  it('survive the file they ship in, without their text', () => {
    const bytes = serialiseNeighbours(buildNeighbours(sentences, set));
    expect(bytes.includes('greasy') || bytes.includes('parched')).toBe(false);
    const read = parseNeighbours(bytes);
    expect(read.count).toBe(3);
    const vote = neighbourVote(read, axis(5, 0.1));
    const share = (label: string) => vote[QUESTION_CATEGORIES.indexOf(label as never)];
    expect(share('oily_skin')).toBeCloseTo(1, 5);
    expect(share('product_recommendation')).toBeGreaterThan(0.3);
    expect(share('dryness')).toBeLessThan(1e-6);
  });

  it('leave the model alone when there are none, or no sentence vector', () => {
    const vectors = new Map([['so oily', axis(5)]]);
    const alone = categoryScores('so oily', vectors, undefined, null);
    const voted = categoryScores('so oily', vectors, undefined, buildNeighbours(sentences, set));
    expect(voted.oily_skin).not.toBe(alone.oily_skin);
    expect(categoryScores('so oily', new Map(), undefined, buildNeighbours(sentences, set))).toEqual(
      categoryScores('so oily', new Map(), undefined, null),
    );
  });
});
