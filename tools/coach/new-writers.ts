// The newest writers' lines as a test: train on every training line before a comment that starts a round of
// writers (default "# coach5") and score the hand-written lines after it, written by sessions the earlier lines never
// saw. A stand-in for a new writer's held-out set that can be run as often as tuning needs (the held-out sets cannot).
// npx tsx tools/coach/new-writers.ts [--from "# coach5"] [--misses]
import { NEIGHBOUR_VOTE, THRESHOLDS } from '../../src/server/modules/coach';
import { HAND_WRITTEN, parseLabelled, TRAINING_TEXT } from './data';
import { reportTo } from './report';
import { scoreCategories } from './score-categories';
import { train, TRAINING_SETTINGS } from './train-classifier';
import { buildNeighbours } from './train-neighbours';
import { trainingSentenceVectors } from './training-sentences';

reportTo('new-writers');

const fromAt = process.argv.indexOf('--from');
const marker = fromAt < 0 ? '# coach5' : process.argv[fromAt + 1];
const cut = TRAINING_TEXT.indexOf(`\n${marker}`);
if (cut < 0) throw new Error(`No "${marker}" in the training set`);
const before = parseLabelled(TRAINING_TEXT.slice(0, cut));
const all = parseLabelled(TRAINING_TEXT);
const test = all.slice(before.length, HAND_WRITTEN);
const testMessages = new Set(test.map((t) => t.message.toLowerCase()));
// The variants (an opener, a closer or a typo) are of the earliest lines only; none of the test lines.
const trainSet = [...before, ...all.slice(HAND_WRITTEN).filter((v) => !testMessages.has(v.message.toLowerCase()))];
const sentences = await trainingSentenceVectors(all);
// --settings '{"l2":0.001}': training settings other than the shipped ones.
const settingsAt = process.argv.indexOf('--settings');
const settings = { ...TRAINING_SETTINGS, ...(settingsAt < 0 ? {} : JSON.parse(process.argv[settingsAt + 1])) };
const model = train(sentences, trainSet, settings);
const neighbours = buildNeighbours(sentences, trainSet);
const pct = (n: number) => `${((100 * n) / test.length).toFixed(1)}% (${n}/${test.length})`;

const score = (vote: boolean) => scoreCategories(test, sentences, model, vote ? neighbours : null);

console.log(`trained on ${trainSet.length} lines before "${marker}" (${JSON.stringify(settings)});`);
const { right, misses } = score(true);
console.log(
  `the ${test.length} hand-written lines after it: the model alone ${pct(score(false).right)}, with the vote ${pct(right)}`,
);
if (process.argv.includes('--sweep')) {
  // The vote's weight and the decision thresholds over the same model.
  const shipped = { vote: { ...NEIGHBOUR_VOTE }, thresholds: structuredClone(THRESHOLDS) };
  for (const weight of [0.2, 0.3, 0.4, 0.5]) {
    Object.assign(NEIGHBOUR_VOTE, { weight });
    neighbours.votes = new WeakMap();
    console.log(`vote weight ${weight}: ${pct(score(true).right)}`);
  }
  Object.assign(NEIGHBOUR_VOTE, shipped.vote);
  for (const threshold of [0.4, 0.45, 0.5, 0.55, 0.6]) {
    Object.assign(THRESHOLDS, { threshold });
    console.log(`threshold ${threshold}: ${pct(score(true).right)}`);
  }
  Object.assign(THRESHOLDS, shipped.thresholds);
}
if (process.argv.includes('--misses')) console.log(misses.join('\n'));
