import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { DEFAULT_DELIVERY } from '@shared/delivery';
import type { CartCode } from '@shared/schemas/cart';
import { apiJson } from '@client/lib/api';

/**
 * The code and the delivery kept with the cart on the account (decisions 0252, 0253): every quote keeps the delivery
 * it was asked with, and the code when it accepts one.
 */
export const cartCodeKey = (userId: string) => ['/api/cart', userId, 'code'] as const;
const cartCodeUrl = (userId: string) => `/api/cart/${encodeURIComponent(userId)}/code`;

/**
 * The applied discount code, kept with the member's cart on the server, so it follows them to another browser. A
 * kept code is quoted again on load; if it is no longer usable it is dropped and `dropped` says which and why.
 * `ready`: the kept code is known (the first quote waits for it, so the figures do not change under the shopper).
 */
export function useAppliedCode(userId: string) {
  const queryClient = useQueryClient();
  const kept = useQuery({
    queryKey: cartCodeKey(userId),
    queryFn: () => apiJson<CartCode>('GET', cartCodeUrl(userId)),
    enabled: userId !== '',
    staleTime: 0,
  });
  const code = kept.data?.discountCode ?? '';
  // The code this screen applied or saw accepted; any other kept code is "restored" until a quote settles it.
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [dropped, setDropped] = useState<{ code: string; reason: string } | null>(null);
  const keep = useCallback(
    (next: string) => {
      setConfirmed(next);
      queryClient.setQueryData<CartCode>(cartCodeKey(userId), (kept) => ({
        delivery: kept?.delivery ?? DEFAULT_DELIVERY,
        discountCode: next || null,
      }));
      // Applying was kept by the quote that accepted it; removing is said to the server here.
      if (!next && userId) {
        apiJson<CartCode>('DELETE', cartCodeUrl(userId)).catch(() =>
          queryClient.invalidateQueries({ queryKey: cartCodeKey(userId) }),
        );
      }
    },
    [queryClient, userId],
  );
  const apply = useCallback(
    (next: string) => {
      keep(next);
      setDropped(null);
    },
    [keep],
  );
  const drop = useCallback(
    (reason: string) => {
      setDropped({ code, reason });
      keep('');
    },
    [code, keep],
  );
  const settled = useCallback(() => setConfirmed(code), [code]);
  const restored = code !== '' && code !== confirmed;
  const ready = userId === '' || kept.isSuccess || kept.isError;
  /** The delivery chosen last time, in this browser or another (decision 0253). */
  const keptDelivery = kept.data?.delivery ?? DEFAULT_DELIVERY;
  return { code, restored, ready, dropped, apply, drop, settled, keptDelivery };
}
