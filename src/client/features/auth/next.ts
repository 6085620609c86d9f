// Sign-in that returns where the shopper was (decision 0105): /auth?next=/product/slug and /code-auth?next=…
// go back to `next` after signing in. Only a path on this site is followed; anything else gets the usual place.

/** Where a successful sign-in goes when there is no usable `next` (SPEC §2). */
export const DEFAULT_DESTINATION = '/members/home';
const MAX_LENGTH = 2000;

/**
 * `raw` when it is a same-site relative path: one leading '/', never '//' or '/\' (both mean another host to a
 * browser), no scheme, no control characters or whitespace, not one of the sign-in screens. Otherwise null.
 */
export function safeNext(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u0020\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'https://same.site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://same.site.invalid') return null;
  if (url.pathname === '/auth' || url.pathname === '/code-auth') return null;
  return url.pathname + url.search + url.hash;
}

/** The `next` of a query string (wouter's useSearch(), without '?'), already made safe. */
export function nextFromSearch(search: string): string | null {
  return safeNext(new URLSearchParams(search).get('next'));
}

/** `/auth` or `/code-auth` carrying the same `next` along. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
