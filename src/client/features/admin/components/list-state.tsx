// The console's lists (Orders, Products) wait and fail the same way: two skeleton rows while the first page loads,
// then either the list or "… could not be loaded" with a Try again button.
import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';

export type ListQuery<T> = { isPending: boolean; data: T | undefined; refetch: () => unknown };

export function ListState<T>({
  query,
  title,
  rowClassName,
  children,
}: {
  query: ListQuery<T>;
  /** What the list holds, capitalised ("Orders"): the loading label and the failure's sentence. */
  title: string;
  /** The skeleton rows' height, close to a real row's so nothing jumps. */
  rowClassName: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label={`Loading ${title.toLowerCase()}`}>
        <Skeleton className={`${rowClassName} w-full`} />
        <Skeleton className={`${rowClassName} w-full`} />
      </div>
    );
  }
  // Past pending, no data means the first load failed; a failed refetch keeps showing the list it had.
  if (query.data === undefined) {
    return (
      <Card role="alert" className="text-center">
        <p className="font-semibold">{title} could not be loaded.</p>
        <Button className="mt-3" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  return children(query.data);
}
