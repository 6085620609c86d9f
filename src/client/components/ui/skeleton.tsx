import { cn } from '@client/lib/cn';

/** A placeholder block of the final content's size, so nothing jumps when data arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-sand', className)} />;
}

/** What a lazily loaded screen shows while its code arrives. */
export function PageSkeleton() {
  return (
    <div className="space-y-4 p-4" role="status" aria-label="Loading">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
