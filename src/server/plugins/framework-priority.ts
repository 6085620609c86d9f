// A server-rendered page asks for React at low priority (decision 0618). Its first screen is in the HTML (0617), so
// the framework the built index.html preloads (React, the router, TanStack Query: 88 kB gz) is needed to hydrate,
// not to paint: at low priority it no longer competes with the HTML and the lead picture for a slow connection, and
// Lighthouse's FCP model no longer counts its download (it counts every `High` script that finished before the
// observed first paint, which on localhost it often did: FCP ~2 s instead of ~1 s by a race). The page's entry and
// its route chunks keep their priority: small, and what hydration waits for after the framework.

/** `html` (the built index.html) with its module preloads asked for at low priority. */
export function frameworkAtLowPriority(html: string): string {
  return html.replace(
    /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g,
    (_tag, href: string) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`,
  );
}
