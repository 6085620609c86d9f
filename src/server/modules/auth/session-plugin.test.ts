// The ownership guard (app.guard.*) that every user-scoped route uses: 401 without a session, 403 for a userId
// in the path, body or query that is not the signed-in member's, and the member from the session only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IdParams, UserIdParams } from '@shared/schemas/common';
import { sessions } from './schema';
import { sessionKey } from './member-sessions';
import {
  createMember,
  createTestApp,
  json,
  memberCookie,
  signedInMember,
  staffCookie,
  type TestApp,
} from '../../testing/app';
import { assertOwner, MEMBER_COOKIE, STAFF_COOKIE } from './session-plugin';

const DAY = 24 * 60 * 60 * 1000;
let clock = new Date('2026-05-01T12:00:00.000Z');
let t: TestApp;
/** Resource id → owner id, standing in for a cart item or a routine a later route would load. */
const owners = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp(
    { now: () => clock },
    {},
    {
      routes(app) {
        const r = app.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();
        r.get('/test/member', { preHandler: app.guard.member }, async (req) => ({ id: req.member.id }));
        r.get(
          '/test/users/:userId',
          { schema: { params: UserIdParams }, preHandler: app.guard.self((req) => req.params.userId) },
          async (req) => ({
            id: req.member.id,
          }),
        );
        r.post(
          '/test/owned',
          {
            schema: { body: z.object({ userId: z.string().max(100), note: z.string().max(10) }) },
            preHandler: app.guard.self((req) => req.body.userId),
          },
          async (req) => ({ id: req.member.id }),
        );
        r.get(
          '/test/query',
          {
            schema: { querystring: z.object({ userId: z.string().optional() }) },
            preHandler: app.guard.self((req) => req.query.userId),
          },
          async (req) => ({ id: req.member.id }),
        );
        r.get('/test/items/:id', { schema: { params: IdParams }, preHandler: app.guard.member }, async (req) => {
          assertOwner(req, owners.get(req.params.id));
          return { ok: true };
        });
        r.get('/test/staff', { preHandler: app.guard.staff, config: { permission: 'staff' } }, async (req) => ({
          username: req.staffMember.username,
        }));
        r.get('/test/optional', async (req) => ({ member: (await app.guard.optionalMember(req))?.id ?? null }));
      },
    },
  );
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('guard.member', () => {
  it('answers 401 with a JSON message without a session, and the member with one', async () => {
    const none = await get('/test/member');
    expect(none.statusCode).toBe(401);
    expect(json(none)).toEqual({ message: 'Please sign in to continue' });
    const { user, cookie } = await signedInMember(t.app);
    expect(json(await get('/test/member', cookie))).toEqual({ id: user.id });
  });

  it('refuses forged, over-long and raw-hash cookies', async () => {
    const { user } = await signedInMember(t.app);
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    for (const cookie of [
      `${MEMBER_COOKIE}=abc`,
      `${MEMBER_COOKIE}=${'a'.repeat(201)}`,
      `${MEMBER_COOKIE}=${row.id}`,
    ]) {
      expect((await get('/test/member', cookie)).statusCode).toBe(401);
    }
  });

  it('stores only a keyed hash of the cookie token', async () => {
    const { user, cookie } = await signedInMember(t.app);
    const token = cookie.split('=')[1];
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row.id).not.toContain(token);
    expect(row.id).toBe(sessionKey(t.config.sessionSecret, token));
  });

  it('refuses an expired session (injected clock)', async () => {
    const { cookie } = await signedInMember(t.app);
    const start = clock;
    try {
      clock = new Date(start.getTime() + 30 * DAY - 1000);
      expect((await get('/test/member', cookie)).statusCode).toBe(200);
      clock = new Date(start.getTime() + 30 * DAY + 1000);
      expect((await get('/test/member', cookie)).statusCode).toBe(401);
    } finally {
      clock = start;
    }
  });

  it('is not satisfied by a staff session, nor guard.staff by a member session', async () => {
    const staff = await staffCookie(t.app);
    expect((await get('/test/member', staff)).statusCode).toBe(401);
    // The staff token under the member cookie's name does not work either.
    expect((await get('/test/member', `${MEMBER_COOKIE}=${staff.split('=')[1]}`)).statusCode).toBe(401);
    const { cookie } = await signedInMember(t.app);
    expect((await get('/test/staff', cookie)).statusCode).toBe(401);
    expect((await get('/test/staff', `${STAFF_COOKIE}=${cookie.split('=')[1]}`)).statusCode).toBe(401);
    expect(json(await get('/test/staff', staff))).toEqual({ username: 'admin' });
  });
});

describe('guard.self', () => {
  it('lets members reach their own id in the path', async () => {
    const { user, cookie } = await signedInMember(t.app);
    const res = await get(`/test/users/${user.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ id: user.id });
  });

  it('answers 403 for another member’s id in the path, 401 (not 403) when signed out', async () => {
    const other = await createMember(t.app);
    const { cookie } = await signedInMember(t.app);
    const res = await get(`/test/users/${other.id}`, cookie);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ message: 'You do not have access to this' });
    expect((await get(`/test/users/${other.id}`)).statusCode).toBe(401);
  });

  it("decides before validating (decision 0800): a malformed id is not the member's, so 403; anonymous 401", async () => {
    const { cookie } = await signedInMember(t.app);
    expect((await get('/test/users/not-a-uuid', cookie)).statusCode).toBe(403);
    expect((await get('/test/users/not-a-uuid')).statusCode).toBe(401);
  });

  it('checks a userId in the body', async () => {
    const other = await createMember(t.app);
    const { user, cookie } = await signedInMember(t.app);
    const post = (userId: string) =>
      t.app.inject({ method: 'POST', url: '/test/owned', headers: { cookie }, payload: { userId, note: 'hi' } });
    expect((await post(user.id)).statusCode).toBe(200);
    expect((await post(other.id)).statusCode).toBe(403);
    expect((await post('')).statusCode).toBe(403);
  });

  it('checks a userId in the query, and a missing one is not the member’s', async () => {
    const other = await createMember(t.app);
    const { user, cookie } = await signedInMember(t.app);
    expect((await get(`/test/query?userId=${user.id}`, cookie)).statusCode).toBe(200);
    expect((await get(`/test/query?userId=${other.id}`, cookie)).statusCode).toBe(403);
    expect((await get('/test/query', cookie)).statusCode).toBe(403);
  });
});

describe('assertOwner and optionalMember', () => {
  it('refuses a resource owned by someone else or by nobody', async () => {
    const other = await createMember(t.app);
    const { user, cookie } = await signedInMember(t.app);
    const mine = crypto.randomUUID();
    const theirs = crypto.randomUUID();
    owners.set(mine, user.id);
    owners.set(theirs, other.id);
    expect((await get(`/test/items/${mine}`, cookie)).statusCode).toBe(200);
    expect((await get(`/test/items/${theirs}`, cookie)).statusCode).toBe(403);
    expect((await get(`/test/items/${crypto.randomUUID()}`, cookie)).statusCode).toBe(403);
  });

  it('optionalMember gives the member or null without refusing', async () => {
    const { user, cookie } = await signedInMember(t.app);
    expect(json(await get('/test/optional', cookie))).toEqual({ member: user.id });
    expect(json(await get('/test/optional'))).toEqual({ member: null });
    expect(json(await get('/test/optional', `${MEMBER_COOKIE}=nope`))).toEqual({ member: null });
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, path /, persistent for 30 days, and not Secure outside production', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@example.com', password: 'skincircle' },
    });
    const c = res.cookies.find((x) => x.name === MEMBER_COOKIE)!;
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(c.secure).toBeFalsy();
    expect(new Date(c.expires!).getTime()).toBe(clock.getTime() + 30 * DAY - (clock.getTime() % 1000));
    expect(c.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is Secure in production', async () => {
    const prod = await createTestApp({ isProduction: true });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'demo@example.com', password: 'skincircle' },
      });
      expect(res.statusCode).toBe(200);
      const c = res.cookies.find((x) => x.name === MEMBER_COOKIE)!;
      expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
      const out = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: `${MEMBER_COOKIE}=${c.value}` },
      });
      expect(out.cookies.find((x) => x.name === MEMBER_COOKIE)).toMatchObject({
        value: '',
        httpOnly: true,
        secure: true,
      });
    } finally {
      await prod.close();
    }
  });

  it('slides: a session used in the second half of its term is renewed to a full term', async () => {
    const member = await createMember(t.app);
    const cookie = await memberCookie(t.app, member.id);
    const start = clock;
    try {
      clock = new Date(start.getTime() + 5 * DAY);
      const early = await get('/api/auth/me', cookie);
      expect(early.statusCode).toBe(200);
      expect(early.cookies.find((c) => c.name === MEMBER_COOKIE)).toBeUndefined();

      clock = new Date(start.getTime() + 20 * DAY);
      const late = await get('/api/auth/me', cookie);
      const renewed = late.cookies.find((c) => c.name === MEMBER_COOKIE)!;
      expect(renewed.value).toBe(cookie.split('=')[1]);
      expect(new Date(renewed.expires!).getTime()).toBeGreaterThan(start.getTime() + 49 * DAY);

      clock = new Date(start.getTime() + 45 * DAY);
      expect(json(await get('/api/auth/me', cookie)).user).not.toBeNull();
    } finally {
      clock = start;
    }
  });
});
