// The installable storefront (decisions 0610–0612): the web app manifest and its icons, the service worker, the
// storefront opening offline with its notice after one online visit, nothing personal kept by the worker, and the
// way pages are served (compressed, with the route's chunks and reads named in the HTML).
import { chromium, expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productsUrl, SHOP_PAGE_SIZE } from '@shared/catalogue';
import { signInViaApi } from './support/auth';
import { useServer } from './support/server';

const server = useServer();

const OFFLINE_NOTICE = "You're offline — showing saved products";
type Product = { id: string; name: string; imageUrl: string };

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Waits until the page is controlled by the worker and the catalogue is in its cache (the first visit's warm-up). */
async function waitForOfflineReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(
          // The search screen's first page, as the storefront asks for it (decision 0512).
          async (firstPage) => Boolean(await caches.match(firstPage)) && Boolean(await caches.match('/index.html')),
          productsUrl({}, { limit: SHOP_PAGE_SIZE }),
        ),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
}

test('the web app manifest names the shop, starts standalone at / and has 192 and 512 px icons, one maskable', async ({
  page,
  request,
}) => {
  await page.goto(`${server.url}/auth`);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);

  const res = await request.get(`${server.url}/manifest.webmanifest`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Skin Circle',
    short_name: 'Skin Circle',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const pngs = (manifest.icons as Array<{ src: string; sizes: string; type: string; purpose?: string }>).filter(
    (i) => i.type === 'image/png',
  );
  for (const size of [192, 512]) expect(pngs.some((i) => i.sizes === `${size}x${size}`)).toBe(true);
  expect(pngs.some((i) => (i.purpose ?? 'any').split(' ').includes('maskable'))).toBe(true);
  for (const icon of pngs) {
    const file = await request.get(`${server.url}${icon.src}`);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const [w, h] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body())).toEqual({ width: w, height: h });
  }
});

test('Chrome finds the storefront installable: manifest, icons and a registered service worker', async () => {
  // Chrome never offers to install from an incognito window, which is what a test's context is: use a profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'skincircle-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
    ],
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/search`);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.url}/`);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toBe(
      `${server.url}/sw.js`,
    );
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors).toEqual([]);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('after one online visit, /search opens offline with the notice and the saved products and pictures', async ({
  page,
  context,
}) => {
  const products = (await (await page.request.get(`${server.url}/api/products`)).json()) as Product[];
  await page.goto(`${server.url}/search`);
  await expect(page.getByText(`${products.length} products`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toHaveCount(0);
  await waitForOfflineReady(page);

  await context.setOffline(true);
  await page.reload();
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
  await expect(notice).toBeVisible();
  await expect(page.getByText(`${products.length} products`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: products[0].name })).toBeVisible();
  // The first cards' pictures come from the worker's cache too.
  const firstPicture = page.locator(`img[src="${products[0].imageUrl}"]`).first();
  await expect
    .poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // Moving on to a product page the visitor never opened: the app stays up, the notice with it.
  await page
    .getByRole('link', { name: new RegExp(products[0].name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/product/${products[0].id}$`));
  await expect(notice).toBeVisible();

  // What the worker says from here on, as the page hears it.
  await page.evaluate(() => {
    const heard: unknown[] = [];
    Object.assign(window, { heardFromWorker: heard });
    navigator.serviceWorker.addEventListener('message', (event) => heard.push(event.data));
  });
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  // The worker's word on a read: one asked for before the connection came back can arrive after it (old news, the
  // notice stays down); one asked for now that failed puts it up (the shop's server is unreachable); a read that
  // went through takes it down again.
  const workerSays = (offline: boolean, askedMsAgo: number) =>
    page.evaluate(
      ([offline, askedMsAgo]) =>
        navigator.serviceWorker.dispatchEvent(
          new MessageEvent('message', { data: { type: 'sc-network', offline, at: Date.now() - askedMsAgo } }),
        ),
      [offline, askedMsAgo] as const,
    );
  // The read the page may make again on reconnecting answers first (the worker says so), so that nothing real speaks
  // over the words below. Whether that read happens depends on the query's timing, so the wait is bounded.
  await page
    .waitForFunction(() => (window as unknown as { heardFromWorker: unknown[] }).heardFromWorker.length > 0, null, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(300);
  await workerSays(true, 60_000);
  await page.waitForTimeout(300);
  await expect(notice).toHaveCount(0);
  await workerSays(true, 0);
  await expect(notice).toBeVisible();
  await workerSays(false, 0);
  await expect(notice).toHaveCount(0);
  await page.goto(`${server.url}/search`);
  await expect(page.getByText(`${products.length} products`)).toBeVisible();
});

test('the worker keeps nothing personal: carts, orders, wishlists and sessions never reach its caches', async ({
  page,
}) => {
  const user = await signInViaApi(page, server);
  const products = (await (await page.request.get(`${server.url}/api/products`)).json()) as Product[];
  await page.request.post(`${server.url}/api/cart`, {
    data: { userId: user.id, productId: products[0].id, quantity: 1 },
  });
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` })).toBeVisible();
  await waitForOfflineReady(page);
  // Every personal screen once, through the worker.
  for (const screen of ['/cart', '/wishlist', '/profile', '/']) {
    await page.goto(`${server.url}${screen}`);
    await expect(page.locator('main').first()).toBeVisible();
  }
  await page.waitForLoadState('networkidle');

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/api/products');
  const api = cached.filter((url) => url.startsWith('/api/'));
  expect(api.filter((url) => !/^\/api\/(products(\/[^/]+)?|categories(\/[^/]+)?|rewards)$/.test(url))).toEqual([]);
  expect(cached.some((url) => url.includes(user.id))).toBe(false);
});

test('pages come compressed and name their route chunks and first reads; build files stay private', async ({
  request,
}) => {
  const html = await request.get(`${server.url}/search`, { headers: { 'accept-encoding': 'br' } });
  expect(html.status()).toBe(200);
  expect(html.headers()['content-encoding']).toBe('br');
  // Rendered on the server for this visitor (decision 0617): revalidated every time, never kept by a shared cache.
  expect(html.headers()['cache-control']).toBe('private, no-cache');
  const text = await html.text();
  const pageChunk = /<link rel="modulepreload" crossorigin href="(\/assets\/search-page-[^"]+\.js)">/.exec(text)?.[1];
  expect(pageChunk).toBeTruthy();
  // React is needed to hydrate this page, not to paint it: asked for at low priority (decision 0618).
  expect(text).toMatch(
    /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/framework-[\w-]+\.js">/,
  );
  // The first read comes inside the page (the query cache the server rendered with), not as a preload.
  expect(text).toContain('<script type="application/json" id="sc-state">');
  expect(text).not.toContain('as="fetch"');
  // The stylesheet is inlined: nothing but the scripts stands between the HTML and the first paint.
  expect(text).not.toContain('rel="stylesheet"');
  expect(text).toContain('<style>');

  const asset = await request.get(`${server.url}${pageChunk}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['cache-control']).toContain('immutable');

  const products = await request.get(`${server.url}/api/products`, { headers: { 'accept-encoding': 'br' } });
  expect(products.headers()['content-encoding']).toBe('br');
  expect((await products.json()).length).toBeGreaterThan(20);

  const sw = await request.get(`${server.url}/sw.js`);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(await sw.text()).toMatch(/^self\.__SC_BUILD__ = \{"version":"[0-9a-f]{12}","precache":\["\/index\.html"/);
  expect((await request.get(`${server.url}/.vite/manifest.json`)).status()).toBe(404);
});
