// Bench helpers: start a built server (or the bare reference server) as its own process, run autocannon.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, freePort } from '../src/server/testing/scratch';

export type Running = {
  url: string;
  child: ChildProcess;
  stop(options?: { keepData?: boolean }): Promise<void>;
  dataDir: string;
};

export async function startProcess(script: string, env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'skincircle-bench-'));
  // e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the servers under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // BENCH_SERVER_DIR runs another checkout's build (its own dist/ and node_modules/) under the same load, e.g. the
  // code before a change: `git worktree add /tmp/before <commit>`, install and build there, then point at it.
  // The bare reference server is always this checkout's.
  const serverDir = script.startsWith('dist/') ? process.env.BENCH_SERVER_DIR : undefined;
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: serverDir ?? process.cwd(),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      // Production code paths, but production refuses DEMO_MODE (decision 0800): these servers need the demo
      // catalogue and members, so they run as 'test' with the proxy in front of them named (TRUST_PROXY).
      NODE_ENV: 'test',
      TRUST_PROXY: '127.0.0.1',
      SESSION_SECRET: randomBytes(24).toString('hex'),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'bench-admin-password',
      DEMO_MODE: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error(`${script} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    dataDir,
    async stop(options = {}) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Figures = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
};

export async function load(
  label: string,
  url: string,
  options: {
    duration?: number;
    connections?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
  } = {},
): Promise<Figures> {
  const run = {
    url,
    connections: options.connections ?? 50,
    headers: options.headers,
    method: (options.method ?? 'GET') as any,
    body: options.body,
  };
  // A second's warm-up first, not counted: the figures are for a server whose code the JIT has compiled.
  await autocannon({ ...run, duration: 1 });
  const result = await autocannon({ ...run, duration: options.duration ?? 10 });
  return {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

export function table(rows: Array<Record<string, string | number>>): string {
  if (rows.length === 0) return '';
  const keys = Object.keys(rows[0]);
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [
    line(keys),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map((r) => line(keys.map((k) => String(r[k])))),
  ].join('\n');
}

/** A throw-away PostgreSQL database for a bench run. */
export const scratchDatabase = (baseUrl: string) => createScratchDatabase(baseUrl, 'sc_bench');

export { freePort };
