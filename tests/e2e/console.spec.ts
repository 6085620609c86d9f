// Staff console journeys: the signed-out redirect, sign-in, the Penny AI dashboard and a session's transcript,
// working a quiz submission (counters change), and hostile provider data arriving through the signed webhook; the
// console's wide layout (a table of orders on a desk, cards on a phone) and the Products screen's search and
// relative stock edits.
//
// "a stock edit is relative…" needs the server half of issue 27 (previousStock arithmetic and its 409).
import { expect, test, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { signInViaApi } from './support/auth';
import { SHIPPING_ADDRESS } from './support/orders';
import { useServer } from './support/server';

const SECRET = 'e2e-quiz-secret';
const server = useServer({ QUIZ_WEBHOOK_SECRET: SECRET });
const STAFF = { username: 'admin', password: 'skincircle-admin' };

async function signInStaff(page: Page) {
  const res = await page.request.post(`${server.url}/api/admin/login`, { data: STAFF });
  expect(res.status(), await res.text()).toBe(200);
}

const counter = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('signed-out visitors to any console page are sent to /console/login', async ({ page }) => {
  for (const path of [
    '/console',
    '/console/dashboard',
    '/admin/penny-ai-dashboard',
    '/admin/quiz-submissions',
    '/admin',
  ]) {
    await page.goto(`${server.url}${path}`);
    await expect(page).toHaveURL(`${server.url}/console/login`);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  }
  // A member's session does not open the console either.
  const member = await page.request.post(`${server.url}/api/auth/login`, {
    data: { email: 'demo@example.com', password: 'skincircle' },
  });
  expect(member.status()).toBe(200);
  await page.goto(`${server.url}/admin/quiz-submissions`);
  await expect(page).toHaveURL(`${server.url}/console/login`);
});

test('console sign-in: disabled until both fields are filled, errors from the server, then the dashboard', async ({
  page,
}) => {
  await page.goto(`${server.url}/console/login`);
  await expect(page.getByText('Secure admin access')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Login' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Username').fill('admin');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Password').fill('wrong-password');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await expect(page).toHaveURL(/\/console\/login$/);

  // No answer at all: the network error text.
  await page.route('**/api/admin/login', (route) => route.abort('internetdisconnected'));
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Network error. Please try again.');
  await page.unroute('**/api/admin/login');

  // In flight: 'Logging in...' and disabled.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/admin/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Password').fill(STAFF.password);
  await submit.click();
  const busy = page.getByRole('button', { name: 'Logging in...' });
  await expect(busy).toBeDisabled();
  release();

  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByText('Welcome to the Skin Circle admin console.')).toBeVisible();
  // The owner may read the sales: they land on the console's home (OPERATIONS §6).
  await expect(page).toHaveURL(`${server.url}/console`);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('dashboard: figures, categories, recent sessions and a session’s conversation', async ({ page }) => {
  await signInStaff(page);
  const overview = await (await page.request.get(`${server.url}/api/admin/penny-ai/overview`)).json();
  await page.goto(`${server.url}/admin/penny-ai-dashboard`);

  await expect(page.getByRole('heading', { name: 'Penny AI Dashboard' })).toBeVisible();
  await expect(page.getByText('Track user interactions and analyze conversation data')).toBeVisible();
  await expect(counter(page, 'Total Sessions')).toContainText('7');
  await expect(counter(page, 'With Email')).toContainText('5');
  await expect(counter(page, 'With Email')).toContainText('71% conversion');
  // The 3 seeded active sessions are days idle, so they count as completed (decision 0404).
  await expect(counter(page, 'Completed')).toContainText(String(overview.completedSessions));
  expect(overview.completedSessions).toBe(7);
  await expect(counter(page, 'Avg Messages')).toContainText(String(overview.averageMessageCount));

  const categories = page.getByRole('heading', { name: 'Top Question Categories' }).locator('..').getByRole('listitem');
  await expect(categories).toHaveCount(8);
  await expect(categories.first()).toContainText('product recommendation');
  await expect(categories.first()).toContainText('5');
  await expect(page.getByRole('table', { name: /Sessions per day/ }).getByRole('row')).toHaveCount(15);

  const recent = page.getByRole('region', { name: 'Recent Sessions' }).getByRole('button');
  await expect(recent).toHaveCount(7);
  await expect(recent.first()).toContainText('tom.reid@example.org');

  await page.getByRole('button', { name: /Session 5d07e3b9/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Session Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Email Sent')).toBeVisible();
  await expect(dialog.getByText('No', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Conversation History' })).toBeVisible();
  await expect(dialog.getByText('Penny AI', { exact: true })).toHaveCount(2);
  const first = dialog.getByText('I am really oily and shiny by 11am.', { exact: false });
  await expect(first).toBeVisible();
  await expect(dialog.locator('time')).toHaveCount(4);
  // The customer's bubble sits right, Penny's left.
  const userBox = await first.boundingBox();
  const pennyBox = await dialog.getByText('Niacinamide is your best friend', { exact: false }).boundingBox();
  expect(userBox!.x).toBeGreaterThan(pennyBox!.x);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('dashboard: auto-refresh polls every 30 s, also in the background, until switched off', async ({ page }) => {
  await page.clock.install();
  await signInStaff(page);
  const polls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/penny-ai/')) polls.push(new URL(r.url()).pathname);
  });
  await page.goto(`${server.url}/console/dashboard`);
  await expect(counter(page, 'Total Sessions')).toContainText('7');
  await expect(page.getByText('Auto-refreshing every 30s')).toBeVisible();
  expect(polls.sort()).toEqual(['/api/admin/penny-ai/overview', '/api/admin/penny-ai/sessions']);

  // The tab goes to the background: polling carries on.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.clock.runFor(30_000);
  await expect.poll(() => polls.length).toBe(4);

  await page.getByRole('button', { name: 'Auto-Refresh On' }).click();
  await expect(page.getByRole('button', { name: 'Auto-Refresh Off' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Auto-refreshing every 30s')).toBeHidden();
  await page.clock.runFor(65_000);
  await page.waitForTimeout(300);
  expect(polls.length).toBe(4);

  // Manual refresh still works.
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect.poll(() => polls.length).toBe(6);
});

test('quiz submissions: mark one reviewed with notes, counters change, history shows who did it', async ({ page }) => {
  await signInStaff(page);
  await page.goto(`${server.url}/admin/quiz-submissions`);
  await expect(page.getByRole('heading', { name: 'Quiz Submissions' })).toBeVisible();
  await expect(page.getByText('Manage customer quiz responses and follow-ups')).toBeVisible();
  await expect(counter(page, 'Total Submissions')).toContainText('7');
  await expect(counter(page, 'Pending Review')).toContainText('3');
  await expect(counter(page, 'Contacted')).toContainText('1');
  await expect(counter(page, 'Completed')).toContainText('2');

  await page.getByRole('button', { name: 'View Details: Chloe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quiz Submission Details - Chloe' });
  await expect(dialog.getByRole('heading', { name: 'Customer Information' })).toBeVisible();
  await expect(dialog.getByText('Not provided')).toBeVisible(); // no phone
  await expect(dialog.getByRole('heading', { name: 'Quiz Responses' })).toBeVisible();
  await expect(dialog.getByText('Shine by lunchtime, blackheads on my nose')).toBeVisible();
  await dialog.getByLabel('Review Notes').fill('Called Chloe: suggested the BHA cleanser and niacinamide serum.');
  await dialog.getByRole('button', { name: 'Mark as Reviewed' }).click();

  await expect(page.getByText('Submission updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(counter(page, 'Pending Review')).toContainText('2');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Chloe', exact: true }) });
  await expect(card.getByText('Reviewed', { exact: true })).toBeVisible();
  await expect(card).toContainText('Called Chloe: suggested the BHA cleanser');

  // The dialog reopens with the notes and a one-line history; the selector moves it on.
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(page.getByText('Submission updated successfully!')).toHaveCount(0);
  await card.getByRole('button', { name: /View Details/ }).click();
  await expect(dialog.getByLabel('Review Notes')).toHaveValue(
    'Called Chloe: suggested the BHA cleanser and niacinamide serum.',
  );
  await expect(dialog.getByText('by admin')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await expect(page.getByText('Submission updated successfully!')).toBeVisible();
  await expect(counter(page, 'Contacted')).toContainText('2');

  // Filter, refresh, export.
  await page.getByRole('button', { name: /^Contacted \(2\)/ }).click();
  await expect(page.getByRole('list', { name: 'Quiz submissions' }).getByRole('listitem')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^quiz-submissions-contacted-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await import('node:fs')).promises.readFile(await file.path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toContain('Submitted,Name');
  expect(lines).toHaveLength(3);
  expect(csv).toContain('Called Chloe');

  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(page.getByText('Quiz submissions refreshed!')).toBeVisible();
});

test('quiz submissions: summary, fallbacks, and hostile provider data shown only as text', async ({ page }) => {
  // A signed delivery from the "provider" with markup and script everywhere.
  const rawData = JSON.stringify({
    answersByBlock: {
      block_e4466449: { value: '25-34' },
      block_cdc78df5: { value: '<img src=x onerror="window.__pwned=1">Oily' },
      block_9038ec7e: { value: ['Breakouts', '<b>Bold</b>'] },
    },
    recommendationsBySlot: {
      'slot-1': [
        {
          title: 'Broken Image Serum',
          price: { amount: '12.5', currencyCode: 'USD' },
          slotDescription:
            '<p>Line <strong>one</strong></p><script>window.__pwned=2</script><img src=x onerror="window.__pwned=3">safe',
          image: { url: '/images/does-not-exist.png' },
          onlineStoreUrl: 'javascript:window.__pwned=4',
        },
      ],
    },
  });
  const body = JSON.stringify({
    id: 'qz_e2e_hostile',
    quizName: 'Skin Circle Skin Assessment',
    email: 'mallory@example.com',
    firstName: 'Mallory',
    lastName: null,
    fullName: '<i>Mallory</i> <script>window.__pwned=5</script>',
    phone: null,
    questions: [{ question: 'Raw Data', answer: rawData }],
  });
  const signature = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
  const res = await page.request.post(`${server.url}/api/webhooks/quiz-submissions`, {
    data: body,
    headers: { 'content-type': 'application/json', 'x-quiz-signature': signature },
  });
  expect(res.status()).toBe(201);
  const unsigned = await page.request.post(`${server.url}/api/webhooks/quiz-submissions`, {
    data: body,
    headers: { 'content-type': 'application/json' },
  });
  expect(unsigned.status()).toBe(401);

  await signInStaff(page);
  await page.goto(`${server.url}/admin/quiz-submissions`);
  const hostileName = '<i>Mallory</i> <script>window.__pwned=5</script>';
  await expect(page.getByRole('heading', { name: hostileName, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `View Details: ${hostileName}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Skin Assessment Summary' })).toBeVisible();
  await expect(dialog.getByText('<img src=x onerror="window.__pwned=1">Oily')).toBeVisible();
  await expect(dialog.getByText('Breakouts, <b>Bold</b>')).toBeVisible();
  await expect(dialog.getByText('Preferred Products').locator('..')).toContainText('Not specified');
  await expect(dialog.getByRole('heading', { name: 'Recommended Products' })).toBeVisible();
  await expect(dialog.getByText('Broken Image Serum')).toBeVisible();
  await expect(dialog.getByText('£12.50')).toBeVisible();
  await expect(dialog.getByText('Line one safe')).toBeVisible();
  // The image failed to load and is gone; the javascript: link was never made.
  await expect(dialog.locator('img')).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: /View Product/ })).toHaveCount(0);
  expect(await page.locator('img[src="x"], script:not([src]), i, b').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await page.keyboard.press('Escape');

  // Sophie's well-formed summary: real recommendations with pound prices and product links.
  await page.getByRole('button', { name: 'View Details: Sophie Bennett' }).click();
  await expect(dialog.getByText('Never used retinol')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /View Product/ })).toHaveCount(5);
  await expect(dialog.getByRole('link', { name: /View Product/ }).first()).toHaveAttribute('target', '_blank');
  await expect(dialog.getByText(/^£\d+\.\d{2}$/)).toHaveCount(5);
  await page.keyboard.press('Escape');

  // Malformed raw data: the plain responses list.
  await page.getByRole('button', { name: 'View Details: Priya Sharma' }).click();
  await expect(dialog.getByRole('heading', { name: 'Quiz Responses' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Skin Assessment Summary' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A JSON object without blocks: Structured Data.
  await page.getByRole('button', { name: 'View Details: Hannah Wright' }).click();
  await expect(dialog.getByText('Structured Data')).toBeVisible();
  await expect(dialog.getByText('hannah.wright@example.net').last()).toBeVisible();
  await page.keyboard.press('Escape');

  // No questions at all.
  await page.getByRole('button', { name: 'View Details: Unknown Customer' }).click();
  await expect(dialog.getByText('No quiz responses available')).toBeVisible();
  await expect(dialog.getByText("This submission doesn't contain any quiz data")).toBeVisible();
});

test('the admin panel links to both tools, and signing out closes the console', async ({ page }) => {
  await signInStaff(page);
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await page.getByRole('link', { name: /Quiz Submissions/ }).click();
  await expect(page).toHaveURL(`${server.url}/admin/quiz-submissions`);
  await page.goto(`${server.url}/admin`);
  await page.getByRole('link', { name: /Penny AI Dashboard/ }).click();
  await expect(page).toHaveURL(`${server.url}/admin/penny-ai-dashboard`);
  await expect(page.getByRole('heading', { name: 'Penny AI Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${server.url}/console/login`);
  await page.goto(`${server.url}/console/dashboard`);
  await expect(page).toHaveURL(`${server.url}/console/login`);
  expect((await page.request.get(`${server.url}/api/admin/me`)).status()).toBe(401);
});

test('the console uses a wide screen: a table of orders on a desk, cards on a phone, never wider than the screen', async ({
  page,
}) => {
  await signInStaff(page);
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/admin/orders`);
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table).toBeVisible();
  await expect(page.getByRole('list', { name: 'Orders' })).toBeHidden();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Order',
    'Customer',
    'Placed',
    'Status',
    'Payment',
    'Total',
  ]);
  // The demo's past orders (the demo member's and the reviewers' delivered ones), with their links.
  await expect(table.getByRole('row').filter({ hasText: 'Sophie Bennett' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'Sophie Bennett' }).getByRole('link')).toHaveCount(1);
  // Not the storefront's 42rem column: the console spreads over the screen (up to 80rem).
  expect((await page.locator('main').boundingBox())!.width).toBeGreaterThan(1100);
  expect(await overflow()).toBe(0);
  await page.goto(`${server.url}/admin/products`);
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('columnheader')).toHaveCount(6);
  expect(await overflow()).toBe(0);
  await page.goto(`${server.url}/admin/orders`);
  await table.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order #/ })).toBeVisible();
  // Two columns: the customer and delivery cards sit beside the items, not under them.
  const customer = (await page.getByRole('heading', { name: 'Customer', exact: true }).boundingBox())!;
  const items = (await page.getByRole('heading', { name: 'Items', exact: true }).boundingBox())!;
  expect(customer.x).toBeGreaterThan(items.x + 400);
  expect(await overflow()).toBe(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/admin/orders`);
  await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' })).toBeHidden();
  expect(await overflow()).toBe(0);
  await page.goto(`${server.url}/admin/products`);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  // On a phone each row is a card whose fields carry their own visible labels.
  const label = page.getByRole('row').filter({ hasText: 'Peptide Firming Eye Cream' }).locator('label').first();
  expect((await label.boundingBox())!.width).toBeGreaterThan(20);
  expect(await overflow()).toBe(0);
});

test('products: search by name, slug or category from the keyboard, and the stock filter', async ({ page }) => {
  await signInStaff(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/admin/products`);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Products' }).getByRole('row');
  await expect(page.getByText(/^\d+ products ·/)).toBeVisible();
  const total = (await rows.count()) - 1;
  expect(total).toBeGreaterThanOrEqual(20);
  await expect(page.getByText(`${total} products ·`)).toBeVisible();

  // "/" goes to the search box from anywhere on the page.
  await page.getByRole('heading', { level: 1, name: 'Products' }).click();
  await page.keyboard.press('/');
  const search = page.getByLabel('Search products');
  await expect(search).toBeFocused();
  await page.keyboard.type('eye-care');
  await expect(rows).toHaveCount(3); // the header and the two eye products
  await expect(page.getByText(`Showing 2 of ${total} products`)).toBeVisible();
  // By slug, by name words in any order and case.
  await search.fill('bakuchiol-1');
  await expect(rows.nth(1)).toContainText('Bakuchiol 1% Gentle Renewal Oil');
  await search.fill('SERUM vitamin');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('15% Vitamin C Brightening Serum');
  // Nothing found, then Escape clears.
  await search.fill('sunscreen for dogs');
  await expect(page.getByText('No products match')).toBeVisible();
  await expect(page.getByText('Nothing matches “sunscreen for dogs”.')).toBeVisible();
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(rows).toHaveCount(total + 1);

  // The stock filter: sold out, running low.
  await page.getByLabel('Show').selectOption({ label: 'Sold out' });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Sold out');
  await page.getByLabel('Show').selectOption({ label: 'Running low' });
  await expect(rows.filter({ hasText: 'Peptide Firming Eye Cream' })).toContainText('Low: 2');
  await page.getByLabel('Show').selectOption({ label: 'Not on sale' });
  await expect(page.getByText('No products match')).toBeVisible();
  await page.getByRole('button', { name: 'Show all products' }).click();
  await expect(search).toBeFocused();
  await expect(rows).toHaveCount(total + 1);

  // Escape puts an edited row back without saving.
  const row = rows.filter({ hasText: 'Daily Mineral Shield SPF 50' });
  const stock = row.getByLabel(/^Stock/);
  const shown = await stock.inputValue();
  await stock.fill('7');
  await expect(row.getByRole('button', { name: /^Save/ })).toBeVisible();
  await stock.press('Escape');
  await expect(stock).toHaveValue(shown);
  await expect(row.getByRole('button', { name: /^Save/ })).toHaveCount(0);
});

test('products: a stock edit is relative to what the row showed; one below zero is refused and the row refreshed (needs the server branch)', async ({
  page,
}) => {
  const user = await signInViaApi(page, server);
  await signInStaff(page);
  type Item = { id: string; slug: string; name: string; stock: number };
  const all = (await (await page.request.get(`${server.url}/api/admin/products`)).json()) as Item[];
  const product = all.find((p) => p.slug === 'peptide-firming-eye-cream')!;
  expect(product.stock).toBe(2);
  const buy = async (quantity: number) => {
    const add = await page.request.post(`${server.url}/api/cart`, {
      data: { userId: user.id, productId: product.id, quantity },
    });
    expect(add.ok(), await add.text()).toBe(true);
    const quote = (await (
      await page.request.post(`${server.url}/api/cart/${user.id}/quote`, { data: {} })
    ).json()) as Record<string, unknown>;
    const { pointsEarned: _p, discountCode: _d, ...figures } = quote;
    const res = await page.request.post(`${server.url}/api/orders`, {
      data: {
        userId: user.id,
        ...figures,
        shippingAddress: SHIPPING_ADDRESS,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  };

  await page.goto(`${server.url}/admin/products`);
  await page.getByLabel('Search products').fill(product.name);
  const row = page.getByRole('row').filter({ hasText: product.name });
  const stock = row.getByLabel(/^Stock/);
  await expect(stock).toHaveValue('2');

  // A customer buys one while the screen shows 2; staff add 3 by typing 5: the server makes it 1 + 3 = 4.
  await buy(1);
  const sent = page.waitForRequest(
    (r) => r.method() === 'PATCH' && r.url().includes(`/api/admin/products/${product.id}`),
  );
  await stock.fill('5');
  await stock.press('Enter');
  expect((await sent).postDataJSON()).toEqual({ stock: 5, previousStock: 2 });
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: `${product.name} saved` })).toContainText(
    'Stock is now 4',
  );
  await expect(stock).toHaveValue('4');

  // Three more sold while the row shows 4 (1 left); taking 4 away would go below 0: refused, the row shows 1.
  await buy(3);
  await stock.fill('0');
  await stock.press('Enter');
  await expect(row.getByRole('alert')).toContainText('The row now shows the current stock.');
  await expect(stock).toHaveValue('1');
  await expect(row.getByText('Low: 1')).toBeVisible();
});
