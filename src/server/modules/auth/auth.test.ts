// Password accounts and the session over HTTP: login, register, me, logout, the demo sign-in and creating a
// first password — happy paths, refusals and bad input (nothing written).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoLogin } from '@shared/schemas/auth';
import { UserResponse } from '@shared/schemas/user';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { sessions, users } from './schema';
import { createMember, createTestApp, json, memberCookie, signedInMember, type TestApp } from '../../testing/app';
import { MEMBER_COOKIE } from './session-plugin';

const DEMO = { email: 'demo@example.com', password: 'skincircle' };
const roomy = { max: 10_000, timeWindow: 60_000 };
let t: TestApp;

beforeAll(async () => {
  // Limits are tested in security.test.ts; here they would only get in the way.
  t = await createTestApp({
    rateLimits: { ...DEFAULT_RATE_LIMITS, signIn: roomy, register: roomy, sendCode: roomy, verifyCode: roomy },
  });
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The `name=value` of the member cookie a response sets. */
function sessionCookieOf(res: { cookies: Array<{ name: string; value: string }> }): string {
  const c = res.cookies.find((x) => x.name === MEMBER_COOKIE);
  expect(c?.value, 'a session cookie').toBeTruthy();
  return `${MEMBER_COOKIE}=${c!.value}`;
}
const userCount = async () => (await t.app.db.select({ n: count() }).from(users))[0].n;
const registration = (overrides: Record<string, unknown> = {}) => ({
  email: `new.${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'rosehip',
  firstName: 'Amelia',
  lastName: 'Hart',
  shopifyCustomerId: `customer-${Date.now()}`,
  membershipTier: 'skin_circle',
  ...overrides,
});

describe('POST /api/auth/login', () => {
  it('signs the demo member in, sets the session cookie and returns the user without secrets', async () => {
    const res = await post('/api/auth/login', DEMO);
    expect(res.statusCode).toBe(200);
    const { user } = UserResponse.parse(json(res));
    expect(user).toMatchObject({
      email: DEMO.email,
      firstName: 'Sophie',
      membershipTier: 'skin_circle',
      hasPassword: true,
    });
    expect(res.body).not.toMatch(/passwordHash|scrypt\$/);
    const me = await get('/api/auth/me', sessionCookieOf(res));
    expect(json(me).user.id).toBe(user.id);
  });

  it('normalises case and surrounding spaces of the email', async () => {
    const res = await post('/api/auth/login', { email: '  DEMO@Example.COM ', password: DEMO.password });
    expect(res.statusCode).toBe(200);
    expect(json(res).user.email).toBe(DEMO.email);
  });

  it('answers the same 401 for a wrong password, an unknown email and a code-only account', async () => {
    const codeOnly = await createMember(t.app, { passwordHash: null });
    const answers = await Promise.all([
      post('/api/auth/login', { email: DEMO.email, password: 'wrong-password' }),
      post('/api/auth/login', { email: 'nobody@example.com', password: DEMO.password }),
      post('/api/auth/login', { email: codeOnly.email, password: 'anything' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ message: 'Invalid email or password' });
      expect(res.cookies.find((c) => c.name === MEMBER_COOKIE)).toBeUndefined();
    }
  });

  it('rotates the session: the cookie the browser came with stops working', async () => {
    const first = sessionCookieOf(await post('/api/auth/login', DEMO));
    const second = sessionCookieOf(await post('/api/auth/login', DEMO, first));
    expect(second).not.toBe(first);
    expect(json(await get('/api/auth/me', first)).user).toBeNull();
    expect(json(await get('/api/auth/me', second)).user).not.toBeNull();
  });

  it('stamps lastActiveAt', async () => {
    const member = await createMember(t.app, { password: 'secret-1', lastActiveAt: new Date('2020-01-01T00:00:00Z') });
    const res = await post('/api/auth/login', { email: member.email, password: 'secret-1' });
    expect(new Date(json(res).user.lastActiveAt).getFullYear()).toBeGreaterThan(2020);
  });

  const bad: Array<[string, unknown, string]> = [
    ['a malformed email', { email: 'not-an-email', password: 'x' }, 'body.email'],
    ['a missing password', { email: DEMO.email }, 'body.password'],
    ['an empty password', { email: DEMO.email, password: '' }, 'body.password'],
    ['a number for the email', { email: 42, password: 'x' }, 'body.email'],
    ['an over-long password', { email: DEMO.email, password: 'x'.repeat(129) }, 'body.password'],
    ['an over-long email', { email: `${'a'.repeat(250)}@example.com`, password: 'x' }, 'body.email'],
  ];
  for (const [what, payload, path] of bad) {
    it(`refuses ${what} with 400 and the field problem`, async () => {
      const res = await post('/api/auth/login', payload);
      expect(res.statusCode).toBe(400);
      expect(json(res).errors.map((e: { path: string }) => e.path)).toContain(path);
    });
  }

  it('refuses a missing body and invalid JSON with 400', async () => {
    expect((await post('/api/auth/login')).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBeTruthy();
  });
});

describe('POST /api/auth/register', () => {
  it('creates a skin_circle member whatever tier is asked for, stores shopifyCustomerId, signs in (201)', async () => {
    const body = registration({ membershipTier: 'platinum', shopifyCustomerId: 'customer-1767225600000' });
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    const { user } = UserResponse.parse(json(res));
    expect(user).toMatchObject({
      email: body.email,
      firstName: 'Amelia',
      lastName: 'Hart',
      membershipTier: 'skin_circle',
      rewardPoints: 0,
      hasPassword: true,
      shopifyCustomerId: 'customer-1767225600000',
      skinConcerns: [],
    });
    expect(res.body).not.toMatch(/passwordHash|scrypt\$|rosehip/);
    const me = await get('/api/auth/me', sessionCookieOf(res));
    expect(json(me).user.id).toBe(user.id);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.membershipTier).toBe('skin_circle');
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain('rosehip');
    // …and the new password works.
    expect((await post('/api/auth/login', { email: body.email, password: 'rosehip' })).statusCode).toBe(200);
  });

  it('normalises the email and trims names', async () => {
    const res = await post(
      '/api/auth/register',
      registration({ email: '  Mixed.Case@Example.com ', firstName: '  Ella ', lastName: ' Stone  ' }),
    );
    expect(res.statusCode).toBe(201);
    expect(json(res).user).toMatchObject({ email: 'mixed.case@example.com', firstName: 'Ella', lastName: 'Stone' });
  });

  it('works without the optional shopifyCustomerId and membershipTier', async () => {
    const { shopifyCustomerId: _s, membershipTier: _m, ...body } = registration();
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    expect(json(res).user).toMatchObject({ shopifyCustomerId: null, membershipTier: 'skin_circle' });
  });

  it('answers 409 for a taken email (any case) and writes nothing', async () => {
    const before = await userCount();
    const res = await post('/api/auth/register', registration({ email: 'DEMO@example.com' }));
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toMatch(/already exists/);
    expect(res.cookies.find((c) => c.name === MEMBER_COOKIE)).toBeUndefined();
    expect(await userCount()).toBe(before);
    // The demo member's password is untouched.
    expect((await post('/api/auth/login', DEMO)).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous registrations of one email win', async () => {
    const body = registration();
    const results = await Promise.all([post('/api/auth/register', body), post('/api/auth/register', body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['a malformed email', { email: 'amelia@' }, 'body.email'],
    ['a 5-character password', { password: '12345' }, 'body.password'],
    ['a blank first name', { firstName: '   ' }, 'body.firstName'],
    ['a missing last name', { lastName: undefined }, 'body.lastName'],
    ['an over-long first name', { firstName: 'A'.repeat(81) }, 'body.firstName'],
    ['an over-long shopifyCustomerId', { shopifyCustomerId: 'c'.repeat(101) }, 'body.shopifyCustomerId'],
    ['an over-long membershipTier', { membershipTier: 't'.repeat(41) }, 'body.membershipTier'],
    ['a number for a name', { firstName: 7 }, 'body.firstName'],
    ['an array for the password', { password: ['secret1'] }, 'body.password'],
  ];
  for (const [what, change, path] of bad) {
    it(`refuses ${what} with 400 and writes nothing`, async () => {
      const before = await userCount();
      const res = await post('/api/auth/register', registration(change));
      expect(res.statusCode).toBe(400);
      expect(json(res).errors.map((e: { path: string }) => e.path)).toContain(path);
      expect(await userCount()).toBe(before);
    });
  }
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('answers 200 with user null (signed out is not an error) without a cookie, with a made-up one and with an over-long one', async () => {
    for (const cookie of [undefined, `${MEMBER_COOKIE}=forged-token`, `${MEMBER_COOKIE}=${'x'.repeat(500)}`]) {
      const res = await get('/api/auth/me', cookie);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ user: null });
      // A stale cookie is cleared; no cookie, nothing to clear.
      if (cookie) expect(String(res.headers['set-cookie'])).toMatch(/sc_session=;/);
      else expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('signs out: the session row goes, the cookie is cleared and no longer works', async () => {
    const { cookie } = await signedInMember(t.app);
    expect(json(await get('/api/auth/me', cookie)).user).not.toBeNull();
    const res = await post('/api/auth/logout', undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true });
    const cleared = res.cookies.find((c) => c.name === MEMBER_COOKIE);
    expect(cleared?.value).toBe('');
    expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());
    expect(json(await get('/api/auth/me', cookie)).user).toBeNull();
  });

  it('signing out one browser leaves the member signed in on another', async () => {
    const member = await createMember(t.app);
    const phone = await memberCookie(t.app, member.id);
    const laptop = await memberCookie(t.app, member.id);
    await post('/api/auth/logout', undefined, phone);
    expect(json(await get('/api/auth/me', phone)).user).toBeNull();
    expect(json(await get('/api/auth/me', laptop)).user).not.toBeNull();
  });

  it('sign-out without a session still answers 200', async () => {
    expect((await post('/api/auth/logout')).statusCode).toBe(200);
  });

  it('a deleted member’s session is dead', async () => {
    const { user, cookie } = await signedInMember(t.app);
    await t.app.db.delete(users).where(eq(users.id, user.id));
    expect(json(await get('/api/auth/me', cookie)).user).toBeNull();
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });
});

describe('POST /api/user/:id/password', () => {
  it('lets a code-only member create a password, then sign in with it', async () => {
    const { user, cookie } = await signedInMember(t.app, { passwordHash: null });
    expect(json(await get('/api/auth/me', cookie)).user.hasPassword).toBe(false);
    const res = await post(`/api/user/${user.id}/password`, { password: 'sea-buckthorn' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true });
    expect(json(await get('/api/auth/me', cookie)).user.hasPassword).toBe(true);
    expect((await post('/api/auth/login', { email: user.email, password: 'sea-buckthorn' })).statusCode).toBe(200);
  });

  it('refuses to replace an existing password (409), which stays as it was', async () => {
    const { user, cookie } = await signedInMember(t.app, { password: 'original-1' });
    const res = await post(`/api/user/${user.id}/password`, { password: 'hijacked-1' }, cookie);
    expect(res.statusCode).toBe(409);
    expect((await post('/api/auth/login', { email: user.email, password: 'original-1' })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: user.email, password: 'hijacked-1' })).statusCode).toBe(401);
  });

  it('answers 401 when signed out and 403 for someone else’s id, changing nothing', async () => {
    const victim = await createMember(t.app, { passwordHash: null });
    const { cookie } = await signedInMember(t.app, { passwordHash: null });
    expect((await post(`/api/user/${victim.id}/password`, { password: 'takeover' })).statusCode).toBe(401);
    const res = await post(`/api/user/${victim.id}/password`, { password: 'takeover' }, cookie);
    expect(res.statusCode).toBe(403);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, victim.id));
    expect(row.passwordHash).toBeNull();
  });

  it('refuses a short, over-long or missing password with 400, and a malformed id (not theirs) with 403', async () => {
    const { user, cookie } = await signedInMember(t.app, { passwordHash: null });
    for (const payload of [{ password: '12345' }, { password: 'p'.repeat(129) }, {}, { password: 123456 }]) {
      const res = await post(`/api/user/${user.id}/password`, payload, cookie);
      expect(res.statusCode).toBe(400);
      expect(json(res).errors[0].path).toBe('body.password');
    }
    expect((await post('/api/user/not-a-uuid/password', { password: 'long-enough' }, cookie)).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBeNull();
  });
});

describe('GET /api/auth/demo', () => {
  it('gives the demo sign-in in demo mode, and the demo sign-in works', async () => {
    const res = await get('/api/auth/demo');
    expect(res.statusCode).toBe(200);
    expect(DemoLogin.parse(json(res))).toEqual(DEMO);
    expect((await post('/api/auth/login', json(res))).statusCode).toBe(200);
  });

  it('is a 404 when demo mode is off', async () => {
    const off = await createTestApp({}, { DEMO_MODE: 'false' });
    try {
      const res = await off.app.inject('/api/auth/demo');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('skincircle');
    } finally {
      await off.close();
    }
  });
});
