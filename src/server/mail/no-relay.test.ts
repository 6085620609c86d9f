// No relay (decision 0801), as the security review probed it: register an address nobody proved, then order and
// cancel. The address proof and each order's confirmation always go; every other mail to that address is capped
// (3 in 24 hours, counted in the outbox), the rest skipped with the reason for staff. A proved address is not capped.
// And what the customer typed (a name, a delivery address) reaches the mail as plain, short text: never a link.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../config';
import { users } from '../modules/auth';
import {
  createMember,
  createTestApp,
  deliveryAddress,
  freshProduct,
  json,
  requestAs,
  type TestApp,
} from '../testing/app';
import { mailsTo } from '../testing/mail';
import { mailTemplate } from './outbox';
import { CAPPED_REASON, UNPROVED_DAILY_CAP } from './relay-cap';
import { mailOutbox } from './schema';
import { Order, Quote } from '@shared/schemas/orders';

/** A test-only template that is capped like any member mail: a note to `to`. */
const note = mailTemplate<{ to: string; subject: string }>('test.capped-note');

const roomy = { max: 10_000, timeWindow: 60_000 };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {
      publicUrl: 'https://shop.example',
      rateLimits: { ...DEFAULT_RATE_LIMITS, register: roomy, placeOrder: roomy, sendCode: roomy },
    },
    {},
    {
      routes: (app) =>
        app.outbox.render(note, async ({ to, subject }) => ({ to, subject, text: subject, html: `<p>${subject}</p>` })),
    },
  );
});
afterAll(() => t?.close());

let n = 0;
/** Registers (unproved) with this first name: the address, the member's id and cookie. */
async function register(firstName: string) {
  n++;
  const email = `relay.${n}.${Date.now()}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'Rosewater-Mist-81', firstName, lastName: 'Tester' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { email, cookie, id: json(res).user.id as string };
}

/** Places an order of one fresh product, delivered to `address`. */
async function order(who: { cookie: string; id: string }, address: typeof deliveryAddress) {
  const as = (method: string, url: string, payload?: unknown) => requestAs(t.app, who.cookie, method, url, payload);
  const product = await freshProduct(t.app, {});
  expect((await as('POST', '/api/cart', { userId: who.id, productId: product.id, quantity: 1 })).statusCode).toBe(201);
  const { discountCode: _code, ...figures } = Quote.parse(json(await as('POST', `/api/cart/${who.id}/quote`, {})));
  const placed = await as('POST', '/api/orders', { userId: who.id, ...figures, shippingAddress: address });
  expect(placed.statusCode, placed.body).toBe(201);
  return Order.parse(json(placed));
}

async function cancel(who: { cookie: string; id: string }, orderId: string) {
  const res = await requestAs(t.app, who.cookie, 'POST', `/api/orders/${who.id}/${orderId}/cancel`);
  expect(res.statusCode, res.body).toBe(200);
}

/** The outbox rows to `email` once none of them is pending: template, status and reason. */
async function settledTo(email: string, expected: number) {
  return vi.waitFor(
    async () => {
      const rows = await t.app.db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.recipient} = ${email} or ${mailOutbox.payload}->>'to' = ${email}`);
      expect(rows.filter((r) => r.status !== 'pending')).toHaveLength(expected);
      return rows;
    },
    { timeout: 20_000, interval: 50 },
  );
}

const evilName = 'Visit https://evil.example/win now';
const evilAddress = { ...deliveryAddress, address: `www.evil.example ${'and more '.repeat(20)}`, city: 'evil.example' };

describe('mail to an address nobody proved', () => {
  it('always sends the proof and every confirmation, and at most 3 other mails a day; skipped ones say why', async () => {
    const who = await register(evilName);
    // Order and cancel, four times: 4 confirmations, 1 proof (with the first order), 4 cancellation mails.
    for (let i = 0; i < 4; i++) await cancel(who, (await order(who, evilAddress)).id);
    // The registration's proof, the first order's proof, 4 confirmations, 4 cancellations.
    const rows = await settledTo(who.email, 10);
    const count = (template: string, status: string) =>
      rows.filter((r) => r.template === template && r.status === status).length;
    expect(count('auth.proof', 'sent')).toBe(2);
    expect(count('order.confirmation', 'sent')).toBe(4);
    expect(count('order.update', 'sent')).toBe(UNPROVED_DAILY_CAP);
    const skipped = rows.filter((r) => r.status === 'skipped');
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ template: 'order.update', recipient: who.email, lastError: CAPPED_REASON });
    expect(skipped[0].subject).toContain('cancelled');
    // What arrived: 2 proofs, 4 confirmations, 3 cancellations.
    expect(mailsTo(t.config.mailDir, who.email)).toHaveLength(9);

    // Proved: no cap any more.
    await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, who.id));
    await cancel(who, (await order(who, evilAddress)).id);
    const after = await settledTo(who.email, 12);
    expect(after.filter((r) => r.template === 'order.update' && r.status === 'sent')).toHaveLength(4);
  });

  it('holds across couriers: five capped mails queued at once to one unproved address, three go', async () => {
    const to = `typed.${Date.now()}@example.com`;
    await t.app.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) await t.app.outbox.queue(tx, note, { to, subject: `Note ${i}` });
    });
    const rows = await settledTo(to, 5);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(UNPROVED_DAILY_CAP);
    expect(rows.filter((r) => r.status === 'skipped' && r.lastError === CAPPED_REASON)).toHaveLength(2);
    expect(mailsTo(t.config.mailDir, to)).toHaveLength(UNPROVED_DAILY_CAP);
  });

  it('does not cap a proved address', async () => {
    const member = await createMember(t.app);
    expect(member.emailVerifiedAt).not.toBeNull();
    await t.app.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) await t.app.outbox.queue(tx, note, { to: member.email, subject: `Proved ${i}` });
    });
    const rows = await settledTo(member.email, 5);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });
});

describe('what the customer typed, in the mail', () => {
  it('is plain text, never a link, and short: name and delivery address, in the text and HTML parts', async () => {
    const who = await register(evilName);
    const placed = await order(who, evilAddress);
    const confirmation = await vi.waitFor(
      () => {
        const [mail] = mailsTo(t.config.mailDir, who.email).filter((m) =>
          m.includes('Subject: Your Skin Circle order'),
        );
        expect(mail).toBeDefined();
        return mail;
      },
      { timeout: 15_000, interval: 25 },
    );
    expect(placed.shippingAddress?.address.length).toBeGreaterThan(100);
    // Nothing a mail client would link: no scheme, no www., no domain — the shop's own legal pages, which end
    // every order mail (decision 0242), are the only addresses in it.
    const shopLinksOut = confirmation.replaceAll('https://shop.example/', '');
    for (const linkable of ['http://', 'https://', 'www.', 'evil.example'])
      expect(shopLinksOut).not.toContain(linkable);
    // Still readable, in both parts.
    expect(confirmation.match(/Hi Visit https\[:\]\/\/evil\[\.\]example\/win now,/g)).toHaveLength(2);
    expect(confirmation).toContain('evil[.]example<br>');
    // The address line is capped at 100 characters, with an ellipsis, in both parts.
    const line = confirmation.split('\n').find((l) => l.startsWith('www[.]evil[.]example'));
    expect(line).toBeDefined();
    expect([...line!.replace('www[.]evil[.]example', 'www.evil.example')].length).toBeLessThanOrEqual(100);
    expect(line!.endsWith('…')).toBe(true);

    // The proof mail greets the same name, defanged; its only link is the shop's own.
    const [proof] = mailsTo(t.config.mailDir, who.email).filter((m) => m.includes('verify-email'));
    expect(proof).toContain('Hello Visit https[:]//evil[.]example/win now,');
    expect(proof).not.toContain('evil.example');
  });
});
