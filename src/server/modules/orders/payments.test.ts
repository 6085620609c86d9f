// COMMERCE §6 with the default manual provider: bank transfer a customer can act on (the details, the reference and
// the pay-by time in the answer and in the confirmation mail), a free order needs no payment, and money input
// beyond the shop's range is a 400 (or a 409 for a cart that adds up beyond it), never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdminOrder, Order, Quote } from '@shared/schemas/orders';
import { perks } from '../catalogue';
import {
  createTestApp,
  deliveryAddress,
  freshProduct,
  json,
  requestAs,
  signedInMember,
  staffCookie,
  stockOf,
  type TestApp,
} from '../../testing/app';
import { waitForMails } from '../../testing/mail';
import { ORDER_TOO_LARGE } from './payments/provider';
import { NO_PAYMENT_NEEDED } from './checkout';

let t: TestApp;
let staff: string;
const clock = new Date('2026-07-01T15:30:00Z'); // 16:30 in London (BST)

beforeAll(async () => {
  t = await createTestApp(
    { now: () => clock },
    {
      BANK_ACCOUNT_NAME: 'Skin Circle Trading Ltd',
      BANK_SORT_CODE: '12-34-56',
      BANK_ACCOUNT_NUMBER: '87654321',
      UNPAID_ORDER_HOURS: '48',
    },
  );
  staff = await staffCookie(t.app);
});
afterAll(() => t.close());

type Who = Awaited<ReturnType<typeof signedInMember>>;
const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);

/** The member's cart with these lines, quoted and ordered exactly as the cart page does it. */
async function fillAndQuote(who: Who, lines: Array<{ productId: string; quantity: number }>) {
  for (const line of lines) {
    const res = await as(who.cookie, 'POST', '/api/cart', { userId: who.user.id, ...line });
    expect(res.statusCode, res.body).toBe(201);
  }
  return as(who.cookie, 'POST', `/api/cart/${who.user.id}/quote`, {});
}
const orderBody = (who: Who, q: Quote) => ({
  userId: who.user.id,
  subtotal: q.subtotal,
  memberDiscount: q.memberDiscount,
  codeDiscount: q.codeDiscount,
  shipping: q.shipping,
  total: q.total,
  items: q.items,
  shippingAddress: deliveryAddress,
});
async function placeOrder(who: Who, lines: Array<{ productId: string; quantity: number }>) {
  const quoted = await fillAndQuote(who, lines);
  expect(quoted.statusCode, quoted.body).toBe(200);
  const res = await as(who.cookie, 'POST', '/api/orders', orderBody(who, Quote.parse(json(quoted))));
  expect(res.statusCode, res.body).toBe(201);
  return Order.parse(json(res));
}

let codes = 0;
/** A perk code worth £500 off: more than any test cart, so the order is free. */
async function freeCode(): Promise<string> {
  codes += 1;
  const code = `FREEORDER${codes}${Date.now() % 100000}`;
  await t.app.db.insert(perks).values({
    name: 'Everything free (test)',
    description: 'Covers the whole order, for this test',
    code,
    discountType: 'fixed',
    discountValue: '500.00',
  });
  return code;
}

/** The mail to this address (sent in the background: wait for it), decoded. */
async function mailTo(email: string): Promise<string> {
  return (await waitForMails(t.config.mailDir, email))[0];
}
/** The text/plain and text/html parts of a decoded .eml. */
function parts(mail: string): { text: string; html: string } {
  const text = mail.split(/Content-Type: text\/plain[^\n]*\n/)[1]?.split(/\n--/)[0] ?? '';
  const html = mail.split(/Content-Type: text\/html[^\n]*\n/)[1]?.split(/\n--/)[0] ?? '';
  return { text, html };
}

describe('bank transfer a customer can act on', () => {
  it('the answer, the order list and the confirmation mail carry the bank details, reference, amount and pay-by time', async () => {
    const who = await signedInMember(t.app, { firstName: 'Grace' });
    const product = await freshProduct(t.app, { price: '24.00', memberPrice: '21.50' });
    const order = await placeOrder(who, [{ productId: product.id, quantity: 2 }]);
    const reference = order.id.slice(0, 8);
    const instructions = {
      accountName: 'Skin Circle Trading Ltd',
      sortCode: '12-34-56',
      accountNumber: '87654321',
      reference,
      amount: '43.00',
      payBy: '2026-07-03T15:30:00.000Z', // placed + UNPAID_ORDER_HOURS (48)
    };
    expect(order).toMatchObject({ paymentStatus: 'unpaid', paymentProvider: 'manual', paymentUrl: null });
    expect(order.paymentInstructions).toEqual(instructions);
    const [listed] = z.array(Order).parse(json(await as(who.cookie, 'GET', `/api/orders/${who.user.id}`)));
    expect(listed.paymentInstructions).toEqual(instructions);
    const one = Order.parse(json(await as(who.cookie, 'GET', `/api/orders/${who.user.id}/${order.id}`)));
    expect(one.paymentInstructions).toEqual(instructions);

    const { text, html } = parts(await mailTo(who.user.email));
    expect(text).toContain('HOW TO PAY BY BANK TRANSFER');
    expect(text).toContain('Please pay £43.00 by bank transfer by 03 July 2026 at 16:30, quoting the reference');
    for (const line of [
      'Account name:    Skin Circle Trading Ltd',
      'Sort code:       12-34-56',
      'Account number:  87654321',
      `Reference:       ${reference}`,
      'Amount:          £43.00',
      'Pay by:          03 July 2026 at 16:30',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain('We send your order as soon as your payment arrives.');
    for (const value of [
      'Skin Circle Trading Ltd',
      '12-34-56',
      '87654321',
      reference,
      '£43.00',
      '03 July 2026 at 16:30',
    ]) {
      expect(html).toContain(`${value}</td>`);
    }
    expect(html).toContain('How to pay by bank transfer');
  });

  it('once staff record the payment, or the order is cancelled, there is nothing left to pay', async () => {
    const who = await signedInMember(t.app);
    const product = await freshProduct(t.app, {});
    const paid = await placeOrder(who, [{ productId: product.id, quantity: 1 }]);
    const recorded = await as(staff, 'POST', `/api/admin/orders/${paid.id}/payment`, { status: 'paid' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(AdminOrder.parse(json(recorded)).paymentInstructions).toBeNull();

    const cancelled = await placeOrder(await signedInMember(t.app), [{ productId: product.id, quantity: 1 }]);
    const res = await as(staff, 'POST', `/api/admin/orders/${cancelled.id}/status`, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminOrder.parse(json(res)).paymentInstructions).toBeNull();
  });
});

describe('a free order needs no payment', () => {
  it('is paid at once with a history entry by system, no bank details, and its confirmation mail', async () => {
    const who = await signedInMember(t.app);
    const product = await freshProduct(t.app, { price: '12.00', memberPrice: '10.00', stock: 5 });
    // A fixed code worth at least the member-priced sum: the order comes to £0.00.
    const code = await freeCode();
    const added = await as(who.cookie, 'POST', '/api/cart', {
      userId: who.user.id,
      productId: product.id,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(201);
    const quoted = await as(who.cookie, 'POST', `/api/cart/${who.user.id}/quote`, { discountCode: code });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const q = Quote.parse(json(quoted));
    expect(q.total).toBe('0.00');
    const res = await as(who.cookie, 'POST', '/api/orders', { ...orderBody(who, q), discountCode: code });
    expect(res.statusCode, res.body).toBe(201);
    const order = Order.parse(json(res));
    expect(order).toMatchObject({ total: '0.00', paymentStatus: 'paid', paymentInstructions: null, paymentUrl: null });
    expect(order.history.map((h) => [h.by, h.paymentStatus, h.note])).toEqual([
      ['customer', null, 'Order placed'],
      ['system', 'paid', NO_PAYMENT_NEEDED],
    ]);
    expect(await stockOf(t.app, product.id)).toBe(4);
    const staffView = AdminOrder.parse(json(await as(staff, 'GET', `/api/admin/orders/${order.id}`)));
    expect(staffView.paymentStatus).toBe('paid');
    expect(staffView.history.at(-1)).toMatchObject({ by: 'system', paymentStatus: 'paid', note: NO_PAYMENT_NEEDED });
    const { text } = parts(await mailTo(who.user.email));
    expect(text).toContain('NO PAYMENT NEEDED');
    expect(text).not.toContain('Sort code');
    // Cancelled, there is nothing to pay back (no "Refund to follow"); the units come back.
    const cancel = await as(staff, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = AdminOrder.parse(json(cancel));
    expect(after.status).toBe('cancelled');
    expect(after.history.some((h) => h.note?.includes('Refund'))).toBe(false);
    expect(await stockOf(t.app, product.id)).toBe(5);
  });
});

describe('money input is bounded', () => {
  const huge = '99999999999999999999.00';

  it('POST /api/orders with an amount beyond 8 digits before the point is a 400 naming the field, and stores nothing', async () => {
    const who = await signedInMember(t.app);
    const product = await freshProduct(t.app, {});
    const q = Quote.parse(json(await fillAndQuote(who, [{ productId: product.id, quantity: 1 }])));
    const body = orderBody(who, q);
    const cases: Array<[string, object]> = [
      ['total', { ...body, total: huge }],
      ['subtotal', { ...body, subtotal: huge }],
      ['memberDiscount', { ...body, memberDiscount: huge }],
      ['shipping', { ...body, shipping: huge }],
      ['codeDiscount', { ...body, codeDiscount: huge }],
      ['items.0.price', { ...body, items: [{ ...body.items[0], price: huge }] }],
      ['total', { ...body, total: '100000000.00' }],
    ];
    for (const [field, payload] of cases) {
      const res = await as(who.cookie, 'POST', '/api/orders', payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(json(res).message).toBe(`Invalid request: body.${field} must be at most 99999999.99`);
    }
    // The largest amount in range is only compared with the quote: a 409, not a database error.
    const largest = await as(who.cookie, 'POST', '/api/orders', { ...body, total: '99999999.99' });
    expect(largest.statusCode, largest.body).toBe(409);
    expect(z.array(Order).parse(json(await as(who.cookie, 'GET', `/api/orders/${who.user.id}`)))).toEqual([]);
  });

  it('a cart that adds up beyond the range is refused at the quote with 409 and a message, not a 500', async () => {
    const who = await signedInMember(t.app);
    const a = await freshProduct(t.app, { price: '999999.99', memberPrice: null });
    const b = await freshProduct(t.app, { price: '999999.99', memberPrice: null });
    const res = await fillAndQuote(who, [
      { productId: a.id, quantity: 99 },
      { productId: b.id, quantity: 99 },
    ]);
    expect(res.statusCode, res.body).toBe(409);
    expect(json(res).message).toBe(ORDER_TOO_LARGE);
  });
});
