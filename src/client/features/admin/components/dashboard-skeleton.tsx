import { Skeleton } from '@client/components/ui/skeleton';

export function DashboardSkeleton() {
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
