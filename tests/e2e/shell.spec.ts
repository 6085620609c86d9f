import { expect, test } from '@playwright/test';
import { useServer } from './support/server';

const server = useServer();

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto(`${server.url}/no/such/page`);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('the SPA shell loads in the centred column with its theme stored', async ({ page }) => {
  await page.goto(`${server.url}/search`);
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const width = await page.locator('#root > div.mx-auto').evaluate((el) => getComputedStyle(el).maxWidth);
  expect(width).toBe('672px'); // 42rem
  expect(await page.evaluate(() => localStorage.getItem('skincircle.theme'))).toBe('"system"');
});

test('signed-out visitors are sent from / to /auth', async ({ page }) => {
  await page.goto(`${server.url}/`);
  await expect(page).toHaveURL(/\/auth$/);
});

test('/api/nope is a JSON 404, not the app', async ({ request }) => {
  const res = await request.get(`${server.url}/api/nope`);
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
  expect(await res.json()).toEqual({ message: 'Not found' });
});

test('hashed assets are cached for a year and the page is not', async ({ request }) => {
  // '/' is rendered on the server for the visitor (decision 0617): private; a client-only route's shell is not.
  const html = await request.get(`${server.url}/`);
  expect(html.headers()['cache-control']).toBe('private, no-cache');
  expect((await request.get(`${server.url}/members/home`)).headers()['cache-control']).toBe('no-cache');
  const asset = /\/assets\/[^"]+\.js/.exec(await html.text())?.[0];
  expect(asset).toBeTruthy();
  const res = await request.get(`${server.url}${asset}`);
  expect(res.headers()['cache-control']).toContain('max-age=31536000');
});
