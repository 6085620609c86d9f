// The catalogue's server state: query keys (SPEC §7: the key's segments joined by '/' are the URL) and the
// product, category and reward reads. Pages and components use these hooks, never fetch directly. The cart's
// calls are in hooks/use-cart.ts (several features use them), the wishlist's in features/wishlist/api.ts and
// checkout's (quote, placing, payment) in features/checkout/checkout-api.ts.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
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

/**
 * A grid's products a page at a time (decision 0512): the pages loaded so far, how many match in all (the
 * answer's X-Total-Count) and `showMore` for the next page. The key starts with the list's URL, so whatever
 * refreshes '/api/products…' (a console edit) refreshes this too.
 */
export function useProductPages(filters: ProductFilters, options: { keepPrevious?: boolean } = {}) {
  const pageOf = (products: Product[], totalHeader: string | null | undefined, offset: number): ProductPage => {
    const total = Number(totalHeader ?? Number.NaN);
    return { products, total: Number.isFinite(total) ? total : offset + products.length };
  };
  const firstPage = productsUrl(filters, { limit: SHOP_PAGE_SIZE });
  const query = useInfiniteQuery({
    queryKey: [productsUrl(filters), 'pages'],
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<ProductPage> => {
      const res = await apiRequest('GET', productsUrl(filters, { limit: SHOP_PAGE_SIZE, offset: pageParam }));
      return pageOf((await res.json()) as Product[], res.headers.get('X-Total-Count'), pageParam);
    },
    // The server's render reads the first page as the browser would (decision 0617).
    meta: {
      serverRead: {
        url: firstPage,
        data: (answer) => ({
          pages: [pageOf(answer.json as Product[], answer.header('X-Total-Count'), 0)],
          pageParams: [0],
        }),
      } satisfies ServerRead,
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.products.length, 0);
      return last.products.length > 0 && loaded < last.total ? loaded : undefined;
    },
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
  const pages = query.data?.pages;
  return {
    products: pages?.flatMap((page) => page.products),
    total: pages?.[pages.length - 1].total,
    isLoading: query.isLoading,
    isError: query.isError,
    isPlaceholderData: query.isPlaceholderData,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    /** A later page that failed: the grid keeps what it has and offers the button again. */
    moreFailed: query.isFetchNextPageError,
    showMore: () => void query.fetchNextPage(),
    refetch: () => void query.refetch(),
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
