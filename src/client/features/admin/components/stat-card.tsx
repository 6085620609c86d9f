import { useId, type ReactNode } from 'react';
import { Card } from '@client/components/ui/card';

/** One figure of the dashboard: label, value, optional note underneath. */
export function StatCard({
  label,
  value,
  note,
  icon,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  icon?: ReactNode;
}) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id} className="flex min-h-[6.5rem] flex-col justify-between p-3.5">
      <div className="flex items-start justify-between gap-2">
        <h2 id={id} className="text-xs font-medium uppercase tracking-wide text-muted">
          {label}
        </h2>
        {icon && (
          <span aria-hidden="true" className="text-brand">
            {icon}
          </span>
        )}
      </div>
      <div>
        <p className="text-2xl font-semibold tabular-nums text-ink">{value}</p>
        {note && <p className="text-xs text-muted">{note}</p>}
      </div>
    </Card>
  );
}
