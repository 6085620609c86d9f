// /console, /console/dashboard, /admin/penny-ai-dashboard (SPEC §2): how customers use the Penny AI assistant,
// and (issue 28) the mails and jobs that failed for good.
import { BarChart3, CheckCircle2, Mail, MessagesSquare, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AiSession } from '@shared/schemas/admin';
import { formatDateTime, formatTime } from '@shared/dates';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { useOverview, useSessions } from '../api';
import { categoryLabel, categoryStyle } from '../categories';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { FailedWorkPanel } from '../components/failed-work';
import { CategoryBadge, SessionStatusBadge } from '../components/penny-badges';
import { SessionDetailsDialog } from '../components/session-details';
import { SessionsChart } from '../components/sessions-chart';
import { StatCard } from '../components/stat-card';
import {
  AUTO_INDICATOR_MS,
  conversionPercent,
  MANUAL_INDICATOR_MS,
  RECENT_SESSIONS,
  sessionTitle,
  TOP_CATEGORIES,
} from '../figures';

export default function PennyDashboardPage() {
  useDocumentTitle('Penny AI Dashboard');
  return (
    <AdminShell>
      <PennyDashboard />
    </AdminShell>
  );
}

/** SPEC §4: the refresh indicator shows 1 s when auto-refresh lands and 0.5 s after a manual refresh. */
function useRefreshIndicator(dataUpdatedAt: number) {
  const [visible, setVisible] = useState(false);
  const manual = useRef(false);
  /** The data stamp a manual refresh produced: when its render lands, it is not an auto-refresh. */
  const manualStamp = useRef(0);
  const first = useRef(dataUpdatedAt);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = (ms: number) => {
    clearTimeout(timer.current);
    setVisible(true);
    if (ms > 0) timer.current = setTimeout(() => setVisible(false), ms);
  };

  useEffect(() => {
    if (dataUpdatedAt === 0 || first.current === dataUpdatedAt || first.current === 0) {
      first.current = dataUpdatedAt;
      return;
    }
    if (!manual.current && manualStamp.current !== dataUpdatedAt) show(AUTO_INDICATOR_MS);
  }, [dataUpdatedAt]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    visible,
    async manualRefresh(run: () => Promise<{ dataUpdatedAt: number }>) {
      manual.current = true;
      show(0);
      try {
        manualStamp.current = (await run()).dataUpdatedAt;
      } finally {
        manual.current = false;
        show(MANUAL_INDICATOR_MS);
      }
    },
  };
}

function PennyDashboard() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const overview = useOverview(autoRefresh);
  const sessions = useSessions(autoRefresh);
  const [selected, setSelected] = useState<AiSession | null>(null);
  const indicator = useRefreshIndicator(overview.dataUpdatedAt);
  useSignedOutRedirect(overview.error, sessions.error);

  const loading = overview.isPending || sessions.isPending;
  const failed = !loading && (overview.isError || sessions.isError);

  const refresh = () =>
    indicator.manualRefresh(async () => (await Promise.all([overview.refetch(), sessions.refetch()]))[0]);

  return (
    <div className="space-y-5">
      <header className="space-y-3">
        <div>
          <h1 className="font-display text-2xl text-ink">Penny AI Dashboard</h1>
          <p className="text-sm text-muted">Track user interactions and analyze conversation data</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant={autoRefresh ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={autoRefresh}
            onClick={() => setAutoRefresh((on) => !on)}
          >
            {autoRefresh ? 'Auto-Refresh On' : 'Auto-Refresh Off'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void refresh()}
            disabled={loading}
            aria-busy={indicator.visible}
          >
            <RefreshCw aria-hidden="true" className={cn('h-4 w-4', indicator.visible && 'animate-spin')} />
            Refresh
          </Button>
          <p className="text-xs text-muted">
            {autoRefresh && <span>Auto-refreshing every 30s</span>}
            {overview.dataUpdatedAt > 0 && <span className="block">Updated {formatTime(overview.dataUpdatedAt)}</span>}
          </p>
        </div>
      </header>

      {loading ? (
        <DashboardSkeleton />
      ) : failed ? (
        <Card role="alert" className="text-center">
          <p className="font-semibold">The dashboard could not be loaded.</p>
          <p className="mt-1 text-sm text-muted">Please check your connection and try again.</p>
          <Button className="mt-3" variant="outline" onClick={() => void refresh()}>
            Try again
          </Button>
        </Card>
      ) : (
        overview.data &&
        sessions.data && (
          <>
            <section aria-label="Figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <StatCard
                label="Total Sessions"
                value={overview.data.totalSessions}
                icon={<MessagesSquare className="h-4 w-4" />}
              />
              <StatCard
                label="With Email"
                value={overview.data.sessionsWithEmail}
                note={`${conversionPercent(overview.data.sessionsWithEmail, overview.data.totalSessions)}% conversion`}
                icon={<Mail className="h-4 w-4" />}
              />
              <StatCard
                label="Completed"
                value={overview.data.completedSessions}
                icon={<CheckCircle2 className="h-4 w-4" />}
              />
              <StatCard
                label="Avg Messages"
                value={overview.data.averageMessageCount.toLocaleString('en-GB', { maximumFractionDigits: 1 })}
                icon={<BarChart3 className="h-4 w-4" />}
              />
            </section>

            <SessionsChart days={overview.data.sessionsPerDay} />

            <Card>
              <h2 className="mb-3 font-semibold text-ink">Top Question Categories</h2>
              {overview.data.topQuestionCategories.length === 0 ? (
                <p className="text-sm text-muted">No categories yet</p>
              ) : (
                <ol className="space-y-2">
                  {overview.data.topQuestionCategories.slice(0, TOP_CATEGORIES).map((c, i) => (
                    <li key={c.category} className="flex items-center gap-3 text-sm">
                      <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-sand text-xs font-semibold tabular-nums">
                        {i + 1}
                      </span>
                      <span
                        aria-hidden="true"
                        className={cn('h-2.5 w-2.5 shrink-0 rounded-full', categoryStyle(c.category).dot)}
                      />
                      <span className="min-w-0 flex-1 truncate first-letter:uppercase">
                        {categoryLabel(c.category)}
                      </span>
                      <span className="tabular-nums text-muted">{c.count}</span>
                    </li>
                  ))}
                </ol>
              )}
            </Card>

            <Card>
              <h2 id="recent-sessions-heading" className="mb-3 font-semibold text-ink">
                Recent Sessions
              </h2>
              {sessions.data.length === 0 ? (
                <p className="text-sm text-muted">No sessions yet</p>
              ) : (
                <div
                  role="region"
                  aria-labelledby="recent-sessions-heading"
                  tabIndex={0}
                  className="-mx-1 max-h-[30rem] overflow-y-auto px-1 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <ul className="space-y-2">
                    {sessions.data.slice(0, RECENT_SESSIONS).map((s) => (
                      <li key={s.id}>
                        <button
                          type="button"
                          onClick={() => setSelected(s)}
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
          </>
        )
      )}

      {/* Its own loading and failure: the shop's failed work shows whatever the Penny figures do. */}
      <FailedWorkPanel autoRefresh={autoRefresh} />

      <SessionDetailsDialog session={selected} onClose={() => setSelected(null)} />
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div className="space-y-5">
      <p role="status" className="text-sm text-muted">
        Loading Penny AI dashboard...
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[6.5rem]" />
        ))}
      </div>
      <Skeleton className="h-48" />
      <Skeleton className="h-64" />
    </div>
  );
}
