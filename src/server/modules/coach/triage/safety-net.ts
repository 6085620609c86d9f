// The triage's safety net (issue 15, docs/decisions/0406): a model trained on every labelled red flag and near
// miss the project has (the training set and the triage probes), asked only when the triage's concept rules
// found nothing. Rules give the precise reason and wording; the net catches what they have no pattern for
// ("everything feels heavy", "me gob's swollen up like filler") and escalates it with a general reason at the
// urgency it reads. Tuned for recall, by cross-validation (tools/coach/cross-validate-triage.ts). Inference only:
// the model is read from models/coach/safety-net-model.json, written by tools/coach/train-safety-net.ts.
import type { Urgency } from '../types';
import { loadWeights, type Weights } from '../model-files';
import { prepareText } from '../text/normalise';
import { DIMENSIONS, hash32, loadVectors } from '../text/word-vectors';

export const NET_URGENCIES: readonly Urgency[] = ['emergency', 'urgent', 'soon', 'mental_health'];
export const NET_BUCKETS = 8192;
export const NET_WIDTH = DIMENSIONS + 1;

export type NetFeatures = { dense: Float64Array; sparse: number[] };
export type SafetyModel = Weights;

/** Words (negated ones marked neg_), word pairs and the mean vector of the words not negated. */
export function netFeatures(message: string): NetFeatures {
  const { index, data, scale } = loadVectors();
  const dense = new Float64Array(NET_WIDTH);
  const sparse = new Set<number>();
  let counted = 0;
  for (const sentence of prepareText(message).sentences) {
    const words = sentence.split(' ').filter((w) => /^(?:neg_)?[a-z][a-z']*$/.test(w));
    for (const [i, word] of words.entries()) {
      sparse.add(hash32(word) % NET_BUCKETS);
      if (words[i + 1]) sparse.add(hash32(`${word} ${words[i + 1]}`) % NET_BUCKETS);
      const row = word.startsWith('neg_') ? undefined : index.get(word.replace(/'s$/, ''));
      if (row === undefined) continue;
      for (let d = 0; d < DIMENSIONS; d++) dense[d] += data[row * DIMENSIONS + d] / scale;
      counted += 1;
    }
  }
  if (counted > 0) for (let d = 0; d < DIMENSIONS; d++) dense[d] /= Math.sqrt(counted);
  dense[NET_WIDTH - 1] = 1;
  return { dense, sparse: [...sparse] };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The probability of urgency k (an index into NET_URGENCIES). */
export function netScore(model: SafetyModel, f: NetFeatures, k: number): number {
  let z = 0;
  const w = model.dense[k];
  for (let d = 0; d < NET_WIDTH; d++) z += w[d] * f.dense[d];
  for (const b of f.sparse) z += model.sparse[k][b];
  return sigmoid(z);
}

/** Decision thresholds (cross-validated): a physical flag at `physical`, low mood at `mood`. */
export const NET_THRESHOLDS = { physical: 0.4, mood: 0.6 };

/** What the net reads in one message: low mood, and the most urgent physical flag past its threshold. */
export function netReading(model: SafetyModel, message: string): Urgency[] {
  const f = netFeatures(message);
  const p = NET_URGENCIES.map((_, k) => netScore(model, f, k));
  const out: Urgency[] = [];
  if (p[3] >= NET_THRESHOLDS.mood) out.push('mental_health');
  const physical = NET_URGENCIES.find((u, k) => u !== 'mental_health' && p[k] >= NET_THRESHOLDS.physical);
  if (physical) out.push(physical);
  return out;
}

let model: SafetyModel | null = null;

/** What the shipped net reads in a message: low mood and/or a physical red flag's urgency. */
export function safetyNetReading(message: string): Urgency[] {
  model ??= loadWeights('safety-net-model.json');
  return netReading(model, message);
}
