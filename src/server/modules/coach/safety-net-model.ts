// The safety net the server ships (safety-net-model.json, written by scripts/eval-coach/train.ts), trained on
// the training set's labelled lines and the triage probes. If those changed without re-running the trainer, it
// trains afresh (a second or two) rather than answer with a stale model.
import { NEAR_MISS_SETS, RED_FLAG_SETS } from './triage-probes';
import { TRAINING_SET } from './training-set';
import shipped from './safety-net-model.json';
import {
  asNetExamples,
  NET_TRAINING,
  NET_THRESHOLDS,
  netReading,
  trainSafetyNet,
  type NetExample,
  type SafetyModel,
} from './safety-net';
import type { Urgency } from './triage';
import { hash32 } from './word-vectors';

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

export type ShippedSafetyNet = { fingerprint: string; dense: number[][]; sparse: number[][] };

export function serialiseSafetyNet(m: SafetyModel): ShippedSafetyNet {
  const round = (a: Float64Array) => Array.from(a, (x) => Math.round(x * 1e5) / 1e5);
  return { fingerprint: safetyNetFingerprint(), dense: m.dense.map(round), sparse: m.sparse.map(round) };
}

let model: SafetyModel | null = null;
function getModel(): SafetyModel {
  if (!model) {
    const s = shipped as ShippedSafetyNet;
    model =
      s.fingerprint === safetyNetFingerprint()
        ? { dense: s.dense.map((w) => Float64Array.from(w)), sparse: s.sparse.map((w) => Float64Array.from(w)) }
        : trainSafetyNet(safetyNetExamples());
  }
  return model;
}

/** What the shipped net reads in a message: low mood and/or a physical red flag's urgency. */
export function safetyNetReading(message: string): Urgency[] {
  return netReading(getModel(), message);
}
