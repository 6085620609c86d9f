// Points redemption (COMMERCE §3), shared by the storefront's Rewards Store and the members area's Discount codes
// tab: the member's issued codes (the key is the URL) and the redeem call, which updates the balance everywhere.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberCode, Redemption } from '@shared/schemas/rewards';
import { apiJson } from './api';
import { useAuth } from './auth';

export const myCodesKey = (userId: string) => ['/api/my-codes', userId] as const;

export function useMyCodes() {
  const { user } = useAuth();
  return useQuery<MemberCode[]>({ queryKey: myCodesKey(user?.id ?? ''), enabled: Boolean(user) });
}

/** A reward the member can spend points on now: active and within their balance. */
export const canRedeem = (reward: { pointsCost: number; isActive: boolean }, balance: number) =>
  reward.isActive && reward.pointsCost > 0 && reward.pointsCost <= balance;

export function useRedeemReward() {
  const { user, updateUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: string) =>
      apiJson<Redemption>('POST', `/api/rewards/${encodeURIComponent(rewardId)}/redeem`),
    onSuccess: (redemption) => {
      // The header, home, profile and account all read the stored member record.
      updateUser({ rewardPoints: redemption.rewardPoints });
      const key = myCodesKey(user!.id);
      queryClient.setQueryData<MemberCode[]>(key, (list) => (list ? [redemption.code, ...list] : list));
      void queryClient.invalidateQueries({ queryKey: key });
      // The dashboard and anything else keyed by the member's balance.
      void queryClient.invalidateQueries({ queryKey: ['/api/user', user!.id] });
    },
    // Too few points (another tab spent them): bring the balance in line with the server's.
    onError: () =>
      apiJson<{ user: { rewardPoints: number } | null }>('GET', '/api/auth/me')
        .then(({ user: fresh }) => fresh && updateUser({ rewardPoints: fresh.rewardPoints }))
        .catch(() => {}),
  });
}
