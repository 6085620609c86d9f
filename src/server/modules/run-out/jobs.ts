// The 'run-out.remind' job (decision 0311): offered once a day across all instances, it queues the run-out reminders
// due that day. One run at a time per instance; two at once are safe (each line's mail is queued under its key).
import type { FastifyInstance } from 'fastify';
import { registerRunOutMails } from './mails';
import { remindRunningOut } from './reminders';

export const REMIND_EVERY_SECONDS = 24 * 60 * 60;

export function registerRunOutJobs(app: FastifyInstance): void {
  const { config } = app;
  registerRunOutMails(app.outbox, app.db, { publicUrl: config.publicUrl, sessionSecret: config.sessionSecret });
  app.jobs.work('run-out.remind', async () => {
    // The app's own clock (tests move it).
    const lines = await remindRunningOut({ db: app.db, outbox: app.outbox, log: app.log }, config.now());
    if (lines.length > 0) app.log.info({ reminders: lines.length }, 'run-out reminders queued');
  });
  app.jobs.every('run-out.remind', REMIND_EVERY_SECONDS);
}
