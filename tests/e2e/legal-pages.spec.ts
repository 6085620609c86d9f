// Before and after the order, as a customer meets it (OPERATIONS §4, decisions 0240–0242): the footer's five legal
// links on the storefront and the members' area, a legal page with the trader filled in, the checkout's trader
// block, VAT-inclusive total, cancellation right and "Place order and pay" button, and the VAT receipt from the
// order page of a paid order; a product page's "Including VAT" and its returns line.
import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from './support/auth';
import { useServer } from './support/server';

const server = useServer();

type Product = { id: string; name: string; inStock: boolean; stock?: number };

async function footerLinks(page: Page) {
  const legal = page.getByRole('navigation', { name: 'Legal' });
  await expect(legal).toBeVisible();
  return legal.getByRole('link');
}

test('the footer links the legal pages everywhere; a page reads with the trader filled in', async ({ page }) => {
  await page.goto(`${server.url}/search`);
  await expect(await footerLinks(page)).toHaveText(['Terms', 'Privacy', 'Returns', 'Delivery', 'Contact']);
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(`${server.url}/contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByText('14 Kemp Street, Brighton, BN1 4EE, United Kingdom')).toBeVisible();
  await expect(page.getByText('VAT number: GB123456789')).toBeVisible();
  await page.getByRole('link', { name: 'Returns' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Returns and cancellations' })).toBeVisible();
  await expect(page.getByText(/cannot be returned once unsealed after delivery/)).toBeVisible();

  // Rendered on the server: the text is in the HTML before any script runs.
  const html = await (await page.request.get(`${server.url}/terms`)).text();
  expect(html).toContain('Terms of sale');
  expect(html).toContain('Skin Circle Ltd');

  await signInViaApi(page, server);
  await page.goto(`${server.url}/members/help`);
  await expect(await footerLinks(page)).toHaveCount(5);

  // A product page: the price includes VAT (the shop is VAT-registered), and the right to return with its
  // exception for opened sealed items — in the server's HTML already, so nothing moves when it loads (0252).
  const products = (await (await page.request.get(`${server.url}/api/products`)).json()) as Product[];
  const productHtml = await (await page.request.get(`${server.url}/product/${products[0].id}`)).text();
  expect(productHtml).toContain('Including VAT');
  await page.goto(`${server.url}/product/${products[0].id}`);
  await expect(page.getByText(/^Including VAT/)).toBeVisible();
  await expect(page.getByText(/sealed items can only be returned unopened/)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Returns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Returns and cancellations' })).toBeVisible();
});

test('the checkout says who sells, the total with VAT, delivery and the right to cancel, and commits to pay', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signInViaApi(page, server);
  expect((await page.request.delete(`${server.url}/api/cart/user/${user.id}`)).ok()).toBe(true);
  const products = (await (await page.request.get(`${server.url}/api/products`)).json()) as Product[];
  const product = products.find((p) => p.inStock && p.stock === undefined)!;
  expect(
    (
      await page.request.post(`${server.url}/api/cart`, {
        data: { userId: user.id, productId: product.id, quantity: 1 },
      })
    ).ok(),
  ).toBe(true);
  await page.goto(`${server.url}/cart`);
  const before = page.getByRole('region', { name: 'Before you order' });
  await expect(before).toContainText('Sold by Skin Circle Ltd, 14 Kemp Street, Brighton, BN1 4EE, United Kingdom');
  await expect(before).toContainText(/Total to pay: £[\d,]+\.\d\d including VAT/);
  await expect(before).toContainText('Free standard UK delivery');
  await expect(before).toContainText('You may cancel within 14 days of receiving your order');
  await expect(before.getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/returns');
  await expect(before.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('button', { name: 'Checkout' })).toHaveCount(0);

  await page.getByLabel('Address', { exact: true }).fill('27 Clarendon Road');
  await page.getByLabel('Town or city').fill('Bristol');
  await page.getByLabel('Postcode').fill('BS8 1AA');
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/profile/);

  // Staff record the bank transfer; the order page then links its VAT receipt.
  const orders = (await (await page.request.get(`${server.url}/api/orders/${user.id}`)).json()) as Array<{
    id: string;
  }>;
  const order = orders[0];
  await page.request.post(`${server.url}/api/admin/login`, {
    data: { username: 'admin', password: 'skincircle-admin' },
  });
  expect(
    (await page.request.post(`${server.url}/api/admin/orders/${order.id}/payment`, { data: { status: 'paid' } })).ok(),
  ).toBe(true);
  await page.goto(`${server.url}/order/${order.id}/confirmation`);
  const receipt = page.getByRole('link', { name: 'VAT receipt', exact: true });
  await expect(receipt).toBeVisible();
  const html = await (await page.request.get(`${server.url}${await receipt.getAttribute('href')}`)).text();
  expect(html).toContain('VAT number: GB123456789');
  expect(html).toContain(`Receipt number: <strong>${order.id.slice(0, 8).toUpperCase()}</strong>`);
});

test('staff edit a legal page and export the orders for the books', async ({ page }) => {
  await page.goto(`${server.url}/console/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('skincircle-admin');
  await page.getByRole('button', { name: 'Login' }).click();
  // An owner lands on the console's home (decision 0522).
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.goto(`${server.url}/admin/pages`);
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Delivery' }).click();
  await page.getByLabel('Title').fill('Delivery and collection');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Page saved')).toBeVisible();
  await page.goto(`${server.url}/delivery`);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery and collection' })).toBeVisible();

  await page.goto(`${server.url}/admin/orders`);
  const books = page.getByRole('form', { name: 'Export orders for the books' });
  const today = new Date().toISOString().slice(0, 10);
  await books.getByLabel('From').fill('2026-01-01');
  await books.getByLabel('To').fill(today);
  const download = page.waitForEvent('download');
  await books.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`orders-2026-01-01-to-${today}.csv`);
  const fs = await import('node:fs/promises');
  const csv = await fs.readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'number,date,status,payment_status,payment_method,net,vat,gross,discount,delivery,refunded',
  );
});
