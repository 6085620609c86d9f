// A server-rendered page's scripts wait for its first paint (decision 0618): the built index.html's entry script
// and module preloads are taken out of the page and named instead in a JSON data block that public/boot.js, a
// small deferred script, turns back into the same <link rel="modulepreload"> and <script type="module"> once the
// browser has painted. The client-rendered pages keep index.html's tags: they have nothing to show before the app.

/** The element public/boot.js reads. */
export const APP_ELEMENT_ID = 'sc-app';

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;

/**
 * `html` (the built index.html) with its entry and module preloads replaced by boot.js and the data block naming
 * them, the route's own chunks (`routeModules`, paths without the leading slash) after them. Unchanged when the
 * page has no entry script (a build without one).
 */
export function scriptsAfterFirstPaint(html: string, routeModules: string[]): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const modules = [...new Set([...preloads, ...routeModules.map((file) => `/${file}`)])];
  // `<` escaped: no file name can close the element (they are build output, but the rule costs nothing).
  const json = JSON.stringify({ entry, modules }).replace(/</g, '\\u003c');
  return html
    .replace(PRELOAD, '')
    .replace(ENTRY, () => '<script defer src="/boot.js"></script>\n    ')
    .replace('</head>', () => `  <script type="application/json" id="${APP_ELEMENT_ID}">${json}</script>\n  </head>`);
}
