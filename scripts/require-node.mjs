// Preflight for npm start / dev / build / test / validate (their `pre…` scripts): one clear line, instead of a
// confusing failure later, when this Node.js is older than package.json's `engines.node` (decision 0007).
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const needed = Number(/(\d+)/.exec(engines.node)[1]);
const running = Number(process.versions.node.split('.')[0]);
if (running < needed) {
  console.error(
    `Skin Circle needs Node.js ${needed} or newer (package.json engines "${engines.node}"); this is ${process.version} — install Node ${needed} LTS (README, "Run it").`,
  );
  process.exit(1);
}
