// The storefront's server state: query keys (SPEC §7: the key's segments joined by '/' are the URL) and the
// catalogue, cart and wishlist calls. Pages and components use these hooks, never fetch directly. Checkout's
// calls (quote, placing, payment) are in checkout-api.ts: only the cart and confirmation screens load them.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toDecimal, unitPricePence } from '@shared/money';
import type { CartItem } from '@shared/schemas/cart';
import type { Category, Product, Reward } from '@shared/schemas/catalogue';
import type { User } from '@shared/schemas/user';
import type { WishlistItem } from '@shared/schemas/wishlist';
import { apiJson } from '../../lib/api';
import { useAuth } from '../../lib/auth';

// ── Catalogue ─────────────────────────────────────────────────────────────────────────────────────────────
export type ProductFilters = {
  featured?: boolean;
  new?: boolean;
  exclusive?: boolean;
  category?: string;
  search?: string;
};

/** '/api/products?featured=true&search=serum' — one key segment, so the default query function GETs it as is. */
export function productsUrl(filters: ProductFilters = {}): string {
  const params = new URLSearchParams();
  if (filters.featured) params.set('featured', 'true');
  if (filters.new) params.set('new', 'true');
  if (filters.exclusive) params.set('exclusive', 'true');
  if (filters.category) params.set('category', filters.category);
  const search = filters.search?.trim();
  if (search) params.set('search', search);
  const query = params.toString();
  return query ? `/api/products?${query}` : '/api/products';
}

export function useProducts(filters: ProductFilters = {}, options: { keepPrevious?: boolean } = {}) {
  return useQuery<Product[]>({
    queryKey: [productsUrl(filters)],
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}

export const useProduct = (id: string) => useQuery<Product>({ queryKey: ['/api/products', id] });
export const useCategories = () => useQuery<Category[]>({ queryKey: ['/api/categories'] });
export const useCategory = (slug: string) => useQuery<Category>({ queryKey: ['/api/categories', slug] });
export const useRewards = () => useQuery<Reward[]>({ queryKey: ['/api/rewards'] });

// ── Pricing for the signed-in member (SPEC §6) ───────────────────────────────────────────────────────────
/** The tier a price is computed for; a visitor pays the normal price like bronze. */
export const pricingTier = (user: User | null) => user?.membershipTier ?? 'bronze';

/** The unit price this member pays, as the API's decimal string. */
export const unitPrice = (product: Pick<Product, 'price' | 'memberPrice'>, tier: string) =>
  toDecimal(unitPricePence(product, tier));

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
