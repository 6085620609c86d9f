// `npm start`: builds when the build is missing or older than the sources, then runs the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outputs = ['dist/client/index.html', 'dist/ssr/entry-server.js', 'dist/server/main.js'].map((f) =>
  path.join(root, f),
);
const inputs = ['src', 'public', 'index.html', 'drizzle', 'vite.config.ts', 'package-lock.json'].map((f) =>
  path.join(root, f),
);

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const builtAt = Math.min(...outputs.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...inputs.map(newest)) > builtAt) {
  console.log('Building Skin Circle…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/main.js')], {
  stdio: 'inherit',
});
process.exit(server.status ?? 1);
