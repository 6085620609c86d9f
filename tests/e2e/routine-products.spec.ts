// A routine that knows its products (issue 46, decision 0310): the member builds an evening routine from the demo
// catalogue with the product picker, and is told in plain words why the retinal serum and the glycolic peel should
// not share an evening; clearing a product keeps the step's text, and a step that no longer clashes clears the
// warning. A linked product with a pack size says how long it lasts at this use (decision 0311).
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { signInViaApi } from './support/auth';
import { useServer } from './support/server';

const server = useServer();

const WARNING = 'Retinal and glycolic acid in the same evening can irritate: use them on different evenings.';

async function addPickedStep(page: Page, search: string, productName: string) {
  const form = page.getByRole('form', { name: 'Add skincare step' });
  await page.getByRole('button', { name: 'Add skincare step' }).click();
  await form.getByRole('button', { name: 'Pick a product from our range for the new step' }).click();
  await form.getByLabel('Search our products for the new step').fill(search);
  await form.getByRole('button', { name: productName }).click();
  // The picked product shows with its picture, and names the step.
  await expect(form.getByText(productName, { exact: true })).toBeVisible();
  await expect(form.getByLabel('Product name')).toHaveValue(productName);
  await form.getByRole('button', { name: 'Add Step' }).click();
  await expect(form).toHaveCount(0);
}

test('an evening routine with the retinal serum and the glycolic peel is told why not, in plain words', async ({
  page,
}) => {
  const user = await signInViaApi(page, server);
  await page.goto(`${server.url}/members/routines`);
  await page.getByRole('tab', { name: 'Evening routine' }).click();
  await page.getByRole('button', { name: 'Create routine' }).click();

  await addPickedStep(page, 'retinal', 'Retinal 0.1% Renewal Serum');
  await expect(page.getByRole('region', { name: 'Ingredient warnings' })).toHaveCount(0);
  await addPickedStep(page, 'glycolic', 'Glycolic Resurfacing Night Peel');

  const warnings = page.getByRole('region', { name: 'Ingredient warnings' });
  await expect(warnings.getByText(WARNING)).toBeVisible();
  await expect(warnings.getByText(/Steps 1 and 2/)).toBeVisible();
  await expect(warnings.getByRole('link', { name: 'British Skin Foundation' })).toHaveAttribute(
    'href',
    /britishskinfoundation\.org\.uk/,
  );
  const step1 = page.getByRole('listitem', { name: 'Step 1' });
  await expect(step1.getByText('Retinal 0.1% Renewal Serum', { exact: true })).toBeVisible();
  await expect(step1.locator('img')).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await warnings.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/routine-products-${width}.png`, fullPage: true });
  }
  await expectAccessible(page, 'the routine builder with a warning');

  // Saved, the steps keep their products and the routine its warning.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/routines') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save routine' }).click();
  const routine = await (await saved).json();
  expect(routine.steps.map((s: { product: { name: string } }) => s.product.name)).toEqual([
    'Retinal 0.1% Renewal Serum',
    'Glycolic Resurfacing Night Peel',
  ]);
  expect(routine.warnings.map((w: { message: string }) => w.message)).toEqual([WARNING]);
  await page.reload();
  await page.getByRole('tab', { name: 'Evening routine' }).click();
  await expect(page.getByText(WARNING)).toBeVisible();

  // Clearing the peel keeps the step's text (which still names a glycolic peel, so the warning stays); a step
  // that is something else clears it.
  await page.getByRole('button', { name: 'Clear the product of step 2' }).click();
  await expect(page.getByLabel('Step 2 product name')).toHaveValue('Glycolic Resurfacing Night Peel');
  await expect(page.getByText(/exfoliating|glycolic acid/).first()).toBeVisible();
  await page.getByLabel('Step 2 product name').fill('Hydrating toner');
  await expect(page.getByRole('region', { name: 'Ingredient warnings' })).toHaveCount(0);
  const listed = await (await page.request.get(`${server.url}/api/routines/${user.id}`)).json();
  expect(listed[0].steps[1].productId).not.toBeNull(); // nothing is saved until Save
});

test("the confirmation of a member's first order with a retinoid nudges a patch test", async ({ page }) => {
  const user = await signInViaApi(page, server);
  const api = (method: 'get' | 'post' | 'delete', url: string, data?: object) =>
    page.request[method](`${server.url}${url}`, data ? { data } : undefined);
  const found = await (await api('get', `/api/products?search=${encodeURIComponent('Retinal 0.1%')}`)).json();
  const serum = found.find((p: { name: string }) => p.name === 'Retinal 0.1% Renewal Serum');
  expect((await api('delete', `/api/cart/user/${user.id}`)).ok()).toBe(true);
  expect((await api('post', '/api/cart', { userId: user.id, productId: serum.id, quantity: 1 })).ok()).toBe(true);
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
  const order = await placed.json();

  await page.goto(`${server.url}/order/${order.id}/confirmation`);
  const nudge = page.getByRole('region', { name: 'Patch test first' });
  await expect(nudge).toContainText('Retinal 0.1% Renewal Serum holds a retinoid, new to you.');
  await expect(nudge).toContainText('behind your ear or on your inner arm');
  await page.setViewportSize({ width: 390, height: 900 });
  await nudge.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/routine-patch-test-390.png', fullPage: true });
  await expectAccessible(page, 'the confirmation with the patch-test nudge');
});

test('a linked step says how long a pack lasts at this use', async ({ page }) => {
  await signInViaApi(page, server);
  // Staff give the hyaluronic serum its pack size (the demo catalogue has none), in the same browser context.
  const staff = await page.request.post(`${server.url}/api/admin/login`, {
    data: { username: 'admin', password: 'skincircle-admin' },
  });
  expect(staff.ok()).toBe(true);
  const found = await (await page.request.get(`${server.url}/api/products?search=hyaluronic`)).json();
  const serum = found.find((p: { name: string }) => p.name === 'Multi-Weight Hyaluronic Acid + B5 Serum');
  const sized = await page.request.patch(`${server.url}/api/admin/products/${serum.id}`, {
    data: { size: { amount: 30, unit: 'ml' } },
  });
  expect(sized.status(), await sized.text()).toBe(200);

  await page.goto(`${server.url}/members/routines`);
  await page.getByRole('tab', { name: 'Morning routine' }).click();
  await page.getByRole('button', { name: 'Create routine' }).click();
  await addPickedStep(page, 'hyaluronic', 'Multi-Weight Hyaluronic Acid + B5 Serum');
  const step1 = page.getByRole('listitem', { name: 'Step 1' });
  await expect(step1.getByText('About 6 weeks per 30 ml at this use')).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await step1.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/routine-lasting-${width}.png`, fullPage: true });
  }
  await expectAccessible(page, 'the routine builder with how long a pack lasts');
});
