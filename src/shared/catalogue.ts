// The product list's filters and pages, one definition for the storefront's query URL (client), the reads the
// server hints with a page's HTML (route hints) and the SQL that applies them (server). Zod-free: the API's parsing
// of the query string is ProductsQuery in schemas/catalogue.ts.
export type ProductFilters = {
  featured?: boolean;
  new?: boolean;
  exclusive?: boolean;
  category?: string;
  search?: string;
};

/** Which part of a product list: `limit` products from `offset` (decision 0512). */
export type ListPage = { limit: number; offset: number };

/** Products per page of the search and category grids; the next page comes with "Show more" (0512). */
export const SHOP_PAGE_SIZE = 24;
/** Home's rows (SPEC §2): the first 3 featured products and the first 4 of the catalogue. */
export const HOME_FEATURED_COUNT = 3;
export const HOME_LATEST_COUNT = 4;

/**
 * '/api/products?featured=true&search=serum&limit=24' — the list's URL, as the client asks for it and the server
 * hints it. A first page has no offset, so the hinted URL and the client's are the same.
 */
export function productsUrl(filters: ProductFilters = {}, page?: Partial<ListPage>): string {
  const params = new URLSearchParams();
  if (filters.featured) params.set('featured', 'true');
  if (filters.new) params.set('new', 'true');
  if (filters.exclusive) params.set('exclusive', 'true');
  if (filters.category) params.set('category', filters.category);
  const search = filters.search?.trim();
  if (search) params.set('search', search);
  if (page?.limit) params.set('limit', String(page.limit));
  if (page?.offset) params.set('offset', String(page.offset));
  const query = params.toString();
  return query ? `/api/products?${query}` : '/api/products';
}
