// Customers and Sales at a glance (OPERATIONS §3 and §6), tried as staff would: the owner signs in and lands on the
// console's home with the day's figures (the same as the API's, to the penny) and today's orders to pack a click
// away; then looks the demo member up by part of their address, opens them and adds points with a reason after
// confirming — a balance below 0 refused beside the field. Checked with axe at a desk's width and on a phone.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/auth';
import { apiCall, placeOrderViaApi, signInStaffViaApi, STAFF } from './support/orders';
import { useServer } from './support/server';

const server = useServer();
const api = <T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) =>
  apiCall<T>(page, server, method, url, data);

/** The demo member orders one unit and staff record its payment: a paid order today, waiting to be packed. */
async function paidOrderToday(page: Page) {
  const order = await placeOrderViaApi(page, server);
  await signInStaffViaApi(page, server);
  await api(page, 'POST', `/api/admin/orders/${order.id}/payment`, { status: 'paid' });
  await page.request.post(`${server.url}/api/admin/logout`);
  return order.id;
}

const ukToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
const pounds = (amount: string) => `£${Number(amount).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;

test('staff land on the home with the day’s figures and today’s orders to pack a click away', async ({ browser }) => {
  // Several axe passes and a reload at two widths: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const orderId = await paidOrderToday(page);

  await page.goto(`${server.url}/console/login`);
  await page.getByLabel('Username').fill(STAFF.username);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${server.url}/console`);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  // Today's figures, as the API gives them.
  await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Today' }).click();
  const today = ukToday();
  const figures = await api<{ revenue: string; orders: number }>(
    page,
    'GET',
    `/api/admin/sales?from=${today}&to=${today}`,
  );
  expect(figures.orders).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('group', { name: 'Revenue' })).toContainText(pounds(figures.revenue));
  await expect(page.getByRole('group', { name: 'Orders' })).toContainText(String(figures.orders));
  await expect(page.getByRole('table', { name: 'Revenue and orders by day' })).toContainText(pounds(figures.revenue));
  await expect(page.getByTestId('sales-chart')).toBeVisible();
  await expectAccessible(page, 'the console home');
  await page.screenshot({ path: '/tmp/console-home-1280.png', fullPage: true });

  // Every tool fits the bar at a desk's width; Penny AI is a link from the home.
  const nav = page.getByRole('navigation', { name: 'Console' });
  expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(nav.getByRole('link', { name: 'Customers' })).toBeVisible();
  await page.getByRole('link', { name: 'Penny AI figures' }).click();
  await expect(page.getByRole('heading', { name: 'Penny AI Dashboard' })).toBeVisible();
  await nav.getByRole('link', { name: 'Home' }).click();

  // To pack: the Orders list filtered to paid orders not yet started, this one among them.
  await page.getByRole('link', { name: /To pack/ }).click();
  await expect(page).toHaveURL(`${server.url}/admin/orders?status=pending&payment=paid`);
  await expect(page.getByLabel('Payment')).toHaveValue('paid');
  await expect(page.getByRole('link', { name: new RegExp(orderId.slice(0, 8)) }).first()).toBeVisible();
  await context.close();
});

test('staff find a customer, open them and adjust their points with a reason', async ({ browser }) => {
  // Several axe passes and a reload at two widths: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  expect((await page.request.post(`${server.url}/api/admin/login`, { data: STAFF })).status()).toBe(200);

  await page.goto(`${server.url}/console`);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  // Typing searches once the typing pauses, and the address keeps it.
  await page.getByLabel('Search by email or name').fill('demo@exam');
  await expect(page).toHaveURL(`${server.url}/admin/customers?q=demo%40exam`);
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the customers list');
  await page.getByRole('link', { name: new RegExp(DEMO.email) }).click();

  await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]+$/);
  const points = page.getByRole('region', { name: 'Points' });
  const balance = Number((await page.getByTestId('points-balance').textContent())!.replace(/\D/g, ''));
  await expect(page.getByRole('region', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Codes' })).toBeVisible();

  // Taking away more than they hold is refused beside the field; no reason, no adjustment.
  await points.getByLabel('Points', { exact: true }).fill(String(-(balance + 1)));
  await points.getByLabel('Reason').fill('Too many');
  await points.getByRole('button', { name: 'Adjust points' }).click();
  await expect(points.getByRole('alert')).toContainText(`They have ${balance} points`);
  await points.getByLabel('Points', { exact: true }).fill('25');
  await points.getByLabel('Reason').fill('');
  await points.getByRole('button', { name: 'Adjust points' }).click();
  await expect(points.getByRole('alert')).toContainText('is required');

  // Asked first, then added: the balance, the ledger and a toast say so.
  await points.getByLabel('Reason').fill('Parcel arrived late');
  await points.getByRole('button', { name: 'Adjust points' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Their balance goes from ${balance} to ${balance + 25} points`);
  await expectAccessible(page, 'the adjust points confirmation');
  await dialog.getByRole('button', { name: 'Add points' }).click();
  // Checked once the dialog has gone: while it fades out the page behind it is still hidden from assistive tech.
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('points-balance')).toHaveText(`${balance + 25} points`);
  await expect(page.getByRole('list', { name: 'Points ledger' }).getByRole('listitem').first()).toContainText(
    '+25 Adjusted by staff · Parcel arrived late · by admin',
  );
  // The toast says so too; the page is checked with axe once it has gone (a toast caught leaving fails contrast).
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Points adjusted' });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 15_000 });
  await expectAccessible(page, 'the customer page');
  await page.screenshot({ path: '/tmp/console-customer-1280.png', fullPage: true });

  // On a phone: the same page in one column, the bar scrolls sideways and still offers Customers.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('points-balance')).toHaveText(`${balance + 25} points`);
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Customers' }),
  ).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
  await expectAccessible(page, 'the customer page on a phone');
  await page.screenshot({ path: '/tmp/console-customer-390.png', fullPage: true });
  await page.goto(`${server.url}/console`);
  await expect(page.getByRole('group', { name: 'Revenue' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
  await page.screenshot({ path: '/tmp/console-home-390.png', fullPage: true });
  await page.goto(`${server.url}/admin/customers?q=demo`);
  await expect(page.getByRole('link', { name: new RegExp(DEMO.email) })).toBeVisible();
  await page.screenshot({ path: '/tmp/console-customers-390.png', fullPage: true });
  await context.close();
});
