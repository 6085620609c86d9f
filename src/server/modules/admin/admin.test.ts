// Staff console API: who may call it, sign-in, and the Penny AI figures against what the sessions table holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { QuestionCategory } from '@shared/question-categories';
import { AiOverview, AiSession } from '@shared/schemas/admin';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { aiMessages, aiSessions } from '../coach';
import { knownDeviceCookie, MEMBER_COOKIE, STAFF_COOKIE, STAFF_DEVICE_COOKIE, staffSessions } from '../auth';
import { createTestApp, json, signedInMember, staffCookie, type TestApp } from '../../testing/app';
import { dayLabel, lastDays } from './assistant-overview';

const ADMIN = { username: 'admin', password: 'skincircle-admin' };

describe('with the demo data', () => {
  let t: TestApp;
  let staff: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffCookie(t.app);
    member = (await signedInMember(t.app)).cookie;
  });
  afterAll(() => t.close());

  /** Every /api/admin route the app serves (from its own OpenAPI document), the public ones (sign-in) excepted. */
  function guardedAdminRoutes(): Array<{ method: string; url: string }> {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes: Array<{ method: string; url: string }> = [];
    const open = new Set(t.app.staffRoutes.filter((r) => r.permission === 'public').map((r) => r.url));
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/admin/') || open.has(path)) continue;
      for (const method of Object.keys(methods)) {
        // A route that needs its query gets a valid one (the books' export asks for a period).
        const query = path === '/api/admin/orders/export.csv' ? '?from=2026-01-01&to=2026-01-31' : '';
        routes.push({
          method: method.toUpperCase(),
          url: path.replace('{id}', '00000000-0000-4000-8000-000000000000') + query,
        });
      }
    }
    return routes;
  }

  it('knows the console routes it must guard', () => {
    const urls = guardedAdminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/me',
        'GET /api/admin/penny-ai/overview',
        'GET /api/admin/penny-ai/sessions',
        'GET /api/admin/quiz-submissions',
        'PATCH /api/admin/quiz-submissions/00000000-0000-4000-8000-000000000000',
        'GET /api/admin/orders',
        'GET /api/admin/orders/00000000-0000-4000-8000-000000000000',
        'POST /api/admin/orders/00000000-0000-4000-8000-000000000000/status',
        'POST /api/admin/orders/00000000-0000-4000-8000-000000000000/payment',
        'GET /api/admin/products',
        'PATCH /api/admin/products/00000000-0000-4000-8000-000000000000',
      ]),
    );
  });

  it('refuses every admin route without a session, with a member session, and with a member token in the staff cookie', async () => {
    const memberToken = member.split('=')[1];
    for (const route of guardedAdminRoutes()) {
      const payload = route.method === 'PATCH' ? { status: 'reviewed' } : undefined;
      for (const cookie of [undefined, member, `${STAFF_COOKIE}=${memberToken}`, `${STAFF_COOKIE}=nonsense`]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          payload,
          headers: cookie ? { cookie } : {},
        });
        expect(res.statusCode, `${route.method} ${route.url} with ${cookie}`).toBe(401);
        expect(json(res).message).toBeTruthy();
      }
    }
  });

  it('lets a staff session through every admin route', async () => {
    for (const route of guardedAdminRoutes().filter((r) => r.method === 'GET')) {
      const res = await t.app.inject({ method: 'GET', url: route.url, headers: { cookie: staff } });
      // Let through: an unknown id (the order page's) reaches the lookup and is a 404.
      expect(res.statusCode, route.url).toBe(route.url.includes('00000000-0000-4000-8000-000000000000') ? 404 : 200);
    }
  });

  it('never lets a staff session stand in for a member', async () => {
    const staffToken = staff.split('=')[1];
    for (const cookie of [staff, `${MEMBER_COOKIE}=${staffToken}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(json(res).user).toBeNull();
    }
  });

  describe('POST /api/admin/login', () => {
    it('refuses a wrong password and an unknown user with the same message, and sets no cookie', async () => {
      for (const body of [
        { username: 'admin', password: 'wrong-password' },
        { username: 'nobody', password: 'skincircle-admin' },
      ]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: body });
        expect(res.statusCode).toBe(401);
        expect(json(res)).toEqual({ message: 'Invalid credentials' });
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    });

    it('answers 400 for missing or oversized fields', async () => {
      for (const body of [
        {},
        { username: '', password: 'x' },
        { username: 'admin', password: '' },
        { username: 'a'.repeat(101), password: 'x' },
      ]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: body });
        expect(res.statusCode).toBe(400);
      }
    });

    it('signs in, opens the console, and logs out again', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ username: 'admin' });
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(new RegExp(`^${STAFF_COOKIE}=`));
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).not.toContain('Secure'); // not production
      const cookie = setCookie.split(';')[0];

      const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(json(me)).toMatchObject({ username: 'admin' });
      // A staff sign-in is not a member sign-in.
      expect(json(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).user).toBeNull();

      const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
      expect(out.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401);
    });

    it('rotates the session: signing in again ends the browser’s previous console session', async () => {
      const first = String(
        (await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN })).headers['set-cookie'],
      ).split(';')[0];
      const second = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: ADMIN,
        headers: { cookie: first },
      });
      expect(second.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: first } })).statusCode).toBe(
        401,
      );
    });
  });

  describe('GET /api/admin/penny-ai/overview', () => {
    it('equals what the sessions table says', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/penny-ai/overview',
        headers: { cookie: staff },
      });
      expect(res.statusCode).toBe(200);
      const overview = AiOverview.parse(json(res));
      const rows = await t.app.db.select().from(aiSessions);
      expect(rows.length).toBe(7);
      expect(overview.totalSessions).toBe(rows.length);
      expect(overview.sessionsWithEmail).toBe(rows.filter((r) => r.email && r.email.trim()).length);
      expect(overview.completedSessions).toBe(rows.filter((r) => r.sessionStatus === 'completed').length);
      const avg = rows.reduce((s, r) => s + r.messageCount, 0) / rows.length;
      expect(overview.averageMessageCount).toBe(Math.round(avg * 10) / 10);
      // The demo data: 5 with email; 4 seeded completed, and the 3 seeded as active have been idle for days, so
      // reading the figures settles them as completed too (decision 0404).
      expect([overview.sessionsWithEmail, overview.completedSessions]).toEqual([5, 7]);

      const counts = new Map<string, number>();
      for (const r of rows) for (const c of new Set(r.questionCategories)) counts.set(c, (counts.get(c) ?? 0) + 1);
      const expected = [...counts.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, 8)
        .map(([category, count]) => ({ category, count }));
      expect(overview.topQuestionCategories).toEqual(expected);
      expect(overview.topQuestionCategories[0]).toEqual({ category: 'product_recommendation', count: 5 });
    });

    it('has 14 zero-filled days ending today, labelled en-GB', async () => {
      const overview = AiOverview.parse(
        json(await t.app.inject({ method: 'GET', url: '/api/admin/penny-ai/overview', headers: { cookie: staff } })),
      );
      expect(overview.sessionsPerDay).toHaveLength(14);
      const rows = await t.app.db.select().from(aiSessions);
      const fortnightAgo = Date.now() - 13 * 24 * 3600 * 1000 - 24 * 3600 * 1000;
      const recent = rows.filter((r) => r.createdAt.getTime() > fortnightAgo).length;
      const total = overview.sessionsPerDay.reduce((s, d) => s + d.count, 0);
      // Seeded sessions started 20 hours to 12.2 days ago: all inside the window.
      expect(total).toBe(recent);
      expect(total).toBe(7);
      expect(overview.sessionsPerDay.some((d) => d.count === 0)).toBe(true);
      for (const d of overview.sessionsPerDay) expect(d.label).toBe(dayLabel(d.date));
    });
  });

  describe('GET /api/admin/penny-ai/sessions', () => {
    it('lists sessions newest first, each with its conversation in order', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/penny-ai/sessions',
        headers: { cookie: staff },
      });
      const sessions = z.array(AiSession).parse(json(res));
      expect(sessions).toHaveLength(7);
      const created = sessions.map((s) => s.createdAt);
      expect([...created].sort().reverse()).toEqual(created);
      expect(sessions[0].sessionId).toBe('9e3f5c67-seed-penny-0007');
      const sophie = sessions.find((s) => s.sessionId === '3f9c2a71-seed-penny-0001')!;
      expect(sophie.email).toBe('demo@example.com');
      expect(sophie.emailSent).toBe(true);
      expect(sophie.conversationHistory).toHaveLength(sophie.messageCount);
      expect(sophie.conversationHistory[0]).toMatchObject({ sender: 'user', message: 'Sophie' });
      expect(sophie.conversationHistory[1].sender).toBe('assistant');
      const times = sophie.conversationHistory.map((m) => m.timestamp);
      expect([...times].sort()).toEqual(times);
      expect(sessions.find((s) => s.sessionId.startsWith('5d07e3b9'))!.email).toBeNull();
    });
  });
});

describe('with no sessions at all', () => {
  let t: TestApp;
  let staff: string;
  const now = new Date('2026-03-29T12:00:00Z'); // the day the UK clocks go forward

  beforeAll(async () => {
    t = await createTestApp({ demoMode: false, admin: ADMIN, now: () => now });
    staff = await staffCookie(t.app);
  });
  afterAll(() => t.close());

  const overview = async () =>
    AiOverview.parse(
      json(await t.app.inject({ method: 'GET', url: '/api/admin/penny-ai/overview', headers: { cookie: staff } })),
    );

  it('answers zeros: 0 sessions, 0 average, no categories, empty days', async () => {
    const o = await overview();
    expect(o).toMatchObject({
      totalSessions: 0,
      sessionsWithEmail: 0,
      completedSessions: 0,
      averageMessageCount: 0,
      topQuestionCategories: [],
    });
    expect(o.sessionsPerDay.map((d) => d.count)).toEqual(Array(14).fill(0));
    expect(o.sessionsPerDay[13]).toEqual({ date: '2026-03-29', label: '29 Mar', count: 0 });
    expect(o.sessionsPerDay[0].date).toBe('2026-03-16');
    expect(
      json(await t.app.inject({ method: 'GET', url: '/api/admin/penny-ai/sessions', headers: { cookie: staff } })),
    ).toEqual([]);
  });

  it('counts blank emails as none, a category once per session, rounds the average, and buckets UK days', async () => {
    const at = (iso: string) => new Date(iso);
    const inserted = await t.app.db
      .insert(aiSessions)
      .values([
        {
          sessionId: 's1',
          email: 'a@example.com',
          messageCount: 3,
          sessionStatus: 'completed',
          questionCategories: ['acne', 'acne', 'dryness'],
          createdAt: at('2026-03-29T09:00:00Z'),
        },
        {
          sessionId: 's2',
          email: '   ',
          messageCount: 4,
          sessionStatus: 'active',
          // A category the shared vocabulary no longer has (older data): shown, never refused.
          questionCategories: ['acne', 'made_up' as QuestionCategory],
          createdAt: at('2026-03-28T23:30:00Z'),
        },
        // 23:30 UTC on 29 March is 00:30 on the 30th in London (BST): tomorrow, outside the window.
        {
          sessionId: 's3',
          email: null,
          messageCount: 4,
          sessionStatus: 'completed',
          questionCategories: [],
          createdAt: at('2026-03-15T23:30:00Z'),
        },
        {
          sessionId: 's4',
          email: '',
          messageCount: 0,
          sessionStatus: 'abandoned',
          questionCategories: [],
          createdAt: at('2026-01-01T10:00:00Z'),
        },
      ])
      .returning();
    await t.app.db.insert(aiMessages).values([
      { aiSessionId: inserted[0].id, sender: 'user', message: 'hi', createdAt: at('2026-03-29T09:00:00Z') },
      { aiSessionId: inserted[0].id, sender: 'ai', message: 'hello', createdAt: at('2026-03-29T09:00:01Z') },
    ]);

    const o = await overview();
    expect(o.totalSessions).toBe(4);
    expect(o.sessionsWithEmail).toBe(1);
    expect(o.completedSessions).toBe(2);
    expect(o.averageMessageCount).toBe(2.8); // 11 / 4 = 2.75 → 2.8
    expect(o.topQuestionCategories).toEqual([
      { category: 'acne', count: 2 },
      { category: 'dryness', count: 1 },
      { category: 'made_up', count: 1 },
    ]);
    const byDate = Object.fromEntries(o.sessionsPerDay.map((d) => [d.date, d.count]));
    expect(byDate['2026-03-29']).toBe(1);
    expect(byDate['2026-03-28']).toBe(1);
    expect(byDate['2026-03-16']).toBe(0); // s3 is 15 March 23:30 GMT: the day before the window
    expect(o.sessionsPerDay.reduce((s, d) => s + d.count, 0)).toBe(2);

    const sessions = z
      .array(AiSession)
      .parse(
        json(await t.app.inject({ method: 'GET', url: '/api/admin/penny-ai/sessions', headers: { cookie: staff } })),
      );
    expect(sessions.map((s) => s.sessionId)).toEqual(['s1', 's2', 's3', 's4']);
    expect(sessions[0].conversationHistory.map((m) => m.sender)).toEqual(['user', 'assistant']);
    expect(sessions[1].email).toBeNull();
  });

  it('ends sessions that expire: an expired staff session is refused', async () => {
    await t.app.db.update(staffSessions).set({ expiresAt: new Date('2026-03-29T11:59:59Z') });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: staff } })).statusCode).toBe(
      401,
    );
  });
});

describe('lastDays', () => {
  it('walks back across a clock change without skipping or repeating a day', () => {
    const days = lastDays(new Date('2026-03-30T00:30:00+01:00'), 3);
    expect(days).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    // 23:30 UTC on 25 October is 23:30 GMT the same day (the clocks went back at 01:00 UTC).
    expect(lastDays(new Date('2026-10-25T23:30:00Z'), 2)).toEqual(['2026-10-24', '2026-10-25']);
  });
});

describe('in production: rate limit and secure cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      demoMode: false,
      admin: ADMIN,
      isProduction: true,
      rateLimits: { ...DEFAULT_RATE_LIMITS, adminLogin: { max: 3, timeWindow: 60_000 } },
    });
  });
  afterAll(() => t.close());

  it('stops repeated console sign-in attempts with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'admin', password: `guess-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('marks the console cookie Secure', async () => {
    const app = await createTestApp({ demoMode: false, admin: ADMIN, isProduction: true });
    try {
      const res = await app.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await app.close();
    }
  });
});

describe('known devices: strangers cannot lock a member of staff out (decision 0803)', () => {
  let t: TestApp;
  const PER_ACCOUNT = DEFAULT_RATE_LIMITS.adminLoginPerAccount.max;
  beforeAll(async () => {
    t = await createTestApp({ demoMode: false, admin: ADMIN, rateLimits: DEFAULT_RATE_LIMITS });
  });
  afterAll(() => t.close());

  let address = 0;
  /** A sign-in from a fresh address each time (the per-IP limit is not what is tested), with a device cookie. */
  const login = (password: string, device?: string, username = ADMIN.username) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username, password },
      remoteAddress: `198.51.100.${++address}`,
      cookies: device ? { [STAFF_DEVICE_COOKIE]: device } : {},
    });
  const deviceOf = (res: Awaited<ReturnType<typeof login>>) => {
    const cookie = res.cookies.find((c) => c.name === STAFF_DEVICE_COOKIE);
    expect(cookie, 'a known-device cookie').toBeTruthy();
    return cookie!;
  };

  it('marks a browser known at sign-in, and lets it sign in while strangers have used up the per-account limit', async () => {
    const first = await login(ADMIN.password);
    expect(first.statusCode).toBe(200);
    const device = deviceOf(first);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/login' });
    const days = (new Date(device.expires!).getTime() - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(390);
    const second = await login(ADMIN.password);
    const otherBrowser = deviceOf(second).value;

    // Strangers guess from many addresses until the username's shared count is used up.
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await login(`guess-${i}`)).statusCode).toBe(401);
    const locked = await login(ADMIN.password);
    expect(locked.statusCode).toBe(429);
    expect(json(locked).message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);

    // The member of staff's browser still signs in with the right password, and stays the same known device.
    const again = await login(ADMIN.password, device.value);
    expect(again.statusCode, again.body).toBe(200);
    expect(deviceOf(again).value).toBe(device.value);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      cookies: { [STAFF_COOKIE]: again.cookies.find((c) => c.name === STAFF_COOKIE)!.value },
    });
    expect(me.statusCode).toBe(200);

    // Without it (or with a forged one, or one made for another username) they wait like everyone else.
    expect((await login(ADMIN.password)).statusCode).toBe(429);
    const [id] = device.value.split('.');
    expect((await login(ADMIN.password, `${id}.${'A'.repeat(43)}`)).statusCode).toBe(429);
    expect((await login(ADMIN.password, knownDeviceCookie('another-secret', ADMIN.username, id))).statusCode).toBe(429);
    expect((await login(ADMIN.password, knownDeviceCookie(t.config.sessionSecret, 'someone-else'))).statusCode).toBe(
      429,
    );

    // A known browser's wrong passwords count in its own bucket: using it up locks that browser only.
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await login(`typo-${i}`, device.value)).statusCode).toBe(401);
    expect((await login(ADMIN.password, device.value)).statusCode).toBe(429);
    expect((await login(ADMIN.password, otherBrowser)).statusCode).toBe(200);
  });
});
