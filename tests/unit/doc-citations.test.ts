// Every section of the product documents that the code, tests and decisions cite ("SPEC §8", "COMMERCE §4–6",
// "SPEC §7 Shop", "SPEC §2 'Structured Data'") must exist in the copies under docs/product, so a reader can follow
// the citation inside the repository. A bare "§6" belongs to the document named last before it in the file
// (a test file that opens with its document, or "SPEC §3 and §7"); other standards' sections (RFC, NIST) and
// sections of our own decisions ("0800 §3") are not checked here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const DOCS = ['SPEC', 'DESIGN', 'COMMERCE'] as const;
type Doc = (typeof DOCS)[number];

/** A document's numbered sections: "## 6. A trading day …" → 6, with the section's text (its subsections too). */
function sectionsOf(doc: Doc): Map<number, string> {
  const text = readFileSync(path.join(root, 'docs/product', `${doc}.md`), 'utf8');
  const sections = new Map<number, string>();
  const parts = text.split(/^(?=## )/m);
  for (const part of parts) {
    const number = /^## (\d+)\./.exec(part)?.[1];
    if (number) sections.set(Number(number), part);
  }
  return sections;
}

const SECTIONS = Object.fromEntries(DOCS.map((d) => [d, sectionsOf(d)])) as Record<Doc, Map<number, string>>;

const SCANNED = ['src', 'tests', 'tools', 'bench', 'scripts', 'eslint', 'docs', 'README.md'];
const SKIPPED_DIRS = new Set(['node_modules', 'product']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|json|css|html)$/;
const SELF = path.relative(root, import.meta.filename);

function filesUnder(relative: string): string[] {
  const full = path.join(root, relative);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (statSync(full).isFile()) return [relative];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(path.join(relative, entry.name));
    return TEXT_FILE.test(entry.name) ? [path.join(relative, entry.name)] : [];
  });
}

const normalise = (s: string) => s.replace(/[*`_]/g, '').replace(/\s+/g, ' ').toLowerCase();

// A section mark, an optional range ("§4–6", "§1–§5") and what may follow it: a quoted heading or text, or a word.
const SECTION = /§(\d+)(?:\.(\d+(?:\.\d+)*))?(?:[–-]§?(\d+))?(?: (['‘"“])([^'’"”\n]+)['’"”]| ([A-Z][A-Za-z]*))?/g;
const DOC_NAME = /\b(SPEC|DESIGN|COMMERCE)\b/g;
// Text right before a "§" that makes it another standard's or one of our decisions' section.
const FOREIGN = /(RFC\s*\d+|NIST|SP 800-\w+[^§]*|ISO[\s-]?\d+|WCAG[\s\d.]*|\b\d{4}) $|\(rev\. \d+, $/;

interface Problem {
  at: string;
  cited: string;
  why: string;
}

/** The citations in one file whose section is missing from the copied document. */
function problemsIn(file: string, text = readFileSync(path.join(root, file), 'utf8')): Problem[] {
  const problems: Problem[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;

  // A product document named by a path outside the repository (the copies are in docs/product).
  for (const m of text.matchAll(/\.\.\/shared\/(SPEC|DESIGN|COMMERCE)\.md/g)) {
    problems.push({ at: `${file}:${lineOf(m.index)}`, cited: m[0], why: `use docs/product/${m[1]}.md` });
  }

  const names = [...text.matchAll(DOC_NAME)].map((m) => ({ doc: m[1] as Doc, index: m.index }));
  for (const m of text.matchAll(SECTION)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const nearest = names.filter((n) => n.index < m.index).at(-1);
    if (!nearest) continue; // no product document named before: some other "§"
    const between = text.slice(nearest.index, m.index);
    if (FOREIGN.test(before) && !/^(SPEC|DESIGN|COMMERCE)(\.md)?('s)?\s*$/.test(between)) continue;

    const doc = nearest.doc;
    const [, first, sub, last, , quoted, word] = m;
    const cited = `${doc} ${m[0]}`;
    const at = `${file}:${lineOf(m.index)}`;
    const numbers = [];
    for (let n = Number(first); n <= Number(last ?? first); n++) numbers.push(n);
    const missing = numbers.filter((n) => !SECTIONS[doc].has(n));
    if (missing.length > 0) {
      problems.push({ at, cited, why: `${doc}.md has no §${missing.join(', §')}` });
      continue;
    }
    if (sub) {
      problems.push({ at, cited, why: `${doc}.md numbers no subsections (§${first}.${sub})` });
      continue;
    }
    const body = normalise(SECTIONS[doc].get(Number(first))!);
    const named = quoted ?? word;
    if (named && !last && !body.includes(normalise(named))) {
      problems.push({ at, cited, why: `“${named}” is not in ${doc}.md §${first}` });
    }
  }
  return problems;
}

describe('citations of the product documents', () => {
  it('docs/product holds SPEC, DESIGN and COMMERCE with numbered sections', () => {
    for (const doc of DOCS) expect(SECTIONS[doc].size, doc).toBeGreaterThan(0);
  });

  it('names the file and line of a section the documents lack', () => {
    const text = [
      '// Held stock (COMMERCE §6; SPEC §3 and §12).',
      "// COMMERCE: the quote (§7), SPEC §2 'No such screen', DESIGN §3.4, COMMERCE §5–8.",
      '// RFC 5321 §4.2.1 and decision 0800 §3 are not ours; SPEC §3 Order is.',
    ].join('\n');
    expect(problemsIn('x.ts', text).map((p) => `${p.at}: ${p.cited} — ${p.why}`)).toEqual([
      'x.ts:1: SPEC §12 — SPEC.md has no §12',
      'x.ts:2: COMMERCE §7 — COMMERCE.md has no §7',
      "x.ts:2: SPEC §2 'No such screen' — “No such screen” is not in SPEC.md §2",
      'x.ts:2: DESIGN §3.4 — DESIGN.md numbers no subsections (§3.4)',
      'x.ts:2: COMMERCE §5–8 — COMMERCE.md has no §7, §8',
    ]);
  });

  it('every cited section exists in docs/product', () => {
    const files = SCANNED.flatMap(filesUnder).filter((f) => f !== SELF);
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((f) => problemsIn(f)).map((p) => `${p.at}: ${p.cited} — ${p.why}`);
    expect(problems).toEqual([]);
  });
});
