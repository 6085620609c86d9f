// A member's rights over HTTP (OPERATIONS §3, decisions 0110–0112): the copy of their data, deleting the account with
// the password or an emailed code (a wrong one changes nothing), consents and what withdrawing one deletes, the coach's
// conversations kept only with consent, and the one-click unsubscribe that works signed out.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Consents } from '@shared/schemas/privacy';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { aiSessions, forgetUnconsentedConversations } from '../coach';
import { mayMarketTo, unsubscribeToken, withUnsubscribe } from '../consents';
import { quizSubmissions } from '../quiz';
import { users } from '../auth';
import {
  createMember,
  freshProduct,
  json,
  memberCookie,
  placeCartOrder,
  requestAs,
  signedInMember,
  type TestApp,
  createTestApp,
} from '../../testing/app';
import { waitForMails } from '../../testing/mail';
import { WRONG_CODE, WRONG_PASSWORD } from '.';

const roomy = { max: 10_000, timeWindow: 60_000 };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { ...DEFAULT_RATE_LIMITS, sendCode: roomy, verifyCode: roomy, signIn: roomy },
  });
});
afterAll(() => t.close());

const PASSWORD = 'quiet-harbour-71';
const talk = (cookie: string) =>
  requestAs(t.app, cookie, 'POST', '/api/ai-skin-assessment', {
    message: 'My cheeks get red and itchy after cleansing',
    conversationHistory: [],
    channel: 'coach',
  });
const memberRow = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/account/export', () => {
  it('is refused signed out', async () => {
    expect((await t.app.inject('/api/account/export')).statusCode).toBe(401);
  });

  it('gives the member everything held about them, and no secret', async () => {
    const m = await signedInMember(t.app, { password: PASSWORD, skinConcerns: ['redness'] });
    const product = await freshProduct(t.app, {});
    const order = await placeCartOrder(t.app, m, { productId: product.id, quantity: 2 });
    await requestAs(t.app, m.cookie, 'POST', '/api/cart', { userId: m.user.id, productId: product.id, quantity: 1 });

    const res = await requestAs(t.app, m.cookie, 'GET', '/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="skin-circle-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = json(res);
    expect(data.profile).toMatchObject({
      id: m.user.id,
      email: m.user.email,
      hasPassword: true,
      skinConcerns: ['redness'],
    });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ id: order.id, total: order.total });
    expect(data.orders[0].lines).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);
    expect(data.addresses).toHaveLength(1);
    expect(data.cart).toEqual([expect.objectContaining({ productId: product.id, quantity: 1 })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        'points',
        'codes',
        'wishlist',
        'routines',
        'quizSubmissions',
        'coachConversations',
        'stockAlerts',
        'consents',
        'returns',
      ]),
    );
    const text = res.body;
    const { passwordHash } = await memberRow(m.user.id);
    expect(text).not.toContain(passwordHash!);
    expect(text).not.toMatch(/passwordHash|tokenHash|codeHash/);
    // The session cookie's token is not in it, nor the session's stored key.
    expect(text).not.toContain(m.cookie.split('=')[1]);
    expect(data.sessions[0]).toEqual({ startedAt: expect.any(String), expiresAt: expect.any(String) });
  });

  it('gives only the signed-in member’s own data', async () => {
    const a = await signedInMember(t.app);
    const b = await signedInMember(t.app);
    const data = json(await requestAs(t.app, a.cookie, 'GET', '/api/account/export'));
    expect(data.profile.id).toBe(a.user.id);
    expect(JSON.stringify(data)).not.toContain(b.user.email);
  });
});

describe('DELETE /api/account', () => {
  it('is refused signed out, and a body without a password or a code is a 400', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/account', payload: { password: 'x' } });
    expect(res.statusCode).toBe(401);
    const m = await signedInMember(t.app, { password: PASSWORD });
    for (const payload of [{}, { password: PASSWORD, code: '123456' }, { code: 'abc' }]) {
      const bad = await requestAs(t.app, m.cookie, 'DELETE', '/api/account', payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await memberRow(m.user.id)).toBeDefined();
  });

  it('refuses a wrong password with a 403 and changes nothing', async () => {
    const m = await signedInMember(t.app, { password: PASSWORD });
    const res = await requestAs(t.app, m.cookie, 'DELETE', '/api/account', { password: 'not-the-password' });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(WRONG_PASSWORD);
    expect(await memberRow(m.user.id)).toMatchObject({ email: m.user.email });
    expect((await requestAs(t.app, m.cookie, 'GET', '/api/account/export')).statusCode).toBe(200);
  });

  it('deletes the account with the password: sessions end everywhere, the address is free', async () => {
    const m = await signedInMember(t.app, { password: PASSWORD });
    const other = await memberCookie(t.app, m.user.id);
    const res = await requestAs(t.app, m.cookie, 'DELETE', '/api/account', { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await memberRow(m.user.id)).toBeUndefined();
    for (const cookie of [m.cookie, other]) {
      expect((await requestAs(t.app, cookie, 'GET', '/api/account/export')).statusCode).toBe(401);
    }
  });

  it('deletes an account without a password with a fresh emailed code; a wrong code is a 403', async () => {
    const m = await signedInMember(t.app);
    expect(
      (await requestAs(t.app, m.cookie, 'DELETE', '/api/account', { password: 'anything-at-all' })).statusCode,
    ).toBe(403);
    expect((await requestAs(t.app, null, 'POST', '/api/auth/send-code', { email: m.user.email })).statusCode).toBe(200);
    const [mail] = await waitForMails(t.config.mailDir, m.user.email);
    const code = /\b(\d{6})\b/.exec(mail.split('\n\n').slice(1).join('\n'))![1];
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await requestAs(t.app, m.cookie, 'DELETE', '/api/account', { code: wrong });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(WRONG_CODE);
    expect(await memberRow(m.user.id)).toBeDefined();
    const res = await requestAs(t.app, m.cookie, 'DELETE', '/api/account', { code });
    expect(res.statusCode).toBe(200);
    expect(await memberRow(m.user.id)).toBeUndefined();
  });
});

describe('consents', () => {
  it('are refused signed out', async () => {
    expect((await t.app.inject('/api/account/consents')).statusCode).toBe(401);
    const put = await t.app.inject({ method: 'PUT', url: '/api/account/consents', payload: { marketing: true } });
    expect(put.statusCode).toBe(401);
  });

  it('are never given until the member says yes, and are stored with the time', async () => {
    const m = await signedInMember(t.app);
    const none = Consents.parse(json(await requestAs(t.app, m.cookie, 'GET', '/api/account/consents')));
    expect(none).toEqual({ health: { given: false, at: null }, marketing: { given: false, at: null } });
    expect(await mayMarketTo(t.app.db, m.user.id)).toBe(false);
    for (const payload of [{}, { marketing: 'yes' }, { marketing: true, extra: 1 }]) {
      expect((await requestAs(t.app, m.cookie, 'PUT', '/api/account/consents', payload)).statusCode).toBe(400);
    }
    const res = await requestAs(t.app, m.cookie, 'PUT', '/api/account/consents', { marketing: true });
    expect(res.statusCode).toBe(200);
    const now = Consents.parse(json(res));
    expect(now.marketing.given).toBe(true);
    expect(Date.parse(now.marketing.at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(now.health).toEqual({ given: false, at: null });
    expect(await mayMarketTo(t.app.db, m.user.id)).toBe(true);
  });

  it('keeps coach conversations only with the health consent; withdrawing it deletes what was kept', async () => {
    const m = await signedInMember(t.app, { skinType: 'dry', skinConcerns: ['redness'] });
    await t.app.db
      .insert(quizSubmissions)
      .values({ externalId: `consent-${m.user.id}`, email: m.user.email, questions: [] });
    // Without consent the coach still answers; once the conversation is over, it is deleted.
    expect((await talk(m.cookie)).statusCode).toBe(200);
    const later = new Date(Date.now() + 25 * 3_600_000);
    await forgetUnconsentedConversations(t.app.db, later);
    expect(await t.app.db.select().from(aiSessions).where(eq(aiSessions.userId, m.user.id))).toHaveLength(0);

    // With it, the conversation is kept against the account.
    const given = await requestAs(t.app, m.cookie, 'PUT', '/api/account/consents', { health: true, source: 'coach' });
    expect(Consents.parse(json(given)).health.given).toBe(true);
    expect((await talk(m.cookie)).statusCode).toBe(200);
    await forgetUnconsentedConversations(t.app.db, later);
    expect(await t.app.db.select().from(aiSessions).where(eq(aiSessions.userId, m.user.id))).toHaveLength(1);

    const withdrawn = await requestAs(t.app, m.cookie, 'PUT', '/api/account/consents', { health: false });
    expect(Consents.parse(json(withdrawn)).health).toEqual({ given: false, at: expect.any(String) });
    expect(await t.app.db.select().from(aiSessions).where(eq(aiSessions.userId, m.user.id))).toHaveLength(0);
    expect(await t.app.db.select().from(quizSubmissions).where(eq(quizSubmissions.email, m.user.email))).toHaveLength(
      0,
    );
    expect(await memberRow(m.user.id)).toMatchObject({ skinType: null, skinConcerns: [] });
  });
});

describe('one-click unsubscribe', () => {
  it('puts the RFC 8058 headers and the link on a marketing mail', async () => {
    const m = await createMember(t.app);
    const mail = withUnsubscribe(
      { to: m.email, subject: 'Running low?', text: 'Time for a top-up.', html: '<p>Time for a top-up.</p>' },
      { publicUrl: t.config.publicUrl, secret: t.config.sessionSecret, userId: m.id },
    );
    await t.app.outbox.sendNow(mail);
    const [sent] = await waitForMails(t.config.mailDir, m.email);
    const url = `${t.config.publicUrl}/api/unsubscribe/${unsubscribeToken(t.config.sessionSecret, m.id)}`;
    expect(sent.replace(/\r?\n\s+/g, ' ')).toContain(`List-Unsubscribe: <${url}>`);
    expect(sent).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(sent).toContain('Unsubscribe');
  });

  it('shows a page on GET, unsubscribes on a POST without signing in, and refuses a forged token', async () => {
    const m = await signedInMember(t.app);
    await requestAs(t.app, m.cookie, 'PUT', '/api/account/consents', { marketing: true });
    const token = unsubscribeToken(t.config.sessionSecret, m.user.id);
    const page = await t.app.inject(`/api/unsubscribe/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`action="/api/unsubscribe/${token}"`);
    expect(await mayMarketTo(t.app.db, m.user.id)).toBe(true);

    const forged = `${m.user.id}.${'A'.repeat(43)}`;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${forged}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(refused.statusCode).toBe(404);
    expect(await mayMarketTo(t.app.db, m.user.id)).toBe(true);

    const done = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(await mayMarketTo(t.app.db, m.user.id)).toBe(false);
    const consents = Consents.parse(json(await requestAs(t.app, m.cookie, 'GET', '/api/account/consents')));
    expect(consents.marketing.given).toBe(false);
  });
});
