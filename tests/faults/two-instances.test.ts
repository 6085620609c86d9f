// Two server instances behind one PostgreSQL and one Redis, started at the same moment on an empty database:
// both come up (migrations serialised, seeding idempotent), a session made on one works on the other (and a
// sign-out on one ends it on both), and the sign-in rate limits count the attempts made on both.
// Requires Redis (REDIS_URL, default redis://127.0.0.1:6379): without a shared store each instance would count
// alone and the cross-instance limit could not hold.
import type { Redis } from 'ioredis';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/server/config';
import { demoProducts } from '../../src/server/db/seed/demo-data';
import { createScratchDatabase } from '../../src/server/testing/app';
import {
  call,
  cookieFrom,
  registerMember,
  startServer,
  tally,
  tempDir,
  uniqueIp,
  type ServerProcess,
  connectRedis,
  REDIS_URL,
} from './support';

const PG_BASE = process.env.FAULTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// The rate-limit plugin's key prefix (src/server/plugins/security.ts); our keys also carry this run's own
// client addresses and email, so we only ever touch — and delete — our own.
const NAMESPACE = 'skincircle-rl-';

let a: ServerProcess;
let b: ServerProcess;
let redis: Redis;
let drop: () => Promise<void>;
let databaseUrl: string;
/** One statement on the instances' database, behind their backs. */
async function sql(text: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
const dataDirs: string[] = [];
/** How every key this run may create in Redis ends (its addresses, its emails): what afterAll deletes. */
const ours: string[] = [];
const run = randomBytes(4).toString('hex');
ours.push(`:nobody-${run}-*@example.com`);
const address = () => {
  const ip = uniqueIp();
  ours.push(`-${ip}`);
  return ip;
};

beforeAll(async () => {
  redis = await connectRedis();
  const scratch = await createScratchDatabase(PG_BASE);
  drop = scratch.drop;
  databaseUrl = scratch.url;
  const secret = randomBytes(24).toString('hex');
  const env = (name: string) => {
    const dir = tempDir(name);
    dataDirs.push(dir);
    // RATE_LIMIT_FACTOR unset: the real limits.
    return { DATA_DIR: dir, DATABASE_URL: scratch.url, SESSION_SECRET: secret, REDIS_URL };
  };
  [a, b] = await Promise.all([startServer(env('a')), startServer(env('b'))]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  if (redis?.status === 'ready') {
    for (const ending of ours) {
      const keys: string[] = [];
      for await (const batch of redis.scanStream({ match: `${NAMESPACE}*${ending}`, count: 500 })) keys.push(...batch);
      if (keys.length > 0) await redis.del(...keys);
    }
  }
  redis?.disconnect();
  await drop?.();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL and Redis', () => {
  it('both started at once on an empty database and seeded it once', async () => {
    const [onA, onB] = await Promise.all([call(a.url, 'GET', '/api/products'), call(b.url, 'GET', '/api/products')]);
    expect(onA.status).toBe(200);
    expect(onA.body).toHaveLength(demoProducts.length);
    expect(onB.body).toEqual(onA.body);
    console.log(
      `two instances, started together on an empty database: ${onA.body.length} products on A and on B (seeded once)`,
    );
  });

  it('share sessions: signed in on A, known on B; signed out on B, gone on A', async () => {
    const ip = address();
    const member = await registerMember(a.url, 'twin', ip);
    const login = await call(a.url, 'POST', '/api/auth/login', {
      body: { email: member.email, password: 'faults-password-1' },
      ip,
    });
    expect(login.status).toBe(200);
    const cookie = cookieFrom(login);

    const onB = await call(b.url, 'GET', '/api/auth/me', { cookie });
    expect(onB.status).toBe(200);
    expect(onB.body.user.email).toBe(member.email);
    const cartOnB = await call(b.url, 'GET', `/api/cart/${member.id}`, { cookie });
    expect(cartOnB.status).toBe(200);

    const logout = await call(b.url, 'POST', '/api/auth/logout', { cookie, ip });
    expect(logout.status).toBe(200);
    const afterLogout = await call(a.url, 'GET', '/api/auth/me', { cookie });
    // Signed out is an answer, not an error (decision 0800): 200 with user null.
    expect(afterLogout.status).toBe(200);
    expect(afterLogout.body.user).toBeNull();
    console.log(
      `two instances, sessions: signed in on A (${login.status}), /api/auth/me on B ${onB.status}, signed out on B, /api/auth/me on A ${afterLogout.status} ${JSON.stringify(afterLogout.body)}`,
    );
  });

  it('a session ended on one instance is refused by the other at once, though the other had it cached', async () => {
    const member = await registerMember(a.url, 'cached', address());
    const rounds = 21;
    let refusedAtOnce = 0;
    for (let round = 0; round < rounds; round++) {
      const ip = address(); // a fresh client each round: the real sign-in limits are on
      const login = await call(a.url, 'POST', '/api/auth/login', {
        body: { email: member.email, password: 'faults-password-1' },
        ip,
      });
      expect(login.status).toBe(200);
      const cookie = cookieFrom(login);
      // Both instances now remember who this cookie belongs to (decision 0900).
      for (const server of [a, b, a, b]) {
        expect((await call(server.url, 'GET', `/api/cart/${member.id}`, { cookie })).status).toBe(200);
      }
      if (round === 0) {
        // Proof that they do: the session's row removed behind their backs is still honoured (which is why every
        // ending goes through app.sessionsEnded). Signed back in for the round.
        await sql(`DELETE FROM sessions WHERE user_id = '${member.id}'`);
        expect((await call(a.url, 'GET', `/api/cart/${member.id}`, { cookie })).status).toBe(200);
        expect((await call(b.url, 'GET', `/api/cart/${member.id}`, { cookie })).status).toBe(200);
        continue;
      }
      // Alternate the ways a session ends: sign-out here, sign-out everywhere.
      const [ender, other] = round % 2 === 0 ? [b, a] : [a, b];
      const path = round % 4 < 2 ? '/api/auth/logout' : '/api/auth/logout-everywhere';
      expect((await call(ender.url, 'POST', path, { cookie, ip })).status).toBe(200);
      const after = await call(other.url, 'GET', `/api/cart/${member.id}`, { cookie });
      expect(after.status).toBe(401);
      if (after.status === 401) refusedAtOnce++;
    }
    console.log(
      `two instances, session cache: ${refusedAtOnce}/${rounds - 1} sessions ended on one instance were refused by the other on the very next request`,
    );
  });

  it('count wrong passwords from one address across both instances (signIn limit)', async () => {
    const ip = address();
    const { max } = DEFAULT_RATE_LIMITS.signIn;
    const statuses: string[] = [];
    // Different unknown emails each time: only the per-address limit can stop them.
    for (let i = 0; i < max + 2; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await call(server.url, 'POST', '/api/auth/login', {
        body: { email: `nobody-${run}-${i}@example.com`, password: 'wrong-password' },
        ip,
      });
      statuses.push(`${i % 2 === 0 ? 'A' : 'B'}${res.status}`);
      if (res.status === 429)
        expect(res.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    }
    console.log(
      `two instances, sign-in limit per address (max ${max}/min): ${statuses.join(' ')} → ${JSON.stringify(tally(statuses.map((s) => s.slice(1))))}`,
    );
    expect(statuses.slice(0, max).every((s) => s.endsWith('401'))).toBe(true);
    // The 11th attempt (on A) and the 12th (on B) are refused: each instance alone has seen only 5 or 6.
    expect(statuses.slice(max)).toEqual(['A429', 'B429']);
  });

  it('count wrong passwords for one account across both instances (signInPerAccount limit)', async () => {
    const ip = address();
    const member = await registerMember(a.url, 'locked', ip);
    ours.push(`:${member.email}`);
    const { max } = DEFAULT_RATE_LIMITS.signInPerAccount;
    const statuses: string[] = [];
    // A new address for every attempt: only the per-account count can stop them.
    for (let i = 0; i < max + 2; i++) {
      const from = address();
      const server = i % 2 === 0 ? a : b;
      const res = await call(server.url, 'POST', '/api/auth/login', {
        body: { email: member.email, password: 'wrong-password' },
        ip: from,
      });
      statuses.push(`${i % 2 === 0 ? 'A' : 'B'}${res.status}`);
    }
    // Even the right password waits now, on either instance.
    const right = await call(b.url, 'POST', '/api/auth/login', {
      body: { email: member.email, password: 'faults-password-1' },
      ip: address(),
    });
    console.log(
      `two instances, wrong passwords for one account from ${max + 2} addresses (max ${max}): ${statuses.join(' ')}; right password next: ${right.status}`,
    );
    expect(statuses.slice(0, max).every((s) => s.endsWith('401'))).toBe(true);
    expect(statuses.slice(max)).toEqual(['A429', 'B429']);
    expect(right.status).toBe(429);
  });
});
