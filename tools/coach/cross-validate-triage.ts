// 5-fold cross-validation of the triage's safety net (triage/safety-net.ts) over the training set's labelled lines and
// the triage probes: for each fold, the net is trained on the other four, and the triage (rules, then the net
// when the rules find nothing) is scored on the fold's red flags and calm lines. The held-out set is never read.
//   npx tsx tools/coach/cross-validate-triage.ts [--sweep] [--misses]
import { NET_THRESHOLDS, netReading } from '../../src/server/modules/coach';
import { REASON_URGENCY, ruleTriage, type Urgency } from '../../src/server/modules/coach';
import { NEAR_MISS_SETS, RED_FLAG_SETS, TRAINING_SET } from './data';
import { reportTo } from './report';
import { NET_TRAINING, trainSafetyNet } from './train-safety-net';

reportTo('cross-validate-triage');

type Item = { message: string; history: string[]; urgency: Urgency | null; weight?: number };
const items: Item[] = [
  ...TRAINING_SET.map((t) => ({ message: t.message, history: t.history, urgency: t.urgency })),
  ...RED_FLAG_SETS.flat().map(([message, urgency, earlier]) => ({ message, history: earlier ?? [], urgency })),
  ...NEAR_MISS_SETS.flat().map((message) => ({
    message,
    history: [],
    urgency: null,
    weight: NET_TRAINING.nearMissWeight,
  })),
];
const FOLDS = 5;
// Training settings to try, e.g. NET='{"positiveWeight":5}'.
Object.assign(NET_TRAINING, JSON.parse(process.env.NET ?? '{}'));
const RANK: Record<Urgency, number> = { emergency: 0, urgent: 1, soon: 2, mental_health: -1 };

const rules = items.map((t) =>
  ruleTriage({ history: t.history.map((content) => ({ role: 'user' as const, content })), message: t.message }).map(
    (r) => REASON_URGENCY[r],
  ),
);
// As shipped (train-safety-net.ts): the net trains on lines that stand on their own, with no earlier turn.
const folds = Array.from({ length: FOLDS }, (_, fold) =>
  trainSafetyNet(
    items
      .filter((t, i) => i % FOLDS !== fold && t.history.length === 0)
      .map((t) => ({ message: t.message, urgency: t.urgency, weight: t.weight })),
  ),
);

function caught(expected: Urgency, got: Urgency[]): boolean {
  if (expected === 'mental_health') return got.includes('mental_health');
  const physical = got.filter((u) => u !== 'mental_health');
  return physical.some((u) => RANK[u] <= RANK[expected]);
}

function run(showMisses: boolean) {
  const byUrgency = new Map<Urgency, { n: number; rules: number; both: number }>();
  let calm = 0;
  let ruleAlarms = 0;
  let alarms = 0;
  for (const [i, t] of items.entries()) {
    const fromRules = rules[i];
    const got = fromRules.length > 0 ? fromRules : netReading(folds[i % FOLDS], t.message);
    if (t.urgency) {
      const row = byUrgency.get(t.urgency) ?? { n: 0, rules: 0, both: 0 };
      row.n += 1;
      if (caught(t.urgency, fromRules)) row.rules += 1;
      if (caught(t.urgency, got)) row.both += 1;
      else if (showMisses) console.log(`  MISSED ${t.urgency} (got ${got.join(',') || 'calm'}) | ${t.message}`);
      byUrgency.set(t.urgency, row);
    } else {
      calm += 1;
      if (fromRules.length > 0) ruleAlarms += 1;
      if (got.length > 0) {
        alarms += 1;
        if (showMisses && fromRules.length === 0) console.log(`  NET ALARM ${got.join(',')} | ${t.message}`);
      }
    }
  }
  let n = 0;
  let r = 0;
  let b = 0;
  const parts = [...byUrgency].map(([u, row]) => {
    n += row.n;
    r += row.rules;
    b += row.both;
    return `${u} ${row.rules}→${row.both}/${row.n}`;
  });
  return `red flags rules ${r}/${n} → with net ${b}/${n} (${((100 * b) / n).toFixed(1)} %); false alarms ${ruleAlarms} → ${alarms} of ${calm}; ${parts.join(', ')}`;
}

if (process.argv.includes('--sweep')) {
  for (const physical of [0.3, 0.4, 0.5, 0.6])
    for (const mood of [0.3, 0.4, 0.5, 0.6]) {
      Object.assign(NET_THRESHOLDS, { physical, mood });
      console.log(`physical ${physical} mood ${mood}: ${run(false)}`);
    }
} else console.log(run(process.argv.includes('--misses')));
