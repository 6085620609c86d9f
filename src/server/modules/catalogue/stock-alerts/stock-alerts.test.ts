// Back-in-stock requests (issue 27) through the API: only the member's own, only for a product out of stock,
// and each request mailed exactly once when units return (a console edit, a cancelled order).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { StockAlert } from '@shared/schemas/stock-alerts';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../../mail/schema';
import type { MailMessage } from '../../../mail/mailer';
import {
  createTestApp,
  freshProduct,
  json,
  requestAs,
  signedInMember,
  staffCookie,
  type TestApp,
  placeCartOrder,
} from '../../../testing/app';
import { claimBackInStock } from './service';

let t: TestApp;
let staff: string;
const sent: MailMessage[] = [];
const backInStock = () => sent.filter((m) => m.subject.startsWith('Back in stock'));

beforeAll(async () => {
  // A recording transport: the mails the app sends, as it hands them over.
  const mailer = { send: async (m: MailMessage) => (sent.push(m), {}) };
  t = await createTestApp({ publicUrl: 'https://shop.example' }, {}, { mailer });
  staff = await staffCookie(t.app);
});
afterAll(() => t.close());

type Who = Awaited<ReturnType<typeof signedInMember>>;
const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);
const ask = (who: Who | null, productId: string) =>
  as(who?.cookie ?? null, 'PUT', `/api/products/${productId}/stock-alert`);
const waiting = async (who: Who) => {
  const res = await as(who.cookie, 'GET', `/api/stock-alerts/${who.user.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return z
    .array(StockAlert)
    .parse(json(res))
    .map((a) => a.productId);
};
const restock = async (productId: string, stock: number) => {
  const res = await as(staff, 'PATCH', `/api/admin/products/${productId}`, { stock });
  expect(res.statusCode, res.body).toBe(200);
};

describe('asking and withdrawing', () => {
  it('is for signed-in members, about their own requests only', async () => {
    const product = await freshProduct(t.app, { stock: 0 });
    const ann = await signedInMember(t.app);
    const bob = await signedInMember(t.app);
    expect((await ask(null, product.id)).statusCode).toBe(401);
    expect((await as(null, 'DELETE', `/api/products/${product.id}/stock-alert`)).statusCode).toBe(401);
    expect((await as(null, 'GET', `/api/stock-alerts/${ann.user.id}`)).statusCode).toBe(401);

    const res = await ask(ann, product.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ productId: product.id, requested: true });
    expect((await ask(ann, product.id)).statusCode).toBe(200); // asking twice is one request
    expect(await waiting(ann)).toEqual([product.id]);
    // Bob sees only his own list, and cannot read Ann's.
    expect(await waiting(bob)).toEqual([]);
    expect((await as(bob.cookie, 'GET', `/api/stock-alerts/${ann.user.id}`)).statusCode).toBe(403);
    // Bob's DELETE touches only his own request.
    expect((await as(bob.cookie, 'DELETE', `/api/products/${product.id}/stock-alert`)).statusCode).toBe(200);
    expect(await waiting(ann)).toEqual([product.id]);

    const off = await as(ann.cookie, 'DELETE', `/api/products/${product.id}/stock-alert`);
    expect(off.statusCode).toBe(200);
    expect(json(off)).toEqual({ productId: product.id, requested: false });
    expect(await waiting(ann)).toEqual([]);
  });

  it('refuses a product in stock (409 saying so), an unknown one (404) and a malformed id (400)', async () => {
    const ann = await signedInMember(t.app);
    const product = await freshProduct(t.app, { stock: 4 });
    const res = await ask(ann, product.id);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toContain('back in stock');
    expect((await ask(ann, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await ask(ann, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('the mail when stock returns', () => {
  it('mails each waiting member once, linking to the product, and not those who withdrew', async () => {
    const product = await freshProduct(t.app, { stock: 0 });
    const ann = await signedInMember(t.app, { firstName: 'Ann' });
    const bob = await signedInMember(t.app);
    const cy = await signedInMember(t.app);
    for (const who of [ann, bob, cy]) expect((await ask(who, product.id)).statusCode).toBe(200);
    await as(cy.cookie, 'DELETE', `/api/products/${product.id}/stock-alert`);
    const before = backInStock().length;

    await restock(product.id, 0); // still none: nobody is mailed
    expect(backInStock().length).toBe(before);

    await restock(product.id, 3);
    await vi.waitFor(() => expect(backInStock().length).toBe(before + 2));
    const mails = backInStock().slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([ann.user.email, bob.user.email].sort());
    const annMail = mails.find((m) => m.to === ann.user.email)!;
    expect(annMail.subject).toBe(`Back in stock: ${product.name}`);
    expect(annMail.text).toContain('Hi Ann,');
    expect(annMail.text).toContain(`https://shop.example/product/${product.id}`);
    expect(annMail.html).toContain(`href="https://shop.example/product/${product.id}"`);
    expect(await waiting(ann)).toEqual([]);

    // More units, another edit: nobody is mailed twice.
    await restock(product.id, 8);
    await new Promise((r) => setTimeout(r, 100));
    expect(backInStock().length).toBe(before + 2);

    // Sold out again: asking again starts a new request, mailed on the next return.
    await restock(product.id, 0);
    expect((await ask(ann, product.id)).statusCode).toBe(200);
    await restock(product.id, 1);
    await vi.waitFor(() => expect(backInStock().length).toBe(before + 3));
    expect(backInStock().at(-1)!.to).toBe(ann.user.email);
  });

  it('mails each request once when console restocks race, and a refused edit queues no check', async () => {
    const product = await freshProduct(t.app, { stock: 0 });
    const members = await Promise.all(Array.from({ length: 3 }, () => signedInMember(t.app)));
    for (const who of members) expect((await ask(who, product.id)).statusCode).toBe(200);
    const emails = members.map((m) => m.user.email).sort();
    const to = () => backInStock().filter((m) => emails.includes(m.to));
    const checks = async () => {
      const result = await t.app.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'stock-alerts.notify'`,
      );
      return (result as unknown as { rows: Array<{ n: number }> }).rows[0].n;
    };

    // Refused (the member price above the price): rolled back with the check it would have queued.
    const before = await checks();
    const refused = await as(staff, 'PATCH', `/api/admin/products/${product.id}`, {
      stock: 4,
      price: '10.00',
      memberPrice: '12.00',
    });
    expect(refused.statusCode).toBe(400);
    expect(await checks()).toBe(before);

    // Four edits at once (staff in two tabs, twice): each queues a check; each request is claimed by one.
    const edits = await Promise.all(
      [2, 3, 4, 5].map((stock) => as(staff, 'PATCH', `/api/admin/products/${product.id}`, { stock })),
    );
    expect(edits.map((e) => e.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await checks()).toBe(before + 4);
    await vi.waitFor(() => expect(to()).toHaveLength(3), { timeout: 15_000, interval: 20 });
    // Every check has run (and every mail it queued has gone): still one mail each.
    await vi.waitFor(
      async () => {
        const result = await t.app.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = 'stock-alerts.notify' and state <> 'completed'`,
        );
        expect((result as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(0);
        const pending = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
        expect(pending).toEqual([]);
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(
      to()
        .map((m) => m.to)
        .sort(),
    ).toEqual(emails);
  });

  it('claims each request once even when two instances claim at the same moment', async () => {
    const product = await freshProduct(t.app, { stock: 0 });
    const members = await Promise.all(Array.from({ length: 6 }, () => signedInMember(t.app)));
    for (const who of members) expect((await ask(who, product.id)).statusCode).toBe(200);
    // Units back straight in the database, then two claims race (two pool connections on PostgreSQL).
    await t.app.db.execute(`update products set stock = 5 where id = '${product.id}'`);
    const [one, two] = await Promise.all([
      claimBackInStock(t.app.db, new Date(), [product.id]),
      claimBackInStock(t.app.db, new Date(), [product.id]),
    ]);
    const claimed = [...one, ...two].map((c) => c.userId).sort();
    expect(claimed).toEqual(members.map((m) => m.user.id).sort());
    expect(await claimBackInStock(t.app.db, new Date())).toEqual([]);
  });

  it('mails when a cancelled order puts the last units back', async () => {
    const product = await freshProduct(t.app, { stock: 1 });
    const buyer = await signedInMember(t.app);
    const waiter = await signedInMember(t.app);
    const order = await placeCartOrder(t.app, buyer, { productId: product.id });
    expect((await ask(waiter, product.id)).statusCode).toBe(200);
    const before = backInStock().length;

    const cancelled = await as(staff, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await vi.waitFor(() => expect(backInStock().length).toBe(before + 1));
    expect(backInStock().at(-1)!.to).toBe(waiter.user.email);
  });
});
