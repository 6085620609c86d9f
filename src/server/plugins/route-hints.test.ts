import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_SIZES, PAGE_SIZES } from '@shared/pictures';
import {
  chunkClosure,
  GATED_ROUTES,
  isServerRendered,
  preloadableImage,
  SERVER_RENDERED,
  ROUTE_PAGES,
  routeLead,
  routeModules,
  type ViteManifest,
} from './route-hints';

const root = path.resolve(import.meta.dirname, '../../..');

describe('route hints', () => {
  it('names page files that exist', () => {
    for (const { page } of ROUTE_PAGES) expect(fs.existsSync(path.join(root, page)), page).toBe(true);
  });

  it('covers every lazy page of the client router', () => {
    const router = fs.readFileSync(path.join(root, 'src/client/app/router.tsx'), 'utf8');
    const lazyPages = [...router.matchAll(/import\('(?:\.\.\/|@client\/)(features\/[^']+)'\)/g)].map(
      (m) => `src/client/${m[1]}.tsx`,
    );
    expect(lazyPages.length).toBeGreaterThan(10);
    expect(lazyPages.filter((page) => !ROUTE_PAGES.some((r) => r.page === page))).toEqual([]);
  });

  it('renders the gated routes and the other public ones on the server, nothing signed-in only or staff', () => {
    for (const route of [...GATED_ROUTES, ...SERVER_RENDERED])
      expect(
        ROUTE_PAGES.some((r) => r.route === route),
        route,
      ).toBe(true);
    for (const route of GATED_ROUTES) expect(SERVER_RENDERED).toContain(route);
    expect(isServerRendered('/product/abc')).toBe(true);
    expect(isServerRendered('/search')).toBe(true);
    for (const pathname of ['/cart', '/members/home', '/console/login', '/admin', '/no-such-page'])
      expect(isServerRendered(pathname), pathname).toBe(false);
  });

  it('matches each client path to its page', () => {
    const pageOf = (pathname: string) => ROUTE_PAGES.find((r) => r.pattern.test(pathname))?.route;
    expect(pageOf('/')).toBe('/');
    expect(pageOf('/product/abc-123')).toBe('/product/{id}');
    expect(pageOf('/product/abc/extra')).toBeUndefined();
    expect(pageOf('/console')).toBe('/console');
    expect(pageOf('/console/dashboard')).toBe('/console/dashboard');
    expect(pageOf('/admin/customers/abc')).toBe('/admin/customers/{id}');
    expect(pageOf('/admin/penny-ai-dashboard')).toBe('/console/dashboard');
    expect(pageOf('/admin')).toBe('/admin');
    for (const route of GATED_ROUTES) expect(ROUTE_PAGES.some((r) => r.route === route)).toBe(true);
  });

  it("lists a route's chunks without what index.html already loads", () => {
    const manifest: ViteManifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_framework.js'],
        dynamicImports: ['src/client/features/catalogue/pages/search-page.tsx'],
      },
      '_framework.js': { file: 'assets/framework.js' },
      '_grid.js': { file: 'assets/grid.js', imports: ['_framework.js', 'index.html'], css: ['assets/grid.css'] },
      'src/client/features/catalogue/pages/search-page.tsx': {
        file: 'assets/search-page.js',
        imports: ['_grid.js', '_framework.js'],
      },
    };
    expect(routeModules(manifest, '/search')).toEqual(['assets/search-page.js', 'assets/grid.js']);
    expect(routeModules(manifest, '/nowhere')).toEqual([]);
    expect(chunkClosure(manifest, 'src/client/features/catalogue/pages/search-page.tsx')).toEqual({
      js: ['assets/search-page.js', 'assets/grid.js', 'assets/framework.js', 'assets/index.js'],
      css: ['assets/grid.css'],
    });
  });

  it("finds each storefront page's largest picture in the read that holds it", () => {
    const list = [{ imageUrl: '/images/products/a.svg' }, { imageUrl: '/images/products/b.svg' }];
    // Home's first row is its featured products' read; the search screen's first page.
    const home = routeLead('/', '')!;
    expect(home.read).toBe('/api/products?featured=true&limit=3');
    expect(home.image(list)).toBe('/images/products/a.svg');
    const search = routeLead('/search', 'new=true')!;
    expect(search.read).toBe('/api/products?new=true&limit=24');
    expect(search.image(list)).toBe('/images/products/a.svg');
    expect(search.image([])).toBeUndefined();
    const product = routeLead('/product/abc-123', '')!;
    expect(product.read).toBe('/api/products/abc-123');
    expect(product.image({ imageUrl: '/images/products/c.svg' })).toBe('/images/products/c.svg');
    // The sizes of the <img> each lead picture is shown in (an uploaded picture's preload must name the same).
    expect(product.sizes).toBe(PAGE_SIZES);
    expect([home.sizes, search.sizes]).toEqual([CARD_SIZES, CARD_SIZES]);
    expect(routeLead('/product/not%20an%20id', '')).toBeNull();
    expect(routeLead('/search', 'q=serum')).toBeNull();
    expect(routeLead('/auth', '')).toBeNull();
  });

  it('only names pictures that are safe to put in the HTML', () => {
    expect(preloadableImage('/images/products/vitamin-c.svg')).toBe('/images/products/vitamin-c.svg');
    expect(preloadableImage('https://cdn.example.com/p/1.webp')).toBe('https://cdn.example.com/p/1.webp');
    const uploaded = '/pictures/0123456789abcdef0123456789abcdef-640.webp';
    expect(preloadableImage(uploaded)).toBe(uploaded);
    for (const unsafe of [
      '/pictures/../server.js',
      '/pictures/0123456789abcdef0123456789abcdef-640.webp" onload="x',
      '/images/../server.js',
      '/images/a.svg" onload="x',
      'javascript:alert(1)',
      'http://plain.example.com/a.png',
      'https://x/a"b',
      42,
      null,
    ]) {
      expect(preloadableImage(unsafe), String(unsafe)).toBeUndefined();
    }
  });
});
