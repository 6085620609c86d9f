// Confirm, redeem, then show the member their new code (or voucher) with a copy button.
import { formatShortDate } from '@shared/dates';
import { formatCount } from '@shared/money';
import type { Reward } from '@shared/schemas/catalogue';
import { serverMessage } from '../lib/api';
import { useAuth } from '../lib/auth';
import { useRedeemReward } from '../lib/rewards';
import { CodeChip, CopyCodeButton } from './copy-code';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';

export default function RedeemDialog({ reward, onClose }: { reward: Reward; onClose(): void }) {
  const { user } = useAuth();
  const redeem = useRedeemReward();
  const issued = redeem.data?.code;
  const balance = user?.rewardPoints ?? 0;
  const voucher = issued ? issued.discountType === null : false;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !redeem.isPending && onClose()}
      title={issued ? (voucher ? 'Your voucher is ready' : 'Your code is ready') : `Redeem ${reward.name}?`}
      description={
        issued
          ? undefined
          : `This spends ${formatCount(reward.pointsCost)} of your ${formatCount(balance)} points; you will have ${formatCount(balance - reward.pointsCost)} left.`
      }
      className="max-w-md"
    >
      {issued ? (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CodeChip code={issued.code} />
            <CopyCodeButton code={issued.code} />
          </div>
          <p className="text-sm text-muted">
            {voucher
              ? 'Enter it as your discount code at checkout and we will add your reward to that order.'
              : 'Enter it as your discount code at checkout. It works once, for you only.'}{' '}
            {issued.validUntil ? `Use it by ${formatShortDate(issued.validUntil)}. ` : ''}
            You will find it on your account’s Discount codes tab.
          </p>
          <p role="status" className="text-sm text-ink">
            You have {formatCount(redeem.data!.rewardPoints)} points left.
          </p>
          <Button className="w-full" onClick={onClose}>
            Done
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          {redeem.isError && (
            <p role="alert" className="text-sm text-danger">
              {serverMessage(redeem.error, 'The reward could not be redeemed. Please try again.')}
            </p>
          )}
          <div className="flex gap-2">
            <Button variant="outline" className="flex-1" onClick={onClose} disabled={redeem.isPending}>
              Cancel
            </Button>
            <Button className="flex-1" onClick={() => redeem.mutate(reward.id)} disabled={redeem.isPending}>
              {redeem.isPending ? 'Redeeming…' : `Redeem for ${formatCount(reward.pointsCost)} points`}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
