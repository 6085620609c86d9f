// The transactional mail outbox (issue 28, decision 0230). A change that owes the customer a mail queues it in its
// own transaction — a `mail_outbox` row saying what to render, and the job that delivers it — so the mail exists
// exactly when the change does. After the commit a worker renders it (off the request path), sends it with the
// row's id as its Message-ID and marks it sent; an SMTP failure is retried with backoff, and a mail that used every
// retry, or that the receiving server refused for good (5xx), is marked failed for staff to see. Each module owns its templates: it declares a name and registers how
// to render it; the outbox knows none of them.
import { and, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import { CODE_TTL_MINUTES } from '@shared/schemas/auth';
import { preparedQuery, type Database, type Executor } from '../db/client';
import { mailOutbox } from './schema';
import type { JobRunner } from '../jobs';
import type { Mailer, MailMessage } from './mailer';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * A kind of mail: its name, and (for the type checker only) what its payload holds. A `secret` one's payload holds
 * something that must not stay in the database (a sign-in code, a link that proves an address): it is emptied once
 * the mail is sent or skipped.
 */
export type MailTemplate<P> = { readonly name: string; readonly secret?: boolean; readonly payload?: P };

export function mailTemplate<P extends Record<string, unknown>>(
  name: string,
  options: { secret?: boolean } = {},
): MailTemplate<P> {
  return { name, ...(options.secret ? { secret: true } : {}) };
}

/** A mail rendered before it was queued (a sign-in code that could not go out at once): sent as it is. */
const readyMade = mailTemplate<MailMessage>('ready-made', { secret: true });
/** A sign-in code lives CODE_TTL_MINUTES (10); its mail is not sent later than that. */
const READY_MADE_LIFETIME_MS = CODE_TTL_MINUTES * 60_000;

export type OutboxMail = {
  id: string;
  template: string;
  status: string;
  attempts: number;
  recipient: string | null;
  subject: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

export type Outbox = {
  /**
   * Queues a mail inside `tx` (commits or rolls back with it). With a `key`, a mail already queued under that key
   * is not queued again: answers false.
   */
  queue<P>(tx: Executor, template: MailTemplate<P>, payload: P, options?: { key?: string }): Promise<boolean>;
  /** How a template becomes a message when it is sent; null when there is nothing left to say (it is skipped). */
  render<P>(template: MailTemplate<P>, renderer: (payload: P) => Promise<MailMessage | null>): void;
  /**
   * Sends at once, for mails a person is waiting for (sign-in codes); when the transport fails the mail is queued and
   * retried like any other. Answers whether it went out at once.
   */
  sendNow(message: MailMessage): Promise<boolean>;
  /** Puts a failed mail back in the queue (staff, from the console). */
  retry(id: string): Promise<boolean>;
  failed(limit?: number): Promise<OutboxMail[]>;
  /** How many mails are failed now (the health report's share of the outbox). */
  countFailed(): Promise<number>;
};

export function createOutbox(deps: {
  db: Database;
  mailer: Mailer;
  jobs: JobRunner;
  /** The domain part of every Message-ID (the sender's domain). */
  domain: string;
  log: Log;
}): Outbox {
  const { db, mailer, jobs, log } = deps;
  const renderers = new Map<string, (payload: never) => Promise<MailMessage | null>>();
  /** Templates whose payload is emptied once the mail has gone (or has nothing left to say). */
  const secrets = new Set<string>();

  // Every order's confirmation passes here: its two statements are built once (decision 0904).
  const mailById = preparedQuery(db, 'outbox_mail_by_id', (d) =>
    d
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, sql.placeholder('id')))
      .prepare('outbox_mail_by_id'),
  );
  const markSent = (forget: boolean) =>
    preparedQuery(db, forget ? 'outbox_mark_sent_forget' : 'outbox_mark_sent', (d) =>
      d
        .update(mailOutbox)
        .set({
          recipient: placeholder<string>('recipient'),
          subject: placeholder<string>('subject'),
          status: 'sent',
          sentAt: placeholder<Date>('sentAt'),
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: null,
          // A secret template's payload (a sign-in code, a proof link): once delivered, the database keeps none of it.
          ...(forget ? { payload: {} } : {}),
        })
        .where(eq(mailOutbox.id, sql.placeholder('id')))
        .prepare(forget ? 'outbox_mark_sent_forget' : 'outbox_mark_sent'),
    );

  async function deliver(id: string, lastAttempt: boolean): Promise<void> {
    const [row] = await mailById.execute({ id });
    if (!row || row.status !== 'pending') return; // sent (a retried job after a crash), skipped or failed
    const renderer = renderers.get(row.template);
    if (!renderer) throw new Error(`no renderer for mail template ${row.template}`);
    // A ready-made mail is a sign-in code someone was waiting for: once its code has expired it says nothing useful.
    const stale = row.template === readyMade.name && Date.now() - row.createdAt.getTime() > READY_MADE_LIFETIME_MS;
    const message = stale ? null : await renderer(row.payload as never);
    const secret = secrets.has(row.template);
    const forget = secret ? { payload: {} } : {};
    if (!message) {
      await db
        .update(mailOutbox)
        .set({ status: 'skipped', ...forget })
        .where(eq(mailOutbox.id, id));
      return;
    }
    const shown = { recipient: message.to, subject: message.subject };
    try {
      await mailer.send({ ...message, messageId: `<${row.id}@${deps.domain}>` });
    } catch (error) {
      const reason = (error as Error).message.slice(0, 300);
      const final = lastAttempt || refusedForGood(error);
      await db
        .update(mailOutbox)
        .set({
          ...shown,
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: reason,
          status: final ? 'failed' : 'pending',
        })
        .where(eq(mailOutbox.id, id));
      log.warn({ mailId: id, template: row.template, final, err: { message: reason } }, 'mail not sent');
      // Refused for good: failed now (staff see it) and nothing left to retry; anything else pg-boss retries.
      if (final && !lastAttempt) return;
      throw error;
    }
    await markSent(secret).execute({ ...shown, sentAt: new Date(), id });
  }

  jobs.work<{ id: string }>('mail.deliver', (job) => deliver(job.data.id, job.lastAttempt));

  const outbox: Outbox = {
    async queue(tx, template, payload, options = {}) {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ template: template.name, payload: payload as Record<string, unknown>, key: options.key })
        .onConflictDoNothing({ target: mailOutbox.key })
        .returning({ id: mailOutbox.id });
      if (!row) return false;
      await jobs.send('mail.deliver', { id: row.id }, { tx });
      return true;
    },
    render(template, renderer) {
      renderers.set(template.name, renderer as (payload: never) => Promise<MailMessage | null>);
      if (template.secret) secrets.add(template.name);
    },
    async sendNow(message) {
      try {
        await mailer.send(message);
        return true;
      } catch (error) {
        log.warn({ err: { message: (error as Error).message } }, 'mail not sent at once; queued for retry');
        await db.transaction((tx) => outbox.queue(tx, readyMade, message));
        return false;
      }
    },
    async retry(id) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(mailOutbox)
          .set({ status: 'pending', lastError: null })
          .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
          .returning({ id: mailOutbox.id });
        if (!row) return false;
        await jobs.send('mail.deliver', { id }, { tx });
        return true;
      });
    },
    async countFailed() {
      const [row] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'failed'));
      return row?.n ?? 0;
    },
    async failed(limit = 20) {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'failed'))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        template: row.template,
        status: row.status,
        attempts: row.attempts,
        recipient: row.recipient,
        subject: row.subject,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      }));
    },
  };
  outbox.render(readyMade, async (message) => message);
  jobs.countFailuresWith('mail.deliver', () => outbox.countFailed());
  return outbox;
}

/**
 * A value given when a prepared UPDATE runs: drizzle's `set()` takes placeholders (they are filled through the
 * column's own encoder, so a Date becomes a timestamp), though its types only name plain values.
 */
function placeholder<T>(name: string): T {
  return sql.placeholder(name) as unknown as T;
}

/**
 * Trims the outbox (the hourly purge): mail sent before `before`, and mail skipped (nothing left to say) that was
 * queued before it. Pending and failed mail stays, whatever its age. Answers how many rows went.
 */
export async function purgeSentMail(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, before)),
        and(eq(mailOutbox.status, 'skipped'), lt(mailOutbox.createdAt, before)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return gone.length;
}

/**
 * The receiving server refused this mail for good: a 5xx reply to its recipient (no such mailbox) or to its
 * content. Sending it again would get the same answer (RFC 5321 §4.2.1). Connection failures, 4xx replies and a
 * refused sign-in (our configuration, which staff can fix) stay retried.
 */
function refusedForGood(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500;
}

/** The domain Message-IDs are made under: the sender address's ('Skin Circle <hello@skincircle.co.uk>'). */
export function mailDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)/.exec(from);
  return match?.[1] ?? 'skincircle.local';
}
