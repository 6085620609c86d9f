// The per-instance session cache (decision 0900): what it keeps, when it forgets, and that an ended session is
// refused at once. Across two instances sharing PostgreSQL and Redis: tests/faults/two-instances.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInMember } from '../../testing/app';
import { SessionCache } from './session-cache';

const owner = (userId: string, expiresAt: number, createdAt = 0) => ({
  userId,
  expiresAt: new Date(expiresAt),
  createdAt: new Date(createdAt),
});
const LIFETIME = 90 * 24 * 3600_000;

describe('SessionCache', () => {
  it('keeps who a session belongs to until it expires, and never longer than a minute', () => {
    let now = 1_000;
    const cache = new SessionCache(true, () => now);
    cache.remember('k1', owner('u1', 10 * 60_000), cache.epoch, LIFETIME);
    expect(cache.owner('k1')).toBe('u1');
    now += 59_000;
    expect(cache.owner('k1')).toBe('u1');
    now += 2_000; // kept more than a minute: asked again
    expect(cache.owner('k1')).toBeUndefined();

    cache.remember('k2', owner('u2', now + 500), cache.epoch, LIFETIME);
    now += 500; // the session's own expiry
    expect(cache.owner('k2')).toBeUndefined();

    // The session's whole lifetime (from its sign-in) caps it too.
    cache.remember('k3', owner('u3', now + 60_000, now - LIFETIME + 100), cache.epoch, LIFETIME);
    now += 100;
    expect(cache.owner('k3')).toBeUndefined();
  });

  it('does not keep what a lookup read while a session ended', () => {
    const cache = new SessionCache(true, () => 0);
    const epoch = cache.epoch;
    cache.forget({ keys: ['other'] }); // a sign-out somewhere while the lookup was in the database
    cache.remember('k1', owner('u1', 60_000), epoch, LIFETIME);
    expect(cache.owner('k1')).toBeUndefined();
    cache.remember('k1', owner('u1', 60_000), cache.epoch, LIFETIME);
    expect(cache.owner('k1')).toBe('u1');
  });

  it("forgets sessions by key, or all of a member's but one", () => {
    const cache = new SessionCache(true, () => 0);
    for (const [key, user] of [
      ['a1', 'alice'],
      ['a2', 'alice'],
      ['a3', 'alice'],
      ['b1', 'bob'],
    ]) {
      cache.remember(key, owner(user, 60_000), cache.epoch, LIFETIME);
    }
    cache.forget({ keys: ['a1'] });
    expect(cache.owner('a1')).toBeUndefined();
    cache.forget({ userId: 'alice', exceptKey: 'a3' });
    expect([cache.owner('a2'), cache.owner('a3'), cache.owner('b1')]).toEqual([undefined, 'alice', 'bob']);
  });

  it('keeps nothing while off, and holds at most its limit (oldest out first)', () => {
    const off = new SessionCache(false, () => 0);
    off.remember('k', owner('u', 60_000), off.epoch, LIFETIME);
    expect(off.owner('k')).toBeUndefined();

    const small = new SessionCache(true, () => 0, 2);
    for (const key of ['k1', 'k2', 'k3']) small.remember(key, owner(key, 60_000), small.epoch, LIFETIME);
    expect(small.size).toBe(2);
    expect([small.owner('k1'), small.owner('k2'), small.owner('k3')]).toEqual([undefined, 'k2', 'k3']);
  });
});

describe('one instance', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers signed-in reads from the cache and refuses a signed-out session on the next request', async () => {
    const { app } = t;
    // Embedded: always on. PostgreSQL without Redis: off (other instances could not be told of a sign-out).
    expect(app.sessionCache.enabled).toBe(app.database.kind === 'pglite');
    const { user, cookie } = await signedInMember(app);
    const read = () => app.inject({ method: 'GET', url: `/api/cart/${user.id}`, headers: { cookie } });
    expect((await read()).statusCode).toBe(200);
    expect(app.sessionCache.size).toBe(app.sessionCache.enabled ? 1 : 0);
    expect((await read()).statusCode).toBe(200);

    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await read()).statusCode).toBe(401);
  });
});
