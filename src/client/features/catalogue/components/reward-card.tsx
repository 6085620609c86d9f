import { formatCount } from '@shared/money';
import type { Reward } from '@shared/schemas/catalogue';
import { Gift } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';

// The confirmation dialog loads on the first click. The button is written here rather than shared with the
// Discount codes tab's (components/redeem-reward.tsx): a module shared by home and the account becomes its own
// chunk, and `/` is within half a kilobyte of its 100 kB first-load budget (decision 0611).
const RedeemDialog = lazy(() => import('@client/components/redeem-dialog'));

/** A Rewards Store entry: what it is and what it costs in points, how far the member is from it, Redeem. */
export function RewardCard({ reward, balance }: { reward: Reward; balance: number }) {
  const { user } = useAuth();
  const [redeeming, setRedeeming] = useState(false);
  const short = reward.pointsCost - balance;
  const affordable = Boolean(user) && reward.isActive && reward.pointsCost > 0 && short <= 0;
  return (
    <article className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-white p-4">
      <div className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Gift aria-hidden="true" className="h-4 w-4" />
      </div>
      <h3 className="text-sm font-semibold text-ink">{reward.name}</h3>
      <p className="line-clamp-3 text-xs text-muted">{reward.description}</p>
      <p className="mt-auto text-sm font-semibold text-brand">{formatCount(reward.pointsCost)} points</p>
      <p className="text-xs text-muted">
        {short <= 0 ? 'You have enough points' : `${formatCount(short)} more points to go`}
      </p>
      {(affordable || redeeming) && (
        <Button size="sm" className="w-full" aria-label={`Redeem ${reward.name}`} onClick={() => setRedeeming(true)}>
          Redeem
        </Button>
      )}
      {redeeming && (
        <Suspense fallback={null}>
          <RedeemDialog reward={reward} onClose={() => setRedeeming(false)} />
        </Suspense>
      )}
    </article>
  );
}

export function RewardCardSkeleton() {
  return <Skeleton className="h-[11.5rem] w-full rounded-2xl" />;
}
