// A member's rights in the browser (OPERATIONS §3, decisions 0110–0111): on the account screen's Profile tab they
// download a copy of their data, tick a consent (never ticked for them), delete the account with their password, are
// signed out to the home page (and so to /auth) with a toast, and register again with the same address.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { useServer } from './support/server';

const server = useServer();
const PASSWORD = 'harbour-lantern-58';

const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast][data-front="true"]').filter({ hasText: title });

async function register(page: Page, email: string) {
  const res = await page.request.post(`${server.url}/api/auth/register`, {
    data: { email, password: PASSWORD, firstName: 'Rowan', lastName: 'Tresize' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).user as { id: string };
}

test('a member downloads their data, deletes the account, and registers again with the same address', async ({
  page,
}) => {
  // Two accessibility scans, a download and two sign-ups on a shared machine.
  test.setTimeout(120_000);
  const email = `rights.${Date.now().toString(36)}@example.com`;
  const first = await register(page, email);
  await page.goto(`${server.url}/members/account`);
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();

  // Consents start unticked; ticking one stores it.
  const marketing = page.getByRole('checkbox', { name: 'Email me news and offers' });
  const health = page.getByRole('checkbox', { name: /Keep my skin details/ });
  await expect(marketing).not.toBeChecked();
  await expect(health).not.toBeChecked();
  // Saved first, then shown ticked (the box follows what the server stored).
  await marketing.click();
  await expect(toast(page, 'Thank you: saved')).toBeVisible();
  await expect(marketing).toBeChecked();
  const consents = await (await page.request.get(`${server.url}/api/account/consents`)).json();
  expect(consents.marketing.given).toBe(true);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/account-rights-${width}.png`, fullPage: true });
  }
  await expectAccessible(page, 'the account Profile tab');

  // The copy of my data: a JSON file with the profile and the consent, and no password hash.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^skin-circle-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ id: first.id, email, firstName: 'Rowan', lastName: 'Tresize' });
  expect(data.consents).toEqual([expect.objectContaining({ kind: 'marketing', given: true })]);
  expect(JSON.stringify(data)).not.toMatch(/scrypt|passwordHash/);

  // Delete: a wrong password changes nothing, the right one deletes and signs out to the home page.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/That password is not right/);
  await expectAccessible(page, 'the delete-account dialog');
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  // To the home page, which sends a signed-out visitor on to /auth (SPEC §1).
  await expect(page).toHaveURL(`${server.url}/auth`);
  await expect(toast(page, 'Your account has been deleted')).toBeVisible();
  expect(await (await page.request.get(`${server.url}/api/auth/me`)).json()).toEqual({ user: null });
  const signIn = await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(401);

  // The address is free again: a new account, a new id, nothing carried over.
  const again = await register(page, email);
  expect(again.id).not.toBe(first.id);
  const fresh = await (await page.request.get(`${server.url}/api/account/consents`)).json();
  expect(fresh.marketing).toEqual({ given: false, at: null });
});
