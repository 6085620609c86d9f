// The console's failed work (issue 28) against a real SMTP peer (the fake, at the protocol level): a mail the
// receiving server refuses for good is listed for staff — who, what, why, never its body — and can be sent again;
// a mail that only met a server that was down is retried on its own and never listed; a background job that used
// every retry is listed with its queue and error. Staff only.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReference } from '@shared/orders';
import { FailedWork } from '@shared/schemas/admin';
import { mailOutbox } from '../../mail/schema';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../testing/fake-smtp-server';
import { until } from '../../testing/until';
import {
  createTestApp,
  deliveryAddress,
  freshProduct,
  json,
  requestAs,
  signedInMember,
  staffCookie,
  type TestApp,
} from '../../testing/app';

/** A queue no worker of this app fails on its own: a test worker throws there (a real pg-boss failure). */
const FAILING_QUEUE = 'accounts.purge';
const JOB_ERROR = 'The purge could not finish (test worker)';

let t: TestApp;
let smtp: FakeSmtpServer;
let staff: string;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await createTestApp(
    {},
    { SMTP_URL: smtp.url },
    {
      routes: (app) =>
        app.jobs.work(FAILING_QUEUE, async () => {
          throw new Error(JOB_ERROR);
        }),
    },
  );
  staff = await staffCookie(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function failedWork(): Promise<FailedWork> {
  const res = await requestAs(t.app, staff, 'GET', '/api/admin/jobs/failed');
  expect(res.statusCode).toBe(200);
  return FailedWork.strict().parse(json(res));
}

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** The member places a bank-transfer order: its confirmation is queued with it and delivered by the outbox. */
async function placeOrder({ user, cookie }: Member): Promise<string> {
  const product = await freshProduct(t.app, { price: '20.00', memberPrice: '17.00' });
  const added = await requestAs(t.app, cookie, 'POST', '/api/cart', {
    userId: user.id,
    productId: product.id,
    quantity: 1,
  });
  expect(added.statusCode).toBeLessThan(300);
  const placed = await requestAs(t.app, cookie, 'POST', '/api/orders', {
    userId: user.id,
    subtotal: '20.00',
    memberDiscount: '3.00',
    shipping: '0.00',
    total: '17.00',
    items: [{ productId: product.id, quantity: 1, price: '17.00' }],
    shippingAddress: deliveryAddress,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return `Your Skin Circle order #${orderReference(json(placed).id)}`;
}

const received = (subject: string) => smtp.messages.filter((m) => m.data.includes(`Subject: ${subject}`));
const exactly = (email: string) => new RegExp(`^${email.replace(/[.+]/g, '\\$&')}$`);

describe('failed mails', () => {
  it('lists a mail refused for good (who, what, why — no body) and sends it again when staff retry', async () => {
    const member = await signedInMember(t.app);
    // No such mailbox, says the receiving server (the member mistyped it, say): a 550 is final.
    smtp.rejectRecipients(exactly(member.user.email));
    const subject = await placeOrder(member);
    const failed = await until('the mail to be listed as failed', async () => {
      const { mails } = await failedWork();
      return mails.find((m) => m.recipient === member.user.email);
    });
    expect(failed).toEqual({
      id: expect.any(String),
      recipient: member.user.email,
      subject,
      attempts: 1,
      lastError: expect.stringContaining('550 5.1.1 No such mailbox here'),
      queuedAt: expect.any(String),
    });
    expect(Date.now() - new Date(failed.queuedAt).getTime()).toBeLessThan(60_000);

    // Retried while the address is still refused: failed again at once, with the attempt counted.
    const retried = await requestAs(t.app, staff, 'POST', `/api/admin/mails/${failed.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(json(retried)).toEqual({ success: true });
    await until('the second attempt', async () => {
      const { mails } = await failedWork();
      return mails.find((m) => m.id === failed.id && m.attempts === 2);
    });

    // The address works now (say the member corrected it): a retry delivers it, under the outbox's Message-ID.
    smtp.rejectRecipients(null);
    expect((await requestAs(t.app, staff, 'POST', `/api/admin/mails/${failed.id}/retry`)).statusCode).toBe(200);
    const [mail] = await until('the mail to arrive', async () => {
      const found = received(subject);
      return found.length > 0 ? found : undefined;
    });
    expect(mail.to).toEqual([member.user.email]);
    expect(mail.messageId).toMatch(new RegExp(`^<${failed.id}@`));
    await until('the list to be without it', async () =>
      (await failedWork()).mails.some((m) => m.id === failed.id) ? undefined : true,
    );
    expect(received(subject)).toHaveLength(1);

    // Sent now: nothing to retry.
    const sent = await requestAs(t.app, staff, 'POST', `/api/admin/mails/${failed.id}/retry`);
    expect(sent.statusCode).toBe(404);
    expect(json(sent).message).toBe('There is no failed mail with this id.');
  });

  it('retries a mail that met a server that was down on its own, and never lists it', async () => {
    const member = await signedInMember(t.app);
    smtp.setMode('refuse');
    let subject: string;
    try {
      subject = await placeOrder(member);
      await until('a failed attempt', async () => {
        const [row] = await t.app.db
          .select({ attempts: mailOutbox.attempts })
          .from(mailOutbox)
          .where(eq(mailOutbox.recipient, member.user.email));
        return row && row.attempts >= 1 ? true : undefined;
      });
      expect((await failedWork()).mails.some((m) => m.recipient === member.user.email)).toBe(false);
    } finally {
      smtp.setMode('accept');
    }
    // The next try (5–10 s later) finds it back.
    await until('the mail to arrive', async () => (received(subject).length > 0 ? true : undefined));
    expect((await failedWork()).mails.some((m) => m.recipient === member.user.email)).toBe(false);
  });

  it('answers 404 for a mail it does not know and 400 for what is not an id', async () => {
    const unknown = await requestAs(
      t.app,
      staff,
      'POST',
      '/api/admin/mails/00000000-0000-4000-8000-000000000000/retry',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await requestAs(t.app, staff, 'POST', '/api/admin/mails/not-an-id/retry')).statusCode).toBe(400);
  });
});

describe('failed jobs', () => {
  it('lists a job that used every retry with its queue and error, and /api/health counts it', async () => {
    // No retries for this queue from now on: its next job fails for good at the first throw.
    await t.app.db.execute(sql`UPDATE pgboss.queue SET retry_limit = 0 WHERE name = ${FAILING_QUEUE}`);
    await t.app.jobs.send(FAILING_QUEUE, {});
    const job = await until('the job to be listed', async () =>
      (await failedWork()).jobs.find((j) => j.queue === FAILING_QUEUE),
    );
    expect(job).toEqual({
      id: expect.any(String),
      queue: FAILING_QUEUE,
      error: JOB_ERROR,
      failedAt: expect.any(String),
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(json(health).jobs).toMatchObject({ runner: 'pg-boss', state: 'running' });
    expect(json(health).jobs.failed).toBeGreaterThanOrEqual(1);
    // A mail's delivery job is the mail itself, listed among the mails: never among the jobs.
    expect((await failedWork()).jobs.some((j) => j.queue === 'mail.deliver')).toBe(false);
  });
});

describe('who may see them', () => {
  it('is staff only: a member or nobody gets 401', async () => {
    const member = await signedInMember(t.app);
    for (const cookie of [member.cookie, null]) {
      expect((await requestAs(t.app, cookie, 'GET', '/api/admin/jobs/failed')).statusCode).toBe(401);
      const retry = await requestAs(
        t.app,
        cookie,
        'POST',
        '/api/admin/mails/00000000-0000-4000-8000-000000000000/retry',
      );
      expect(retry.statusCode).toBe(401);
    }
  });
});
