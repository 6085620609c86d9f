// The SPA's HTML: every client route (and '/', whatever the client accepts) gets index.html with its route's
// chunks, first reads and largest picture named; API paths and missing files stay JSON 404s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureSrcSet, PAGE_SIZES } from '@shared/pictures';
import { preloadableImage } from './route-hints';
import { createTestApp, json, staffCookie, type TestApp } from '../testing/app';
import { testPicture, uploadPicture } from '../testing/pictures';

let t: TestApp;
let clientDir: string;
let products: Array<{ id: string; imageUrl: string; isFeatured: boolean }>;

beforeAll(async () => {
  // A tiny stand-in for dist/client: index.html, the Vite manifest and one hashed asset.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skincircle-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.mkdirSync(path.join(clientDir, '.vite'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Skin Circle</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(clientDir, 'assets/index-abc.js'), 'console.log(1)');
  fs.writeFileSync(path.join(clientDir, 'assets/search-page-abc.js'), 'export {}');
  fs.writeFileSync(
    path.join(clientDir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc.js', isEntry: true },
      'src/client/features/catalogue/pages/search-page.tsx': {
        file: 'assets/search-page-abc.js',
        imports: ['index.html'],
      },
    }),
  );
  t = await createTestApp({}, {}, { clientDir });
  products = json(await t.app.inject('/api/products'));
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const preloads = (html: string) => [...html.matchAll(/<link rel="(?:preload|modulepreload)"[^>]*>/g)].map((m) => m[0]);

describe('the app page', () => {
  it("answers '/' with the app to any client, naming home's reads and its first featured picture", async () => {
    for (const headers of [{}, { accept: '*/*' }, { 'accept-encoding': 'gzip, deflate, br' }]) {
      const res = await t.app.inject({ url: '/', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const html = (await t.app.inject('/')).body;
    const featured = products.find((p) => p.isFeatured)!;
    // Home's two rows, each as the page asks for it (decision 0512).
    expect(preloads(html)).toEqual(
      expect.arrayContaining([
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/products?featured=true&amp;limit=3">',
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/products?limit=4">',
        `<link rel="preload" as="image" fetchpriority="high" href="${featured.imageUrl}">`,
      ]),
    );
  });

  it("names the search page's chunk, its list and the first card's picture, compressed for a browser", async () => {
    const res = await t.app.inject({ url: '/search', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(preloads(html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/search-page-abc.js">',
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/products?limit=24">',
      `<link rel="preload" as="image" fetchpriority="high" href="${products[0].imageUrl}">`,
    ]);
  });

  it("names a product page's own picture, and nothing for a product that does not exist", async () => {
    const product = products[4];
    expect(preloads((await t.app.inject(`/product/${product.id}`)).body)).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${product.imageUrl}">`,
    );
    const missing = await t.app.inject('/product/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404); // the app shows its own "Product not found", with the status to match
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('<div id="root">');
    expect(missing.body).not.toContain('as="image"');
  });

  it("names an uploaded picture's widths and the <img>'s sizes, so the browser fetches one width once", async () => {
    const product = products[5];
    const staff = await staffCookie(t.app);
    const uploaded = await uploadPicture(
      t.app,
      staff,
      `/api/admin/products/${product.id}/image`,
      await testPicture('jpeg'),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { imageUrl } = json(uploaded);
    expect(preloadableImage(imageUrl)).toBe(imageUrl);
    expect(preloads((await t.app.inject(`/product/${product.id}`)).body)).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${imageUrl}" imagesrcset="${pictureSrcSet(imageUrl)}" imagesizes="${PAGE_SIZES}">`,
    );
  });

  it('answers 404 with the app for an unknown route, product or category, and 200 for known ones', async () => {
    const categories: Array<{ slug: string }> = json(await t.app.inject('/api/categories'));
    for (const url of [
      '/no-such-page',
      '/members/nowhere',
      '/product/not-an-id',
      '/product/00000000-0000-4000-8000-000000000000',
      '/category/no-such-category',
      '/category/Not_A_Slug',
      '/product/abc/def',
    ]) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('<div id="root">');
      // A 404 is never turned into a body-less 304 by a remembered ETag.
      const again = await t.app.inject({ url, headers: { 'if-none-match': res.headers.etag as string } });
      expect(again.statusCode, url).toBe(404);
    }
    for (const url of [
      '/',
      '/search?q=serum',
      `/product/${products[0].id}`,
      `/category/${categories[0].slug}`,
      '/members/home',
      '/cart',
      '/auth/',
      '/admin/orders/123',
    ]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(200);
    }
  });

  it('answers client routes with the app, and API paths and missing files with JSON 404s', async () => {
    expect((await t.app.inject('/members/home')).headers['content-type']).toContain('text/html');
    for (const url of ['/api/nothing-here', '/assets/gone-123.js', '/images/products/none.svg']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(json(res)).toEqual({ message: 'Not found' });
    }
    const asset = await t.app.inject('/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
