// COMMERCE §6 on the fulfilment side, through the API of a real server: staff notes stay internal while customer
// messages reach the customer (JSON and mail), shipped needs tracking and tracking can be corrected, a refund ends
// the journey (and takes back delivered points), unpaid orders are limited, cancellable by their owner and expire
// by the app's own 'orders.unpaid' job, placing orders is rate-limited per member, and stock edits keep units sold
// meanwhile.
import { desc, eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdminProduct } from '@shared/schemas/catalogue';
import { AdminOrder, Order, Quote } from '@shared/schemas/orders';
import { moveRefusal } from '@shared/orders';
import { mailOutbox } from '../../mail/schema';
import { orderHistory, orders } from './schema';
import { perks } from '../catalogue';
import { users } from '../auth';
import { createServer } from '../../server';
import { decodeQuotedPrintable } from '../../testing/mail';
import {
  createTestApp,
  deliveryAddress,
  freshPerk,
  freshProduct,
  json,
  requestAs,
  signedInMember,
  staffCookie,
  stockOf,
  type TestApp,
} from '../../testing/app';
import { cancelExpiredUnpaidOrders, describeDuration, expiryPeriodSeconds } from './expiry';
import { unpaidLimitReached } from './checkout';
import { CARD_REFUNDED_BY_STRIPE, TRACKING_NEEDED } from './fulfilment';
import { MEMBER_CANCEL_REFUSED } from './member-cancel';

type Who = { user: { id: string; email: string; firstName: string }; cookie: string };

/** Everything a test needs against one app: requests, checkout as the cart page does it, the console, the mails. */
function helpers(get: () => TestApp, staff: () => string) {
  const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
    requestAs(get().app, cookie, method, url, payload);
  const add = async (who: Who, productId: string, quantity: number) => {
    const res = await as(who.cookie, 'POST', '/api/cart', { userId: who.user.id, productId, quantity });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const checkout = async (who: Who, discountCode?: string) => {
    const res = await as(who.cookie, 'POST', `/api/cart/${who.user.id}/quote`, discountCode ? { discountCode } : {});
    expect(res.statusCode, res.body).toBe(200);
    const q = Quote.parse(json(res));
    return as(who.cookie, 'POST', '/api/orders', {
      userId: who.user.id,
      ...q,
      discountCode: q.discountCode ?? undefined,
      shippingAddress: deliveryAddress,
    });
  };
  const placed = async (who: Who, productId: string, quantity = 1, discountCode?: string) => {
    await add(who, productId, quantity);
    const res = await checkout(who, discountCode);
    expect(res.statusCode, res.body).toBe(201);
    return Order.parse(json(res));
  };
  const move = (id: string, body: Record<string, unknown>) =>
    as(staff(), 'POST', `/api/admin/orders/${id}/status`, body);
  const pay = (id: string, body: Record<string, unknown> = { status: 'paid' }) =>
    as(staff(), 'POST', `/api/admin/orders/${id}/payment`, body);
  const ok = async <T>(res: Promise<{ statusCode: number; body: string }>, schema: z.ZodType<T>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
    return schema.parse(JSON.parse(r.body));
  };
  const adminOrder = (id: string) => ok(as(staff(), 'GET', `/api/admin/orders/${id}`), AdminOrder);
  /** The mails written to this address so far (decoded), waiting until there are at least `count`. */
  /** At least `count` mails to `email` (and one containing `until`, when given: mails arrive in any order). */
  const mailsTo = async (email: string, count: number, until?: string | RegExp): Promise<string[]> => {
    const dir = get().config.mailDir;
    for (let i = 0; i < 100; i++) {
      const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
      const found = files
        .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), 'utf8')))
        .filter((m) => m.includes(`To: ${email}`));
      if (
        found.length >= count &&
        (!until || found.some((m) => (typeof until === 'string' ? m.includes(until) : until.test(m))))
      )
        return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`fewer than ${count} mails to ${email}`);
  };
  return { as, add, checkout, placed, move, pay, ok, adminOrder, mailsTo };
}

/** The cancellation mail's subject (the confirmation mail also says when an unpaid order is cancelled). */
const CANCELLED_SUBJECT = /^Subject: .* is cancelled\s*$/m;

const pointsOf = async (t: TestApp, id: string) =>
  (await t.app.db.select({ p: users.rewardPoints }).from(users).where(eq(users.id, id)))[0].p;

// ── One app on a fixed clock for most of §6 ─────────────────────────────────────────────────────────────────
let t: TestApp;
let staff: string;
const clock = new Date('2026-03-02T09:00:00Z');
const h = helpers(
  () => t,
  () => staff,
);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  staff = await staffCookie(t.app);
});
afterAll(() => t?.close());

describe('staff notes are internal; customer messages reach the customer (§6)', () => {
  it('"Packed by Jo" stays in the console, never in the customer’s JSON or mail; the customer message reaches both', async () => {
    const me = await signedInMember(t.app, { rewardPoints: 0 });
    const p = await freshProduct(t.app, { price: '30.00', memberPrice: null });
    const order = await h.placed(me, p.id, 2);

    await h.ok(
      h.pay(order.id, {
        status: 'paid',
        note: 'Transfer seen by Jo',
        customerMessage: 'Thank you for paying so quickly!',
      }),
      AdminOrder,
    );
    await h.ok(
      h.move(order.id, {
        status: 'processing',
        note: 'Packed by Jo',
        customerMessage: 'We have added a sample of our new serum.',
      }),
      AdminOrder,
    );
    await h.ok(
      h.move(order.id, {
        status: 'shipped',
        note: 'Packed by Jo',
        trackingNumber: 'RM123456789GB',
        carrier: 'royal mail',
      }),
      AdminOrder,
    );
    const delivered = await h.ok(h.move(order.id, { status: 'delivered', note: 'Packed by Jo' }), AdminOrder);

    // Staff see both: their notes and what the customer was told.
    expect(delivered.history.map((e) => [e.status, e.by, e.note, e.customerMessage])).toEqual([
      ['pending', 'customer', 'Order placed', 'Order placed'],
      [
        'pending',
        'admin',
        'Payment recorded · Transfer seen by Jo',
        'Payment of £60.00 received. Thank you. Thank you for paying so quickly!',
      ],
      [
        'processing',
        'admin',
        'Packed by Jo',
        'We are getting your order ready. We have added a sample of our new serum.',
      ],
      ['shipped', 'admin', 'Packed by Jo', 'On its way with Royal Mail.'],
      ['delivered', 'admin', 'Packed by Jo', 'Delivered. 60 reward points were added to your balance.'],
    ]);

    // The customer's two views: the customer's messages as `note`, never a staff note.
    const list = await h.as(me.cookie, 'GET', `/api/orders/${me.user.id}`);
    const one = await h.as(me.cookie, 'GET', `/api/orders/${me.user.id}/${order.id}`);
    for (const res of [list, one]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Packed by Jo');
      expect(res.body).not.toContain('Transfer seen by Jo');
      expect(res.body).toContain('We have added a sample of our new serum.');
      expect(res.body).toContain('Thank you for paying so quickly!');
    }
    const mine = Order.parse(json(one));
    expect(mine.history.map((e) => e.note)).toEqual(delivered.history.map((e) => e.customerMessage));
    expect(mine).toMatchObject({
      carrier: 'Royal Mail',
      trackingNumber: 'RM123456789GB',
      trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/RM123456789GB',
    });

    // The mails: confirmation, payment, processing, shipped, delivered.
    const mails = await h.mailsTo(me.user.email, 5);
    await new Promise((r) => setTimeout(r, 200));
    for (const mail of await h.mailsTo(me.user.email, 5)) {
      expect(mail).not.toContain('Packed by Jo');
      expect(mail).not.toContain('Transfer seen by Jo');
    }
    expect(mails.some((m) => m.includes('We have added a sample of our new serum.'))).toBe(true);
    expect(mails.some((m) => m.includes('Thank you for paying so quickly!'))).toBe(true);
  });
});

describe('tracking (§6)', () => {
  async function processingOrder(who?: Who) {
    const me = who ?? (await signedInMember(t.app));
    const p = await freshProduct(t.app, {});
    const order = await h.placed(me, p.id);
    await h.ok(h.pay(order.id), AdminOrder);
    await h.ok(h.move(order.id, { status: 'processing' }), AdminOrder);
    return { me, order };
  }

  it('shipped needs a tracking number (400); a carrier only goes with shipped', async () => {
    const { order } = await processingOrder();
    for (const body of [
      { status: 'shipped' },
      { status: 'shipped', trackingNumber: '' },
      { status: 'shipped', trackingNumber: '   ' },
      { status: 'shipped', carrier: 'DPD' },
    ]) {
      const res = await h.move(order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(json(await h.move(order.id, { status: 'shipped' })).message).toBe(TRACKING_NEEDED);
    expect((await h.move(order.id, { status: 'cancelled', carrier: 'DPD' })).statusCode).toBe(400);
    expect(
      (await h.move(order.id, { status: 'shipped', trackingNumber: 'X1', carrier: 'x'.repeat(41) })).statusCode,
    ).toBe(400);
    expect((await h.adminOrder(order.id)).status).toBe('processing');
  });

  it('a known carrier gets a link in the mail; another carrier is shown by name and number', async () => {
    const known = await processingOrder();
    const shipped = await h.ok(
      h.move(known.order.id, { status: 'shipped', trackingNumber: '15501234567890', carrier: 'DPD UK' }),
      AdminOrder,
    );
    expect(shipped).toMatchObject({
      carrier: 'DPD',
      trackingUrl: 'https://track.dpd.co.uk/parcels/15501234567890',
    });
    const knownMail = (await h.mailsTo(known.me.user.email, 4, 'is shipped')).find((m) => m.includes('is shipped'))!;
    expect(knownMail).toContain('href="https://track.dpd.co.uk/parcels/15501234567890"');
    expect(knownMail).toContain('Track your parcel with DPD: https://track.dpd.co.uk/parcels/15501234567890');

    const other = await processingOrder();
    const otherShipped = await h.ok(
      h.move(other.order.id, { status: 'shipped', trackingNumber: 'SC-998', carrier: 'Speedy Vans' }),
      AdminOrder,
    );
    expect(otherShipped).toMatchObject({ carrier: 'Speedy Vans', trackingUrl: null });
    const otherMail = (await h.mailsTo(other.me.user.email, 4, 'is shipped')).find((m) => m.includes('is shipped'))!;
    expect(otherMail).toContain('Tracking number: SC-998 (Speedy Vans)');
    // No tracking link: the only links are the legal pages every order mail ends with (decision 0242).
    const links = [...otherMail.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links.filter((url) => !/\/(terms|privacy|returns|delivery|contact)$/.test(url))).toEqual([]);
    expect(otherMail).not.toContain('Track your parcel');
  });

  it('PATCH …/tracking corrects a shipped order: a history entry, the customer sees the new number and is mailed', async () => {
    const { me, order } = await processingOrder();
    const fix = (id: string, body: unknown, cookie = staff) =>
      h.as(cookie, 'PATCH', `/api/admin/orders/${id}/tracking`, body);
    const early = await fix(order.id, { trackingNumber: 'RM1' });
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toMatch(/shipped or delivered/);

    await h.ok(
      h.move(order.id, { status: 'shipped', trackingNumber: 'RM000WRONG', carrier: 'Royal Mail' }),
      AdminOrder,
    );
    for (const body of [{}, { trackingNumber: '' }, { trackingNumber: '<b>' }, { trackingNumber: 'x'.repeat(61) }]) {
      expect((await fix(order.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await fix(order.id, { trackingNumber: 'RM1' }, me.cookie)).statusCode).toBe(401);
    expect((await fix('00000000-0000-4000-8000-000000000000', { trackingNumber: 'RM1' })).statusCode).toBe(404);

    const fixed = await h.ok(fix(order.id, { trackingNumber: 'RM999888777GB' }), AdminOrder);
    expect(fixed).toMatchObject({
      status: 'shipped',
      trackingNumber: 'RM999888777GB',
      carrier: 'Royal Mail', // left out: kept
      trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/RM999888777GB',
    });
    expect(fixed.history.at(-1)).toMatchObject({
      status: 'shipped',
      by: 'admin',
      note: 'Tracking corrected (was RM000WRONG, Royal Mail)',
      customerMessage:
        'We corrected the tracking details (sent with Royal Mail): use the tracking number shown with this order.',
    });
    // The same again changes nothing: no entry, no mail.
    const again = await h.ok(fix(order.id, { trackingNumber: 'RM999888777GB' }), AdminOrder);
    expect(again.history).toHaveLength(fixed.history.length);

    const mine = Order.parse(json(await h.as(me.cookie, 'GET', `/api/orders/${me.user.id}/${order.id}`)));
    expect(mine.trackingNumber).toBe('RM999888777GB');
    expect(mine.history.at(-1)?.note).toBe(
      'We corrected the tracking details (sent with Royal Mail): use the tracking number shown with this order.',
    );
    expect(JSON.stringify(mine)).not.toContain('Tracking corrected (was');
    // The old number is nowhere in what the member reads: the timeline names none (decision 0252).
    expect(JSON.stringify(mine)).not.toContain('RM000WRONG');

    // Placed, paid, processing, shipped, corrected.
    const mails = await h.mailsTo(me.user.email, 5);
    const correction = mails.filter((m) => m.includes('New tracking details'));
    expect(correction).toHaveLength(1);
    expect(correction[0]).toContain('RM999888777GB');
    expect(correction[0]).toContain('href="https://www.royalmail.com/track-your-item#/tracking-results/RM999888777GB"');

    // Delivered orders may still be corrected; a carrier may be changed or cleared.
    await h.ok(h.move(order.id, { status: 'delivered' }), AdminOrder);
    const moved = await h.ok(fix(order.id, { trackingNumber: 'AB12', carrier: 'Evri' }), AdminOrder);
    expect(moved).toMatchObject({ carrier: 'Evri', trackingUrl: 'https://www.evri.com/track/parcel/AB12' });
    const cleared = await h.ok(fix(order.id, { trackingNumber: 'AB12', carrier: '' }), AdminOrder);
    expect(cleared).toMatchObject({ carrier: null, trackingUrl: null, status: 'delivered' });
  });
});

describe('a refund ends the journey (§6)', () => {
  it('a refunded order cannot be processed, shipped or delivered (409); the console is offered only what is allowed', async () => {
    const me = await signedInMember(t.app);
    const p = await freshProduct(t.app, {});
    const order = await h.placed(me, p.id);
    await h.ok(h.pay(order.id), AdminOrder);
    const before = await stockOf(t.app, p.id);
    const refunded = await h.ok(h.pay(order.id, { status: 'refunded', note: 'Paid back by Jo' }), AdminOrder);
    // Refunded before it shipped: cancelled with it, its unit back on sale (decision 0252).
    expect(refunded).toMatchObject({ paymentStatus: 'refunded', status: 'cancelled' });
    expect(await stockOf(t.app, p.id)).toBe(before + 1);
    const res = await h.move(order.id, { status: 'processing' });
    expect(res.statusCode).toBe(409);

    // The same rule the console asks before offering a move.
    const refundedOrder = { paymentStatus: 'refunded', paymentProvider: 'manual' };
    expect(moveRefusal({ ...refundedOrder, status: 'pending' }, 'processing')).toMatch(/refunded/);
    expect(moveRefusal({ ...refundedOrder, status: 'processing' }, 'shipped')).toMatch(/refunded/);
    expect(moveRefusal({ ...refundedOrder, status: 'shipped' }, 'delivered')).toMatch(/refunded/);
    expect(moveRefusal({ ...refundedOrder, status: 'processing' }, 'cancelled')).toBeNull();
    expect(moveRefusal({ status: 'processing', paymentStatus: 'paid' }, 'shipped')).toBeNull();
  });

  it('a refund after delivery takes back the points that order earned, what is spent owed, and the history says so', async () => {
    const me = await signedInMember(t.app, { rewardPoints: 10 });
    const p = await freshProduct(t.app, { price: '40.00', memberPrice: null });
    const order = await h.placed(me, p.id);
    await h.ok(h.pay(order.id), AdminOrder);
    await h.ok(h.move(order.id, { status: 'processing' }), AdminOrder);
    await h.ok(h.move(order.id, { status: 'shipped', trackingNumber: 'X1' }), AdminOrder);
    await h.ok(h.move(order.id, { status: 'delivered' }), AdminOrder);
    expect(await pointsOf(t, me.user.id)).toBe(50);

    const refunded = await h.ok(h.pay(order.id, { status: 'refunded' }), AdminOrder);
    expect(await pointsOf(t, me.user.id)).toBe(10);
    expect(refunded.history.at(-1)).toMatchObject({
      paymentStatus: 'refunded',
      note: 'Refund recorded · 40 reward points taken back',
      customerMessage:
        '£40.00 refunded by bank transfer to the account you paid from. The 40 reward points this order earned have been taken back.',
    });
    const mail = (await h.mailsTo(me.user.email, 6, 'Refund for your Skin Circle order')).find((m) =>
      m.includes('Refund for your Skin Circle order'),
    )!;
    expect(mail).toContain('The 40 reward points this order earned have been taken back.');

    // Points already spent, no code to withdraw: the rest is owed, the balance stays at 0 (decision 0802).
    const spender = await signedInMember(t.app, { rewardPoints: 0 });
    const second = await h.placed(spender, p.id);
    await h.ok(h.pay(second.id), AdminOrder);
    await h.ok(h.move(second.id, { status: 'processing' }), AdminOrder);
    await h.ok(h.move(second.id, { status: 'shipped', trackingNumber: 'X2' }), AdminOrder);
    await h.ok(h.move(second.id, { status: 'delivered' }), AdminOrder);
    await t.app.db.update(users).set({ rewardPoints: 15 }).where(eq(users.id, spender.user.id));
    const partly = await h.ok(h.pay(second.id, { status: 'refunded' }), AdminOrder);
    expect(await pointsOf(t, spender.user.id)).toBe(0);
    const [{ owed }] = await t.app.db
      .select({ owed: users.pointsOwed })
      .from(users)
      .where(eq(users.id, spender.user.id));
    expect(owed).toBe(25);
    expect(partly.history.at(-1)?.note).toBe(
      'Refund recorded · 40 reward points taken back · 25 points owed (paid off from the next points earned)',
    );
  });

  it('a refund recorded by hand on a card order is refused (409) unless Stripe refused it after a cancel', async () => {
    const me = await signedInMember(t.app);
    const p = await freshProduct(t.app, {});
    const order = await h.placed(me, p.id);
    // As a Stripe order stands once its checkout is paid.
    await t.app.db
      .update(orders)
      .set({ paymentProvider: 'stripe', paymentStatus: 'paid' })
      .where(eq(orders.id, order.id));
    const res = await h.pay(order.id, { status: 'refunded' });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(CARD_REFUNDED_BY_STRIPE);
    expect((await h.adminOrder(order.id)).paymentStatus).toBe('paid');
    // Once cancelled with its refund refused by Stripe ("Refund to follow"), staff refund it in Stripe's dashboard
    // and record it here.
    await t.app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    expect((await h.ok(h.pay(order.id, { status: 'refunded' }), AdminOrder)).paymentStatus).toBe('refunded');
  });
});

describe('unpaid orders do not hoard stock (§6)', () => {
  const perk = () => freshPerk(t.app);
  const usesOf = async (id: string) =>
    (await t.app.db.select({ n: perks.currentUses }).from(perks).where(eq(perks.id, id)))[0].n;

  it('a member holds at most MAX_UNPAID_ORDERS (3) unpaid bank-transfer orders; the next is refused with 409', async () => {
    expect(t.config.unpaidOrders.maxPerMember).toBe(3);
    const me = await signedInMember(t.app);
    const p = await freshProduct(t.app, { stock: 50 });
    const held = [await h.placed(me, p.id), await h.placed(me, p.id), await h.placed(me, p.id)];
    await h.add(me, p.id, 2);
    const refused = await h.checkout(me);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(unpaidLimitReached(3));
    expect(json(refused).message).toMatch(/Please pay for one, or cancel one/);
    // Nothing taken: the units and the cart are as they were, no fourth order.
    expect(await stockOf(t.app, p.id)).toBe(47);
    expect(json(await h.as(me.cookie, 'GET', `/api/cart/${me.user.id}`))).toHaveLength(1);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, me.user.id))).toHaveLength(3);

    // Paying one makes room; so does cancelling one.
    await h.ok(h.pay(held[0].id), AdminOrder);
    expect((await h.checkout(me)).statusCode).toBe(201);
    await h.add(me, p.id, 1);
    expect((await h.checkout(me)).statusCode).toBe(409);
    await h.ok(h.as(me.cookie, 'POST', `/api/orders/${me.user.id}/${held[1].id}/cancel`), Order);
    expect((await h.checkout(me)).statusCode).toBe(201);

    // Another member is not affected.
    const other = await signedInMember(t.app);
    await h.placed(other, p.id);
  });

  it('the member cancels their own pending, unpaid order: units and code use back, a history entry by customer, a mail', async () => {
    const me = await signedInMember(t.app);
    const code = await perk();
    const p = await freshProduct(t.app, { stock: 10 });
    const order = await h.placed(me, p.id, 3, code.code);
    expect(order.discountCode).toBe(code.code);
    expect(await stockOf(t.app, p.id)).toBe(7);
    expect(await usesOf(code.id)).toBe(1);
    const url = `/api/orders/${me.user.id}/${order.id}/cancel`;

    const stranger = await signedInMember(t.app);
    expect((await h.as(null, 'POST', url)).statusCode).toBe(401);
    expect((await h.as(stranger.cookie, 'POST', url)).statusCode).toBe(403);
    // Their own user id with someone else's order: as unknown as a missing one.
    expect((await h.as(stranger.cookie, 'POST', `/api/orders/${stranger.user.id}/${order.id}/cancel`)).statusCode).toBe(
      404,
    );
    expect((await h.as(me.cookie, 'POST', `/api/orders/${me.user.id}/not-an-id/cancel`)).statusCode).toBe(400);

    const cancelled = await h.ok(h.as(me.cookie, 'POST', url), Order);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.paymentInstructions).toBeNull();
    expect(cancelled.history.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'customer',
      note: 'You cancelled this order. Nothing was charged.',
    });
    expect(await stockOf(t.app, p.id)).toBe(10);
    expect(await usesOf(code.id)).toBe(0);
    const again = await h.as(me.cookie, 'POST', url);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This order is already cancelled');
    const staffView = await h.adminOrder(order.id);
    expect(staffView.history.at(-1)).toMatchObject({ by: 'customer', note: 'Cancelled by the customer' });
    const mail = (await h.mailsTo(me.user.email, 2, CANCELLED_SUBJECT)).find((m) => CANCELLED_SUBJECT.test(m))!;
    expect(mail).toContain('Your order has been cancelled.');

    // Paid (or moved on): not theirs to cancel any more.
    const paid = await h.placed(me, p.id);
    await h.ok(h.pay(paid.id), AdminOrder);
    const refused = await h.as(me.cookie, 'POST', `/api/orders/${me.user.id}/${paid.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(MEMBER_CANCEL_REFUSED);
  });
});

describe('stock edits keep sales (§6)', () => {
  it('previousStock applies the difference to the stock as it is now; below 0 → 409 naming what is left', async () => {
    const p = await freshProduct(t.app, { stock: 10 });
    const patch = (body: unknown) => h.as(staff, 'PATCH', `/api/admin/products/${p.id}`, body);
    // Staff loaded the list at 10; meanwhile a shopper bought 3.
    const me = await signedInMember(t.app);
    await h.placed(me, p.id, 3);
    expect(await stockOf(t.app, p.id)).toBe(7);

    // 10 → 15 on the screen: five more arrived, the three sold stay sold.
    const added = await patch({ stock: 15, previousStock: 10 });
    expect(added.statusCode, added.body).toBe(200);
    expect(AdminProduct.parse(json(added)).stock).toBe(12);
    // 12 → 2 on the screen (taking 10 off) while 4 more sell (to another shopper: one member holds at most 6 unpaid,
    // decision 0805): 8 left, 10 cannot come off.
    await h.placed(await signedInMember(t.app), p.id, 4);
    const tooMany = await patch({ stock: 2, previousStock: 12 });
    expect(tooMany.statusCode).toBe(409);
    expect(json(tooMany).message).toBe(
      `Only 8 of ${p.name} left now (some sold since the list was loaded): taking off 10 would leave less than none`,
    );
    expect(await stockOf(t.app, p.id)).toBe(8);
    // Taking off exactly what is left is fine.
    expect(AdminProduct.parse(json(await patch({ stock: 0, previousStock: 8 }))).stock).toBe(0);
    // Without previousStock the stock is set as given (as before).
    expect(AdminProduct.parse(json(await patch({ stock: 30 }))).stock).toBe(30);
    expect((await patch({ previousStock: 3 })).statusCode).toBe(400);
    expect((await patch({ stock: 1, previousStock: -1 })).statusCode).toBe(400);
  });
});

// ── Placing orders is rate-limited per member ───────────────────────────────────────────────────────────
describe('placing orders is rate-limited per member (§6)', () => {
  it('the 21st attempt in 10 minutes gets 429 with a message; another member is not affected', async () => {
    expect(t.config.rateLimits.placeOrder).toEqual({ max: 20, timeWindow: 600_000 });
    const me = await signedInMember(t.app);
    const empty = { ...bodyFor(me), items: [{ productId: me.user.id, quantity: 1, price: '1.00' }] };
    // Attempts count whatever their outcome (an empty cart here: 409).
    for (let i = 0; i < 20; i++) {
      const res = await h.as(me.cookie, 'POST', '/api/orders', empty);
      expect(res.statusCode, res.body).toBe(409);
    }
    const limited = await h.as(me.cookie, 'POST', '/api/orders', empty);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).message).toMatch(
      /^You have placed a lot of orders in a short time\. Please wait \d+ seconds before placing another\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const other = await signedInMember(t.app);
    const p = await freshProduct(t.app, {});
    await h.placed(other, p.id);
  });
});

function bodyFor(who: Who) {
  return {
    userId: who.user.id,
    subtotal: '1.00',
    memberDiscount: '0.00',
    shipping: '0.00',
    total: '1.00',
    shippingAddress: deliveryAddress,
  };
}

// ── The unpaid-order expiry, on its own app with UNPAID_ORDER_HOURS = 0.005 (18 s) ───────────────────────────
describe('an unpaid bank-transfer order expires (§6)', () => {
  let e: TestApp;
  let eStaff: string;
  let offset = 0; // ms the app's clock runs ahead of the real one
  const eh = helpers(
    () => e,
    () => eStaff,
  );

  beforeAll(async () => {
    e = await createTestApp({ now: () => new Date(Date.now() + offset) }, { UNPAID_ORDER_HOURS: '0.005' });
    eStaff = await staffCookie(e.app);
  });
  afterAll(() => e?.close());

  const statusOf = async (id: string) =>
    (await e.app.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;
  const updateMailsOf = async (id: string) =>
    (await e.app.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'order.update'))).filter(
      (m) => m.payload.orderId === id,
    );
  async function until(check: () => Promise<boolean>, ms: number) {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 250));
    }
    return check();
  }

  it('reads the settings: 18 s, a run every 4 s (every minute for a real expiry)', () => {
    expect(e.config.unpaidOrders.expiresAfterMs).toBe(18_000);
    expect(expiryPeriodSeconds(18_000)).toBe(4);
    expect(expiryPeriodSeconds(72 * 3_600_000)).toBe(60);
    expect(expiryPeriodSeconds(30 * 60_000)).toBe(15);
    expect(expiryPeriodSeconds(2_000)).toBe(1);
    expect(describeDuration(72 * 3_600_000)).toBe('72 hours');
    expect(describeDuration(3_600_000)).toBe('1 hour');
    expect(describeDuration(18_000)).toBe('18 seconds');
    expect(describeDuration(90 * 60_000)).toBe('90 minutes');
  });

  it('the app’s own job cancels it within the expiry plus 90 s: stock and code back, history by system, the customer mailed once', async () => {
    const me = await signedInMember(e.app);
    const paidMember = await signedInMember(e.app);
    const p = await freshProduct(e.app, { stock: 10 });
    const placedAt = Date.now();
    const order = await eh.placed(me, p.id, 2);
    const paid = await eh.placed(paidMember, p.id, 1);
    await eh.ok(eh.pay(paid.id), AdminOrder);
    expect(await stockOf(e.app, p.id)).toBe(7);

    expect(await until(async () => (await statusOf(order.id)) === 'cancelled', 18_000 + 90_000)).toBe(true);
    const took = Date.now() - placedAt;
    expect(took).toBeGreaterThanOrEqual(18_000);
    console.log(`unpaid order expiry (${e.app.database.kind}): cancelled ${took} ms after placing (expiry 18 s)`);
    expect(await stockOf(e.app, p.id)).toBe(9);
    expect(await statusOf(paid.id)).toBe('pending'); // paid: not the expiry's

    const staffView = await eh.adminOrder(order.id);
    expect(staffView.history.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'system',
      note: 'Unpaid after 18 seconds: cancelled automatically',
      customerMessage:
        'Cancelled because your payment did not reach us within 18 seconds. Nothing was charged, and you are welcome to order again.',
    });
    const mine = Order.parse(json(await eh.as(me.cookie, 'GET', `/api/orders/${me.user.id}/${order.id}`)));
    expect(mine).toMatchObject({ status: 'cancelled', paymentInstructions: null });
    const mail = (await eh.mailsTo(me.user.email, 2, CANCELLED_SUBJECT)).find((m) => CANCELLED_SUBJECT.test(m))!;
    expect(mail).toContain('Cancelled because your payment did not reach us within 18 seconds.');
    // Queued once, in the cancel's transaction: the outbox holds one update mail for the order.
    expect(await updateMailsOf(order.id)).toHaveLength(1);
  }, 130_000);

  it('with the clock moved on, the next run cancels what is due and leaves what is not', async () => {
    const me = await signedInMember(e.app);
    const p = await freshProduct(e.app, { stock: 10 });
    const old = await eh.placed(me, p.id, 1);
    offset += 60_000; // a minute later
    const fresh = await eh.placed(me, p.id, 1);
    expect(await until(async () => (await statusOf(old.id)) === 'cancelled', 15_000)).toBe(true);
    expect(await statusOf(fresh.id)).toBe('pending');
    expect(await stockOf(e.app, p.id)).toBe(9);
  });

  it('two runs at once (two instances) cancel each order once', async () => {
    const members = await Promise.all([0, 1, 2].map(() => signedInMember(e.app)));
    const p = await freshProduct(e.app, { stock: 10 });
    const due = [];
    for (const m of members) due.push(await eh.placed(m, p.id, 2));
    expect(await stockOf(e.app, p.id)).toBe(4);
    const deps = { db: e.app.db, outbox: e.app.outbox, jobs: e.app.jobs };
    const later = new Date(Date.now() + offset + 3_600_000);
    const runs = await Promise.all(
      [0, 1, 2].map(() => cancelExpiredUnpaidOrders(deps, later, { expiresAfterMs: 18_000 })),
    );
    // (The app's own job runs too, as another instance would: whoever cancels an order, it is cancelled once.)
    const cancelled = runs.flat();
    expect(new Set(cancelled).size).toBe(cancelled.length);
    for (const o of due) expect(await statusOf(o.id)).toBe('cancelled');
    expect(await stockOf(e.app, p.id)).toBe(10);
    for (const o of due) {
      const entries = await e.app.db.select().from(orderHistory).where(eq(orderHistory.orderId, o.id));
      expect(entries.filter((x) => x.status === 'cancelled')).toHaveLength(1);
      expect(await updateMailsOf(o.id)).toHaveLength(1);
    }
  });
});

// ── Durable: the state is the orders table, so a restart picks up what came due while no instance ran ────────────
describe('the expiry after a restart (§6)', () => {
  it('an order that came due while the shop was down is cancelled by the first run after it starts again', async () => {
    let now = new Date('2026-03-02T09:00:00Z');
    // On disk (embedded) or its own PostgreSQL database: what the second start opens again.
    // Half an hour: the job is offered every 15 s (a one-hour window, every minute, would only make this slower).
    const first = await createTestApp({ inMemoryDatabase: false, now: () => now }, { UNPAID_ORDER_HOURS: '0.5' });
    let second: Awaited<ReturnType<typeof createServer>> | undefined;
    try {
      const staffOfFirst = await staffCookie(first.app);
      const fh = helpers(
        () => first,
        () => staffOfFirst,
      );
      const me = await signedInMember(first.app);
      const p = await freshProduct(first.app, { stock: 5 });
      const order = await fh.placed(me, p.id, 2);
      await first.app.close(); // the shop goes down…
      now = new Date(now.getTime() + 2 * 3_600_000); // …for two hours, past the order's half hour
      second = await createServer(first.config);
      await second.ready();
      const statusOf = async () =>
        (await second!.db.select({ s: orders.status }).from(orders).where(eq(orders.id, order.id)))[0].s;
      // The first period after the start (a period already run before the stop is not run twice): within 2 × 15 s.
      const deadline = Date.now() + 40_000;
      while ((await statusOf()) !== 'cancelled' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await statusOf()).toBe('cancelled');
      expect(await stockOf(second, p.id)).toBe(5);
      const [entry] = await second.db
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, order.id))
        .orderBy(desc(orderHistory.seq))
        .limit(1);
      expect(entry).toMatchObject({ status: 'cancelled', by: 'system' });
      expect(entry.customerMessage).toMatch(/within 30 minutes\./);
    } finally {
      await second?.close();
      await first.close();
    }
  }, 90_000);
});
