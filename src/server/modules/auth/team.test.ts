// A team, not a password (OPERATIONS §2, decision 0513) over HTTP: the 403s generated from the permission table for
// every registered staff route, invitations (72 h, single use, the staff password rules), roles, disabling (sessions
// end at once), the last owner, two-step sign-in with recovery codes, the shop's requirement, and the audit log.
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from '@shared/schemas/staff';
import { DEFAULT_RATE_LIMITS } from '../../config';
import type { MailMessage } from '../../mail/mailer';
import {
  createTestApp,
  freshProduct,
  json,
  placeCartOrder,
  signedInMember,
  staffCookie,
  type TestApp,
} from '../../testing/app';
import { auditEntries } from '../audit';
import { hashPassword } from './password';
import { staff } from './schema';
import { STAFF_COOKIE } from './session-plugin';
import { INVITATION_EXPIRED, INVITATION_USED, LAST_OWNER, SET_UP_TWO_STEP_FIRST } from './staff-accounts';
import { INVITATION_MAIL_SUBJECT, ROLE_MAIL_SUBJECT, TWO_STEP_MAIL_SUBJECT } from './staff-mails';
import { startStaffSession } from './staff-sessions';

const START = new Date('2026-03-02T09:00:00.000Z');
const HOUR = 60 * 60_000;
const roomy = { max: 10_000, timeWindow: 60_000 };
const GOOD_PASSWORD = 'packing-tape-and-lavender';
let clock = START;
const sent: MailMessage[] = [];
let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp(
    {
      now: () => clock,
      rateLimits: { ...DEFAULT_RATE_LIMITS, adminLogin: roomy, adminLoginPerAccount: { max: 5, timeWindow: HOUR } },
    },
    {},
    {
      mailer: {
        async send(message) {
          sent.push(message);
          return {};
        },
      },
    },
  );
  owner = await staffCookie(t.app);
});
afterAll(() => t.close());

/** A member of staff with this role straight in the database, and a cookie signing them in. */
let made = 0;
async function member(role: StaffRole) {
  made += 1;
  const [row] = await t.app.db
    .insert(staff)
    .values({ username: `${role}${made}@example.com`, email: `${role}${made}@example.com`, role, passwordHash: 'x' })
    .returning();
  const { token } = await startStaffSession(t.app.db, t.app.config.sessionSecret, row.id, clock);
  return { id: row.id, username: row.username, cookie: `${STAFF_COOKIE}=${token}` };
}

const call = (method: string, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: { cookie }, payload });

/** The mail to `to` whose subject is `subject`, once the outbox has sent it. */
async function mailTo(to: string, subject: string): Promise<MailMessage> {
  for (let i = 0; i < 400; i++) {
    const found = sent.filter((m) => m.to === to && m.subject === subject).at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

const tokenOf = (mail: MailMessage) => {
  const link = /https?:\/\/\S+\/console\/invitation\?token=([\w%-]+)/.exec(mail.text)!;
  return decodeURIComponent(link[1]);
};

describe('permissions, generated from the table', () => {
  it('every registered staff route declares a permission of the table', () => {
    const routes = t.app.staffRoutes;
    expect(routes.length).toBeGreaterThan(40);
    const admin = routes.filter((r) => r.url.startsWith('/api/admin'));
    expect(admin.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/admin/staff', 'GET /api/admin/audit', 'PATCH /api/admin/products/:id']),
    );
  });

  it('refuses every staff route with 403 to each role that lacks its permission', async () => {
    // Owners have every permission: no owner is made here (the last-owner test counts them).
    const cookies = new Map<StaffRole, string>();
    for (const role of STAFF_ROLES) if (role !== 'owner') cookies.set(role, (await member(role)).cookie);
    let checked = 0;
    for (const route of t.app.staffRoutes) {
      const p = route.permission;
      if (typeof p === 'string' && (p === 'public' || p === 'staff' || p === 'self')) continue;
      const needs: readonly Permission[] = typeof p === 'object' ? p.oneOf : [p];
      const url = route.url
        .replace(':id', '00000000-0000-4000-8000-000000000000')
        .replace(':slug', 'some-category')
        .replace(':code', 'SOMECODE');
      for (const role of STAFF_ROLES) {
        if (role === 'owner') expect(ROLE_PERMISSIONS.owner).toEqual(expect.arrayContaining([...needs]));
        if (needs.some((n) => ROLE_PERMISSIONS[role].includes(n))) continue;
        const res = await call(route.method, url, cookies.get(role)!, route.method === 'GET' ? undefined : {});
        expect(res.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('lets each role do what its permissions say', async () => {
    const packer = await member('fulfilment');
    expect((await call('GET', '/api/admin/orders', packer.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/products', packer.cookie)).statusCode).toBe(403);
    const cataloguer = await member('catalogue');
    expect((await call('GET', '/api/admin/products', cataloguer.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/orders', cataloguer.cookie)).statusCode).toBe(403);
    const marketer = await member('marketing');
    expect((await call('GET', '/api/admin/discount-codes', marketer.cookie)).statusCode).toBe(200);
    const support = await member('support');
    expect((await call('GET', '/api/admin/orders', support.cookie)).statusCode).toBe(200);
    // Recording a payment is fulfilment's, recording a refund support's: the same route, the body decides.
    const paid = await call('POST', `/api/admin/orders/00000000-0000-4000-8000-000000000000/payment`, support.cookie, {
      status: 'paid',
    });
    expect(paid.statusCode).toBe(403);
    const refunded = await call(
      'POST',
      `/api/admin/orders/00000000-0000-4000-8000-000000000000/payment`,
      support.cookie,
      { status: 'refunded' },
    );
    expect(refunded.statusCode).toBe(404);
    for (const who of [packer, cataloguer, marketer, support]) {
      expect((await call('GET', '/api/admin/staff', who.cookie)).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/audit', who.cookie)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/staff', owner)).statusCode).toBe(200);
  });

  it('tells the console the role and what it may do', async () => {
    const packer = await member('fulfilment');
    const me = json(await call('GET', '/api/admin/me', packer.cookie));
    expect(me).toMatchObject({ role: 'fulfilment', permissions: ['orders.read', 'orders.write'], twoStep: false });
    expect(json(await call('GET', '/api/admin/me', owner))).toMatchObject({ role: 'owner', username: 'admin' });
  });

  it('does not register a staff route without a permission', async () => {
    await expect(
      createTestApp({}, {}, { routes: (app) => app.get('/api/admin/forgotten', async () => ({ ok: true })) }),
    ).rejects.toThrow(/declares config.permission/);
  });
});

describe('staff accounts', () => {
  it('invites a packer who sets a password, signs in with the email and sees only orders', async () => {
    const invite = await call('POST', '/api/admin/staff', owner, { email: 'Packer@Example.com', role: 'fulfilment' });
    expect(invite.statusCode).toBe(201);
    expect(json(invite)).toMatchObject({ username: 'packer@example.com', role: 'fulfilment', status: 'invited' });
    const mail = await mailTo('packer@example.com', INVITATION_MAIL_SUBJECT);
    const token = tokenOf(mail);
    // Only a hash of the token is stored.
    const stored = await t.app.db.execute(sql`select token_hash from staff_invitations`);
    expect(JSON.stringify(stored)).not.toContain(token);

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(json(weak).errors[0].path).toBe('body.password');
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, password: 'password1234' },
    });
    expect(common.statusCode).toBe(400);

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, password: GOOD_PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, password: GOOD_PASSWORD },
    });
    expect(again.statusCode).toBe(410);
    expect(json(again).message).toBe(INVITATION_USED);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'packer@example.com', password: GOOD_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(json(login)).toMatchObject({ role: 'fulfilment', permissions: ['orders.read', 'orders.write'] });
    const cookie = `${STAFF_COOKIE}=${login.cookies.find((c) => c.name === STAFF_COOKIE)!.value}`;
    expect((await call('GET', '/api/admin/orders', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/products', cookie)).statusCode).toBe(403);
    // Invited again once they have a password: a 409.
    const twice = await call('POST', '/api/admin/staff', owner, { email: 'packer@example.com', role: 'support' });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses an invitation past its 72 hours', async () => {
    await call('POST', '/api/admin/staff', owner, { email: 'late@example.com', role: 'support' });
    const token = tokenOf(await mailTo('late@example.com', INVITATION_MAIL_SUBJECT));
    clock = new Date(START.getTime() + 73 * HOUR);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/invitations/accept',
        payload: { token, password: GOOD_PASSWORD },
      });
      expect(res.statusCode).toBe(410);
      expect(json(res).message).toBe(INVITATION_EXPIRED);
    } finally {
      clock = START;
    }
    const bogus = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token: 'nonsense', password: GOOD_PASSWORD },
    });
    expect(bogus.statusCode).toBe(400);
  });

  it('validates an invitation field by field', async () => {
    const res = await call('POST', '/api/admin/staff', owner, { email: 'not-an-email', role: 'boss' });
    expect(res.statusCode).toBe(400);
    const paths = json(res).errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['body.email', 'body.role']));
  });

  it('changes a role (with a mail) and ends a disabled account’s sessions at once', async () => {
    const who = await member('catalogue');
    const changed = await call('PATCH', `/api/admin/staff/${who.id}`, owner, { role: 'marketing' });
    expect(changed.statusCode).toBe(200);
    expect(json(changed).role).toBe('marketing');
    await mailTo(who.username, ROLE_MAIL_SUBJECT);
    expect((await call('GET', '/api/admin/discount-codes', who.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/products', who.cookie)).statusCode).toBe(403);

    const disabled = await call('PATCH', `/api/admin/staff/${who.id}`, owner, { disabled: true });
    expect(json(disabled)).toMatchObject({ disabled: true, status: 'disabled' });
    expect((await call('GET', '/api/admin/me', who.cookie)).statusCode).toBe(401);
    const sessions = await t.app.db.execute(
      sql`select count(*)::int as n from staff_sessions where staff_id = ${who.id}`,
    );
    expect(JSON.stringify(sessions)).toContain('"n":0');
    await t.app.db
      .update(staff)
      .set({ passwordHash: await hashPassword(GOOD_PASSWORD) })
      .where(sql`id = ${who.id}`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: who.username, password: GOOD_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const enabled = await call('PATCH', `/api/admin/staff/${who.id}`, owner, { disabled: false });
    expect(json(enabled).disabled).toBe(false);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: who.username, password: GOOD_PASSWORD },
    });
    expect(back.statusCode).toBe(200);
  });

  it('keeps the last owner', async () => {
    const [admin] = await t.app.db
      .select()
      .from(staff)
      .where(sql`username = 'admin'`);
    const demote = await call('PATCH', `/api/admin/staff/${admin.id}`, owner, { role: 'support' });
    expect(demote.statusCode).toBe(409);
    expect(json(demote).message).toBe(LAST_OWNER);
    expect((await call('PATCH', `/api/admin/staff/${admin.id}`, owner, { disabled: true })).statusCode).toBe(409);
    // With a second owner, the first may step down.
    const second = await member('owner');
    const [row] = await t.app.db
      .select()
      .from(staff)
      .where(sql`id = ${second.id}`);
    expect(row.role).toBe('owner');
    const stepDown = await call('PATCH', `/api/admin/staff/${second.id}`, owner, { role: 'catalogue' });
    expect(stepDown.statusCode).toBe(200);
  });

  it('lists the team for owners', async () => {
    const list = json(await call('GET', '/api/admin/staff', owner));
    expect(list[0]).toMatchObject({ username: 'admin', role: 'owner', status: 'active' });
    expect(list.some((s: { username: string }) => s.username === 'packer@example.com')).toBe(true);
  });
});

describe('two-step sign-in', () => {
  const epoch = () => Math.floor(clock.getTime() / 1000);

  it('sets up TOTP, then sign-in needs a current code or an unused recovery code', async () => {
    const username = 'twostep@example.com';
    await call('POST', '/api/admin/staff', owner, { email: username, role: 'fulfilment' });
    const token = tokenOf(await mailTo(username, INVITATION_MAIL_SUBJECT));
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, password: GOOD_PASSWORD },
    });
    const login = (totp?: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password: GOOD_PASSWORD, totp } });
    const first = await login();
    const cookie = `${STAFF_COOKIE}=${first.cookies.find((c) => c.name === STAFF_COOKIE)!.value}`;

    const setup = json(await call('POST', '/api/admin/me/totp', cookie));
    expect(setup.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const wrong = await call('POST', '/api/admin/me/totp/confirm', cookie, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).errors[0].path).toBe('body.code');
    const code = await generate({ secret: setup.secret, epoch: epoch() });
    const confirmed = await call('POST', '/api/admin/me/totp/confirm', cookie, { code });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = json(confirmed);
    expect(recoveryCodes).toHaveLength(10);
    await mailTo(username, TWO_STEP_MAIL_SUBJECT);
    // Never stored in clear.
    const rows = await t.app.db.execute(sql`select totp_secret from staff where username = ${username}`);
    expect(JSON.stringify(rows)).not.toContain(setup.secret);

    const without = await login();
    expect(without.statusCode).toBe(401);
    expect(json(without).totpRequired).toBe(true);
    const bad = await login('123456' === code ? '654321' : '123456');
    expect(bad.statusCode).toBe(401);
    expect(json(bad).totpRequired).toBe(true);
    // A code of the step before still counts (±1 step).
    clock = new Date(clock.getTime() + 30_000);
    expect((await login(code)).statusCode).toBe(200);
    // …but never twice.
    expect((await login(code)).statusCode).toBe(401);
    const next = await generate({ secret: setup.secret, epoch: epoch() + 30 });
    clock = new Date(clock.getTime() + 30_000);
    expect((await login(next)).statusCode).toBe(200);

    expect((await login(recoveryCodes[0].toLowerCase())).statusCode).toBe(200);
    expect((await login(recoveryCodes[0])).statusCode).toBe(401);
    expect((await login(recoveryCodes[1])).statusCode).toBe(200);
    clock = START;
  });

  it('an owner turns off the two-step sign-in of someone who lost their phone: password only, sessions ended', async () => {
    const packer = await member('fulfilment');
    await t.app.db
      .update(staff)
      .set({ passwordHash: await hashPassword(GOOD_PASSWORD) })
      .where(eq(staff.id, packer.id));
    const setup = json(await call('POST', '/api/admin/me/totp', packer.cookie));
    const code = await generate({ secret: setup.secret, epoch: epoch() });
    expect((await call('POST', '/api/admin/me/totp/confirm', packer.cookie, { code })).statusCode).toBe(200);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: packer.username, password: GOOD_PASSWORD },
      });
    expect((await login()).statusCode).toBe(401);

    // Only an owner may; the answer says it is off, the lost phone's session is over, the log says who did it.
    expect(
      (await call('PATCH', `/api/admin/staff/${packer.id}`, packer.cookie, { resetTwoStep: true })).statusCode,
    ).toBe(403);
    const reset = await call('PATCH', `/api/admin/staff/${packer.id}`, owner, { resetTwoStep: true });
    expect(reset.statusCode).toBe(200);
    expect(json(reset).twoStep).toBe(false);
    expect((await call('GET', '/api/admin/me', packer.cookie)).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(200);
    const { entries } = json(await call('GET', `/api/admin/audit?entity=staff`, owner));
    expect(entries.find((e: { entityId: string }) => e.entityId === packer.id)).toMatchObject({
      action: 'reset-two-step',
      after: { twoStep: false },
    });
    expect((await call('PATCH', `/api/admin/staff/${packer.id}`, owner, { resetTwoStep: false })).statusCode).toBe(400);
  });

  it('an owner can require it of everyone: staff without it may only set it up', async () => {
    const packer = await member('fulfilment');
    const early = await call('PATCH', '/api/admin/team-settings', owner, { requireTwoStep: true });
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe(SET_UP_TWO_STEP_FIRST);
    const own = json(await call('POST', '/api/admin/me/totp', owner));
    const ownCode = await generate({ secret: own.secret, epoch: epoch() });
    expect((await call('POST', '/api/admin/me/totp/confirm', owner, { code: ownCode })).statusCode).toBe(200);
    const required = await call('PATCH', '/api/admin/team-settings', owner, { requireTwoStep: true });
    expect(json(required)).toEqual({ requireTwoStep: true });
    try {
      const refused = await call('GET', '/api/admin/orders', packer.cookie);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).twoStepSetupRequired).toBe(true);
      expect(json(await call('GET', '/api/admin/me', packer.cookie)).twoStepSetupRequired).toBe(true);
      const setup = json(await call('POST', '/api/admin/me/totp', packer.cookie));
      const code = await generate({ secret: setup.secret, epoch: epoch() });
      expect((await call('POST', '/api/admin/me/totp/confirm', packer.cookie, { code })).statusCode).toBe(200);
      expect((await call('GET', '/api/admin/orders', packer.cookie)).statusCode).toBe(200);
    } finally {
      await call('PATCH', '/api/admin/team-settings', owner, { requireTwoStep: false });
    }
  });
});

describe('audit log', () => {
  it('records staff changes and product edits with who, what, before and after, newest first', async () => {
    const product = await freshProduct(t.app, { stock: 5 });
    const patched = await call('PATCH', `/api/admin/products/${product.id}`, owner, { price: '19.99' });
    expect(patched.statusCode).toBe(200);
    const page = json(await call('GET', '/api/admin/audit?entity=product', owner));
    expect(page.total).toBeGreaterThan(0);
    expect(page.entries[0]).toMatchObject({
      actor: 'admin',
      action: 'update',
      entity: 'product',
      entityId: product.id,
      after: { price: '19.99' },
    });
    expect(page.entries[0].before.price).toBe(product.price);
    const staffPage = json(await call('GET', '/api/admin/audit?entity=staff&actor=admin', owner));
    expect(staffPage.entries.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['invite', 'change-role', 'disable', 'enable']),
    );
    const times = staffPage.entries.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  /**
   * The staff writes and the audit entry each makes (decision 0513). A new write route fails here until its operation
   * records its change with recordAudit and is added to this list.
   */
  const AUDITED = new Set([
    'PATCH /api/admin/pages/:slug',
    'POST /api/admin/orders/:id/refund',
    'POST /api/admin/returns/:id/refund',
    'POST /api/admin/orders/:id/status',
    'POST /api/admin/orders/:id/payment',
    'PATCH /api/admin/orders/:id/tracking',
    'POST /api/admin/products',
    'PATCH /api/admin/products/:id',
    'POST /api/admin/products/:id/image',
    'POST /api/admin/products/import',
    'POST /api/admin/categories',
    'PATCH /api/admin/categories/:slug',
    'DELETE /api/admin/categories/:slug',
    'POST /api/admin/categories/:slug/image',
    'POST /api/admin/discount-codes',
    'PATCH /api/admin/discount-codes/:code',
    'POST /api/admin/rewards',
    'PATCH /api/admin/rewards/:id',
    'POST /api/admin/events',
    'PATCH /api/admin/events/:id',
    'POST /api/admin/faqs',
    'PATCH /api/admin/faqs/:id',
    'DELETE /api/admin/faqs/:id',
    'PATCH /api/admin/quiz-submissions/:id',
    'POST /api/admin/mails/:id/retry',
    'POST /api/admin/staff',
    'PATCH /api/admin/staff/:id',
    'PATCH /api/admin/team-settings',
    'PATCH /api/admin/reviews/:id',
    'POST /api/admin/customers/:id/points',
    'DELETE /api/admin/customers/:id',
  ]);

  it('covers every staff write route', () => {
    const writes = t.app.staffRoutes
      .filter((r) => r.method !== 'GET' && r.permission !== 'public' && r.permission !== 'self')
      .map((r) => `${r.method} ${r.url}`);
    expect(writes.filter((w) => !AUDITED.has(w))).toEqual([]);
  });

  it('records an order shipped beside its timeline', async () => {
    const buyer = await signedInMember(t.app);
    const product = await freshProduct(t.app, {});
    const order = await placeCartOrder(t.app, buyer, { productId: product.id });
    const packer = await member('fulfilment');
    const paid = await call('POST', `/api/admin/orders/${order.id}/payment`, packer.cookie, { status: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    for (const status of ['processing', 'shipped']) {
      const res = await call('POST', `/api/admin/orders/${order.id}/status`, packer.cookie, {
        status,
        ...(status === 'shipped' ? { trackingNumber: 'RM123456789GB' } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const page = json(await call('GET', `/api/admin/audit?entity=orders&actor=${packer.id}`, owner));
    expect(page.entries[0]).toMatchObject({
      actor: packer.username,
      action: 'ship',
      entity: 'order',
      entityId: order.id,
      before: { status: 'processing', trackingNumber: null },
      after: { status: 'shipped', trackingNumber: 'RM123456789GB' },
    });
  });

  it('cannot be edited or deleted, even by hand', async () => {
    await expect(t.app.db.update(auditEntries).set({ action: 'nothing' })).rejects.toThrow();
    await expect(t.app.db.delete(auditEntries)).rejects.toThrow();
  });

  it('validates its query', async () => {
    const res = await call('GET', '/api/admin/audit?page=0', owner);
    expect(res.statusCode).toBe(400);
    expect(json(res).errors[0].path).toBe('querystring.page');
  });
});
