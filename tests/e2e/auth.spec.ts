// Accounts in the browser: the pre-filled demo sign-in, mode switching, registration, the email-code journey
// (code read from the .eml file), route guards, staying signed in, signing out, and a CSP the screens pass.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, latestMailTo, signInViaApi } from './support/auth';
import { useServer } from './support/server';

const server = useServer();
let seq = 0;
const freshEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${++seq}@example.com`;

/** Every CSP violation the page reports. */
function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply)/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

async function expectWelcome(page: Page) {
  await expect(page).toHaveURL(`${server.url}/members/home`);
  await expect(page.getByText('Welcome to Skin Circle!')).toBeVisible();
}

const codeFrom = (eml: string) => /sign-in code is (\d{6})/.exec(eml)?.[1] ?? '';

test('signs in with the pre-filled demo login and lands on /members/home with the welcome toast', async ({ page }) => {
  const csp = watchCsp(page);
  await page.goto(`${server.url}/auth`);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO.password);
  await expect(page.getByText(`Demo login pre-filled: ${DEMO.email} / ${DEMO.password}`)).toBeVisible();
  // What membership brings is advertised.
  for (const name of ['AI skin coach', 'Personalised routine builder', 'Exclusive events and rewards']) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectWelcome(page);
  await expect(page.getByText('Good to see you again, Sophie.')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('skincircle.user') ?? 'null'));
  expect(stored).toMatchObject({ email: DEMO.email, firstName: 'Sophie', membershipTier: 'skin_circle' });
  expect(stored).not.toHaveProperty('passwordHash');

  // The session cookie: HttpOnly, SameSite=Lax, persistent for about 30 days (not Secure over plain http).
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sc_session')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/' });
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  expect(await page.evaluate(() => document.cookie)).not.toContain('sc_session');
  expect(csp).toEqual([]);
});

test('a wrong password shows the Login failed toast and stays on /auth', async ({ page }) => {
  await page.goto(`${server.url}/auth`);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/auth`);
});

test('switching modes clears the names, empties or refills the demo login (SPEC §4)', async ({ page }) => {
  await page.goto(`${server.url}/auth`);
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  await expect(email).toHaveValue(DEMO.email);

  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Join Skin Circle' })).toBeVisible();
  await expect(email).toHaveValue('');
  await expect(password).toHaveValue('');
  await expect(password).toHaveAttribute('placeholder', 'At least 6 characters');
  await page.getByLabel('First name').fill('Mia');
  await page.getByLabel('Last name').fill('Rose');
  await email.fill('mia@example.com');

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveCount(0);
  await expect(email).toHaveValue(DEMO.email);
  await expect(password).toHaveValue(DEMO.password);

  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('');
  await expect(page.getByLabel('Last name')).toHaveValue('');
});

test('registers a new member, who lands signed in on /members/home', async ({ page }) => {
  const email = freshEmail('register');
  await page.goto(`${server.url}/auth`);
  await page.getByRole('button', { name: 'Create an account' }).click();

  // Blank names: the SPEC §5 toast, nothing sent.
  await page.getByLabel('First name').fill('   ');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('rosehip-oil');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration failed')).toBeVisible();
  await expect(page.getByText('Please fill in all required fields.')).toBeVisible();

  // A password under 6 characters is caught before sending.
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Holloway');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('rosehip-oil');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectWelcome(page);
  await expect(page.getByText('Your membership is ready, Grace.')).toBeVisible();

  const me = await page.request.get(`${server.url}/api/auth/me`);
  expect(me.status()).toBe(200);
  expect((await me.json()).user).toMatchObject({
    email,
    firstName: 'Grace',
    lastName: 'Holloway',
    membershipTier: 'skin_circle',
    hasPassword: true,
  });
  expect((await me.json()).user.shopifyCustomerId).toMatch(/^customer-\d+$/);
});

test('registering a taken email says so', async ({ page }) => {
  await page.goto(`${server.url}/auth`);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Sophie');
  await page.getByLabel('Last name').fill('Bennett');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill('another-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration failed')).toBeVisible();
  await expect(page.getByText('An account with this email already exists. Please sign in instead.')).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/auth`);
});

test('signs up with an emailed code: email → code → profile → signed in', async ({ page }) => {
  const csp = watchCsp(page);
  const email = freshEmail('code');
  await page.goto(`${server.url}/auth`);
  await page.getByRole('link', { name: 'Sign in with an email code' }).click();
  await expect(page).toHaveURL(`${server.url}/code-auth`);
  await expect(page.getByRole('heading', { name: 'Sign in with a code' })).toBeVisible();

  const cont = page.getByRole('button', { name: 'Continue' });
  await expect(cont).toBeDisabled();
  await page.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
  await expect(cont).toBeEnabled();
  await cont.click();

  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('It expires in 10 minutes.', { exact: false })).toBeVisible();
  const mail = await latestMailTo(server, email);
  expect(mail).toContain('Subject: Your Skin Circle sign-in code');
  const code = codeFrom(mail);
  expect(code).toMatch(/^\d{6}$/);

  // Digits only, at most 6; Continue waits for exactly 6.
  const input = page.getByLabel('6-digit code');
  await input.pressSequentially('ab12c');
  await expect(input).toHaveValue('12');
  await expect(cont).toBeDisabled();
  await input.fill('');
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await input.pressSequentially(`${wrong}9`);
  await expect(input).toHaveValue(wrong);
  await expect(cont).toBeEnabled();
  await cont.click();

  // A new address: the profile step comes first, and needs both names.
  await expect(page.getByRole('heading', { name: 'Tell us your name' })).toBeVisible();
  await page.getByLabel('First name').fill('Isla');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await page.getByLabel('Last name').fill('Moreau');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The wrong code is refused after the profile: back to the code step.
  await expect(page.getByText('Invalid or expired code')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(input).toHaveValue('');

  await input.fill(code);
  await cont.click();
  await expectWelcome(page);
  await expect(page.getByText('Your membership is ready, Isla.')).toBeVisible();
  const me = await (await page.request.get(`${server.url}/api/auth/me`)).json();
  expect(me.user).toMatchObject({
    email,
    firstName: 'Isla',
    lastName: 'Moreau',
    hasPassword: false,
    membershipTier: 'skin_circle',
  });
  expect(csp).toEqual([]);
});

test('a known member signs in by code without a profile step; a used code is refused', async ({ page, browser }) => {
  await page.goto(`${server.url}/code-auth`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const code = codeFrom(await latestMailTo(server, DEMO.email));
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectWelcome(page);
  await expect(page.getByText('Good to see you again, Sophie.')).toBeVisible();

  const other = await browser.newContext();
  const res = await other.request.post(`${server.url}/api/auth/verify-code`, { data: { email: DEMO.email, code } });
  expect(res.status()).toBe(401);
  expect(await res.json()).toEqual({ message: 'Invalid or expired code' });
  await other.close();
});

test("'Use a different email' goes back to the email step and clears the code and error", async ({ page }) => {
  await page.goto(`${server.url}/code-auth`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const input = page.getByLabel('6-digit code');
  await input.fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Invalid or expired code')).toBeVisible();
  await input.fill('123');

  await page.getByRole('button', { name: 'Use a different email' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with a code' })).toBeVisible();
  await expect(page.getByText('Invalid or expired code')).toHaveCount(0);
  const email = freshEmail('switch');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(page.getByText('Invalid or expired code')).toHaveCount(0);
});

test('signed-out visitors are sent to /auth; a forged local record grants nothing', async ({ page }) => {
  for (const path of ['/', '/wishlist', '/profile', '/cart']) {
    await page.goto(`${server.url}${path}`);
    await expect(page).toHaveURL(`${server.url}/auth`);
  }
  await page.evaluate(() =>
    localStorage.setItem(
      'skincircle.user',
      JSON.stringify({
        id: '00000000-0000-4000-8000-000000000000',
        email: 'forged@example.com',
        firstName: 'Forged',
        lastName: 'User',
      }),
    ),
  );
  await page.goto(`${server.url}/wishlist`);
  await expect(page).toHaveURL(`${server.url}/auth`);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('skincircle.user'))).toBeNull();
});

test('stays signed in across reloads and a browser restart, until signing out', async ({ page, browser }) => {
  await signInViaApi(page, server);
  await page.goto(`${server.url}/`);
  await expect(page).toHaveURL(`${server.url}/`);
  await page.reload();
  await expect(page).toHaveURL(`${server.url}/`);

  // A "restart": a new browser context with only what the browser keeps on disk.
  const state = await page.context().storageState();
  const restarted = await browser.newContext({ storageState: state });
  const again = await restarted.newPage();
  await again.goto(`${server.url}/profile`);
  await expect(again).toHaveURL(`${server.url}/profile`);

  // Sign out (on /auth, which offers it to a signed-in member).
  await again.goto(`${server.url}/auth`);
  await expect(again.getByRole('heading', { name: "You're signed in" })).toBeVisible();
  await again.getByRole('button', { name: 'Sign out' }).click();
  await expect(again.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await again.evaluate(() => localStorage.getItem('skincircle.user'))).toBeNull();
  expect(await (await again.request.get(`${server.url}/api/auth/me`)).json()).toEqual({ user: null });
  await again.goto(`${server.url}/`);
  await expect(again).toHaveURL(`${server.url}/auth`);
  await restarted.close();

  // The first browser's session was the same one: it is gone too.
  expect(await (await page.request.get(`${server.url}/api/auth/me`)).json()).toEqual({ user: null });
});

test('a session that ends while the app is open sends the member to /auth at the next refused call', async ({
  page,
}) => {
  await signInViaApi(page, server);
  await page.goto(`${server.url}/`);
  await expect(page).toHaveURL(`${server.url}/`);
  // Wait until the home page's own calls are done, so the next call is the wishlist's.
  await expect(page.getByRole('heading', { name: 'Innovation in Every Molecule' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Signed out elsewhere (another device, an expiry): the cookie no longer opens anything.
  await page.request.post(`${server.url}/api/auth/logout`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(`${server.url}/auth`);
  expect(await page.evaluate(() => localStorage.getItem('skincircle.user'))).toBeNull();
});
