// The 'orders.unpaid' job (issue 28, decision 0230) on a real app with the default 72-hour payment window: the
// reminder a day before (once, with the confirmation's own payment details; never for a paid order or a window of a
// day or less) and the cancel when the window ends (once, units and code use back, its mail and the back-in-stock
// check queued in its transaction). The plain functions are run at given moments; the app's clock stays where the
// orders were placed, so its own periodic runs find nothing due until the last test moves it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReference } from '@shared/orders';
import { AdminOrder } from '@shared/schemas/orders';
import { mailOutbox } from '../../mail/schema';
import { orderHistory, orders } from './schema';
import { perks } from '../catalogue';
import { waitForMails } from '../../testing/mail';
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
} from '../../testing/app';
import { cancelExpiredUnpaidOrders, remindUnpaidOrders } from './expiry';

const HOUR = 3_600_000;
const T0 = new Date('2026-03-02T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const WINDOW = 72 * HOUR;

let t: TestApp;
let staff: string;
let clock = T0;
type Who = Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  staff = await staffCookie(t.app);
});
afterAll(() => t?.close());

const deps = () => ({ db: t.app.db, outbox: t.app.outbox, jobs: t.app.jobs });

function placed(who: Who, productId: string, quantity = 1, discountCode?: string) {
  return placeCartOrder(t.app, who, { productId, quantity }, { discountCode });
}

const orderRow = async (id: string) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0];
const outboxOf = async (template: string, orderId: string) =>
  (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.template, template))).filter(
    (m) => m.payload.orderId === orderId,
  );

/** The mails to `email` so far, decoded; waits (up to 15 s) until one has a subject matching `subject`. */
async function mailTo(email: string, subject: RegExp): Promise<string> {
  return (await waitForMails(t.config.mailDir, email, { subject }))[0];
}

/** The plain-text payment box: from its heading to the pay-by line. */
function paymentBox(mail: string): string {
  const start = mail.indexOf('HOW TO PAY BY BANK TRANSFER');
  const end = mail.indexOf('Pay by:', start);
  expect(start, mail).toBeGreaterThan(-1);
  return mail.slice(start, mail.indexOf('\n', end)).replace(/\r/g, '');
}

describe('a day before the payment window ends, the customer is reminded', () => {
  it('once (three runs at once), with the bank details, reference, amount and pay-by time of the confirmation', async () => {
    const me = await signedInMember(t.app, { firstName: 'Ada' });
    const p = await freshProduct(t.app, { stock: 10 });
    const order = await placed(me, p.id, 2);
    const ref = orderReference(order.id);

    // Not a second early: 48 h after placing (72 − 24) is when the reminder is due.
    expect(await remindUnpaidOrders(deps(), at(WINDOW - 24 * HOUR - 1000), { expiresAfterMs: WINDOW })).not.toContain(
      order.id,
    );
    const when = at(WINDOW - 24 * HOUR + 1000);
    const runs = await Promise.all([0, 1, 2].map(() => remindUnpaidOrders(deps(), when, { expiresAfterMs: WINDOW })));
    expect(runs.flat().filter((id) => id === order.id)).toHaveLength(1);
    expect((await orderRow(order.id)).paymentRemindedAt).toEqual(when);
    expect(await remindUnpaidOrders(deps(), at(WINDOW - HOUR), { expiresAfterMs: WINDOW })).not.toContain(order.id);

    const queued = await outboxOf('order.payment-reminder', order.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ key: `payment-reminder:${order.id}`, payload: { dayLeft: true } });

    const reminder = await mailTo(me.user.email, /^Subject: A day left to pay/m);
    expect(reminder).toMatch(new RegExp(`^Subject: A day left to pay for your Skin Circle order #${ref}\\s*$`, 'm'));
    expect(reminder).toContain('Hi Ada,');
    expect(reminder).toContain('If you have already paid, thank you: there is nothing more to do.');
    const confirmation = await mailTo(me.user.email, /^Subject: Your Skin Circle order #/m);
    expect(paymentBox(reminder)).toBe(paymentBox(confirmation));
    expect(paymentBox(reminder)).toMatch(new RegExp(`^Reference: +${ref}$`, 'm'));
    expect(paymentBox(reminder)).toMatch(/^Amount: +£34\.00$/m);
    expect(paymentBox(reminder)).toMatch(/^Pay by: +05 March 2026 at 09:00$/m);
    expect(reminder).toContain('<strong>#' + ref + '</strong>'); // the HTML part too
  });

  it('the outbox key guards a second time: a row that lost its mark is not mailed again', async () => {
    const me = await signedInMember(t.app);
    const order = await placed(me, (await freshProduct(t.app, { stock: 5 })).id);
    const when = at(WINDOW - 24 * HOUR + 1000);
    expect(await remindUnpaidOrders(deps(), when, { expiresAfterMs: WINDOW })).toContain(order.id);
    await t.app.db.update(orders).set({ paymentRemindedAt: null }).where(eq(orders.id, order.id));
    expect(await remindUnpaidOrders(deps(), when, { expiresAfterMs: WINDOW })).not.toContain(order.id);
    expect(await outboxOf('order.payment-reminder', order.id)).toHaveLength(1);
  });

  it('never for a paid order, an order already due to be cancelled, or a window of 24 hours or less', async () => {
    const me = await signedInMember(t.app);
    const p = await freshProduct(t.app, { stock: 10 });
    const paid = await placed(me, p.id);
    const pay = await requestAs(t.app, staff, 'POST', `/api/admin/orders/${paid.id}/payment`, { status: 'paid' });
    AdminOrder.parse(json(pay));
    const unpaid = await placed(me, p.id);

    const reminded = await remindUnpaidOrders(deps(), at(WINDOW - 24 * HOUR + 1000), { expiresAfterMs: WINDOW });
    expect(reminded).not.toContain(paid.id);
    expect(reminded).toContain(unpaid.id);

    const late = await placed(me, p.id);
    // Its window is over: the cancel's, not the reminder's.
    expect(await remindUnpaidOrders(deps(), at(WINDOW + 1000), { expiresAfterMs: WINDOW })).not.toContain(late.id);
    for (const window of [24 * HOUR, 12 * HOUR, 18_000]) {
      for (const moment of [1000, window / 2, window - 1000, window + 1000]) {
        expect(await remindUnpaidOrders(deps(), at(moment), { expiresAfterMs: window })).toEqual([]);
      }
    }
    expect((await orderRow(paid.id)).paymentRemindedAt).toBeNull();
    expect((await orderRow(late.id)).paymentRemindedAt).toBeNull();
    expect(await outboxOf('order.payment-reminder', paid.id)).toHaveLength(0);
  });

  it('found late (the shop was down), the reminder does not promise a whole day', async () => {
    const me = await signedInMember(t.app);
    const order = await placed(me, (await freshProduct(t.app, { stock: 5 })).id);
    expect(await remindUnpaidOrders(deps(), at(60 * HOUR), { expiresAfterMs: WINDOW })).toContain(order.id);
    const mail = await mailTo(me.user.email, /^Subject: .*waiting for payment/m);
    expect(mail).toMatch(
      new RegExp(`^Subject: Your Skin Circle order #${orderReference(order.id)} is waiting for payment\\s*$`, 'm'),
    );
    expect(mail).toMatch(/^Pay by: +05 March 2026 at 09:00\r?$/m);
  });
});

describe('when the payment window ends, the order is cancelled', () => {
  it('once (three runs at once): units and code use back, history by system, one mail, and the waiting member told it is back', async () => {
    const [perk] = await t.app.db
      .insert(perks)
      .values({
        name: 'Unpaid-jobs perk',
        description: 'For the tests',
        code: 'UNPAIDJOBS10',
        discountType: 'percentage',
        discountValue: '10.00',
      })
      .returning();
    const usesOf = async () =>
      (await t.app.db.select({ n: perks.currentUses }).from(perks).where(eq(perks.id, perk.id)))[0].n;
    const me = await signedInMember(t.app);
    const waiting = await signedInMember(t.app);
    const p = await freshProduct(t.app, { stock: 2 });
    const order = await placed(me, p.id, 2, perk.code);
    expect(await stockOf(t.app, p.id)).toBe(0);
    expect(await usesOf()).toBe(1);
    const alert = await requestAs(t.app, waiting.cookie, 'PUT', `/api/products/${p.id}/stock-alert`);
    expect(alert.statusCode, alert.body).toBe(200);

    expect(await cancelExpiredUnpaidOrders(deps(), at(WINDOW - 1000), { expiresAfterMs: WINDOW })).not.toContain(
      order.id,
    );
    const runs = await Promise.all(
      [0, 1, 2].map(() => cancelExpiredUnpaidOrders(deps(), at(WINDOW + 1000), { expiresAfterMs: WINDOW })),
    );
    expect(runs.flat().filter((id) => id === order.id)).toHaveLength(1);
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect(await stockOf(t.app, p.id)).toBe(2);
    expect(await usesOf()).toBe(0);
    const history = await t.app.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history.filter((h) => h.status === 'cancelled')).toEqual([
      expect.objectContaining({
        by: 'system',
        note: 'Unpaid after 72 hours: cancelled automatically',
        customerMessage:
          'Cancelled because your payment did not reach us within 72 hours. Nothing was charged, and you are welcome to order again.',
      }),
    ]);
    const queued = await outboxOf('order.update', order.id);
    expect(queued).toHaveLength(1);
    expect(queued[0].payload).toMatchObject({ kind: 'status', status: 'cancelled', paymentStatus: 'unpaid' });

    const mail = await mailTo(me.user.email, /^Subject: .* is cancelled\s*$/m);
    expect(mail).toContain('Cancelled because your payment did not reach us within 72 hours.');
    await mailTo(waiting.user.email, new RegExp(`^Subject: Back in stock: ${p.name}`, 'm'));
    // Cancelled: a reminder queued before it is skipped when it comes to be sent, and none is queued now.
    expect(await remindUnpaidOrders(deps(), at(WINDOW + 2000), { expiresAfterMs: WINDOW })).not.toContain(order.id);
  });

  it('the app’s own job does both: reminds at 48 hours, cancels at 72', async () => {
    const me = await signedInMember(t.app);
    const p = await freshProduct(t.app, { stock: 3 });
    const order = await placed(me, p.id, 3);
    const until = async (check: () => Promise<boolean>) => {
      for (let i = 0; i < 150 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
      return check();
    };
    clock = at(WINDOW - 24 * HOUR + 1000);
    await t.app.jobs.send('orders.unpaid', {});
    expect(await until(async () => (await orderRow(order.id)).paymentRemindedAt !== null)).toBe(true);
    await mailTo(me.user.email, /^Subject: A day left to pay/m);
    expect((await orderRow(order.id)).status).toBe('pending');

    clock = at(WINDOW + 1000);
    await t.app.jobs.send('orders.unpaid', {});
    expect(await until(async () => (await orderRow(order.id)).status === 'cancelled')).toBe(true);
    expect(await stockOf(t.app, p.id)).toBe(3);
    await mailTo(me.user.email, /^Subject: .* is cancelled\s*$/m);
    expect(await outboxOf('order.update', order.id)).toHaveLength(1);
  });
});
