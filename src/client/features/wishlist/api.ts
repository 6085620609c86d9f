// The member's wishlist as server state: the list and saving or removing a product (the cached list changes at
// once and is put back if the server refuses).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WishlistItem } from '@shared/schemas/wishlist';
import { apiJson } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';

// ── Wishlist ──────────────────────────────────────────────────────────────────────────────────────────────
export const wishlistKey = (userId: string) => ['/api/wishlist', userId] as const;

export function useWishlist() {
  const { user } = useAuth();
  return useQuery<WishlistItem[]>({ queryKey: wishlistKey(user?.id ?? ''), enabled: Boolean(user) });
}

export function useToggleWishlist() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = wishlistKey(user?.id ?? '');
  return useMutation({
    mutationFn: ({ productId, saved }: { productId: string; saved: boolean }) =>
      saved
        ? apiJson('DELETE', `/api/wishlist/${user!.id}/${productId}`)
        : apiJson<WishlistItem>('POST', '/api/wishlist', { userId: user!.id, productId }),
    onMutate: async ({ productId, saved }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WishlistItem[]>(key);
      if (saved)
        queryClient.setQueryData<WishlistItem[]>(key, (list = []) => list.filter((w) => w.productId !== productId));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
