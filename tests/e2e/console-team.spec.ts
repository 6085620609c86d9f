// A team, not a password (OPERATIONS §2, decision 0513), tried as an owner would: the owner invites a packer
// (fulfilment), who accepts by the mailed link on a phone, signs in, turns on two-step sign-in (the code computed here
// from the key the screen shows), signs in again with a code, ships an order and sees no Products — the products API
// answers 403; then the owner disables them and the packer's open console goes back to the sign-in.
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { decodeQuotedPrintable } from '../../src/server/testing/mail';
import { latestMailTo } from './support/auth';
import { apiCall, placeOrderViaApi, STAFF } from './support/orders';
import { useServer } from './support/server';

const server = useServer();
const PACKER = { email: 'packer@example.com', password: 'bubble-wrap-and-lavender' };
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

const api = <T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) =>
  apiCall<T>(page, server, method, url, data);

/** The demo member orders one unit, and the owner records its payment and starts it: ready to ship. */
async function orderToShip(owner: Page): Promise<string> {
  const order = await placeOrderViaApi(owner, server);
  await api(owner, 'POST', `/api/admin/orders/${order.id}/payment`, { status: 'paid' });
  await api(owner, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'processing' });
  return order.id;
}

async function signIn(page: Page, totp?: () => Promise<string>) {
  await page.goto(`${server.url}/console/login`);
  await page.getByLabel('Username').fill(PACKER.email);
  await page.getByLabel('Password').fill(PACKER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  if (!totp) return;
  await expect(page.getByRole('alert')).toContainText('authenticator app');
  await page.getByLabel('Two-step code').fill(await totp());
  await page.getByRole('button', { name: 'Login' }).click();
}

test('an owner invites a packer, who turns on two-step sign-in, ships an order and is signed out when disabled', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const owner = await ownerContext.newPage();
  expect((await owner.request.post(`${server.url}/api/admin/login`, { data: STAFF })).status()).toBe(200);

  // The owner invites the packer from the Team screen.
  await owner.goto(`${server.url}/admin/team`);
  await expect(owner.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await owner.getByLabel('Email').fill(PACKER.email);
  await owner.getByLabel('Role', { exact: true }).selectOption('fulfilment');
  await owner.getByRole('button', { name: 'Invite' }).click();
  await expect(toast(owner, 'Invitation sent')).toBeVisible();
  await expect(owner.getByRole('list', { name: 'Staff' })).toContainText(`${PACKER.email}Invited`);

  // The packer, on a phone, follows the mailed link and sets a password.
  const mail = decodeQuotedPrintable(await latestMailTo(server, PACKER.email, { matching: /invited/i }));
  const link = /(http:\/\/127\.0\.0\.1:\d+\/console\/invitation\?token=[\w%-]+)/.exec(mail)![1];
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const packer = await phone.newPage();
  await packer.goto(link);
  await packer.getByLabel('New password').fill(PACKER.password);
  await packer.getByLabel('Repeat the password').fill(PACKER.password);
  await packer.getByRole('button', { name: 'Set password' }).click();
  await expect(packer.getByText('Your password is set.')).toBeVisible();
  await packer.getByRole('link', { name: 'Go to the sign-in' }).click();

  // Signed in, the packer lands on Orders and the nav offers no Products.
  await signIn(packer);
  await expect(packer).toHaveURL(`${server.url}/admin/orders`);
  const nav = packer.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Products' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);

  // Two-step sign-in, one's own setting beside Sign out: the key shown as text gives the code.
  await packer.getByRole('banner').getByRole('link', { name: 'Two-step sign-in' }).click();
  await packer.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(packer.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await packer.getByTestId('totp-secret').textContent())!.trim();
  await packer.getByLabel('Code from the app').fill(await generate({ secret }));
  await packer.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(packer.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  expect(await latestMailTo(server, PACKER.email, { matching: /Two-step sign-in is now on/ })).toBeTruthy();

  // Signing in again needs a code.
  await packer.getByRole('button', { name: 'Sign out' }).click();
  await expect(packer).toHaveURL(`${server.url}/console/login`);
  await signIn(packer, () => generate({ secret }));
  await expect(packer).toHaveURL(`${server.url}/admin/orders`);

  // The packer ships an order; the products API refuses them.
  const orderId = await orderToShip(owner);
  await packer.goto(`${server.url}/admin/orders/${orderId}`);
  const steps = packer.getByRole('form', { name: 'Next steps' });
  await steps.getByLabel(/^Tracking number/).fill('RM 1122 3344 5GB');
  await packer.getByRole('button', { name: 'Mark as shipped' }).click();
  await packer.getByRole('alertdialog').getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(toast(packer, 'Order shipped')).toBeVisible();
  expect((await packer.request.get(`${server.url}/api/admin/products`)).status()).toBe(403);

  // The owner sees it in the audit log, then disables the packer (asked first: it signs them out everywhere).
  await owner.goto(`${server.url}/admin/audit`);
  await expect(owner.getByRole('list', { name: 'Changes' })).toContainText(`${PACKER.email} · ship order`);
  await owner.getByRole('link', { name: 'Team' }).click();
  await expect(owner.getByRole('button', { name: `Turn off two-step sign-in for ${PACKER.email}` })).toBeVisible();
  await owner.getByRole('button', { name: `Disable ${PACKER.email}` }).click();
  const asked = owner.getByRole('alertdialog', { name: `Disable ${PACKER.email}?` });
  await expect(asked.getByRole('button', { name: 'Go back' })).toBeFocused();
  await asked.getByRole('button', { name: 'Disable' }).click();
  await expect(toast(owner, 'Account disabled')).toBeVisible();

  // The packer's open console: their next step is refused and the console goes back to its sign-in.
  await packer.getByRole('button', { name: 'Mark as delivered' }).click();
  await packer.getByRole('alertdialog').getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(packer).toHaveURL(`${server.url}/console/login`);
  await expect(packer.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

  await phone.close();
  await ownerContext.close();
});
