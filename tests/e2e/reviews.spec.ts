// Reviews that are true and Buy again (OPERATIONS §5, issue 46, decision 0260), tried as a member would: the demo
// member, whose seeded order was delivered, reviews one of its products on the product page (a star radio group) and
// sees it listed first with "Verified buyer" beside another buyer's; the server's HTML carries the product's JSON-LD
// with the aggregate; then "Buy again" on that order fills the cart and opens it.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { signInViaApi } from './support/auth';
import { useServer } from './support/server';

const server = useServer();
type Product = { id: string; slug: string; name: string; rating: string; reviewCount: number };

async function productBySlug(page: Page, slug: string): Promise<Product> {
  const res = await page.request.get(`${server.url}/api/products?limit=100`);
  const found = ((await res.json()) as Product[]).find((p) => p.slug === slug);
  expect(found, slug).toBeTruthy();
  return found!;
}

test('a member who received a product reviews it and sees it on the page, newest first', async ({ page }) => {
  const user = await signInViaApi(page, server);
  // In the demo member's delivered order, and reviewed once already by another demo buyer (the seed's data).
  const product = await productBySlug(page, 'clarifying-salicylic-acid-cleanser');
  expect(product).toMatchObject({ rating: '5.0', reviewCount: 1 });

  // The server's page carries the JSON-LD with the aggregate, before any script runs.
  const html = await (await page.request.get(`${server.url}/product/${product.id}`)).text();
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(ld, 'JSON-LD in the server-rendered page').toBeTruthy();
  expect(JSON.parse(ld![1])).toMatchObject({
    '@type': 'Product',
    name: product.name,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '5.0', reviewCount: 1 },
    review: [{ '@type': 'Review', author: { name: 'Hannah' } }],
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/product/${product.id}`);
  const reviews = page.getByRole('region', { name: /^Reviews/ });
  await expect(reviews.getByRole('heading', { name: 'Reviews (1)' })).toBeVisible();
  await expect(reviews.getByRole('list', { name: 'Reviews' }).getByRole('listitem')).toHaveCount(1);
  await expect(reviews).toContainText('Verified buyer');
  const form = reviews.getByRole('form', { name: 'Your review' });
  // A server-rendered page ignores clicks until React has hydrated it: click until the form opens.
  await expect(async () => {
    await reviews.getByRole('button', { name: 'Write a review' }).click({ timeout: 2_000 });
    await expect(form).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Choose from 1 to 5 stars')).toBeVisible();
  // The stars are a radio group: arrow keys move the choice.
  await form.getByRole('radio', { name: '3 stars' }).check();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByLabel('Title').fill('Clearer chin in a fortnight');
  await form.getByLabel('Your review').fill('Gentle enough for every day, and the spots on my chin calmed down.');
  await expectAccessible(page, 'the review form');
  await page.screenshot({ path: '/tmp/reviews-form-390.png', fullPage: true });
  await form.getByRole('button', { name: 'Post review' }).click();

  await expect(reviews.getByRole('heading', { name: 'Reviews (2)' })).toBeVisible();
  const items = reviews.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Clearer chin in a fortnight');
  await expect(items.first()).toContainText(user.firstName);
  await expect(items.first()).toContainText('Verified buyer');
  await expect(items.first().getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(reviews).toContainText('4.5 out of 5 from 2 reviews');
  await expect(reviews.getByRole('button', { name: 'Edit your review' })).toBeVisible();
  // The product's own rating line (above the price) follows at once.
  await expect(page.getByText('Rated 4.5 out of 5 from 2 reviews')).toBeAttached();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '/tmp/reviews-page-1280.png', fullPage: true });
});

test('Buy again puts a delivered order back in the cart and opens it', async ({ page }) => {
  const user = await signInViaApi(page, server);
  expect((await page.request.delete(`${server.url}/api/cart/user/${user.id}`)).ok()).toBe(true);
  const orders = (await (await page.request.get(`${server.url}/api/orders/${user.id}`)).json()) as Array<{
    id: string;
    status: string;
    items: Array<{ productName: string }>;
  }>;
  const delivered = orders.find((o) => o.status === 'delivered')!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/profile`);
  const card = page.getByRole('article').filter({ hasText: `Order #${delivered.id.slice(0, 8)}` });
  await card.getByRole('button', { name: 'Buy again' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  for (const item of delivered.items) await expect(page.getByText(item.productName).first()).toBeVisible();
  const cart = (await (await page.request.get(`${server.url}/api/cart/${user.id}`)).json()) as unknown[];
  expect(cart).toHaveLength(delivered.items.length);
});

test('staff hide an abusive review from the console: it leaves the rating at once', async ({ page }) => {
  const product = await productBySlug(page, 'glycolic-resurfacing-night-peel');
  expect(product).toMatchObject({ rating: '4.0', reviewCount: 1 });
  const login = await page.request.post(`${server.url}/api/admin/login`, {
    data: { username: 'admin', password: 'skincircle-admin' },
  });
  expect(login.ok(), await login.text()).toBe(true);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/admin/products`);
  await page.getByRole('link', { name: 'Reviews', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Smooth the next morning' });
  await card.getByRole('button', { name: 'Hide review' }).click();
  await expect(card.getByText('Say why it is hidden')).toBeVisible();
  await card.getByLabel('Reason to hide').fill('Test of the moderation screen');
  await expectAccessible(page, 'the console reviews screen');
  await page.screenshot({ path: '/tmp/reviews-console-1280.png', fullPage: true });
  await card.getByRole('button', { name: 'Hide review' }).click();
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(card).toContainText('Hidden because: Test of the moderation screen');
  expect(await productBySlug(page, product.slug)).toMatchObject({ rating: '0.0', reviewCount: 0 });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/reviews-console-390.png', fullPage: true });
  await card.getByRole('button', { name: 'Show again' }).click();
  await expect(card.getByText('Shown', { exact: true })).toBeVisible();
  expect(await productBySlug(page, product.slug)).toMatchObject({ rating: '4.0', reviewCount: 1 });
});
