// Test support: a real server on a fresh database per test file — in-memory PGlite by default (a copy of one
// migrated snapshot per worker), a throw-away PostgreSQL database when DATABASE_URL is set (the suite's second run;
// a copy of the run's migrated template database when the global setup made one). Decision 0909.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { createScratchDatabase, TEMPLATE_DATABASE_ENV } from './scratch';
import { eq } from 'drizzle-orm';
import { perks, products } from '../modules/catalogue';
import {
  findStaffByUsername,
  hashPassword,
  MEMBER_COOKIE,
  STAFF_COOKIE,
  startMemberSession,
  staff,
  startStaffSession,
  users,
} from '../modules/auth';
import type { StaffRole } from '@shared/schemas/staff';
import { createServer, prepareDatabase } from '../server';
import { openDatabase } from '../db/client';
import { Order, Quote } from '@shared/schemas/orders';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
};

export { createScratchDatabase } from './scratch';

/**
 * A whole app (demo data seeded unless `demoMode: false`) on a fresh database, plus a temp DATA_DIR for mail.
 * Pass config overrides such as a fixed clock: `{ now: () => new Date('2026-01-01') }`.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  env: NodeJS.ProcessEnv = {},
  /** Extra app options (e.g. a `logStream`), and `routes` to add test-only routes before the app is ready. */
  extra: Partial<AppOptions> & { routes?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skincircle-test-'));
  const baseUrl = process.env.DATABASE_URL;
  const template = process.env[TEMPLATE_DATABASE_ENV];
  const scratch = baseUrl ? await createScratchDatabase(baseUrl, 'sc_test', template) : undefined;
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: scratch?.url, ...env },
    // Tests change the catalogue under a running app: no cached reads unless a test asks for them.
    { inMemoryDatabase: true, catalogueCacheMs: 0, ...overrides },
  );
  const database = await prepareDatabase(config, {
    startFrom: config.databaseUrl || !config.inMemoryDatabase ? undefined : await migratedDatabase(config.rootDir),
  });
  const { routes, ...appOptions } = extra;
  const app = await createServer(config, { ...appOptions, database });
  routes?.(app);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const snapshots = new Map<string, Promise<Blob>>();

/**
 * An empty embedded database with every migration applied, dumped (PGlite `dumpDataDir`): made once per test worker
 * (the worker keeps its modules between files, decision 0907) and loaded by each test app instead of initdb and
 * migrating again — about 0.4 s of CPU instead of 2 (decision 0909). The app still runs `migrate()` and seeds as
 * ever; it finds nothing to apply.
 */
export function migratedDatabase(rootDir: string): Promise<Blob> {
  let snapshot = snapshots.get(rootDir);
  if (!snapshot) {
    snapshot = (async () => {
      const database = await openDatabase({ migrationsFolder: path.join(rootDir, 'drizzle') });
      try {
        await database.migrate();
        // Uncompressed: gzip would cost more to pack and unpack than copying 40 MB in memory.
        return await database.pglite!.dumpDataDir('none');
      } finally {
        await database.close();
      }
    })();
    snapshot.catch(() => snapshots.delete(rootDir));
    snapshots.set(rootDir, snapshot);
  }
  return snapshot;
}

let counter = 0;

/** A new member straight in the database (no rate limits, no mail): for tests that are not about sign-up. */
export async function createMember(
  app: FastifyInstance,
  fields: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password, ...rest } = fields;
  counter += 1;
  const [row] = await app.db
    .insert(users)
    .values({
      email: `member${counter}.${randomBytes(3).toString('hex')}@example.com`,
      firstName: 'Test',
      lastName: `Member${counter}`,
      membershipTier: 'skin_circle',
      passwordHash: password ? await hashPassword(password) : null,
      emailVerifiedAt: new Date(),
      ...rest,
    })
    .returning();
  return row;
}

/** A `cookie` header value signing the request in as this member. */
export async function memberCookie(app: FastifyInstance, userId: string): Promise<string> {
  const { token } = await startMemberSession(app.db, app.config.sessionSecret, userId, app.config.now());
  return `${MEMBER_COOKIE}=${token}`;
}

/** A new member and their cookie in one go. */
export async function signedInMember(app: FastifyInstance, fields: Parameters<typeof createMember>[1] = {}) {
  const user = await createMember(app, fields);
  return { user, cookie: await memberCookie(app, user.id) };
}

/** A `cookie` header value for the configured staff account. */
export async function staffCookie(app: FastifyInstance): Promise<string> {
  const username = app.config.admin?.username ?? 'admin';
  const row = await findStaffByUsername(app.db, username);
  if (!row) throw new Error('no staff account configured');
  const { token } = await startStaffSession(app.db, app.config.sessionSecret, row.id, app.config.now());
  return `${STAFF_COOKIE}=${token}`;
}

let staffMade = 0;
/** A `cookie` header value for a new member of staff with this role (straight in the database). */
export async function staffCookieAs(app: FastifyInstance, role: StaffRole): Promise<string> {
  staffMade += 1;
  const name = `${role}${staffMade}.${randomBytes(3).toString('hex')}@example.com`;
  const [row] = await app.db.insert(staff).values({ username: name, email: name, role, passwordHash: 'x' }).returning();
  const { token } = await startStaffSession(app.db, app.config.sessionSecret, row.id, app.config.now());
  return `${STAFF_COOKIE}=${token}`;
}

/** Parses a JSON response body. */
export function json<T = any>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

/** A delivery address checkout accepts. */
export const deliveryAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 St James’s Square',
  city: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'United Kingdom',
};

/** A request to the app as the holder of this cookie (null: signed out). */
export function requestAs(app: FastifyInstance, cookie: string | null, method: string, url: string, payload?: unknown) {
  return app.inject({ method: method as 'GET', url, payload: payload as any, headers: cookie ? { cookie } : {} });
}

let freshProducts = 0;
/** A product no other test touches: a copy of a demo one with its own slug (`test-product-…`), at these prices and this stock. */
export async function freshProduct(
  app: FastifyInstance,
  {
    stock = 500,
    price = '20.00',
    memberPrice = '17.00',
  }: { stock?: number; price?: string; memberPrice?: string | null },
) {
  freshProducts += 1;
  const [template] = await app.db.select().from(products).limit(1);
  const { id: _id, createdAt: _c, ...rest } = template;
  const [row] = await app.db
    .insert(products)
    .values({
      ...rest,
      slug: `test-product-${freshProducts}-${randomBytes(3).toString('hex')}`,
      name: `Test Product ${freshProducts}`,
      price,
      memberPrice,
      stock,
      // Nobody has reviewed it: its rating is its reviews' (decision 0260), never the template's.
      rating: '0.0',
      reviewCount: 0,
    })
    .returning();
  return row;
}

let freshPerks = 0;
/** A perk (a discount code) no other test uses: 10 % off unless `fields` say otherwise, with those terms. */
export async function freshPerk(app: FastifyInstance, fields: Partial<typeof perks.$inferInsert> = {}) {
  freshPerks += 1;
  const [row] = await app.db
    .insert(perks)
    .values({
      name: `Test perk ${freshPerks}`,
      description: 'A perk for the tests',
      code: `TESTPERK${freshPerks}${randomBytes(2).toString('hex').toUpperCase()}`,
      discountType: 'percentage',
      discountValue: '10.00',
      ...fields,
    })
    .returning();
  return row;
}

/** A production instance's environment with every required setting (tests add or override the rest). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  BANK_ACCOUNT_NAME: 'Skin Circle Ltd',
  BANK_SORT_CODE: '20-32-06',
  BANK_ACCOUNT_NUMBER: '73106482',
  SESSION_SECRET: 'p'.repeat(48),
  ADMIN_USERNAME: 'staff',
  ADMIN_PASSWORD: 'tidal-rosehip-lantern',
  PUBLIC_URL: 'https://shop.example',
  TRADER_NAME: 'Skin Circle Ltd',
  TRADER_ADDRESS: '14 Kemp Street, Brighton, BN1 4EE',
  CONTACT_EMAIL: 'hello@skincircle.co.uk',
};

/** A product's units in stock now. */
export async function stockOf(app: FastifyInstance, productId: string): Promise<number> {
  const [row] = await app.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row.stock;
}

/**
 * The member puts `quantity` of the product in their cart and places the order at the server's quote (with
 * `discountCode` when given), delivering to `deliveryAddress`. Throws unless each step succeeds (201).
 */
export async function placeCartOrder(
  app: FastifyInstance,
  who: { cookie: string; user: { id: string } },
  line: { productId: string; quantity?: number },
  options: { discountCode?: string; delivery?: 'standard' | 'express' } = {},
): Promise<Order> {
  const as = (method: string, url: string, payload?: unknown) => requestAs(app, who.cookie, method, url, payload);
  const added = await as('POST', '/api/cart', { userId: who.user.id, quantity: 1, ...line });
  if (added.statusCode !== 201) throw new Error(`add to cart: ${added.statusCode} ${added.body}`);
  const quoted = await as('POST', `/api/cart/${who.user.id}/quote`, {
    ...(options.discountCode ? { discountCode: options.discountCode } : {}),
    ...(options.delivery ? { delivery: options.delivery } : {}),
  });
  const { discountCode, ...figures } = Quote.parse(json(quoted));
  const res = await as('POST', '/api/orders', {
    userId: who.user.id,
    ...figures,
    discountCode: discountCode ?? undefined,
    shippingAddress: deliveryAddress,
  });
  if (res.statusCode !== 201) throw new Error(`place order: ${res.statusCode} ${res.body}`);
  return Order.parse(json(res));
}
