import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';
import { categoryLabel, categoryStyle } from '../categories';

/** SPEC §4: completed gets the highlighted badge, any other status a secondary one. */
export function SessionStatusBadge({ status }: { status: string }) {
  return <Badge tone={status === 'completed' ? 'brand' : 'neutral'}>{status}</Badge>;
}

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium',
        categoryStyle(category).badge,
      )}
    >
      {categoryLabel(category)}
    </span>
  );
}
