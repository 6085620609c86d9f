// Proving the email address (decision 0105) over HTTP with an injected clock and a capturing mailer: the proof
// mail at registration, the link's token (hashed, single use, 7 days), the member's resend and its per-address
// limit, the proof mail with a first order, and what a code sign-in keeps (a proved address) or removes (never
// proved: the pre-hijack defence, with its flag).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { cartTotals, toDecimal } from '@shared/money';
import { VerifyCodeResponse, VerifyEmailResponse } from '@shared/schemas/auth';
import { CartItem } from '@shared/schemas/cart';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { emailProofs, users } from './schema';
import { mailOutbox } from '../../mail/schema';
import type { MailMessage } from '../../mail/mailer';
import { MEMBER_COOKIE } from './session-plugin';
import {
  createMember,
  createTestApp,
  deliveryAddress,
  freshProduct,
  json,
  memberCookie,
  type TestApp,
} from '../../testing/app';
import { CODE_MAIL_SUBJECT, PROOF_MAIL_SUBJECT } from './account-mails';
import { hashProofToken } from './proofs';
import { ALREADY_PROVED, INVALID_PROOF, REVOKED_NOTICE } from './routes';

const START = new Date('2026-03-02T09:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const roomy = { max: 10_000, timeWindow: MINUTE };
let clock = START;
const outbox: MailMessage[] = [];
let failMail = false;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {
      now: () => clock,
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        register: roomy,
        sendCode: roomy,
        verifyCode: roomy,
        signIn: roomy,
        placeOrder: roomy,
      },
    },
    {},
    {
      mailer: {
        async send(message) {
          if (failMail) throw new Error('smtp down');
          outbox.push(message);
          return {};
        },
      },
    },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  // Each test starts well after the last one's mails, so per-address windows never carry over.
  clock = new Date(clock.getTime() + 60 * MINUTE);
  failMail = false;
});

const post = (url: string, payload?: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const me = async (cookie: string) =>
  json(await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).user as {
    id: string;
    emailVerified: boolean;
    hasPassword: boolean;
  } | null;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
let n = 0;
const freshEmail = () => `proof.${++n}.${Math.random().toString(36).slice(2, 7)}@example.com`;
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
  `${MEMBER_COOKIE}=${res.cookies.find((c) => c.name === MEMBER_COOKIE)!.value}`;
const mailsTo = (email: string) => outbox.filter((m) => m.to === email);
/**
 * The proof mails to `email` once there are at least `count`: the outbox sends them after the commit (tens of ms,
 * seconds on a loaded machine; a retry after a failed send, 5 to 10 s).
 */
async function proofMails(email: string, count: number, timeout = 15_000): Promise<MailMessage[]> {
  const proofs = () => mailsTo(email).filter((m) => m.subject === PROOF_MAIL_SUBJECT);
  await vi.waitFor(() => expect(proofs().length).toBeGreaterThanOrEqual(count), { timeout, interval: 20 });
  return proofs();
}
const tokenOf = (mail: MailMessage) => {
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token!;
};
/** The token in the newest proof mail to `email`, once there are `count` of them. */
async function tokenFor(email: string, count = 1, timeout?: number): Promise<string> {
  return tokenOf((await proofMails(email, count, timeout)).at(-1)!);
}
/** Waits until the outbox has tried (and failed) to send the newest proof mail to `email`. */
async function failedOnce(email: string) {
  await vi.waitFor(
    async () => {
      const rows = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
      expect(rows.some((r) => r.template === 'auth.proof' && r.status === 'pending' && r.attempts >= 1)).toBe(true);
    },
    { timeout: 15_000, interval: 20 },
  );
}

async function register(email = freshEmail(), password = 'rosehip-oil') {
  const res = await post('/api/auth/register', { email, password, firstName: 'Amelia', lastName: 'Hart' });
  expect(res.statusCode, res.body).toBe(201);
  return { email, password, cookie: cookieOf(res), user: json(res).user };
}
async function codeSignIn(email: string) {
  expect((await post('/api/auth/send-code', { email })).statusCode).toBe(200);
  // Sent at once: in the outbox by the time the answer comes (a proof mail may follow in the background).
  const code = /sign-in code is (\d{6})/.exec(
    mailsTo(email)
      .filter((m) => m.subject === CODE_MAIL_SUBJECT)
      .at(-1)!.text,
  )![1];
  const res = await post('/api/auth/verify-code', { email, code });
  expect(res.statusCode, res.body).toBe(200);
  return { answer: VerifyCodeResponse.parse(json(res)), cookie: cookieOf(res) };
}
const verifiedAt = async (userId: string) =>
  (await t.app.db.select({ v: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)))[0].v;

describe('registration and the proof link', () => {
  it('lands signed in and unproved, mails a link whose token is stored only hashed, and the link proves the address', async () => {
    const { email, cookie, user } = await register();
    expect(user.emailVerified).toBe(false);
    expect(await verifiedAt(user.id)).toBeNull();

    const [mail] = await proofMails(email, 1);
    expect(mail.text).toContain('Hello Amelia,');
    expect(mail.text).toContain('expires in 7 days');
    expect(mail.html).toContain('Confirm my email address');
    const token = await tokenFor(email);
    expect(mail.text).toContain(`${t.config.publicUrl}/verify-email?token=${token}`);

    const rows = await t.app.db.select().from(emailProofs).where(eq(emailProofs.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashProofToken(t.config.sessionSecret, token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - clock.getTime()).toBe(7 * DAY);

    // Anyone holding the link proves it (the member usually opens it on another device, signed out).
    const res = await post('/api/auth/verify-email', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(VerifyEmailResponse.parse(json(res))).toEqual({
      success: true,
      email,
      userId: user.id,
      alreadyProved: false,
      passwordRemoved: false,
    });
    expect(await verifiedAt(user.id)).toEqual(clock);
    expect(await me(cookie)).toMatchObject({ emailVerified: true, hasPassword: true });
  });

  it('uses a token once; a wrong, malformed or missing token proves nothing', async () => {
    const { email, user } = await register();
    const token = await tokenFor(email);
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [wrong, 'not-a-token', `${token}x`]) {
      const res = await post('/api/auth/verify-email', { token: bad });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(INVALID_PROOF);
    }
    expect((await post('/api/auth/verify-email', { token: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', {})).statusCode).toBe(400);
    expect(await verifiedAt(user.id)).toBeNull();

    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe(INVALID_PROOF);
  });

  it('expires after 7 days', async () => {
    const { email, user } = await register();
    const token = await tokenFor(email);
    later(7 * DAY + 1);
    const res = await post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(INVALID_PROOF);
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('works until the last minute of its 7 days, and a later link of an already proved address says so', async () => {
    const { email, cookie, user } = await register();
    const first = await tokenFor(email);
    expect((await post('/api/auth/verify-email/resend', undefined, cookie)).statusCode).toBe(200);
    const second = await tokenFor(email, 2);
    expect(second).not.toBe(first);
    later(7 * DAY - MINUTE);
    const res = await post('/api/auth/verify-email', { token: first });
    expect(json(res)).toMatchObject({ alreadyProved: false, userId: user.id });
    const provedAt = await verifiedAt(user.id);
    later(MINUTE / 2);
    const res2 = await post('/api/auth/verify-email', { token: second });
    expect(res2.statusCode).toBe(200);
    expect(json(res2).alreadyProved).toBe(true);
    expect(await verifiedAt(user.id)).toEqual(provedAt);
  });

  it('does not prove an address the account no longer has', async () => {
    const { email, user } = await register();
    const token = await tokenFor(email);
    await t.app.db.update(users).set({ email: freshEmail() }).where(eq(users.id, user.id));
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it("lets the mailbox's owner disown an account someone else registered: password and sessions go", async () => {
    const { email, password, cookie: attacker, user } = await register();
    const res = await post('/api/auth/verify-email', { token: await tokenFor(email), disown: true });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ passwordRemoved: true, alreadyProved: false });
    expect(await me(attacker)).toBeNull();
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(401);
    expect(await verifiedAt(user.id)).toBeInstanceOf(Date);
    // The owner signs in by code from now on, and nothing more is taken away.
    const { answer } = await codeSignIn(email);
    expect(answer.revokedBeforeProof).toBe(false);
  });

  it('creates the account while the mail server fails: the link is queued with it and arrives once it is back', async () => {
    failMail = true;
    const { email, user } = await register();
    expect(await t.app.db.select().from(emailProofs).where(eq(emailProofs.userId, user.id))).toHaveLength(1);
    await failedOnce(email);
    expect(mailsTo(email)).toEqual([]);
    failMail = false;
    const token = await tokenFor(email, 1, 40_000);
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    // Sent: the database keeps no copy of the link.
    const rows = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(rows.map((r) => [r.template, r.status, r.payload])).toEqual([['auth.proof', 'sent', {}]]);
  }, 60_000);
});

describe('POST /api/auth/verify-email/resend', () => {
  it('needs a signed-in member', async () => {
    expect((await post('/api/auth/verify-email/resend')).statusCode).toBe(401);
  });

  it("mails a new link, up to the code mails' per-address limit, then 429 with Retry-After until the window passes", async () => {
    const { email, cookie } = await register(); // the registration's mail counts
    const limit = DEFAULT_RATE_LIMITS.sendCodePerAddress;
    for (let i = 1; i < limit.max; i++) {
      const res = await post('/api/auth/verify-email/resend', undefined, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toEqual({ success: true, email });
    }
    const mails = await proofMails(email, limit.max);
    expect(mails).toHaveLength(limit.max);
    expect(mails.filter((m) => m.text.includes('Here is a new link'))).toHaveLength(limit.max - 1);

    const refused = await post('/api/auth/verify-email/resend', undefined, cookie);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toMatch(
      /^Too many emails sent to this address\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(mailsTo(email)).toHaveLength(limit.max);

    later(limit.timeWindow);
    expect((await post('/api/auth/verify-email/resend', undefined, cookie)).statusCode).toBe(200);
  });

  it('answers 200 while the mail server fails: the link is queued, arrives once it is back, and counts', async () => {
    const { email, cookie } = await register();
    await proofMails(email, 1);
    failMail = true;
    const res = await post('/api/auth/verify-email/resend', undefined, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ success: true, email });
    await failedOnce(email);
    failMail = false;
    // Registration's mail, the queued one and one more fill the window.
    expect((await post('/api/auth/verify-email/resend', undefined, cookie)).statusCode).toBe(200);
    expect((await post('/api/auth/verify-email/resend', undefined, cookie)).statusCode).toBe(429);
    expect(await proofMails(email, 3, 40_000)).toHaveLength(3);
  }, 60_000);

  it('refuses a member whose address is already proved', async () => {
    const member = await createMember(t.app);
    const res = await post('/api/auth/verify-email/resend', undefined, await memberCookie(t.app, member.id));
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(ALREADY_PROVED);
  });
});

describe('a code sign-in and the proof', () => {
  it("keeps a proved member's password and other sessions", async () => {
    const { email, password, cookie: otherBrowser, user } = await register();
    expect((await post('/api/auth/verify-email', { token: await tokenFor(email) })).statusCode).toBe(200);

    const { answer } = await codeSignIn(email);
    expect(answer.revokedBeforeProof).toBe(false);
    expect(answer.notice).toBeUndefined();
    expect(answer.user).toMatchObject({ id: user.id, hasPassword: true, emailVerified: true });
    expect(await me(otherBrowser)).toMatchObject({ id: user.id });
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(200);
  });

  it('proves a never-proved address and removes the password set before proof, signing other browsers out (flagged)', async () => {
    const { email, password, cookie: otherBrowser, user } = await register();
    const { answer, cookie } = await codeSignIn(email);
    expect(answer.revokedBeforeProof).toBe(true);
    expect(answer.notice).toBe(REVOKED_NOTICE);
    expect(answer.user).toMatchObject({ id: user.id, hasPassword: false, emailVerified: true });
    expect(await me(otherBrowser)).toBeNull();
    expect(await me(cookie)).toMatchObject({ id: user.id });
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(401);
    // The registration's link now proves nothing more and removes nothing.
    const res = await post('/api/auth/verify-email', { token: await tokenFor(email) });
    expect(json(res)).toMatchObject({ alreadyProved: true, passwordRemoved: false });
  });
});

describe('the first order of an unproved member', () => {
  async function placeOrder(cookie: string, userId: string) {
    const product = await freshProduct(t.app, {});
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { userId, productId: product.id, quantity: 1 },
      headers: { cookie },
    });
    expect(add.statusCode).toBeLessThan(300);
    const cart = z.array(CartItem).parse(json(await t.app.inject({ url: `/api/cart/${userId}`, headers: { cookie } })));
    const totals = cartTotals(
      cart.map((c) => ({ price: c.product.price, memberPrice: c.product.memberPrice, quantity: c.quantity })),
      'skin_circle',
    );
    const res = await post(
      '/api/orders',
      {
        userId,
        subtotal: toDecimal(totals.subtotal),
        memberDiscount: toDecimal(totals.memberDiscount),
        shipping: toDecimal(totals.shipping),
        total: toDecimal(totals.total),
        items: cart.map((c) => ({
          productId: c.productId,
          quantity: c.quantity,
          price: c.product.memberPrice ?? c.product.price,
        })),
        shippingAddress: deliveryAddress,
      },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(201);
  }
  /**
   * The proofs to `email` once `orders` confirmations have arrived and a moment has passed: the proof is queued in
   * the background just after the order's answer, and the confirmation with the order.
   */
  async function proofsAfter(email: string, orders: number) {
    const confirmations = () => mailsTo(email).filter((m) => m.subject.startsWith('Your Skin Circle order'));
    await vi.waitFor(() => expect(confirmations()).toHaveLength(orders), { timeout: 15_000, interval: 20 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    return mailsTo(email).filter((m) => m.subject === PROOF_MAIL_SUBJECT);
  }

  it('gets a proof link with it, without holding the order up; later orders do not repeat it', async () => {
    const member = await createMember(t.app, { emailVerifiedAt: null });
    const cookie = await memberCookie(t.app, member.id);
    await placeOrder(cookie, member.id);
    const mails = await proofMails(member.email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Thank you for your order');
    expect((await post('/api/auth/verify-email', { token: await tokenFor(member.email) })).statusCode).toBe(200);

    const unproved = await createMember(t.app, { emailVerifiedAt: null });
    const cookie2 = await memberCookie(t.app, unproved.id);
    await placeOrder(cookie2, unproved.id);
    expect(await proofMails(unproved.email, 1)).toHaveLength(1);
    await placeOrder(cookie2, unproved.id);
    expect(await proofsAfter(unproved.email, 2)).toHaveLength(1);
  });

  it('sends nothing to a member who has proved the address', async () => {
    const member = await createMember(t.app);
    await placeOrder(await memberCookie(t.app, member.id), member.id);
    expect(await proofsAfter(member.email, 1)).toEqual([]);
  });
});
