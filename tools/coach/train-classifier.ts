// Training the coach's category classifier (categories/classifier.ts, docs/decisions/0407 and 0408): one-vs-rest
// logistic regression by stochastic gradient descent over the standalone training messages. Training code only:
// the server reads the model tools/coach/train.ts writes, and a test (classifier.test.ts) fails when it is stale.
import { QUESTION_CATEGORIES } from '@shared/question-categories';
import { FEATURE_SHAPE, features, score, type Model } from '../../src/server/modules/coach';
import type { SentenceVectors } from '../../src/server/modules/coach';
import type { ShippedModel } from '../../src/server/modules/coach';
import { hash32 } from '../../src/server/modules/coach';
import { TRAINING_SET, type LabelledTurn } from './data';

const LABELS = QUESTION_CATEGORIES;
const EPOCHS = 60;
const LEARNING_RATE = 0.2;
const L2 = 1e-4;
/** Word and word-pair weights learn slower than the vector ones, so the vectors carry unseen wording. */
const SPARSE_RATE = 0.3;

/** Seeded shuffle, so the same training set always gives the same model. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Training settings, for experiments (tools/coach/new-writers.ts --settings); the shipped model uses the defaults. */
export type TrainingSettings = { epochs: number; learningRate: number; l2: number; sparseRate: number };
export const TRAINING_SETTINGS: TrainingSettings = {
  epochs: EPOCHS,
  learningRate: LEARNING_RATE,
  l2: L2,
  sparseRate: SPARSE_RATE,
};

export function train(
  sentences: SentenceVectors,
  set: LabelledTurn[] = TRAINING_SET,
  settings: TrainingSettings = TRAINING_SETTINGS,
): Model {
  const { epochs, learningRate, l2, sparseRate } = settings;
  const examples = set
    .filter((t) => t.history.length === 0)
    .map((t) => ({
      f: features(t.message, sentences),
      y: LABELS.map((l) => (t.categories.includes(l) ? 1 : 0)),
    }));
  const width = FEATURE_SHAPE.width;
  const model: Model = {
    dense: LABELS.map(() => new Float64Array(width)),
    sparse: LABELS.map(() => new Float64Array(FEATURE_SHAPE.hashBuckets)),
  };
  for (let epoch = 0; epoch < epochs; epoch++) {
    const rate = learningRate / (1 + epoch * 0.1);
    for (const { f, y } of shuffled(examples, epoch + 1)) {
      for (let l = 0; l < LABELS.length; l++) {
        const g = score(model, f, l) - y[l];
        const w = model.dense[l];
        for (let d = 0; d < width; d++) w[d] -= rate * (g * f.dense[d] + l2 * w[d]);
        const s = model.sparse[l];
        for (const b of f.sparse) s[b] -= sparseRate * rate * (g + l2 * s[b]);
      }
    }
  }
  return model;
}

/** Changes whenever the training set or the features change: the shipped model must carry the same one. */
export function trainingFingerprint(set: LabelledTurn[] = TRAINING_SET): string {
  const { width, sentenceScale, hashBuckets, prototypes, ruleSources } = FEATURE_SHAPE;
  const text = JSON.stringify([
    width,
    sentenceScale,
    hashBuckets,
    EPOCHS,
    LEARNING_RATE,
    L2,
    SPARSE_RATE,
    prototypes,
    ruleSources,
    set,
  ]);
  return hash32(text).toString(16);
}

/** The model as stored in models/coach/classifier-model.json. */
export function serialise(m: Model, set: LabelledTurn[] = TRAINING_SET): ShippedModel {
  const round = (a: Float64Array) => Array.from(a, (x) => Math.round(x * 1e5) / 1e5);
  return { fingerprint: trainingFingerprint(set), dense: m.dense.map(round), sparse: m.sparse.map(round) };
}
