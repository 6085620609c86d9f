// The coach's answer check (issue 29): each written question of data/coach/answer-checks/*.jsonl is put to an
// engine (after its earlier turns, each answered by the same engine); the answer must name what the check
// says (the knowledge table's key points, as regular expressions) and recommend no product containing an
// ingredient kind the check rules out. `npx tsx tools/coach/check-answers.ts [--only <file>] [--held-out]
// [--unmended]` prints the table (`--unmended`: data/coach/unmended.jsonl, the checks we know are still answered
// wrong); npm run eval:coach calls checkAnswers(); answer-checks.test.ts gates CI on every check.
// data/coach/held-out/*.jsonl are the held-out sets (decision 0413), one a file named by the day it was written: each
// written by someone who did not read the table, never tuned on, reported beside the tuning figure and not gated.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { findProjectRoot } from '../../src/server/config';
import { kindsOfIngredients } from '../../src/server/modules/coach';
import type { CatalogueProduct, CoachEngine } from '../../src/server/modules/coach';
import { converse } from '../../src/server/testing/engine-fixtures';

export const ANSWER_CHECKS_DIR = path.join(findProjectRoot(), 'data/coach/answer-checks');
export const ANSWER_HELD_OUT_DIR = path.join(findProjectRoot(), 'data/coach/held-out');
/** Questions of the answer checks we know the coach still answers wrong, and why: the next ones to mend (0413). */
export const UNMENDED_FILE = path.join(findProjectRoot(), 'data/coach/unmended.jsonl');

const checkSchema = z.object({
  id: z.string().min(1),
  topic: z.string().min(1),
  history: z.array(z.string()).optional(),
  message: z.string().min(1),
  mustName: z.array(z.string()),
  mustNotRecommend: z.array(z.string()),
  /** Where the points a correct answer makes come from (an NHS, BAD or British Skin Foundation page). */
  source: z.url().optional(),
});
export type AnswerCheck = z.infer<typeof checkSchema>;

/** Every check of the answer-checks folder (or the files whose name contains `only`). */
export function readAnswerChecks(only?: string): AnswerCheck[] {
  const files = fs
    .readdirSync(ANSWER_CHECKS_DIR)
    .filter((f) => f.endsWith('.jsonl') && (!only || f.includes(only)))
    .sort();
  const checks = files.flatMap((f) => readAnswerCheckFile(path.join(ANSWER_CHECKS_DIR, f)));
  const seen = new Set<string>();
  for (const c of checks) {
    if (seen.has(c.id)) throw new Error(`answer check id "${c.id}" is given twice`);
    seen.add(c.id);
  }
  return checks;
}

/** Each held-out set, oldest first, by its file's name. */
export function readHeldOutSets(): Array<{ name: string; checks: AnswerCheck[] }> {
  if (!fs.existsSync(ANSWER_HELD_OUT_DIR)) return [];
  return fs
    .readdirSync(ANSWER_HELD_OUT_DIR)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => ({ name: f.replace(/\.jsonl$/, ''), checks: readAnswerCheckFile(path.join(ANSWER_HELD_OUT_DIR, f)) }));
}

export function readAnswerCheckFile(file: string): AnswerCheck[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, i) => {
      const parsed = checkSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${file}:${i + 1}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
}

export type CheckResult = {
  check: AnswerCheck;
  passed: boolean;
  /** Patterns the answer did not name. */
  missing: string[];
  /** "product name (kind)" for each recommendation the check rules out. */
  ruledOut: string[];
  response: string;
};
export type AnswerFigures = { passed: number; total: number; byTopic: Map<string, { passed: number; total: number }> };

export async function checkAnswers(
  engine: CoachEngine,
  catalogue: CatalogueProduct[],
  checks: AnswerCheck[] = readAnswerChecks(),
): Promise<AnswerFigures & { results: CheckResult[] }> {
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const results: CheckResult[] = [];
  for (const check of checks) {
    const advice = await converse(engine, [...(check.history ?? []), check.message], catalogue);
    const missing = check.mustName.filter((p) => !new RegExp(p, 'i').test(advice.response));
    const ruledOut = advice.productRecommendations.flatMap((r) => {
      const product = (r.productId && byId.get(r.productId)) || catalogue.find((p) => p.name === r.name);
      const kinds = product ? kindsOfIngredients(product.ingredients) : new Set<string>();
      return check.mustNotRecommend.filter((k) => kinds.has(k)).map((k) => `${r.name} (${k})`);
    });
    results.push({
      check,
      passed: missing.length === 0 && ruledOut.length === 0,
      missing,
      ruledOut,
      response: advice.response,
    });
  }
  const byTopic = new Map<string, { passed: number; total: number }>();
  for (const r of results) {
    const t = byTopic.get(r.check.topic) ?? { passed: 0, total: 0 };
    t.total += 1;
    if (r.passed) t.passed += 1;
    byTopic.set(r.check.topic, t);
  }
  return { passed: results.filter((r) => r.passed).length, total: results.length, byTopic, results };
}

/** The figures as a table, with each failed check and why. */
export function answerTable(figures: AnswerFigures & { results: CheckResult[] }, showFailures = true): string {
  const lines = [
    `Answer check: ${figures.passed}/${figures.total} answers name what they must and recommend nothing ruled out`,
  ];
  for (const [topic, t] of figures.byTopic)
    lines.push(`  ${topic.padEnd(28)} ${String(t.passed).padStart(3)}/${t.total}`);
  if (showFailures) {
    for (const r of figures.results.filter((x) => !x.passed)) {
      const why = [...r.missing.map((m) => `missing /${m}/`), ...r.ruledOut.map((o) => `recommends ${o}`)].join('; ');
      lines.push(`  ✗ ${r.check.id}: ${why}`);
    }
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { demoCatalogue } = await import('../../src/server/testing/engine-fixtures');
  const { createBuiltinEngine } = await import('../../src/server/modules/coach');
  const engine = createBuiltinEngine();
  if (process.argv.includes('--held-out')) {
    // Figures only, never the misses or the answers: a set whose misses are read is no longer held out.
    for (const set of readHeldOutSets()) {
      console.log(`Held-out set ${set.name} (data/coach/held-out/${set.name}.jsonl)`);
      console.log(answerTable(await checkAnswers(engine, demoCatalogue, set.checks), false));
    }
  } else if (process.argv.includes('--unmended')) {
    console.log(answerTable(await checkAnswers(engine, demoCatalogue, readAnswerCheckFile(UNMENDED_FILE)), true));
  } else {
    const onlyAt = process.argv.indexOf('--only');
    const checks = readAnswerChecks(onlyAt > 0 ? process.argv[onlyAt + 1] : undefined);
    const figures = await checkAnswers(engine, demoCatalogue, checks);
    console.log(answerTable(figures, !process.argv.includes('--quiet')));
    if (process.argv.includes('--answers'))
      for (const r of figures.results) console.log(`\n[${r.check.id}] ${r.check.message}\n${r.response}`);
  }
}
