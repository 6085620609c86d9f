import { cn } from '@client/lib/cn';
import { Card } from '@client/components/ui/card';
import type { AiOverview } from '@shared/schemas/admin';
import { categoryLabel, categoryStyle } from '../categories';
import { TOP_CATEGORIES } from '../figures';

/** What customers ask Penny about most, ranked. */
export function TopCategories({ categories }: { categories: AiOverview['topQuestionCategories'] }) {
  return (
    <Card>
      <h2 className="mb-3 font-semibold text-ink">Top Question Categories</h2>
      {categories.length === 0 ? (
        <p className="text-sm text-muted">No categories yet</p>
      ) : (
        <ol className="space-y-2">
          {categories.slice(0, TOP_CATEGORIES).map((c, i) => (
            <li key={c.category} className="flex items-center gap-3 text-sm">
              <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-sand text-xs font-semibold tabular-nums">
                {i + 1}
              </span>
              <span
                aria-hidden="true"
                className={cn('h-2.5 w-2.5 shrink-0 rounded-full', categoryStyle(c.category).dot)}
              />
              <span className="min-w-0 flex-1 truncate first-letter:uppercase">{categoryLabel(c.category)}</span>
              <span className="tabular-nums text-muted">{c.count}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
