// Every queue the shop runs, with its retry policy, in one place (decision 0230); customer mail is the outbox's own
// queue (mail/outbox.ts, decision 0906). A job that throws is retried after retryDelay seconds, doubling
// (retryBackoff) up to retryDelayMax; after retryLimit retries it is failed for good and shows in the console. A job
// still active expireInSeconds after it started (its instance was killed) is failed by pg-boss's supervisor and
// retried like a throw.
import type { QueueOptions } from 'pg-boss';

export type QueuePolicy = QueueOptions & {
  /** Wake workers at once when a job is sent (LISTEN/NOTIFY), instead of at their next poll. */
  notify?: boolean;
  /** Jobs of this queue one instance handles at a time. */
  concurrency: number;
  /** How often an idle worker looks for due jobs (seconds; a delayed job starts at most this late). */
  pollingIntervalSeconds: number;
};

export const QUEUES = {
  /** Bank-transfer orders past their payment window: reminded a day before, cancelled when it ends. */
  'orders.unpaid': { retryLimit: 3, retryDelay: 10, expireInSeconds: 300, concurrency: 1, pollingIntervalSeconds: 1 },
  /** Stripe Checkout Sessions past their expiry whose closing event never arrived. */
  'payments.stripe-sweep': {
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 300,
    concurrency: 1,
    pollingIntervalSeconds: 5,
  },
  /** "Email me when it's back": mails the members waiting for products whose stock came back. */
  'stock-alerts.notify': {
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 300,
    notify: true,
    concurrency: 1,
    pollingIntervalSeconds: 2,
  },
  /** Delivered orders a few days old: their review request queued (once per order). */
  'reviews.requests': {
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 300,
    concurrency: 1,
    pollingIntervalSeconds: 5,
  },
  /** Expired member and staff sessions, sign-in codes and address proofs deleted; old sent mail trimmed. */
  'accounts.purge': { retryLimit: 2, retryDelay: 60, expireInSeconds: 600, concurrency: 1, pollingIntervalSeconds: 5 },
  /** Members' coach conversations that ended without the health consent deleted (decision 0110). */
  'privacy.forget': { retryLimit: 2, retryDelay: 60, expireInSeconds: 600, concurrency: 1, pollingIntervalSeconds: 5 },
  /** Members told about a week before a product they bought runs out (decision 0311); daily. */
  'run-out.remind': { retryLimit: 3, retryDelay: 300, expireInSeconds: 900, concurrency: 1, pollingIntervalSeconds: 5 },
} satisfies Record<string, QueuePolicy>;

export type QueueName = keyof typeof QUEUES;
