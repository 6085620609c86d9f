// The 'privacy.forget' job, hourly across all instances (decision 0110): members' coach conversations that ended
// (closed, or past the time they can be picked up again) without the health consent are deleted.
import type { FastifyInstance } from 'fastify';
import { forgetUnconsentedConversations } from '../coach';

export const FORGET_EVERY_SECONDS = 60 * 60;

export function registerPrivacyJobs(app: FastifyInstance): void {
  app.jobs.work('privacy.forget', async () => {
    const conversations = await forgetUnconsentedConversations(app.db, app.config.now());
    if (conversations > 0) app.log.info({ conversations }, 'coach conversations kept without consent deleted');
  });
  app.jobs.every('privacy.forget', FORGET_EVERY_SECONDS);
}
