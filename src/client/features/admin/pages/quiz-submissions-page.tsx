// /admin/quiz-submissions (SPEC §2): customers' skin-quiz submissions and their follow-up.
import { ClipboardList, Download, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatDateTime } from '@shared/dates';
import type { QuizStatus, QuizSubmission } from '@shared/schemas/quiz';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { notify } from '@client/lib/toast';
import { useSubmissions } from '../api';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { StatCard } from '../components/stat-card';
import { SubmissionDialog } from '../components/submission-dialog';
import { csvFileName, submissionsCsv } from '../csv';
import { saveFile } from '../download';
import { customerName } from '../quiz-parsing';
import { countByStatus, QUIZ_STATUSES, statusLabel, statusTone } from '../status';

export default function QuizSubmissionsPage() {
  useDocumentTitle('Quiz Submissions');
  return (
    <AdminShell>
      <QuizSubmissions />
    </AdminShell>
  );
}

type Filter = 'all' | QuizStatus;

function QuizSubmissions() {
  const submissions = useSubmissions();
  const [refreshing, setRefreshing] = useState(false);
  const [filter, setFilter] = useState<Filter>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  useSignedOutRedirect(submissions.error);

  const list = useMemo(() => submissions.data ?? [], [submissions.data]);
  const counts = useMemo(() => countByStatus(list), [list]);
  const shown = filter === 'all' ? list : list.filter((s) => s.status === filter);
  // The dialog follows the list, so a refreshed submission shows its latest state.
  const selected = selectedId ? (list.find((s) => s.id === selectedId) ?? null) : null;

  const refresh = async () => {
    setRefreshing(true);
    const result = await submissions.refetch();
    setRefreshing(false);
    if (result.isSuccess) notify({ title: 'Quiz submissions refreshed!' });
    else
      notify({ title: 'Could not refresh quiz submissions', description: 'Please try again.', variant: 'destructive' });
  };

  const exportCsv = () => {
    const blob = new Blob(['\uFEFF', submissionsCsv(shown)], { type: 'text/csv;charset=utf-8' });
    saveFile(blob, csvFileName(new Date(), filter === 'all' ? undefined : filter));
  };

  if (submissions.isPending) return <SubmissionsSkeleton />;

  if (submissions.isError && !submissions.data) {
    return (
      <Card role="alert" className="text-center">
        <p className="font-semibold">Quiz submissions could not be loaded.</p>
        <p className="mt-1 text-sm text-muted">Please check your connection and try again.</p>
        <Button className="mt-3" variant="outline" onClick={() => void submissions.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl text-ink">Quiz Submissions</h1>
          <p className="text-sm text-muted">Manage customer quiz responses and follow-ups</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => void refresh()} disabled={refreshing}>
            <RefreshCw aria-hidden="true" className={cn('h-4 w-4', refreshing && 'animate-spin')} />
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </Button>
          <Button variant="outline" size="sm" onClick={exportCsv} disabled={shown.length === 0}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export CSV
          </Button>
        </div>
      </header>

      <section aria-label="Counts" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Submissions" value={counts.total} />
        <StatCard label="Pending Review" value={counts.pending} />
        <StatCard label="Contacted" value={counts.contacted} />
        <StatCard label="Completed" value={counts.completed} />
      </section>

      {list.length === 0 ? (
        <Card>
          <EmptyState
            icon={<ClipboardList className="h-10 w-10" />}
            title="No quiz submissions yet"
            description="Quiz responses will appear here when customers complete your quiz."
          />
        </Card>
      ) : (
        <>
          <div role="group" aria-label="Filter by status" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
            {(['all', ...QUIZ_STATUSES] as const).map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
                className={cn(
                  'h-9 whitespace-nowrap rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                  filter === f ? 'border-brand bg-brand text-white' : 'border-line bg-white text-ink hover:bg-cream',
                )}
              >
                {f === 'all' ? 'All' : statusLabel(f)}{' '}
                <span className="tabular-nums opacity-80">({f === 'all' ? counts.total : counts[f]})</span>
              </button>
            ))}
          </div>

          {shown.length === 0 ? (
            <Card>
              <EmptyState
                title="No submissions with this status"
                description="Choose another filter to see more submissions."
              />
            </Card>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2" aria-label="Quiz submissions">
              {shown.map((s) => (
                <SubmissionCard key={s.id} submission={s} onOpen={() => setSelectedId(s.id)} />
              ))}
            </ul>
          )}
        </>
      )}

      <SubmissionDialog submission={selected} onClose={() => setSelectedId(null)} />
    </div>
  );
}

function SubmissionCard({ submission, onOpen }: { submission: QuizSubmission; onOpen(): void }) {
  const name = customerName(submission);
  return (
    <li>
      <Card className="space-y-2">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 break-words font-semibold text-ink">{name}</h2>
          <Badge tone={statusTone(submission.status)} className="shrink-0">
            {statusLabel(submission.status)}
          </Badge>
        </div>
        <div className="space-y-0.5 text-sm text-muted">
          <p className="break-all">{submission.email || 'No email'}</p>
          <p>
            <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>
          </p>
          {submission.quizName && <p>{submission.quizName}</p>}
        </div>
        {submission.reviewNotes && (
          <div className="rounded-lg bg-cream px-3 py-2 text-sm text-ink">
            <p className="line-clamp-3">
              <span className="font-medium">Notes: </span>
              {submission.reviewNotes}
            </p>
          </div>
        )}
        <Button variant="outline" size="sm" onClick={onOpen} aria-label={`View Details: ${name}`}>
          View Details
        </Button>
      </Card>
    </li>
  );
}

function SubmissionsSkeleton() {
  return (
    <div className="space-y-5" role="status" aria-label="Loading quiz submissions">
      <div className="flex items-start justify-between gap-3">
        <div className="space-y-2">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-4 w-64" />
        </div>
        <Skeleton className="h-9 w-24 rounded-full" />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[6.5rem]" />
        ))}
      </div>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-44" />
      ))}
    </div>
  );
}
