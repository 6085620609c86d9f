// PostgreSQL itself stops under load (`pg_ctl stop -m immediate` on a private cluster, never the machine's shared
// server): the running server answers 503 JSON, /api/health says so, nothing crashes; when PostgreSQL starts
// again (with crash recovery), the same server process recovers on its own.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  registerMember,
  sleep,
  startPrivateCluster,
  startServer,
  tally,
  tempDir,
  type Cluster,
  type Member,
  type ServerProcess,
} from './support';

const CLIENTS = 8;
type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'recovered';
type Seen = {
  phase: Phase | 'between';
  what: string;
  status: number | 'network';
  contentType: string;
  message?: string;
};

let cluster: Cluster;
let server: ServerProcess;
/** One member per client, so each client's cart writes never race another's. */
let members: Member[];
let dataDir: string;

beforeAll(async () => {
  cluster = await startPrivateCluster();
  dataDir = tempDir('pgstop');
  server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: cluster.url,
    SESSION_SECRET: randomBytes(24).toString('hex'),
    RATE_LIMIT_FACTOR: '1000',
    // Every request must reach the database here: catalogue reads would otherwise be answered from memory.
    CATALOGUE_CACHE_SECONDS: '0',
  });
  members = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => registerMember(server.url, `outage${i}`)));
});

afterAll(async () => {
  await server?.kill('SIGTERM');
  await cluster?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('PostgreSQL stops under load', () => {
  it('answers 503 JSON while it is down and the same server recovers when it is back', async () => {
    const pid = server.child.pid;
    const seen: Seen[] = [];
    const state = { phase: 'up' as Phase, running: true };
    // Only products with plenty of stock (the low ones carry `stock`), so a cart write is never refused for stock.
    const products = (
      (await call(server.url, 'GET', '/api/products')).body as Array<{ id: string; inStock: boolean; stock?: number }>
    ).filter((p) => p.inStock && p.stock === undefined);
    // A mix of reads, session lookups and cart writes, from 8 clients at once (each a member of its own).
    const requests = [
      { what: 'GET /api/products', run: () => call(server.url, 'GET', '/api/products') },
      { what: 'GET /api/categories', run: () => call(server.url, 'GET', '/api/categories') },
      { what: 'GET /api/cart', run: (m: Member) => call(server.url, 'GET', `/api/cart/${m.id}`, { cookie: m.cookie }) },
      {
        what: 'POST /api/cart',
        run: (m: Member) =>
          call(server.url, 'POST', '/api/cart', {
            cookie: m.cookie,
            body: { userId: m.id, productId: products[Math.floor(Math.random() * products.length)].id, quantity: 1 },
          }),
      },
      { what: 'GET /api/auth/me', run: (m: Member) => call(server.url, 'GET', '/api/auth/me', { cookie: m.cookie }) },
    ];
    const worker = async (n: number) => {
      const member = members[n];
      for (let i = n; state.running; i++) {
        const request = requests[i % requests.length];
        const began = state.phase;
        // A request belongs to a phase when it began and ended in it; one that straddles a change is 'between'.
        const phaseOf = () => (state.phase === began ? began : 'between');
        try {
          const res = await request.run(member);
          const phase = phaseOf();
          seen.push({
            phase,
            what: request.what,
            status: res.status,
            contentType: res.contentType,
            message: res.body?.message,
          });
        } catch {
          seen.push({ phase: phaseOf(), what: request.what, status: 'network', contentType: '' });
        }
        // A cart line holds 99 at most: empty the cart now and then so the writes stay valid.
        if (i % 50 === 0)
          await call(server.url, 'DELETE', `/api/cart/user/${member.id}`, { cookie: member.cookie }).catch(() => {});
      }
    };
    const workers = Array.from({ length: CLIENTS }, (_, n) => worker(n));

    // Served while up: a second at least, and until every client has had an answer (a cold first read can take over a
    // second on a loaded machine, and then no request began and ended while up).
    const upUntil = Date.now() + 15_000;
    await sleep(1000);
    while (seen.filter((s) => s.phase === 'up').length < CLIENTS && Date.now() < upUntil) await sleep(100);
    state.phase = 'stopping';
    await cluster.stop('immediate');
    state.phase = 'down';
    await sleep(2500);
    const health = await call(server.url, 'GET', '/api/health');
    expect(server.exited(), `the server exited during the outage:\n${server.output()}`).toBe(false);

    state.phase = 'starting';
    const restarting = Date.now();
    await cluster.start();
    const startTook = Date.now() - restarting;
    const accepting = Date.now();
    let healthyAfter = -1;
    while (Date.now() - accepting < 30_000) {
      const res = await call(server.url, 'GET', '/api/health').catch(() => undefined);
      if (res?.status === 200) {
        healthyAfter = Date.now() - accepting;
        break;
      }
      await sleep(100);
    }
    state.phase = 'recovered';
    await sleep(1000);
    state.running = false;
    await Promise.all(workers);

    const by = (phase: Seen['phase']) => seen.filter((s) => s.phase === phase);
    const counts = Object.fromEntries(
      (['up', 'stopping', 'down', 'starting', 'recovered', 'between'] as const).map((p) => [
        p,
        tally(by(p).map((s) => s.status)),
      ]),
    );
    console.log(
      `PostgreSQL stop -m immediate under load: ${seen.length} requests; statuses by phase ${JSON.stringify(counts)}; ` +
        `/api/health while down: ${health.status} ${JSON.stringify(health.body)}; pg_ctl start (crash recovery) took ${startTook} ms, /api/health 200 again ${healthyAfter} ms after that; ` +
        `same process: ${server.child.pid === pid && !server.exited()}`,
    );

    // Never a 500 or a dropped connection, whatever the moment.
    expect(seen.filter((s) => s.status === 'network' || (s.status !== 503 && s.status >= 500))).toEqual([]);
    expect(by('up').length).toBeGreaterThan(0);
    expect(by('up').every((s) => typeof s.status === 'number' && s.status < 300)).toBe(true);
    // While it is down: only JSON 503s saying so.
    expect(by('down').length).toBeGreaterThan(20);
    for (const s of by('down')) {
      expect(s, s.what).toMatchObject({
        status: 503,
        message: 'The shop is temporarily unavailable. Please try again shortly.',
      });
      expect(s.contentType).toMatch(/application\/json/);
    }
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'unavailable', jobs: { runner: 'pg-boss' } });

    // Back without a restart: the same process, healthy within the bound, every request served again.
    expect(healthyAfter, `not healthy within 30 s of PostgreSQL starting:\n${server.output()}`).toBeGreaterThanOrEqual(
      0,
    );
    expect(server.child.pid).toBe(pid);
    expect(server.exited()).toBe(false);
    expect(by('recovered').length).toBeGreaterThan(0);
    expect(
      by('recovered').every((s) => typeof s.status === 'number' && s.status < 300),
      JSON.stringify(counts.recovered),
    ).toBe(true);
    // The member's session outlived the outage (it lives in the database, which recovered).
    expect((await call(server.url, 'GET', '/api/auth/me', { cookie: members[0].cookie })).status).toBe(200);
  });
});
