// Sessions started per day over the last 14 days: plain bars (no chart library, so it costs the console chunk
// almost nothing), with the same figures as a table for screen readers.
import type { DayCount } from '@shared/schemas/admin';
import { Card } from '@client/components/ui/card';

export function SessionsChart({ days }: { days: DayCount[] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);
  return (
    <Card>
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="font-semibold text-ink">Sessions per day</h2>
        <p className="text-xs text-muted">
          {total} in the last {days.length} days
        </p>
      </div>
      <div aria-hidden="true" className="mt-4">
        <div className="flex h-28 items-end gap-1 border-b border-line">
          {days.map((d) => (
            <div
              key={d.date}
              className="flex h-full flex-1 flex-col items-center justify-end"
              title={`${d.label}: ${d.count}`}
            >
              {d.count > 0 && <span className="mb-0.5 text-[0.625rem] tabular-nums text-muted">{d.count}</span>}
              <div
                className="w-full rounded-t bg-brand/80"
                style={{ height: `${(d.count / max) * 80}%`, minHeight: d.count > 0 ? 3 : 0 }}
              />
            </div>
          ))}
        </div>
        <div className="mt-1 flex gap-1">
          {days.map((d, i) => (
            <span key={d.date} className="flex-1 whitespace-nowrap text-center text-[0.625rem] text-muted">
              {labelled.has(i) ? d.label : ''}
            </span>
          ))}
        </div>
      </div>
      <table className="sr-only">
        <caption>Sessions per day over the last {days.length} days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Sessions</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <td>{d.label}</td>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
