// The triage's safety net (issue 15, docs/decisions/0406): a model trained on every labelled red flag and near
// miss the project has (the training set and the triage probes), asked only when the triage's concept rules
// found nothing. Rules give the precise reason and wording; the net catches what they have no pattern for
// ("everything feels heavy", "me gob's swollen up like filler") and escalates it with a general reason at the
// urgency it reads. Tuned for recall, by cross-validation (scripts/eval-coach/cross-validate-triage.ts).
import type { LabelledTurn } from './labelled';
import { prepareText } from './nlp';
import type { Urgency } from './triage';
import { DIMENSIONS, hash32, loadVectors } from './word-vectors';

export const NET_URGENCIES: readonly Urgency[] = ['emergency', 'urgent', 'soon', 'mental_health'];
const BUCKETS = 8192;
const WIDTH = DIMENSIONS + 1;

type Features = { dense: Float64Array; sparse: number[] };
export type SafetyModel = { dense: Float64Array[]; sparse: Float64Array[] };
/** weight: how much the example counts (the near-miss probes, hard calm examples, count more). */
export type NetExample = { message: string; urgency: Urgency | null; weight?: number };

/** Words (negated ones marked neg_), word pairs and the mean vector of the words not negated. */
function features(message: string): Features {
  const { index, data, scale } = loadVectors();
  const dense = new Float64Array(WIDTH);
  const sparse = new Set<number>();
  let counted = 0;
  for (const sentence of prepareText(message).sentences) {
    const words = sentence.split(' ').filter((w) => /^(?:neg_)?[a-z][a-z']*$/.test(w));
    for (const [i, word] of words.entries()) {
      sparse.add(hash32(word) % BUCKETS);
      if (words[i + 1]) sparse.add(hash32(`${word} ${words[i + 1]}`) % BUCKETS);
      const row = word.startsWith('neg_') ? undefined : index.get(word.replace(/'s$/, ''));
      if (row === undefined) continue;
      for (let d = 0; d < DIMENSIONS; d++) dense[d] += data[row * DIMENSIONS + d] / scale;
      counted += 1;
    }
  }
  if (counted > 0) for (let d = 0; d < DIMENSIONS; d++) dense[d] /= Math.sqrt(counted);
  dense[WIDTH - 1] = 1;
  return { dense, sparse: [...sparse] };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function score(model: SafetyModel, f: Features, k: number): number {
  let z = 0;
  const w = model.dense[k];
  for (let d = 0; d < WIDTH; d++) z += w[d] * f.dense[d];
  for (const b of f.sparse) z += model.sparse[k][b];
  return sigmoid(z);
}

export const NET_TRAINING = { epochs: 40, rate: 0.05, l2: 1e-4, positiveWeight: 3, nearMissWeight: 3 };

/** One-vs-rest logistic regression per urgency; red flags weigh more than calm lines (recall first). */
export function trainSafetyNet(examples: NetExample[]): SafetyModel {
  const rows = examples.map((e) => ({ f: features(e.message), urgency: e.urgency, weight: e.weight ?? 1 }));
  const model: SafetyModel = {
    dense: NET_URGENCIES.map(() => new Float64Array(WIDTH)),
    sparse: NET_URGENCIES.map(() => new Float64Array(BUCKETS)),
  };
  const { epochs, rate: r0, l2, positiveWeight } = NET_TRAINING;
  let seed = 20;
  for (let epoch = 0; epoch < epochs; epoch++) {
    const rate = r0 / (1 + epoch * 0.1);
    // Seeded shuffle: the same examples always give the same model.
    for (let i = rows.length - 1; i > 0; i--) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const j = seed % (i + 1);
      [rows[i], rows[j]] = [rows[j], rows[i]];
    }
    for (const { f, urgency, weight } of rows)
      for (const [k, u] of NET_URGENCIES.entries()) {
        const y = urgency === u ? 1 : 0;
        const g = (score(model, f, k) - y) * (y ? positiveWeight : 1) * weight;
        const w = model.dense[k];
        for (let d = 0; d < WIDTH; d++) w[d] -= rate * (g * f.dense[d] + l2 * w[d]);
        const s = model.sparse[k];
        for (const b of f.sparse) s[b] -= rate * (g + l2 * s[b]);
      }
  }
  return model;
}

/** Decision thresholds (cross-validated): a physical flag at `physical`, low mood at `mood`. */
export const NET_THRESHOLDS = { physical: 0.4, mood: 0.6 };

/** What the net reads in one message: low mood, and the most urgent physical flag past its threshold. */
export function netReading(model: SafetyModel, message: string): Urgency[] {
  const f = features(message);
  const p = NET_URGENCIES.map((_, k) => score(model, f, k));
  const out: Urgency[] = [];
  if (p[3] >= NET_THRESHOLDS.mood) out.push('mental_health');
  const physical = NET_URGENCIES.find((u, k) => u !== 'mental_health' && p[k] >= NET_THRESHOLDS.physical);
  if (physical) out.push(physical);
  return out;
}

/** Labelled lines as the net's examples (the newest message carries the flag). */
export const asNetExamples = (set: LabelledTurn[]): NetExample[] =>
  set.map((t) => ({ message: t.message, urgency: t.urgency }));
