// The transactional mail outbox (issue 28, decision 0230). A change that owes the customer a mail queues it in its
// own transaction — a `mail_outbox` row saying what to render — so the mail exists exactly when the change does.
// After the commit a courier claims it (decision 0906: the outbox is its own queue, claimed in batches), renders it
// (off the request path), sends it with the row's id as its Message-ID and marks it sent; an SMTP failure is retried
// with backoff, and a mail that used every attempt, or that the receiving server refused for good (5xx), is marked
// failed for staff to see. Each module owns its templates: it declares a name and registers how
// to render it; the outbox knows none of them. Decision 0801: a mail to an address nobody proved is capped
// (relay-cap.ts) unless its template is marked `always`, and a `secret` template's payload is stored sealed
// (sealed.ts), emptied once the mail is settled (sent, skipped or failed for good) or its useful life is over.
import { and, count, desc, eq, inArray, isNull, lt, lte, or, sql, type Placeholder } from 'drizzle-orm';
import { CODE_TTL_MINUTES } from '@shared/schemas/auth';
import { preparedQuery, transactionStatement, type Database, type Executor } from '../db/client';
import { createCourier } from './courier';
import { mailOutbox } from './schema';
import { CAPPED_REASON, mayMail, type ProvedAddress } from './relay-cap';
import { isSealed, outboxKey, seal, unseal } from './sealed';
import type { JobRunner } from '../jobs';
import type { Mailer, MailMessage } from './mailer';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * A kind of mail: its name, and (for the type checker only) what its payload holds. A `secret` one's payload holds
 * something that must not be readable in the database (a sign-in code, a link that proves an address): it is
 * stored sealed, and emptied once the mail is sent, skipped or failed for good, or `lifetimeMs` after it was queued
 * (what it carries is dead by then). An `always` one goes to any address, proved or not (decision 0801): the address
 * proof and each order's confirmation; every other mail to an unproved address counts against its daily cap.
 */
export type MailTemplate<P> = {
  readonly name: string;
  readonly secret?: boolean;
  readonly always?: boolean;
  readonly lifetimeMs?: number;
  readonly payload?: P;
};

export function mailTemplate<P extends Record<string, unknown>>(
  name: string,
  options: { secret?: boolean; always?: boolean; lifetimeMs?: number } = {},
): MailTemplate<P> {
  return {
    name,
    ...(options.secret ? { secret: true } : {}),
    ...(options.always ? { always: true } : {}),
    ...(options.lifetimeMs ? { lifetimeMs: options.lifetimeMs } : {}),
  };
}

/**
 * A mail rendered before it was queued (a sign-in code that could not go out at once): sent as it is, not later
 * than the code lives (CODE_TTL_MINUTES). Sign-in codes have their own per-address limit: not capped again here.
 */
const readyMade = mailTemplate<MailMessage>('ready-made', {
  secret: true,
  always: true,
  lifetimeMs: CODE_TTL_MINUTES * 60_000,
});

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
  /** Who says whether an address is proved (the auth module); until then no address is (decision 0801). */
  provedBy(proved: ProvedAddress): void;
  /**
   * Sends at once, for mails a person is waiting for (sign-in codes); when the transport fails the mail is queued and
   * retried like any other. Answers whether it went out at once.
   */
  sendNow(message: MailMessage): Promise<boolean>;
  /**
   * Puts a failed mail back in the queue (staff, from the console), with a fresh allowance of attempts; inside `tx`
   * when given (the staff's audit entry is written with it).
   */
  retry(id: string, tx?: Executor): Promise<boolean>;
  failed(limit?: number): Promise<OutboxMail[]>;
  /** How many mails are failed now (the health report's share of the outbox). */
  countFailed(): Promise<number>;
  /** Starts this instance's courier (an instance with workers); mail queued meanwhile waits for one. */
  start(): Promise<void>;
  /** Lets the mails in hand finish (up to a few seconds) and stops claiming more. */
  stop(): Promise<void>;
};

/** Attempts a mail has: the first and twelve retries, which cover an SMTP server down for about two hours. */
export const MAIL_ATTEMPTS = 13;
/** The wait after a failed attempt: 5 s, doubling, at most 30 min (5 + 10 + … + 1,800 s: ~2.2 h for twelve). */
export function retryDelaySeconds(attemptsMade: number): number {
  return Math.min(5 * 2 ** Math.max(0, attemptsMade - 1), 1800);
}
/**
 * How long a claim holds a mail: well past a send's own timeouts (mailer.ts: 30 s at most without an answer), so only
 * a courier that died (kill -9) lets it lapse, and the mail is claimed again.
 */
const CLAIM_SECONDS = 60;
/** Two lanes of up to ten mails (decision 0906): one mail stuck at a slow server holds one lane, not every mail. */
const COURIER = { lanes: 2, batchSize: 10, pollMs: 2000, graceMs: 8000 };

/** A mail as the courier claims it. */
type ClaimedMail = Pick<typeof mailOutbox.$inferSelect, 'id' | 'template' | 'payload' | 'attemptsLeft' | 'createdAt'>;
/** A delivered mail, marked sent with the others of its batch. */
type Delivered = { id: string; recipient: string; subject: string; forget: boolean };

export function createOutbox(deps: {
  db: Database;
  mailer: Mailer;
  jobs: Pick<JobRunner, 'countFailuresWith'>;
  /** The database's NOTIFY (`DatabaseHandle.listen`): the couriers are woken when mail is queued. */
  listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  /** The domain part of every Message-ID (the sender's domain). */
  domain: string;
  /** SESSION_SECRET: the key that seals secret payloads is derived from it. */
  sessionSecret: string;
  log: Log;
}): Outbox {
  const { db, mailer, jobs, log } = deps;
  const renderers = new Map<string, (payload: never) => Promise<MailMessage | null>>();
  /** Templates whose payload is sealed, and emptied once the mail is settled. */
  const secrets = new Set<string>();
  /** Templates that go to any address (decision 0801); the rest are capped for unproved addresses. */
  const always = new Set<string>();
  const key = outboxKey(deps.sessionSecret);
  let proved: ProvedAddress = async () => false;

  /** A row's payload as its template queued it: opened when sealed; null when its secret is gone (emptied). */
  function openPayload(mail: ClaimedMail): Record<string, unknown> | null {
    const { payload } = mail;
    if (isSealed(payload)) {
      try {
        return unseal(key, mail.template, payload.sealed) as Record<string, unknown>;
      } catch {
        throw new UnreadablePayload();
      }
    }
    // A secret mail's emptied payload: nothing left to send. (One queued in clear before sealing existed is sent.)
    if (secrets.has(mail.template) && Object.keys(payload).length === 0) return null;
    return payload;
  }

  // Every order's confirmation passes here: claimed with up to nine others in one statement built once.
  const claim = preparedQuery(db, 'outbox_claim', (d) => {
    const now = sql`now()`;
    const due = d
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(sql.placeholder('limit'))
      .for('update', { skipLocked: true });
    return d
      .update(mailOutbox)
      .set({
        claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
        attempts: sql`${mailOutbox.attempts} + 1`,
        attemptsLeft: sql`${mailOutbox.attemptsLeft} - 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning({
        id: mailOutbox.id,
        template: mailOutbox.template,
        payload: mailOutbox.payload,
        attemptsLeft: mailOutbox.attemptsLeft,
        createdAt: mailOutbox.createdAt,
      })
      .prepare('outbox_claim');
  });

  /** Marks a batch's delivered mails sent in one statement; a secret template's payload is emptied. */
  async function markSent(delivered: Delivered[]) {
    await db.execute(sql`
      update ${mailOutbox} as m set
        status = 'sent', sent_at = now(), claimed_until = null, last_error = null,
        recipient = d.recipient, subject = d.subject,
        payload = case when d.forget then '{}'::jsonb else m.payload end
      from jsonb_to_recordset(${JSON.stringify(delivered)}::jsonb) as d(id uuid, recipient text, subject text, forget boolean)
      where m.id = d.id`);
  }

  /** Settles a mail that is not sent (nothing left to say, or held back): skipped, why, and its secret emptied. */
  async function skip(mail: ClaimedMail, why: { lastError?: string; recipient?: string; subject?: string } = {}) {
    const forget = secrets.has(mail.template) ? { payload: {} } : {};
    await db
      .update(mailOutbox)
      .set({ status: 'skipped', claimedUntil: null, ...why, ...forget })
      .where(eq(mailOutbox.id, mail.id));
  }

  /** One mail of a batch: rendered and sent; answers it when delivered (marked with its batch), else settles it. */
  async function attempt(mail: ClaimedMail): Promise<Delivered | null> {
    const lastAttempt = mail.attemptsLeft <= 0;
    const secret = secrets.has(mail.template);
    let shown: { recipient: string; subject: string } | undefined;
    try {
      const renderer = renderers.get(mail.template);
      if (!renderer) throw new Error(`no renderer for mail template ${mail.template}`);
      // A secret past its life (a sign-in code that has expired) says nothing useful any more.
      const until = typeof mail.payload.until === 'string' ? Date.parse(mail.payload.until) : Infinity;
      const payload = until > Date.now() ? openPayload(mail) : null;
      const message = payload && (await renderer(payload as never));
      if (!message) {
        await skip(mail);
        return null;
      }
      shown = { recipient: message.to, subject: message.subject };
      const mayGo = always.has(mail.template) || (await mayMail(db, proved, { id: mail.id, ...message }, [...always]));
      if (!mayGo) {
        await skip(mail, { ...shown, lastError: CAPPED_REASON });
        log.warn({ mailId: mail.id, template: mail.template }, 'mail not sent: unconfirmed address over its daily cap');
        return null;
      }
      await mailer.send({ ...message, messageId: `<${mail.id}@${deps.domain}>` });
      return { id: mail.id, ...shown, forget: secret };
    } catch (error) {
      const reason = (error as Error).message.slice(0, 300);
      // Refused for good (a 5xx for this mail), out of attempts, or a sealed payload this key cannot open (the
      // secret changed): failed, for staff to see. Anything else (a server down, the database away while
      // rendering) is tried again after the backoff.
      const final = lastAttempt || error instanceof UnreadablePayload || refusedForGood(error);
      const attemptsMade = MAIL_ATTEMPTS - mail.attemptsLeft;
      await db
        .update(mailOutbox)
        .set({
          ...(shown ?? {}),
          lastError: reason,
          status: final ? 'failed' : 'pending',
          claimedUntil: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attemptsMade)})`,
          // A secret mail failed for good keeps nothing usable: a retry by staff then has nothing to send.
          ...(final && secret ? { payload: {} } : {}),
        })
        .where(eq(mailOutbox.id, mail.id));
      log.warn({ mailId: mail.id, template: mail.template, final, err: { message: reason } }, 'mail not sent');
      return null;
    }
  }

  const courier = createCourier<ClaimedMail>({
    ...COURIER,
    claim: (limit) => claim.execute({ limit }),
    async deliver(batch) {
      // Sent side by side: a batch ends within one send's timeouts, well inside its claim.
      const delivered = (await Promise.all(batch.map(attempt))).filter((mail): mail is Delivered => mail !== null);
      if (delivered.length > 0) await markSent(delivered);
    },
    listen: (wake) => deps.listen(QUEUED_CHANNEL, wake),
    log,
  });

  const outbox: Outbox = {
    async queue(tx, template, payload, options = {}) {
      // Built once, run on the transaction's connection (decision 0905); an order's confirmation is queued by its own
      // statement instead (`mailQueuer`). The insert's trigger NOTIFYs the couriers when the transaction commits
      // (migration 0009).
      const queued = transactionStatement(tx, 'outbox_queue', (t) =>
        t
          .insert(mailOutbox)
          .values({
            template: sql.placeholder('template'),
            payload: sql.placeholder('payload'),
            key: sql.placeholder('key'),
          })
          .onConflictDoNothing({ target: mailOutbox.key })
          .returning({ id: mailOutbox.id })
          .prepare('outbox_queue'),
      );
      const stored = template.secret
        ? {
            sealed: seal(key, template.name, payload),
            ...(template.lifetimeMs ? { until: new Date(Date.now() + template.lifetimeMs).toISOString() } : {}),
          }
        : payload;
      const rows = await queued.execute({ template: template.name, payload: stored, key: options.key ?? null });
      return rows.length > 0;
    },
    render(template, renderer) {
      renderers.set(template.name, renderer as (payload: never) => Promise<MailMessage | null>);
      if (template.secret) secrets.add(template.name);
      if (template.always) always.add(template.name);
    },
    provedBy(check) {
      proved = check;
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
    async retry(id, tx = db) {
      const [row] = await tx
        .update(mailOutbox)
        .set({
          status: 'pending',
          lastError: null,
          attemptsLeft: MAIL_ATTEMPTS,
          nextAttemptAt: sql`now()`,
          claimedUntil: null,
        })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
        .returning({ id: mailOutbox.id });
      if (!row) return false;
      // An update NOTIFYs no one: this instance's courier looks now (inside a transaction: at its next poll, once it
      // has committed), another's at its next poll.
      if (tx === db) courier.wake();
      return true;
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
    start: () => courier.start(),
    stop: () => courier.stop(),
  };
  outbox.render(readyMade, async (message) => message);
  // Failed mail is counted from the outbox (a mail sent again after a retry no longer counts). The name is the queue
  // the mails went through until decision 0906, so failed jobs left in it from then are not counted twice.
  jobs.countFailuresWith('mail.deliver', () => outbox.countFailed());
  return outbox;
}

/**
 * A mail queued by a caller's own statement, as a CTE (checkout's, decision 0908: the order and its confirmation in
 * one statement). The template's name and the payload are bound like the statement's other values; the insert's
 * trigger NOTIFYs the couriers when the statement commits, as `Outbox.queue`'s does.
 */
export function mailQueuer(tx: Executor, mail: { template: Placeholder; payload: Placeholder }) {
  return tx
    .$with('mail_queued')
    .as(
      tx.insert(mailOutbox).values({ template: mail.template, payload: mail.payload }).returning({ id: mailOutbox.id }),
    );
}

/** The channel migration 0009's trigger NOTIFYs when mail is queued. */
const QUEUED_CHANNEL = 'mail_outbox';

/**
 * Trims the outbox (the hourly purge): mail sent before `before`, and mail skipped (nothing left to say) that was
 * queued before it. Pending and failed mail stays, whatever its age; but a secret one past its useful life (its
 * `until`: a sign-in code that has expired) keeps nothing: it is skipped and emptied, whether a courier ever came
 * for it or not. Answers how many rows went.
 */
export async function purgeSentMail(db: Database, before: Date): Promise<number> {
  await db
    .update(mailOutbox)
    .set({ status: 'skipped', payload: {}, lastError: 'Not sent: what it carried expired first' })
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        sql`(${mailOutbox.payload}->>'until')::timestamptz < now()`,
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
      ),
    );
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

/** A sealed payload this instance's key cannot open (SESSION_SECRET changed since it was queued): it never will. */
class UnreadablePayload extends Error {
  constructor() {
    super('sealed payload cannot be opened (SESSION_SECRET changed since it was queued)');
  }
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

/**
 * Erasure (OPERATIONS §3, decision 0111): deletes every mail to `recipient` and every mail whose payload names one of
 * `mentions` (the member's id, address, orders), sent or not. A mail a courier is sending meanwhile still goes; marking
 * it afterwards finds no row. Sealed payloads cannot be searched: they carry sign-in codes and die within minutes.
 */
export async function forgetMail(tx: Executor, recipient: string, mentions: string[]): Promise<number> {
  const named = mentions.map((m) => sql`strpos(${mailOutbox.payload}::text, ${m}) > 0`);
  const gone = await tx
    .delete(mailOutbox)
    .where(or(eq(mailOutbox.recipient, recipient), ...named))
    .returning({ id: mailOutbox.id });
  return gone.length;
}
