// What must never leak: with member A's cookie no user-scoped route of member B answers; no password, password
// hash, session token or sign-in code ever appears in a response or in a log line (all levels captured).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { loginCodes, users } from './schema';
import type { MailMessage } from '../../mail/mailer';
import { MEMBER_COOKIE } from './session-plugin';
import { createMember, createTestApp, json, signedInMember, type TestApp } from '../../testing/app';

const roomy = { max: 10_000, timeWindow: 60_000 };
const logLines: string[] = [];
const outbox: MailMessage[] = [];
const responses: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { rateLimits: { ...DEFAULT_RATE_LIMITS, signIn: roomy, register: roomy, sendCode: roomy, verifyCode: roomy } },
    { LOG_LEVEL: 'trace' },
    {
      logStream: { write: (line: string) => void logLines.push(line) },
      mailer: {
        async send(message) {
          outbox.push(message);
          return {};
        },
      },
    },
  );
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, payload?: unknown, cookie?: string) {
  const res = await t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
  // Everything the client sees, except the Set-Cookie that carries the session token by design.
  const { 'set-cookie': _cookie, ...headers } = res.headers;
  responses.push(`${JSON.stringify(headers)}\n${res.body}`);
  return res;
}
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
  `${MEMBER_COOKIE}=${res.cookies.find((c) => c.name === MEMBER_COOKIE)!.value}`;

describe('member A cannot reach member B', () => {
  /** Every user-scoped route that exists so far; later areas add theirs to their own tests. */
  const userScoped = [
    { method: 'POST' as const, url: (id: string) => `/api/user/${id}/password`, payload: { password: 'not-yours-1' } },
  ];

  it('refuses every user-scoped route of B with A’s cookie (403) and without a cookie (401)', async () => {
    const b = await createMember(t.app, { passwordHash: null });
    const a = await signedInMember(t.app, { passwordHash: null });
    for (const route of userScoped) {
      expect((await call(route.method, route.url(b.id), route.payload, a.cookie)).statusCode).toBe(403);
      expect((await call(route.method, route.url(b.id), route.payload)).statusCode).toBe(401);
    }
    // B is unchanged: no password was set on B's account.
    const [rowB] = await t.app.db.select().from(users).where(eq(users.id, b.id));
    expect(rowB.passwordHash).toBeNull();
  });

  it('GET /api/auth/me answers with the session’s member only', async () => {
    const a = await signedInMember(t.app);
    const b = await signedInMember(t.app);
    expect(json(await call('GET', '/api/auth/me', undefined, a.cookie)).user.id).toBe(a.user.id);
    expect(json(await call('GET', '/api/auth/me', undefined, b.cookie)).user.id).toBe(b.user.id);
  });
});

describe('no secret in a response or a log line', () => {
  it('holds through registration, sign-in, codes, password creation and their failures', async () => {
    const secrets: string[] = [];
    const password = 'Elderflower-Toner-42';
    const email = 'leak.check@example.com';
    secrets.push(password);

    const registered = await call('POST', '/api/auth/register', { email, password, firstName: 'Lea', lastName: 'K' });
    expect(registered.statusCode).toBe(201);
    secrets.push(registered.cookies.find((c) => c.name === MEMBER_COOKIE)!.value);
    await call('POST', '/api/auth/register', { email, password, firstName: 'Lea', lastName: 'K' }); // 409
    await call('POST', '/api/auth/register', {
      email: 'x@example.com',
      password: 'short',
      firstName: 'a',
      lastName: 'b',
    }); // 400

    const login = await call('POST', '/api/auth/login', { email, password });
    expect(login.statusCode).toBe(200);
    secrets.push(login.cookies.find((c) => c.name === MEMBER_COOKIE)!.value);
    await call('POST', '/api/auth/login', { email, password: `${password}-wrong` });
    await call('POST', '/api/auth/login', { email, password: 'x'.repeat(200) }); // 400

    const newcomer = 'code.leak@example.com';
    await call('POST', '/api/auth/send-code', { email: newcomer });
    // The code mail goes out at once (the registration's proof link follows in the background: not this one).
    const codeMail = outbox.findLast((m) => m.to === newcomer)!;
    const code = /sign-in code is (\d{6})/.exec(codeMail.text)![1];
    secrets.push(code);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await call('POST', '/api/auth/verify-code', { email: newcomer, code: wrongCode, firstName: 'C', lastName: 'L' });
    await call('POST', '/api/auth/verify-code', { email: newcomer, code: `${code}x` }); // 400
    const verified = await call('POST', '/api/auth/verify-code', {
      email: newcomer,
      code,
      firstName: 'C',
      lastName: 'L',
    });
    expect(verified.statusCode).toBe(200);
    const codeCookie = cookieOf(verified);
    secrets.push(codeCookie.split('=')[1]);

    const firstPassword = 'Rosehip-Oil-77';
    secrets.push(firstPassword);
    const created = await call(
      'POST',
      `/api/user/${json(verified).user.id}/password`,
      { password: firstPassword },
      codeCookie,
    );
    expect(created.statusCode).toBe(200);
    await call('POST', `/api/user/${json(verified).user.id}/password`, { password: firstPassword }, codeCookie); // 409
    await call('GET', '/api/auth/me', undefined, codeCookie);
    await call('POST', '/api/auth/logout', undefined, codeCookie);

    const hashes = (await t.app.db.select().from(users)).map((u) => u.passwordHash).filter((h): h is string => !!h);
    const codeHashes = (await t.app.db.select().from(loginCodes)).map((c) => c.codeHash);
    expect(hashes.length).toBeGreaterThan(1);
    expect(codeHashes.length).toBeGreaterThan(0);

    // The logs really were captured (requests, sign-ins, the mail line) — an empty capture proves nothing.
    const logs = logLines.join('');
    expect(logs).toContain('member signed in');
    expect(logs).toContain('incoming request');

    // A sign-in code is six digits, which can also turn up inside a longer number (a log line's epoch milliseconds,
    // 1795828203127, once held the code 203127) and show nothing of it: a number counts only where no digit adjoins it.
    const leaks = (text: string, secret: string) =>
      /^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(text) : text.includes(secret);
    for (const text of [...responses, logs]) {
      for (const secret of [...secrets, ...hashes, ...codeHashes]) {
        expect(leaks(text, secret), `a secret in: ${text.slice(0, 200)}`).toBe(false);
      }
      expect(text).not.toMatch(/scrypt\$|passwordHash|password_hash|codeHash|code_hash/);
    }
    // The code itself is only in the mail.
    expect(codeMail.text).toContain(code);
  });
});
