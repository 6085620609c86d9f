// WEB_CONCURRENCY=2 on PostgreSQL + Redis (decision 0903): the built server is a primary and two workers sharing
// one port. Health answers from both; members' orders placed through it are each recorded once with the stock
// right; a worker killed with -9 is replaced while the service keeps answering; SIGTERM stops every process
// cleanly within the grace period.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../src/server/testing/app';
import {
  call,
  cookieFrom,
  registerMember,
  sleep,
  startServer,
  tally,
  tempDir,
  uniqueIp,
  type Member,
  type ServerProcess,
  connectRedis,
  REDIS_URL,
} from './support';

const PG_BASE = process.env.FAULTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WORKERS = 2;
const BUYERS = 16;
const STOCK = 40;

let server: ServerProcess;
let databaseUrl: string;
let drop: () => Promise<void>;
let dataDir: string;

type Health = { status: number; pid?: number; worker?: number };

/**
 * /api/health over a connection of its own (no keep-alive): the cluster hands each new connection to the next
 * worker, so consecutive calls reach them in turn.
 */
function health(base: string): Promise<Health> {
  return new Promise((resolve) => {
    const req = http.get(`${base}/api/health`, { agent: false, timeout: 5000 }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => {
        try {
          const body = JSON.parse(text);
          resolve({ status: res.statusCode ?? 0, pid: body.process?.pid, worker: body.process?.worker });
        } catch {
          resolve({ status: res.statusCode ?? 0 });
        }
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0 }));
  });
}

/** Asks /api/health until `want` distinct worker processes have answered (or the time is up): pid by worker. */
async function workersAnswering(base: string, want: number, timeoutMs = 30_000): Promise<Map<number, number>> {
  const seen = new Map<number, number>();
  const deadline = Date.now() + timeoutMs;
  while (seen.size < want && Date.now() < deadline) {
    const h = await health(base);
    if (h.status === 200 && h.pid && h.worker) seen.set(h.worker, h.pid);
    else await sleep(100);
  }
  return seen;
}

/** The parent of a process, from /proc (Linux). */
function parentOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  await connectRedis({ keep: false });
  const scratch = await createScratchDatabase(PG_BASE);
  drop = scratch.drop;
  databaseUrl = scratch.url;
  dataDir = tempDir('cluster');
  server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: scratch.url,
    SESSION_SECRET: randomBytes(24).toString('hex'),
    REDIS_URL,
    RATE_LIMIT_FACTOR: '100',
    WEB_CONCURRENCY: String(WORKERS),
  });
});

afterAll(async () => {
  await server?.kill('SIGKILL');
  await drop?.();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const shippingAddress = {
  firstName: 'Cluster',
  lastName: 'Tester',
  address: '1 Test Street',
  city: 'Leeds',
  postalCode: 'LS1 4DY',
  country: 'United Kingdom',
};

describe('WEB_CONCURRENCY=2 on one PostgreSQL and Redis', () => {
  it('answers from two worker processes, both children of the server process', async () => {
    const seen = await workersAnswering(server.url, WORKERS);
    expect([...seen.keys()].sort()).toEqual([1, 2]);
    const pids = [...seen.values()];
    expect(new Set(pids).size).toBe(WORKERS);
    for (const pid of pids) expect(parentOf(pid)).toBe(server.child.pid);
    console.log(`cluster: /api/health answered by ${JSON.stringify(Object.fromEntries(seen))} (worker → pid)`);
  });

  it('records every member’s order once, with the stock right', async () => {
    const login = await call(server.url, 'POST', '/api/admin/login', {
      body: { username: 'admin', password: 'faults-admin-password' },
      ip: uniqueIp(),
    });
    expect(login.status).toBe(200);
    const staff = cookieFrom(login, 'sc_staff');
    const product = (await call(server.url, 'GET', '/api/admin/products', { cookie: staff })).body[0] as {
      id: string;
    };
    const edit = await call(server.url, 'PATCH', `/api/admin/products/${product.id}`, {
      cookie: staff,
      body: { stock: STOCK },
    });
    expect(edit.status).toBe(200);

    const buyers: Member[] = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) => registerMember(server.url, `cluster${i}`, uniqueIp())),
    );
    const quantities = buyers.map((_, i) => 1 + (i % 3 === 0 ? 1 : 0));
    for (const [i, member] of buyers.entries()) {
      const added = await call(server.url, 'POST', '/api/cart', {
        cookie: member.cookie,
        body: { userId: member.id, productId: product.id, quantity: quantities[i] },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    // All at once: concurrent requests open several connections, which the cluster spreads over the workers.
    const results = await Promise.all(
      buyers.map(async (member) => {
        const quote = await call(server.url, 'POST', `/api/cart/${member.id}/quote`, {
          cookie: member.cookie,
          body: {},
        });
        const { discountCode: _d, pointsEarned: _p, ...figures } = quote.body;
        return call(server.url, 'POST', '/api/orders', {
          cookie: member.cookie,
          body: { userId: member.id, ...figures, shippingAddress },
          timeoutMs: 30_000,
        });
      }),
    );
    expect(tally(results.map((r) => r.status))).toEqual({ 201: BUYERS });
    const sold = quantities.reduce((a, b) => a + b, 0);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const orders = await client.query<{ user_id: string; n: number }>(
        'SELECT user_id, COUNT(*)::int AS n FROM orders WHERE user_id = ANY($1::uuid[]) GROUP BY user_id',
        [buyers.map((b) => b.id)],
      );
      expect(orders.rows).toHaveLength(BUYERS);
      expect(orders.rows.every((r) => r.n === 1)).toBe(true);
      const stock = await client.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [product.id]);
      expect(stock.rows[0].stock).toBe(STOCK - sold);
    } finally {
      await client.end();
    }
    console.log(`cluster: ${BUYERS} members ordered at once → ${BUYERS} orders, ${sold} units, stock ${STOCK - sold}`);
  });

  it('replaces a worker killed with -9 while the service keeps answering', async () => {
    const before = await workersAnswering(server.url, WORKERS);
    const victim = before.get(1)!;
    process.kill(victim, 'SIGKILL');
    const killedAt = Date.now();
    const statuses: number[] = [];
    let replacement: number | undefined;
    while (Date.now() - killedAt < 30_000) {
      const h = await health(server.url);
      statuses.push(h.status);
      if (h.worker === 1 && h.pid !== victim) {
        replacement = h.pid;
        break;
      }
      await sleep(50);
    }
    const tookMs = Date.now() - killedAt;
    // A connection handed to the worker in the instant it died may fail; the rest are answered by the other one.
    const answered = statuses.filter((s) => s === 200).length;
    console.log(
      `cluster: worker 1 (pid ${victim}) killed with -9 → replaced by pid ${replacement} after ${tookMs} ms; ` +
        `health meanwhile ${JSON.stringify(tally(statuses))}`,
    );
    expect(alive(victim)).toBe(false);
    expect(replacement).toBeDefined();
    expect(parentOf(replacement!)).toBe(server.child.pid);
    expect(answered).toBeGreaterThanOrEqual(statuses.length - 1);
    expect(server.exited()).toBe(false);
    const after = await workersAnswering(server.url, WORKERS);
    expect(after.get(2)).toBe(before.get(2));
  });

  it('stops every process with exit code 0 within the grace period on SIGTERM', async () => {
    const workers = [...(await workersAnswering(server.url, WORKERS)).values()];
    expect(workers).toHaveLength(WORKERS);
    const started = Date.now();
    await server.stop();
    const tookMs = Date.now() - started;
    console.log(`cluster: SIGTERM → primary exited ${server.child.exitCode} after ${tookMs} ms`);
    // The primary exits 0 only when every worker did.
    expect(server.child.exitCode).toBe(0);
    expect(tookMs).toBeLessThan(11_000);
    for (const pid of workers) expect(alive(pid)).toBe(false);
  });
});
