// The console's FAQs, Events and Rewards screens (decision 0510): staff edit an FAQ answer and create an event with
// the keyboard on a 390 px phone, and a member sees both on their screens; at 1280 px staff take a reward off sale
// and the member's home Rewards Store no longer offers it.
// cspell:words SCTENOFF
import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatEventDate, formatTime } from '@shared/dates';
import { fromUkWallTime, toUkWallTime } from '@shared/uk-time';
import { signInViaApi } from './support/auth';
import { useServer } from './support/server';

const server = useServer();
const STAFF = { username: 'admin', password: 'skincircle-admin' };
const DAY = 24 * 60 * 60 * 1000;

async function signInStaff(page: Page) {
  const res = await page.request.post(`${server.url}/api/admin/login`, { data: STAFF });
  expect(res.status(), await res.text()).toBe(200);
}

/** The demo member, in a browser of their own (staff stay signed in in theirs). */
async function memberPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'en-GB', timezoneId: 'Europe/London' });
  const page = await context.newPage();
  await signInViaApi(page, server);
  return page;
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('staff rewrite an FAQ answer and create an event with the keyboard; a member sees both', async ({
  page,
  browser,
}) => {
  await signInStaff(page);

  // ── The FAQ answer ──
  await page.goto(`${server.url}/admin/faqs`);
  await expect(page.getByRole('heading', { name: 'FAQs', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'FAQs' })).toHaveAttribute('aria-current', 'page');
  await expectNoSidewaysScroll(page, 390);
  await page.getByRole('button', { name: 'Edit What is Skin Circle?' }).focus();
  await page.keyboard.press('Enter');
  const faqDialog = page.getByRole('dialog', { name: 'Edit question' });
  await expect(faqDialog.getByLabel('Question', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(faqDialog.getByLabel('Answer', { exact: true })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // An empty answer is refused beside its field before anything is sent.
  await faqDialog.getByLabel('Question', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(faqDialog.getByLabel('Answer', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(faqDialog.getByText('is required')).toBeVisible();
  await faqDialog.getByLabel('Answer', { exact: true }).focus();
  await page.keyboard.type('Skin Circle is our free membership: member prices, points and expert events.');
  await faqDialog.getByLabel('Question', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(faqDialog).toBeHidden();
  await expect(page.getByText('Question saved')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'What is Skin Circle?' })).toContainText(
    'member prices, points and expert events',
  );

  // ── The event ──
  const startsAt = `${toUkWallTime(Date.now() + 10 * DAY).slice(0, 10)}T18:30`;
  const start = fromUkWallTime(startsAt)!;
  await page.getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New event' }).focus();
  await page.keyboard.press('Enter');
  const eventDialog = page.getByRole('dialog', { name: 'New event' });
  await expect(eventDialog.getByLabel('Title', { exact: true })).toBeFocused();
  await page.keyboard.type('Vitamin C Masterclass');
  await page.keyboard.press('Tab');
  await page.keyboard.type('How to choose, layer and keep a vitamin C serum, with our head of formulation.');
  await eventDialog.getByLabel('Kind', { exact: true }).selectOption('masterclass');
  await eventDialog.getByLabel('Starts', { exact: true }).fill(startsAt);
  await eventDialog.getByLabel('Length (minutes)', { exact: true }).fill('90');
  await eventDialog.getByLabel('Price (£)', { exact: true }).fill('30');
  await eventDialog.getByLabel('Places', { exact: true }).fill('12');
  await eventDialog
    .getByLabel('Booking page', { exact: true })
    .fill('http://www.skincircle.co.uk/pages/events/vitamin-c');
  await eventDialog.getByLabel('Title', { exact: true }).focus();
  await page.keyboard.press('Enter');
  // Not https: refused beside the field, the dialog stays open.
  await expect(eventDialog.getByText('must be an address starting with https://')).toBeVisible();
  await expect(eventDialog.getByLabel('Booking page', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await eventDialog
    .getByLabel('Booking page', { exact: true })
    .fill('https://www.skincircle.co.uk/pages/events/vitamin-c');
  await eventDialog.getByLabel('Title', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(eventDialog).toBeHidden();
  await expect(page.getByText('Vitamin C Masterclass created')).toBeVisible();
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Edit Vitamin C Masterclass' }) });
  await expect(row).toContainText(`${formatEventDate(start)} at 18:30 · 90 minutes · £30.00`);
  await expect(row).toContainText('Masterclass · 0 / 12 booked');
  await expectNoSidewaysScroll(page, 390);

  // A second event with that title: the server's 409 above the fields.
  await page.getByRole('button', { name: 'New event' }).click();
  const again = page.getByRole('dialog', { name: 'New event' });
  await again.getByLabel('Title', { exact: true }).fill('Vitamin C Masterclass');
  await again.getByLabel('Description', { exact: true }).fill('Again.');
  await again.getByLabel('Starts', { exact: true }).fill(startsAt);
  await again.getByLabel('Price (£)', { exact: true }).fill('30');
  await again.getByLabel('Places', { exact: true }).fill('12');
  await again.getByLabel('Booking page', { exact: true }).fill('https://www.skincircle.co.uk/pages/events/again');
  await again.getByRole('button', { name: 'Create event' }).click();
  await expect(again.getByRole('alert')).toHaveText(
    'An event called “Vitamin C Masterclass” already exists: choose another title.',
  );
  await page.keyboard.press('Escape');

  // ── What the member sees ──
  const member = await memberPage(browser, { width: 390, height: 844 });
  await member.goto(`${server.url}/members/help`);
  const question = member.getByRole('button', { name: 'What is Skin Circle?' });
  await question.click();
  await expect(
    member.getByText('Skin Circle is our free membership: member prices, points and expert events.'),
  ).toBeVisible();

  await member.goto(`${server.url}/members/events`);
  const card = member
    .getByRole('listitem')
    .filter({ has: member.getByRole('heading', { name: 'Vitamin C Masterclass' }) });
  await expect(card.getByText('Masterclass', { exact: true })).toBeVisible();
  await expect(card.getByText('£30.00')).toBeVisible();
  await expect(card.getByText(`${formatEventDate(start)} at ${formatTime(start)}`)).toBeVisible();
  await expect(card.getByText('90 minutes')).toBeVisible();
  await expect(card.getByText('12 spots remaining')).toBeVisible();
  await expect(card.getByRole('link', { name: /Book your place/ })).toHaveAttribute(
    'href',
    'https://www.skincircle.co.uk/pages/events/vitamin-c',
  );
  await member.context().close();
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a reward switched off leaves the member’s Rewards Store at once', async ({ page, browser }) => {
    const member = await memberPage(browser, { width: 1280, height: 800 });
    await member.goto(`${server.url}/`);
    const store = member.getByRole('region', { name: 'Rewards Store' });
    await expect(store.getByRole('heading', { name: '£10 Off Your Next Order' })).toBeVisible();

    await signInStaff(page);
    await page.goto(`${server.url}/admin/rewards`);
    await expect(page.getByRole('heading', { name: 'Rewards', level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, 1280);
    // Every console tool is in the header at this width, without scrolling the bar.
    const nav = page.getByRole('navigation', { name: 'Console' });
    expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Edit £10 Off Your Next Order' }) });
    await expect(row).toContainText('500 points · £10.00 off · SCTENOFF-…');
    const toggle = row.getByRole('switch', { name: 'Active £10 Off Your Next Order' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(row.getByText('Off', { exact: true })).toBeVisible();
    await expect(page.getByText('£10 Off Your Next Order switched off')).toBeVisible();

    await member.reload();
    await expect(store.getByRole('heading', { name: 'Free Express Delivery' })).toBeVisible();
    await expect(store.getByRole('heading', { name: '15% Off Serums' })).toBeVisible();
    await expect(store.getByRole('heading', { name: '£10 Off Your Next Order' })).toHaveCount(0);
    await member.context().close();
  });
});
