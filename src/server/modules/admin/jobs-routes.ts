// Staff console: work that failed for good (issue 28). Mails the outbox could not deliver — with a retry — and
// background jobs that used every retry. Staff see who and what and why, never a mail's body or a code.
import { actorOf, recordAudit } from '../audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FailedWork } from '@shared/schemas/admin';
import { ErrorResponse, IdParams, Ok } from '@shared/schemas/common';
import type { JobRunner } from '../../jobs';
import type { Outbox } from '../../mail/outbox';
import { notFound } from '../../plugins/errors';

/** At most this many of each are listed (the newest first): a long list would say no more than "look at the logs". */
const LISTED = 20;

/**
 * The failed mails and jobs. Mail is the outbox's own queue (decision 0906); a `mail.deliver` job failed before then
 * is its failed mail, which the mails list shows (and a retry clears): it is not listed again among the jobs.
 */
export async function failedWork(outbox: Outbox, jobs: JobRunner): Promise<FailedWork> {
  const [mails, failedJobs] = await Promise.all([outbox.failed(LISTED), jobs.failedJobs(LISTED * 3)]);
  return {
    mails: mails.map((mail) => ({
      id: mail.id,
      recipient: mail.recipient,
      subject: mail.subject,
      attempts: mail.attempts,
      lastError: mail.lastError,
      queuedAt: mail.createdAt,
    })),
    jobs: failedJobs
      .filter((job) => job.queue !== 'mail.deliver')
      .slice(0, LISTED)
      .map(({ id, queue, error, failedAt }) => ({ id, queue, error, failedAt })),
  };
}

const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/api/admin/jobs/failed',
    {
      schema: {
        tags,
        summary: 'Mails and background jobs that failed for good, newest first',
        response: { 200: FailedWork, 401: ErrorResponse },
      },
      onRequest: app.guard.staff,
      config: { permission: 'jobs.read' },
    },
    async () => failedWork(app.outbox, app.jobs),
  );

  app.post(
    '/api/admin/mails/:id/retry',
    {
      schema: {
        tags,
        summary: 'Sends a failed mail again (with the retries of any mail)',
        params: IdParams,
        response: { 200: Ok, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
      onRequest: app.guard.staff,
      config: { permission: 'jobs.write' },
    },
    async (request) => {
      const { id } = request.params;
      // The mail is queued again and its audit entry written together: one transaction (decision 0513).
      const retried = await app.db.transaction(async (tx) => {
        if (!(await app.outbox.retry(id, tx))) return false;
        await recordAudit(tx, actorOf(request), { action: 'retry', entity: 'mail', entityId: id });
        return true;
      });
      if (!retried) throw notFound('There is no failed mail with this id.');
      request.log.info({ mailId: id, staff: request.staffMember.username }, 'failed mail queued again');
      return { success: true };
    },
  );
};

export default adminJobsRoutes;
