// The dashboard's "Failed mails and jobs" (issue 28): what the shop could not do on its own, newest first. A mail
// can be sent again from here (once its cause is fixed: an address corrected, the mail server back); a job's error
// is for whoever runs the server. Staff see who, what and why — never a mail's body.
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import type { FailedJob, FailedMail } from '@shared/schemas/admin';
import { formatDateTime } from '@shared/dates';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { serverMessage } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { useFailedWork, useRetryMail } from '../api';
import { ListState } from './list-state';

/** The queues' names as staff read them (jobs/queues.ts); an unknown queue shows its own name. */
const JOB_NAMES: Record<string, string> = {
  'orders.unpaid': 'Unpaid orders: reminders and cancellations',
  'payments.stripe-sweep': 'Stripe payments past their expiry',
  'stock-alerts.notify': 'Back-in-stock mails',
  'accounts.purge': 'Expired sessions and codes clean-up',
  'run-out.remind': 'Run-out reminders',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function FailedWorkPanel({ autoRefresh }: { autoRefresh: boolean }) {
  const query = useFailedWork(autoRefresh);
  const retry = useRetryMail();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const headingId = useId();

  const sendAgain = (mail: FailedMail) => {
    setNotice(null);
    retry.mutate(mail.id, {
      onSuccess: () =>
        setNotice({ ok: true, text: `The mail to ${mail.recipient ?? 'the customer'} is being sent again.` }),
      onError: (error) =>
        setNotice({ ok: false, text: serverMessage(error, 'The mail could not be sent again. Please try again.') }),
    });
  };

  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="mb-3">
        <h2 id={headingId} className="font-semibold text-ink">
          Failed mails and jobs
        </h2>
        <p className="text-sm text-muted">
          Mails that could not be delivered and jobs that stopped after their retries.
        </p>
      </div>
      <ListState query={query} title="Failed mails and jobs" rowClassName="h-16">
        {({ mails, jobs }) =>
          mails.length === 0 && jobs.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted">
              <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-brand" />
              Nothing has failed.
            </p>
          ) : (
            <div className="space-y-4">
              {mails.length > 0 && (
                <FailedMails
                  mails={mails}
                  retrying={retry.isPending ? retry.variables : undefined}
                  onRetry={sendAgain}
                />
              )}
              {jobs.length > 0 && <FailedJobs jobs={jobs} />}
            </div>
          )
        }
      </ListState>
      {/* Always present, so what a retry did is announced. */}
      <p role="status" className={cn('text-sm text-ink', notice?.ok && 'mt-3')}>
        {notice?.ok ? notice.text : ''}
      </p>
      {notice && !notice.ok && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {notice.text}
        </p>
      )}
    </Card>
  );
}

function FailedMails({
  mails,
  retrying,
  onRetry,
}: {
  mails: FailedMail[];
  retrying: string | undefined;
  onRetry: (mail: FailedMail) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-xs font-semibold uppercase tracking-wide text-muted">
        Mails ({mails.length})
      </h3>
      <ul aria-labelledby={id} className="divide-y divide-line">
        {mails.map((mail) => {
          const recipient = mail.recipient ?? 'an unknown address';
          const subject = mail.subject ?? 'A mail that could not be written';
          const busy = retrying === mail.id;
          return (
            <li key={mail.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 flex-1 space-y-0.5 text-sm">
                <p className="break-words font-medium text-ink">{subject}</p>
                <p className="break-all text-muted">To {recipient}</p>
                <p className="text-xs text-muted">
                  Queued {formatDateTime(mail.queuedAt)} · {plural(mail.attempts, 'attempt')}
                </p>
                {mail.lastError && <p className="break-words text-xs text-danger">{mail.lastError}</p>}
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Retry the mail to ${recipient}: ${subject}`}
                disabled={busy}
                onClick={() => onRetry(mail)}
              >
                <RotateCcw aria-hidden="true" className="h-4 w-4" />
                {busy ? 'Retrying...' : 'Retry'}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function FailedJobs({ jobs }: { jobs: FailedJob[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-xs font-semibold uppercase tracking-wide text-muted">
        Jobs ({jobs.length})
      </h3>
      <ul aria-labelledby={id} className="divide-y divide-line">
        {jobs.map((job) => (
          <li key={job.id} className="space-y-0.5 py-3 text-sm">
            <p className="font-medium text-ink">{JOB_NAMES[job.queue] ?? job.queue}</p>
            <p className="text-xs text-muted">
              Failed {formatDateTime(job.failedAt)} · <code>{job.queue}</code>
            </p>
            {job.error && <p className="break-words text-xs text-danger">{job.error}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
