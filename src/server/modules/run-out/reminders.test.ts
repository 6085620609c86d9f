// Run-out reminders through the API with a fixed clock (decision 0311): a member who agreed to marketing mails, whose
// evening routine uses the 30 ml serum delivered on 2 March, is mailed once, a week before it runs out (about six
// weeks on), with the one-click unsubscribe; without the consent, or with the product out of the routine, nobody is;
// running again changes nothing.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../mail/schema';
import { categories, products } from '../catalogue';
import { orderItems } from '../orders';
import { unsubscribeToken } from '../consents';
import {
  createTestApp,
  freshProduct,
  placeCartOrder,
  requestAs,
  signedInMember,
  staffCookie,
  type TestApp,
} from '../../testing/app';
import { mailsTo, waitForMails } from '../../testing/mail';
import { remindRunningOut } from '.';
import { runOutKey, runOutMail } from './reminders';

const DELIVERED = new Date('2026-03-02T10:00:00Z');
const DAY = 86_400_000;
/** 30 ml at 0.7 ml a night: 42.9 days, so it runs out early on 14 April; the reminder is due from 7 April (06:34). */
const BEFORE_DUE = new Date('2026-04-06T00:00:00Z');
const DUE = new Date('2026-04-07T09:00:00Z');
const AFTER_RUN_OUT = new Date('2026-04-14T09:00:00Z');

let t: TestApp;
let clock = DELIVERED;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  staff = await staffCookie(t.app);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** A 30 ml serum no other test uses. */
async function serum() {
  const product = await freshProduct(t.app, {});
  const [serums] = await t.app.db.select().from(categories).where(eq(categories.slug, 'serums'));
  await t.app.db
    .update(products)
    .set({ sizeAmount: '30.0', sizeUnit: 'ml', categoryId: serums.id })
    .where(eq(products.id, product.id));
  return product;
}

/** The member's evening routine, its one step linked to `productId` (or free text with null). */
async function eveningRoutine(m: Member, productId: string | null) {
  const res = await requestAs(t.app, m.cookie, 'POST', '/api/routines', {
    userId: m.user.id,
    name: 'Evening',
    timeOfDay: 'evening',
    steps: [{ order: 1, productName: 'Night serum', instructions: 'Three drops', whyItMatters: '', productId }],
  });
  expect(res.statusCode).toBe(201);
}

async function optIn(m: Member) {
  expect((await requestAs(t.app, m.cookie, 'PUT', '/api/account/consents', { marketing: true })).statusCode).toBe(200);
}

/** Bought, paid, shipped and delivered on DELIVERED (the staff's moves, as in the console). */
async function deliveredOrder(m: Member, productId: string) {
  clock = DELIVERED;
  const order = await placeCartOrder(t.app, m, { productId });
  const staffDoes = (url: string, body: unknown) => requestAs(t.app, staff, 'POST', url, body);
  expect((await staffDoes(`/api/admin/orders/${order.id}/payment`, { status: 'paid' })).statusCode).toBe(200);
  for (const body of [
    { status: 'processing' },
    { status: 'shipped', trackingNumber: 'RM 1234 5678 9GB' },
    { status: 'delivered' },
  ]) {
    expect((await staffDoes(`/api/admin/orders/${order.id}/status`, body)).statusCode).toBe(200);
  }
  const [line] = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return line;
}

const deps = () => ({ db: t.app.db, outbox: t.app.outbox });
const remindersFor = (userId: string) =>
  t.app.db
    .select({ id: mailOutbox.id, key: mailOutbox.key })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, 'run-out.reminder'), sql`${mailOutbox.payload}->>'userId' = ${userId}`));

describe('run-out reminders', () => {
  it('mail an opted-in member once, a week before the serum runs out, with the one-click unsubscribe', async () => {
    const m = await signedInMember(t.app, { firstName: 'Ada' });
    const product = await serum();
    await optIn(m);
    await eveningRoutine(m, product.id);
    const line = await deliveredOrder(m, product.id);

    expect(await remindRunningOut(deps(), BEFORE_DUE)).not.toContain(line.id);
    expect(await remindersFor(m.user.id)).toHaveLength(0);

    expect(await remindRunningOut(deps(), DUE)).toEqual(expect.arrayContaining([line.id]));
    // Again that day, the next day, after it ran out: still the one mail.
    for (const now of [DUE, new Date(DUE.getTime() + DAY), AFTER_RUN_OUT]) {
      expect(await remindRunningOut(deps(), now)).not.toContain(line.id);
    }
    expect(await remindersFor(m.user.id)).toEqual([{ id: expect.any(String), key: `run-out:${line.id}` }]);

    const [mail] = await waitForMails(t.config.mailDir, m.user.email, { subject: /Running low on/ });
    expect(mail).toContain(`Subject: Running low on ${product.name}?`);
    expect(mail).toContain('Hi Ada,');
    expect(mail).toContain(`runs out around Tuesday, 14 April 2026`);
    expect(mail).toContain('uses it every evening');
    expect(mail).toContain(`${t.config.publicUrl}/product/${product.id}`);
    const url = `${t.config.publicUrl}/api/unsubscribe/${unsubscribeToken(t.config.sessionSecret, m.user.id)}`;
    expect(mail.replace(/\r?\n\s+/g, ' ')).toContain(`List-Unsubscribe: <${url}>`);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mailsTo(t.config.mailDir, m.user.email).filter((x) => x.includes('Running low on'))).toHaveLength(1);
  });

  it('mail nobody who did not agree to marketing mails', async () => {
    const m = await signedInMember(t.app);
    const product = await serum();
    await eveningRoutine(m, product.id);
    const line = await deliveredOrder(m, product.id);
    expect(await remindRunningOut(deps(), DUE)).not.toContain(line.id);
    expect(await remindersFor(m.user.id)).toHaveLength(0);
  });

  it('mail nobody whose routine no longer uses the product, or when it went off sale', async () => {
    const unlinked = await signedInMember(t.app);
    const product = await serum();
    await optIn(unlinked);
    await eveningRoutine(unlinked, null);
    const line = await deliveredOrder(unlinked, product.id);
    expect(await remindRunningOut(deps(), DUE)).not.toContain(line.id);

    const offSale = await signedInMember(t.app);
    const archived = await serum();
    await optIn(offSale);
    await eveningRoutine(offSale, archived.id);
    const second = await deliveredOrder(offSale, archived.id);
    await t.app.db.update(products).set({ status: 'archived', isActive: false }).where(eq(products.id, archived.id));
    expect(await remindRunningOut(deps(), DUE)).not.toContain(second.id);
    expect([...(await remindersFor(unlinked.user.id)), ...(await remindersFor(offSale.user.id))]).toHaveLength(0);
  });

  it('mail nobody who ordered the product again since it arrived', async () => {
    const m = await signedInMember(t.app);
    const product = await serum();
    await optIn(m);
    await eveningRoutine(m, product.id);
    const line = await deliveredOrder(m, product.id);
    clock = new Date('2026-04-01T09:00:00Z');
    try {
      await placeCartOrder(t.app, m, { productId: product.id });
    } finally {
      clock = DELIVERED;
    }
    expect(await remindRunningOut(deps(), DUE)).not.toContain(line.id);
    expect(await remindersFor(m.user.id)).toHaveLength(0);
  });

  it('skip a reminder when it is sent if the member said no since it was queued', async () => {
    const m = await signedInMember(t.app);
    const product = await serum();
    await eveningRoutine(m, product.id);
    const line = await deliveredOrder(m, product.id);
    const payload = { userId: m.user.id, orderItemId: line.id, productId: product.id, runsOutOn: DUE.toISOString() };
    await t.app.db.transaction((tx) => t.app.outbox.queue(tx, runOutMail, payload, { key: runOutKey(line.id) }));
    const deadline = Date.now() + 15_000;
    let status = 'pending';
    while (status === 'pending' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      [{ status }] = await t.app.db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(eq(mailOutbox.key, runOutKey(line.id)));
    }
    expect(status).toBe('skipped');
    expect(mailsTo(t.config.mailDir, m.user.email).filter((x) => x.includes('Running low on'))).toHaveLength(0);
  });

  it('count a step in both routines twice: the reminder comes three weeks sooner', async () => {
    const m = await signedInMember(t.app);
    const product = await serum();
    await optIn(m);
    await eveningRoutine(m, product.id);
    const morning = await requestAs(t.app, m.cookie, 'POST', '/api/routines', {
      userId: m.user.id,
      name: 'Morning',
      timeOfDay: 'morning',
      steps: [{ order: 1, productName: 'Serum', instructions: '', whyItMatters: '', productId: product.id }],
    });
    expect(morning.statusCode).toBe(201);
    const line = await deliveredOrder(m, product.id);
    // Twice a day: 21.4 days, runs out on 23 March; due from the 16th.
    expect(await remindRunningOut(deps(), new Date('2026-03-15T09:00:00Z'))).not.toContain(line.id);
    expect(await remindRunningOut(deps(), new Date('2026-03-17T09:00:00Z'))).toContain(line.id);
    const [mail] = await waitForMails(t.config.mailDir, m.user.email, { subject: /Running low on/ });
    expect(mail).toContain('uses it morning and evening');
  });

  it('runs as the daily job on the app’s clock', async () => {
    const m = await signedInMember(t.app);
    const product = await serum();
    await optIn(m);
    await eveningRoutine(m, product.id);
    const line = await deliveredOrder(m, product.id);
    clock = DUE;
    try {
      await t.app.jobs.send('run-out.remind', {});
      await waitForMails(t.config.mailDir, m.user.email, { subject: /Running low on/ });
      expect(await remindersFor(m.user.id)).toEqual([{ id: expect.any(String), key: `run-out:${line.id}` }]);
    } finally {
      clock = DELIVERED;
    }
  });
});
