// Bank transfer a customer can act on (COMMERCE §6, decision 0208), clicked through like a person: a member checks
// out with the default manual provider, lands on the profile as SPEC says, opens the order from the toast's
// "View order" and from the order card, and finds the shop's account, the reference and amount (with copy buttons),
// the pay-by time and what happens next; the confirmation mail carries the same details. Screens are captured on a
// 390 px phone and a desktop.
import { expect, test, type Page } from '@playwright/test';
import { decodeQuotedPrintable } from '../../src/server/testing/mail';
import { latestMailTo, signInViaApi } from './support/auth';
import { expectAccessible } from './support/accessibility';
import { useServer } from './support/server';

const server = useServer({
  BANK_ACCOUNT_NAME: 'Skin Circle Trading Ltd',
  BANK_SORT_CODE: '20-45-77',
  BANK_ACCOUNT_NUMBER: '41234567',
});

type Product = { id: string; name: string; inStock: boolean; stock?: number };
type Order = {
  id: string;
  total: string;
  paymentInstructions: { reference: string; amount: string; payBy: string } | null;
};

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The demo member, signed in, with one product in an otherwise empty cart, on the cart page. */
async function cartWithOneProduct(page: Page) {
  const user = await signInViaApi(page, server);
  expect((await page.request.delete(`${server.url}/api/cart/user/${user.id}`)).ok()).toBe(true);
  const products = (await (await page.request.get(`${server.url}/api/products`)).json()) as Product[];
  const product = products.find((p) => p.inStock && p.stock === undefined)!;
  const added = await page.request.post(`${server.url}/api/cart`, {
    data: { userId: user.id, productId: product.id, quantity: 2 },
  });
  expect(added.ok()).toBe(true);
  await page.goto(`${server.url}/cart`);
  await expect(page.getByText(/by bank transfer; we send the details with your order/)).toBeVisible();
  return { user, product };
}

test('a bank-transfer order: toast → confirmation with the bank details to copy, the profile card, the mail', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const { user } = await cartWithOneProduct(page);
  await page.getByLabel('Address', { exact: true }).fill('27 Clarendon Road');
  await page.getByLabel('Town or city').fill('Bristol');
  await page.getByLabel('Postcode').fill('BS8 1AA');
  await page.getByRole('button', { name: 'Place order and pay' }).click();

  // SPEC: the toast, the cart emptied, on to the profile; the toast offers the order's own page.
  const placedToast = toast(page, 'Order placed successfully!');
  await expect(placedToast).toContainText("Thank you for your purchase. You'll receive a confirmation email shortly.");
  await expect(page).toHaveURL(/\/profile$/);
  // The toast lasts 5 s: straight on to the order from it.
  await placedToast.getByRole('button', { name: 'View order' }).click();
  const orders = (await (await page.request.get(`${server.url}/api/orders/${user.id}`)).json()) as Order[];
  const order = orders[0];
  const instructions = order.paymentInstructions!;
  const reference = order.id.slice(0, 8);
  expect(instructions.reference).toBe(reference);

  await expect(page).toHaveURL(new RegExp(`/order/${order.id}/confirmation$`));
  await expect(page.getByRole('heading', { name: 'Order placed: now pay by bank transfer' })).toBeVisible();
  const bank = page.getByRole('group', { name: 'Bank transfer details' });
  for (const text of ['Skin Circle Trading Ltd', '20-45-77', '41234567', reference, `£${order.total}`]) {
    await expect(bank).toContainText(text);
  }
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(
    page.getByText(/If it has not arrived by \d{2} \w+ \d{4} at \d{2}:\d{2}, the order is cancelled/),
  ).toBeVisible();

  // Copy buttons for the sort code, the account number and the reference.
  await page.getByRole('button', { name: 'Copy reference' }).click();
  await expect(toast(page, 'Reference copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  await page.getByRole('button', { name: 'Copy account number' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('41234567');
  await page.getByRole('button', { name: 'Copy sort code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('204577');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('confirmation-phone.png'), fullPage: true });

  // The profile's order card: the full bank details, legible, and a link to the confirmation page.
  await page.goto(`${server.url}/profile`);
  const card = page.getByRole('region', { name: 'Recent orders' }).getByRole('article').first();
  await expect(card.getByRole('heading', { name: `Order #${reference}` })).toBeVisible();
  const details = card.getByRole('region', { name: `How to pay for order #${reference}` });
  await expect(details).toContainText('Pay by bank transfer');
  for (const text of ['Skin Circle Trading Ltd', '20-45-77', '41234567', reference, `£${order.total}`]) {
    await expect(details).toContainText(text);
  }
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('profile-phone.png'), fullPage: true });

  // The same page from the profile's order card; and on a desktop.
  await page.getByRole('link', { name: `Payment details for order #${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}/confirmation$`));
  await expect(page.getByRole('heading', { name: 'Order placed: now pay by bank transfer' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('confirmation-desktop.png'), fullPage: true });
  await page.goto(`${server.url}/profile`);
  await expect(card.getByRole('region', { name: `How to pay for order #${reference}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-desktop.png'), fullPage: true });

  // The confirmation mail carries the details, in text and HTML.
  const mail = decodeQuotedPrintable(await latestMailTo(server, user.email, { matching: /BANK TRANSFER/ }));
  for (const line of [
    'Account name:    Skin Circle Trading Ltd',
    'Sort code:       20-45-77',
    'Account number:  41234567',
    `Reference:       ${reference}`,
    `Amount:          £${order.total}`,
  ]) {
    expect(mail).toContain(line);
  }
  expect(mail).toMatch(/Pay by: {10}\d{2} \w+ \d{4} at \d{2}:\d{2}/);
  expect(mail).toContain('How to pay by bank transfer</p>');
  expect(mail).toContain(`${reference}</td>`);

  // Staff record the payment: the confirmation page says thank you, the bank details are gone.
  const staff = await page.request.post(`${server.url}/api/admin/login`, {
    data: { username: 'admin', password: 'skincircle-admin' },
  });
  expect(staff.ok()).toBe(true);
  const recorded = await page.request.post(`${server.url}/api/admin/orders/${order.id}/payment`, {
    data: { status: 'paid' },
  });
  expect(recorded.ok(), await recorded.text()).toBe(true);
  await page.goto(`${server.url}/order/${order.id}/confirmation`);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByText('41234567')).toHaveCount(0);
});

test('a member cancels their unpaid order from the profile: asked first, then cancelled with its items back', async ({
  page,
}) => {
  const { user, product } = await cartWithOneProduct(page);
  await page.getByLabel('Address', { exact: true }).fill('27 Clarendon Road');
  await page.getByLabel('Town or city').fill('Bristol');
  await page.getByLabel('Postcode').fill('BS8 1AA');
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const [order] = (await (await page.request.get(`${server.url}/api/orders/${user.id}`)).json()) as Order[];
  const reference = order.id.slice(0, 8);
  const card = page.getByRole('region', { name: 'Recent orders' }).getByRole('article').first();
  await expect(card.getByRole('heading', { name: `Order #${reference}` })).toBeVisible();

  // Asked first; keeping it changes nothing and puts focus back on the button.
  await card.getByRole('button', { name: `Cancel order #${reference}` }).click();
  const asked = card.getByRole('group', { name: `Cancel order #${reference}?` });
  await expect(asked.getByRole('button', { name: 'Yes, cancel it' })).toBeFocused();
  await asked.getByRole('button', { name: 'Keep my order' }).click();
  await expect(card.getByRole('button', { name: `Cancel order #${reference}` })).toBeFocused();

  await card.getByRole('button', { name: `Cancel order #${reference}` }).click();
  await asked.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(toast(page, 'Order cancelled')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Cancel order/ })).toHaveCount(0);
  await expect(card).toContainText('Cancelled');
  const [after] = (await (await page.request.get(`${server.url}/api/orders/${user.id}`)).json()) as Array<
    Order & { status: string }
  >;
  expect(after.status).toBe('cancelled');
  const back = (await (await page.request.get(`${server.url}/api/products/${product.id}`)).json()) as Product;
  expect(back.inStock).toBe(true);
  await expectAccessible(page, 'the profile after cancelling');
});
