import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { HOME_FEATURED_COUNT, HOME_LATEST_COUNT, productsUrl, SHOP_PAGE_SIZE } from './src/shared/catalogue';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), inlineCss(), preloadEntryImports(), pwa()],
  resolve: {
    alias: [
      { find: '@shared', replacement: path.resolve(import.meta.dirname, 'src/shared') },
      { find: '@client', replacement: path.resolve(import.meta.dirname, 'src/client') },
      // React 19 has useSyncExternalStore: wouter's pre-18 shim is not needed (decision 0611).
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.resolve(import.meta.dirname, 'src/client/lib/use-sync-external-store.ts'),
      },
    ],
  },
  publicDir: 'public',
  // `vite build --ssr src/client/entry-server.tsx` (npm run build:ssr): the server's render of the public routes
  // (decision 0617), one self-contained module tree under dist/ssr. Bundling its libraries (React, react-dom/server,
  // wouter, TanStack Query…) keeps them out of the server's run-time dependencies.
  ssr: { noExternal: true },
  // React's production build on the server too, whatever NODE_ENV the server runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, sourcemap: false, target: 'node24', copyPublicDir: false, minify: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: false,
        target: 'es2022',
        assetsInlineLimit: 0,
        // .vite/manifest.json: which chunks each lazy page needs — read by the server (route preload hints), the
        // service worker's precache list and `npm run budget`. The server does not serve it.
        manifest: true,
        // Every browser the shop supports knows <link rel=modulepreload>; the polyfill only cost first-load bytes.
        // No preload helper in the first load (decision 0611): the server names a route's chunks in the first
        // answer (route hints), the stylesheet is inlined, and a later screen's shared chunks are already loaded.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // Few, well-filled chunks instead of rolldown's default of one chunk per shared module (a first visit to /
            // fetched 20 files, most under 1 kB; Lighthouse's slow-4G HTTP/1.1 model pays a round trip per six): now
            // about six (decision 0611). Higher priority claims a module first; minShareCount 2 leaves a module used by
            // one page inside that page's chunk.
            codeSplitting: {
              includeDependenciesRecursively: true,
              groups: [
                {
                  // What every screen needs: React, the router, TanStack Query, the app shell and what it imports.
                  name: 'framework',
                  priority: 3,
                  test: (id: string) =>
                    /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|@tanstack[\\/](query-core|react-query))[\\/]/.test(
                      id,
                    ) ||
                    (/src[\\/]client[\\/](lib|app)[\\/]/.test(id) &&
                      !/not-found|offline-notice|console-routes/.test(id)),
                },
                {
                  // Shared primitives (not the Radix-based dialog and tabs: only the members area and the console use
                  // them). Icons are not grouped: each goes with the screens that show it, so the shop's first screens
                  // do not load the console's and the members area's icons (decision 0611).
                  name: 'ui',
                  priority: 2,
                  minShareCount: 2,
                  test: (id: string) => /src[\\/]client[\\/]components[\\/]ui/.test(id) && !/dialog|tabs/.test(id),
                },
                {
                  // The storefront's components and hooks (the catalogue, checkout, wishlist and profile features and
                  // what they share: components/shop, hooks/use-cart), less the checkout form (zod and
                  // react-hook-form: cart only) and checkout's calls (cart and confirmation screens only).
                  name: 'storefront',
                  priority: 1,
                  minShareCount: 2,
                  test: (id: string) =>
                    /src[\\/]client[\\/](components[\\/]shop[\\/]|hooks[\\/]use-cart|features[\\/](catalogue|checkout|wishlist|profile)[\\/](components[\\/]|api\.|search-url))|src[\\/]shared[\\/](money|dates|orders|cart)/.test(
                      id,
                    ) && !/address-form/.test(id),
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
}));

// ── After the build has been written (decisions 0610, 0612) ─────────────────────────────────────────────────
//   - sw.js gets `self.__SC_BUILD__ = { version, precache }`: the shell (index.html, entry, preloads, CSS), the
//     storefront's and sign-in's route chunks, lazily loaded libraries of the shell (sonner) and an icon. The
//     version hashes the worker's source and every precached file: a build that changes any of them is a new worker.
//   - every text file of 1 kB or more gets .br and .gz copies, which the server sends as they are (spa.ts).
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
const PUBLIC_PRECACHE = ['/index.html', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];
/** Lazy modules a shopper can need offline: storefront and sign-in pages, the 404, and libraries (not pages). */
const OFFLINE =
  /^src\/client\/(features\/(catalogue|checkout|wishlist|profile|auth)\/|app\/(not-found|offline-notice))|^(?!src\/client\/features\/)/;
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

function precacheList(manifest: Record<string, ManifestChunk>): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const add = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('pwa: no entry chunk in the Vite manifest');
  add(entry);
  // The lazy pages are imported by the router, which sits in a chunk the entry imports (framework), not in the
  // entry itself: follow the dynamic imports of everything the shell loads.
  for (const key of [...seen]) for (const lazy of manifest[key].dynamicImports ?? []) if (OFFLINE.test(lazy)) add(lazy);
  return [...PUBLIC_PRECACHE, ...[...files].sort()];
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * The stylesheet goes into index.html as a <style> element (decision 0610): no request holds the first paint back,
 * so the app-shell markup in index.html shows as soon as the HTML arrives. 47 kB of Tailwind is about 8 kB brotli;
 * the HTML is fetched once per visit (the app navigates on the client), and the CSP allows inline styles.
 */
function inlineCss(): Plugin {
  return {
    name: 'skincircle-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = ctx.bundle?.[file];
          if (!asset || asset.type !== 'asset') return tag;
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}

/**
 * With `modulePreload: false` (decision 0611) Vite names no chunk in index.html but the entry: the entry's own static
 * imports (the framework chunk, the runtime) get a <link rel=modulepreload> here, so the browser fetches them beside
 * the entry instead of after it.
 */
function preloadEntryImports(): Plugin {
  return {
    name: 'skincircle-preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle || !ctx.chunk) return html;
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = bundle[file];
          if (!chunk || chunk.type !== 'chunk' || files.has(file)) return;
          files.add(file);
          chunk.imports.forEach(add);
        };
        ctx.chunk.imports.forEach(add);
        const links = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
        return links ? html.replace('</head>', `    ${links}\n  </head>`) : html;
      },
    },
  };
}

function pwa(): Plugin {
  let outDir = '';
  return {
    name: 'skincircle-pwa',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const manifestPath = path.join(outDir, '.vite/manifest.json');
      const swPath = path.join(outDir, 'sw.js');
      if (!fs.existsSync(manifestPath) || !fs.existsSync(swPath)) return;
      const precache = precacheList(JSON.parse(fs.readFileSync(manifestPath, 'utf8')));
      for (const url of precache) {
        if (!fs.existsSync(path.join(outDir, url))) throw new Error(`pwa: precached ${url} is not in the build`);
      }
      const source = fs.readFileSync(swPath, 'utf8');
      // Hashed assets change name with their content; index.html, the manifest and the icons do not: hash contents.
      const hash = createHash('sha256').update(source);
      for (const url of precache) hash.update(url).update(fs.readFileSync(path.join(outDir, url)));
      const version = hash.digest('hex').slice(0, 12);
      // The catalogue reads a first visit saves for offline use: the lists exactly as the storefront asks for them
      // (decision 0512: home's rows and the first page of the search screen), then categories and rewards.
      const warm = [
        productsUrl({ featured: true }, { limit: HOME_FEATURED_COUNT }),
        productsUrl({}, { limit: HOME_LATEST_COUNT }),
        productsUrl({}, { limit: SHOP_PAGE_SIZE }),
        '/api/categories',
        '/api/rewards',
      ];
      fs.writeFileSync(swPath, `self.__SC_BUILD__ = ${JSON.stringify({ version, precache, warm })};\n${source}`);

      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}
