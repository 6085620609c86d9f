// The 'reviews.requests' job (decision 0260): offered every minute across all instances, it queues the review
// request of each order delivered REVIEW_REQUEST_AFTER_DAYS ago; the mail is rendered when the outbox sends it.
import type { FastifyInstance } from 'fastify';
import { queueReviewRequests, renderReviewRequest, reviewRequestMail } from './request-mail';

// Every minute: one indexed query when nothing is due, and a clock moved on (a test, a demo) is acted on soon.
const PERIOD_SECONDS = 60;

export function registerReviewRequests(app: FastifyInstance): void {
  const { config } = app;
  const shop = { trader: config.trader, publicUrl: config.publicUrl };
  app.outbox.render(reviewRequestMail, ({ orderId }) => renderReviewRequest(app.db, orderId, shop));
  app.jobs.work('reviews.requests', async () => {
    const queued = await queueReviewRequests({ db: app.db, outbox: app.outbox }, config.now());
    if (queued.length) app.log.info({ orders: queued.length }, 'review requests queued');
  });
  app.jobs.every('reviews.requests', PERIOD_SECONDS);
}
