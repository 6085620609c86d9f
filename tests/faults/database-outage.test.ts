// The database goes away under a running server: /api/health says 503, the API answers JSON 503s, nothing
// crashes; when the database returns, the same server recovers without a restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createServer, prepareDatabase } from '../../src/server/server';
import { createScratchDatabase } from '../../src/server/testing/app';
import { TcpProxy } from './tcp-proxy';
import type { FastifyInstance } from 'fastify';

const BASE = process.env.FAULTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let app: FastifyInstance;
let proxy: TcpProxy;
let drop: () => Promise<void>;
let dataDir = '';

beforeAll(async () => {
  const scratch = await createScratchDatabase(BASE);
  drop = scratch.drop;
  const real = new URL(scratch.url);
  proxy = new TcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
  await proxy.up();
  const viaProxy = new URL(scratch.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skincircle-outage-'));
  // Cache off: every request must reach the database (catalogue reads would otherwise be answered from memory).
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: viaProxy.toString(),
    CATALOGUE_CACHE_SECONDS: '0',
  });
  app = await createServer(config, { database: await prepareDatabase(config) });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await proxy?.down();
  await drop?.();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function waitFor(check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe('database outage', () => {
  it('answers 503 while PostgreSQL is away and recovers when it returns', async () => {
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    expect((await app.inject('/api/products')).statusCode).toBe(200);

    await proxy.down();
    const load = await Promise.all(
      Array.from({ length: 30 }, (_, i) => app.inject(i % 3 ? '/api/products' : '/api/categories')),
    );
    const statuses = load.map((r) => r.statusCode);
    console.log(
      `outage: ${load.length} requests → ${JSON.stringify(Object.fromEntries(statuses.map((s) => [s, statuses.filter((x) => x === s).length])))}`,
    );
    expect(new Set(statuses)).toEqual(new Set([503]));
    for (const r of load) {
      expect(r.headers['content-type']).toMatch(/application\/json/);
      expect(JSON.parse(r.body).message).toMatch(/temporarily unavailable/);
    }
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'unavailable', jobs: { runner: 'pg-boss' } });

    await proxy.up();
    expect(await waitFor(async () => (await app.inject('/api/health')).statusCode === 200, 15_000)).toBe(true);
    expect((await app.inject('/api/products')).statusCode).toBe(200);
  });
});
