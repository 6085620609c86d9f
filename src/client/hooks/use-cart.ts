// The member's cart as server state, shared by the storefront's features: the header's count, adding from a
// product or the wishlist, and the cart screen's changes. Checkout's calls (quote, placing) are in
// features/checkout/checkout-api.ts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '@shared/schemas/cart';
import { apiJson } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';

// ── Cart ──────────────────────────────────────────────────────────────────────────────────────────────────
export const cartKey = (userId: string) => ['/api/cart', userId] as const;

export function useCart() {
  const { user } = useAuth();
  return useQuery<CartItem[]>({ queryKey: cartKey(user?.id ?? ''), enabled: Boolean(user) });
}

/** The badge on the cart button: how many items (not lines) are in the cart. */
export function useCartCount(): number {
  const { data } = useCart();
  return data?.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
}

export function useAddToCart() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: string; quantity: number }) =>
      apiJson<CartItem>('POST', '/api/cart', { userId: user!.id, productId, quantity }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKey(user!.id) }),
  });
}

/**
 * Sets a line's quantity. SPEC §4: 0 or less removes the line — the API only takes 1–99, so that becomes a
 * DELETE (decision 0200). The cached cart changes at once and is put back if the server refuses.
 */
export function useSetCartQuantity() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = cartKey(user?.id ?? '');
  return useMutation({
    mutationFn: ({ item, quantity }: { item: CartItem; quantity: number }) =>
      quantity <= 0
        ? apiJson('DELETE', `/api/cart/${item.id}`)
        : apiJson<CartItem>('PATCH', `/api/cart/${item.id}`, { quantity }),
    onMutate: async ({ item, quantity }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CartItem[]>(key);
      queryClient.setQueryData<CartItem[]>(key, (cart = []) =>
        quantity <= 0
          ? cart.filter((c) => c.id !== item.id)
          : cart.map((c) => (c.id === item.id ? { ...c, quantity } : c)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
