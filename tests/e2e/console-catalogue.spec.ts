// The console's Categories and Discounts screens (decision 0506), with the keyboard on a 390 px phone: a category
// made and in the shop at once, a delete refused while products are in it, a code made and switched off.
import { expect, test, type Page } from '@playwright/test';
import { useServer } from './support/server';

const server = useServer();
const STAFF = { username: 'admin', password: 'skincircle-admin' };

async function signInStaff(page: Page) {
  const res = await page.request.post(`${server.url}/api/admin/login`, { data: STAFF });
  expect(res.status(), await res.text()).toBe(200);
}

/** Nothing wider than the phone's screen (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test('a category made with the keyboard is in the shop at once; one holding products is not deleted', async ({
  page,
}) => {
  await signInStaff(page);
  await page.goto(`${server.url}/admin/categories`);
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Edit Serums' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'New category' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Lip Care');
  await expect(dialog.getByLabel('Slug')).toHaveValue('lip-care');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Description')).toBeFocused();
  await page.keyboard.type('Balms and masks for lips.');
  await dialog.getByLabel('Name').focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Lip Care created')).toBeVisible();
  // Focus is back on the button that opened the dialog, not at the top of the page.
  await expect(page.getByRole('button', { name: 'New category' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Edit Lip Care' })).toBeVisible();
  const shop = await (await page.request.get(`${server.url}/api/categories`)).json();
  expect(shop.map((c: { slug: string }) => c.slug)).toContain('lip-care');

  // A slug in use: the server's 409 above the fields, the dialog stays open.
  await page.getByRole('button', { name: 'New category' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Serums');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'A category with the slug serums already exists: choose another slug.',
  );
  await page.keyboard.press('Escape');

  // Serums holds products: asked first, then refused with the reason.
  await page.getByRole('button', { name: 'Delete Serums' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete Serums?' });
  await expect(confirm.getByRole('button', { name: 'Go back' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'still holds' })).toContainText(
    'move them to another category before deleting it',
  );

  // The empty one goes.
  await page.getByRole('button', { name: 'Delete Lip Care' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Lip Care deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Lip Care' })).toBeHidden();
});

test('a code made with the keyboard is listed with its uses and switched off and on', async ({ page }) => {
  await signInStaff(page);
  await page.goto(`${server.url}/admin/discounts`);
  await expect(page.getByRole('heading', { name: 'Discounts', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit SCFRIEND15' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'New code' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New discount code' });
  await expect(dialog.getByLabel('Code')).toBeFocused();
  await page.keyboard.type('spring10');
  await page.keyboard.press('Tab'); // Type: percentage
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Percentage off (%)')).toBeFocused();
  await page.keyboard.type('150');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('must be at most 100 for a percentage')).toBeVisible();
  await expect(dialog.getByLabel('Percentage off (%)')).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('10');
  await page.keyboard.press('Tab');
  await page.keyboard.type('100'); // uses allowed
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('SPRING10 created')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New code' })).toBeFocused();

  const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Edit SPRING10' }) });
  await expect(row).toContainText('10 % off');
  await expect(row).toContainText('Used 0 / 100');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);

  const toggle = row.getByRole('switch', { name: 'Active SPRING10' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(row.getByText('Off', { exact: true })).toBeVisible();
  const codes = await (await page.request.get(`${server.url}/api/admin/discount-codes`)).json();
  expect(codes.find((c: { code: string }) => c.code === 'SPRING10')).toMatchObject({ isActive: false, maxUses: 100 });
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
});
