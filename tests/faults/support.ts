// Fault-test helpers: the real built server as a child process we can kill -9 and restart, a small HTTP client
// that carries a member's cookie and a client address, and a private PostgreSQL cluster we may stop at will.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { freePort } from '../../bench/support';

export { freePort };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_SCRIPT = path.join(ROOT, 'dist/server/main.js');

/** The Redis every several-instance test shares (REDIS_URL, default the local one). */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A connection to that Redis, or a clear error naming it: the tests of several instances need the shared store
 * (without it each instance counts limits and clears caches alone). `keep: false` only proves it answers.
 */
export async function connectRedis(options: { keep?: boolean } = {}): Promise<Redis> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`this test needs Redis at ${REDIS_URL} (set REDIS_URL): ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (options.keep === false) redis.disconnect();
  return redis;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `skincircle-faults-${prefix}-`));
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (for failure messages). */
  output(): string;
  /** true once the process has exited, whatever the cause. */
  exited(): boolean;
  /** Sends the signal and waits for the process to be gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** SIGTERM (a clean shutdown) and wait. */
  stop(): Promise<void>;
};

/**
 * Starts `node dist/server/main.js` in production mode on a free port with the given environment (DATA_DIR and
 * SESSION_SECRET are the caller's, so a restart can reuse them) and waits until /api/health answers 200.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  if (!fs.existsSync(SERVER_SCRIPT)) throw new Error(`${SERVER_SCRIPT} is missing: run \`npm run build:server\` first`);
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_SCRIPT], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      // Production code paths, but production refuses DEMO_MODE (decision 0800): these servers need the demo
      // catalogue and members, so they run as 'test' with the proxy in front of them named (TRUST_PROXY).
      NODE_ENV: 'test',
      TRUST_PROXY: '127.0.0.1',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'faults-admin-password',
      DEMO_MODE: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // Members here place many orders and pay none: the unpaid-order limit is proven by the API tests.
      MAX_UNPAID_ORDERS: '100000',
      MAX_UNPAID_UNITS_PER_PRODUCT: '100000',
      MAX_UNPAID_UNITS: '1000000',
      // One process per server unless a test asks for workers (decision 0903; cluster.test.ts does).
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited())
      throw new Error(`the server exited while starting (${child.exitCode ?? child.signalCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) })).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy within ${timeoutMs} ms:\n${output}`);
    }
    await sleep(100);
  }
  const kill = async (signal: NodeJS.Signals) => {
    if (!exited()) child.kill(signal);
    await exit;
  };
  return { url, child, output: () => output, exited, kill, stop: () => kill('SIGTERM') };
}

export type Reply = { status: number; contentType: string; body: any; setCookie: string[] };

/** One request. `ip` goes out as X-Forwarded-For (production servers trust the proxy header). */
export async function call(
  base: string,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string; ip?: string; timeoutMs?: number } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const res = await fetch(base + url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
  });
  const text = await res.text();
  const contentType = res.headers.get('content-type') ?? '';
  let body: any = text;
  if (contentType.includes('application/json') && text) body = JSON.parse(text);
  return { status: res.status, contentType, body, setCookie: res.headers.getSetCookie() };
}

/** 'sc_session=abc' from a Set-Cookie list. */
export function cookieFrom(reply: Reply, name = 'sc_session'): string {
  const line = reply.setCookie.find((c) => c.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(reply.setCookie)} (status ${reply.status})`);
  return line.split(';')[0];
}

/** A unique address from 10.0.0.0/8 for one test run: its rate-limit keys collide with no one else's. */
export function uniqueIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${Math.max(1, b[2] % 255)}`;
}

export type Member = { id: string; email: string; cookie: string; rewardPoints: number };

export async function registerMember(base: string, label: string, ip?: string): Promise<Member> {
  const email = `faults-${label}-${randomBytes(4).toString('hex')}@example.com`;
  const res = await call(base, 'POST', '/api/auth/register', {
    body: { email, password: 'faults-password-1', firstName: 'Fault', lastName: `Tester ${label}` },
    ip,
  });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, email, cookie: cookieFrom(res), rewardPoints: res.body.user.rewardPoints };
}

/** Counts of each status, e.g. {"201": 40, "503": 12}. */
export function tally(statuses: Array<number | string>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}

// ── A private PostgreSQL cluster ────────────────────────────────────────────────────────────────────────────

/** The newest PostgreSQL server binaries on the machine (Debian layout), or undefined. */
export function postgresBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

export type Cluster = {
  url: string;
  port: number;
  start(): Promise<void>;
  stop(mode: 'immediate' | 'fast'): Promise<void>;
  destroy(): Promise<void>;
  log(): string;
};

const execFileAsync = promisify(execFile);

/**
 * initdb + pg_ctl on a spare port in a temp folder: a cluster of our own to stop and start (never the machine's
 * shared server). PostgreSQL refuses to run as root, so as root it runs as the `postgres` user. Asynchronous,
 * so a test's load keeps flowing while the cluster stops.
 */
export async function startPrivateCluster(): Promise<Cluster> {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error('PostgreSQL server binaries (initdb, pg_ctl) were not found under /usr/lib/postgresql/*/bin');
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skincircle-faults-pg-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (asRoot) await execFileAsync('chown', ['postgres:', dir]);
  const run = async (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    await execFileAsync(command, argv, { cwd: dir, timeout: 90_000 });
  };
  try {
    await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let port = 0;
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      logFile,
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
  // A spare port outside the usual ones; tried again elsewhere should something else hold it.
  for (let attempt = 0; ; attempt++) {
    port = 55_432 + Math.floor(Math.random() * 5000);
    try {
      await start();
      break;
    } catch (error) {
      if (attempt >= 2) {
        fs.rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: (mode) => run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']),
    async destroy() {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {
        // already stopped
      });
      fs.rmSync(dir, { recursive: true, force: true });
    },
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''),
  };
}
