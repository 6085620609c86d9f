// Bringing a catalogue from the console (OPERATIONS §1, decision 0509): on a phone, a file with a mistake is
// refused with its line and column; on a desk, the corrected file dropped on the screen is previewed (a new product,
// a price change), imported from the keyboard, and the new product is in the shop.
import { parse } from 'csv-parse/sync';
import { expect, test, type Page } from '@playwright/test';
import { toCsv } from '@shared/csv';
import { expectAccessible } from './support/accessibility';
import { useServer } from './support/server';

const server = useServer();
const STAFF = { username: 'admin', password: 'skincircle-admin' };

async function signInStaff(page: Page) {
  const res = await page.request.post(`${server.url}/api/admin/login`, { data: STAFF });
  expect(res.status(), await res.text()).toBe(200);
}

/** Nothing wider than the screen (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('a products file is checked, previewed and imported, and its new product is in the shop', async ({ page }) => {
  await signInStaff(page);

  // The current catalogue, as Export CSV gives it: the serum's line gets a new price, and one new line is added.
  const exported = await page.request.get(`${server.url}/api/admin/products/export.csv`);
  expect(exported.status()).toBe(200);
  const rows: Array<Record<string, string>> = parse(await exported.text(), { bom: true, columns: true });
  const columns = Object.keys(rows[0]);
  const serum = rows.find((r) => r.slug === 'vitamin-c-15-brightening-serum')!;
  const fresh = {
    ...serum,
    slug: 'lumen-body-oil',
    name: 'Lumen Body Oil',
    categorySlug: 'body',
    price: 'twenty',
    memberPrice: '',
    stock: '40',
    isFeatured: 'false',
    description: 'A dry oil that sinks in fast,\nleaving skin soft.',
    imageUrl: '',
  };
  const csv = (lines: Array<Record<string, string>>) => toCsv([columns, ...lines.map((l) => columns.map((c) => l[c]))]);

  // On a phone: Products → Import from the keyboard, then a file with a mistake.
  await page.goto(`${server.url}/admin/products`);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await page.getByRole('link', { name: 'Import' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
  await expectNoSidewaysScroll(page, 390);
  await expectAccessible(page, 'choosing a file');

  await page.getByLabel('Choose a CSV file').setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv([fresh])),
  });
  const problems = page.getByRole('heading', { name: 'catalogue.csv was not imported: 1 problem' });
  await expect(problems).toBeVisible();
  await expect(problems).toBeFocused();
  await expect(page.getByRole('list', { name: 'Problems' }).getByRole('listitem')).toHaveText([
    'Line 2 · price: must be an amount like 12.50',
  ]);
  await expectNoSidewaysScroll(page, 390);
  await expectAccessible(page, 'the problems');

  // On a desk: the corrected file dropped on the screen, and its preview.
  await page.setViewportSize({ width: 1280, height: 900 });
  const fixed = csv([
    { ...fresh, price: '24.00' },
    { ...serum, price: '44.00' },
  ]);
  const dropped = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'catalogue-fixed.csv', { type: 'text/csv' }));
    return transfer;
  }, fixed);
  await page.getByText('Drop the file here, or').dispatchEvent('drop', { dataTransfer: dropped });

  const preview = page.getByRole('region', { name: 'catalogue-fixed.csv: what the import will do' });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('group', { name: 'To create' })).toContainText('1');
  await expect(preview.getByRole('group', { name: 'To update' })).toContainText('1');
  const changes = preview.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('row', { name: /Lumen Body Oil/ })).toContainText('New');
  await expect(changes.getByRole('row', { name: /15% Vitamin C Brightening Serum/ })).toContainText(
    'price 42.00 → 44.00',
  );
  await expectNoSidewaysScroll(page, 1280);
  await expectAccessible(page, 'the preview');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setViewportSize({ width: 1280, height: 900 });
  // Nothing is written by the check.
  expect((await (await page.request.get(`${server.url}/api/products?search=Lumen`)).json()).length).toBe(0);

  const importButton = preview.getByRole('button', { name: 'Import 2 products' });
  await importButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Import complete' })).toBeFocused();
  const done = page.getByRole('status').filter({ hasText: 'Import complete' });
  await expect(done).toContainText('1 product created, 1 updated, 0 unchanged.');
  await done.getByRole('link', { name: 'Back to products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Lumen Body Oil' })).toBeVisible();

  // In the shop at once, with the file's words.
  const found = await (await page.request.get(`${server.url}/api/products?search=Lumen`)).json();
  expect(found).toHaveLength(1);
  await page.goto(`${server.url}/product/${found[0].id}`);
  await expect(page.getByRole('heading', { name: 'Lumen Body Oil' })).toBeVisible();
  await expect(page.getByText('A dry oil that sinks in fast,')).toBeVisible();
  // The file's line break is kept on the page, and a product nobody has reviewed shows no "0.0 (0)" stars.
  const about = page.getByRole('region', { name: 'About this product' });
  expect(await about.getByText('A dry oil').innerText()).toBe('A dry oil that sinks in fast,\nleaving skin soft.');
  await expect(page.getByText(/^Rated /)).toHaveCount(0);
});
