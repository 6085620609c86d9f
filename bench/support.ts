// Bench helpers: start a built server (or the bare reference server) as its own process, run autocannon.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { cartTotals } from '@shared/money';
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
      // Members place orders for as long as the bench runs, none of them paid.
      MAX_UNPAID_ORDERS: '100000',
      MAX_UNPAID_UNITS_PER_PRODUCT: '100000',
      MAX_UNPAID_UNITS: '1000000',
      // One server process unless a run asks for workers (decision 0903: the orders bench's WEB_CONCURRENCY row).
      WEB_CONCURRENCY: '1',
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

/** The bench servers' member of staff, signed in: their cookie. */
export async function staffSignIn(url: string): Promise<string> {
  const staff = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-admin-password' }),
  });
  if (!staff.ok) throw new Error(`staff login: ${staff.status} ${await staff.text()}`);
  return staff.headers.getSetCookie()[0].split(';')[0];
}

/** `count` new members (emails `<prefix>.<i>@example.com`), each signed in: their cookie and record. */
export async function registerMembers(url: string, count: number, prefix: string) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const res = await fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `${prefix}.${i}@example.com`,
          password: 'bench-password',
          firstName: 'Bench',
          lastName: `Member ${i}`,
        }),
      });
      if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const { user } = (await res.json()) as { user: { id: string; membershipTier: string } };
      return { cookie, user };
    }),
  );
}

/**
 * What the orders bench repeats (and `cpu-per-request.ts` ROUTE=order measures): `members` new members, one product
 * restocked for the whole run, and `placeOne`, which adds the product to a member's cart and places the order
 * (with `code` when given). `ms` is the order's own latency.
 */
export async function orderPlacing(url: string, members: number, code?: string) {
  const products = (await (await fetch(`${url}/api/products`)).json()) as Array<{
    id: string;
    price: string;
    memberPrice: string | null;
  }>;
  const product = products[1];
  // Enough stock for the whole run (COMMERCE §1: a sold-out product would turn the rest of the run into 409s).
  const staffCookie = await staffSignIn(url);
  const restocked = await fetch(`${url}/api/admin/products/${product.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie: staffCookie },
    body: JSON.stringify({ stock: 100_000 }),
  });
  // 404: a build from before stock existed (BENCH_SERVER_DIR) has nothing to restock.
  if (!restocked.ok && restocked.status !== 404)
    throw new Error(`restock: ${restocked.status} ${await restocked.text()}`);
  const accounts = await registerMembers(url, members, `bench.${Date.now()}`);
  const totals = cartTotals([{ price: product.price, memberPrice: product.memberPrice, quantity: 1 }], 'skin_circle');
  const money = (p: number) => (p / 100).toFixed(2);
  const address = {
    firstName: 'Bench',
    lastName: 'Member',
    address: '1 Test Street',
    city: 'London',
    postalCode: 'SW1A 1AA',
    country: 'United Kingdom',
  };
  // The members' requests go through node:http on kept-alive sockets, not fetch: fetch's streams cost the bench's
  // client ~1.5 ms of CPU per order on the cores the server shares, where autocannon (the bare route's client)
  // costs a fraction of that; a lean client on both sides keeps the comparison about the server.
  const agent = new http.Agent({ keepAlive: true, maxSockets: members });
  const post = (route: string, cookie: string, body: unknown) =>
    new Promise<{ ok: boolean }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        `${url}${route}`,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            // As a browser asks (fetch asked the same): the answers are measured as a shopper receives them.
            'accept-encoding': 'gzip, deflate, br, zstd',
            cookie,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ ok: res.statusCode! >= 200 && res.statusCode! < 300 }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  async function placeOne(account: {
    cookie: string;
    user: { id: string };
  }): Promise<{ placed: boolean; ms?: number }> {
    const added = await post('/api/cart', account.cookie, {
      userId: account.user.id,
      productId: product.id,
      quantity: 1,
    });
    if (!added.ok) return { placed: false };
    const started = performance.now();
    const res = await post('/api/orders', account.cookie, {
      userId: account.user.id,
      status: 'pending',
      subtotal: money(totals.subtotal),
      memberDiscount: money(totals.memberDiscount),
      shipping: '0.00',
      total: money(totals.total),
      items: [{ productId: product.id, quantity: 1, price: product.memberPrice ?? product.price }],
      shippingAddress: address,
      ...(code ? { discountCode: code, codeDiscount: '0.00' } : {}),
    });
    return { placed: res.ok, ms: performance.now() - started };
  }
  return { accounts, placeOne };
}

/** The bytes of a response as they crossed the wire, compressed as `headers` asked (fetch would decode them). */
export async function rawBytes(url: string, headers: Record<string, string>): Promise<Buffer> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}
