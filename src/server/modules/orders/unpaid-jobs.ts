// The 'orders.unpaid' job (issue 28, decision 0230): offered every expiryPeriodSeconds across all instances, it
// cancels the bank-transfer orders whose payment window has run out and reminds those with a day left. One run at a
// time per instance (the queue's concurrency); two instances at once are safe (rows locked SKIP LOCKED, re-checked).
import type { FastifyInstance } from 'fastify';
import { cancelExpiredUnpaidOrders, expiryPeriodSeconds, remindUnpaidOrders } from './expiry';

export function registerUnpaidOrderJobs(app: FastifyInstance): void {
  const { config } = app;
  const { expiresAfterMs } = config.unpaidOrders;
  const deps = { db: app.db, outbox: app.outbox, jobs: app.jobs, log: app.log };
  app.jobs.work('orders.unpaid', async () => {
    // The app's own clock (tests move it); cancel first, so an order past its window is never reminded.
    const now = config.now();
    await cancelExpiredUnpaidOrders(deps, now, { expiresAfterMs });
    await remindUnpaidOrders(deps, now, { expiresAfterMs });
  });
  app.jobs.every('orders.unpaid', expiryPeriodSeconds(expiresAfterMs));
}
