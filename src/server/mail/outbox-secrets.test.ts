// Outbox secrets (decision 0801): a copy of the database holds no usable link or code. A secret template's payload
// (an address-proof link, a sign-in code queued while the mail server was down) is sealed while it waits, emptied
// when the mail fails for good as when it is sent, and emptied by the hourly purge once what it carried is dead.
// Against a real SMTP peer (the fake), which can hold a message (we read it before it is answered), refuse
// connections (a server down) and refuse a recipient for good (550).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../config';
import { createTestApp, type TestApp } from '../testing/app';
import { startFakeSmtpServer, type FakeSmtpServer } from '../testing/fake-smtp-server';
import { decodeQuotedPrintable } from '../testing/mail';
import { purgeSentMail } from './outbox';
import { mailOutbox } from './schema';
import { outboxKey, seal, unseal } from './sealed';

const roomy = { max: 10_000, timeWindow: 60_000 };
let t: TestApp;
let smtp: FakeSmtpServer;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await createTestApp(
    { rateLimits: { ...DEFAULT_RATE_LIMITS, register: roomy, sendCode: roomy } },
    { SMTP_URL: `${smtp.url}?pool=false` },
  );
});
afterAll(async () => {
  smtp?.setMode('accept');
  await t?.close();
  await smtp?.close();
});

let n = 0;
const freshEmail = (prefix = 'secret') => `${prefix}.${++n}.${Date.now()}@example.com`;

/** Every outbox row as the database holds it: id, template, status, and the payload as JSON text. */
async function rowsAsText() {
  return t.app.db
    .select({
      id: mailOutbox.id,
      template: mailOutbox.template,
      status: mailOutbox.status,
      recipient: mailOutbox.recipient,
      payload: sql<string>`${mailOutbox.payload}::text`,
    })
    .from(mailOutbox);
}

/** The message to `email` the fake server holds (its reply not sent yet), decoded. */
function heldFor(email: string) {
  return vi.waitFor(
    () => {
      const mail = smtp.held.find((m) => m.to.includes(email));
      if (!mail) throw new Error(`no held mail to ${email} yet`);
      return decodeQuotedPrintable(mail.data);
    },
    { timeout: 30_000, interval: 50 },
  );
}

const register = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'Rosewater-Mist-81', firstName: 'Sena', lastName: 'Tester' },
  });

describe('a secret mail while it waits', () => {
  it("holds no proof link: the token is nowhere in the outbox, the payload is sealed and says when it's dead", async () => {
    smtp.setMode('hold');
    try {
      const email = freshEmail();
      expect((await register(email)).statusCode).toBe(201);
      const mail = await heldFor(email);
      const token = /verify-email\?token=([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
      expect(token).toBeDefined();
      // Claimed and on its way, not yet sent: the row still holds its payload — sealed.
      const rows = await rowsAsText();
      for (const row of rows) {
        expect(row.payload).not.toContain(token);
        expect(row.payload).not.toContain('verify-email');
      }
      const proofs = rows.filter((r) => r.template === 'auth.proof' && r.status === 'pending');
      expect(proofs.length).toBeGreaterThanOrEqual(1);
      for (const row of proofs) {
        const payload = JSON.parse(row.payload) as Record<string, string>;
        expect(Object.keys(payload).sort()).toEqual(['sealed', 'until']);
        expect(Date.parse(payload.until) - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);
      }
    } finally {
      smtp.setMode('accept');
    }
  });

  it('holds no sign-in code: one queued while the mail server is down is sealed until it is sent', async () => {
    const email = freshEmail('code');
    smtp.setMode('refuse');
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { email } });
      expect(res.statusCode, res.body).toBe(200);
      // Queued, and retried by the courier: once the server holds it, the code is known, and the row still waits.
      smtp.setMode('hold');
      const code = /sign-in code is (\d{6})/.exec(await heldFor(email))?.[1];
      expect(code).toMatch(/^\d{6}$/);
      // The only code mail waiting (claimed, on its way): no recipient shown yet, only a sealed payload.
      const [row, ...more] = (await rowsAsText()).filter((r) => r.template === 'ready-made' && r.status === 'pending');
      expect(more).toEqual([]);
      expect(row.payload).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
      expect(row.payload).not.toContain('sign-in code');
      expect(JSON.parse(row.payload)).toHaveProperty('sealed');
    } finally {
      smtp.setMode('accept');
    }
    await vi.waitFor(
      async () => {
        const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
        expect(row).toMatchObject({ status: 'sent', payload: {} });
      },
      { timeout: 15_000, interval: 50 },
    );
  }, 60_000);
});

describe('a secret mail settled', () => {
  it('failed for good (the server refused the address, 550) keeps nothing; a staff retry then has nothing to send', async () => {
    smtp.rejectRecipients(/^doomed\./);
    try {
      const email = freshEmail('doomed');
      expect((await register(email)).statusCode).toBe(201);
      const failed = await vi.waitFor(
        async () => {
          const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
          expect(row).toMatchObject({ template: 'auth.proof', status: 'failed' });
          return row;
        },
        { timeout: 15_000, interval: 50 },
      );
      expect(failed.lastError).toContain('550');
      expect(failed.payload).toEqual({});

      smtp.rejectRecipients(null);
      expect(await t.app.outbox.retry(failed.id)).toBe(true);
      await vi.waitFor(
        async () => {
          const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
          expect(row).toMatchObject({ status: 'skipped', payload: {} });
        },
        { timeout: 15_000, interval: 50 },
      );
      expect(smtp.messages.some((m) => m.to.includes(email))).toBe(false);
    } finally {
      smtp.rejectRecipients(null);
    }
  });

  it('sealed under another SESSION_SECRET: failed at once (it never opens), and emptied', async () => {
    const other = outboxKey('another secret altogether');
    const [row] = await t.app.db
      .insert(mailOutbox)
      .values({ template: 'auth.proof', payload: { sealed: seal(other, 'auth.proof', { proofId: 'x', link: 'y' }) } })
      .returning();
    await vi.waitFor(
      async () => {
        const [now] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
        expect(now).toMatchObject({ status: 'failed', payload: {}, attempts: 1 });
        expect(now.lastError).toContain('cannot be opened');
      },
      { timeout: 15_000, interval: 50 },
    );
  });

  it('past its useful life and never sent: the hourly purge empties it', async () => {
    const key = outboxKey(t.config.sessionSecret);
    const message = { to: 'late@example.com', subject: 'Code', text: 'code 123456', html: '123456' };
    const [row] = await t.app.db
      .insert(mailOutbox)
      .values({
        template: 'ready-made',
        payload: { sealed: seal(key, 'ready-made', message), until: new Date(Date.now() - 1000).toISOString() },
        // Not due for a courier yet (a retry far off): only the purge comes for it.
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    await purgeSentMail(t.app.db, new Date(0));
    const [purged] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(purged).toMatchObject({ status: 'skipped', payload: {} });
  });
});

describe('sealing', () => {
  it('opens only with the same key and for the same template', () => {
    const key = outboxKey('one secret');
    const sealed = seal(key, 'auth.proof', { link: 'https://shop.example/verify-email?token=abc' });
    expect(sealed).not.toContain('abc');
    expect(unseal(key, 'auth.proof', sealed)).toEqual({ link: 'https://shop.example/verify-email?token=abc' });
    expect(() => unseal(key, 'ready-made', sealed)).toThrow();
    expect(() => unseal(outboxKey('another secret'), 'auth.proof', sealed)).toThrow();
    expect(seal(key, 'auth.proof', { a: 1 })).not.toBe(seal(key, 'auth.proof', { a: 1 }));
  });
});
