// SPEC §2 'Session Details' modal: facts, categories and the conversation (customer right, Penny AI left).
import type { AiSession } from '@shared/schemas/admin';
import { formatDateTime } from '@shared/dates';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { cn } from '@client/lib/cn';
import { CategoryBadge, SessionStatusBadge } from './penny-badges';
import { sessionTitle } from '../figures';

export function SessionDetailsDialog({ session, onClose }: { session: AiSession | null; onClose(): void }) {
  return (
    <Dialog
      open={session !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Session Details"
      description={session ? sessionTitle(session) : undefined}
    >
      {session && (
        <div className="space-y-5">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-muted">Started</dt>
              <dd className="font-medium">{formatDateTime(session.startedAt)}</dd>
            </div>
            <div>
              <dt className="text-muted">Messages</dt>
              <dd className="font-medium tabular-nums">{session.messageCount}</dd>
            </div>
            <div>
              <dt className="text-muted">Status</dt>
              <dd>
                <SessionStatusBadge status={session.sessionStatus} />
              </dd>
            </div>
            <div>
              <dt className="text-muted">Email Sent</dt>
              <dd className="font-medium">{session.emailSent ? 'Yes' : 'No'}</dd>
            </div>
          </dl>

          {session.questionCategories.length > 0 && (
            <ul aria-label="Question categories" className="flex flex-wrap gap-1.5">
              {session.questionCategories.map((c, i) => (
                <li key={`${c}-${i}`}>
                  <CategoryBadge category={c} />
                </li>
              ))}
            </ul>
          )}

          <section aria-labelledby="conversation-heading">
            <h3 id="conversation-heading" className="mb-2 font-semibold text-ink">
              Conversation History
            </h3>
            {session.conversationHistory.length === 0 ? (
              <p className="text-sm text-muted">No messages recorded.</p>
            ) : (
              <ol className="space-y-3 rounded-xl bg-cream p-3">
                {session.conversationHistory.map((m, i) => {
                  const user = m.sender === 'user';
                  return (
                    <li key={i} className={cn('flex flex-col', user ? 'items-end' : 'items-start')}>
                      <div
                        className={cn(
                          'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm',
                          user
                            ? 'rounded-br-sm bg-brand text-white'
                            : 'rounded-bl-sm border border-line bg-white text-ink',
                        )}
                      >
                        {user ? (
                          <span className="sr-only">Customer: </span>
                        ) : (
                          <p className="mb-0.5 text-xs font-semibold text-brand">Penny AI</p>
                        )}
                        <p className="whitespace-pre-wrap break-words">{m.message}</p>
                      </div>
                      <time dateTime={m.timestamp} className="mt-1 px-1 text-[0.6875rem] text-muted">
                        {formatDateTime(m.timestamp)}
                      </time>
                    </li>
                  );
                })}
              </ol>
            )}
          </section>

          <div className="flex justify-end">
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
