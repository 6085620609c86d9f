// 5-fold cross-validation of the category classifier on the training set: the figure to tune against, so the
// held-out set stays unseen. npx tsx tools/coach/cross-validate.ts [--misses] [--sweep]
// --sweep tries decision thresholds over the same five fold models (the shipped ones are in classifier.ts);
// --vote-sweep the neighbour vote's weight, k and temperature.
// Each fold's model is scored with the vote of that fold's training messages mixed in (as shipped), and without.
import { QUESTION_CATEGORIES } from '@shared/question-categories';
import { THRESHOLDS, type Model } from '../../src/server/modules/coach';
import fs from 'node:fs';
import { HAND_WRITTEN, parseLabelled, TRAINING_SET } from './data';
import { reportTo } from './report';
import { scoreCategories } from './score-categories';
import { train } from './train-classifier';
import { buildNeighbours } from './train-neighbours';
import { trainingSentenceVectors } from './training-sentences';
import { NEIGHBOUR_VOTE, type Neighbours } from '../../src/server/modules/coach';

reportTo('cross-validate');

// --extra a.txt,b.txt: candidate lines, in every fold's training side and never tested, so their worth is
// measured on the present writers' lines alone.
const extraAt = process.argv.indexOf('--extra');
const extra =
  extraAt < 0
    ? []
    : process.argv[extraAt + 1].split(',').flatMap((file) => parseLabelled(`\n${fs.readFileSync(file, 'utf8')}`));
const sentences = await trainingSentenceVectors([...TRAINING_SET, ...extra]);
const FOLDS = 5;
const handWritten = TRAINING_SET.slice(0, HAND_WRITTEN);
const variants = [...TRAINING_SET.slice(HAND_WRITTEN), ...extra];
const folds: Array<{ model: Model; neighbours: Neighbours; test: typeof handWritten }> = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const test = handWritten.filter((_, i) => i % FOLDS === fold);
  const testMessages = new Set(test.map((t) => t.message.toLowerCase()));
  // Leave out the variants of the test messages too (they differ by an opener, a closer or one typo).
  const near = (m: string) => [...testMessages].some((t) => m.toLowerCase().includes(t.slice(0, 12)));
  const trainSet = [...handWritten.filter((_, i) => i % FOLDS !== fold), ...variants.filter((v) => !near(v.message))];
  folds.push({ model: train(sentences, trainSet), neighbours: buildNeighbours(sentences, trainSet), test });
}

function score(vote = true): { right: number; misses: string[] } {
  const scored = folds.map(({ model, neighbours, test }) =>
    scoreCategories(test, sentences, model, vote ? neighbours : null),
  );
  return { right: scored.reduce((n, s) => n + s.right, 0), misses: scored.flatMap((s) => s.misses) };
}

const pct = (n: number) => `${((100 * n) / handWritten.length).toFixed(1)}% (${n}/${handWritten.length})`;
if (process.argv.includes('--sweep')) {
  const shipped = structuredClone(THRESHOLDS);
  const results: Array<[number, string]> = [];
  for (const threshold of [0.4, 0.5])
    for (const fallback of [0.06, 0.1, 0.15, 0.2])
      for (const general of [0.5, 0.7, 0.9]) {
        Object.assign(THRESHOLDS, { threshold, fallback, general, perLabel: {} });
        results.push([score().right, `threshold ${threshold} fallback ${fallback} general ${general}`]);
      }
  Object.assign(THRESHOLDS, structuredClone(shipped));
  for (const [right, what] of results.sort((a, b) => b[0] - a[0]).slice(0, 5)) console.log(`${pct(right)}  ${what}`);
}
if (process.argv.includes('--vote-sweep')) {
  // The neighbour vote's settings over the same five fold models (the shipped ones are NEIGHBOUR_VOTE).
  const shipped = { ...NEIGHBOUR_VOTE };
  const results: Array<[number, string]> = [];
  for (const weight of [0.3, 0.4, 0.5])
    for (const k of [15, 30])
      for (const temperature of [0.05, 0.1]) {
        Object.assign(NEIGHBOUR_VOTE, { weight, k, temperature });
        for (const fold of folds) fold.neighbours.votes = new WeakMap();
        const right = score().right;
        results.push([right, `weight ${weight} k ${k} temperature ${temperature}`]);
        console.log(`${pct(right)}  weight ${weight} k ${k} temperature ${temperature}`);
      }
  Object.assign(NEIGHBOUR_VOTE, shipped);
  for (const fold of folds) fold.neighbours.votes = new WeakMap();
  for (const [right, what] of results.sort((a, b) => b[0] - a[0]).slice(0, 5))
    console.log(`best: ${pct(right)}  ${what}`);
}
if (process.argv.includes('--per-label')) {
  // Coordinate ascent over per-label thresholds, twice round, keeping a change only if it gains two or more.
  for (let round = 0; round < 2; round++)
    for (const label of QUESTION_CATEGORIES.filter((l) => l !== 'general_question')) {
      let best = score().right;
      let bestAt = THRESHOLDS.perLabel[label];
      for (const at of [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7]) {
        THRESHOLDS.perLabel[label] = at;
        const right = score().right;
        if (right >= best + 2) [best, bestAt] = [right, at];
      }
      THRESHOLDS.perLabel[label] = bestAt;
      console.log(`${label}: ${bestAt ?? 'default'} → ${pct(best)}`);
    }
}
console.log(`cross-validated exact categories, the model alone: ${pct(score(false).right)}`);
const { right, misses } = score();
console.log(`cross-validated exact categories: ${pct(right)}`);
if (process.argv.includes('--misses')) console.log(misses.join('\n'));
