// The Stripe webhook's customer mails go through the outbox (issue 28): queued in the transaction that acts on the
// event, so an event Stripe repeats (it retries until it gets a 2xx, and may deliver one event several times at
// once) mails nobody twice. Against the local fake of Stripe (testing/fake-stripe-server.ts), over a real socket.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { mailOutbox } from '../../mail/schema';
import { orders } from './schema';
import { startFakeStripe, type FakeStripe } from '../../testing/fake-stripe-server';
import {
  createTestApp,
  freshProduct,
  requestAs,
  signedInMember,
  type TestApp,
  placeCartOrder,
} from '../../testing/app';
import { waitForMails, mailsTo as mailsIn } from '../../testing/mail';

let t: TestApp;
let fake: FakeStripe;
type Who = Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp(
    {},
    {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_skincircle',
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE: fake.url,
      PUBLIC_URL: 'https://shop.example',
    },
  );
  fake.webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/webhooks/stripe`;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);

/** A card order of one unit (£17.00) of a fresh product with this stock, and its Checkout Session at the fake. */
async function placed(stock = 10) {
  const who: Who = await signedInMember(t.app);
  const product = await freshProduct(t.app, { stock });
  const order = await placeCartOrder(t.app, who, { productId: product.id });
  const session = [...fake.sessions.values()].find((s) => s.client_reference_id === order.id)!;
  return { who, product, order, session };
}

/** The outbox rows queued for this order: `template` or `template:kind`. */
async function queuedFor(orderId: string) {
  const rows = await t.app.db
    .select({ template: mailOutbox.template, payload: mailOutbox.payload })
    .from(mailOutbox)
    .where(sql`${mailOutbox.payload}->>'orderId' = ${orderId}`);
  return rows.map((r) => `${r.template}${r.payload.kind ? `:${r.payload.kind}` : ''}`).sort();
}
function mailsTo(email: string): string[] {
  return mailsIn(t.config.mailDir, email);
}
/** The mails to `email` once there are `n` (sent after the commit: waited for, up to 15 s). */
const mailed = (email: string, n: number) => waitForMails(t.config.mailDir, email, { count: n });

/** Every mail queued so far has been sent (so a second one, had it been queued, would be here too). */
const outboxDrained = () =>
  vi.waitFor(
    async () => {
      const pending = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
      expect(pending).toEqual([]);
    },
    { timeout: 15_000, interval: 25 },
  );

describe("the webhook's mails", () => {
  it('the confirmation of a paid card order arrives once, however often Stripe repeats the event', async () => {
    const { who, order, session } = await placed();
    // A card order is confirmed when it is paid, not when it is placed.
    expect(await queuedFor(order.id)).toEqual([]);

    const first = await fake.pay(session.id);
    expect(JSON.parse(first.body)).toEqual({ received: true, result: 'paid' });
    expect(await queuedFor(order.id)).toEqual(['order.confirmation']);
    // The same event again, then three copies at once, then another event saying the same.
    expect(JSON.parse((await fake.deliver(first.event)).body).result).toBe('duplicate');
    const copies = await Promise.all([1, 2, 3].map(() => fake.deliver(first.event)));
    expect(copies.map((c) => JSON.parse(c.body).result)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    const another = await fake.deliver(fake.event('checkout.session.async_payment_succeeded', session.id));
    expect(JSON.parse(another.body).result).toBe('ignored');
    expect(await queuedFor(order.id)).toEqual(['order.confirmation']);

    const [mail] = await mailed(who.user.email, 1);
    expect(mail).toContain('Payment received');
    expect(mail).toContain('Thank you: £17.00 paid by card.');
    await outboxDrained();
    expect(mailsTo(who.user.email)).toHaveLength(1);
  });

  it('an expired checkout mails the cancel once, and a member waiting for its units hears they are back', async () => {
    const { who, order, session, product } = await placed(1);
    const waiter = await signedInMember(t.app);
    expect((await as(waiter.cookie, 'PUT', `/api/products/${product.id}/stock-alert`)).statusCode).toBe(200);

    const expired = await fake.expire(session.id);
    expect(JSON.parse(expired.body).result).toBe('cancelled');
    expect(JSON.parse((await fake.deliver(expired.event)).body).result).toBe('duplicate');
    expect(await queuedFor(order.id)).toEqual(['order.update:status']);

    const [cancelled] = await mailed(who.user.email, 1);
    expect(cancelled).toContain('is cancelled');
    expect(cancelled).toContain('Your order has been cancelled.');
    const [back] = await mailed(waiter.user.email, 1);
    expect(back).toContain(`https://shop.example/product/${product.id}`);
    await outboxDrained();
    expect(mailsTo(who.user.email)).toHaveLength(1);
    expect(mailsTo(waiter.user.email)).toHaveLength(1);
  });

  it('a payment that lands after the cancel is refunded and told once, with the refund', async () => {
    const { who, order, session } = await placed();
    expect(JSON.parse((await fake.expire(session.id)).body).result).toBe('cancelled');
    const s = fake.sessions.get(session.id)!;
    s.payment_status = 'paid';
    s.payment_intent = 'pi_test_after_cancel';
    const late = fake.event('checkout.session.completed', session.id);
    expect(JSON.parse((await fake.deliver(late)).body).result).toBe('paid-after-cancel');
    expect(JSON.parse((await fake.deliver(late)).body).result).toBe('duplicate');
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.paymentStatus).toBe('refunded');
    expect(await queuedFor(order.id)).toEqual(['order.update:payment', 'order.update:status']);

    const mails = await mailed(who.user.email, 2);
    await outboxDrained();
    expect(mailsTo(who.user.email)).toHaveLength(2);
    const refund = mails.find((m) => m.includes('Refund for your Skin Circle order'))!;
    expect(refund).toContain('We have refunded £17.00 for your order');
  });
});
