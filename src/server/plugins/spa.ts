// Serves the built SPA: hashed assets cached for a year, images for a long time, index.html for every client
// route (never cached, so a deploy is picked up at once). Unknown /api/* paths stay JSON 404s.
// Files are sent brotli- or gzip-compressed from the copies the build wrote beside them (vite.config.ts), and the
// page's HTML names the chunks of the route it is for, so the browser fetches them at once (decision 0610).
// The service worker and the web app manifest are revalidated on every load: a new build reaches phones promptly.
// The public routes' HTML is rendered by React on the server (dist/ssr, decision 0617): the first screen with its
// data, for the visitor's session, which the browser then hydrates. Any other route gets the static shell.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { pictureSrcSet } from '@shared/pictures';
import { pickEncoding } from './compression';
import { frameworkAtLowPriority } from './framework-priority';
import {
  isServerRendered,
  preloadableImage,
  routeData,
  routeLead,
  routeModules,
  ROUTE_PAGES,
  type ViteManifest,
} from './route-hints';

/**
 * Whether a client route (src/client/app/router.tsx, listed in ROUTE_PAGES) matches `pathname`: anything else
 * is the app's 404 page, answered with status 404. Like wouter's matcher: any case, one trailing slash.
 */
const ROUTE_PATTERNS = ROUTE_PAGES.map((r) => new RegExp(r.pattern.source, 'i'));
export function knownRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return ROUTE_PATTERNS.some((pattern) => pattern.test(path));
}

/** dist/ssr/entry-server.js (src/client/entry-server.tsx). */
type Renderer = {
  render(
    url: string,
    read: (url: string) => Promise<{ json: unknown; header(name: string): string | undefined } | undefined>,
  ): Promise<{ html: string; state: string; errors: unknown[] }>;
};

const YEAR = 'public, max-age=31536000, immutable';
const IMAGE = 'public, max-age=2592000, stale-while-revalidate=86400';

/**
 * The route's HTML in each encoding: made once per route for the static shell (index.html changes only with a
 * deploy); a server-rendered page is made per request and compressed only in the encoding asked for.
 */
type Page = { identity: Buffer; br?: Buffer; gzip?: Buffer; etag: string; personal?: boolean };

async function spaPlugin(app: FastifyInstance, opts: { clientDir: string }) {
  const { clientDir } = opts;
  const indexPath = path.join(clientDir, 'index.html');
  const built = fs.existsSync(indexPath);

  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: true,
      // '/' is a client route too: it gets its hints from the handler below.
      index: false,
      cacheControl: false,
      etag: true,
      preCompressed: true,
      // Build metadata (.vite/manifest.json) is not for the public.
      allowedPath: (pathname) => !pathname.split('/').some((segment) => segment.startsWith('.')),
      setHeaders(res, filePath) {
        const rel = path
          .relative(clientDir, filePath)
          .split(path.sep)
          .join('/')
          .replace(/\.(br|gz)$/, '');
        if (rel.startsWith('assets/')) res.header('Cache-Control', YEAR);
        else if (rel.startsWith('images/')) res.header('Cache-Control', IMAGE);
        else if (rel === 'sw.js' || rel.endsWith('.html') || rel.endsWith('.webmanifest'))
          res.header('Cache-Control', 'no-cache');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }

  const html = built ? fs.readFileSync(indexPath, 'utf8') : '';
  const ssrEntry = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  const renderer: Promise<Renderer> | null =
    built && fs.existsSync(ssrEntry) ? import(pathToFileURL(ssrEntry).href) : null;
  renderer?.catch((error) => app.log.error({ err: error }, 'spa: the server renderer failed to load'));
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  const manifest: ViteManifest =
    built && fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : {};
  // One HTML per route chunks and data reads (product pages differ by their read), compressed once; bounded.
  const pages = new Map<string, Page>();
  // Each route's picture, kept as long as the catalogue answer it comes from (CATALOGUE_CACHE_SECONDS): reading
  // and parsing that answer again on every page load cost 0.2-0.6 ms of each HTML request. Bounded like `pages`.
  const leadImages = new Map<string, { image: string | undefined; until: number }>();
  /** The first screen's largest picture, read from the same (cached) public answer the page will ask for. */
  const leadImage = async (pathname: string, search: string): Promise<string | undefined> => {
    const lead = routeLead(pathname, search);
    if (!lead) return undefined;
    // Home and /search read the same list but show a different first picture: the route is part of the key.
    const key = `${pathname} ${lead.read}`;
    const now = Date.now();
    const known = leadImages.get(key);
    if (known && known.until > now) return known.image;
    const answer = await app.inject({ method: 'GET', url: lead.read });
    const image = answer.statusCode === 200 ? preloadableImage(lead.image(answer.json())) : undefined;
    if (app.config.catalogueCacheMs > 0) {
      if (leadImages.size >= 200) leadImages.clear();
      leadImages.set(key, { image, until: now + app.config.catalogueCacheMs });
    }
    return image;
  };
  /** The head's hints for a route: its chunks, its first reads (not when they come inside the page), its picture. */
  const hintsFor = (pathname: string, search: string, image: string | undefined, withData: boolean) => {
    const modules = routeModules(manifest, pathname);
    const data = withData ? routeData(pathname, search) : [];
    // An uploaded picture's widths and the <img>'s sizes (decision 0508): the browser picks the same width for both.
    const srcset = image ? pictureSrcSet(image) : undefined;
    const sizes = srcset ? routeLead(pathname, search)?.sizes : undefined;
    return { modules, data, image, imageSet: srcset && sizes ? { srcset, sizes } : undefined };
  };
  const headWith = (hints: ReturnType<typeof hintsFor>, shell = html) => {
    // Scripts first, then the reads: on HTTP/1.1's six connections the code is what the first paint needs most.
    // `as=fetch` with credentials is the very request the client's fetch() makes, so the browser hands the
    // preloaded answer over instead of asking twice.
    const links = [
      ...hints.modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...hints.data.map(
        (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url.replace(/&/g, '&amp;')}">`,
      ),
      // The <img> this matches has no crossorigin and, when it has a srcset, these very srcset and sizes: the
      // browser reuses this download.
      ...(hints.image
        ? [
            `<link rel="preload" as="image" fetchpriority="high" href="${hints.image}"` +
              (hints.imageSet ? ` imagesrcset="${hints.imageSet.srcset}" imagesizes="${hints.imageSet.sizes}">` : '>'),
          ]
        : []),
    ].join('\n    ');
    return links ? shell.replace('</head>', () => `    ${links}\n  </head>`) : shell;
  };
  // A server-rendered page's framework is needed to hydrate, not to paint: asked for at low priority (decision 0618).
  const renderedShell = frameworkAtLowPriority(html);
  const etagOf = (identity: Buffer) => `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;

  /** A server-rendered page: per visitor (their session, the catalogue now), so compressed quickly and not kept. */
  const renderedPage = async (request: FastifyRequest, pathname: string, search: string, image?: string) => {
    const { render } = await renderer!;
    const cookie = request.headers.cookie;
    const read = async (url: string) => {
      const answer = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      if (answer.statusCode !== 200) return undefined;
      const header = (name: string) => {
        const value = answer.headers[name.toLowerCase()];
        return value === undefined ? undefined : String(value);
      };
      return { json: answer.json(), header };
    };
    const url = search ? `${pathname}?${search}` : pathname;
    const rendered = await render(url, read);
    for (const error of rendered.errors) request.log.warn({ err: error }, 'spa: part of the page left to the browser');
    // A function, not a replacement string: `$&` or `$'` in a product text must stay as they are.
    const text = headWith(hintsFor(pathname, search, image, false), renderedShell).replace(
      '<div id="root"></div>',
      () => `<div id="root">${rendered.html}</div>\n    ${rendered.state}`,
    );
    const identity = Buffer.from(text);
    // Rendered for this visitor's session (their name, member prices): never for a shared cache.
    return { identity, etag: etagOf(identity), personal: true };
  };
  /** A page's body in an encoding: the stored copy, or (a rendered page) compressed now, quickly. */
  const encoded = (page: Page, encoding: 'br' | 'gzip'): Buffer =>
    page[encoding] ??
    (encoding === 'br'
      ? brotliCompressSync(page.identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(page.identity, { level: 6 }));

  const pageFor = (pathname: string, search: string, image: string | undefined): Page => {
    const hints = hintsFor(pathname, search, image, true);
    const { modules, data } = hints;
    const key = [...modules, ...data, image ?? ''].join(',');
    let page = pages.get(key);
    if (!page) {
      const identity = Buffer.from(headWith(hints));
      page = {
        identity,
        br: brotliCompressSync(identity),
        gzip: gzipSync(identity, { level: 9 }),
        etag: etagOf(identity),
      };
      if (pages.size >= 200) pages.clear();
      pages.set(key, page);
    }
    return page;
  };

  /**
   * 404 for a path no client route matches (the app shows '404 Page Not Found') and for a product or category
   * the API does not know (the page shows 'Product not found' / 'Category not found'): the same answer a
   * crawler or a link checker gets from the API. Those two reads are the page's own (catalogue cache).
   */
  const routeStatus = async (pathname: string): Promise<200 | 404> => {
    if (!knownRoute(pathname)) return 404;
    const subject = /^\/(product|category)\/([^/]+)\/?$/i.exec(pathname);
    if (!subject) return 200;
    const read = `/api/${subject[1].toLowerCase() === 'product' ? 'products' : 'categories'}/${subject[2]}`;
    const answer = await app.inject({ method: 'GET', url: read });
    return answer.statusCode === 404 || answer.statusCode === 400 ? 404 : 200;
  };

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const [url, search = ''] = request.url.split('?');
    if (!built) {
      return reply.status(503).type('text/plain').send('The app has not been built yet: run `npm run build`.');
    }
    const status = await routeStatus(url).catch(() => 200 as const);
    const image = await leadImage(url, search).catch(() => undefined);
    let page: Page | undefined;
    if (renderer && isServerRendered(url)) {
      // A render that fails (a bug in a screen) still leaves the shopper the client-rendered app.
      page = await renderedPage(request, url, search, image).catch((error) => {
        request.log.error({ err: error }, 'spa: server render failed; sending the client-rendered shell');
        return undefined;
      });
    }
    page ??= pageFor(url, search, image);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .header('Cache-Control', page.personal ? 'private, no-cache' : 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .header('ETag', page.etag)
      .type('text/html; charset=utf-8');
    if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.status(status).send(encoding ? encoded(page, encoding) : page.identity);
  };

  // '/' is asked for by name: left to the static files it is a directory (403 to a client without
  // Accept-Encoding, such as a link preview).
  app.get('/', { schema: { hide: true } }, sendApp);
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ message: 'Not found' });
    }
    // A missing file with an extension (a stale asset, a typo'd image) is a plain 404, not the app.
    if (/\.[a-z0-9]{2,5}$/i.test(url)) return reply.status(404).send({ message: 'Not found' });
    return sendApp(request, reply);
  });
}

export default fp(spaPlugin, { name: 'spa' });
