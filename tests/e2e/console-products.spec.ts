// Products from the console (OPERATIONS §1, decision 0507): a new product typed in from the keyboard, the server's
// field message under the field it names, a draft kept out of the shop, then published and found in the shop with
// its unit price and full ingredient list.
import { expect, test, type Page } from '@playwright/test';
import { useServer } from './support/server';

const server = useServer();
const STAFF = { username: 'admin', password: 'skincircle-admin' };

async function signInStaff(page: Page) {
  const res = await page.request.post(`${server.url}/api/admin/login`, { data: STAFF });
  expect(res.status(), await res.text()).toBe(200);
}

test('a product created with the keyboard, published, and found in the shop with its unit price', async ({ page }) => {
  await signInStaff(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/admin/products`);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  // "New product" from the keyboard.
  const newProduct = page.getByRole('link', { name: 'New product' });
  await newProduct.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

  // Every field in order, Tab from one to the next.
  await page.getByLabel('Name', { exact: true }).focus();
  await page.keyboard.type('Zephyr Cloud Cream');
  await page.keyboard.press('Tab');
  // A slug another product has: the server names the field.
  await page.keyboard.type('bakuchiol-1-renewal-oil');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Category')).toBeFocused();
  await page.keyboard.type('Moisturisers');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Status')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Whipped cloud-light moisturiser');
  await page.keyboard.press('Tab');
  await page.keyboard.type('A light cream that melts in.');
  await page.keyboard.press('Tab');
  await page.keyboard.type('95.00');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab'); // no member price
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await page.keyboard.type('30');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Unit')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Squalane');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ceramide NP');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Softens');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Aqua, Squalane, Glycerin, Ceramide NP');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // New
  await page.getByRole('button', { name: 'Create product' }).focus();
  await page.keyboard.press('Enter');

  const slug = page.getByLabel('Slug');
  await expect(page.getByText('Slug is already used by another product')).toBeVisible();
  await expect(slug).toBeFocused();
  await slug.fill('');
  await page.keyboard.press('Enter');

  // Saved as a draft: out of the shop.
  await expect(page.getByRole('heading', { level: 1, name: 'Zephyr Cloud Cream' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('draft');
  await expect(page.getByText('Not in the shop: customers cannot find or buy it.')).toBeVisible();
  const id = page.url().split('/').pop()!;
  expect((await page.request.get(`${server.url}/api/products/${id}`)).status()).toBe(404);

  // Published from the keyboard.
  await page.getByRole('button', { name: 'Publish' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('In the shop at its product page.')).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('active');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The console's list shows it with its status filter.
  await page.goto(`${server.url}/admin/products`);
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await expect(page.getByRole('row').filter({ hasText: 'Zephyr Cloud Cream' })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Draft' });
  await expect(page.getByRole('row').filter({ hasText: 'Zephyr Cloud Cream' })).toHaveCount(0);

  // In the shop: search finds it, its page shows the unit price and the INCI list.
  await page.goto(`${server.url}/search?q=zephyr`);
  await page
    .getByRole('link', { name: /Zephyr Cloud Cream/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zephyr Cloud Cream' })).toBeVisible();
  await expect(page.getByText('30 ml · £316.67 per 100 ml')).toBeVisible();
  await page.getByText('Full ingredients (INCI)').click();
  await expect(page.getByText('Aqua, Squalane, Glycerin, Ceramide NP')).toBeVisible();
});
