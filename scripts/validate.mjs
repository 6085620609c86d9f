// `npm run validate`: typecheck, lint, format check and spelling at once — each runs on one core, and CI has two —
// then, when all four pass, the unit and API tests (decision 0008: cheapest failures first). Each check's output is
// printed whole when it ends, so four logs never interleave.
import { spawn } from 'node:child_process';

const CHECKS = ['typecheck', 'lint', 'format:check', 'spell'];

function run(script, capture) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script], { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ script, code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const results = await Promise.all(
  CHECKS.map((script) =>
    run(script, true).then((result) => {
      process.stdout.write(result.output);
      console.log(`== ${script}: ${result.code === 0 ? 'passed' : 'FAILED'} (${result.seconds.toFixed(1)} s)`);
      return result;
    }),
  ),
);
const failed = results.filter((r) => r.code !== 0).map((r) => r.script);
if (failed.length > 0) {
  console.error(`validate: ${failed.join(', ')} failed; the unit and API tests were not run.`);
  process.exit(1);
}
const tests = await run('test:unit', false);
process.exit(tests.code ?? 1);
