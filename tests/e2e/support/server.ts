// One real production server per spec file: built app, fresh demo database (PGlite in a temp DATA_DIR, or a
// throw-away PostgreSQL database when DATABASE_URL is set), on a free port. The database starts as a copy of the
// run's migrated one (global-setup.ts, decision 0909) when there is one.
import { test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createScratchDatabase,
  freePort,
  TEMPLATE_DATA_DIR_ENV,
  TEMPLATE_DATABASE_ENV,
} from '../../../src/server/testing/scratch';

export type TestServer = { url: string; dataDir: string; mailDir: string; env: Record<string, string> };

/** Starts a server before the file's tests and stops it after. Read `.url` inside tests. */
export function useServer(extraEnv: Record<string, string> = {}): TestServer {
  const server = { url: '', dataDir: '', mailDir: '', env: {} } as TestServer;
  let child: ChildProcess | undefined;
  let drop: (() => Promise<void>) | undefined;
  let output = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skincircle-e2e-'));
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const template = process.env[TEMPLATE_DATABASE_ENV];
      const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'sc_e2e', template);
      databaseUrl = scratch.url;
      drop = scratch.drop;
    } else if (process.env[TEMPLATE_DATA_DIR_ENV]) {
      // The server finds a migrated database where it keeps its own (DATA_DIR/db), as after a restart.
      fs.cpSync(process.env[TEMPLATE_DATA_DIR_ENV], path.join(dataDir, 'db'), { recursive: true });
    }
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'development',
      DEMO_MODE: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every test of a file signs in from 127.0.0.1; limits themselves are proven by the API tests.
      RATE_LIMIT_FACTOR: '10',
      // The tests of a file share the demo member, who places more than 3 unpaid orders (and units) in some files; the
      // limits themselves are proven by the API tests (orders/trading-day.test.ts, hardening-2.test.ts).
      MAX_UNPAID_ORDERS: '50',
      MAX_UNPAID_UNITS_PER_PRODUCT: '500',
      MAX_UNPAID_UNITS: '5000',
      // Mailed links lead where the browser is (decision 0804).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...extraEnv,
    };
    child = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    Object.assign(server, { url, dataDir, mailDir: path.join(dataDir, 'mail'), env });
  });

  test.afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child!.once('exit', r));
    }
    await drop?.();
    if (server.dataDir) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  return server;
}
