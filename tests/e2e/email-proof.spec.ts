// Proving the email address and returning after sign-in, in the browser (decision 0105): registration shows the
// confirm-email banner, the link from the .eml proves the address; /auth?next= and /code-auth?next= come back to
// the page; a code sign-in that removes an unconfirmed password says so and offers a new one.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, latestMailTo } from './support/auth';
import { useServer } from './support/server';

const server = useServer();
let seq = 0;
const freshEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${++seq}@example.com`;
/** The text of an .eml with its quoted-printable soft breaks and escapes undone. */
const decoded = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
const codeFrom = (eml: string) => /sign-in code is (\d{6})/.exec(eml)?.[1] ?? '';

async function registerInBrowser(page: Page, email: string, path = '/auth') {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('evening-primrose');
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('registration lands on /members/home with the banner; the mailed link proves the address', async ({ page }) => {
  const email = freshEmail('prove');
  await registerInBrowser(page, email);
  await expect(page).toHaveURL(`${server.url}/members/home`);
  const banner = page.getByRole('complementary', { name: 'Confirm your email address' });
  await expect(banner).toContainText(`Confirm your email address — we sent a link to ${email}.`);
  await page.screenshot({ path: 'test-results/email-proof-banner.png' });

  const mail = decoded(await latestMailTo(server, email, { matching: /verify-email/ }));
  expect(mail).toContain('Subject: Confirm your email address for Skin Circle');
  const link = /(http:\/\/[^\s"<]+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mail)![1];
  expect(link.startsWith(`${server.url}/verify-email?token=`)).toBe(true);

  // Resend works from the banner too (the registration's mail counts towards the address's limit).
  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(banner.getByRole('status')).toHaveText(`We've sent a new link to ${email}.`);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  await page.screenshot({ path: 'test-results/email-proof-page.png' });
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  await expect(page.getByText(`Thank you. ${email} is confirmed as your Skin Circle email address.`)).toBeVisible();
  await page.getByRole('link', { name: 'Continue to Skin Circle' }).click();
  await expect(page).toHaveURL(`${server.url}/members/home`);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Confirm your email address' })).toHaveCount(0);

  // The link works once.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
});

test('/auth?next= and /code-auth?next= return to the page; an unsafe next gets the usual place', async ({ page }) => {
  const products = await (await page.request.get(`${server.url}/api/products`)).json();
  const target = `/product/${products[0].slug ?? products[0].id}`;

  await page.goto(`${server.url}/auth?next=${encodeURIComponent(target)}`);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}${target}`);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto(`${server.url}/auth?next=${encodeURIComponent('//evil.example/x')}`);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/members/home`);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  // Registration from /auth?next= comes back too, and the code screen carries next along.
  await registerInBrowser(page, freshEmail('next'), `/auth?next=${encodeURIComponent(target)}`);
  await expect(page).toHaveURL(`${server.url}${target}`);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto(`${server.url}/auth?next=${encodeURIComponent(target)}`);
  await page.getByRole('link', { name: 'Sign in with an email code' }).click();
  await expect(page).toHaveURL(`${server.url}/code-auth?next=${encodeURIComponent(target)}`);
  const email = freshEmail('codenext');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('6-digit code').fill(codeFrom(await latestMailTo(server, email, { matching: /sign-in code/ })));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First name').fill('Iris');
  await page.getByLabel('Last name').fill('Moss');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${server.url}${target}`);
});

test('a code sign-in on a never-confirmed address says the sign-up password was removed and offers a new one', async ({
  page,
  playwright,
}) => {
  const email = freshEmail('defence');
  // Someone registered this address in another browser, without ever confirming it.
  const other = await playwright.request.newContext({ baseURL: server.url });
  const reg = await other.post('/api/auth/register', {
    data: { email, password: 'planted-password', firstName: 'Vic', lastName: 'Tim' },
  });
  expect(reg.status()).toBe(201);

  await page.goto(`${server.url}/code-auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('6-digit code').fill(codeFrom(await latestMailTo(server, email, { matching: /sign-in code/ })));
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'We removed an unconfirmed password' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'had not been confirmed' })).toHaveText(
    'Because this email address had not been confirmed, the password set up at sign-up has been removed and any other browsers signed in to this account have been signed out. You can create a new password now.',
  );
  await page.screenshot({ path: 'test-results/email-proof-defence.png' });
  expect((await (await other.get('/api/auth/me')).json()).user).toBeNull();

  await page.getByRole('link', { name: 'Create a new password' }).click();
  await expect(page).toHaveURL(`${server.url}/members/account?tab=profile`);
  await page.getByRole('button', { name: 'Create password' }).click();
  await page.getByLabel('New password').fill('owner-chose-this');
  await page.getByLabel('Confirm password').fill('owner-chose-this');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password created!')).toBeVisible();
  await other.dispose();
});
