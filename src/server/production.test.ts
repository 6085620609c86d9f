// Production mode (NODE_ENV=production): refuses to start without its secrets, no demo data or demo sign-in,
// Secure cookies, a strict CSP, JSON logs.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './testing/app';

const PRODUCTION = {
  NODE_ENV: 'production',
  BANK_ACCOUNT_NAME: 'Skin Circle Ltd',
  BANK_SORT_CODE: '20-32-06',
  BANK_ACCOUNT_NUMBER: '73106482',
  SESSION_SECRET: 'p'.repeat(48),
  ADMIN_USERNAME: 'staff',
  ADMIN_PASSWORD: 'a-long-staff-password',
  PUBLIC_URL: 'https://shop.example',
  TRADER_NAME: 'Skin Circle Ltd',
  TRADER_ADDRESS: '14 Kemp Street, Brighton, BN1 4EE',
  CONTACT_EMAIL: 'hello@skincircle.co.uk',
};

const start = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH, DATA_DIR: '/tmp/skincircle-prod-refusal', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('starting in production', () => {
  it('exits non-zero with a clear message when the secrets are missing', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: '/tmp/skincircle-prod-refusal' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'NODE_ENV=production requires SESSION_SECRET, ADMIN_USERNAME, ADMIN_PASSWORD, PUBLIC_URL, BANK_ACCOUNT_NAME, BANK_SORT_CODE, BANK_ACCOUNT_NUMBER, TRADER_NAME, TRADER_ADDRESS, CONTACT_EMAIL to be set.',
    );
  });

  it('refuses the published demo staff password and DEMO_MODE=true (decision 0800)', () => {
    const demoPassword = start({ ...PRODUCTION, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'skincircle-admin' });
    expect(demoPassword.status).toBe(1);
    expect(demoPassword.stderr).toContain(
      'ADMIN_PASSWORD is refused in production: it is the published demo password.',
    );
    const demoMode = start({ ...PRODUCTION, DEMO_MODE: 'true' });
    expect(demoMode.status).toBe(1);
    expect(demoMode.stderr).toContain('DEMO_MODE=true is refused with NODE_ENV=production');
  }, 120_000);
});

describe('a production server', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info' }, PRODUCTION, {
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(() => t?.close());

  it('has no demo data and no demo sign-in', async () => {
    expect(t.config.demoMode).toBe(false);
    expect((await t.app.inject('/api/auth/demo')).statusCode).toBe(404);
    expect(json(await t.app.inject('/api/products'))).toEqual([]);
    const demo = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@example.com', password: 'skincircle' },
    });
    expect(demo.statusCode).toBe(401);
  });

  it('sets Secure, HttpOnly, SameSite=Lax session cookies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'staff', password: 'a-long-staff-password' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });

  it('sends a strict CSP with HSTS and upgrade-insecure-requests', async () => {
    const api = await t.app.inject('/api/health');
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const res = await t.app.inject('/search');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('logs JSON lines', async () => {
    await t.app.inject('/api/health');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
