import { BarChart3, CheckCircle2, Mail, MessagesSquare } from 'lucide-react';
import type { AiOverview } from '@shared/schemas/admin';
import { conversionPercent } from '../figures';
import { StatCard } from './stat-card';

/** The four headline figures of the assistant's use. */
export function PennyFigures({ overview }: { overview: AiOverview }) {
  return (
    <section aria-label="Figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Total Sessions" value={overview.totalSessions} icon={<MessagesSquare className="h-4 w-4" />} />
      <StatCard
        label="With Email"
        value={overview.sessionsWithEmail}
        note={`${conversionPercent(overview.sessionsWithEmail, overview.totalSessions)}% conversion`}
        icon={<Mail className="h-4 w-4" />}
      />
      <StatCard label="Completed" value={overview.completedSessions} icon={<CheckCircle2 className="h-4 w-4" />} />
      <StatCard
        label="Avg Messages"
        value={overview.averageMessageCount.toLocaleString('en-GB', { maximumFractionDigits: 1 })}
        icon={<BarChart3 className="h-4 w-4" />}
      />
    </section>
  );
}
