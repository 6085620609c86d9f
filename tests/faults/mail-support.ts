// Helpers for the mail-outbox fault tests: members placing bank-transfer orders on the built server, the outbox (its
// own queue, decision 0906) read straight from the database, and the check that every mail the outbox sent reached the fake
// SMTP server exactly once (by its Message-ID, `<mail_outbox.id@domain>`).
import pg from 'pg';
import { expect } from 'vitest';
import { cartTotals, toDecimal, unitPricePence } from '@shared/money';
import type { Order } from '@shared/schemas/orders';
import type { FakeSmtpServer, ReceivedMail } from '../../src/server/testing/fake-smtp-server';
import { call, registerMember, sleep, type Member } from './support';

export const PG_BASE = process.env.FAULTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Registered members pay member prices (crash-during-orders.test.ts). */
const TIER = 'skin_circle';
const ADDRESS = {
  firstName: 'Fault',
  lastName: 'Tester',
  address: '1 Test Street',
  city: 'London',
  postalCode: 'SW1A 1AA',
  country: 'United Kingdom',
};

export type Product = { id: string; price: string; memberPrice: string | null };

/** Products with plenty in stock (COMMERCE §1): orders for them are never refused for stock. */
export async function plentifulProducts(base: string): Promise<Product[]> {
  const catalogue = await call(base, 'GET', '/api/products');
  expect(catalogue.status).toBe(200);
  return catalogue.body.filter((p: { inStock: boolean; stock?: number }) => p.inStock && p.stock === undefined);
}

/** One product in the cart, then checkout (bank transfer: the shop's default payment). Answers the status too. */
export async function placeOrder(
  base: string,
  member: Member,
  product: Product,
): Promise<{ status: number; order: Order }> {
  const added = await call(base, 'POST', '/api/cart', {
    cookie: member.cookie,
    body: { userId: member.id, productId: product.id, quantity: 1 },
  });
  if (added.status >= 300) throw new Error(`add to cart: ${added.status} ${JSON.stringify(added.body)}`);
  const totals = cartTotals([{ ...product, quantity: 1 }], TIER);
  const placed = await call(base, 'POST', '/api/orders', {
    cookie: member.cookie,
    body: {
      userId: member.id,
      subtotal: toDecimal(totals.subtotal),
      memberDiscount: toDecimal(totals.memberDiscount),
      shipping: '0.00',
      total: toDecimal(totals.total),
      items: [{ productId: product.id, quantity: 1, price: toDecimal(unitPricePence(product, TIER)) }],
      shippingAddress: ADDRESS,
    },
  });
  return { status: placed.status, order: placed.body };
}

/**
 * Members registered and each through a first order, everything they were mailed delivered: a first order mails
 * an address proof (straight, not through the outbox), and that must be out of the way before a fault begins.
 */
export async function warmedUpMembers(
  base: string,
  db: pg.Pool,
  smtp: FakeSmtpServer,
  count: number,
  label: string,
  products: Product[],
  ip?: string,
): Promise<Member[]> {
  const members = await Promise.all(Array.from({ length: count }, (_, i) => registerMember(base, `${label}${i}`, ip)));
  for (const [i, member] of members.entries()) {
    const { status } = await placeOrder(base, member, products[i % products.length]);
    expect(status).toBe(201);
  }
  await settledOutbox(db, 30_000);
  // The proof mails go out after the order's answer, outside the outbox: wait until the server has been quiet.
  let seen = -1;
  await waitFor(
    'the warm-up mails to arrive',
    () => {
      const now = smtp.messages.length;
      const quiet = now === seen && smtp.held.length === 0;
      seen = now;
      return quiet ? true : undefined;
    },
    30_000,
    1500,
  );
  return members;
}

/** Polls `check` until it answers something other than undefined; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  intervalMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}

export async function rows<T = Record<string, unknown>>(db: pg.Pool, text: string, params: unknown[] = []) {
  return (await db.query(text, params)).rows as T[];
}

export type OutboxRow = {
  id: string;
  template: string;
  status: string;
  attempts: number;
  orderId: string | null;
  lastError: string | null;
};

export const outboxRows = (db: pg.Pool) =>
  rows<OutboxRow>(
    db,
    `SELECT id, template, status, attempts, payload->>'orderId' AS "orderId", last_error AS "lastError"
       FROM mail_outbox ORDER BY created_at`,
  );

/** Waits until no outbox row is pending (each sent, skipped or failed); answers the rows. */
export function settledOutbox(db: pg.Pool, timeoutMs: number): Promise<OutboxRow[]> {
  return waitFor(
    'every outbox mail to be sent',
    async () => {
      const all = await outboxRows(db);
      return all.some((row) => row.status === 'pending') ? undefined : all;
    },
    timeoutMs,
    500,
  );
}

/** The ids of the mails a courier holds a claim on now (in hand, or held by a courier that died). */
export const claimedMails = async (db: pg.Pool) =>
  (
    await rows<{ id: string }>(
      db,
      `SELECT id FROM mail_outbox WHERE status = 'pending' AND claimed_until > now() ORDER BY created_at`,
    )
  ).map((row) => row.id);

/**
 * The id in a Message-ID (`<id@domain>`): an outbox mail's is its row's id. Mails sent outside the outbox carry
 * nodemailer's random ids, which look alike: only a match with a row makes a mail an outbox mail.
 */
export function outboxIdOf(messageId: string | null): string | undefined {
  return /^<([^@>]+)@[^>]+>$/.exec(messageId ?? '')?.[1];
}

/** A header of a received message, unfolded. */
export function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const end = mail.data.search(/\r?\n\r?\n/);
  const header = mail.data.slice(0, end === -1 ? undefined : end).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(header)?.[1]?.trim();
}

/**
 * The outbox's promise, checked: no Message-ID reached the server twice, and the outbox mails received are exactly
 * the rows marked sent (none lost, none sent without being marked). Answers how often each sent row's mail arrived (1 each).
 */
export function expectEachSentMailReceivedOnce(all: OutboxRow[], smtp: FakeSmtpServer) {
  const times = new Map<string, number>();
  for (const mail of smtp.messages) {
    expect(mail.messageId, `a mail without a Message-ID: ${headerOf(mail, 'Subject')}`).not.toBeNull();
    times.set(mail.messageId!, (times.get(mail.messageId!) ?? 0) + 1);
  }
  const twice = [...times].filter(([, n]) => n > 1);
  expect(twice, 'Message-IDs received more than once').toEqual([]);
  const ids = new Set(all.map((row) => row.id));
  const received = smtp.messages.flatMap((m) => outboxIdOf(m.messageId) ?? []).filter((id) => ids.has(id));
  const sent = all.filter((row) => row.status === 'sent').map((row) => row.id);
  expect(received.sort(), 'outbox mails received = outbox rows sent').toEqual([...sent].sort());
  return received.length;
}

/** Counts of each value, e.g. {"1": 10, "3": 2}. */
export function countBy<T>(items: T[], key: (item: T) => string | number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}
