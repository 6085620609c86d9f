// The account tabs' loading state: two card-sized skeletons, announced by a label.
import { Skeleton } from '@client/components/ui/skeleton';

export function ListSkeleton({ label, height = 'h-32' }: { label: string; height?: string }) {
  return (
    <div className="space-y-3" role="status" aria-label={label}>
      {[0, 1].map((i) => (
        <Skeleton key={i} className={`${height} w-full rounded-2xl`} />
      ))}
    </div>
  );
}
