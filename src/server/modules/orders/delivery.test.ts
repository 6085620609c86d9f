// Standard or next-day express delivery (issue 44, decision 0253) through the API: the quote prices the choice and
// echoes it, the order stores it and refuses figures of another choice, the free-express perk takes the express
// charge off and is refused with standard delivery, and the receipt, the CSV and the refunds count the delivery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrder, Order, Quote } from '@shared/schemas/orders';
import { toPence } from '@shared/money';
import { codeRefusals } from '../catalogue';
import {
  createTestApp,
  deliveryAddress,
  freshPerk,
  freshProduct,
  json,
  placeCartOrder,
  requestAs,
  signedInMember,
  staffCookie,
  type TestApp,
} from '../../testing/app';
import { waitForMails } from '../../testing/mail';
import { loadConfig } from '../../config';
import { PRICES_CHANGED } from './quote';

let t: TestApp;
let staff: string;
type Who = Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffCookie(t.app);
});
afterAll(() => t.close());

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);

async function withCart(price = '20.00', quantity = 2, memberPrice: string | null = null): Promise<Who> {
  const who = await signedInMember(t.app, { membershipTier: 'skin_circle' });
  const product = await freshProduct(t.app, { price, memberPrice, stock: 50 });
  const res = await as(who.cookie, 'POST', '/api/cart', { userId: who.user.id, productId: product.id, quantity });
  expect(res.statusCode, res.body).toBe(201);
  return who;
}
const quoteRes = (who: Who, body: Record<string, unknown>) =>
  as(who.cookie, 'POST', `/api/cart/${who.user.id}/quote`, body);
async function quote(who: Who, body: Record<string, unknown> = {}) {
  const res = await quoteRes(who, body);
  expect(res.statusCode, res.body).toBe(200);
  return Quote.parse(json(res));
}
/** The cart page's checkout: the quote's figures, code and delivery sent back with the address. */
function order(who: Who, q: Quote, overrides: Record<string, unknown> = {}) {
  const { pointsEarned: _p, deliveryOptions: _o, discountCode, ...figures } = q;
  return as(who.cookie, 'POST', '/api/orders', {
    userId: who.user.id,
    ...figures,
    discountCode: discountCode ?? undefined,
    shippingAddress: deliveryAddress,
    ...overrides,
  });
}

describe('the quote prices the delivery chosen', () => {
  it('standard is free and the default; express costs EXPRESS_DELIVERY_PRICE (£4.95) on top', async () => {
    const who = await withCart('20.00', 2, '17.00');
    const plain = await quote(who);
    expect(plain).toMatchObject({ subtotal: '40.00', memberDiscount: '6.00', shipping: '0.00', total: '34.00' });
    expect(plain.delivery).toBe('standard');
    expect(plain.deliveryOptions).toEqual([
      { delivery: 'standard', price: '0.00' },
      { delivery: 'express', price: '4.95' },
    ]);
    expect(await quote(who, { delivery: 'standard' })).toMatchObject({ shipping: '0.00', total: '34.00' });
    const express = await quote(who, { delivery: 'express' });
    expect(express).toMatchObject({
      subtotal: '40.00',
      memberDiscount: '6.00',
      codeDiscount: '0.00',
      shipping: '4.95',
      total: '38.95',
      pointsEarned: 38,
      delivery: 'express',
    });
    const bad = await quoteRes(who, { delivery: 'drone' });
    expect(bad.statusCode).toBe(400);
  });

  it('follows EXPRESS_DELIVERY_PRICE, and refuses a price that is not one', async () => {
    const other = await createTestApp({}, { EXPRESS_DELIVERY_PRICE: '6.50' });
    try {
      const who = await signedInMember(other.app, { membershipTier: 'skin_circle' });
      const product = await freshProduct(other.app, { price: '10.00', memberPrice: null });
      const added = await requestAs(other.app, who.cookie, 'POST', '/api/cart', {
        userId: who.user.id,
        productId: product.id,
        quantity: 1,
      });
      expect(added.statusCode, added.body).toBe(201);
      const res = await requestAs(other.app, who.cookie, 'POST', `/api/cart/${who.user.id}/quote`, {
        delivery: 'express',
      });
      expect(json(res)).toMatchObject({ shipping: '6.50', total: '16.50' });
    } finally {
      await other.close();
    }
    for (const bad of ['0', '0.00', 'free', '4.9', '100.00']) {
      expect(() => loadConfig({ NODE_ENV: 'test', EXPRESS_DELIVERY_PRICE: bad })).toThrow(/EXPRESS_DELIVERY_PRICE/);
    }
  });
});

describe('an express order', () => {
  it('stores its delivery and charge, and is refused (409) with figures of the other choice', async () => {
    const who = await withCart('12.00', 1);
    const express = await quote(who, { delivery: 'express' });
    // The express figures without saying express: the server prices standard and the shipping differs.
    expect(json(await order(who, express, { delivery: undefined }))).toEqual({ message: PRICES_CHANGED });
    // Standard's figures sent as express: the same.
    const standard = await quote(who);
    const mixed = await order(who, standard, { delivery: 'express' });
    expect(mixed.statusCode).toBe(409);
    expect(json(mixed)).toEqual({ message: PRICES_CHANGED });
    const res = await order(who, express);
    expect(res.statusCode, res.body).toBe(201);
    const placed = Order.parse(json(res));
    expect(placed).toMatchObject({
      delivery: 'express',
      shipping: '4.95',
      total: '16.95',
      subtotal: '12.00',
      deliveryDiscount: '0.00',
      pointsEarned: 16,
    });
    const mine = json<Order[]>(await as(who.cookie, 'GET', `/api/orders/${who.user.id}`));
    expect(mine[0]).toMatchObject({ id: placed.id, delivery: 'express', shipping: '4.95' });
    const admin = AdminOrder.parse(json(await as(staff, 'GET', `/api/admin/orders/${placed.id}`)));
    expect(admin).toMatchObject({ delivery: 'express', shipping: '4.95' });
    // The confirmation says how it travels and what it cost.
    const [mail] = await waitForMails(t.config.mailDir, who.user.email, { subject: /Your Skin Circle order/ });
    expect(mail).toContain('Delivery: Next-day express');
    expect(mail).toContain('Shipping: £4.95');
    expect(mail).toContain('Total: £16.95');
  });

  it('a standard order (SPEC’s call, no delivery sent) stays free and says so', async () => {
    const who = await withCart('12.00', 1);
    const placed = await placeCartOrder(t.app, who, { productId: (await freshProduct(t.app, {})).id });
    expect(placed).toMatchObject({ delivery: 'standard', shipping: '0.00', deliveryDiscount: '0.00' });
  });
});

describe('the free-express perk (a shipping code)', () => {
  it('takes the whole express charge off, and with standard delivery is refused saying to choose express', async () => {
    const who = await withCart('30.00', 1);
    const refused = await quoteRes(who, { discountCode: 'SCFREESHIP' });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({ message: codeRefusals.expressOnly('SCFREESHIP') });
    expect(codeRefusals.expressOnly('SCFREESHIP')).toMatch(/next-day express delivery: choose express delivery/);
    const free = await quote(who, { discountCode: 'SCFREESHIP', delivery: 'express' });
    expect(free).toMatchObject({
      subtotal: '30.00',
      codeDiscount: '4.95',
      shipping: '4.95',
      total: '30.00',
      discountCode: 'SCFREESHIP',
      delivery: 'express',
    });
    // The kept code follows the cart: a later standard quote without the code is free and code-less.
    const res = await order(who, free);
    expect(res.statusCode, res.body).toBe(201);
    expect(Order.parse(json(res))).toMatchObject({
      delivery: 'express',
      discountCode: 'SCFREESHIP',
      codeDiscount: '4.95',
      deliveryDiscount: '4.95',
      shipping: '4.95',
      total: '30.00',
    });
  });

  it('a part-shipping code takes its share off the charge, half up; an order with it but standard is refused', async () => {
    const half = await freshPerk(t.app, { discountType: 'shipping', discountValue: '50.00' });
    const who = await withCart('10.00', 1);
    const q = await quote(who, { discountCode: half.code, delivery: 'express' });
    expect(q).toMatchObject({ codeDiscount: '2.48', shipping: '4.95', total: '12.47' }); // 2.475 → 2.48
    const standardOrder = await order(who, q, { delivery: 'standard' });
    expect(standardOrder.statusCode).toBe(409);
    expect(json(standardOrder)).toEqual({ message: codeRefusals.expressOnly(half.code) });
  });
});

describe('the books and refunds of an express order', () => {
  it('the receipt and the CSV carry the delivery as a 20 % line; refunding every line gives back the total', async () => {
    const who = await signedInMember(t.app, { membershipTier: 'skin_circle' });
    const a = await freshProduct(t.app, { price: '25.00', memberPrice: null, stock: 10 });
    const b = await freshProduct(t.app, { price: '13.00', memberPrice: null, stock: 10 });
    await as(who.cookie, 'POST', '/api/cart', { userId: who.user.id, productId: a.id, quantity: 1 });
    const placed = await placeCartOrder(t.app, who, { productId: b.id, quantity: 2 }, { delivery: 'express' });
    expect(placed).toMatchObject({ total: '55.95', shipping: '4.95' });
    expect((await as(staff, 'POST', `/api/admin/orders/${placed.id}/payment`, { status: 'paid' })).statusCode).toBe(
      200,
    );

    const receipt = (await as(who.cookie, 'GET', `/api/orders/${who.user.id}/${placed.id}/receipt`)).body;
    // £4.95 gross: £0.83 VAT (4.95 / 6 = 0.825 → 0.83), £4.12 net.
    expect(receipt).toMatch(
      /<td>Next-day express<\/td><td>1<\/td><td>£4.12<\/td><td>20%<\/td><td>£0.83<\/td><td>£4.95<\/td>/,
    );
    expect(receipt).toContain('£55.95');

    const day = placed.createdAt.slice(0, 10);
    const csv = (await as(staff, 'GET', `/api/admin/orders/export.csv?from=${day}&to=${day}`)).body;
    const row = csv.split(/\r?\n/).find((l) => l.includes(placed.id.slice(0, 8).toUpperCase()))!;
    const cells = row.split(',');
    // net, vat, gross, discount, delivery
    const [net, vat, gross] = cells.slice(5, 8).map(toPence);
    expect(net + vat).toBe(gross);
    expect(gross).toBe(5595);
    expect(cells[9]).toBe('4.95');

    // Line by line: the delivery goes back with the last units, and the refunds add up to the total.
    const first = await as(staff, 'POST', `/api/admin/orders/${placed.id}/refund`, {
      lines: [{ productId: a.id, quantity: 1 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(AdminOrder.parse(json(first)).refundedAmount).toBe('25.00');
    const last = await as(staff, 'POST', `/api/admin/orders/${placed.id}/refund`, {
      lines: [{ productId: b.id, quantity: 2 }],
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(AdminOrder.parse(json(last))).toMatchObject({ refundedAmount: '55.95', paymentStatus: 'refunded' });
  });

  it('with the free-express perk the goods keep their full price in the refunds and the delivery line is £0.00', async () => {
    const who = await signedInMember(t.app, { membershipTier: 'skin_circle' });
    const a = await freshProduct(t.app, { price: '18.00', memberPrice: null, stock: 10 });
    const placed = await placeCartOrder(
      t.app,
      who,
      { productId: a.id, quantity: 2 },
      { discountCode: 'SCFREESHIP', delivery: 'express' },
    );
    expect(placed).toMatchObject({ total: '36.00', codeDiscount: '4.95', deliveryDiscount: '4.95' });
    await as(staff, 'POST', `/api/admin/orders/${placed.id}/payment`, { status: 'paid' });
    const receipt = (await as(who.cookie, 'GET', `/api/orders/${who.user.id}/${placed.id}/receipt`)).body;
    expect(receipt).toMatch(
      /<td>Next-day express<\/td><td>1<\/td><td>£0.00<\/td><td>20%<\/td><td>£0.00<\/td><td>£0.00<\/td>/,
    );
    expect(receipt).toContain('£36.00');
    const one = await as(staff, 'POST', `/api/admin/orders/${placed.id}/refund`, {
      lines: [{ productId: a.id, quantity: 1 }],
    });
    expect(AdminOrder.parse(json(one)).refundedAmount).toBe('18.00');
    const two = await as(staff, 'POST', `/api/admin/orders/${placed.id}/refund`, {
      lines: [{ productId: a.id, quantity: 1 }],
    });
    expect(AdminOrder.parse(json(two))).toMatchObject({ refundedAmount: '36.00', paymentStatus: 'refunded' });
  });
});
