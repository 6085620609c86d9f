// Confirm, redeem, then show the member their new code (or voucher) with a copy button. Loaded on the first click
// of a Redeem button, with the redeem call, so neither weighs on the storefront's first load.
import { formatShortDate } from '@shared/dates';
import { formatCount } from '@shared/money';
import type { Reward } from '@shared/schemas/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberCode, Redemption } from '@shared/schemas/rewards';
import { apiJson, serverMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
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

/** POST /api/rewards/{id}/redeem; the new balance goes to the stored member record, which every screen reads. */
function useRedeemReward() {
  const { user, updateUser } = useAuth();
  const queryClient = useQueryClient();
  // The Discount codes tab's query (members feature): its key is its URL.
  const myCodes = ['/api/my-codes', user?.id ?? ''];
  return useMutation({
    mutationFn: (rewardId: string) =>
      apiJson<Redemption>('POST', `/api/rewards/${encodeURIComponent(rewardId)}/redeem`),
    onSuccess: (redemption) => {
      updateUser({ rewardPoints: redemption.rewardPoints });
      queryClient.setQueryData<MemberCode[]>(myCodes, (list) => (list ? [redemption.code, ...list] : list));
      void queryClient.invalidateQueries({ queryKey: myCodes });
      // The members dashboard and anything else about this member.
      void queryClient.invalidateQueries({ queryKey: ['/api/user', user?.id ?? ''] });
    },
    // Too few points (spent in another tab): bring the balance shown in line with the server's.
    onError: () =>
      apiJson<{ user: { rewardPoints: number } | null }>('GET', '/api/auth/me')
        .then(({ user: fresh }) => fresh && updateUser({ rewardPoints: fresh.rewardPoints }))
        .catch(() => {}),
  });
}
