// Orders that move (issue 18), clicked through like a person: a member's order found in the console, paid,
// processed, shipped with a tracking number and delivered, the member seeing each step; the Products screen's
// inline edits showing in the storefront at once; sold-out and low-stock products in the shop.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, latestMailTo, signInViaApi } from './support/auth';
import { useServer } from './support/server';

const server = useServer();
const STAFF = { username: 'admin', password: 'skincircle-admin' };

type Product = { id: string; name: string; slug: string; inStock: boolean; stock?: number };

async function signInStaff(page: Page) {
  const res = await page.request.post(`${server.url}/api/admin/login`, { data: STAFF });
  expect(res.status(), await res.text()).toBe(200);
}
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function api<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`${server.url}${url}`, { method, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The demo member buys one unit of a product through the API (checkout's UI has its own spec). */
async function placeOrder(page: Page, product: Product) {
  const user = await signInViaApi(page, server);
  await api(page, 'POST', '/api/cart', { userId: user.id, productId: product.id, quantity: 1 });
  const quote = await api<Record<string, unknown>>(page, 'POST', `/api/cart/${user.id}/quote`, {});
  const { pointsEarned: _p, discountCode: _d, ...figures } = quote;
  return api<{ id: string; total: string }>(page, 'POST', '/api/orders', {
    userId: user.id,
    ...figures,
    shippingAddress: {
      firstName: 'Sophie',
      lastName: 'Bennett',
      address: '27 Clarendon Road',
      city: 'Bristol',
      postalCode: 'BS6 7EX',
      country: 'United Kingdom',
    },
  });
}

test('an order from the console list to delivered, the member seeing payment, tracking and timeline', async ({
  page,
}) => {
  const products = await api<Product[]>(page, 'GET', '/api/products');
  const product = products.find((p) => p.inStock && p.stock === undefined)!;
  const order = await placeOrder(page, product);
  const ref = order.id.slice(0, 8).toUpperCase();

  // The member is told how to pay, with the reference.
  await page.goto(`${server.url}/profile`);
  const card = page.getByRole('article').filter({ hasText: `Order #${order.id.slice(0, 8)}` });
  await expect(card.getByText('Unpaid')).toBeVisible();
  await expect(card.getByText(`quoting reference ${ref}`)).toBeVisible();
  expect(await latestMailTo(server, DEMO.email, { matching: new RegExp(`#${ref}`, 'i') })).toContain(ref);

  await signInStaff(page);
  await page.goto(`${server.url}/admin/orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Search by order number, email or name').fill(ref.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  const list = page.getByRole('list', { name: 'Orders' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(`#${ref}`);
  await expect(list).toContainText('Sophie Bennett');
  // Filters: it is unpaid, so "Paid" finds nothing.
  await page.getByLabel('Payment').selectOption('paid');
  await expect(page.getByText('No orders found')).toBeVisible();
  await page.getByLabel('Payment').selectOption('unpaid');
  await page.getByLabel('Status').selectOption('pending');
  await list.getByRole('link').click();

  await expect(page).toHaveURL(`${server.url}/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${ref}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items' })).toContainText(`1 × ${product.name}`);
  await expect(page.getByText('27 Clarendon Road')).toBeVisible();
  await expect(page.getByRole('link', { name: DEMO.email })).toBeVisible();
  // Processing needs the payment first.
  await expect(page.getByRole('button', { name: 'Start processing' })).toBeDisabled();
  await expect(page.getByText('Record the payment before processing the order')).toBeVisible();
  await page.getByRole('button', { name: /^Record payment of/ }).click();
  await expect(toast(page, 'Payment recorded')).toBeVisible();
  await page.getByLabel('Note (optional)').fill('Picked and packed');
  await page.getByRole('button', { name: 'Start processing' }).click();
  await expect(toast(page, 'Order processing')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Picked and packed');

  await page.getByLabel('Tracking number').fill('RM 9988 7766 5GB');
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(toast(page, 'Order shipped')).toBeVisible();
  await expect(page.getByText('Tracking number: RM 9988 7766 5GB')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(toast(page, 'Order delivered')).toBeVisible();
  await expect(timeline.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('heading', { name: 'Next steps' })).toHaveCount(0);
  // The mail goes out after the answer (and after the shipped one): wait for the delivered one itself.
  const deliveredMail = await latestMailTo(server, DEMO.email, {
    matching: new RegExp(`^Subject: Your Skin Circle order #${ref} is delivered`, 'mi'),
  });
  expect(deliveredMail).toMatch(/delivered/);

  // The member sees it all on the profile and in the account's order history.
  await page.goto(`${server.url}/profile`);
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card.getByText('Tracking number: RM 9988 7766 5GB')).toBeVisible();
  await card.getByText('Order timeline').click();
  await expect(card.getByRole('list', { name: 'Order timeline' }).getByRole('listitem')).toHaveCount(5);
  await page.goto(`${server.url}/members/account`);
  await expect(page.getByText('Tracking number: RM 9988 7766 5GB')).toBeVisible();
});

test('products: inline stock and price edits with validation, seen in the storefront at once', async ({
  page,
  browser,
}) => {
  const products = await api<Product[]>(page, 'GET', '/api/products');
  const product = products.find((p) => p.inStock && p.stock === undefined && p.name !== undefined)!;
  await signInStaff(page);
  await page.goto(`${server.url}/admin/products`);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const row = page.getByRole('form', { name: product.name });
  await row.getByLabel('Stock').fill('lots');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('Stock must be a whole number')).toBeVisible();
  await row.getByLabel('Stock').fill('2');
  await row.getByLabel('Price (£)', { exact: true }).fill('0');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('Price (£) must be more than 0')).toBeVisible();
  await row.getByLabel('Price (£)', { exact: true }).fill('99.00');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${product.name} saved`)).toBeVisible();
  await expect(row.getByText('Low: 2')).toBeVisible();

  // A shopper in another browser sees the change straight away.
  const shopper = await browser.newPage();
  await shopper.goto(`${server.url}/product/${product.id}`);
  await expect(shopper.getByText('Only 2 left')).toBeVisible();
  await expect(shopper.getByText('£99.00').first()).toBeVisible();

  await row.getByLabel('Stock').fill('0');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('Sold out')).toBeVisible();
  await shopper.reload();
  await expect(shopper.getByText('Out of stock').first()).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  await shopper.close();
});

test('the shop: sold out and low stock on the grid and the product page; the cart refuses more than is left', async ({
  page,
}) => {
  const user = await signInViaApi(page, server);
  const products = await api<Product[]>(page, 'GET', '/api/products');
  const low = products.find((p) => p.slug === 'peptide-firming-eye-cream')!;
  const soldOut = products.find((p) => p.slug === 'bakuchiol-1-renewal-oil')!;
  expect(low.stock).toBe(2);
  expect(soldOut.inStock).toBe(false);

  await page.goto(`${server.url}/search?search=${encodeURIComponent('Bakuchiol')}`);
  await expect(page.getByRole('link', { name: new RegExp(soldOut.name) }).getByText('Out of stock')).toBeVisible();

  await page.goto(`${server.url}/product/${low.id}`);
  await expect(page.getByText('Only 2 left')).toBeVisible();
  await page.getByRole('button', { name: /Increase/ }).click();
  await page.getByRole('button', { name: /Increase/ }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, `Only 2 left of ${low.name}`)).toBeVisible();
  await page.getByRole('button', { name: /Decrease/ }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();

  await page.goto(`${server.url}/cart`);
  await expect(page.getByRole('listitem').filter({ hasText: low.name }).getByText('Only 2 left')).toBeVisible();
  await page.request.delete(`${server.url}/api/cart/user/${user.id}`);
});
