// Paying by card (COMMERCE §4, decision 0207): the server runs with PAYMENT_PROVIDER=stripe pointed at a local
// fake of Stripe's API (src/server/testing/fake-stripe-server.ts), which serves a hosted checkout page and sends
// signed events to the shop's webhook. The shopper checks out, pays on the fake page and comes back to the
// confirmation screen, which waits for the webhook; or cancels there and pays later. Staff cancelling a paid
// card order in the console refund it through Stripe.
import { expect, test, type Page } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '../../src/server/testing/fake-stripe-server';
import { latestMailTo, signInViaApi } from './support/auth';
import { expectAccessible } from './support/accessibility';
import { useServer } from './support/server';

let fake: FakeStripe;
const env: Record<string, string> = {};
// Before the server starts: its environment needs the fake's address.
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
test.beforeEach(() => {
  fake.hostedDeliveryMs = 0;
});

type Product = { id: string; name: string; memberPrice: string | null; inStock: boolean; stock?: number };

/** Signs in, fills the cart with one product and opens it. */
async function cartWithOneProduct(page: Page) {
  const user = await signInViaApi(page, server);
  expect((await page.request.delete(`${server.url}/api/cart/user/${user.id}`)).ok()).toBe(true);
  const products = (await (await page.request.get(`${server.url}/api/products`)).json()) as Product[];
  const product = products.find((p) => p.inStock && p.stock === undefined)!;
  const res = await page.request.post(`${server.url}/api/cart`, {
    data: { userId: user.id, productId: product.id, quantity: 1 },
  });
  expect(res.ok()).toBe(true);
  await page.goto(`${server.url}/cart`);
  await expect(page.getByText("by card on Stripe's secure checkout page next")).toBeVisible();
  return { user, product };
}

async function checkout(page: Page) {
  await page.getByLabel('Address', { exact: true }).fill('221B Baker Street');
  await page.getByLabel('Town or city').fill('London');
  await page.getByLabel('Postcode').fill('NW1 6XE');
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
}

test('pay by card: checkout → Stripe → back to a confirmation that waits for the webhook → Payment received', async ({
  page,
}) => {
  const { user, product } = await cartWithOneProduct(page);
  await checkout(page);
  await expect(page.getByText(product.name)).toBeVisible();
  // The webhook lands a few seconds after the shopper is back: the screen says it is confirming meanwhile.
  fake.hostedDeliveryMs = 2500;
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]+\/confirmation$/);
  await expect(page.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in this order' })).toContainText(product.name);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The cart is empty, the profile shows the order paid, and the confirmation mail says so.
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await page.getByRole('link', { name: 'View your orders' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const first = page.getByRole('region', { name: 'Recent orders' }).getByRole('article').first();
  await expect(first.getByText('Paid', { exact: true })).toBeVisible();
  const mail = await latestMailTo(server, user.email);
  expect(mail).toContain('Payment received');
});

test('cancel on Stripe: Payment not completed, then Pay now from the confirmation screen', async ({ page }) => {
  await cartWithOneProduct(page);
  await checkout(page);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/confirmation\?payment=cancelled$/);
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByText('nothing has been charged')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Pay now' }).first().click();
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 15_000 });
});

test('a webhook that does not come: after a minute the screen says it is taking longer', async ({ page }) => {
  await page.clock.install();
  await cartWithOneProduct(page);
  await checkout(page);
  fake.hostedDeliveryMs = -1;
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
  await page.clock.fastForward(61_000);
  await expect(page.getByRole('heading', { name: 'Still confirming your payment' })).toBeVisible();
  await expect(page.getByText("we'll email you as soon as Stripe confirms it")).toBeVisible();
});

test('staff cancel a paid card order in the console: refunded through Stripe, on the timeline', async ({ page }) => {
  await cartWithOneProduct(page);
  await checkout(page);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 15_000 });
  const orderId = page.url().match(/\/order\/([0-9a-f-]+)\/confirmation/)![1];
  const ref = orderId.slice(0, 8);

  const staff = await page.request.post(`${server.url}/api/admin/login`, {
    data: { username: 'admin', password: 'skincircle-admin' },
  });
  expect(staff.status()).toBe(200);
  await page.goto(`${server.url}/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${ref}` })).toBeVisible();
  await expect(page.getByText(`Paid · card (Stripe) · reference ${ref}`)).toBeVisible();
  // Card orders are marked paid by Stripe, never by hand.
  await expect(page.getByRole('button', { name: /^Record payment of/ })).toHaveCount(0);
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Paid by card (Stripe)');

  await page.getByRole('button', { name: 'Cancel order' }).click();
  // The console asks first (an irreversible step).
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(timeline).toContainText(/Refunded £[\d.]+ through Stripe/);
  await expect(page.getByText(`Refunded · card (Stripe) · reference ${ref}`)).toBeVisible();
  const session = [...fake.sessions.values()].find((s) => s.client_reference_id === orderId)!;
  expect(fake.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
});

test('a card total under £0.30 is refused in the cart with the reason, before any order is placed', async ({
  page,
}) => {
  const staff = await page.request.post(`${server.url}/api/admin/login`, {
    data: { username: 'admin', password: 'skincircle-admin' },
  });
  expect(staff.status()).toBe(200);
  const { product } = await cartWithOneProduct(page);
  const before = (await (await page.request.get(`${server.url}/api/products/${product.id}`)).json()) as {
    price: string;
    memberPrice: string | null;
  };
  const patch = (data: object) => page.request.patch(`${server.url}/api/admin/products/${product.id}`, { data });
  expect((await patch({ price: '0.20', memberPrice: null })).ok()).toBe(true);
  try {
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(
      'Card payments start at £0.30: please add something to your order to pay by card.',
    );
    await expect(page.getByRole('button', { name: 'Place order and pay' })).toBeDisabled();
  } finally {
    expect((await patch({ price: before.price, memberPrice: before.memberPrice })).ok()).toBe(true);
  }
});
