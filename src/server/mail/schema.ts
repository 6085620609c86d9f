// The tables the mail outbox owns (one schema per module, issue 30; drizzle-kit reads every modules/*/schema.ts).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/**
 * Every customer mail, written in the same transaction as the change that causes it and delivered after the commit
 * by the outbox's courier, which claims due rows from this table itself (decision 0906). `template` + `payload` say what to render (the mail is rendered when it is sent, off the request
 * path); `key`, when set, makes queueing idempotent ('payment-reminder:<order id>'). The row id is the mail's
 * Message-ID, so a mail retried after a crash between the send and the mark is recognisably the same mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').unique(),
    template: text('template').notNull(),
    /** A `secret` template's payload is sealed (`{ sealed, until? }`, decision 0801) and emptied once settled. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /**
     * 'pending' → 'sent' | 'failed' (every retry used) | 'skipped' (nothing left to say, e.g. the order is gone; or
     * held back by the cap on unproved addresses, decision 0801, with the reason in `last_error`).
     */
    status: text('status').notNull().default('pending'),
    /** Sending attempts begun (a claim counts one: an instance killed mid-send used it). */
    attempts: integer('attempts').notNull().default(0),
    /** Attempts this mail has before it is failed for good; a staff retry gives it a fresh allowance. */
    attemptsLeft: integer('attempts_left').notNull().default(13),
    /** Not sent before this moment: now when queued, later after a failed attempt (backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claimed by a courier until then; a claim that outlived its courier (kill -9) is claimed again after it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The recipient and subject, once rendered: what staff see in the console. */
    recipient: text('recipient'),
    subject: text('subject'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    // The courier's claim: the pending mails, soonest due first.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // The daily cap on mail to unproved addresses counts an address's recent mails (decision 0801).
    index('mail_outbox_recipient_idx').on(t.recipient),
    check('mail_outbox_status', sql`${t.status} IN ('pending', 'sent', 'failed', 'skipped')`),
  ],
);
