// /console/dashboard, /admin/penny-ai-dashboard (SPEC §2; reached from the home, decision 0522): how customers use
// the Penny AI assistant, and (issue 28) the mails and jobs that failed for good.
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { AiSession } from '@shared/schemas/admin';
import { formatTime } from '@shared/dates';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useOverview, useSessions } from '../api';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { FailedWorkPanel } from '../components/failed-work';
import { PennyFigures } from '../components/penny-figures';
import { RecentSessions } from '../components/recent-sessions';
import { SessionDetailsDialog } from '../components/session-details';
import { SessionsChart } from '../components/sessions-chart';
import { SetupChecklist } from '../components/setup-checklist';
import { TopCategories } from '../components/top-categories';
import { useRefreshIndicator } from '../hooks/use-refresh-indicator';

export default function PennyDashboardPage() {
  useDocumentTitle('Penny AI Dashboard');
  return (
    <AdminShell>
      <div className="space-y-5">
        <SetupChecklist />
        <PennyDashboard />
      </div>
    </AdminShell>
  );
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
            <PennyFigures overview={overview.data} />
            <SessionsChart days={overview.data.sessionsPerDay} />
            <TopCategories categories={overview.data.topQuestionCategories} />
            <RecentSessions sessions={sessions.data} onSelect={setSelected} />
          </>
        )
      )}

      {/* Its own loading and failure: the shop's failed work shows whatever the Penny figures do. */}
      <FailedWorkPanel autoRefresh={autoRefresh} />

      <SessionDetailsDialog session={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
