// How far careful people agree on the held-out set's labels (issue 15's ceiling). Two annotators who saw only
// docs/coach-labelling.md relabelled held-out-3's messages blind (shuffled, no labels, no urgencies); this
// compares the writer's labels, each annotator's and the built-in engine's, exact category set per message, and
// whether each marks a red flag. npx tsx tools/coach/agreement.ts [--blind]
// --blind prints the messages as the annotators get them (shuffled once, data/coach/agreement/order.txt; no
// labels): hand them that and docs/coach-labelling.md only, and save each one's answer as agreement/<letter>.txt
// (`NNN | cat1,cat2 | U`, urgency E, U, S, M or -).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createBuiltinEngine } from '../../src/server/modules/coach';
import { DATA_DIR, heldOut } from './data';
import { reportTo } from './report';
import { demoCatalogue as catalogue } from '../../src/server/testing/engine-fixtures';

const dir = path.join(DATA_DIR, 'agreement');
const writer = heldOut('held-out-3');
type Reading = { categories: string; flag: string };
const key = (categories: readonly string[]) => [...categories].sort().join(',');

// An annotator's file: `NNN | cat1,cat2 | U` in the blind order, and the order's key (NNN → held-out line).
const order = readFileSync(`${dir}/order.txt`, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => Number(line.split('\t')[1]));
function annotator(file: string): Reading[] {
  const out: Reading[] = new Array(writer.length);
  for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
    const m = /^(\d{3}) \| ([^|]*) \| ([EUSM-])\s*$/.exec(line.trim());
    if (!m) continue;
    const index = order[Number(m[1]) - 1];
    out[index] = {
      categories: key(
        m[2]
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
      flag: m[3],
    };
  }
  return out;
}
if (process.argv.includes('--blind')) {
  order.forEach((index, n) => {
    const t = writer[index];
    console.log(`${String(n + 1).padStart(3, '0')} | ${[...t.history, t.message].join(' >> ')}`);
  });
  process.exit(0);
}
const urgencyLetter = { emergency: 'E', urgent: 'U', soon: 'S', mental_health: 'M' } as const;
const readings: Record<string, Reading[]> = {
  writer: writer.map((t) => ({ categories: key(t.categories), flag: t.urgency ? urgencyLetter[t.urgency] : '-' })),
};
const annotators = readdirSync(dir)
  .filter((f) => /^[A-Z]\.txt$/.test(f))
  .map((f) => `annotator ${f[0]}`);
for (const name of annotators) readings[name] = annotator(`${name.slice(-1)}.txt`);
reportTo('agreement');
const engine = createBuiltinEngine();
readings['built-in engine'] = [];
for (const t of writer) {
  const advice = await engine.advise(
    { history: t.history.map((content) => ({ role: 'user' as const, content })), message: t.message },
    catalogue,
  );
  const e = advice.escalation?.urgency;
  readings['built-in engine'].push({ categories: key(advice.questionCategories), flag: e ? urgencyLetter[e] : '-' });
}

const names = Object.keys(readings);
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} % (${n}/${d})`;
console.log(`Held-out-3, ${writer.length} messages: exact category sets that agree, pairwise\n`);
console.log(`| | ${names.join(' | ')} |\n|---|${names.map(() => '---').join('|')}|`);
for (const a of names) {
  const cells = names.map((b) => {
    if (a === b) return '—';
    let same = 0;
    for (let i = 0; i < writer.length; i++) if (readings[a][i]?.categories === readings[b][i]?.categories) same++;
    return pct(same, writer.length);
  });
  console.log(`| ${a} | ${cells.join(' | ')} |`);
}
console.log('\nA red flag or not (any urgency), pairwise:\n');
console.log(`| | ${names.join(' | ')} |\n|---|${names.map(() => '---').join('|')}|`);
for (const a of names) {
  const cells = names.map((b) => {
    if (a === b) return '—';
    let same = 0;
    for (let i = 0; i < writer.length; i++)
      if ((readings[a][i]?.flag !== '-') === (readings[b][i]?.flag !== '-')) same++;
    return pct(same, writer.length);
  });
  console.log(`| ${a} | ${cells.join(' | ')} |`);
}
// Where every person agrees, the labels are not in doubt: the engine's figure there.
let agreed = 0;
let engineRight = 0;
for (let i = 0; i < writer.length; i++) {
  const w = readings.writer[i].categories;
  if (annotators.every((a) => readings[a][i]?.categories === w)) {
    agreed++;
    if (readings['built-in engine'][i].categories === w) engineRight++;
  }
}
console.log(
  `\nThe writer and ${annotators.length} annotator(s) all agree on ${pct(agreed, writer.length)}; the engine matches them there on ${pct(engineRight, agreed)}.`,
);
const unlabelled = annotators.map(
  (a) => `${a}: ${writer.length - readings[a].filter(Boolean).length} messages unlabelled`,
);
if (unlabelled.length) console.log(unlabelled.join('; '));
