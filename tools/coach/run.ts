// npm run eval:coach (issue 15): the coach against the held-out sets (data/coach/held-out-4.txt and
// held-out-3.txt, each written by a writer who saw neither the training set nor the triage, never used for
// training or tuning; held-out-4 is the newer, written 2026-11-26) and, for
// comparison, its own training set (which holds the first two held-out sets since coach4: docs/decisions/0407). Prints category accuracy (exact set per
// message), per-category precision and recall, red-flag recall by urgency and the most common confusion pairs,
// for the built-in engine and, when AI_BASE_URL and AI_MODEL are set, for the configured model too; then the answer
// check (tools/coach/check-answers.ts): the written questions of data/coach/answer-checks/ and the held-out ones.
import { QUESTION_CATEGORIES, type QuestionCategory } from '@shared/question-categories';
import { demoCatalogue as catalogue } from '../../src/server/testing/engine-fixtures';
import { createBuiltinEngine } from '../../src/server/modules/coach';
import type { Advice, CoachEngine } from '../../src/server/modules/coach';
import { createOpenAiEngine } from '../../src/server/modules/coach';
import { escalationMeets } from '../../src/server/modules/coach';
import { heldOut, TRAINING_SET, type LabelledTurn } from './data';
import { answerTable, checkAnswers, readHeldOutSets } from './check-answers';
import { reportTo } from './report';

const URGENCIES = ['emergency', 'urgent', 'soon', 'mental_health'] as const;
type Urgency = (typeof URGENCIES)[number];
function caught(expected: Urgency, advice: Advice): boolean {
  // An engine without graded triage (the engine before issue 15) only says "red flag": counted as caught.
  if (!advice.escalation) return advice.redFlags.length > 0 && !('escalation' in advice);
  return escalationMeets(expected, advice.escalation);
}
const escalated = (advice: Advice) => Boolean(advice.escalation) || advice.redFlags.length > 0;

const pct = (n: number, d: number) => (d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);

async function evaluate(engine: CoachEngine, set: LabelledTurn[], title: string, showMisses: boolean) {
  let exact = 0;
  const tp = new Map<QuestionCategory, number>();
  const fp = new Map<QuestionCategory, number>();
  const fn = new Map<QuestionCategory, number>();
  const flags = new Map<Urgency, { n: number; caught: number }>();
  const confusions = new Map<string, number>();
  const misses: string[] = [];
  let falseAlarms = 0;
  for (const item of set) {
    const advice = await engine.advise(
      { history: item.history.map((content) => ({ role: 'user' as const, content })), message: item.message },
      catalogue,
    );
    const got = new Set(advice.questionCategories);
    const want = new Set(item.categories);
    const right = got.size === want.size && [...want].every((c) => got.has(c));
    if (right) exact += 1;
    else misses.push(`  want ${[...want].join(',')} got ${[...got].join(',')} | ${item.message}`);
    for (const c of QUESTION_CATEGORIES) {
      const bump = (m: Map<QuestionCategory, number>) => m.set(c, (m.get(c) ?? 0) + 1);
      if (got.has(c) && want.has(c)) bump(tp);
      else if (got.has(c)) bump(fp);
      else if (want.has(c)) bump(fn);
    }
    const missing = [...want].filter((c) => !got.has(c));
    const extra = [...got].filter((c) => !want.has(c));
    for (const m of missing.length ? missing : ['(none)'])
      for (const x of extra.length ? extra : ['(none)'])
        if (m !== '(none)' || x !== '(none)') confusions.set(`${m} → ${x}`, (confusions.get(`${m} → ${x}`) ?? 0) + 1);
    if (item.urgency) {
      const f = flags.get(item.urgency) ?? { n: 0, caught: 0 };
      f.n += 1;
      if (caught(item.urgency, advice)) f.caught += 1;
      else misses.push(`  MISSED ${item.urgency} | ${item.message}`);
      flags.set(item.urgency, f);
    } else if (escalated(advice)) {
      falseAlarms += 1;
      misses.push(`  false alarm | ${item.message}`);
    }
  }

  console.log(`\n## ${title} (${set.length} messages)`);
  console.log(`Categories exactly right: ${pct(exact, set.length)} (${exact}/${set.length})`);
  console.log('\n| category | precision | recall |\n|---|---|---|');
  for (const c of QUESTION_CATEGORIES) {
    const t = tp.get(c) ?? 0;
    console.log(`| ${c} | ${pct(t, t + (fp.get(c) ?? 0))} | ${pct(t, t + (fn.get(c) ?? 0))} |`);
  }
  const all = [...flags.values()].reduce((a, f) => ({ n: a.n + f.n, caught: a.caught + f.caught }), {
    n: 0,
    caught: 0,
  });
  console.log('\n| red flags | caught |\n|---|---|');
  for (const u of URGENCIES) {
    const f = flags.get(u);
    if (f) console.log(`| ${u} | ${f.caught}/${f.n} |`);
  }
  console.log(`| all | ${all.caught}/${all.n} (${pct(all.caught, all.n).trim()}) |`);
  console.log(`False alarms on the ${set.length - all.n} messages without a red flag: ${falseAlarms}`);
  const pairs = [...confusions].sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.log('\nConfusion pairs (wanted → given instead):');
  for (const [pair, n] of pairs) console.log(`  ${n} × ${pair}`);
  if (showMisses && misses.length) console.log(`\nMisses:\n${misses.join('\n')}`);
}

async function main() {
  const sets: Array<[string, LabelledTurn[]]> = [
    ['held-out set 4', heldOut('held-out-4')],
    ['held-out set 3', heldOut('held-out-3')],
  ];
  const showMisses = process.argv.includes('--misses');
  const engines: Array<[string, CoachEngine]> = [['built-in engine', createBuiltinEngine()]];
  const { AI_BASE_URL, AI_MODEL, AI_API_KEY } = process.env;
  if (AI_BASE_URL && AI_MODEL)
    engines.push([
      `configured model ${AI_MODEL}`,
      createOpenAiEngine({ baseUrl: AI_BASE_URL, model: AI_MODEL, apiKey: AI_API_KEY }),
    ]);
  for (const [name, engine] of engines) {
    for (const [setName, set] of sets) await evaluate(engine, set, `${name}: ${setName}`, showMisses);
    // Issue 29: do the answers say what the knowledge table says, and recommend nothing it rules out?
    console.log(`\n## ${name}: answers (data/coach/answer-checks/)`);
    console.log(answerTable(await checkAnswers(engine, catalogue), showMisses));
    // The held-out questions: figures only, never their misses (decision 0413).
    for (const set of readHeldOutSets()) {
      console.log(`\n## ${name}: held-out answers (data/coach/held-out/${set.name}.jsonl)`);
      console.log(answerTable(await checkAnswers(engine, catalogue, set.checks), false));
    }
  }
  // Training figures, for comparison only (the built-in engine has seen these); --training, as 8,000 messages
  // take a few minutes to encode.
  if (!process.argv.includes('--training')) return;
  await evaluate(engines[0][1], TRAINING_SET, 'built-in engine: training set', false);
}

reportTo('eval');
await main();
