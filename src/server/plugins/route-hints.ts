// Which lazy page each client route renders (src/client/app/router.tsx), so the server can name that page's
// chunks in the HTML it sends (<link rel="modulepreload">): the browser then fetches them beside the entry
// script instead of after it has run (decision 0610). `npm run budget` reads the same table. A route missing here
// only loses its hint; a page file that no longer exists fails the unit test beside this file.
//
// The busiest storefront routes also name the public reads their first screen waits for (SPEC §7 query URLs,
// exactly as the client asks for them), preloaded with the HTML: the data is on its way while the scripts load.
// Their largest paint is a product picture (the first card, or the product's own), found in the route's product
// read by `lead`, so the HTML can preload that picture too instead of the browser finding it after data and render.
// An uploaded picture comes in several widths (decision 0508): the route also names the `sizes` its <img> has, so
// the preload asks for the very width the page will.

import { HOME_FEATURED_COUNT, HOME_LATEST_COUNT, productsUrl, SHOP_PAGE_SIZE } from '@shared/catalogue';
import { PICTURE_NAME, PICTURES_PATH, CARD_SIZES, PAGE_SIZES } from '@shared/pictures';

type ProductLike = { imageUrl?: unknown };

export type RoutePage = {
  pattern: RegExp;
  route: string;
  page: string;
  /** GET URLs the page's first render asks for, from the path's match and the query string. */
  data?: (match: RegExpExecArray, search: URLSearchParams) => string[];
  /** Finds the first screen's largest picture in the answer to the route's product read (its `/api/products…` URL). */
  lead?: (answer: unknown) => unknown;
  /** The `sizes` of that picture's <img> (CARD_SIZES, PAGE_SIZES… in @shared/pictures). */
  leadSizes?: string;
};

const p = (
  route: string,
  pattern: RegExp,
  page: string,
  data?: RoutePage['data'],
  lead?: RoutePage['lead'],
  leadSizes?: string,
): RoutePage => ({
  route,
  pattern,
  page: `src/client/${page}.tsx`,
  data,
  lead,
  leadSizes,
});

const firstCard = (answer: unknown) =>
  Array.isArray(answer) ? (answer[0] as ProductLike | undefined)?.imageUrl : undefined;
const ownPicture = (answer: unknown) => (answer as ProductLike | null)?.imageUrl;

/** The product list a /search URL shows first (search-url.ts): all, or one filter flag; typed text is not hinted. */
function searchData(search: URLSearchParams): string[] {
  const keys = [...search.keys()];
  const firstPage = { limit: SHOP_PAGE_SIZE };
  if (keys.length === 0) return [productsUrl({}, firstPage)];
  const [flag] = keys;
  if (keys.length === 1 && ['featured', 'new', 'exclusive'].includes(flag) && search.get(flag) === 'true')
    return [productsUrl({ [flag]: true }, firstPage)];
  return [];
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export const ROUTE_PAGES: RoutePage[] = [
  // Home waits for the session (RequireMember) and then asks for its rows: all in flight with the HTML. Its
  // first row, and largest picture, is the featured products.
  p(
    '/',
    /^\/$/,
    'features/catalogue/pages/home-page',
    () => [
      '/api/auth/me',
      productsUrl({ featured: true }, { limit: HOME_FEATURED_COUNT }),
      productsUrl({}, { limit: HOME_LATEST_COUNT }),
      '/api/categories',
      '/api/rewards',
    ],
    firstCard,
    CARD_SIZES,
  ),
  p('/auth', /^\/auth$/, 'features/auth/pages/auth-page'),
  p('/code-auth', /^\/code-auth$/, 'features/auth/pages/code-auth-page'),
  p('/verify-email', /^\/verify-email$/, 'features/auth/pages/verify-email-page'),
  p(
    '/product/{id}',
    /^\/product\/([^/]+)$/,
    'features/catalogue/pages/product-page',
    (m) => (ID.test(m[1]) ? [`/api/products/${m[1]}`] : []),
    ownPicture,
    PAGE_SIZES,
  ),
  p('/category/{slug}', /^\/category\/[^/]+$/, 'features/catalogue/pages/category-page'),
  p(
    '/search',
    /^\/search$/,
    'features/catalogue/pages/search-page',
    (_m, search) => searchData(search),
    firstCard,
    CARD_SIZES,
  ),
  p('/wishlist', /^\/wishlist$/, 'features/wishlist/pages/wishlist-page'),
  p('/profile', /^\/profile$/, 'features/profile/pages/profile-page'),
  p('/cart', /^\/cart$/, 'features/checkout/pages/cart-page'),
  p('/order/{id}/confirmation', /^\/order\/[^/]+\/confirmation$/, 'features/checkout/pages/order-confirmation-page'),
  p('/{legal page}', /^\/(terms|privacy|returns|delivery|contact)$/, 'features/legal/pages/legal-page', (m) => [
    `/api/pages/${m[1]}`,
  ]),
  p('/members/home', /^\/members\/home$/, 'features/members/pages/dashboard-page'),
  p('/members/routines', /^\/members\/routines$/, 'features/members/pages/routines-page'),
  p('/members/perks', /^\/members\/perks$/, 'features/members/pages/perks-page'),
  p('/members/events', /^\/members\/events$/, 'features/members/pages/events-page'),
  p('/members/help', /^\/members\/help$/, 'features/members/pages/help-page'),
  p('/members/ai-coach', /^\/members\/ai-coach$/, 'features/coach/pages/coach-page'),
  p('/members/account', /^\/members\/account$/, 'features/members/pages/account-page'),
  p('/chat', /^\/chat$/, 'features/coach/pages/chat-page'),
  p('/console/login', /^\/console\/login$/, 'features/admin/pages/login-page'),
  p('/console', /^\/console$/, 'features/admin/pages/home-page'),
  p('/console/dashboard', /^\/(console\/dashboard|admin\/penny-ai-dashboard)$/, 'features/admin/pages/dashboard-page'),
  p('/admin/customers', /^\/admin\/customers$/, 'features/admin/pages/customers-page'),
  p('/admin/customers/{id}', /^\/admin\/customers\/[^/]+$/, 'features/admin/pages/customer-page'),
  p('/admin/quiz-submissions', /^\/admin\/quiz-submissions$/, 'features/admin/pages/quiz-submissions-page'),
  p('/admin/orders', /^\/admin\/orders$/, 'features/admin/pages/orders-page'),
  p('/admin/orders/{id}', /^\/admin\/orders\/[^/]+$/, 'features/admin/pages/order-page'),
  p('/admin/returns', /^\/admin\/returns$/, 'features/admin/pages/returns-page'),
  p('/admin/reviews', /^\/admin\/reviews$/, 'features/admin/pages/reviews-page'),
  p('/admin/products', /^\/admin\/products$/, 'features/admin/pages/products-page'),
  p('/admin/products/import', /^\/admin\/products\/import$/, 'features/admin/pages/product-import-page'),
  p('/admin/products/{id}', /^\/admin\/products\/[^/]+$/, 'features/admin/pages/product-edit-page'),
  p('/admin/categories', /^\/admin\/categories$/, 'features/admin/pages/categories-page'),
  p('/admin/discounts', /^\/admin\/discounts$/, 'features/admin/pages/discounts-page'),
  p('/admin/rewards', /^\/admin\/rewards$/, 'features/admin/pages/rewards-page'),
  p('/admin/events', /^\/admin\/events$/, 'features/admin/pages/events-page'),
  p('/admin/faqs', /^\/admin\/faqs$/, 'features/admin/pages/faqs-page'),
  p('/admin/pages', /^\/admin\/pages$/, 'features/admin/pages/legal-pages-page'),
  p('/admin/team', /^\/admin\/team$/, 'features/admin/pages/team-page'),
  p('/admin/audit', /^\/admin\/audit$/, 'features/admin/pages/audit-page'),
  p('/console/invitation', /^\/console\/invitation$/, 'features/admin/pages/invitation-page'),
  p('/console/two-step', /^\/console\/two-step$/, 'features/admin/pages/two-step-page'),
  p('/admin', /^\/admin$/, 'features/admin/pages/admin-page'),
];

/**
 * Routes the server renders with react-dom/server (decision 0617): where shoppers land from outside. Their HTML
 * carries the first screen (and the data it shows), so it paints before any script has run.
 */
export const SERVER_RENDERED = [
  '/',
  '/auth',
  '/code-auth',
  '/product/{id}',
  '/category/{slug}',
  '/search',
  // The legal pages (decision 0241): linked from mails and search engines, read without a session.
  '/{legal page}',
];

/** Whether the server renders the page at `pathname`. */
export function isServerRendered(pathname: string): boolean {
  const route = ROUTE_PAGES.find((r) => r.pattern.test(pathname));
  return route !== undefined && SERVER_RENDERED.includes(route.route);
}

/** The storefront routes whose first load `npm run budget` gates and Lighthouse measures. */
export const GATED_ROUTES = ['/auth', '/', '/product/{id}', '/search'];

export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type ViteManifest = Record<string, ManifestChunk>;

/** A chunk's file, its static imports' files (recursively) and their CSS, in load order, without repeats. */
export function chunkClosure(manifest: ViteManifest, key: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) return;
    js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js, css };
}

/** The JS files the page at `pathname` needs beyond what index.html already loads. */
export function routeModules(manifest: ViteManifest, pathname: string): string[] {
  const match = ROUTE_PAGES.find((r) => r.pattern.test(pathname));
  if (!match || !manifest[match.page]) return [];
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const shell = new Set(entryKey ? chunkClosure(manifest, entryKey).js : []);
  return chunkClosure(manifest, match.page).js.filter((file) => !shell.has(file));
}

/** The read holding the page's largest picture (one of its data reads), and how to find the picture in its answer. */
export function routeLead(
  pathname: string,
  search: string,
): { read: string; image: (answer: unknown) => unknown; sizes?: string } | null {
  const route = ROUTE_PAGES.find((r) => r.pattern.test(pathname));
  const read = routeData(pathname, search).find((url) => url.startsWith('/api/products'));
  return route?.lead && read ? { read, image: route.lead, sizes: route.leadSizes } : null;
}

/**
 * A picture URL safe to name in the HTML: one of ours (/images/…, or an uploaded /pictures/<hash>-<width>.webp) or
 * an https address without quotes or markup.
 */
export function preloadableImage(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.length > 500) return undefined;
  if (/^\/images\/[\w./-]+$/.test(url) && !url.includes('..')) return url;
  if (url.startsWith(PICTURES_PATH) && PICTURE_NAME.test(url.slice(PICTURES_PATH.length))) return url;
  if (/^https:\/\/[^\s"'<>&]+$/.test(url)) return url;
  return undefined;
}

/** The API reads the page at `pathname` (with its query string) starts with. */
export function routeData(pathname: string, search: string): string[] {
  for (const route of ROUTE_PAGES) {
    const match = route.pattern.exec(pathname);
    if (match) return route.data?.(match, new URLSearchParams(search)) ?? [];
  }
  return [];
}
