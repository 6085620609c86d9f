// kill -9 the server while 20 members shop and check out at once, restart it on the same database, and check
// that nothing acknowledged was lost and nothing was half-written: every order that got a 2xx is there with all
// its items and the acknowledged totals, no order exists without items, and no cart was emptied without an
// order. Once on the embedded database (PGlite under DATA_DIR/db), once on PostgreSQL.
import { openPglite } from '../../src/server/db/client';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { cartTotals, toDecimal, unitPricePence } from '@shared/money';
import type { Order } from '@shared/schemas/orders';
import { createScratchDatabase } from '../../src/server/testing/app';
import { call, registerMember, sleep, startServer, tally, tempDir, type Member } from './support';

const PG_BASE = process.env.FAULTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MEMBERS = 20;
const TIER = 'skin_circle';
const ADDRESS = {
  firstName: 'Fault',
  lastName: 'Tester',
  address: '1 Test Street',
  city: 'London',
  postalCode: 'SW1A 1AA',
  country: 'United Kingdom',
};

type Product = { id: string; price: string; memberPrice: string | null };
type Line = { productId: string; quantity: number; price: string };
/** What a member had sent but not heard back about when the server died. */
type InFlight = { kind: 'add'; productId: string; quantity: number } | { kind: 'order'; items: Line[] };

type Shopper = {
  member: Member;
  /** Orders answered 2xx, exactly as the server acknowledged them. */
  acknowledged: Order[];
  /** Cart lines acknowledged since the last acknowledged order: what the cart must still hold, or an order. */
  cart: Map<string, number>;
  inFlight?: InFlight;
  /** Set when the connection failed (the kill): what was in flight at that moment. */
  interrupted?: InFlight;
  ordersSent: number;
  /** Every HTTP status received: all must be 2xx (the kill shows up as a failed connection, not a status). */
  statuses: number[];
  failure?: string;
};

function orderLines(cart: Map<string, number>, products: Map<string, Product>): Line[] {
  return [...cart].map(([productId, quantity]) => ({
    productId,
    quantity,
    price: toDecimal(unitPricePence(products.get(productId)!, TIER)),
  }));
}

/** One member's loop: fill the cart with 1–3 products, check out, repeat — until the server dies or `stop`. */
async function shop(
  base: string,
  shopper: Shopper,
  products: Product[],
  byId: Map<string, Product>,
  stop: { now: boolean },
) {
  const { member } = shopper;
  try {
    while (!stop.now) {
      const picks = [...products].sort(() => Math.random() - 0.5).slice(0, 1 + Math.floor(Math.random() * 3));
      for (const product of picks) {
        const quantity = 1 + Math.floor(Math.random() * 3);
        shopper.inFlight = { kind: 'add', productId: product.id, quantity };
        const added = await call(base, 'POST', '/api/cart', {
          cookie: member.cookie,
          body: { userId: member.id, productId: product.id, quantity },
        });
        shopper.statuses.push(added.status);
        if (added.status >= 300) return;
        shopper.cart.set(product.id, (shopper.cart.get(product.id) ?? 0) + quantity);
        shopper.inFlight = undefined;
      }
      const items = orderLines(shopper.cart, byId);
      const totals = cartTotals(
        items.map((l) => ({ ...byId.get(l.productId)!, quantity: l.quantity })),
        TIER,
      );
      shopper.inFlight = { kind: 'order', items };
      shopper.ordersSent++;
      const placed = await call(base, 'POST', '/api/orders', {
        cookie: member.cookie,
        body: {
          userId: member.id,
          status: 'pending',
          subtotal: toDecimal(totals.subtotal),
          memberDiscount: toDecimal(totals.memberDiscount),
          shipping: '0.00',
          total: toDecimal(totals.total),
          items,
          shippingAddress: ADDRESS,
        },
      });
      shopper.statuses.push(placed.status);
      if (placed.status >= 300) return;
      shopper.acknowledged.push(placed.body);
      shopper.cart.clear();
      shopper.inFlight = undefined;
    }
  } catch (error) {
    // The connection failed (the kill): whatever was in flight may or may not have been committed. Anything else
    // (a timeout, say) is kept as `failure` and fails the test.
    shopper.interrupted = shopper.inFlight;
    if (!(error instanceof TypeError)) shopper.failure = String(error);
  }
}

const sameLines = (a: Array<{ productId: string; quantity: number; price?: string }>, b: typeof a) => {
  const key = (l: (typeof a)[number]) => `${l.productId}×${l.quantity}${l.price === undefined ? '' : `@${l.price}`}`;
  return JSON.stringify(a.map(key).sort()) === JSON.stringify(b.map(key).sort());
};

const linesOf = (cart: Map<string, number>) => [...cart].map(([productId, quantity]) => ({ productId, quantity }));

type Figures = {
  database: string;
  members: number;
  ordersSent: number;
  acknowledged: number;
  inFlightAtKill: number;
  ordersInFlight: number;
  acknowledgedPresent: number;
  unacknowledgedCommitted: number;
  ordersWithoutItems: number;
  cartsChecked: number;
};

/** The SQL integrity checks, the same on both databases: orders with no items, or items that don't add up. */
const INCOMPLETE_ORDERS = `
  SELECT o.id FROM orders o LEFT JOIN order_items i ON i.order_id = o.id
  GROUP BY o.id, o.total, o.subtotal
  HAVING count(i.id) = 0
      OR o.total <> coalesce(sum(i.price * i.quantity), 0)
      OR o.subtotal <> coalesce(sum(i.list_price * i.quantity), 0)`;

async function crashDuringOrders(
  database: 'embedded' | 'postgres',
  env: Record<string, string>,
  /** Runs SQL on the database once the restarted server has stopped. */
  queryAfterwards: (sql: string) => Promise<Array<Record<string, unknown>>>,
): Promise<Figures> {
  let server = await startServer(env);
  try {
    const catalogue = await call(server.url, 'GET', '/api/products');
    expect(catalogue.status).toBe(200);
    // Plenty in stock (COMMERCE §1): a sold-out or nearly sold-out product would answer 409 before any kill.
    const products: Product[] = catalogue.body.filter(
      (p: { inStock: boolean; stock?: number }) => p.inStock && p.stock === undefined,
    );
    const byId = new Map(products.map((p) => [p.id, p]));

    const members = await Promise.all(
      Array.from({ length: MEMBERS }, (_, i) => registerMember(server.url, `crash${i}`)),
    );
    const shoppers: Shopper[] = members.map((member) => ({
      member,
      acknowledged: [],
      cart: new Map(),
      ordersSent: 0,
      statuses: [],
    }));

    // Shop until at least 1.5 s have passed and 20 orders were acknowledged, then kill -9 mid-stride.
    const stop = { now: false };
    const loops = shoppers.map((s) => shop(server.url, s, products, byId, stop));
    const started = Date.now();
    while (Date.now() - started < 1500 || shoppers.reduce((n, s) => n + s.acknowledged.length, 0) < 20) {
      if (Date.now() - started > 60_000) {
        stop.now = true;
        await Promise.all(loops);
        throw new Error(
          `fewer than 20 orders acknowledged in 60 s: ${JSON.stringify(tally(shoppers.flatMap((s) => [...s.statuses, s.failure ?? []].flat())))}`,
        );
      }
      await sleep(50);
    }
    const inFlightAtKill = shoppers.filter((s) => s.inFlight).length;
    await server.kill('SIGKILL');
    stop.now = true;
    await Promise.all(loops);
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(shoppers.flatMap((s) => s.failure ?? [])).toEqual([]);
    const statuses = shoppers.flatMap((s) => s.statuses);
    expect(
      statuses.filter((s) => s >= 300),
      `non-2xx answers before the kill: ${JSON.stringify(tally(statuses))}`,
    ).toEqual([]);

    // Restart on the same database; it must come back (crash recovery) and serve every member's session.
    server = await startServer(env);
    const figures: Figures = {
      database,
      members: MEMBERS,
      ordersSent: shoppers.reduce((n, s) => n + s.ordersSent, 0),
      acknowledged: shoppers.reduce((n, s) => n + s.acknowledged.length, 0),
      inFlightAtKill,
      ordersInFlight: shoppers.filter((s) => s.interrupted?.kind === 'order').length,
      acknowledgedPresent: 0,
      unacknowledgedCommitted: 0,
      ordersWithoutItems: -1,
      cartsChecked: 0,
    };
    for (const shopper of shoppers) {
      const { member } = shopper;
      const [orders, cart, me] = await Promise.all([
        call(server.url, 'GET', `/api/orders/${member.id}`, { cookie: member.cookie }),
        call(server.url, 'GET', `/api/cart/${member.id}`, { cookie: member.cookie }),
        call(server.url, 'GET', '/api/auth/me', { cookie: member.cookie }),
      ]);
      expect([orders.status, cart.status, me.status]).toEqual([200, 200, 200]);
      const stored: Order[] = orders.body;
      for (const order of stored) expect(order.items.length, `order ${order.id} has no items`).toBeGreaterThan(0);

      // Every acknowledged order is there, as acknowledged.
      for (const ack of shopper.acknowledged) {
        const found = stored.find((o) => o.id === ack.id);
        expect(found, `acknowledged order ${ack.id} of ${member.email} is missing after the crash`).toBeDefined();
        expect({ ...found!, items: undefined }).toEqual({ ...ack, items: undefined });
        expect(sameLines(found!.items, ack.items), `items of ${ack.id}`).toBe(true);
        figures.acknowledgedPresent++;
      }

      // Anything else is the one checkout that was in flight, committed before the kill: it holds that cart.
      const extra = stored.filter((o) => !shopper.acknowledged.some((a) => a.id === o.id));
      const lines = (cart.body as Array<{ productId: string; quantity: number }>).map(({ productId, quantity }) => ({
        productId,
        quantity,
      }));
      const expectedCart = linesOf(shopper.cart);
      const interrupted = shopper.interrupted;
      if (interrupted?.kind === 'order') {
        expect(extra.length).toBeLessThanOrEqual(1);
        if (extra.length === 1) {
          figures.unacknowledgedCommitted++;
          expect(
            sameLines(extra[0].items, interrupted.items),
            `the in-flight order of ${member.email} holds its cart`,
          ).toBe(true);
          expect(lines, `the cart of ${member.email} was emptied by its committed order`).toEqual([]);
        } else {
          expect(sameLines(lines, expectedCart), `no order, so the cart of ${member.email} is intact`).toBe(true);
        }
      } else {
        expect(extra, `orders nobody placed for ${member.email}`).toEqual([]);
        // An add in flight may or may not have landed; every acknowledged line is there either way.
        let withAdd: typeof expectedCart | undefined;
        if (interrupted?.kind === 'add') {
          const { productId, quantity } = interrupted;
          withAdd = linesOf(new Map(shopper.cart).set(productId, (shopper.cart.get(productId) ?? 0) + quantity));
        }
        expect(
          sameLines(lines, expectedCart) || (withAdd !== undefined && sameLines(lines, withAdd)),
          `cart of ${member.email}: ${JSON.stringify(lines)} vs acknowledged ${JSON.stringify(expectedCart)}`,
        ).toBe(true);
      }
      figures.cartsChecked++;
      // Reward points arrive on delivery (COMMERCE §3): placing orders, crash or not, moved none.
      expect(me.body.user.rewardPoints).toBe(member.rewardPoints);
    }

    await server.stop();
    const incomplete = await queryAfterwards(INCOMPLETE_ORDERS);
    figures.ordersWithoutItems = incomplete.length;
    expect(incomplete, 'orders without items, or whose items do not add up to their totals').toEqual([]);
    return figures;
  } finally {
    await server.kill('SIGKILL');
  }
}

function report(f: Figures) {
  console.log(
    `kill -9 during checkout (${f.database}): ${f.members} members, ${f.ordersSent} orders placed, ${f.acknowledged} acknowledged (2xx), ` +
      `${f.inFlightAtKill} requests in flight at the kill (${f.ordersInFlight} of them checkouts); after restart: ` +
      `${f.acknowledgedPresent}/${f.acknowledged} acknowledged orders present with their items and totals, ` +
      `${f.unacknowledgedCommitted} unacknowledged checkout(s) committed (cart emptied with it), ` +
      `${f.ordersWithoutItems} orders without items, ${f.cartsChecked} carts consistent`,
  );
}

describe('kill -9 while 20 members place orders', () => {
  it('loses no acknowledged order and leaves no half-written one on the embedded database (PGlite)', async () => {
    const dataDir = tempDir('crash');
    const env = { DATA_DIR: dataDir, SESSION_SECRET: randomBytes(24).toString('hex'), RATE_LIMIT_FACTOR: '1000' };
    try {
      const figures = await crashDuringOrders('embedded', env, async (sql) => {
        // PGlite is single-process: the restarted server is stopped before we open its files ourselves.
        const db = await openPglite(path.join(dataDir, 'db'));
        try {
          return (await db.query<Record<string, unknown>>(sql)).rows;
        } finally {
          await db.close();
        }
      });
      report(figures);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('loses no acknowledged order and leaves no half-written one on PostgreSQL', async () => {
    const scratch = await createScratchDatabase(PG_BASE);
    const dataDir = tempDir('crash-pg');
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      SESSION_SECRET: randomBytes(24).toString('hex'),
      RATE_LIMIT_FACTOR: '1000',
    };
    try {
      const figures = await crashDuringOrders('postgres', env, async (sql) => {
        const client = new pg.Client({ connectionString: scratch.url });
        await client.connect();
        try {
          return (await client.query(sql)).rows;
        } finally {
          await client.end();
        }
      });
      report(figures);
    } finally {
      await scratch.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
