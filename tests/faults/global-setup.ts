// The fault tests run the real built server (dist/server/main.js) as child processes: build it first, so a test
// never runs yesterday's server. esbuild takes about a second.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
}
