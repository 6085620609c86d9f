// Email-code sign-in over HTTP with an injected clock and a capturing mailer: single use, 10-minute expiry,
// 5 tries, newest code only, per-address sending limit, profile step for new addresses, bad input.
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendCodeResponse } from '@shared/schemas/auth';
import { UserResponse } from '@shared/schemas/user';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { loginCodes, users } from './schema';
import { mailOutbox } from '../../mail/schema';
import type { MailMessage } from '../../mail/mailer';
import { MEMBER_COOKIE } from './session-plugin';
import { createMember, createTestApp, json, memberCookie, type TestApp } from '../../testing/app';
import { closedPort, startFakeSmtpServer } from '../../testing/fake-smtp-server';
import { generateCode, hashCode } from './sign-in-codes';
import { CODE_MAIL_SUBJECT } from './account-mails';

const START = new Date('2026-03-02T09:00:00.000Z');
const MINUTE = 60_000;
const roomy = { max: 10_000, timeWindow: MINUTE };
let clock = START;
const outbox: MailMessage[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {
      now: () => clock,
      rateLimits: { ...DEFAULT_RATE_LIMITS, sendCode: roomy, verifyCode: roomy, signIn: roomy },
    },
    {},
    {
      mailer: {
        async send(message) {
          outbox.push(message);
          return {};
        },
      },
    },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  // Each test starts well after the last one's codes, so per-address windows never carry over.
  clock = new Date(clock.getTime() + 60 * MINUTE);
});

const post = (url: string, payload?: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * MINUTE);
};
let n = 0;
const START_OR_LATER = (d: Date | null) => {
  expect(d).toBeInstanceOf(Date);
  expect(d!.getTime()).toBeGreaterThanOrEqual(START.getTime());
  return d;
};
const freshEmail = () => `code.${++n}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Sends a code and returns it as read from the mail's text: there as soon as the answer is (sent at once). */
async function sendCode(email: string) {
  const res = await post('/api/auth/send-code', { email });
  expect(res.statusCode, res.body).toBe(200);
  const mail = outbox.filter((m) => m.subject === CODE_MAIL_SUBJECT).at(-1)!;
  expect(mail.to).toBe(email.trim().toLowerCase());
  const code = /sign-in code is (\d{6})/.exec(mail.text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return { code: code!, response: SendCodeResponse.parse(json(res)) };
}
const verify = (body: Record<string, unknown>, cookie?: string) => post('/api/auth/verify-code', body, cookie);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/send-code', () => {
  it('says a new address needs a profile and mails a branded code', async () => {
    const email = freshEmail();
    const { code, response } = await sendCode(email);
    expect(response).toEqual({ success: true, requiresProfile: true });
    const mail = outbox.at(-1)!;
    expect(mail.subject).toBe(CODE_MAIL_SUBJECT);
    expect(mail.subject).not.toContain(code);
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.html).toContain('<html');
    expect(mail.html).toContain(code);
    expect(mail.html).toContain('Skin Circle');
  });

  it('says a known member needs no profile and greets them by name', async () => {
    const { response } = await sendCode('  Demo@Example.com ');
    expect(response).toEqual({ success: true, requiresProfile: false });
    expect(outbox.at(-1)!.text).toMatch(/^Hello Sophie,/);
  });

  it('stores only a keyed hash of the code, with a 10-minute expiry', async () => {
    const email = freshEmail();
    const { code } = await sendCode(email);
    const rows = await t.app.db.select().from(loginCodes).where(eq(loginCodes.email, email));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toBe(hashCode(t.config.sessionSecret, row.id, code));
    expect(row.codeHash).not.toBe(hashCode('another-secret-entirely', row.id, code));
    expect(row.expiresAt.getTime() - clock.getTime()).toBe(10 * MINUTE);
    expect(row.attempts).toBe(0);
  });

  it('mails at most 3 codes to one address in 10 minutes (429 with Retry-After), then again', async () => {
    const email = freshEmail();
    await sendCode(email);
    later(1);
    await sendCode(email);
    later(1);
    await sendCode(email);
    later(1);
    const sentBefore = outbox.length;
    const res = await post('/api/auth/send-code', { email: email.toUpperCase() });
    expect(res.statusCode).toBe(429);
    expect(json(res).message).toBe('Too many codes requested for this email. Please try again in 7 minutes.');
    expect(res.headers['retry-after']).toBe(String(7 * 60));
    expect(outbox.length).toBe(sentBefore);
    later(7);
    await sendCode(email);
  });

  it('writes an .eml file with the code when no SMTP is configured', async () => {
    const filed = await createTestApp();
    try {
      const email = freshEmail();
      const res = await filed.app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { email } });
      expect(res.statusCode).toBe(200);
      const files = fs.readdirSync(filed.config.mailDir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const eml = fs.readFileSync(path.join(filed.config.mailDir, files[0]), 'utf8');
      expect(eml).toContain(`To: ${email}`);
      expect(eml).toContain(`Subject: ${CODE_MAIL_SUBJECT}`);
      expect(eml).toMatch(/text\/html/);
      const code = /sign-in code is (\d{6})/.exec(eml)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const ok = await filed.app.inject({
        method: 'POST',
        url: '/api/auth/verify-code',
        payload: { email, code, firstName: 'Eve', lastName: 'Lane' },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await filed.close();
    }
  });

  it('sends the code at once over SMTP, and queues it while the mail server is down: it arrives once it is back', async () => {
    const port = await closedPort();
    const down = await createTestApp({}, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>> | undefined;
    try {
      const email = freshEmail();
      const res = await down.app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { email } });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toEqual({ success: true, requiresProfile: true });
      // Kept, and queued: the outbox has tried (and failed) once before the server comes back.
      expect(await down.app.db.select().from(loginCodes).where(eq(loginCodes.email, email))).toHaveLength(1);
      await vi.waitFor(
        async () => {
          const [row] = await down.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
          expect(row).toMatchObject({ template: 'ready-made', status: 'pending' });
          expect(row.attempts).toBeGreaterThanOrEqual(1);
        },
        { timeout: 15_000, interval: 50 },
      );

      smtp = await startFakeSmtpServer({ port });
      const received = await vi.waitFor(
        () => {
          const mail = smtp!.messages.find((m) => m.to.includes(email));
          if (!mail) throw new Error(`no code mail to ${email} yet`);
          return mail;
        },
        { timeout: 40_000, interval: 100 },
      );
      const code = /sign-in code is (\d{6})/.exec(received.data)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const ok = await down.app.inject({
        method: 'POST',
        url: '/api/auth/verify-code',
        payload: { email, code, firstName: 'Eve', lastName: 'Lane' },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      // Delivered: the outbox keeps none of the code.
      await vi.waitFor(
        async () => {
          const [row] = await down.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
          expect(row).toMatchObject({ status: 'sent', payload: {} });
        },
        { timeout: 15_000, interval: 50 },
      );

      // With the server up, the next code is in its mailbox by the time the answer comes back.
      const other = freshEmail();
      const again = await down.app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { email: other } });
      expect(again.statusCode).toBe(200);
      expect(smtp.messages.filter((m) => m.to.includes(other))).toHaveLength(1);
      expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    } finally {
      await down.close();
      await smtp?.close();
    }
  }, 90_000);

  for (const [what, payload] of [
    ['a malformed email', { email: 'someone@' }],
    ['a missing email', {}],
    ['a number', { email: 12 }],
    ['an over-long email', { email: `${'a'.repeat(250)}@example.com` }],
  ] as const) {
    it(`refuses ${what} with 400, mails nothing and stores nothing`, async () => {
      const before = outbox.length;
      const rows = (await t.app.db.select({ n: count() }).from(loginCodes))[0].n;
      const res = await post('/api/auth/send-code', payload);
      expect(res.statusCode).toBe(400);
      expect(json(res).errors[0].path).toBe('body.email');
      expect(outbox.length).toBe(before);
      expect((await t.app.db.select({ n: count() }).from(loginCodes))[0].n).toBe(rows);
    });
  }
});

describe('POST /api/auth/verify-code', () => {
  it('signs a new address up with its names (skin_circle, no password) and sets the session', async () => {
    const email = freshEmail();
    const { code } = await sendCode(email);
    const res = await verify({ email, code, firstName: ' Nia ', lastName: 'Clarke' });
    expect(res.statusCode).toBe(200);
    const { user } = UserResponse.parse(json(res));
    expect(user).toMatchObject({
      email,
      firstName: 'Nia',
      lastName: 'Clarke',
      membershipTier: 'skin_circle',
      hasPassword: false,
    });
    const cookie = res.cookies.find((c) => c.name === MEMBER_COOKIE)!;
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: `${MEMBER_COOKIE}=${cookie.value}` } });
    expect(json(me).user.id).toBe(user.id);
    // Next time the address is known.
    later(20);
    expect((await sendCode(email)).response.requiresProfile).toBe(false);
  });

  it('signs a known member in without names and ignores names sent anyway', async () => {
    const { code } = await sendCode('demo@example.com');
    const res = await verify({ email: 'DEMO@example.com ', code, firstName: 'Mallory', lastName: 'X' });
    expect(res.statusCode).toBe(200);
    expect(json(res).user).toMatchObject({ email: 'demo@example.com', firstName: 'Sophie', lastName: 'Bennett' });
  });

  it('marks the address as proved, for new and existing members alike', async () => {
    const email = freshEmail();
    const { code } = await sendCode(email);
    await verify({ email, code, firstName: 'Vera', lastName: 'Fied' });
    const [fresh] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(fresh.emailVerifiedAt).toEqual(START_OR_LATER(fresh.emailVerifiedAt));

    const existing = await createMember(t.app, { emailVerifiedAt: null });
    const second = await sendCode(existing.email);
    expect((await verify({ email: existing.email, code: second.code })).statusCode).toBe(200);
    const [proved] = await t.app.db.select().from(users).where(eq(users.id, existing.id));
    expect(proved.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('asks a new address for its name (400) without using up the code', async () => {
    const email = freshEmail();
    const { code } = await sendCode(email);
    for (const names of [{}, { firstName: 'Only' }, { firstName: '  ', lastName: '  ' }]) {
      const res = await verify({ email, code, ...names });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe('Please enter your name');
    }
    const [row] = await t.app.db.select().from(loginCodes).where(eq(loginCodes.email, email));
    expect(row.attempts).toBe(0);
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await verify({ email, code, firstName: 'Ada', lastName: 'Quinn' })).statusCode).toBe(200);
  });

  it('a code works once', async () => {
    const email = freshEmail();
    const { code } = await sendCode(email);
    expect((await verify({ email, code, firstName: 'A', lastName: 'B' })).statusCode).toBe(200);
    const again = await verify({ email, code, firstName: 'A', lastName: 'B' });
    expect(again.statusCode).toBe(401);
    expect(json(again)).toEqual({ message: 'Invalid or expired code' });
  });

  it('two simultaneous uses of one code: exactly one signs in', async () => {
    const email = freshEmail();
    const { code } = await sendCode(email);
    const body = { email, code, firstName: 'A', lastName: 'B' };
    const results = await Promise.all([verify(body), verify(body), verify(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('the 6th try fails even with the right code; the 5th may still succeed', async () => {
    const exhausted = freshEmail();
    const { code } = await sendCode(exhausted);
    for (let i = 0; i < 5; i++) {
      const res = await verify({ email: exhausted, code: wrong(code), firstName: 'A', lastName: 'B' });
      expect(res.statusCode).toBe(401);
      expect(json(res).message).toBe('Invalid or expired code');
    }
    const sixth = await verify({ email: exhausted, code, firstName: 'A', lastName: 'B' });
    expect(sixth.statusCode).toBe(401);
    expect(await t.app.db.select().from(users).where(eq(users.email, exhausted))).toEqual([]);

    const lucky = freshEmail();
    const second = await sendCode(lucky);
    for (let i = 0; i < 4; i++) await verify({ email: lucky, code: wrong(second.code), firstName: 'A', lastName: 'B' });
    expect((await verify({ email: lucky, code: second.code, firstName: 'A', lastName: 'B' })).statusCode).toBe(200);
  });

  it('parallel wrong guesses cannot exceed 5 attempts', async () => {
    const email = freshEmail();
    const { code } = await sendCode(email);
    await Promise.all(
      Array.from({ length: 8 }, () => verify({ email, code: wrong(code), firstName: 'A', lastName: 'B' })),
    );
    const [row] = await t.app.db.select().from(loginCodes).where(eq(loginCodes.email, email));
    expect(row.attempts).toBe(5);
    expect((await verify({ email, code, firstName: 'A', lastName: 'B' })).statusCode).toBe(401);
  });

  it('expires after 10 minutes (injected clock)', async () => {
    const fresh = freshEmail();
    const first = await sendCode(fresh);
    later(9.9);
    expect((await verify({ email: fresh, code: first.code, firstName: 'A', lastName: 'B' })).statusCode).toBe(200);

    const stale = freshEmail();
    const second = await sendCode(stale);
    later(10);
    const res = await verify({ email: stale, code: second.code, firstName: 'A', lastName: 'B' });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ message: 'Invalid or expired code' });
  });

  it('only the newest code of an address works', async () => {
    const email = freshEmail();
    const old = await sendCode(email);
    later(1);
    let newer = await sendCode(email);
    while (newer.code === old.code) newer = await sendCode(email); // one in a million
    expect((await verify({ email, code: old.code, firstName: 'A', lastName: 'B' })).statusCode).toBe(401);
    expect((await verify({ email, code: newer.code, firstName: 'A', lastName: 'B' })).statusCode).toBe(200);
  });

  it('a code is bound to its address', async () => {
    const mine = freshEmail();
    const theirs = freshEmail();
    const { code } = await sendCode(mine);
    await sendCode(theirs);
    expect((await verify({ email: theirs, code, firstName: 'A', lastName: 'B' })).statusCode).toBe(401);
  });

  it('an address with no code gets the same 401', async () => {
    const res = await verify({ email: 'demo@example.com', code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ message: 'Invalid or expired code' });
  });

  it('rotates a session the browser already had', async () => {
    const member = await createMember(t.app);
    const old = await memberCookie(t.app, member.id);
    const { code } = await sendCode(member.email);
    const res = await verify({ email: member.email, code }, old);
    expect(res.statusCode).toBe(200);
    expect(json(await t.app.inject({ url: '/api/auth/me', headers: { cookie: old } })).user).toBeNull();
  });

  for (const [what, body, field] of [
    ['a 5-digit code', { email: 'demo@example.com', code: '12345' }, 'body.code'],
    ['letters in the code', { email: 'demo@example.com', code: '12a456' }, 'body.code'],
    ['a numeric code', { email: 'demo@example.com', code: 123456 }, 'body.code'],
    ['a missing code', { email: 'demo@example.com' }, 'body.code'],
    ['a malformed email', { email: 'demo@', code: '123456' }, 'body.email'],
    [
      'an over-long first name',
      { email: 'new@example.com', code: '123456', firstName: 'N'.repeat(81), lastName: 'B' },
      'body.firstName',
    ],
  ] as const) {
    it(`refuses ${what} with 400`, async () => {
      const res = await verify(body);
      expect(res.statusCode).toBe(400);
      expect(json(res).errors.map((e: { path: string }) => e.path)).toContain(field);
    });
  }
});

describe('code service', () => {
  it('generates 6-digit codes, leading zeros included, with no obvious bias', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    const firstDigits = new Set(codes.map((c) => c[0]));
    expect(firstDigits.has('0')).toBe(true);
    expect(firstDigits.size).toBe(10);
  });

  it('hashes a code differently per row and per secret', () => {
    const a = hashCode('secret-a', 'row-1', '123456');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode('secret-a', 'row-2', '123456')).not.toBe(a);
    expect(hashCode('secret-b', 'row-1', '123456')).not.toBe(a);
    expect(hashCode('secret-a', 'row-1', '123457')).not.toBe(a);
  });
});
