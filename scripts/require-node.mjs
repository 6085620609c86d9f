// Preflight for npm start / dev / build / test / validate (their `pre…` scripts): one clear line, instead of a
// confusing failure later, when this Node.js is older than package.json's `engines.node` (decision 0007).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The one-line complaint about running `version` (e.g. 'v20.20.2') under `engines` (e.g. '>=24.0.0'), or null. */
export function nodeVersionProblem(engines, version) {
  const needed = Number(/(\d+)/.exec(engines)[1]);
  const running = Number(/(\d+)/.exec(version)[1]);
  if (running >= needed) return null;
  return `Skin Circle needs Node.js ${needed} or newer (package.json engines "${engines}"); this is ${version} — install Node ${needed} LTS (README, "Run it").`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const problem = nodeVersionProblem(engines.node, process.version);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
