// Orders placed through the API, as the cart page places them, for journeys that are about what happens after
// (packing, shipping, refunds, the console's figures): checkout's own screens have their own specs.
import { expect, type Page } from '@playwright/test';
import { signInViaApi } from './auth';
import type { TestServer } from './server';

export const STAFF = { username: 'admin', password: 'skincircle-admin' } as const;

export const SHIPPING_ADDRESS = {
  firstName: 'Sophie',
  lastName: 'Bennett',
  address: '27 Clarendon Road',
  city: 'Bristol',
  postalCode: 'BS6 7EX',
  country: 'United Kingdom',
} as const;

type Product = { id: string; slug: string; inStock: boolean; stock?: number };

/** A JSON call from the page's browser context (its cookies), which must succeed. */
export async function apiCall<T>(
  page: Page,
  server: TestServer,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await page.request.fetch(`${server.url}${url}`, { method, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A product with plenty of stock (no stock figure shown), not one of `skip` (slugs other tests of a file use). */
export async function plentifulProduct(page: Page, server: TestServer, skip: string[] = []): Promise<Product> {
  const products = await apiCall<Product[]>(page, server, 'GET', '/api/products');
  return products.find((p) => p.inStock && p.stock === undefined && !skip.includes(p.slug))!;
}

/**
 * The demo member (signed in on `page`) orders `quantity` of a product — a plentiful one unless given — by the
 * quote's own figures.
 */
export async function placeOrderViaApi(
  page: Page,
  server: TestServer,
  { productId, quantity = 1 }: { productId?: string; quantity?: number } = {},
): Promise<{ id: string; total: string }> {
  const user = await signInViaApi(page, server);
  const product = productId ?? (await plentifulProduct(page, server)).id;
  await apiCall(page, server, 'POST', '/api/cart', { userId: user.id, productId: product, quantity });
  const quote = await apiCall<Record<string, unknown>>(page, server, 'POST', `/api/cart/${user.id}/quote`, {});
  const { pointsEarned: _p, discountCode: _d, ...figures } = quote;
  return apiCall(page, server, 'POST', '/api/orders', {
    userId: user.id,
    ...figures,
    shippingAddress: SHIPPING_ADDRESS,
  });
}

/** Signs the page's context into the console as the owner (a cookie of its own, beside the member's). */
export async function signInStaffViaApi(page: Page, server: TestServer): Promise<void> {
  const res = await page.request.post(`${server.url}/api/admin/login`, { data: STAFF });
  expect(res.status(), await res.text()).toBe(200);
}
