// Training the triage's safety net (triage/safety-net.ts, docs/decisions/0406): one-vs-rest logistic regression
// per urgency over every labelled line and probe that stands on its own. Training code only: the server reads the
// model that tools/coach/train.ts writes, and a test (safety-net.test.ts) fails when it is stale.
import {
  NET_BUCKETS,
  NET_THRESHOLDS,
  NET_URGENCIES,
  NET_WIDTH,
  netFeatures,
  netScore,
  type SafetyModel,
} from '../../src/server/modules/coach';
import type { Urgency } from '../../src/server/modules/coach';
import type { ShippedModel } from '../../src/server/modules/coach';
import { hash32 } from '../../src/server/modules/coach';
import { NEAR_MISS_SETS, RED_FLAG_SETS, TRAINING_SET, type LabelledTurn } from './data';

/** weight: how much the example counts (the near-miss probes, hard calm examples, count more). */
export type NetExample = { message: string; urgency: Urgency | null; weight?: number };

export const NET_TRAINING = { epochs: 40, rate: 0.05, l2: 1e-4, positiveWeight: 3, nearMissWeight: 3 };

/** One-vs-rest logistic regression per urgency; red flags weigh more than calm lines (recall first). */
export function trainSafetyNet(examples: NetExample[]): SafetyModel {
  const rows = examples.map((e) => ({ f: netFeatures(e.message), urgency: e.urgency, weight: e.weight ?? 1 }));
  const model: SafetyModel = {
    dense: NET_URGENCIES.map(() => new Float64Array(NET_WIDTH)),
    sparse: NET_URGENCIES.map(() => new Float64Array(NET_BUCKETS)),
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
        const g = (netScore(model, f, k) - y) * (y ? positiveWeight : 1) * weight;
        const w = model.dense[k];
        for (let d = 0; d < NET_WIDTH; d++) w[d] -= rate * (g * f.dense[d] + l2 * w[d]);
        const s = model.sparse[k];
        for (const b of f.sparse) s[b] -= rate * (g + l2 * s[b]);
      }
  }
  return model;
}

/** Labelled lines as the net's examples (the newest message carries the flag). */
export const asNetExamples = (set: LabelledTurn[]): NetExample[] =>
  set.map((t) => ({ message: t.message, urgency: t.urgency }));

/**
 * Every labelled line and probe that stands on its own: the training set's lines, red-flag probes and near
 * misses. Lines whose flag needs an earlier turn (tearful after "I started roaccutane", a retinoid question after
 * "I'm 20 weeks pregnant") are left to the rules, which read the context; the net reads one message.
 */
export function safetyNetExamples(): NetExample[] {
  return [
    ...asNetExamples(TRAINING_SET.filter((t) => t.history.length === 0)),
    ...RED_FLAG_SETS.flat()
      .filter(([, , earlier]) => !earlier?.length)
      .map(([message, urgency]) => ({ message, urgency })),
    ...NEAR_MISS_SETS.flat().map((message) => ({ message, urgency: null, weight: NET_TRAINING.nearMissWeight })),
  ];
}

export function safetyNetFingerprint(examples = safetyNetExamples()): string {
  return hash32(JSON.stringify([NET_TRAINING, NET_THRESHOLDS, examples])).toString(16);
}

export function serialiseSafetyNet(m: SafetyModel): ShippedModel {
  const round = (a: Float64Array) => Array.from(a, (x) => Math.round(x * 1e5) / 1e5);
  return { fingerprint: safetyNetFingerprint(), dense: m.dense.map(round), sparse: m.sparse.map(round) };
}
