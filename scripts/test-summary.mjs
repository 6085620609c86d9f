// Collects the Vitest and Playwright JSON results of a run, and prints the plain closing line
// 'N passed, N failed' that CI reads.
import fs from 'node:fs';

const dir = 'reports/summary';
const [command, label] = process.argv.slice(2);

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function countPlaywright(report) {
  const counts = { passed: 0, failed: 0, skipped: 0, flaky: [] };
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const status = t.status; // expected | unexpected | flaky | skipped
        // A test that passed only on its retry is counted as passed and named, so a flake is seen, not hidden.
        if (status === 'flaky') counts.flaky.push(`${spec.file}:${spec.line} ${spec.title}`);
        if (status === 'expected' || status === 'flaky') counts.passed++;
        else if (status === 'skipped') counts.skipped++;
        else counts.failed++;
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return counts;
}

if (command === 'collect') {
  fs.mkdirSync(dir, { recursive: true });
  const unit = read('reports/unit-results.json') ?? read('reports/faults-results.json');
  const e2e = read('reports/e2e-results.json');
  const pw = countPlaywright(e2e);
  const result = {
    label,
    unit: unit
      ? {
          passed: unit.numPassedTests,
          failed: unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0),
          skipped: unit.numPendingTests + unit.numTodoTests,
        }
      : null,
    e2e: e2e ? pw : null,
  };
  fs.writeFileSync(`${dir}/${label}.json`, JSON.stringify(result));
  fs.rmSync('reports/unit-results.json', { force: true });
  fs.rmSync('reports/faults-results.json', { force: true });
  fs.rmSync('reports/e2e-results.json', { force: true });
} else {
  let passed = 0;
  let failed = 0;
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  for (const file of files) {
    const r = read(`${dir}/${file}`);
    for (const part of ['unit', 'e2e']) {
      const c = r[part];
      if (!c) {
        if (r.label !== 'faults') console.log(`${r.label} ${part}: did not run`);
        continue;
      }
      console.log(`${r.label} ${part}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
      for (const name of c.flaky ?? []) console.log(`  flaky (passed on retry): ${name}`);
      passed += c.passed;
      failed += c.failed;
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
}
