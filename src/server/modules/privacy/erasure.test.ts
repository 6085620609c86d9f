// Erasure leaves nothing behind (OPERATIONS §3, decision 0111). Every table of the Drizzle schema (each module's
// schema.ts and the mail outbox's, the files drizzle.config.ts reads) is listed; each one with a column that can hold
// a member's id or email must be in ERASURE below, so a new table cannot be forgotten. A member is given a row in
// every one of them, erases their account, and no row anywhere still names their id or address (the audit log keeps
// the bare id of a staff erasure, never the address); their orders are kept without them, and the address registers
// again. Runs on PGlite, and on PostgreSQL with DATABASE_URL set.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_MEMBER_EMAIL, users } from '../auth';
import { stockAlerts } from '../catalogue';
import { orderReturns, orders } from '../orders';
import { quizSubmissions } from '../quiz';
import { memberCodes } from '../rewards';
import { routines, routineSteps } from '../routines';
import { wishlistItems } from '../wishlist';
import {
  createTestApp,
  deliveryAddress,
  freshProduct,
  json,
  placeCartOrder,
  requestAs,
  type TestApp,
} from '../../testing/app';
import { eraseMember } from '.';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SCHEMA_GLOBS = ['src/server/modules/*/schema.ts', 'src/server/mail/schema.ts'];

/**
 * What erasure does to each table that can hold a member's id or email. 'gone': the member's rows are deleted.
 * 'kept': orders and returns, moved to the stand-in account without anything personal. 'staff': the team's own
 * accounts, not members. 'audit': append-only; a staff erasure is logged by the member's bare id.
 */
const ERASURE: Record<string, 'gone' | 'kept' | 'staff' | 'audit'> = {
  users: 'gone',
  sessions: 'gone',
  login_codes: 'gone',
  email_proofs: 'gone',
  cart_items: 'gone',
  wishlist_items: 'gone',
  routines: 'gone',
  stock_alerts: 'gone',
  member_codes: 'gone',
  member_consents: 'gone',
  ai_sessions: 'gone',
  quiz_submissions: 'gone',
  mail_outbox: 'gone',
  orders: 'kept',
  order_returns: 'kept',
  staff: 'staff',
  audit_entries: 'audit',
};

/** A column that can hold a member's id or email: a foreign key to users, or a name that says so. */
const MEMBER_COLUMN = /(^|_)(user_id|email|recipient|entity_id)$/;

type Table = { name: string; memberColumns: string[] };

async function schemaTables(): Promise<Table[]> {
  const config = fs.readFileSync(path.join(ROOT, 'drizzle.config.ts'), 'utf8');
  for (const glob of SCHEMA_GLOBS) expect(config).toContain(`./${glob}`);
  const files = SCHEMA_GLOBS.flatMap((glob) => fs.globSync(glob, { cwd: ROOT }));
  const tables = new Map<string, Table>();
  for (const file of files) {
    const module = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!(value instanceof PgTable)) continue;
      const t = getTableConfig(value);
      const byForeignKey = t.foreignKeys
        .filter((fk) => getTableConfig(fk.reference().foreignTable).name === 'users')
        .flatMap((fk) => fk.reference().columns.map((c) => c.name));
      const byName = t.columns.map((c) => c.name).filter((name) => MEMBER_COLUMN.test(name));
      tables.set(t.name, { name: t.name, memberColumns: [...new Set([...byForeignKey, ...byName])] });
    }
  }
  return [...tables.values()];
}

let t: TestApp;
let tables: Table[];
beforeAll(async () => {
  t = await createTestApp();
  tables = await schemaTables();
});
afterAll(() => t.close());

/** Rows of `table` whose text (every column, jsonb included) contains `needle`. */
async function rowsNaming(table: string, needle: string): Promise<number> {
  const result = await t.app.db.execute(
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} r WHERE strpos(lower(r::text), lower(${needle})) > 0`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ n: number }>;
  return Number(rows[0].n);
}

describe('erasing a member', () => {
  it('knows every table that can hold a member’s id or email', () => {
    expect(tables.length).toBeGreaterThan(20);
    const holding = tables.filter((x) => x.memberColumns.length > 0).map((x) => x.name);
    const unknown = holding.filter((name) => !(name in ERASURE));
    expect(unknown, 'tables with a member column that erasure does not know: add them to ERASURE and erase.ts').toEqual(
      [],
    );
    // And nothing listed is stale.
    expect(Object.keys(ERASURE).filter((name) => !holding.includes(name))).toEqual([]);
  });

  it('leaves no row naming the member, keeps their orders without them, and frees the address', async () => {
    const email = `erase.me.${Date.now()}@example.com`;
    const password = 'lantern-rosehip-92';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password, firstName: 'Erin', lastName: 'Ashdown' },
    });
    expect(registered.statusCode).toBe(201);
    const userId: string = json(registered).user.id;
    const cookie = String(registered.headers['set-cookie']).split(';')[0];
    const as = (method: string, url: string, payload?: unknown) => requestAs(t.app, cookie, method, url, payload);
    // Proved, so quiz answers sent with the address are theirs.
    await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));

    // A row in every table: an order (and its mails), a return, the cart, the wishlist, a routine, a code, a
    // back-in-stock request, consents, a coach conversation, quiz answers, a sign-in code.
    const product = await freshProduct(t.app, { stock: 50 });
    const order = await placeCartOrder(t.app, { cookie, user: { id: userId } }, { productId: product.id });
    await t.app.db.insert(orderReturns).values({
      orderId: order.id,
      userId,
      lines: [{ productId: product.id, quantity: 1 }],
      reason: 'Not for me',
    });
    expect((await as('POST', '/api/cart', { userId, productId: product.id, quantity: 1 })).statusCode).toBe(201);
    await t.app.db.insert(wishlistItems).values({ userId, productId: product.id });
    const [routine] = await t.app.db
      .insert(routines)
      .values({ userId, name: 'Mine', timeOfDay: 'morning' })
      .returning();
    await t.app.db.insert(routineSteps).values({ routineId: routine.id, position: 1, productName: 'Cleanser' });
    await t.app.db.insert(stockAlerts).values({ userId, productId: product.id });
    await t.app.db
      .insert(memberCodes)
      .values({ userId, rewardName: 'Sample', pointsSpent: 0, code: `ERASE${Date.now()}` });
    expect((await as('PUT', '/api/account/consents', { health: true, marketing: true })).statusCode).toBe(200);
    const chat = await as('POST', '/api/ai-skin-assessment', {
      message: 'My skin is dry and flaky around my nose',
      conversationHistory: [],
      channel: 'coach',
    });
    expect(chat.statusCode).toBe(200);
    await t.app.db.insert(quizSubmissions).values({ externalId: `erase-${userId}`, email, questions: [] });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { email } })).statusCode).toBe(
      200,
    );

    // Every known table but the staff's and the audit log now names the member.
    for (const name of Object.keys(ERASURE).filter((n) => ERASURE[n] === 'gone' || ERASURE[n] === 'kept')) {
      const n = (await rowsNaming(name, userId)) + (await rowsNaming(name, email));
      expect(n, `${name} should hold the member's rows before erasure`).toBeGreaterThan(0);
    }

    const erased = await as('DELETE', '/api/account', { password });
    expect(erased.statusCode).toBe(200);

    for (const { name } of tables) {
      if (ERASURE[name] === 'staff') continue;
      expect(await rowsNaming(name, email), `${name} still holds the address`).toBe(0);
      if (ERASURE[name] !== 'audit') expect(await rowsNaming(name, userId), `${name} still holds the id`).toBe(0);
    }
    // The order is kept for the books, without the member: the stand-in account, no delivery address.
    const [kept] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept.total).toBe(order.total);
    expect(kept.shippingAddress).toBeNull();
    const [standIn] = await t.app.db.select().from(users).where(eq(users.id, kept.userId));
    expect(standIn).toMatchObject({ email: ERASED_MEMBER_EMAIL, firstName: '', lastName: '', passwordHash: null });
    expect(JSON.stringify(kept)).not.toContain(deliveryAddress.address);

    // The session is gone, and the address can register again.
    expect((await as('GET', '/api/account/export')).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password, firstName: 'Erin', lastName: 'Ashdown' },
    });
    expect(again.statusCode).toBe(201);
    expect(json(again).user.id).not.toBe(userId);
  });

  it('lets staff erase a member: the audit log keeps the bare id, never the address', async () => {
    const email = `staff.erase.${Date.now()}@example.com`;
    const [member] = await t.app.db.insert(users).values({ email, firstName: 'Sam', lastName: 'Staffed' }).returning();
    const result = await eraseMember(t.app.db, member.id, {
      now: new Date(),
      staff: { id: null, username: 'admin', at: new Date() },
    });
    expect(result).toEqual({ orders: 0, conversations: 0, quizSubmissions: 0, mails: 0 });
    expect(await rowsNaming('audit_entries', member.id)).toBe(1);
    expect(await rowsNaming('audit_entries', email)).toBe(0);
    expect(await rowsNaming('users', email)).toBe(0);
    expect(await eraseMember(t.app.db, member.id, { now: new Date() })).toBeNull();
  });
});
