// The second security review (decisions 0804, 0805): links nobody can forge and stock nobody can hold, probed the
// way the review did. Each test failed before its fix.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import type { MailMessage } from './mail/mailer';
import { users } from './modules/auth';
import { orders, PLACED_MEANWHILE, unpaidLimitReached, unpaidTotalReached, unpaidUnitsReached } from './modules/orders';
import {
  createTestApp,
  deliveryAddress,
  freshPerk,
  freshProduct,
  json,
  requestAs,
  signedInMember,
  PRODUCTION_ENV,
  stockOf,
  type TestApp,
} from './testing/app';
import { waitForMails } from './testing/mail';
import { useStripeShop } from './testing/stripe-shop';
import { until } from './testing/until';
import { Quote } from '@shared/schemas/orders';

const PRODUCTION = { ...PRODUCTION_ENV, PUBLIC_URL: undefined };
type Who = Awaited<ReturnType<typeof signedInMember>>;

describe('links only from configuration (decision 0804)', () => {
  it('production refuses to start without PUBLIC_URL, naming it, whatever the payment provider', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(ConfigError);
    expect(() => loadConfig(PRODUCTION)).toThrow(/requires PUBLIC_URL/);
    expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
    // The demo keeps working on this machine without it.
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4100', HOST: '127.0.0.1' }).publicUrl).toBe('http://127.0.0.1:4100');
  });

  describe('a production instance behind a trusted proxy', () => {
    let t: TestApp;
    const sent: MailMessage[] = [];
    beforeAll(async () => {
      t = await createTestApp(
        {},
        { ...PRODUCTION, PUBLIC_URL: 'https://shop.example', TRUST_PROXY: '127.0.0.1' },
        {
          mailer: {
            async send(message: MailMessage) {
              sent.push(message);
              return {};
            },
          },
        },
      );
    });
    afterAll(() => t?.close());

    it('mails the proof link to PUBLIC_URL whatever Host or X-Forwarded-Host the request names', async () => {
      const victims = ['victim.host@example.com', 'victim.forwarded@example.com'];
      const forged = [{ host: 'evil.example' }, { host: 'shop.example', 'x-forwarded-host': 'evil.example' }];
      for (const [i, email] of victims.entries()) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { email, password: 'sea-buckthorn', firstName: 'Vic', lastName: 'Tim' },
          headers: { ...forged[i], 'x-forwarded-proto': 'http' },
          remoteAddress: '127.0.0.1',
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const proofs = await until('both proof mails', async () => {
        const mails = sent.filter((m) => victims.includes(String(m.to)));
        return mails.length === 2 ? mails : undefined;
      });
      for (const mail of proofs) {
        expect(mail.text).toMatch(/https:\/\/shop\.example\/verify-email\?token=/);
        expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
      }
    });
  });
});

describe('unpaid orders hold few units (decision 0805)', () => {
  let t: TestApp;
  let clock = new Date('2026-11-29T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock }, { PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(() => t?.close());

  const as = (who: Who, method: string, url: string, payload?: unknown) =>
    requestAs(t.app, who.cookie, method, url, payload);
  const add = async (who: Who, productId: string, quantity: number) => {
    const res = await as(who, 'POST', '/api/cart', { userId: who.user.id, productId, quantity });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  // Each member delivers to an address of their own: a first-order code is also refused at an address that had an
  // order before (decision 0803), and this file's earlier orders went to the shared test address.
  const quote = async (who: Who, discountCode?: string) => {
    const quoted = await as(who, 'POST', `/api/cart/${who.user.id}/quote`, discountCode ? { discountCode } : {});
    expect(quoted.statusCode, quoted.body).toBe(200);
    return Quote.parse(json(quoted));
  };
  const checkout = async (who: Who, discountCode?: string) => place(who, await quote(who, discountCode));
  const place = (who: Who, q: Quote) =>
    as(who, 'POST', '/api/orders', {
      userId: who.user.id,
      ...q,
      discountCode: q.discountCode ?? undefined,
      shippingAddress: { ...deliveryAddress, address: `${who.user.id.slice(0, 8)} Hold Street` },
    });
  const firstOrderPerk = async () => (await freshPerk(t.app, { firstOrderOnly: true })).code;
  const ordersOf = async (id: string) => t.app.db.select().from(orders).where(eq(orders.userId, id));
  const clearCart = (who: Who) => as(who, 'DELETE', `/api/cart/user/${who.user.id}`);

  it('one new account cannot take every unit of a product with one bank-transfer order', async () => {
    const { maxUnitsPerProduct } = t.config.unpaidOrders;
    expect(maxUnitsPerProduct).toBe(6);
    const p = await freshProduct(t.app, { stock: 40 });
    const me = await signedInMember(t.app);
    await add(me, p.id, maxUnitsPerProduct + 1);
    const refused = await checkout(me);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(unpaidUnitsReached(p.name, maxUnitsPerProduct, 0));
    expect(await stockOf(t.app, p.id)).toBe(40);
    expect(await ordersOf(me.user.id)).toHaveLength(0);
    // At the limit it goes through.
    await clearCart(me);
    await add(me, p.id, maxUnitsPerProduct);
    expect((await checkout(me)).statusCode).toBe(201);
  });

  it('units already held unpaid count, across orders; paying for them makes room', async () => {
    const p = await freshProduct(t.app, { stock: 40 });
    const me = await signedInMember(t.app);
    await add(me, p.id, 4);
    const first = await checkout(me);
    expect(first.statusCode).toBe(201);
    await add(me, p.id, 3);
    const refused = await checkout(me);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(unpaidUnitsReached(p.name, 6, 4));
    expect(await stockOf(t.app, p.id)).toBe(36);
    await t.app.db
      .update(orders)
      .set({ paymentStatus: 'paid' })
      .where(eq(orders.id, json(first).id));
    expect((await checkout(me)).statusCode).toBe(201);
  });

  it('the units held across the shop are capped too', async () => {
    const { maxUnits, maxUnitsPerProduct } = t.config.unpaidOrders;
    expect(maxUnits).toBe(24);
    const me = await signedInMember(t.app);
    const products = await Promise.all([1, 2, 3, 4, 5].map(() => freshProduct(t.app, { stock: 40 })));
    for (const p of products.slice(0, 4)) await add(me, p.id, maxUnitsPerProduct);
    expect((await checkout(me)).statusCode).toBe(201); // 24 units in one order
    await add(me, products[4].id, 1);
    const refused = await checkout(me);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(unpaidTotalReached(maxUnits));
  });

  it('cancelling and placing again at once cannot renew a hold: the cancelled units count for the cool-down', async () => {
    const p = await freshProduct(t.app, { stock: 40 });
    const me = await signedInMember(t.app);
    await add(me, p.id, 6);
    const held = json(await checkout(me));
    const cancelled = await as(me, 'POST', `/api/orders/${me.user.id}/${held.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(t.app, p.id)).toBe(40);
    await add(me, p.id, 6);
    const again = await checkout(me);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(unpaidUnitsReached(p.name, 6, 6));
    // Other members can buy the units meanwhile; after the cool-down the member can hold them again.
    clock = new Date(clock.getTime() + t.config.unpaidOrders.cooldownMs + 60_000);
    expect((await checkout(me)).statusCode).toBe(201);
  });

  it("a member's cancel with a forged Host mails the members waiting for the units links to PUBLIC_URL (0804)", async () => {
    const p = await freshProduct(t.app, { stock: 1 });
    const buyer = await signedInMember(t.app);
    await add(buyer, p.id, 1);
    const order = json(await checkout(buyer));
    const waiting = await signedInMember(t.app);
    expect((await as(waiting, 'PUT', `/api/products/${p.id}/stock-alert`)).statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${buyer.user.id}/${order.id}/cancel`,
      headers: { cookie: buyer.cookie, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [mail] = await waitForMails(t.config.mailDir, waiting.user.email, { subject: /back in stock/i });
    expect(mail).toContain(`https://shop.example/product/${p.id}`);
    expect(mail).not.toContain('evil.example');
  });

  it('the unpaid-orders limit names the orders waiting for a bank transfer', async () => {
    const p = await freshProduct(t.app, { stock: 40 });
    const me = await signedInMember(t.app);
    for (let i = 0; i < 3; i++) {
      await add(me, p.id, 1);
      expect((await checkout(me)).statusCode).toBe(201);
    }
    await add(me, p.id, 1);
    const refused = await checkout(me);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(unpaidLimitReached(3, 'manual'));
  });

  // Decision 0805: the per-member checks hold without a member lock. On PostgreSQL the moment between checkout's read
  // and its placing statement can be held open: another connection holds the member's row while the placing statement
  // waits for it, and places an order of the member's meanwhile (a reorder, a staff-made order, another device). The
  // embedded database has one connection, so nothing can run between two statements there.
  describe.runIf(process.env.DATABASE_URL)('an order of the same member placed meanwhile', () => {
    // An order of the member's, written by the other connection: paid (so no unpaid limit refuses this one), or
    // unpaid with `units` of the product (so this one would pass the unit limit only by not seeing it).
    const orderMeanwhile = async (other: import('pg').Client, userId: string, productId: string, units: number) => {
      const { rows } = await other.query(
        `insert into orders (user_id, status, payment_status, payment_provider, subtotal, member_discount,
          code_discount, shipping, total, points_earned, shipping_address)
          values ($1, 'pending', $2, 'manual', 20, 0, 0, 0, 20, 0, '{}'::jsonb) returning id`,
        [userId, units > 0 ? 'unpaid' : 'paid'],
      );
      if (units > 0) {
        await other.query(
          `insert into order_items (order_id, product_id, product_name, quantity, price, list_price)
            values ($1, $2, 'Meanwhile', $3, 17, 20)`,
          [rows[0].id, productId, units],
        );
      }
    };
    const races: Array<{ name: string; units: number; code?: boolean }> = [
      { name: 'the unpaid units it would pass the limit with', units: 5 },
      { name: 'a first-order code, with an order placed first', units: 0, code: true },
    ];
    for (const race of races) {
      it(`refuses this order and keeps nothing of it: ${race.name}`, async () => {
        const pg = (await import('pg')).default;
        const other = new pg.Client({ connectionString: t.config.databaseUrl });
        await other.connect();
        try {
          const p = await freshProduct(t.app, { stock: 40 });
          const me = await signedInMember(t.app);
          await add(me, p.id, 2);
          const code = race.code ? await firstOrderPerk() : undefined;
          // Quoted first: the quote keeps the cart's choices against the member's row (0252), so it would wait too.
          const q = await quote(me, code);
          await other.query('begin');
          await other.query('select 1 from users where id = $1 for update', [me.user.id]);
          const placing = place(me, q).then((r) => r);
          await until(
            'the placing statement to wait for the member',
            async () => {
              const { rows } = await other.query(
                `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
              );
              return rows[0].n >= 1 ? true : undefined;
            },
            10_000,
          );
          await orderMeanwhile(other, me.user.id, p.id, race.units);
          await other.query('update users set order_serial = order_serial + 1 where id = $1', [me.user.id]);
          await other.query('commit');
          const res = await placing;
          expect(res.statusCode).toBe(409);
          expect(json(res)).toEqual({ message: PLACED_MEANWHILE });
          expect(await stockOf(t.app, p.id)).toBe(40);
          expect(await ordersOf(me.user.id)).toHaveLength(1); // only the one placed meanwhile
          const [member] = await t.app.db.select().from(users).where(eq(users.id, me.user.id));
          expect(member.orderSerial).toBe(1);
          // Asked again, it is checked against what is there now: refused for what the order meanwhile holds.
          const again = code
            ? await as(me, 'POST', `/api/cart/${me.user.id}/quote`, { discountCode: code })
            : await checkout(me);
          expect(again.statusCode).toBe(409);
          expect(json(again).message).toMatch(code ? /first order only/ : /You can hold up to 6/);
        } finally {
          await other.end();
        }
      });
    }
  });
});

describe('card orders hold units until Stripe says they are paid (decision 0805)', () => {
  const shop = useStripeShop();

  it("a first-order code paid with a card that paid another account's order is flagged to staff (0806)", async () => {
    const p = await shop.productWith(40);
    let street = 0;
    const pay = async (who: Who, discountCode?: string) => {
      street += 1; // each account delivers to its own address: only the card is shared
      await shop.as(who.cookie, 'POST', '/api/cart', { userId: who.user.id, productId: p.id, quantity: 1 });
      const quoted = await shop.as(
        who.cookie,
        'POST',
        `/api/cart/${who.user.id}/quote`,
        discountCode ? { discountCode } : {},
      );
      expect(quoted.statusCode, quoted.body).toBe(200);
      const q = Quote.parse(json(quoted));
      const placed = await shop.as(who.cookie, 'POST', '/api/orders', {
        userId: who.user.id,
        ...q,
        discountCode: q.discountCode ?? undefined,
        shippingAddress: { ...deliveryAddress, address: `${street} Card Lane` },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = json(placed);
      const session = [...shop.fake.sessions.values()].find((s) => s.client_reference_id === order.id)!;
      await shop.fake.pay(session.id);
      return order.id as string;
    };
    const staffNotes = async (orderId: string) =>
      until('the card to be recorded', async () => {
        const order = await shop.adminOrder(orderId);
        return order.paymentStatus === 'paid' ? order.history.map((h) => h.note ?? '') : undefined;
      });
    shop.fake.cardFingerprint = 'fp_test_shared_card';
    const first = await signedInMember(shop.t.app);
    await pay(first);
    // A second account, another address, the same card, a first-order code.
    const second = await signedInMember(shop.t.app);
    const code = (await freshPerk(shop.t.app, { firstOrderOnly: true })).code;
    const flagged = await pay(second, code);
    const flag = await until('the staff note', async () =>
      (await staffNotes(flagged)).find((n) => n.includes('The card that paid this order')),
    );
    expect(flag).toMatch(new RegExp(`the ${code} code's first-order or once-per-member terms may not have been met`));
    const mine = json(await shop.as(second.cookie, 'GET', `/api/orders/${second.user.id}/${flagged}`));
    expect(JSON.stringify(mine)).not.toContain('The card that paid');
    // Another card: nothing to say.
    shop.fake.cardFingerprint = 'fp_test_other_card';
    const third = await signedInMember(shop.t.app);
    const clean = await pay(third, (await freshPerk(shop.t.app, { firstOrderOnly: true })).code);
    await staffNotes(clean);
    await new Promise((r) => setTimeout(r, 300));
    expect((await staffNotes(clean)).some((n) => n.includes('The card that paid'))).toBe(false);
  });

  it('count against the unpaid-orders limit and the units, and the refusal names payment, not a transfer', async () => {
    const me = await signedInMember(shop.t.app);
    const p = await shop.productWith(40);
    for (let i = 0; i < 3; i++) {
      const res = await shop.checkout(me, [{ productId: p.id, quantity: 1 }]);
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await shop.checkout(me, [{ productId: p.id, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(unpaidLimitReached(3, 'stripe'));
    expect(json(refused).message).toMatch(/waiting for payment/);

    const other = await signedInMember(shop.t.app);
    const tooMany = await shop.checkout(other, [{ productId: p.id, quantity: 7 }]);
    expect(tooMany.statusCode).toBe(409);
    expect(json(tooMany).message).toBe(unpaidUnitsReached(p.name, 6, 0));
    expect(await shop.stockOf(p.id)).toBe(37);
  });
});
