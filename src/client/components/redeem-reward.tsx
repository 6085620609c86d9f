// The Redeem button of a reward (COMMERCE §3) on the account's Discount codes tab (home's Rewards Store writes
// its own, reward-card.tsx, to keep `/` light). The confirmation dialog (Radix) loads on the first click.
import { lazy, Suspense, useState } from 'react';
import type { Reward } from '@shared/schemas/catalogue';
import { useAuth } from '@client/lib/auth';
import { Button } from './ui/button';

const RedeemDialog = lazy(() => import('./redeem-dialog'));

/** A reward the member can spend points on now: active and within their balance. */
const canRedeem = (reward: Reward, balance: number) =>
  reward.isActive && reward.pointsCost > 0 && reward.pointsCost <= balance;

/** Nothing unless the member can afford the reward now. */
export function RedeemButton({ reward, className }: { reward: Reward; className?: string }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user || (!open && !canRedeem(reward, user.rewardPoints))) return null;
  return (
    <>
      <Button size="sm" className={className} aria-label={`Redeem ${reward.name}`} onClick={() => setOpen(true)}>
        Redeem
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RedeemDialog reward={reward} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
