// Where the coach tools' reports go: printed, and written to reports/coach/<name>.txt (git-ignored; a report is
// a run's output, not a source — the figures a decision rests on are copied into the decision's tables).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'node:util';
import { REPORTS_DIR } from './data';

/** From now on, what the tool prints is also written to reports/coach/<name>.txt when it exits. */
export function reportTo(name: string): void {
  const lines: string[] = [];
  const print = console.log.bind(console);
  console.log = (...args: unknown[]) => {
    lines.push(format(...args));
    print(...args);
  };
  process.on('exit', () => {
    mkdirSync(REPORTS_DIR, { recursive: true });
    writeFileSync(path.join(REPORTS_DIR, `${name}.txt`), `${lines.join('\n')}\n`);
    print(`\n(written to reports/coach/${name}.txt)`);
  });
}
