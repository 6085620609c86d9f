// Orders that move (issues 18 and 27), clicked through like a person: a member's order found in the console, paid,
// processed, shipped with a (required) tracking number and delivered — each irreversible step confirmed first — the
// member seeing each step but never a staff note; carriers, tracking links, messages to the customer and a tracking
// correction; a cancel putting units back and a refund ending the journey; the Products screen's inline edits
// showing in the storefront at once; sold-out and low-stock products in the shop.
//
// Needs the server half of issue 27 (the orders branch): "a message to the customer, a carrier with its tracking
// link, and a tracking correction" (customerMessage, carrier, PATCH …/tracking). The others pass on either.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, latestMailTo, signInViaApi } from './support/auth';
import { apiCall, placeOrderViaApi, plentifulProduct, signInStaffViaApi } from './support/orders';
import { useServer } from './support/server';

const server = useServer();

type Product = { id: string; name: string; slug: string; inStock: boolean; stock?: number };

const signInStaff = (page: Page) => signInStaffViaApi(page, server);
const formatted = (amount: string) => `£${amount}`;
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

const api = <T>(page: Page, method: 'GET' | 'POST' | 'PATCH', url: string, data?: unknown) =>
  apiCall<T>(page, server, method, url, data);

/** The demo member buys one unit of a product through the API (checkout's UI has its own spec). */
const placeOrder = (page: Page, product: Product, quantity = 1) =>
  placeOrderViaApi(page, server, { productId: product.id, quantity });

/** A product with plenty of stock that no other test of this file touches. */
const plentiful = (page: Page, skip: string[] = []) => plentifulProduct(page, server, skip) as Promise<Product>;

/** Clicks a step's button and answers its confirmation with `answer` (the dialog's own button of that name). */
async function confirmStep(page: Page, button: string, expected: { title: string; text: string | RegExp }) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: expected.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(expected.text);
  return dialog;
}

test('an order from the console list to delivered: confirmations, tracking required, staff notes kept from the member', async ({
  page,
}) => {
  const product = await plentiful(page);
  const order = await placeOrder(page, product);
  const ref = order.id.slice(0, 8);

  // The member sees it unpaid (how to pay is the storefront's: checkout and confirmation specs).
  await page.goto(`${server.url}/profile`);
  const card = page.getByRole('article').filter({ hasText: `Order #${order.id.slice(0, 8)}` });
  await expect(card.getByText('Unpaid')).toBeVisible();
  expect(await latestMailTo(server, DEMO.email, { matching: new RegExp(`#${ref}`, 'i') })).toContain(ref);

  await signInStaff(page);
  await page.goto(`${server.url}/admin/orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Search by order number, email or name').fill(ref.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  // A phone (the default viewport) gets the cards; the table is for wide screens (console.spec.ts).
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

  // Recording the payment asks first; "Go back" (focused, so a stray Enter changes nothing) changes nothing and
  // gives focus back to the button.
  const recordButton = page.getByRole('button', { name: /^Record payment of/ });
  let dialog = await confirmStep(page, (await recordButton.textContent())!, {
    title: `Record a payment of ${formatted(order.total)}?`,
    text: 'The order is marked paid and the customer is emailed.',
  });
  await expect(dialog.getByRole('button', { name: 'Go back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(recordButton).toBeFocused();
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
  // Keyboard only: Enter opens it, Escape closes it.
  await page.keyboard.press('Enter');
  dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(recordButton).toBeFocused();
  await recordButton.click();
  await dialog.getByLabel('Internal note (staff only)').fill('BACS ref SC-118 seen in the bank');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(page, 'Payment recorded')).toBeVisible();
  // The button is gone with the step done: focus goes to the order's heading, not to the page's top.
  await expect(page.getByRole('heading', { level: 1, name: `Order #${ref}` })).toBeFocused();

  const steps = page.getByRole('form', { name: 'Next steps' });
  await steps.getByLabel('Internal note (staff only)').fill('Picked and packed by Sam');
  // Processing is not irreversible: no question.
  await page.getByRole('button', { name: 'Start processing' }).click();
  await expect(toast(page, 'Order processing')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  // The server may add its own words to either text; ours are in the right one.
  await expect(timeline).toContainText(/Internal note: [^]*Picked and packed by Sam/);
  await expect(timeline).toContainText(/Internal note: [^]*BACS ref SC-118 seen in the bank/);

  // Shipping needs a tracking number: an inline error on the field, which gets focus; nothing is asked or sent.
  const tracking = steps.getByLabel(/^Tracking number/);
  await expect(tracking).toHaveAttribute('aria-required', 'true');
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(steps.getByText('Tracking number is required')).toBeVisible();
  await expect(tracking).toBeFocused();
  await expect(tracking).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await tracking.fill('RM <99>');
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(steps.getByText('Tracking number must be letters, digits, spaces or dashes')).toBeVisible();
  await tracking.fill('RM 9988 7766 5GB');
  dialog = await confirmStep(page, 'Mark as shipped', {
    title: 'Mark as shipped?',
    text: 'The customer is emailed the tracking number.',
  });
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(toast(page, 'Order shipped')).toBeVisible();
  await expect(page.getByText('Tracking number: RM 9988 7766 5GB')).toBeVisible();

  dialog = await confirmStep(page, 'Mark as delivered', {
    title: 'Mark as delivered?',
    text: /The customer is emailed and credited \d+ points\. This cannot be undone\./,
  });
  await dialog.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(toast(page, 'Order delivered')).toBeVisible();
  await expect(timeline.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('heading', { name: 'Next steps' })).toHaveCount(0);
  // The mail goes out after the answer (and after the shipped one): wait for the delivered one itself.
  const deliveredMail = await latestMailTo(server, DEMO.email, {
    matching: new RegExp(`^Subject: Your Skin Circle order #${ref} is delivered`, 'mi'),
  });
  expect(deliveredMail).toMatch(/delivered/);
  expect(deliveredMail).not.toContain('Picked and packed');

  // The member sees it all on the profile and in the account's order history — but never a staff note.
  await page.goto(`${server.url}/profile`);
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card.getByText('Tracking number: RM 9988 7766 5GB')).toBeVisible();
  await card.getByText('Order timeline').click();
  const memberTimeline = card.getByRole('list', { name: 'Order timeline' });
  await expect(memberTimeline.getByRole('listitem')).toHaveCount(5);
  await expect(memberTimeline).not.toContainText('Picked and packed');
  await expect(memberTimeline).not.toContainText('BACS ref');
  await page.goto(`${server.url}/members/account`);
  await expect(page.getByText('Tracking number: RM 9988 7766 5GB')).toBeVisible();
});

test('a message to the customer, a carrier with its tracking link, and a tracking correction (needs the orders server branch)', async ({
  page,
}) => {
  const product = await plentiful(page);
  const order = await placeOrder(page, product);
  const ref = order.id.slice(0, 8);
  await signInStaff(page);
  await api(page, 'POST', `/api/admin/orders/${order.id}/payment`, { status: 'paid' });
  await api(page, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'processing' });

  await page.goto(`${server.url}/admin/orders/${order.id}`);
  const steps = page.getByRole('form', { name: 'Next steps' });
  await steps.getByLabel(/^Tracking number/).fill('JD0002 2133 4455');
  await steps.getByLabel('Carrier', { exact: true }).selectOption('Royal Mail');
  await steps.getByLabel('Internal note (staff only)').fill('Sent second class, bag 4');
  await steps.getByLabel('Message to customer (emailed)').fill('Your serum is on its way — enjoy!');
  const dialog = await confirmStep(page, 'Mark as shipped', {
    title: 'Mark as shipped?',
    text: 'The customer is emailed the tracking link.',
  });
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(toast(page, 'Order shipped')).toBeVisible();

  const timeline = page.getByRole('list', { name: 'Timeline' });
  const shipped = timeline.getByRole('listitem').last();
  await expect(shipped).toContainText(/Internal note: [^]*Sent second class, bag 4/);
  await expect(shipped).toContainText(/Sent to customer: [^]*Your serum is on its way — enjoy!/);
  await expect(shipped.locator('p', { hasText: /^Sent to customer:/ })).not.toContainText('bag 4');
  await expect(page.getByText('Carrier: Royal Mail')).toBeVisible();
  const link = page.getByRole('link', { name: /Track the parcel with Royal Mail/ });
  await expect(link).toHaveAttribute('href', /royalmail\.com\/.*JD000221334455/);
  await expect(link).toHaveAttribute('target', '_blank');
  const mail = await latestMailTo(server, DEMO.email, {
    matching: new RegExp(`^Subject: Your Skin Circle order #${ref} is shipped`, 'mi'),
  });
  expect(mail).toContain('Your serum is on its way');
  expect(mail).not.toContain('bag 4');

  // A wrong number is corrected after shipping: the form starts from what is stored, checks like shipping does.
  await page.getByRole('button', { name: 'Correct tracking' }).click();
  const correction = page.getByRole('form', { name: 'Correct tracking' });
  await expect(correction.getByLabel(/^Tracking number/)).toHaveValue('JD0002 2133 4455');
  await expect(correction.getByLabel('Carrier', { exact: true })).toHaveValue('Royal Mail');
  await correction.getByLabel(/^Tracking number/).fill('');
  await correction.getByRole('button', { name: 'Save tracking' }).click();
  await expect(correction.getByText('Tracking number is required')).toBeVisible();
  await correction.getByLabel(/^Tracking number/).fill('15501234567890');
  await correction.getByLabel('Carrier', { exact: true }).selectOption('Other');
  await correction.getByLabel('Carrier name').fill('Acme Couriers');
  await correction.getByRole('button', { name: 'Save tracking' }).click();
  await expect(toast(page, 'Tracking updated')).toBeVisible();
  await expect(page.getByText('Tracking number: 15501234567890')).toBeVisible();
  await expect(page.getByText('Carrier: Acme Couriers')).toBeVisible();
  // An unknown carrier has no link.
  await expect(page.getByRole('link', { name: /Track the parcel/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Correct tracking' }).click();
  await correction.getByLabel('Carrier', { exact: true }).selectOption('DPD');
  await correction.getByRole('button', { name: 'Save tracking' }).click();
  await expect(page.getByRole('link', { name: /Track the parcel with DPD/ })).toHaveAttribute(
    'href',
    /track\.dpd\.co\.uk\/parcels\/15501234567890/,
  );

  // The member sees the message and the new tracking, never the staff note.
  await page.goto(`${server.url}/profile`);
  const card = page.getByRole('article').filter({ hasText: `Order #${order.id.slice(0, 8)}` });
  await expect(card.getByText('Tracking number: 15501234567890')).toBeVisible();
  await expect(card.getByRole('link', { name: /Track your parcel with DPD/ })).toHaveAttribute(
    'href',
    /track\.dpd\.co\.uk\/parcels\/15501234567890/,
  );
  await card.getByText('Order timeline').click();
  const memberTimeline = card.getByRole('list', { name: 'Order timeline' });
  await expect(memberTimeline).toContainText('Your serum is on its way — enjoy!');
  await expect(memberTimeline).not.toContainText('bag 4');
  // The number staff corrected is not left standing in the timeline.
  await expect(memberTimeline).not.toContainText('JD0002');
});

test('cancelling asks first and puts the units back; a refund before sending cancels the order too', async ({
  page,
}) => {
  await signInStaff(page);
  const product = await plentiful(page, ['peptide-firming-eye-cream']);
  const before = (await api<Array<{ id: string; stock: number }>>(page, 'GET', '/api/admin/products')).find(
    (p) => p.id === product.id,
  )!.stock;
  const order = await placeOrder(page, product, 2);
  const ref = order.id.slice(0, 8);
  const second = await placeOrder(page, product, 1);
  const stockNow = async () =>
    (await api<Array<{ id: string; stock: number }>>(page, 'GET', '/api/admin/products')).find(
      (p) => p.id === product.id,
    )!.stock;
  expect(await stockNow()).toBe(before - 3);

  // Paid, then refunded before it was sent: cancelled with the refund, its unit back on sale (decision 0252).
  await page.goto(`${server.url}/admin/orders/${second.id}`);
  await page.getByRole('button', { name: /^Record payment of/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(page, 'Payment recorded')).toBeVisible();
  let dialog = await confirmStep(page, 'Record refund', {
    title: 'Record a refund?',
    text: 'Nothing has been sent, so the order is cancelled with the refund: its units go back to stock.',
  });
  await dialog.getByLabel('Message to customer (emailed)').fill('Refunded as you asked on the phone.');
  await dialog.getByRole('button', { name: 'Record refund' }).click();
  await expect(toast(page, 'Refund recorded')).toBeVisible();
  await expect(page.getByText('Refunded and cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start processing' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Record refund' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  expect(await stockNow()).toBe(before - 2);

  // The unpaid one is cancelled: asked first.
  await page.goto(`${server.url}/admin/orders/${order.id}`);
  dialog = await confirmStep(page, 'Cancel order', {
    title: 'Cancel order?',
    text: /Units go back to stock .* This cannot be undone\./,
  });
  // Going back keeps it as it was.
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeFocused();
  expect(await stockNow()).toBe(before - 2);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(toast(page, 'Order cancelled')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${ref}` })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Next steps' })).toHaveCount(0);
  expect(await stockNow()).toBe(before);
});

test('products: inline stock and price edits with validation, seen in the storefront at once', async ({
  page,
  browser,
}) => {
  const products = await api<Product[]>(page, 'GET', '/api/products');
  const product = products.find((p) => p.inStock && p.stock === undefined && p.slug !== 'peptide-firming-eye-cream')!;
  await signInStaff(page);
  await page.goto(`${server.url}/admin/products`);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByLabel('Search products').fill(product.name);
  const row = page.getByRole('row').filter({ hasText: product.name });
  await expect(row).toHaveCount(1);
  // Nothing to save until something changes.
  await expect(row.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  await row.getByLabel(/^Stock/).fill('lots');
  await row.getByRole('button', { name: /^Save/ }).click();
  await expect(row.getByText('Stock must be a whole number')).toBeVisible();
  await row.getByLabel(/^Stock/).fill('2');
  await row.getByLabel(/^Price/).fill('0');
  await row.getByLabel(/^Price/).press('Enter');
  await expect(row.getByText('Price must be more than 0')).toBeVisible();
  await row.getByLabel(/^Price/).fill('99.00');
  await row.getByLabel(/^Price/).press('Enter');
  await expect(toast(page, `${product.name} saved`)).toBeVisible();
  await expect(row.getByText('Low: 2')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Save/ })).toHaveCount(0);

  // A shopper in another browser sees the change straight away.
  const shopper = await browser.newPage();
  await shopper.goto(`${server.url}/product/${product.id}`);
  await expect(shopper.getByText('Only 2 left')).toBeVisible();
  await expect(shopper.getByText('£99.00').first()).toBeVisible();

  await row.getByLabel(/^Stock/).fill('0');
  await row.getByRole('button', { name: /^Save/ }).click();
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
  // The stepper stops at the units left (issue 27) ...
  const more = page.getByRole('button', { name: /Increase/ });
  await expect(async () => {
    await more.click();
    await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('2', { timeout: 1000 });
  }).toPass();
  await expect(more).toBeDisabled();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
  // ... and the server refuses more than is left, naming what is left.
  const more409 = await page.request.post(`${server.url}/api/cart`, {
    data: { userId: user.id, productId: low.id, quantity: 1 },
  });
  expect(more409.status()).toBe(409);
  expect(((await more409.json()) as { message: string }).message).toContain(`Only 2 left of ${low.name}`);

  await page.goto(`${server.url}/cart`);
  await expect(page.getByRole('listitem').filter({ hasText: low.name }).getByText('Only 2 left')).toBeVisible();
  await page.request.delete(`${server.url}/api/cart/user/${user.id}`);
});
