import type { AiSession } from '@shared/schemas/admin';
import { formatDateTime } from '@shared/dates';
import { Card } from '@client/components/ui/card';
import { RECENT_SESSIONS, sessionTitle } from '../figures';
import { CategoryBadge, SessionStatusBadge } from './penny-badges';

/** The latest conversations, each opening its details. */
export function RecentSessions({ sessions, onSelect }: { sessions: AiSession[]; onSelect: (s: AiSession) => void }) {
  return (
    <Card>
      <h2 id="recent-sessions-heading" className="mb-3 font-semibold text-ink">
        Recent Sessions
      </h2>
      {sessions.length === 0 ? (
        <p className="text-sm text-muted">No sessions yet</p>
      ) : (
        <div
          role="region"
          aria-labelledby="recent-sessions-heading"
          tabIndex={0}
          className="-mx-1 max-h-[30rem] overflow-y-auto px-1 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <ul className="space-y-2">
            {sessions.slice(0, RECENT_SESSIONS).map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  onClick={() => onSelect(s)}
                  className="w-full rounded-xl border border-line bg-white p-3 text-left hover:bg-cream focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="min-w-0 truncate font-medium text-ink">{sessionTitle(s)}</span>
                    <SessionStatusBadge status={s.sessionStatus} />
                  </span>
                  <span className="mt-1 flex justify-between gap-2 text-xs text-muted">
                    <span>{s.messageCount} messages</span>
                    <span>{formatDateTime(s.createdAt)}</span>
                  </span>
                  {s.questionCategories.length > 0 && (
                    <span className="mt-2 flex flex-wrap gap-1">
                      {s.questionCategories.slice(0, 3).map((c, i) => (
                        <CategoryBadge key={`${c}-${i}`} category={c} />
                      ))}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
