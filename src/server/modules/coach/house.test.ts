// The coach's house (issue 29): no import circle inside src/server/modules/coach, no source file over 700 lines,
// and nothing the server runs reads the labelled data (data/coach) or the tools that train on it (tools/), so no
// training line or probe can end up in dist/server.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const COACH = path.join(ROOT, 'src/server/modules/coach');
const ALIASES: Record<string, string> = { '@shared/': 'src/shared/', '@server/': 'src/server/' };
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The file an import points at, or null for a package. */
function resolve(specifier: string, from: string): string | null {
  let base: string | null = null;
  for (const [alias, target] of Object.entries(ALIASES))
    if (specifier.startsWith(alias)) base = path.join(ROOT, target, specifier.slice(alias.length));
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  throw new Error(`${path.relative(ROOT, from)}: cannot resolve ${specifier}`);
}

function importsOf(file: string): string[] {
  if (!/\.tsx?$/.test(file)) return [];
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => resolve(m[1] ?? m[2], file)).filter((f): f is string => f !== null);
}

const sources = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f));

describe('the coach house', () => {
  it('has no import circle', () => {
    const inside = new Set(sources(COACH));
    const state = new Map<string, 'open' | 'done'>();
    const circles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].map((f) => path.relative(COACH, f)).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of importsOf(file)) if (inside.has(next)) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of inside) visit(file, []);
    expect(circles).toEqual([]);
  });

  it('imports only from its own layer or the layers below it', () => {
    // Bottom first: the coach's tables (schema.ts, issue 30), shared types and model files, the text layer, triage
    // (every red flag), reading (what a message says: concerns, triggers, profile facts, the coach's own
    // follow-ups), categories, advice, engines, conversations (the conversations' rules, routes and the console's
    // reads), the front door.
    const LAYERS = [
      'schema',
      'types',
      'model-files',
      'text',
      'triage',
      'reading',
      'categories',
      'advice',
      'engines',
      'conversations',
      'index',
    ];
    const layerOf = (file: string) => LAYERS.indexOf(path.relative(COACH, file).split(/[/.]/)[0]);
    const upward: string[] = [];
    for (const file of sources(COACH)) {
      expect(layerOf(file), path.relative(COACH, file)).toBeGreaterThanOrEqual(0);
      for (const next of importsOf(file))
        if (next.startsWith(COACH) && layerOf(next) > layerOf(file))
          upward.push(`${path.relative(COACH, file)} → ${path.relative(COACH, next)}`);
    }
    expect(upward).toEqual([]);
  });

  it('has no source file over 700 lines', () => {
    const long = sources(COACH).filter((f) => fs.readFileSync(f, 'utf8').split('\n').length > 700);
    expect(long.map((f) => path.relative(ROOT, f))).toEqual([]);
  });

  it('runs nothing that reads the labelled data or the training tools', () => {
    const reached = new Set<string>();
    const pending = [path.join(ROOT, 'src/server/main.ts')];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      pending.push(...importsOf(file));
    }
    expect(reached.size).toBeGreaterThan(50);
    expect([...reached].some((f) => f.endsWith('coach/categories/classifier.ts'))).toBe(true);
    const offending = [...reached].filter(
      (f) =>
        path.relative(ROOT, f).startsWith('tools/') ||
        path.relative(ROOT, f).startsWith('data/') ||
        // A path to the data in a string (comments may name it).
        (/\.tsx?$/.test(f) && /['"`][^'"`\n]*data\/coach/.test(fs.readFileSync(f, 'utf8'))),
    );
    expect(offending.map((f) => path.relative(ROOT, f))).toEqual([]);
  });
});
