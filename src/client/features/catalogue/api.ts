// The catalogue's server state: query keys (SPEC §7: the key's segments joined by '/' are the URL) and the
// product, category and reward reads. Pages and components use these hooks, never fetch directly. The cart's
// calls are in hooks/use-cart.ts (several features use them), the wishlist's in features/wishlist/api.ts and
// checkout's (quote, placing, payment) in features/checkout/checkout-api.ts.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { productsUrl, SHOP_PAGE_SIZE, type ProductFilters } from '@shared/catalogue';
import { toDecimal, unitPricePence } from '@shared/money';
import type { Category, Product, Reward } from '@shared/schemas/catalogue';
import type { User } from '@shared/schemas/user';
import { apiRequest } from '@client/lib/api';
import type { ServerRead } from '@client/lib/hydration';

// ── Catalogue ─────────────────────────────────────────────────────────────────────────────────────────────

export { productsUrl };

/** The first `limit` products of a list (home's rows): one key segment, so the default query function GETs it. */
export function useProducts(filters: ProductFilters, limit: number) {
  return useQuery<Product[]>({ queryKey: [productsUrl(filters, { limit })] });
}

type ProductPage = { products: Product[]; total: number };

const pageOf = (products: Product[], totalHeader: string | null | undefined, offset: number): ProductPage => {
  const total = Number(totalHeader ?? Number.NaN);
  return { products, total: Number.isFinite(total) ? total : offset + products.length };
};

async function fetchProductPage(filters: ProductFilters, offset: number): Promise<ProductPage> {
  const res = await apiRequest('GET', productsUrl(filters, { limit: SHOP_PAGE_SIZE, offset }));
  return pageOf((await res.json()) as Product[], res.headers.get('X-Total-Count'), offset);
}

type LaterPages = { url: string; products: Product[]; total?: number; loading: boolean; failed: boolean };

/**
 * A grid's products a page at a time (decision 0512): the pages loaded so far, how many match in all (the
 * answer's X-Total-Count) and `showMore` for the next page. The first page is a query whose key starts with the
 * list's URL, so whatever refreshes '/api/products…' (a console edit) refreshes it; later pages are fetched through
 * the same cache and kept with the grid until its filters change. (Not TanStack's infinite query: its observer would
 * ride in every page's first-load JavaScript, decision 0611.)
 */
export function useProductPages(filters: ProductFilters, options: { keepPrevious?: boolean } = {}) {
  const url = productsUrl(filters);
  const queryClient = useQueryClient();
  const first = useQuery({
    queryKey: [url, 'page'],
    queryFn: () => fetchProductPage(filters, 0),
    // The server's render reads the first page as the browser would (decision 0617).
    meta: {
      serverRead: {
        url: productsUrl(filters, { limit: SHOP_PAGE_SIZE }),
        data: (answer) => pageOf(answer.json as Product[], answer.header('X-Total-Count'), 0),
      } satisfies ServerRead,
    },
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
  const [later, setLater] = useState<LaterPages>({ url, products: [], loading: false, failed: false });
  const mine = later.url === url && !first.isPlaceholderData ? later : null;
  const products = first.data && [...first.data.products, ...(mine?.products ?? [])];
  const total = mine?.total ?? first.data?.total;

  const showMore = () => {
    if (!products || mine?.loading) return;
    const offset = products.length;
    const kept = mine?.products ?? [];
    setLater({ url, products: kept, total: mine?.total, loading: true, failed: false });
    queryClient.fetchQuery({ queryKey: [url, 'page', offset], queryFn: () => fetchProductPage(filters, offset) }).then(
      (page) =>
        setLater((s) =>
          s.url === url
            ? { url, products: [...kept, ...page.products], total: page.total, loading: false, failed: false }
            : s,
        ),
      () => setLater((s) => (s.url === url ? { ...s, loading: false, failed: true } : s)),
    );
  };
  return {
    products,
    total,
    isLoading: first.isLoading,
    isError: first.isError,
    isPlaceholderData: first.isPlaceholderData,
    hasMore: products !== undefined && total !== undefined && products.length < total,
    isLoadingMore: mine?.loading ?? false,
    /** A later page that failed: the grid keeps what it has and offers the button again. */
    moreFailed: mine?.failed ?? false,
    showMore,
    refetch: () => void first.refetch(),
  };
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
