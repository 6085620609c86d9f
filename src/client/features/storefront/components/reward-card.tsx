import { formatCount } from '@shared/money';
import type { Reward } from '@shared/schemas/catalogue';
import { Gift } from 'lucide-react';
import { RedeemButton } from '../../../components/redeem-reward';
import { Skeleton } from '../../../components/ui/skeleton';

/** A Rewards Store entry: what it is and what it costs in points, how far the member is from it, Redeem. */
export function RewardCard({ reward, balance }: { reward: Reward; balance: number }) {
  const short = reward.pointsCost - balance;
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
      <RedeemButton reward={reward} className="w-full" />
    </article>
  );
}

export function RewardCardSkeleton() {
  return <Skeleton className="h-[11.5rem] w-full rounded-2xl" />;
}
