// The Redeem button of a reward (COMMERCE §3), on home's Rewards Store and the account's Discount codes tab. The
// confirmation dialog (Radix) loads on the first click: the storefront's first screen does not pay for it.
import { lazy, Suspense, useState } from 'react';
import type { Reward } from '@shared/schemas/catalogue';
import { useAuth } from '../lib/auth';
import { canRedeem } from '../lib/rewards';
import { Button } from './ui/button';

const RedeemDialog = lazy(() => import('./redeem-dialog'));

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
