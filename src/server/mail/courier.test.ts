// The outbox as its own queue (decision 0906), against a real SMTP peer (the fake, at the protocol level): mails
// queued together are claimed together and each settled on its own; a claim that outlived its courier is claimed
// again, one claimed now is left alone; the database wakes the courier when mail is queued, and only then.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { startFakeSmtpServer, type FakeSmtpServer } from '../testing/fake-smtp-server';
import { until } from '../testing/until';
import { mailTemplate, MAIL_ATTEMPTS, retryDelaySeconds } from './outbox';
import { mailOutbox } from './schema';

/** A test-only template: a note to `to`, rendered as it is. */
const note = mailTemplate<{ to: string; subject: string }>('test.note');

let t: TestApp;
let smtp: FakeSmtpServer;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await createTestApp(
    {},
    { SMTP_URL: smtp.url },
    {
      routes: (app) =>
        app.outbox.render(note, async ({ to, subject }) => ({ to, subject, text: subject, html: `<p>${subject}</p>` })),
    },
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let run = 0;
/** `count` notes queued in one transaction (so one claim can find them all): their ids and subjects. */
async function queueNotes(count: number, to = (i: number) => `note.${run}.${i}@example.com`) {
  run++;
  const subjects = Array.from({ length: count }, (_, i) => `Note ${run}.${i}`);
  await t.app.db.transaction(async (tx) => {
    for (const [i, subject] of subjects.entries()) await t.app.outbox.queue(tx, note, { to: to(i), subject });
  });
  const rows = await t.app.db
    .select()
    .from(mailOutbox)
    .where(inArray(sql`${mailOutbox.payload}->>'subject'`, subjects));
  return rows;
}

const receivedTimes = (subject: string) => smtp.messages.filter((m) => m.data.includes(`Subject: ${subject}`)).length;

describe('the courier', () => {
  it('sends the mails of a batch and retries only the one the mail server deferred', async () => {
    smtp.deferRecipients(/^note\.\d+\.2@/);
    try {
      const queued = await queueNotes(5);
      expect(queued).toHaveLength(5);
      const settled = await until('four sent and one attempted', async () => {
        const rows = await t.app.db
          .select()
          .from(mailOutbox)
          .where(
            inArray(
              mailOutbox.id,
              queued.map((r) => r.id),
            ),
          );
        const sent = rows.filter((r) => r.status === 'sent');
        const tried = rows.find((r) => r.recipient?.includes('.2@'));
        return sent.length === 4 && tried?.lastError ? rows : undefined;
      });
      const deferred = settled.find((r) => r.status !== 'sent')!;
      expect(deferred).toMatchObject({ status: 'pending', attempts: 1, attemptsLeft: MAIL_ATTEMPTS - 1 });
      expect(deferred.lastError).toContain('450 4.2.1');
      expect(deferred.claimedUntil).toBeNull();
      // Tried again after the backoff (5 s), not before.
      expect(deferred.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(2_000);
      for (const row of settled.filter((r) => r.status === 'sent')) {
        expect(row).toMatchObject({ attempts: 1, lastError: null, claimedUntil: null });
        expect(receivedTimes(String(row.subject))).toBe(1);
      }
      smtp.deferRecipients(null);
      await until(
        'the deferred mail sent on its second attempt',
        async () => {
          const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, deferred.id));
          return row.status === 'sent' ? row : undefined;
        },
        20_000,
      );
      expect(receivedTimes(String(deferred.subject))).toBe(1);
      const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, deferred.id));
      expect(row.attempts).toBe(2);
    } finally {
      smtp.deferRecipients(null);
    }
  });

  it('claims again a mail whose claim outlived its courier, and leaves one claimed now alone', async () => {
    // Two mails claimed by a courier that is gone (kill -9): one claim has lapsed, the other runs for a minute yet.
    const [lapsed, live] = await t.app.db
      .insert(mailOutbox)
      .values([
        {
          template: note.name,
          payload: { to: 'lapsed@example.com', subject: `Lapsed ${Date.now()}` },
          attempts: 1,
          attemptsLeft: MAIL_ATTEMPTS - 1,
          claimedUntil: new Date(Date.now() - 1000),
        },
        {
          template: note.name,
          payload: { to: 'live@example.com', subject: `Live ${Date.now()}` },
          attempts: 1,
          attemptsLeft: MAIL_ATTEMPTS - 1,
          claimedUntil: new Date(Date.now() + 60_000),
        },
      ])
      .returning();
    const sent = await until('the lapsed claim delivered', async () => {
      const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, lapsed.id));
      return row.status === 'sent' ? row : undefined;
    });
    expect(sent.attempts).toBe(2);
    expect(smtp.messages.filter((m) => m.messageId?.startsWith(`<${lapsed.id}@`))).toHaveLength(1);
    // Still claimed by its courier: not taken from it.
    await new Promise((r) => setTimeout(r, 2500));
    const [still] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, live.id));
    expect(still).toMatchObject({ status: 'pending', attempts: 1 });
    expect(smtp.messages.some((m) => m.messageId?.startsWith(`<${live.id}@`))).toBe(false);
    await t.app.db.delete(mailOutbox).where(eq(mailOutbox.id, live.id));
  });

  it('hears the database when mail is queued: once for a commit, never for a rollback', async () => {
    // The database's NOTIFY, as the courier hears it: once for a committed queueing, never for one rolled back.
    let heard = 0;
    const stop = await t.app.database.listen('mail_outbox', () => heard++);
    try {
      await t.app.db
        .transaction(async (tx) => {
          await t.app.outbox.queue(tx, note, { to: 'never@example.com', subject: 'Rolled back' });
          tx.rollback();
        })
        .catch(() => {});
      const [queued] = await queueNotes(1);
      await until('the notification', async () => (heard > 0 ? true : undefined), 5_000);
      expect(heard).toBe(1);
      await until('the mail sent', async () => (receivedTimes(String(queued.payload.subject)) > 0 ? true : undefined));
      expect(smtp.messages.some((m) => m.data.includes('Subject: Rolled back'))).toBe(false);
    } finally {
      await stop();
    }
  });
});

describe('the retries', () => {
  it('wait 5 s after the first failure, doubling to at most 30 min: twelve cover about two hours', () => {
    expect([1, 2, 3, 4, 5].map(retryDelaySeconds)).toEqual([5, 10, 20, 40, 80]);
    expect(retryDelaySeconds(11)).toBe(1800);
    const waits = Array.from({ length: MAIL_ATTEMPTS - 1 }, (_, i) => retryDelaySeconds(i + 1));
    const hours = waits.reduce((a, b) => a + b, 0) / 3600;
    expect(hours).toBeGreaterThan(2);
    expect(hours).toBeLessThan(2.5);
  });
});
