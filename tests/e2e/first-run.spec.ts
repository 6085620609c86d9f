// A brand's first morning (decision 0511): a production instance with no demo data. The console says what to do
// first and ticks each step as staff take it; the empty storefront shows SPEC's empty states, never an error.
import { expect, test } from '@playwright/test';
import { useServer } from './support/server';

const OWNER = { username: 'owner', password: 'tidal-rosehip-lantern' };
const server = useServer({
  NODE_ENV: 'production',
  DEMO_MODE: 'false',
  SESSION_SECRET: 'first-run-'.repeat(5),
  ADMIN_USERNAME: OWNER.username,
  ADMIN_PASSWORD: OWNER.password,
  BANK_ACCOUNT_NAME: 'Skin Circle Ltd',
  BANK_SORT_CODE: '20-32-06',
  BANK_ACCOUNT_NUMBER: '73106482',
  TRADER_NAME: 'Skin Circle Ltd',
  TRADER_ADDRESS: '14 Kemp Street, Brighton, BN1 4EE',
  CONTACT_EMAIL: 'hello@skincircle.co.uk',
});

test('an empty shop: the console lists what to do first and ticks it off; the shop shows its empty states', async ({
  page,
}) => {
  // The storefront before anything is stocked: SPEC's empty states, no error.
  await page.goto(`${server.url}/search`);
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(page.getByText('0 products')).toBeVisible();

  await page.goto(`${server.url}/console/login`);
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  const checklist = page.getByRole('region', { name: 'Set up your shop' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText('1 of 5 done.')).toBeVisible();
  await expect(checklist.getByText('Create a category (to do)')).toBeVisible();
  await expect(checklist.getByText('Say where bank transfers go (done)')).toBeVisible();
  await expect(checklist.getByText('Connect a mail server (to do)')).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Import a CSV' })).toHaveAttribute('href', '/admin/products/import');

  // The first step's link leads to its screen, where the category is made.
  await checklist.getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await expect(page.getByText('No categories yet')).toBeVisible();
  const made = await page.request.post(`${server.url}/api/admin/categories`, {
    data: { name: 'Serums', slug: 'serums', description: 'Concentrated actives.' },
  });
  expect(made.status(), await made.text()).toBe(201);

  await page.goto(`${server.url}/admin`);
  await expect(checklist.getByText('2 of 5 done.')).toBeVisible();
  await expect(checklist.getByText('Create a category (done)')).toBeVisible();
  await expect(checklist.getByText('Add your products (to do)')).toBeVisible();

  // The storefront's category exists and holds nothing yet.
  await page.goto(`${server.url}/category/serums`);
  await expect(page.getByText('No products available')).toBeVisible();
});
