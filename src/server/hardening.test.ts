// Issue 17, the security review's findings, each probed the way the review did (decision 0800). Production-mode
// findings run on a production instance (NODE_ENV=production, real defaults).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS, loadConfig } from './config';
import {
  CODE_MAIL_SUBJECT,
  COMMON_PASSWORD_MESSAGE,
  ensureStaffAccount,
  MEMBER_COOKIE,
  REVOKED_MAIL_SUBJECT,
  REVOKED_NOTICE,
  SESSION_MAX_DAYS,
  sessions,
  staff,
  staffSessions,
  startStaffSession,
  users,
} from './modules/auth';
import type { MailMessage } from './mail/mailer';
import { TRANSCRIPT_SUBJECT } from './modules/coach';
import { prepareDatabase } from './server';
import {
  createMember,
  createScratchDatabase,
  createTestApp,
  json,
  memberCookie,
  PRODUCTION_ENV,
  signedInMember,
  staffCookie,
  type TestApp,
} from './testing/app';

// Several tests start a second instance or hash 60 passwords: on a busy machine that takes longer than 30 s.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const PRODUCTION = PRODUCTION_ENV;
const DAY = 24 * 60 * 60 * 1000;

function capture() {
  const outbox: MailMessage[] = [];
  return {
    outbox,
    mailer: {
      async send(message: MailMessage) {
        outbox.push(message);
        return {};
      },
    },
  };
}
const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  `${MEMBER_COOKIE}=${res.cookies.find((c) => c.name === MEMBER_COOKIE)!.value}`;

describe('a production instance (findings 1, 2, 5, 12)', () => {
  let t: TestApp;
  const lines: string[] = [];
  const mail = capture();
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info' }, PRODUCTION, {
      mailer: mail.mailer,
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(() => t?.close());

  const staffLogin = (
    password: string,
    headers: Record<string, string> = {},
    remoteAddress = '203.0.113.50',
    username = 'staff',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username, password },
      headers,
      remoteAddress,
    });

  it('1: a forged X-Forwarded-For does not reset the per-IP staff sign-in limit (TRUST_PROXY unset)', async () => {
    // Guesses spread over usernames, so only the per-IP limit can stop them.
    for (let i = 0; i < DEFAULT_RATE_LIMITS.adminLogin.max; i++) {
      const res = await staffLogin(`wrong-${i}`, { 'x-forwarded-for': `198.51.100.${i}` }, undefined, `user${i}`);
      expect(res.statusCode).toBe(401);
    }
    for (let i = 0; i < 5; i++) {
      const forged = await staffLogin('wrong-again', { 'x-forwarded-for': `192.0.2.${i + 1}` }, undefined, `x${i}`);
      expect(forged.statusCode).toBe(429);
    }
    const right = await staffLogin(PRODUCTION.ADMIN_PASSWORD, { 'x-forwarded-for': '192.0.2.200' });
    expect(right.statusCode).toBe(429);
  });

  it('1: staff sign-in has a per-account limit: wrong passwords from many addresses lock the account', async () => {
    for (let i = 0; i < DEFAULT_RATE_LIMITS.adminLoginPerAccount.max; i++) {
      expect((await staffLogin(`guess-${i}`, {}, `10.1.0.${i + 1}`)).statusCode).toBe(401);
    }
    const next = await staffLogin('guess-x', {}, '10.1.1.1');
    expect(next.statusCode).toBe(429);
    expect(json(next).message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    // Even the right password waits, from a fresh address.
    expect((await staffLogin(PRODUCTION.ADMIN_PASSWORD, {}, '10.1.1.2')).statusCode).toBe(429);
  });

  it('2: 30 different people behind one address can each ask for a code within 10 minutes', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/send-code',
        payload: { email: `household.${i}@example.com` },
        remoteAddress: '198.18.5.5',
      });
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    // The per-address limit is still the protection: a fourth code for one address within 10 minutes waits.
    for (let i = 0; i < DEFAULT_RATE_LIMITS.sendCodePerAddress.max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/send-code',
        payload: { email: 'one.person@example.com' },
        remoteAddress: `198.18.6.${i + 1}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const fourth = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: { email: 'one.person@example.com' },
      remoteAddress: '198.18.6.99',
    });
    expect(fourth.statusCode).toBe(429);
  });

  it('2: 30 registrations and 30 password sign-ins from one shared address go through', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: `office.${i}@example.com`, password: 'sea-buckthorn', firstName: 'O', lastName: `F${i}` },
        remoteAddress: '198.18.7.7',
      });
      expect(res.statusCode, `registration ${i + 1}`).toBe(201);
    }
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `office.${i}@example.com`, password: 'sea-buckthorn' },
        remoteAddress: '198.18.7.7',
      });
      expect(res.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
  });

  it('5: seeds no demo data and has no demo staff account', async () => {
    expect(json(await t.app.inject('/api/products'))).toEqual([]);
    const rows = await t.app.db.select({ username: staff.username }).from(staff);
    expect(rows).toEqual([{ username: 'staff' }]);
  });

  it('12: warns loudly at start that mail is not delivered without SMTP_URL', () => {
    const warning = lines.map((l) => JSON.parse(l)).find((l) => String(l.msg).startsWith('SMTP_URL is not set'));
    expect(warning).toBeDefined();
    expect(warning.level).toBe(50); // error
  });

  it('12: serves no Swagger UI or OpenAPI document unless API_DOCS asks for it', async () => {
    expect((await t.app.inject('/api/docs')).statusCode).toBe(404);
    expect((await t.app.inject('/api/openapi.json')).statusCode).toBe(404);
    const withDocs = await createTestApp({}, { ...PRODUCTION, API_DOCS: 'true' });
    try {
      expect((await withDocs.app.inject('/api/openapi.json')).statusCode).toBe(200);
    } finally {
      await withDocs.close();
    }
  });
});

describe('TRUST_PROXY names the proxies whose X-Forwarded-For counts (finding 1)', () => {
  it('uses the forwarded address only when the peer is a listed proxy', async () => {
    const t = await createTestApp(
      {},
      { ...PRODUCTION, TRUST_PROXY: '10.9.0.0/16' },
      {
        routes: (app) => app.get('/test/ip', async (request) => ({ ip: request.ip })),
      },
    );
    try {
      const via = (remoteAddress: string) =>
        t.app.inject({ url: '/test/ip', remoteAddress, headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } });
      // Through the proxy: the address the proxy saw (right-most untrusted), not what the client wrote first.
      expect(json(await via('10.9.0.1')).ip).toBe('203.0.113.9');
      // Straight from a client: the header is ignored.
      expect(json(await via('192.0.2.1')).ip).toBe('192.0.2.1');
    } finally {
      await t.close();
    }
  });
});

describe('production and a database that once ran in demo mode (finding 5)', () => {
  it('deletes the demo staff account (and its sessions) on start and never seeds', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skincircle-demo-then-prod-'));
    const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
    try {
      const base = { DATA_DIR: dataDir, DATABASE_URL: scratch?.url };
      const demo = await prepareDatabase(loadConfig({ ...base, NODE_ENV: 'test', DEMO_MODE: 'true' }));
      const [admin] = await demo.db.select().from(staff).where(eq(staff.username, 'admin'));
      expect(admin).toBeDefined();
      await startStaffSession(demo.db, 'x'.repeat(32), admin.id, new Date());
      await demo.close();

      const prod = await prepareDatabase(loadConfig({ ...base, ...PRODUCTION }));
      try {
        expect((await prod.db.select({ u: staff.username }).from(staff)).map((r) => r.u)).toEqual(['staff']);
        expect(await prod.db.select().from(staffSessions)).toEqual([]);
      } finally {
        await prod.close();
      }
    } finally {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a demo-mode instance (findings 3, 4, 6–11)', () => {
  let t: TestApp;
  let clock = new Date('2026-03-01T10:00:00Z');
  const mail = capture();
  beforeAll(async () => {
    t = await createTestApp(
      {
        now: () => clock,
        rateLimits: { ...DEFAULT_RATE_LIMITS, coach: { max: 1000, timeWindow: 60_000 } },
      },
      {},
      { mailer: mail.mailer },
    );
  });
  afterAll(() => t?.close());
  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
  const me = async (cookie: string) => json(await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).user;
  /** The newest code mail (sent at once: there when the answer is; other mails arrive from the outbox meanwhile). */
  const lastCode = () =>
    /sign-in code is (\d{6})/.exec(mail.outbox.findLast((m) => m.subject === CODE_MAIL_SUBJECT)!.text)![1];
  /** The first mail `pick` finds once the outbox has sent it (after the commit: wait for it). */
  const mailed = (pick: (m: MailMessage) => boolean) =>
    vi.waitFor(
      () => {
        const found = mail.outbox.find(pick);
        if (!found) throw new Error('not mailed yet');
        return found;
      },
      { timeout: 15_000, interval: 20 },
    );

  it('3: proving the address by code ends a planted password and its sessions, and tells the owner', async () => {
    const victim = 'victim.owner@example.com';
    const planted = await post('/api/auth/register', {
      email: victim,
      password: 'planted-by-attacker',
      firstName: 'Vic',
      lastName: 'Tim',
    });
    expect(planted.statusCode).toBe(201);
    const attacker = cookieOf(planted);
    expect((await me(attacker))?.email).toBe(victim);

    expect((await post('/api/auth/send-code', { email: victim })).statusCode).toBe(200);
    const code = lastCode();
    const owner = await post('/api/auth/verify-code', { email: victim, code });
    expect(owner.statusCode).toBe(200);
    expect(json(owner).notice).toBe(REVOKED_NOTICE);
    expect(json(owner).user.hasPassword).toBe(false);

    expect(await me(attacker)).toBeNull();
    const quiz = await t.app.inject({
      url: `/api/my-quiz-results/${json(owner).user.id}`,
      headers: { cookie: attacker },
    });
    expect(quiz.statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: victim, password: 'planted-by-attacker' })).statusCode).toBe(401);
    expect((await me(cookieOf(owner)))?.email).toBe(victim);
    const notice = await mailed((m) => m.subject === REVOKED_MAIL_SUBJECT);
    expect(notice.to).toBe(victim);
    expect(notice.text).toContain('the password and 1 signed-in session');

    // Once proved, a later code sign-in takes nothing away.
    const pw = await t.app.inject({
      method: 'POST',
      url: `/api/user/${json(owner).user.id}/password`,
      payload: { password: 'owner-chose-this' },
      headers: { cookie: cookieOf(owner) },
    });
    expect(pw.statusCode).toBe(200);
    clock = new Date(clock.getTime() + 11 * 60_000);
    await post('/api/auth/send-code', { email: victim });
    const again = await post('/api/auth/verify-code', {
      email: victim,
      code: lastCode(),
    });
    expect(json(again).notice).toBeUndefined();
    expect(json(again).user.hasPassword).toBe(true);
  });

  async function chat(remoteAddress = '127.0.0.1') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai-skin-assessment',
      payload: { message: 'Hi, see https://evil.example/login and www.evil.example now', conversationHistory: [] },
      remoteAddress,
    });
    expect(res.statusCode).toBe(200);
    return json(res).sessionId as string;
  }
  const emailIt = (sessionId: string, email: string, remoteAddress = '127.0.0.1') =>
    post(`/api/ai-sessions/${sessionId}/email`, { email }, {}, remoteAddress);

  it('4: one transcript per conversation, links in visitor text not clickable, and the mail says why', async () => {
    const id = await chat();
    expect((await emailIt(id, 'stranger.one@example.com')).statusCode).toBe(200);
    const sent = await mailed((m) => m.to === 'stranger.one@example.com');
    expect(sent.subject).toBe(TRANSCRIPT_SUBJECT);
    expect(sent.text).toContain('https[:]//evil[.]example/login');
    expect(sent.text).toContain('www[.]evil[.]example');
    expect(sent.text).not.toContain('https://evil.example');
    expect(sent.html).not.toContain('https://evil.example');
    expect(sent.text).toMatch(/You received this email because someone asked Penny, on Skin Circle's chat/);
    const again = await emailIt(id, 'stranger.two@example.com');
    expect(again.statusCode).toBe(409);
    expect(mail.outbox.filter((m) => m.subject === TRANSCRIPT_SUBJECT && m.to.startsWith('stranger.'))).toEqual([sent]);
  });

  it('4: per-address and per-IP limits on transcript mail', async () => {
    const target = 'stranger.three@example.com';
    for (let i = 0; i < DEFAULT_RATE_LIMITS.mailPerAddress.max; i++) {
      expect((await emailIt(await chat(), target, `10.4.0.${i + 1}`)).statusCode).toBe(200);
    }
    expect((await emailIt(await chat(), target, '10.4.0.99')).statusCode).toBe(429);
    // Per IP: five mails in 10 minutes from one address, to five different people.
    for (let i = 0; i < DEFAULT_RATE_LIMITS.mail.max; i++) {
      expect((await emailIt(await chat(), `ip.${i}@example.com`, '10.5.0.1')).statusCode).toBe(200);
    }
    expect((await emailIt(await chat(), 'ip.x@example.com', '10.5.0.1')).statusCode).toBe(429);
  });

  it('6: guards run before validation: anonymous callers get 401 whatever they send', async () => {
    const patch = await t.app.inject({ method: 'PATCH', url: '/api/admin/quiz-submissions/1', payload: {} });
    expect(patch.statusCode).toBe(401);
    expect(t.app.guardedRoutes.length).toBeGreaterThan(20);
    for (const route of t.app.guardedRoutes) {
      const [method, url] = route.split(' ');
      const res = await t.app.inject({
        method: method as 'GET',
        url: url.replace(/:[A-Za-z]+/g, 'not-a-valid-id'),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { junk: true } }),
      });
      expect(res.statusCode, route).toBe(401);
    }
    // A member on someone else's cart, with a malformed body: 403, not a schema message.
    const { cookie } = await signedInMember(t.app);
    const other = await createMember(t.app);
    const res = await post('/api/cart', { userId: other.id, productId: 'x', quantity: 'lots' }, { cookie });
    expect(res.statusCode).toBe(403);
  });

  it('7: refuses a state-changing request from another site (Origin or Referer), allows our own', async () => {
    const { user, cookie } = await signedInMember(t.app);
    const body = { userId: user.id, productId: '00000000-0000-4000-8000-000000000000', quantity: 1 };
    const evil = await post('/api/cart', body, { cookie, origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(json(evil).message).toBe('Cross-site requests are not allowed');
    expect((await post('/api/cart', body, { cookie, referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await post('/api/cart', body, { cookie, origin: 'null' })).statusCode).toBe(403);
    expect((await post('/api/auth/logout', {}, { cookie, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(await me(cookie)).not.toBeNull();
    // Our own origin (the Host it was sent to) passes to the route.
    const own = await post('/api/cart', body, { cookie, origin: 'http://shop.test', host: 'shop.test' });
    expect(own.statusCode).not.toBe(403);
    // Reads are not affected.
    expect((await t.app.inject({ url: '/api/products', headers: { origin: 'https://evil.example' } })).statusCode).toBe(
      200,
    );
  });

  it('7: ALLOWED_ORIGINS adds origins', async () => {
    const other = await createTestApp({}, { ALLOWED_ORIGINS: 'https://shop.skincircle.example' });
    try {
      const send = (origin: string) =>
        other.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin } });
      expect((await send('https://shop.skincircle.example')).statusCode).toBe(200);
      expect((await send('https://evil.example')).statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });

  it('8: every personal member and staff answer is no-store', async () => {
    const { user, cookie } = await signedInMember(t.app);
    const staff = await staffCookie(t.app);
    const urls = [
      ['/api/auth/me', cookie],
      [`/api/cart/${user.id}`, cookie],
      [`/api/orders/${user.id}`, cookie],
      [`/api/wishlist/${user.id}`, cookie],
      [`/api/routines/${user.id}`, cookie],
      [`/api/my-quiz-results/${user.id}`, cookie],
      [`/api/user/${user.id}/dashboard`, cookie],
      ['/api/admin/me', staff],
      ['/api/admin/penny-ai/overview', staff],
      ['/api/admin/penny-ai/sessions', staff],
      ['/api/admin/quiz-submissions', staff],
    ];
    for (const [url, c] of urls) {
      const res = await t.app.inject({ url, headers: { cookie: c } });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(String(res.headers['cache-control']), url).toMatch(/no-store/);
    }
  });

  it('9: a member session ends 90 days after sign-in however often it is used', async () => {
    const start = clock;
    const { user } = await signedInMember(t.app);
    const cookie = await memberCookie(t.app, user.id);
    for (let day = 20; day < SESSION_MAX_DAYS; day += 20) {
      clock = new Date(start.getTime() + day * DAY);
      expect(await me(cookie), `day ${day}`).not.toBeNull();
    }
    clock = new Date(start.getTime() + (SESSION_MAX_DAYS + 1) * DAY);
    expect(await me(cookie)).toBeNull();
    clock = new Date(start.getTime() + (SESSION_MAX_DAYS + 2) * DAY);
  });

  it('9: "sign out everywhere" ends every session of the member', async () => {
    const { user, cookie: laptop } = await signedInMember(t.app);
    const phone = await memberCookie(t.app, user.id);
    const bystander = await signedInMember(t.app);
    const res = await post('/api/auth/logout-everywhere', undefined, { cookie: laptop });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, ended: 2 });
    expect(await me(laptop)).toBeNull();
    expect(await me(phone)).toBeNull();
    expect(await me(bystander.cookie)).not.toBeNull();
    expect((await post('/api/auth/logout-everywhere')).statusCode).toBe(401);
  });

  it('9: setting a password ends the other sessions, not this one; a staff password change ends staff sessions', async () => {
    const { user, cookie: here } = await signedInMember(t.app);
    const elsewhere = await memberCookie(t.app, user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.id}/password`,
      payload: { password: 'evening-primrose' },
      headers: { cookie: here },
    });
    expect(res.statusCode).toBe(200);
    expect(await me(here)).not.toBeNull();
    expect(await me(elsewhere)).toBeNull();
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    const console = await staffCookie(t.app);
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: console } })).statusCode).toBe(200);
    await ensureStaffAccount(t.app.db, { username: 'admin', password: 'a-new-staff-password' });
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: console } })).statusCode).toBe(401);
  });

  it('10: common passwords are refused with a clear message; the 6-character minimum stays', async () => {
    const register = (password: string) =>
      post('/api/auth/register', {
        email: `pw.${Math.random().toString(36).slice(2, 8)}@example.com`,
        password,
        firstName: 'P',
        lastName: 'W',
      });
    for (const common of ['password1', 'qwerty123', 'Iloveyou', 'letmein']) {
      const res = await register(common);
      expect(res.statusCode, common).toBe(400);
      expect(json(res).message).toBe(COMMON_PASSWORD_MESSAGE);
    }
    expect((await register('abc12')).statusCode).toBe(400);
    expect((await register('kelp-toner')).statusCode).toBe(201);

    const { user, cookie } = await signedInMember(t.app);
    const create = await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.id}/password`,
      payload: { password: 'sunshine' },
      headers: { cookie },
    });
    expect(create.statusCode).toBe(400);
    expect(json(create).message).toBe(COMMON_PASSWORD_MESSAGE);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBeNull();
  });
});

describe('rate limits while Redis is down (finding 11)', () => {
  it('fall back to in-process counters instead of switching off', async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    const t = await createTestApp(
      { rateLimits: { ...DEFAULT_RATE_LIMITS, signIn: { max: 3, timeWindow: 60_000 } } },
      { REDIS_URL: 'redis://127.0.0.1:1' },
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `nobody${i}@example.com`, password: 'whatever-1' },
          remoteAddress: '203.0.113.77',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // The per-account count (read without incrementing) falls back the same way.
      const target = await createMember(t.app, { password: 'right-one-1' });
      for (let i = 0; i < DEFAULT_RATE_LIMITS.signInPerAccount.max; i++) {
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: target.email, password: `guess-${i}` },
          remoteAddress: `10.7.0.${i + 1}`,
        });
      }
      const locked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: target.email, password: 'right-one-1' },
        remoteAddress: '10.7.1.1',
      });
      expect(locked.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
