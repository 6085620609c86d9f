// First-order and once-per-member codes checked against the delivery address as well as the account (decision
// 0803): a second account is not a second first order. Checked when the order is placed (the quote has no address).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_COUNTRY, Order, Quote, type ShippingAddressInput } from '@shared/schemas/orders';
import { codeRefusals, perks } from './index';
import { orders } from '../orders';
import {
  createTestApp,
  deliveryAddress,
  freshPerk,
  freshProduct,
  json,
  requestAs,
  signedInMember,
  staffCookie,
  type TestApp,
} from '../../testing/app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffCookie(t.app);
});
afterAll(() => t.close());

type Who = Awaited<ReturnType<typeof signedInMember>>;
let streets = 0;

/** A perk no other test uses, with these terms. */
const perkWith = (fields: Partial<typeof perks.$inferInsert>) => freshPerk(t.app, fields);

/** An address no other test delivers to. */
const freshAddress = (): ShippingAddressInput => ({
  ...deliveryAddress,
  country: DELIVERY_COUNTRY,
  address: `${++streets} Lavender Row`,
  postalCode: 'EH1 1YZ',
});

/** A new member with one product in the cart, quoted (with the code), placing to `address`: the answer. */
async function placeWith(address: ShippingAddressInput, code?: string, who?: Who) {
  const member = who ?? (await signedInMember(t.app));
  const product = await freshProduct(t.app, { price: '30.00', memberPrice: null });
  const as = (method: string, url: string, payload?: unknown) => requestAs(t.app, member.cookie, method, url, payload);
  expect(
    (await as('POST', '/api/cart', { userId: member.user.id, productId: product.id, quantity: 1 })).statusCode,
  ).toBe(201);
  const quoted = await as('POST', `/api/cart/${member.user.id}/quote`, code ? { discountCode: code } : {});
  // The quote knows no address: it accepts the code.
  expect(quoted.statusCode, quoted.body).toBe(200);
  const { discountCode, pointsEarned: _p, ...figures } = Quote.parse(json(quoted));
  const res = await as('POST', '/api/orders', {
    userId: member.user.id,
    ...figures,
    discountCode: discountCode ?? undefined,
    shippingAddress: address,
  });
  return { res, member };
}

/** `{ rows }` on both drivers. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const uses = async (id: string) =>
  (await t.app.db.select({ n: perks.currentUses }).from(perks).where(eq(perks.id, id)))[0].n;
const ordersOf = async (userId: string) =>
  (await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).length;

describe('first order only, at the delivery address', () => {
  it('refuses a new account delivering where an order went before, the address written differently', async () => {
    const perk = await perkWith({ firstOrderOnly: true });
    const home = freshAddress();
    expect((await placeWith(home)).res.statusCode).toBe(201);

    // A second account, the same house: spaces, case and punctuation do not make it another address.
    const same = { ...home, address: `  ${home.address.toUpperCase().replace(' ', ', ')}.`, postalCode: 'eh11yz' };
    const { res, member } = await placeWith(same, perk.code);
    expect(res.statusCode, res.body).toBe(409);
    expect(json(res)).toEqual({ message: codeRefusals.notFirstOrderAtAddress(perk.code) });
    expect(json(res).message).toBe(
      `The code ${perk.code} is for a first order only, and an order has been delivered to this address before.`,
    );
    expect(await uses(perk.id)).toBe(0);
    expect(await ordersOf(member.user.id)).toBe(0);

    // Another house (another first line, or the same line in another postcode) is another first order.
    const next = await placeWith({ ...home, address: `${home.address} North` }, perk.code);
    expect(next.res.statusCode, next.res.body).toBe(201);
    const elsewhere = await placeWith({ ...home, postalCode: 'EH1 2AB' }, perk.code);
    expect(elsewhere.res.statusCode, elsewhere.res.body).toBe(201);
    expect(await uses(perk.id)).toBe(2);
  });

  it('does not count a cancelled order at the address', async () => {
    const perk = await perkWith({ firstOrderOnly: true });
    const home = freshAddress();
    const earlier = await placeWith(home);
    const order = Order.parse(json(earlier.res));
    expect((await placeWith(home, perk.code)).res.statusCode).toBe(409);
    const cancelled = await requestAs(t.app, staff, 'POST', `/api/admin/orders/${order.id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await placeWith(home, perk.code)).res.statusCode).toBe(201);
  });

  it('a demo perk too: SCFRIEND15 for a second account at an address that has had an order', async () => {
    const home = freshAddress();
    expect((await placeWith(home, 'SCFRIEND15')).res.statusCode).toBe(201);
    const second = await placeWith(home, 'SCFRIEND15');
    expect(second.res.statusCode).toBe(409);
    expect(json(second.res).message).toBe(codeRefusals.notFirstOrderAtAddress('SCFRIEND15'));
  });
});

describe('once per member, at the delivery address', () => {
  it('refuses another account whose order goes where the code was used before; the address without the code is fine', async () => {
    const perk = await perkWith({ oncePerMember: true });
    const home = freshAddress();
    expect((await placeWith(home, perk.code)).res.statusCode).toBe(201);

    const { res, member } = await placeWith(home, perk.code);
    expect(res.statusCode, res.body).toBe(409);
    expect(json(res).message).toBe(
      `The code ${perk.code} is once per member, and it has already been used on an order delivered to this address.`,
    );
    expect(await uses(perk.id)).toBe(1);
    // The same member may order there without the code, and use it at another address.
    expect((await placeWith(home, undefined, member)).res.statusCode).toBe(201);
    expect((await placeWith(freshAddress(), perk.code, member)).res.statusCode).toBe(201);
    // Orders there without the code do not use it up: another code of the kind is still fine there.
    const other = await perkWith({ oncePerMember: true });
    expect((await placeWith(home, other.code)).res.statusCode).toBe(201);
  });
});

describe('the look-up', () => {
  it('normalises the postcode and the first line as the index does', async () => {
    const key = async (address: string, postalCode: string) =>
      rowsOf<{ key: string }>(
        await t.app.db.execute(
          sql`select delivery_address_key(${JSON.stringify({ address, postalCode })}::jsonb) as key`,
        ),
      )[0].key;
    expect(await key('12 St James’s Square', 'SW1Y 4JH')).toBe('SW1Y4JH|12 st james s square');
    expect(await key(' 12, ST. JAMES’S  square!! ', 'sw1y 4jh')).toBe('SW1Y4JH|12 st james s square');
    expect(await key('Flat 2\n12 High Street', 'SW1Y 4JH')).toBe('SW1Y4JH|flat 2');
  });

  it('is answered from the expression index on the orders’ delivery address', async () => {
    const plan = await t.app.db.transaction(async (tx) => {
      // The test database holds a handful of orders: forbid the sequential scan to see which index is chosen.
      await tx.execute(sql`set local enable_seqscan = off`);
      const key = JSON.stringify({ address: '1 Lavender Row', postalCode: 'EH1 1YZ' });
      const result = await tx.execute(
        sql`explain select 1 from orders where orders.status <> 'cancelled'
          and delivery_address_key(orders.shipping_address) = delivery_address_key(${key}::jsonb)`,
      );
      return rowsOf<Record<string, string>>(result)
        .map((r) => Object.values(r)[0])
        .join('\n');
    });
    expect(plan).toContain('orders_delivery_address_key_idx');
  });
});
