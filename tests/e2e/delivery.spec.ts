// Standard or next-day express delivery at checkout (issue 44, decision 0253), clicked through like a person: the
// cart's Delivery choice (free standard, express at its price) changes the Shipping line and the total, the
// free-express perk is refused with standard and takes the express charge off with express, the order carries it to
// the confirmation screen and the member's order card, and the console's orders list shows an Express badge.
import { expect, test, type Page } from '@playwright/test';
import { formatPence, toPence } from '@shared/money';
import { signInViaApi } from './support/auth';
import { expectAccessible } from './support/accessibility';
import { useServer } from './support/server';

const server = useServer();
const STAFF = { username: 'admin', password: 'skincircle-admin' };

type Product = { id: string; name: string; price: string; memberPrice: string | null; inStock: boolean };
type Quote = { total: string; shipping: string; deliveryOptions: Array<{ delivery: string; price: string }> };

async function api<T>(page: Page, method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`${server.url}${url}`, { method, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('express delivery at its price, the free-express perk on it, and the order showing it to the member and the packers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signInViaApi(page, server);
  const products = await api<Product[]>(page, 'GET', '/api/products');
  const product = products.find((p) => p.inStock)!;
  await api(page, 'DELETE', `/api/cart/user/${user.id}`);
  await api(page, 'POST', '/api/cart', { userId: user.id, productId: product.id, quantity: 1 });
  const standard = await api<Quote>(page, 'POST', `/api/cart/${user.id}/quote`, {});
  const express = standard.deliveryOptions.find((o) => o.delivery === 'express')!.price;
  const goods = toPence(standard.total);

  await page.goto(`${server.url}/cart`);
  const group = page.getByRole('group', { name: 'Delivery' });
  const standardRadio = group.getByRole('radio', { name: /Standard delivery/ });
  const expressRadio = group.getByRole('radio', { name: /Next-day express/ });
  // The choice comes with the first quote (on CI's shared cores the cart can take a while).
  await expect(group).toBeVisible({ timeout: 30_000 });
  await expect(standardRadio).toBeChecked();
  await expect(group).toContainText('FREE');
  await expect(group).toContainText(formatPence(toPence(express)));
  const summary = page.getByLabel('Order summary');
  await expect(summary.getByRole('definition').nth(-2)).toHaveText('FREE');
  await expect(summary).toContainText(formatPence(goods));

  // The free-express perk with free standard delivery: refused, saying to choose express.
  const field = page.getByLabel('Discount code');
  await field.fill('SCFREESHIP');
  await field.press('Enter');
  await expect(
    page.getByText(/SCFREESHIP applies to next-day express delivery: choose express delivery/),
  ).toBeVisible();

  // Express, chosen from the keyboard: the Shipping line and the total take its price.
  await standardRadio.focus();
  await page.keyboard.press('ArrowDown');
  await expect(expressRadio).toBeChecked();
  await expect(summary.getByRole('definition').nth(-2)).toHaveText(formatPence(toPence(express)));
  await expect(summary.getByRole('definition').last()).toHaveText(formatPence(goods + toPence(express)));
  // Each choice is a 44 px target.
  for (const option of await group.locator('label').all()) {
    expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }

  // Now the perk takes the express charge off.
  await field.fill('SCFREESHIP');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Code SCFREESHIP applied')).toBeVisible();
  await expect(summary).toContainText(`-${formatPence(toPence(express))}`);
  await expect(summary.getByRole('definition').last()).toHaveText(formatPence(goods));
  await expectAccessible(page, 'cart with express delivery and the free-express code');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/express-cart-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/express-cart-1280.png', fullPage: true });

  await page.getByLabel('Address', { exact: true }).fill('27 Clarendon Road');
  await page.getByLabel('Town or city').fill('Bristol');
  await page.getByLabel('Postcode').fill('BS6 7EX');
  await expect(page.getByLabel('Before you order')).toContainText('Next-day express UK delivery');
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(toast(page, 'Order placed successfully!')).toBeVisible();
  const orders = await api<Array<{ id: string; delivery: string; shipping: string; codeDiscount: string }>>(
    page,
    'GET',
    `/api/orders/${user.id}`,
  );
  const order = orders[0];
  expect(order).toMatchObject({ delivery: 'express', shipping: express, codeDiscount: express });
  const ref = order.id.slice(0, 8);

  // The member's order card and the confirmation screen say how it travels.
  await page.goto(`${server.url}/profile`);
  const card = page.getByRole('article').filter({ hasText: `Order #${ref}` });
  await expect(card).toContainText(`Next-day express · ${formatPence(toPence(express))}`);
  await page.goto(`${server.url}/order/${order.id}/confirmation`);
  await expect(page.getByText('Next-day express').first()).toBeVisible();

  // The packers see "Express" at a glance in the console's list.
  const res = await page.request.post(`${server.url}/api/admin/login`, { data: STAFF });
  expect(res.status()).toBe(200);
  await page.goto(`${server.url}/admin/orders`);
  const table = page.getByRole('table', { name: 'Orders' });
  const row = table.getByRole('row').filter({ hasText: `#${ref}` });
  await expect(row.getByText('Express', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/express-console-1280.png' });
});
