// SPEC §2 'Quiz Submission Details': customer, answers, and 'Update Status & Notes' with its change history.
import { Select } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime } from '@shared/dates';
import { REVIEW_NOTES_MAX, type QuizStatus, type QuizSubmission } from '@shared/schemas/quiz';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { inputClass, Textarea } from '@client/components/ui/field';
import { cn } from '@client/lib/cn';
import { notify } from '@client/lib/toast';
import { isUnauthorized, useUpdateSubmission } from '../api';
import { customerName } from '../quiz-parsing';
import { QUIZ_STATUSES, statusLabel, statusTone } from '../status';
import { QuizData } from './quiz-data';

export function SubmissionDialog({ submission, onClose }: { submission: QuizSubmission | null; onClose(): void }) {
  return (
    <Dialog
      open={submission !== null}
      onOpenChange={(open) => !open && onClose()}
      title={submission ? `Quiz Submission Details - ${customerName(submission)}` : 'Quiz Submission Details'}
    >
      {/* Keyed: each submission opens with its own notes, never the previous one's. */}
      {submission && <SubmissionDetails key={submission.id} submission={submission} onDone={onClose} />}
    </Dialog>
  );
}

function SubmissionDetails({ submission, onDone }: { submission: QuizSubmission; onDone(): void }) {
  const [notes, setNotes] = useState(submission.reviewNotes ?? '');
  const update = useUpdateSubmission();
  const ids = { status: useId(), notes: useId(), count: useId() };

  const save = (status: QuizStatus) =>
    update.mutate(
      { id: submission.id, status, reviewNotes: notes },
      {
        onSuccess: () => {
          notify({ title: 'Submission updated successfully!' });
          // SPEC §4: selection and notes cleared, list refreshed (the mutation invalidates it).
          setNotes('');
          onDone();
        },
        onError: (error) => {
          if (!isUnauthorized(error)) notify({ title: 'Failed to update submission', variant: 'destructive' });
          else onDone();
        },
      },
    );

  return (
    <div className="space-y-6">
      <section aria-labelledby="customer-heading">
        <h3 id="customer-heading" className="mb-2 font-semibold text-ink">
          Customer Information
        </h3>
        <dl className="grid grid-cols-1 gap-2 text-sm min-[420px]:grid-cols-2">
          <Fact label="Name">{customerName(submission)}</Fact>
          <Fact label="Email">
            {submission.email ? (
              <a className="text-brand underline underline-offset-2" href={`mailto:${submission.email}`}>
                {submission.email}
              </a>
            ) : (
              'Not provided'
            )}
          </Fact>
          <Fact label="Phone">{submission.phone || 'Not provided'}</Fact>
          <Fact label="Quiz">{submission.quizName || 'Not specified'}</Fact>
          <Fact label="Submitted">{formatDateTime(submission.createdAt)}</Fact>
          <Fact label="Status">
            <Badge tone={statusTone(submission.status)}>{statusLabel(submission.status)}</Badge>
          </Fact>
        </dl>
      </section>

      <QuizData questions={submission.questions} />

      <section aria-labelledby="update-heading" className="space-y-3 rounded-xl border border-line p-3">
        <h3 id="update-heading" className="font-semibold text-ink">
          Update Status & Notes
        </h3>
        <div className="space-y-1.5">
          <label id={ids.status} className="block text-sm font-medium">
            Status
          </label>
          <Select.Root
            value={submission.status}
            onValueChange={(value) => save(value as QuizStatus)}
            disabled={update.isPending}
          >
            <Select.Trigger
              aria-labelledby={ids.status}
              className={cn(inputClass, 'flex h-11 items-center justify-between')}
            >
              <Select.Value />
              <Select.Icon>
                <ChevronDown aria-hidden="true" className="h-4 w-4 text-muted" />
              </Select.Icon>
            </Select.Trigger>
            <Select.Portal>
              <Select.Content
                position="popper"
                sideOffset={4}
                className="z-[60] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-line bg-white shadow-lg"
              >
                <Select.Viewport className="p-1">
                  {QUIZ_STATUSES.map((status) => (
                    <Select.Item
                      key={status}
                      value={status}
                      className="relative flex cursor-pointer select-none items-center rounded-lg py-2 pl-8 pr-3 text-sm outline-none data-[highlighted]:bg-sand"
                    >
                      <Select.ItemIndicator className="absolute left-2">
                        <Check aria-hidden="true" className="h-4 w-4" />
                      </Select.ItemIndicator>
                      <Select.ItemText>{statusLabel(status)}</Select.ItemText>
                    </Select.Item>
                  ))}
                </Select.Viewport>
              </Select.Content>
            </Select.Portal>
          </Select.Root>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.notes} className="block text-sm font-medium">
            Review Notes
          </label>
          <Textarea
            id={ids.notes}
            rows={4}
            value={notes}
            maxLength={REVIEW_NOTES_MAX}
            aria-describedby={ids.count}
            onChange={(e) => setNotes(e.target.value)}
            placeholder="Add notes about the customer's consultation, recommendations or follow-up plans..."
          />
          <p id={ids.count} className="text-right text-xs text-muted">
            {notes.length}/{REVIEW_NOTES_MAX}
          </p>
        </div>
        <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
          <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => save('reviewed')}>
            Mark as Reviewed
          </Button>
          <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => save('contacted')}>
            Mark as Contacted
          </Button>
          <Button size="sm" disabled={update.isPending} onClick={() => save('completed')}>
            Mark as Completed
          </Button>
        </div>
      </section>

      {submission.history.length > 0 && (
        <section aria-labelledby="history-heading">
          <h3 id="history-heading" className="mb-2 font-semibold text-ink">
            Change history
          </h3>
          <ol className="space-y-2 text-sm">
            {submission.history.map((h, i) => (
              <li key={i} className="border-l-2 border-line pl-3">
                <p>
                  <span className="font-medium">{statusLabel(h.status)}</span> by {h.staffUsername}
                </p>
                <p className="text-xs text-muted">
                  <time dateTime={h.createdAt}>{formatDateTime(h.createdAt)}</time>
                </p>
                {h.reviewNotes && <p className="line-clamp-2 text-xs text-muted">{h.reviewNotes}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted">{label}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </div>
  );
}
