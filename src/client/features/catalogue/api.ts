// The catalogue's server state: query keys (SPEC §7: the key's segments joined by '/' are the URL) and the
// product, category and reward reads. Pages and components use these hooks, never fetch directly. The cart's
// calls are in hooks/use-cart.ts (several features use them), the wishlist's in features/wishlist/api.ts and
// checkout's (quote, placing, payment) in features/checkout/checkout-api.ts.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductFilters } from '@shared/catalogue';
import { toDecimal, unitPricePence } from '@shared/money';
import type { Category, Product, Reward } from '@shared/schemas/catalogue';
import type { User } from '@shared/schemas/user';

// ── Catalogue ─────────────────────────────────────────────────────────────────────────────────────────────

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
