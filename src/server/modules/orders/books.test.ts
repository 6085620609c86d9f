// After the sale, by the book (OPERATIONS §4, decision 0242): the confirmation mail as a durable record (trader,
// address, VAT number, lines and prices, VAT, the right to cancel with the model form, the legal links), the legal
// links in every order mail, the VAT receipt of a paid order (HTML and PDF, the member's own only) and the orders
// CSV for the books (staff with orders.export, audited, every figure adding up).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS_EXPORT_COLUMNS, type Order } from '@shared/schemas/orders';
import { orderReference } from '@shared/orders';
import { toPence } from '@shared/money';
import { csvValue } from '@shared/csv';
import { auditEntries } from '../audit';
import {
  createTestApp,
  freshPerk,
  freshProduct,
  placeCartOrder,
  requestAs,
  signedInMember,
  staffCookie,
  staffCookieAs,
  type TestApp,
} from '../../testing/app';
import { waitForMails } from '../../testing/mail';

let t: TestApp;
let owner: string;
type Who = Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
  owner = await staffCookie(t.app);
});
afterAll(() => t.close());

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);

async function paidOrder(who: Who, quantity = 2, price = '25.00', discountCode?: string) {
  const product = await freshProduct(t.app, { price, memberPrice: null, stock: 50 });
  const order = await placeCartOrder(t.app, who, { productId: product.id, quantity }, { discountCode });
  const paid = await as(owner, 'POST', `/api/admin/orders/${order.id}/payment`, { status: 'paid' });
  expect(paid.statusCode).toBe(200);
  return { order, product };
}

const receiptUrl = (who: Who, order: Order, query = '') => `/api/orders/${who.user.id}/${order.id}/receipt${query}`;

describe('the confirmation mail (a durable medium)', () => {
  it('carries the trader, each line and its price, the VAT, the right to cancel with the model form and the links', async () => {
    const who = await signedInMember(t.app);
    const { order, product } = await paidOrder(who);
    const [confirmation] = await waitForMails(t.config.mailDir, who.user.email, {
      subject: /Subject: Your Skin Circle order/,
    });
    expect(confirmation).toContain(`2 × ${product.name} at £25.00`);
    expect(confirmation).toContain('Total: £50.00');
    expect(confirmation).toContain('Including VAT at 20%: £8.33'); // £50.00 / 6 = 8.333…
    expect(confirmation).toContain('Skin Circle Ltd');
    expect(confirmation).toContain('14 Kemp Street, Brighton, BN1 4EE, United Kingdom');
    expect(confirmation).toContain('VAT number: GB123456789');
    expect(confirmation).toContain('Email: hello@skincircle.co.uk');
    expect(confirmation).toContain('You have the right to cancel this contract within 14 days');
    expect(confirmation).toContain('once you have unsealed it after delivery');
    expect(confirmation).toContain('MODEL CANCELLATION FORM');
    expect(confirmation).toContain(
      'To: Skin Circle Ltd, 14 Kemp Street, Brighton, BN1 4EE, United Kingdom, hello@skincircle.co.uk',
    );
    expect(confirmation).toContain('I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract of sale');
    for (const slug of ['terms', 'privacy', 'returns', 'delivery', 'contact'])
      expect(confirmation).toContain(`https://shop.example/${slug}`);
    // Every order mail carries the legal links: the payment's too.
    const [payment] = await waitForMails(t.config.mailDir, who.user.email, { subject: /Subject: Payment received/ });
    expect(payment).toContain('https://shop.example/returns');
    expect(payment).toContain(`#${orderReference(order.id)}`);
  });
});

describe('GET /api/orders/{userId}/{orderId}/receipt', () => {
  it('is the member’s own paid order only: 401 signed out, 403 another member, 404 unknown, 409 unpaid', async () => {
    const who = await signedInMember(t.app);
    const other = await signedInMember(t.app);
    const { order } = await paidOrder(who);
    expect((await as(null, 'GET', receiptUrl(who, order))).statusCode).toBe(401);
    expect((await as(other.cookie, 'GET', receiptUrl(who, order))).statusCode).toBe(403);
    expect((await as(other.cookie, 'GET', `/api/orders/${other.user.id}/${order.id}/receipt`)).statusCode).toBe(404);
    const product = await freshProduct(t.app, { stock: 5 });
    const unpaid = await placeCartOrder(t.app, who, { productId: product.id, quantity: 1 });
    const refused = await as(who.cookie, 'GET', receiptUrl(who, unpaid));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A receipt is issued once the order is paid.');
    expect((await as(who.cookie, 'GET', receiptUrl(who, order, '?format=doc'))).statusCode).toBe(400);
  });

  it('shows seller, VAT number, number, date of supply, lines with net, rate, VAT and gross, totals that add up', async () => {
    const who = await signedInMember(t.app);
    const { order, product } = await paidOrder(who, 3, '19.99');
    const res = await as(who.cookie, 'GET', receiptUrl(who, order));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = res.body;
    expect(html).toContain('<h1>VAT receipt</h1>');
    expect(html).toContain('Skin Circle Ltd');
    expect(html).toContain('VAT number: GB123456789');
    expect(html).toContain(`Receipt number: <strong>${orderReference(order.id).toUpperCase()}</strong>`);
    expect(html).toMatch(/Date of supply: \d{2} \w+ \d{4}/);
    // 3 × £19.99 = £59.97 gross; VAT £59.97 / 6 = 9.995 → £10.00; net £49.97.
    expect(html).toContain(
      `<td>${product.name}</td><td>3</td><td>£49.97</td><td>20%</td><td>£10.00</td><td>£59.97</td>`,
    );
    expect(html).toContain('<td>Total net</td><td><strong>£49.97</strong></td>');
    expect(html).toContain('<td>Total VAT</td><td><strong>£10.00</strong></td>');
    expect(html).toContain('<td>Total paid (including VAT)</td><td><strong>£59.97</strong></td>');
  });

  it('comes as a PDF with Accept: application/pdf or ?format=pdf', async () => {
    const who = await signedInMember(t.app);
    const { order } = await paidOrder(who, 1);
    const byQuery = await as(who.cookie, 'GET', receiptUrl(who, order, '?format=pdf'));
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.headers['content-type']).toBe('application/pdf');
    expect(byQuery.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const byAccept = await t.app.inject({
      method: 'GET',
      url: receiptUrl(who, order),
      headers: { cookie: who.cookie, accept: 'application/pdf' },
    });
    expect(byAccept.headers['content-type']).toBe('application/pdf');
    expect(byAccept.rawPayload.length).toBeGreaterThan(1000);
  });

  it('shares a code’s discount over the lines so that the totals are what was paid, to the penny', async () => {
    const who = await signedInMember(t.app);
    const perk = await freshPerk(t.app, { discountType: 'percentage', discountValue: '15.00' });
    const { order } = await paidOrder(who, 3, '33.33', perk.code);
    expect(toPence(order.codeDiscount)).toBeGreaterThan(0);
    const html = (await as(who.cookie, 'GET', receiptUrl(who, order))).body;
    const money = (label: string) =>
      toPence(new RegExp(`<td>${label}</td><td><strong>£([\\d,.]+)</strong>`).exec(html)![1].replace(',', ''));
    expect(money('Total paid \\(including VAT\\)')).toBe(toPence(order.total));
    expect(money('Total net') + money('Total VAT')).toBe(toPence(order.total));
  });
});

describe('GET /api/admin/orders/export.csv', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const exportAs = (cookie: string | null, query: string) => as(cookie, 'GET', `/api/admin/orders/export.csv${query}`);

  it('gives every order of the period with net, VAT and gross that add up, audited', async () => {
    const who = await signedInMember(t.app);
    const { order } = await paidOrder(who, 2, '12.50');
    const from = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const res = await exportAs(owner, `?from=${from}&to=${to}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orders-${from}-to-${to}.csv"`);
    const [head, ...rows] = res.body
      .trim()
      .split('\r\n')
      .map((l) => l.split(',').map(csvValue));
    expect(head).toEqual([...ORDERS_EXPORT_COLUMNS]);
    const row = rows.find((r) => r[0] === orderReference(order.id).toUpperCase())!;
    const cell = (name: (typeof ORDERS_EXPORT_COLUMNS)[number]) => row[ORDERS_EXPORT_COLUMNS.indexOf(name)];
    expect(cell('status')).toBe('pending');
    expect(cell('payment_status')).toBe('paid');
    expect(cell('payment_method')).toBe('bank transfer');
    expect(cell('gross')).toBe('25.00');
    expect(cell('vat')).toBe('4.17');
    expect(cell('net')).toBe('20.83');
    expect(cell('delivery')).toBe('0.00');
    expect(cell('refunded')).toBe('0.00');
    for (const r of rows) expect(toPence(r[5]) + toPence(r[6])).toBe(toPence(r[7]));
    const [entry] = await t.app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'orders'), eq(auditEntries.action, 'export')));
    expect(entry.after).toMatchObject({ from, to });
  });

  it('is for staff with orders.export: owner and support, not fulfilment', async () => {
    const q = `?from=${today()}&to=${today()}`;
    expect((await exportAs(null, q)).statusCode).toBe(401);
    expect((await exportAs((await signedInMember(t.app)).cookie, q)).statusCode).toBe(401);
    expect((await exportAs(await staffCookieAs(t.app, 'fulfilment'), q)).statusCode).toBe(403);
    expect((await exportAs(await staffCookieAs(t.app, 'support'), q)).statusCode).toBe(200);
  });

  it('refuses bad dates and ranges past 366 days, naming the field', async () => {
    for (const [query, field] of [
      ['', 'from'],
      ['?from=2026-01-01', 'to'],
      ['?from=01/01/2026&to=2026-01-02', 'from'],
      ['?from=2026-02-30&to=2026-03-02', 'from'],
      ['?from=2026-03-02&to=2026-03-01', 'from'],
      ['?from=2025-01-01&to=2026-01-02', 'to'],
    ] as const) {
      const res = await exportAs(owner, query);
      expect(res.statusCode, query).toBe(400);
      expect(
        res.json().errors.map((e: { path: string }) => e.path),
        query,
      ).toContain(`querystring.${field}`);
    }
    expect((await exportAs(owner, '?from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
  });
});

describe('a shop without a VAT number', () => {
  it('has no VAT anywhere: a plain receipt, no VAT line in the mail, 0.00 VAT in the books', async () => {
    const plain = await createTestApp({ publicUrl: 'https://shop.example' }, { VAT_NUMBER: 'none' });
    try {
      const who = await signedInMember(plain.app);
      const staff = await staffCookie(plain.app);
      const product = await freshProduct(plain.app, { price: '30.00', memberPrice: null, stock: 5 });
      const order = await placeCartOrder(plain.app, who, { productId: product.id, quantity: 1 });
      await requestAs(plain.app, staff, 'POST', `/api/admin/orders/${order.id}/payment`, { status: 'paid' });
      const [mail] = await waitForMails(plain.config.mailDir, who.user.email, {
        subject: /Subject: Your Skin Circle order/,
      });
      expect(mail).not.toMatch(/VAT/);
      const html = (await requestAs(plain.app, who.cookie, 'GET', `/api/orders/${who.user.id}/${order.id}/receipt`))
        .body;
      expect(html).toContain('<h1>Receipt</h1>');
      expect(html).not.toMatch(/VAT/);
      const day = new Date().toISOString().slice(0, 10);
      const csv = (await requestAs(plain.app, staff, 'GET', `/api/admin/orders/export.csv?from=${day}&to=${day}`)).body;
      expect(csv).toContain(',30.00,0.00,30.00,');
    } finally {
      await plain.close();
    }
  });
});
