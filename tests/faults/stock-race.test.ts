// Many buyers for the last units, on two server instances sharing one PostgreSQL and Redis (COMMERCE §1): every
// acknowledged order was in stock, the stock never goes below 0, and a console edit made on one instance shows
// on the other at once (the catalogue read cache is cleared across instances through Redis pub/sub).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../src/server/testing/app';
import {
  call,
  cookieFrom,
  registerMember,
  startServer,
  tally,
  tempDir,
  uniqueIp,
  type Member,
  type ServerProcess,
  connectRedis,
  REDIS_URL,
} from './support';

const PG_BASE = process.env.FAULTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const UNITS = 5; // ≤ 5: the storefront shows the count ("Only 5 left")
const BUYERS = 40;

let a: ServerProcess;
let b: ServerProcess;
let databaseUrl: string;
let drop: () => Promise<void>;
const dataDirs: string[] = [];

beforeAll(async () => {
  await connectRedis({ keep: false });
  const scratch = await createScratchDatabase(PG_BASE);
  drop = scratch.drop;
  databaseUrl = scratch.url;
  const secret = randomBytes(24).toString('hex');
  const env = (name: string) => {
    const dir = tempDir(name);
    dataDirs.push(dir);
    // The catalogue cache on for a whole minute: only the cross-instance clear can make an edit show at once.
    return {
      DATA_DIR: dir,
      DATABASE_URL: scratch.url,
      SESSION_SECRET: secret,
      REDIS_URL,
      CATALOGUE_CACHE_SECONDS: '60',
      RATE_LIMIT_FACTOR: '100',
    };
  };
  [a, b] = await Promise.all([startServer(env('stock-a')), startServer(env('stock-b'))]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await drop?.();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const address = {
  firstName: 'Race',
  lastName: 'Tester',
  address: '1 Test Street',
  city: 'Leeds',
  postalCode: 'LS1 4DY',
  country: 'United Kingdom',
};

describe('the last units, two instances, one PostgreSQL', () => {
  it('never oversells, and a console edit on A shows on B at once', async () => {
    const login = await call(a.url, 'POST', '/api/admin/login', {
      body: { username: 'admin', password: 'faults-admin-password' },
      ip: uniqueIp(),
    });
    expect(login.status).toBe(200);
    const staff = cookieFrom(login, 'sc_staff');
    const products = (await call(a.url, 'GET', '/api/admin/products', { cookie: staff })).body as Array<{
      id: string;
      name: string;
      stock: number;
    }>;
    const product = products[0];

    // B caches the product, A changes it: B's very next answer has the change.
    expect((await call(b.url, 'GET', `/api/products/${product.id}`)).body.stock).toBeUndefined();
    const edit = await call(a.url, 'PATCH', `/api/admin/products/${product.id}`, {
      cookie: staff,
      body: { stock: UNITS },
    });
    expect(edit.status).toBe(200);
    let seenOnB: { inStock: boolean; stock?: number } | undefined;
    for (let i = 0; i < 20; i++) {
      seenOnB = (await call(b.url, 'GET', `/api/products/${product.id}`)).body;
      if (seenOnB?.stock === UNITS) break;
      await new Promise((r) => setTimeout(r, 25)); // the pub/sub message is in flight for a moment
    }
    expect(seenOnB).toMatchObject({ inStock: true, stock: UNITS });

    // Forty buyers, each with one or two units in their cart, half on each instance.
    const buyers: Array<{ member: Member; base: string }> = [];
    for (let i = 0; i < BUYERS; i++) {
      const base = i % 2 === 0 ? a.url : b.url;
      const member = await registerMember(base, `race${i}`, uniqueIp());
      const added = await call(base, 'POST', '/api/cart', {
        cookie: member.cookie,
        body: { userId: member.id, productId: product.id, quantity: 1 + (i % 3 === 0 ? 1 : 0) },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      buyers.push({ member, base });
    }
    const quotes = await Promise.all(
      buyers.map(({ member, base }) =>
        call(base, 'POST', `/api/cart/${member.id}/quote`, { cookie: member.cookie, body: {} }),
      ),
    );
    const started = Date.now();
    const results = await Promise.all(
      buyers.map(({ member, base }, i) => {
        const { discountCode: _d, pointsEarned: _p, ...figures } = quotes[i].body;
        return call(base, 'POST', '/api/orders', {
          cookie: member.cookie,
          body: { userId: member.id, ...figures, shippingAddress: address },
          timeoutMs: 60_000,
        });
      }),
    );
    const elapsed = Date.now() - started;
    const statuses = tally(results.map((r) => r.status));
    const acknowledged = results.filter((r) => r.status === 201);
    const sold = acknowledged.reduce((n, r) => n + r.body.items[0].quantity, 0);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.message).toMatch(new RegExp(`^(Only \\d left of|.* is out of stock)`));
    }
    expect(Object.keys(statuses).sort()).toEqual(['201', '409']);
    expect(sold).toBeLessThanOrEqual(UNITS);
    expect(sold).toBeGreaterThanOrEqual(UNITS - 1);

    // The database's own figures: stock = what was there − what acknowledged orders hold, never below 0.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT p.stock,
                COALESCE((SELECT SUM(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id
                           WHERE i.product_id = p.id AND o.user_id = ANY($2::uuid[])), 0)::int AS ordered
           FROM products p WHERE p.id = $1`,
        [product.id, buyers.map((b) => b.member.id)],
      );
      expect(rows[0].stock).toBe(UNITS - sold);
      expect(rows[0].stock).toBeGreaterThanOrEqual(0);
      expect(rows[0].ordered).toBe(sold);
    } finally {
      await client.end();
    }
    console.log(
      `stock race, two instances on one PostgreSQL: ${BUYERS} buyers (${BUYERS / 2} per instance) for ${UNITS} units → ` +
        `${JSON.stringify(statuses)}, ${sold} units sold, stock left ${UNITS - sold}, in ${elapsed} ms`,
    );
  });
});
