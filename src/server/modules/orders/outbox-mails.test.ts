// The orders' customer mails go through the outbox (issue 28): each is queued inside the transaction that makes its
// change, so a change that is refused or rolled back mails nobody, and a committed one mails once — rendered when
// it is sent, with what the customer may read and never a staff note. Bank-transfer orders (manual payments); the
// Stripe webhook's mails are in stripe-mails.test.ts.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminOrder, Order } from '@shared/schemas/orders';
import { mailOutbox } from '../../mail/schema';
import { orders } from './schema';
import {
  createTestApp,
  freshProduct,
  json,
  requestAs,
  signedInMember,
  staffCookie,
  stockOf,
  type TestApp,
  placeCartOrder,
  deliveryAddress,
} from '../../testing/app';
import { waitForMails, mailsTo as mailsIn } from '../../testing/mail';
import { findStaffByUsername } from '../auth';
import { recordPayment } from './fulfilment';
import { cancelOwnOrder } from './member-cancel';
import { queueOrderUpdate } from './mails';
import { createPaymentProvider } from './payments';

let t: TestApp;
let staff: string;
type Who = Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
  staff = await staffCookie(t.app);
});
afterAll(() => t.close());

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);

async function placed(who: Who, stock = 10, quantity = 1) {
  const product = await freshProduct(t.app, { stock });
  return { order: await placeCartOrder(t.app, who, { productId: product.id, quantity }), product };
}

/** The outbox rows queued for this order, by template: what its changes committed. */
async function queuedFor(orderId: string) {
  const rows = await t.app.db
    .select({ template: mailOutbox.template, payload: mailOutbox.payload })
    .from(mailOutbox)
    .where(sql`${mailOutbox.payload}->>'orderId' = ${orderId}`);
  return rows.map((r) => `${r.template}${r.payload.kind ? `:${r.payload.kind}` : ''}`).sort();
}

/** Every mail written to `email` so far (decoded), oldest first. */
function mailsTo(email: string): string[] {
  return mailsIn(t.config.mailDir, email);
}
/** The mails to `email` once there are `n` of them (the outbox sends after the commit: wait, up to 15 s). */
const mailed = (email: string, n: number) => waitForMails(t.config.mailDir, email, { count: n });

/** Until no mail is waiting to be sent: whatever was queued has arrived (or would have). */
const outboxDrained = () =>
  vi.waitFor(
    async () => {
      const [row] = await t.app.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
      expect(row.n).toBe(0);
    },
    { timeout: 15_000, interval: 25 },
  );

describe('placing an order', () => {
  it('a checkout refused after its confirmation was queued (the last unit went meanwhile) leaves no mail queued', async () => {
    // The confirmation is queued before the statement that takes the stock (decision 0904): a refusal there rolls
    // the queued mail back with the order.
    const product = await freshProduct(t.app, { stock: 1 });
    const [first, second] = [await signedInMember(t.app), await signedInMember(t.app)];
    for (const who of [first, second]) {
      const added = await as(who.cookie, 'POST', '/api/cart', {
        userId: who.user.id,
        productId: product.id,
        quantity: 1,
      });
      expect(added.statusCode).toBe(201);
    }
    const quoteFor = async (who: Who) => json(await as(who.cookie, 'POST', `/api/cart/${who.user.id}/quote`, {}));
    const [firstQuote, secondQuote] = [await quoteFor(first), await quoteFor(second)];
    const place = (who: Who, quote: Record<string, unknown>) => {
      const { discountCode: _d, ...figures } = quote;
      return as(who.cookie, 'POST', '/api/orders', {
        userId: who.user.id,
        ...figures,
        shippingAddress: deliveryAddress,
      });
    };
    const accepted = await place(first, firstQuote);
    expect(accepted.statusCode).toBe(201);
    // The accepted order's confirmation is sent and marked: when, to whom and what it said.
    const placedId = Order.parse(json(accepted)).id;
    const sent = await vi.waitFor(
      async () => {
        const [row] = await t.app.db
          .select()
          .from(mailOutbox)
          .where(sql`${mailOutbox.payload}->>'orderId' = ${placedId}`);
        expect(row.status).toBe('sent');
        return row;
      },
      { timeout: 15_000, interval: 25 },
    );
    expect(sent.recipient).toBe(first.user.email);
    expect(sent.subject).toContain('order');
    expect(sent.attempts).toBe(1);
    expect(Math.abs(sent.sentAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const confirmations = async () =>
      (await t.app.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.template, 'order.confirmation')))[0]
        .n;
    const before = await confirmations();
    const refused = await place(second, secondQuote);
    expect(refused.statusCode).toBe(409);
    expect(await confirmations()).toBe(before);
    expect(await stockOf(t.app, product.id)).toBe(0);
  });
});

describe("staff changes: the customer's mail commits with the change", () => {
  it('a refused change queues nothing; each committed change mails once; a staff note never reaches the customer', async () => {
    const who = await signedInMember(t.app, { firstName: 'Ada' });
    const { order } = await placed(who);
    expect(await queuedFor(order.id)).toEqual(['order.confirmation']);
    const post = (what: string, body: Record<string, unknown>) =>
      as(staff, 'POST', `/api/admin/orders/${order.id}/${what}`, body);
    const tracking = (body: Record<string, unknown>) =>
      as(staff, 'PATCH', `/api/admin/orders/${order.id}/tracking`, body);

    expect((await post('status', { status: 'processing' })).statusCode).toBe(409); // not paid yet
    expect((await post('payment', { status: 'paid', note: 'Seen on the statement' })).statusCode).toBe(200);
    expect((await post('payment', { status: 'paid' })).statusCode).toBe(409); // already paid
    const processing = await post('status', {
      status: 'processing',
      note: 'Fragile: double box (staff only)',
      customerMessage: 'Packed with care by Priya.',
    });
    expect(processing.statusCode, processing.body).toBe(200);
    expect((await post('status', { status: 'shipped' })).statusCode).toBe(400); // no tracking number
    const shipped = await post('status', { status: 'shipped', trackingNumber: 'RM111', carrier: 'Royal Mail' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await tracking({ trackingNumber: 'RM111', carrier: 'Royal Mail' })).statusCode).toBe(200); // same again
    const corrected = await tracking({ trackingNumber: 'RM222', carrier: 'Royal Mail' });
    expect(AdminOrder.parse(json(corrected)).trackingNumber).toBe('RM222');

    // Queued exactly by the changes that committed, in their transactions (before each answer).
    expect(await queuedFor(order.id)).toEqual([
      'order.confirmation',
      'order.update:payment',
      'order.update:status',
      'order.update:status',
      'order.update:tracking',
    ]);
    const mails = await mailed(who.user.email, 5);
    await outboxDrained();
    expect(mailsTo(who.user.email)).toHaveLength(5);
    expect(mails.filter((m) => m.includes('Payment received for your Skin Circle order'))).toHaveLength(1);
    const packed = mails.find((m) => m.includes('is processing'))!;
    expect(packed).toContain('Packed with care by Priya.');
    expect(mails.join('\n')).not.toContain('Fragile');
    expect(mails.join('\n')).not.toContain('Seen on the statement');
    // Each step tells its own state, even though the order had moved on when the earlier mails were sent.
    expect(mails.find((m) => m.includes('is shipped'))).toContain('Tracking number: RM111 (Royal Mail)');
    expect(mails.find((m) => m.includes('New tracking details'))).toContain('Tracking number: RM222 (Royal Mail)');
  });

  it('a change that fails after its mail was queued leaves neither the change nor the mail', async () => {
    const who = await signedInMember(t.app);
    const { order } = await placed(who);
    const payments = createPaymentProvider(t.config);
    const admin = (await findStaffByUsername(t.app.db, t.config.admin?.username ?? 'admin'))!;
    const input = { orderId: order.id, status: 'paid' as const, staff: admin, now: t.config.now() };

    await expect(
      recordPayment(t.app.db, payments, {
        ...input,
        tellCustomer: async (tx, changed) => {
          await queueOrderUpdate(t.app.outbox, tx, changed, 'payment');
          throw new Error('something later in the transaction failed');
        },
      }),
    ).rejects.toThrow('something later in the transaction failed');
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.paymentStatus).toBe('unpaid');
    expect(await queuedFor(order.id)).toEqual(['order.confirmation']);

    const paid = await recordPayment(t.app.db, payments, {
      ...input,
      tellCustomer: (tx, changed) => queueOrderUpdate(t.app.outbox, tx, changed, 'payment'),
    });
    expect(paid.paymentStatus).toBe('paid');
    expect(await queuedFor(order.id)).toEqual(['order.confirmation', 'order.update:payment']);
    const mails = await mailed(who.user.email, 2);
    expect(mails.filter((m) => m.includes('Payment received for your Skin Circle order'))).toHaveLength(1);
  });
});

describe("the member's own cancel", () => {
  it('mails the member once, and a member waiting for the units hears they are back once', async () => {
    const buyer = await signedInMember(t.app);
    const waiter = await signedInMember(t.app, { firstName: 'Wren' });
    const { order, product } = await placed(buyer, 1);
    expect(await stockOf(t.app, product.id)).toBe(0);
    expect((await as(waiter.cookie, 'PUT', `/api/products/${product.id}/stock-alert`)).statusCode).toBe(200);

    const cancel = () => as(buyer.cookie, 'POST', `/api/orders/${buyer.user.id}/${order.id}/cancel`);
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    expect(Order.parse(json(res)).status).toBe('cancelled');
    expect((await cancel()).statusCode).toBe(409);
    expect(await queuedFor(order.id)).toEqual(['order.confirmation', 'order.update:status']);

    const mails = await mailed(buyer.user.email, 2);
    expect(mails.filter((m) => m.includes('Thank you for your order'))).toHaveLength(1);
    expect(mails.filter((m) => m.includes('Your order has been cancelled.'))).toHaveLength(1);
    const [back] = await mailed(waiter.user.email, 1);
    expect(back).toContain(`Good news: ${product.name} is back in stock.`);
    expect(back).toContain(`https://shop.example/product/${product.id}`);
    await outboxDrained();
    expect(mailsTo(buyer.user.email)).toHaveLength(2);
    expect(mailsTo(waiter.user.email)).toHaveLength(1);
  });

  it('a cancel that fails after queueing puts nothing back and mails nobody', async () => {
    const buyer = await signedInMember(t.app);
    const { order, product } = await placed(buyer, 1);
    const payments = createPaymentProvider(t.config);
    // The back-in-stock jobs ever queued (pg-boss's table; `{ rows }` on both drivers).
    const checks = async () => {
      const result = await t.app.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'stock-alerts.notify'`,
      );
      return (result as unknown as { rows: Array<{ n: number }> }).rows[0].n;
    };
    const before = await checks();
    await expect(
      cancelOwnOrder(t.app.db, payments, {
        userId: buyer.user.id,
        orderId: order.id,
        now: t.config.now(),
        onCancelled: async (tx, changed) => {
          await queueOrderUpdate(t.app.outbox, tx, changed, 'status');
          throw new Error('rolled back');
        },
      }),
    ).rejects.toThrow('rolled back');
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe('pending');
    expect(await stockOf(t.app, product.id)).toBe(0);
    expect(await queuedFor(order.id)).toEqual(['order.confirmation']);
    expect(await checks()).toBe(before);
  });
});
