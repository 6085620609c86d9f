// Discount codes at checkout (COMMERCE §2) through the API: the quote prices a code or says why it is refused,
// the order stores it and counts its use in its transaction, cancelling gives the use back, and many orders at
// once never take more uses than a code has.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, Quote } from '@shared/schemas/orders';
import { memberCodes } from '../rewards';
import { perks } from '../catalogue';
import { users } from '../auth';
import { DEMO_MEMBER_EMAIL } from '../../db/seed/demo-data';
import {
  createTestApp,
  deliveryAddress,
  requestAs,
  freshPerk,
  freshProduct,
  json,
  memberCookie,
  signedInMember,
  staffCookie,
  type TestApp,
} from '../../testing/app';
import { waitForMails } from '../../testing/mail';
import { codeRefusals } from '../catalogue';
import { PRICES_CHANGED } from './quote';

let t: TestApp;
let staff: string;
const clock = new Date('2026-03-02T09:00:00Z'); // 2 March, 09:00 in the UK (GMT)
type Who = { user: { id: string; email: string; membershipTier: string }; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  staff = await staffCookie(t.app);
});
afterAll(() => t.close());

const address = deliveryAddress;

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);

let counter = 0;
/** A fresh product with plenty of stock at these prices. */
const productAt = (price: string, memberPrice: string | null = null) => freshProduct(t.app, { price, memberPrice });

/** A fresh perk (a unique code) with these rules. */
const perkWith = (fields: Partial<typeof perks.$inferInsert> = {}) => freshPerk(t.app, fields);

/** A code issued to this member as a redemption would (the redemption itself is tested in rewards.test.ts). */
async function issuedTo(who: Who, fields: Partial<typeof memberCodes.$inferInsert> = {}) {
  counter += 1;
  const [row] = await t.app.db
    .insert(memberCodes)
    .values({
      userId: who.user.id,
      rewardName: '£10 Off Your Next Order',
      pointsSpent: 500,
      code: `SCTENOFF-TEST${counter}`,
      discountType: 'fixed',
      discountValue: '10.00',
      ...fields,
    })
    .returning();
  return row;
}

async function memberWithCart(lines: Array<[string, number]>, tier = 'skin_circle'): Promise<Who> {
  const who = await signedInMember(t.app, { membershipTier: tier });
  for (const [productId, quantity] of lines) {
    const res = await as(who.cookie, 'POST', '/api/cart', { userId: who.user.id, productId, quantity });
    expect(res.statusCode, res.body).toBe(201);
  }
  return who;
}

const quoteRes = (who: Who, discountCode?: string) =>
  as(who.cookie, 'POST', `/api/cart/${who.user.id}/quote`, discountCode === undefined ? {} : { discountCode });
async function quote(who: Who, discountCode?: string) {
  const res = await quoteRes(who, discountCode);
  expect(res.statusCode, res.body).toBe(200);
  return Quote.parse(json(res));
}
async function refusal(who: Who, discountCode: string) {
  const res = await quoteRes(who, discountCode);
  expect(res.statusCode, res.body).toBe(409);
  return json<{ message: string }>(res).message;
}
/** The cart page's checkout: the quote's figures, code and discount sent back with the address. */
function order(who: Who, q: Quote) {
  const { pointsEarned: _p, discountCode, ...figures } = q;
  return as(who.cookie, 'POST', '/api/orders', {
    userId: who.user.id,
    ...figures,
    discountCode: discountCode ?? undefined,
    shippingAddress: address,
  });
}
async function placed(who: Who, q: Quote) {
  const res = await order(who, q);
  expect(res.statusCode, res.body).toBe(201);
  return Order.parse(json(res));
}
const perkUses = async (id: string) =>
  (await t.app.db.select({ n: perks.currentUses }).from(perks).where(eq(perks.id, id)))[0].n;
const issuedUses = async (id: string) =>
  (await t.app.db.select({ n: memberCodes.currentUses }).from(memberCodes).where(eq(memberCodes.id, id)))[0].n;
const cancel = (orderId: string) => as(staff, 'POST', `/api/admin/orders/${orderId}/status`, { status: 'cancelled' });

describe('the quote prices a code (§2)', () => {
  it('percentage: N % of the member-priced sum, rounded half-up to the penny', async () => {
    const p = await productAt('10.30'); // 15 % of £10.30 = £1.545 → £1.55 (half-even would say £1.54)
    const perk = await perkWith({ discountValue: '15.00' });
    const me = await memberWithCart([[p.id, 1]]);
    expect(await quote(me, perk.code.toLowerCase())).toEqual({
      subtotal: '10.30',
      memberDiscount: '0.00',
      codeDiscount: '1.55',
      shipping: '0.00',
      total: '8.75',
      pointsEarned: 8,
      discountCode: perk.code,
      items: [{ productId: p.id, quantity: 1, price: '10.30' }],
      delivery: 'standard',
      deliveryOptions: [
        { delivery: 'standard', price: '0.00' },
        { delivery: 'express', price: '4.95' },
      ],
    });
  });

  it('percentage comes off the member prices: subtotal = total + memberDiscount + codeDiscount', async () => {
    const p = await productAt('20.00', '17.00');
    const perk = await perkWith({ discountValue: '20.00' });
    const me = await memberWithCart([[p.id, 3]]);
    expect(await quote(me, perk.code)).toMatchObject({
      subtotal: '60.00',
      memberDiscount: '9.00',
      codeDiscount: '10.20',
      total: '40.80',
      pointsEarned: 40,
    });
  });

  it('fixed: £N, never more than the member-priced sum', async () => {
    const p = await productAt('20.00', '17.00');
    const me = await memberWithCart([[p.id, 2]]);
    const ten = await issuedTo(me);
    expect(await quote(me, ten.code)).toMatchObject({ codeDiscount: '10.00', total: '24.00', subtotal: '40.00' });
    const big = await issuedTo(me, { discountValue: '45.00' });
    expect(await quote(me, big.code)).toMatchObject({
      codeDiscount: '34.00',
      total: '0.00',
      subtotal: '40.00',
      memberDiscount: '6.00',
      pointsEarned: 0,
    });
  });

  it('a code worth £0.00 is refused with a reason (§6); a voucher is no discount and stays usable', async () => {
    const p = await productAt('12.00');
    const me = await memberWithCart([[p.id, 1]]);
    const shipping = await perkWith({ discountType: 'shipping', discountValue: '100.00' });
    expect(await refusal(me, shipping.code)).toBe(codeRefusals.expressOnly(shipping.code));
    const access = await perkWith({ discountValue: '0.00' });
    expect(await refusal(me, access.code)).toBe(codeRefusals.accessPerk(access.code));
    const tiny = await productAt('0.09'); // 5 % of 9p = 0.45p → 0p
    const small = await memberWithCart([[tiny.id, 1]]);
    const five = await perkWith({ discountValue: '5.00' });
    expect(await refusal(small, five.code)).toBe(codeRefusals.worthNothing(five.code));
    // The demo's own: free express shipping with standard delivery, and early access (an access perk, 0 %).
    expect(await refusal(me, 'SCFREESHIP')).toBe(codeRefusals.expressOnly('SCFREESHIP'));
    expect(await refusal(me, 'SCEARLY48')).toBe(codeRefusals.accessPerk('SCEARLY48'));

    const voucher = await issuedTo(me, { discountType: null, discountValue: null, rewardName: 'Deluxe sample' });
    expect(await quote(me, voucher.code)).toMatchObject({ codeDiscount: '0.00', discountCode: voucher.code });
  });

  it('says why a code is refused: unknown, inactive, expired, used up, not yours, members only, a store code', async () => {
    const p = await productAt('15.00');
    const me = await memberWithCart([[p.id, 1]]);
    expect(await refusal(me, 'NOSUCHCODE')).toBe(codeRefusals.unknown('NOSUCHCODE'));
    expect(await refusal(me, 'nosuchcode')).toBe(codeRefusals.unknown('NOSUCHCODE'));

    const off = await perkWith({ isActive: false });
    expect(await refusal(me, off.code)).toBe(codeRefusals.inactive(off.code));

    // 1 March 23:30 UK time: usable to the end of 1 March, so expired on the 2nd.
    const yesterday = await perkWith({ validUntil: new Date('2026-03-01T23:30:00Z') });
    expect(await refusal(me, yesterday.code)).toBe(`The code ${yesterday.code} expired on 01/03/2026.`);
    // Valid until early today: still good until midnight.
    const today = await perkWith({ validUntil: new Date('2026-03-02T00:30:00Z') });
    expect((await quote(me, today.code)).codeDiscount).toBe('1.50');

    const full = await perkWith({ maxUses: 5, currentUses: 5 });
    expect(await refusal(me, full.code)).toBe(codeRefusals.usedUp(full.code));

    const other = await signedInMember(t.app);
    const theirs = await issuedTo(other);
    expect(await refusal(me, theirs.code)).toBe(codeRefusals.notYours(theirs.code));
    const spent = await issuedTo(me, { currentUses: 1 });
    expect(await refusal(me, spent.code)).toBe(codeRefusals.usedUp(spent.code));

    const gold = await memberWithCart([[p.id, 1]], 'gold');
    const perk = await perkWith();
    expect(await refusal(gold, perk.code)).toBe(codeRefusals.membersOnly(perk.code));
    expect((await quote(me, perk.code)).codeDiscount).toBe('1.50');

    // The demo rewards' catalogue codes are not personal codes: a member gets their own by redeeming.
    expect(await refusal(me, 'SCTENOFF')).toBe(codeRefusals.rewardsStore('SCTENOFF'));

    expect((await quoteRes(me, 'X'.repeat(41))).statusCode).toBe(400);
  });
});

describe('codes keep their stated terms (§6)', () => {
  it('first order only: refused once the member has an order that is not cancelled, checked again on placing', async () => {
    const p = await productAt('20.00', '17.00');
    const perk = await perkWith({ discountValue: '15.00', firstOrderOnly: true });
    const me = await memberWithCart([[p.id, 1]]);
    const withCode = await quote(me, perk.code);
    expect(withCode.codeDiscount).toBe('2.55');
    // Another order is placed (another tab) after the quote: placing with the code is then refused.
    await placed(me, await quote(me));
    await as(me.cookie, 'POST', '/api/cart', { userId: me.user.id, productId: p.id, quantity: 1 });
    const late = await order(me, withCode);
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe(codeRefusals.notFirstOrder(perk.code));
    expect(await perkUses(perk.id)).toBe(0);
    expect(await refusal(me, perk.code)).toBe(codeRefusals.notFirstOrder(perk.code));

    // A cancelled order does not count.
    const [first] = json<Order[]>(await as(me.cookie, 'GET', `/api/orders/${me.user.id}`));
    expect((await cancel(first.id)).statusCode).toBe(200);
    expect((await quote(me, perk.code)).codeDiscount).toBe('2.55');
    // Another member's orders are theirs: a new member may still use it.
    const friend = await memberWithCart([[p.id, 1]]);
    expect((await placed(friend, await quote(friend, perk.code))).discountCode).toBe(perk.code);
  });

  it('once per member: counted per member, not shop-wide (no maxUses); a cancelled order gives it back', async () => {
    const p = await productAt('25.00');
    const perk = await perkWith({ discountValue: '10.00', oncePerMember: true });
    const me = await memberWithCart([[p.id, 1]]);
    const first = await placed(me, await quote(me, perk.code));
    expect(first.codeDiscount).toBe('2.50');
    await as(me.cookie, 'POST', '/api/cart', { userId: me.user.id, productId: p.id, quantity: 1 });
    expect(await refusal(me, perk.code)).toBe(codeRefusals.usedBefore(perk.code));
    // An order without the code is fine: the term is about the code.
    const other = await memberWithCart([[p.id, 1]]);
    expect((await placed(other, await quote(other))).discountCode).toBeNull();
    await as(other.cookie, 'POST', '/api/cart', { userId: other.user.id, productId: p.id, quantity: 1 });
    expect((await quote(other, perk.code)).codeDiscount).toBe('2.50');
    expect((await cancel(first.id)).statusCode).toBe(200);
    expect((await quote(me, perk.code)).codeDiscount).toBe('2.50');
  });

  it('birthday month: asks for a birthday, then only in that month (UK time)', async () => {
    const p = await productAt('40.00');
    const perk = await perkWith({ discountValue: '20.00', birthdayMonthOnly: true });
    const me = await memberWithCart([[p.id, 1]]);
    expect(await refusal(me, perk.code)).toBe(codeRefusals.birthdayMissing(perk.code));
    const save = (birthday: string | null) => as(me.cookie, 'PATCH', `/api/user/${me.user.id}/profile`, { birthday });
    expect((await save('1990-07-15')).statusCode).toBe(200);
    expect(await refusal(me, perk.code)).toBe(codeRefusals.notBirthdayMonth(perk.code, 7));
    expect(await refusal(me, perk.code)).toBe(`The code ${perk.code} works during your birthday month (July) only.`);
    // A member changes it once a year (decision 0803): the moves below are the care team's corrections.
    const correct = (birthday: string) => t.app.db.update(users).set({ birthday }).where(eq(users.id, me.user.id));
    // The clock says 2 March.
    await correct('03-31');
    const q = await quote(me, perk.code);
    expect(q.codeDiscount).toBe('8.00');
    // Moved out of the month after the quote: placing checks again.
    await correct('04-01');
    const late = await order(me, q);
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe(codeRefusals.notBirthdayMonth(perk.code, 4));
  });

  it('min spend: the member-priced sum must reach it', async () => {
    const p = await productAt('20.00', '17.00');
    const perk = await perkWith({ discountValue: '10.00', minSpend: '40.00' });
    const me = await memberWithCart([[p.id, 2]]); // £40.00 at list, £34.00 at member prices
    expect(await refusal(me, perk.code)).toBe(codeRefusals.belowMinSpend(perk.code, 4000, 600));
    expect(await refusal(me, perk.code)).toBe(
      `The code ${perk.code} needs a spend of at least £40.00: add £6.00 more to use it.`,
    );
    await as(me.cookie, 'POST', '/api/cart', { userId: me.user.id, productId: p.id, quantity: 1 });
    expect(await quote(me, perk.code)).toMatchObject({ codeDiscount: '5.10', total: '45.90' });
    const issued = await issuedTo(me, { minSpend: '60.00' });
    expect(await refusal(me, issued.code)).toBe(codeRefusals.belowMinSpend(issued.code, 6000, 900));
  });

  it('full price only: worked out on the list prices in place of member prices, to the penny, and ordered so', async () => {
    const withMember = await productAt('20.00', '17.00');
    const plain = await productAt('10.30');
    const perk = await perkWith({ discountValue: '20.00', fullPriceOnly: true });
    const me = await memberWithCart([
      [withMember.id, 3],
      [plain.id, 1],
    ]);
    // List £70.30, member £61.30 (saving £9.00); 20 % of £70.30 = £14.06.
    expect(await quote(me)).toMatchObject({ subtotal: '70.30', memberDiscount: '9.00', total: '61.30' });
    const q = await quote(me, perk.code);
    expect(q).toEqual({
      subtotal: '70.30',
      memberDiscount: '0.00',
      codeDiscount: '14.06',
      shipping: '0.00',
      total: '56.24',
      pointsEarned: 56,
      discountCode: perk.code,
      items: expect.arrayContaining([
        { productId: withMember.id, quantity: 3, price: '20.00' },
        { productId: plain.id, quantity: 1, price: '10.30' },
      ]),
      delivery: 'standard',
      deliveryOptions: expect.any(Array),
    });
    expect(q.items).toHaveLength(2);
    // The client's figures are the quote's: member prices sent instead are refused.
    const memberPriced = await order(me, {
      ...q,
      items: q.items.map((i) => (i.productId === withMember.id ? { ...i, price: '17.00' } : i)),
    });
    expect(memberPriced.statusCode).toBe(409);
    expect(json(memberPriced).message).toBe(PRICES_CHANGED);
    const o = await placed(me, q);
    expect(o).toMatchObject({
      subtotal: '70.30',
      memberDiscount: '0.00',
      codeDiscount: '14.06',
      total: '56.24',
      discountCode: perk.code,
    });
    expect(o.items.find((i) => i.productId === withMember.id)?.price).toBe('20.00');
  });

  it('full price only: refused when the member prices save as much or more', async () => {
    const p = await productAt('20.00', '17.00');
    const me = await memberWithCart([[p.id, 3]]); // saving £9.00
    const ten = await perkWith({ discountValue: '10.00', fullPriceOnly: true }); // £6.00
    expect(await refusal(me, ten.code)).toBe(codeRefusals.memberPricesBetter(ten.code, 900, 600));
    const fifteen = await perkWith({ discountValue: '15.00', fullPriceOnly: true }); // £9.00: no better
    expect(await refusal(me, fifteen.code)).toBe(codeRefusals.memberPricesBetter(fifteen.code, 900, 900));
  });

  it('the demo perks carry the terms their descriptions state, shown in the perks JSON', async () => {
    const list = json<Array<Record<string, unknown>>>(await t.app.inject('/api/perks'));
    const byCode = new Map(list.map((p) => [p.code, p]));
    expect(byCode.get('SCBIRTHDAY20')).toMatchObject({
      birthdayMonthOnly: true,
      fullPriceOnly: true,
      oncePerMember: true,
      firstOrderOnly: false,
      maxUses: null,
      terms: ['Birthday month', 'Once per member', 'Not with member prices'],
    });
    expect(byCode.get('SCFRIEND15')).toMatchObject({
      firstOrderOnly: true,
      maxUses: null,
      terms: ['First order only'],
    });
    expect(byCode.get('SCFREESHIP')).toMatchObject({ terms: [], minSpend: null });
    expect(byCode.get('SCEARLY48')).toMatchObject({ terms: [] });

    // The demo member has ordered before: the friend's code is not for them.
    const [demo] = await t.app.db.select().from(users).where(eq(users.email, DEMO_MEMBER_EMAIL));
    const cookie = await memberCookie(t.app, demo.id);
    const p = await productAt('30.00');
    await as(cookie, 'DELETE', `/api/cart/user/${demo.id}`);
    await as(cookie, 'POST', '/api/cart', { userId: demo.id, productId: p.id, quantity: 1 });
    const demoRefusal = await as(cookie, 'POST', `/api/cart/${demo.id}/quote`, { discountCode: 'SCFRIEND15' });
    expect(demoRefusal.statusCode).toBe(409);
    expect(json(demoRefusal).message).toBe(codeRefusals.notFirstOrder('SCFRIEND15'));
  });
});

describe('the applied code and the delivery are kept with the cart on the account (decisions 0252, 0253)', () => {
  it('a quote that accepts it keeps it; any session of the member reads it; removing or ordering forgets it', async () => {
    const p = await productAt('20.00');
    const perk = await perkWith({ discountValue: '10.00' });
    const me = await memberWithCart([[p.id, 1]]);
    const kept = async (cookie: string) => json(await as(cookie, 'GET', `/api/cart/${me.user.id}/code`));
    expect(await kept(me.cookie)).toEqual({ discountCode: null, delivery: 'standard' });
    // Refused codes are not kept; an accepted one is, as the quote wrote it.
    await refusal(me, 'NOSUCHCODE');
    expect(await kept(me.cookie)).toEqual({ discountCode: null, delivery: 'standard' });
    await quote(me, perk.code.toLowerCase());
    // Another browser of the same member: a session of its own.
    const elsewhere = await memberCookie(t.app, me.user.id);
    expect(await kept(elsewhere)).toEqual({ discountCode: perk.code, delivery: 'standard' });
    // Never another member's: 403; signed out: 401.
    const other = await signedInMember(t.app);
    expect((await as(other.cookie, 'GET', `/api/cart/${me.user.id}/code`)).statusCode).toBe(403);
    expect((await as(other.cookie, 'DELETE', `/api/cart/${me.user.id}/code`)).statusCode).toBe(403);
    expect((await as(null, 'GET', `/api/cart/${me.user.id}/code`)).statusCode).toBe(401);
    expect(await kept(me.cookie)).toEqual({ discountCode: perk.code, delivery: 'standard' });

    // A quote with express delivery keeps the choice, and without a code leaves the kept one alone.
    expect((await as(me.cookie, 'POST', `/api/cart/${me.user.id}/quote`, { delivery: 'express' })).statusCode).toBe(
      200,
    );
    expect(await kept(elsewhere)).toEqual({ discountCode: perk.code, delivery: 'express' });

    // Removing the code keeps the delivery chosen.
    const removed = await as(elsewhere, 'DELETE', `/api/cart/${me.user.id}/code`);
    expect(json(removed)).toEqual({ discountCode: null, delivery: 'express' });
    expect(await kept(me.cookie)).toEqual({ discountCode: null, delivery: 'express' });

    // Ordered with it: both forgotten, the next cart starts without them.
    await placed(me, await quote(me, perk.code));
    expect(await kept(me.cookie)).toEqual({ discountCode: null, delivery: 'standard' });
  });
});

describe('an order with a code (§2)', () => {
  it('stores the code and its discount, counts the use, mails it; cancelling gives the use back', async () => {
    const p = await productAt('20.00', '17.00');
    const perk = await perkWith({ discountValue: '15.00', maxUses: 10, currentUses: 2 });
    const me = await memberWithCart([[p.id, 2]]);
    const q = await quote(me, perk.code);
    const o = await placed(me, q);
    expect(o).toMatchObject({ discountCode: perk.code, codeDiscount: '5.10', total: '28.90', subtotal: '40.00' });
    expect(await perkUses(perk.id)).toBe(3);
    const mine = json(await as(me.cookie, 'GET', `/api/orders/${me.user.id}`));
    expect(mine[0]).toMatchObject({ discountCode: perk.code, codeDiscount: '5.10' });

    const mail = await mailTo(me.user.email);
    expect(mail).toContain(`Code ${perk.code}: -£5.10`);

    expect((await cancel(o.id)).statusCode).toBe(200);
    expect(await perkUses(perk.id)).toBe(2);
  });

  it('an issued code is single use: a second order is refused until the first is cancelled', async () => {
    const p = await productAt('30.00');
    const me = await memberWithCart([[p.id, 1]]);
    const code = await issuedTo(me);
    const first = await placed(me, await quote(me, code.code));
    expect(first).toMatchObject({ discountCode: code.code, codeDiscount: '10.00', total: '20.00' });
    expect(await issuedUses(code.id)).toBe(1);

    await as(me.cookie, 'POST', '/api/cart', { userId: me.user.id, productId: p.id, quantity: 1 });
    expect(await refusal(me, code.code)).toBe(codeRefusals.usedUp(code.code));

    expect((await cancel(first.id)).statusCode).toBe(200);
    expect(await issuedUses(code.id)).toBe(0);
    expect((await placed(me, await quote(me, code.code))).codeDiscount).toBe('10.00');
    expect(await issuedUses(code.id)).toBe(1);
  });

  it('refuses figures that are not the code’s, and a code used up since the quote, changing nothing', async () => {
    const p = await productAt('20.00');
    const perk = await perkWith({ discountValue: '10.00', maxUses: 1 });
    const me = await memberWithCart([[p.id, 1]]);
    const q = await quote(me, perk.code);
    const noDiscount = await order(me, { ...q, codeDiscount: '0.00', total: '20.00', subtotal: '20.00' });
    expect(noDiscount.statusCode).toBe(409);
    expect(json(noDiscount).message).toBe(PRICES_CHANGED);
    const noCode = await order(me, { ...q, discountCode: null });
    expect(noCode.statusCode).toBe(409);
    expect(await perkUses(perk.id)).toBe(0);

    await t.app.db.update(perks).set({ currentUses: 1 }).where(eq(perks.id, perk.id));
    const late = await order(me, q);
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe(codeRefusals.usedUp(perk.code));
    expect(json(await as(me.cookie, 'GET', `/api/cart/${me.user.id}`))).toHaveLength(1);
    expect(json(await as(me.cookie, 'GET', `/api/orders/${me.user.id}`))).toEqual([]);
  });

  it('concurrent orders never take more uses than maxUses: 10 members, one code with 3 uses', async () => {
    const ATTEMPTS = 10;
    const MAX_USES = 3;
    const p = await productAt('25.00');
    const perk = await perkWith({ discountValue: '20.00', maxUses: MAX_USES });
    const buyers: Who[] = [];
    for (let i = 0; i < ATTEMPTS; i++) buyers.push(await memberWithCart([[p.id, 1]]));
    // Every quote sees the code usable (no use taken yet): the orders decide.
    const quotes = await Promise.all(buyers.map((who) => quote(who, perk.code)));
    const results = await Promise.all(buyers.map((who, i) => order(who, quotes[i])));

    const ok = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 409);
    console.info(
      `codes race: ${ATTEMPTS} orders for a code with ${MAX_USES} uses → ${ok.length} placed, ${refused.length} refused, currentUses ${await perkUses(perk.id)}`,
    );
    expect(ok).toHaveLength(MAX_USES);
    expect(refused).toHaveLength(ATTEMPTS - MAX_USES);
    for (const r of refused) expect(json(r).message).toBe(codeRefusals.usedUp(perk.code));
    expect(await perkUses(perk.id)).toBe(MAX_USES);
    for (const r of ok) expect(Order.parse(json(r))).toMatchObject({ discountCode: perk.code, codeDiscount: '5.00' });
  });
});

/** The confirmation mail written to DATA_DIR/mail (sent in the background: wait for it). */
async function mailTo(email: string): Promise<string> {
  return (await waitForMails(t.config.mailDir, email))[0];
}
