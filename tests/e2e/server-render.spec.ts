// The public routes arrive rendered (decision 0617): their HTML holds the first screen before any script runs, and
// React hydrates it without a mismatch — for a visitor and for a signed-in member, whose page is rendered for their
// session and nobody else's.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInViaApi } from './support/auth';
import { useServer } from './support/server';

const server = useServer();

/** Console errors and page errors: a hydration mismatch is reported as one (React error #418/#419/#425). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function publicPaths(page: Page) {
  const products = await (await page.request.get(`${server.url}/api/products`)).json();
  const categories = await (await page.request.get(`${server.url}/api/categories`)).json();
  return [
    { path: '/auth', heading: 'Welcome back' },
    { path: '/code-auth', heading: 'Sign in with a code' },
    { path: '/search', heading: 'Search' },
    { path: '/search?featured=true', heading: 'Search' },
    { path: `/product/${products[0].id}`, heading: products[0].name as string },
    { path: `/category/${categories[0].slug}`, heading: categories[0].name as string },
  ];
}

test('public pages show their first screen with scripts off, and hydrate without errors', async ({ browser, page }) => {
  const paths = await publicPaths(page);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  for (const { path, heading } of paths) {
    await still.goto(`${server.url}${path}`);
    await expect(still.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // The product page's picture and the search results are in the HTML, not waiting for data.
  await still.goto(`${server.url}${paths[4].path}`);
  await expect(still.locator('main img').first()).toBeVisible();
  await still.goto(`${server.url}/search`);
  await expect(still.locator('main a[href^="/product/"]').first()).toBeVisible();
  await noScript.close();

  const errors = watchErrors(page);
  for (const { path, heading } of paths) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // Hydrated: the app reacts (a chip rewrites the URL on the client).
  await page.goto(`${server.url}/search`);
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/search?new=true`);
  expect(errors).toEqual([]);
});

test("a member's home is rendered for their session; a visitor's is not, and goes to /auth", async ({
  browser,
  page,
}) => {
  const errors = watchErrors(page);
  const user = await signInViaApi(page, server, DEMO);
  // React separates adjacent text with an empty comment: `Welcome back, <!-- -->Sophie`.
  const html = (await (await page.request.get(`${server.url}/`)).text()).replaceAll('<!-- -->', '');
  expect(html).toContain(`Welcome back, ${user.firstName}`);
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);

  const visitor = await browser.newContext();
  const visitorHtml = await (await visitor.request.get(`${server.url}/`)).text();
  expect(visitorHtml).not.toContain(user.firstName);
  expect(visitorHtml).not.toContain(DEMO.email);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${server.url}/`);
  await expect(visitorPage).toHaveURL(`${server.url}/auth`);
  await visitor.close();
});
