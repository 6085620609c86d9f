// Returns and partial refunds (OPERATIONS §4, decisions 0250, 0251) tried as a customer and as staff would: a member
// returns one of two products from a delivered card order on their profile, staff receive and refund it from the
// console's Returns queue, the fake Stripe receives a refund of exactly that line's amount, and the member sees
// "Refunded £x" and gets the mail saying it went back to their card.
import { expect, test, type Page } from '@playwright/test';
import { formatPrice, toPence } from '@shared/money';
import { startFakeStripe, type FakeStripe } from '../../src/server/testing/fake-stripe-server';
import { decodeQuotedPrintable } from '../../src/server/testing/mail';
import { latestMailTo, signInViaApi } from './support/auth';
import { expectAccessible } from './support/accessibility';
import { useServer } from './support/server';

let fake: FakeStripe;
const env: Record<string, string> = {};
test.beforeAll(async () => {
  fake = await startFakeStripe();
  Object.assign(env, {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_browser',
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE: fake.url,
  });
});
const server = useServer(env);
test.beforeAll(() => {
  fake.webhookUrl = `${server.url}/api/webhooks/stripe`;
});
test.afterAll(() => fake.close());

type Product = { id: string; name: string; inStock: boolean; stock?: number };
type Order = { id: string; total: string; items: Array<{ productId: string; productName: string; price: string }> };

/** Two products bought by card, paid on the fake Stripe, and walked to delivered by staff (through the API). */
async function deliveredCardOrder(page: Page) {
  const user = await signInViaApi(page, server);
  const api = (method: 'get' | 'post' | 'delete', url: string, data?: object) =>
    page.request[method](`${server.url}${url}`, data ? { data } : undefined);
  expect((await api('delete', `/api/cart/user/${user.id}`)).ok()).toBe(true);
  const products = (await (await api('get', '/api/products')).json()) as Product[];
  const [a, b] = products.filter((p) => p.inStock && p.stock === undefined);
  for (const p of [a, b]) {
    expect((await api('post', '/api/cart', { userId: user.id, productId: p.id, quantity: 1 })).ok()).toBe(true);
  }
  const quote = await (await api('post', `/api/cart/${user.id}/quote`, {})).json();
  const placed = await api('post', '/api/orders', {
    userId: user.id,
    ...quote,
    discountCode: undefined,
    shippingAddress: {
      firstName: 'Demo',
      lastName: 'Member',
      address: '221B Baker Street',
      city: 'London',
      postalCode: 'NW1 6XE',
      country: 'United Kingdom',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as Order;
  const session = [...fake.sessions.values()].find((s) => s.client_reference_id === order.id)!;
  expect((await fake.pay(session.id)).status).toBe(200);
  expect((await api('post', '/api/admin/login', { username: 'admin', password: 'skincircle-admin' })).ok()).toBe(true);
  for (const step of [
    { status: 'processing' },
    { status: 'shipped', trackingNumber: 'RM123' },
    { status: 'delivered' },
  ]) {
    const moved = await api('post', `/api/admin/orders/${order.id}/status`, step);
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return { user, order, returned: order.items.find((i) => i.productId === b.id)!, intent: session.payment_intent! };
}

test('a member returns one of two products; staff refund it; Stripe gets exactly that line back', async ({ page }) => {
  const { user, order, returned, intent } = await deliveredCardOrder(page);
  const ref = order.id.slice(0, 8);
  const amount = formatPrice(returned.price);

  // The member, on a phone, starts the return from the order on their profile.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/profile`);
  const card = page.getByRole('article').filter({ hasText: `Order #${ref}` });
  await card.getByRole('button', { name: 'Return items' }).click();
  const form = card.getByRole('form', { name: 'Return items' });
  await form.getByRole('checkbox', { name: returned.productName }).check();
  await form.getByLabel('Why are you returning them?').fill('Not right for my skin');
  await form.getByRole('radio', { name: 'No' }).check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Start return' }).click();
  const started = card.getByRole('status').filter({ hasText: 'Return started' });
  await expect(started).toBeVisible();
  await expect(started).toContainText('Sealed items');
  await expect(started).toContainText('to the card you paid with');
  await expect(card.getByRole('list', { name: 'Returns' })).toContainText('Return started: waiting for your parcel');
  expect(await latestMailTo(server, user.email, { matching: /You started a return/ })).toContain('Sealed items');

  // Staff receive the parcel and refund it from the Returns queue, by keyboard.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/admin/orders`);
  await page.getByRole('link', { name: 'Returns', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/returns$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: `Order #${ref}` });
  await expect(row).toContainText(returned.productName);
  await expect(row.getByRole('checkbox', { name: 'Back in stock (can be sold again)' })).toBeChecked();
  await expectAccessible(page);
  await row.getByRole('button', { name: `Receive and refund #${ref}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Refunded ${amount}`).first()).toBeVisible();

  // Stripe received a refund of exactly that line's amount, once.
  const refunds = fake.refunds.filter((r) => r.payment_intent === intent);
  expect(refunds.map((r) => r.amount)).toEqual([toPence(returned.price)]);

  // The member sees it on the order and in their mail.
  await page.goto(`${server.url}/profile`);
  const after = page.getByRole('article').filter({ hasText: `Order #${ref}` });
  await expect(after.getByTestId('refunded-amount')).toHaveText(`Refunded ${amount}`);
  await expect(after.getByRole('list', { name: 'Returns' })).toContainText(`Refunded ${amount}`);
  const mail = await latestMailTo(server, user.email, { matching: /to the card you paid with for/ });
  expect(decodeQuotedPrintable(mail)).toContain(`We have refunded ${amount} to the card you paid with`);
});
