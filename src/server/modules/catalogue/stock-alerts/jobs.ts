// The back-in-stock job (issue 28): queued in the transaction that may have put units back, run after the commit.
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import type { JobRunner } from '../../../jobs';
import { registerStockAlertMails } from './mails';
import { sendBackInStockMails } from './service';

/**
 * What the 'stock-alerts.notify' job carries: which products may be back (all when omitted). The mails link to
 * PUBLIC_URL, never to an address a request named (decision 0804); an `origin` left in a job queued before that is
 * ignored.
 */
export type StockAlertJob = { productIds?: string[] };

/**
 * Inside the transaction that may put units back (an order cancelled by the expiry, a console edit): the waiting
 * requests are mailed by a job after the commit, so the change never waits on them and a crash loses none.
 */
export function queueBackInStockCheck(
  jobs: Pick<JobRunner, 'send'>,
  tx: Executor,
  job: StockAlertJob = {},
): Promise<void> {
  return jobs.send('stock-alerts.notify', job, { tx });
}

/**
 * The job: claims the requests whose products have units again and queues their mails, in one transaction (the
 * outbox sends and retries them). Their links lead to the configured shop address (config.publicUrl).
 */
export function registerStockAlertJobs(app: FastifyInstance): void {
  const { config } = app;
  registerStockAlertMails(app.outbox, app.db);
  app.jobs.work<StockAlertJob>('stock-alerts.notify', async ({ data }) => {
    await sendBackInStockMails(app.db, app.outbox, {
      origin: config.publicUrl,
      now: config.now(),
      productIds: data.productIds,
    });
  });
}
