// Codes at checkout and points redemption (issues 19, 27), clicked through like a person: perk codes pasted in the
// cart refused inline with their reason (unknown, first order only, no birthday, worth nothing), a birthday saved in
// the profile, the perks' terms, the birthday code on full prices as its own line, the order carrying it; a reward redeemed from home's
// Rewards Store and from the Discount codes tab, the points going down everywhere, the new code listed with its
// uses and used at checkout.
import { expect, test, type Page } from '@playwright/test';
import { codeDiscountPence } from '@shared/code-rules';
import { cartTotals, formatPence } from '@shared/money';
import { signInViaApi } from './support/auth';
import { expectAccessible } from './support/accessibility';
import { useServer } from './support/server';

const server = useServer();

type Product = { id: string; name: string; price: string; memberPrice: string | null; inStock: boolean };
type User = { id: string; firstName: string; membershipTier: string; rewardPoints: number };

async function api<T>(page: Page, method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`${server.url}${url}`, { method, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The demo member's cart holds exactly these lines. */
async function cartOf(page: Page, user: { id: string }, lines: Array<[Product, number]>) {
  await api(page, 'DELETE', `/api/cart/user/${user.id}`);
  for (const [product, quantity] of lines) {
    await api(page, 'POST', '/api/cart', { userId: user.id, productId: product.id, quantity });
  }
}

async function checkout(page: Page) {
  await page.getByLabel('Address', { exact: true }).fill('27 Clarendon Road');
  await page.getByLabel('Town or city').fill('Bristol');
  await page.getByLabel('Postcode').fill('BS6 7EX');
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(toast(page, 'Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
}

/** The UK month now, 1–12 (the birthday perk's month is the member's birthday month in UK time). */
function ukMonthNow(): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', month: 'numeric' }).format(new Date()));
}
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

test('perk codes keep their terms: refused with the reason, a birthday saved in the profile, the birthday code on full prices, and on the order', async ({
  page,
}) => {
  // A whole journey (cart, account, perks wallet, two orders, axe on four screens): past the default minute on CI's
  // two shared cores.
  test.setTimeout(120_000);
  const user = await signInViaApi(page, server);
  const products = await api<Product[]>(page, 'GET', '/api/products');
  const product = products.find((p) => p.inStock && p.memberPrice !== null)!;
  await cartOf(page, user, [[product, 2]]);
  const perksBefore = await api<Array<{ code: string; currentUses: number }>>(page, 'GET', '/api/perks');

  await page.goto(`${server.url}/cart`);
  const field = page.getByLabel('Discount code');
  await field.fill('nosuch');
  await field.press('Enter');
  await expect(page.getByText('We don’t recognise the code NOSUCH. Please check it and try again.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'cart with a refused code');
  // The demo member has ordered before: the friend's first-order code is not for them.
  await field.fill('scfriend15');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByText('The code SCFRIEND15 is for a first order only, and you have ordered with us before.'),
  ).toBeVisible();
  // No birthday saved yet.
  await field.fill('SCBIRTHDAY20');
  await field.press('Enter');
  await expect(
    page.getByText(
      'The code SCBIRTHDAY20 is for your birthday month. Add your birthday in your account’s Profile tab to use it.',
    ),
  ).toBeVisible();
  // Free express shipping with free standard delivery is worth nothing: refused saying to choose express (0253).
  await field.fill('SCFREESHIP');
  await field.press('Enter');
  await expect(
    page.getByText(
      'The code SCFREESHIP applies to next-day express delivery: choose express delivery to use this code (standard delivery is already free).',
    ),
  ).toBeVisible();

  // The birthday in the account's Profile tab: a day that does not exist is caught, then one this month saved.
  await page.goto(`${server.url}/members/account`);
  await page.getByRole('tab', { name: 'Profile' }).click();
  const birthday = page.getByRole('form', { name: 'Your birthday' });
  await expect(page.getByText('Add your birthday to use your Birthday Treat code')).toBeVisible();
  await birthday.getByLabel('Day').selectOption('31');
  await birthday.getByLabel('Month').selectOption({ label: 'February' });
  await birthday.getByRole('button', { name: 'Save birthday' }).click();
  await expect(birthday.getByRole('alert')).toHaveText('There is no 31 February. Please check the day.');
  const month = ukMonthNow();
  await birthday.getByLabel('Day').selectOption('14');
  await birthday.getByLabel('Month').selectOption({ label: MONTHS[month - 1] });
  await birthday.getByRole('button', { name: 'Save birthday' }).click();
  await expect(toast(page, 'Birthday saved')).toContainText(`We’ll remember 14 ${MONTHS[month - 1]}.`);
  await expect(page.getByText(`Saved as 14 ${MONTHS[month - 1]}.`)).toBeVisible();
  await expectAccessible(page, 'the profile tab with the birthday form');
  const { user: stored } = await api<{ user: { birthday: string | null } }>(page, 'GET', '/api/auth/me');
  expect(stored.birthday).toBe(`${String(month).padStart(2, '0')}-14`);
  // It is kept across a reload.
  await page.reload();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('form', { name: 'Your birthday' }).getByLabel('Day')).toHaveValue('14');

  // The perks wallet shows each perk's terms.
  await page.goto(`${server.url}/members/perks`);
  const terms = (name: string) => page.getByRole('list', { name: `Terms of ${name}` }).getByRole('listitem');
  await expect(terms('Birthday Treat')).toHaveText(['Birthday month', 'Once per member', 'Not with member prices']);
  await expect(terms('Refer a Friend')).toHaveText(['First order only']);
  await expect(page.getByRole('list', { name: 'Terms of Free Express Shipping' })).toHaveCount(0);
  await expectAccessible(page, 'the perks wallet with terms');

  // The birthday code now: worked out on the full prices instead of the member prices.
  await page.goto(`${server.url}/cart`);
  await field.fill('scbirthday20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Code SCBIRTHDAY20 applied')).toBeVisible();
  const list = cartTotals([{ ...product, memberPrice: null, quantity: 2 }], 'skin_circle');
  const codeDiscount = codeDiscountPence({ discountType: 'percentage', discountValue: '20.00' }, list.total);
  const total = list.total - codeDiscount;
  const summary = page.getByRole('definition');
  await expect(summary).toHaveText([
    formatPence(list.subtotal),
    formatPence(0),
    `-${formatPence(codeDiscount)}`,
    'FREE',
    formatPence(total),
  ]);
  await expect(page.getByRole('term').filter({ hasText: 'Code' })).toHaveText('Code SCBIRTHDAY20');
  // The line shows the price its total uses: the full price, saying why (decision 0252).
  const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first();
  await expect(line.getByText('Full price with your code: it does not combine with member prices.')).toBeVisible();
  await expect(line.getByText(`Line total ${formatPence(list.subtotal)}`)).toBeVisible();
  await expect(line.locator('s')).toHaveCount(0);

  // Remove takes the line away (member prices back); applying again brings it back.
  await page.getByRole('button', { name: 'Remove code SCBIRTHDAY20' }).click();
  await expect(summary).toHaveCount(4);
  await expect(summary.nth(1)).toHaveText(
    `-${formatPence(cartTotals([{ ...product, quantity: 2 }], 'skin_circle').memberDiscount)}`,
  );
  await field.fill('SCBIRTHDAY20');
  await field.press('Enter');
  await expect(summary).toHaveCount(5);

  await checkout(page);
  const [order] = await api<Array<{ id: string; discountCode: string; codeDiscount: string; total: string }>>(
    page,
    'GET',
    `/api/orders/${user.id}`,
  );
  expect(order).toMatchObject({
    discountCode: 'SCBIRTHDAY20',
    codeDiscount: formatPence(codeDiscount).slice(1),
    total: formatPence(total).slice(1),
    memberDiscount: '0.00',
  });
  const card = page.getByRole('article').filter({ hasText: `Order #${order.id.slice(0, 8)}` });
  await expect(card.getByText(`Code SCBIRTHDAY20 · -${formatPence(codeDiscount)}`)).toBeVisible();
  const perksAfter = await api<Array<{ code: string; currentUses: number }>>(page, 'GET', '/api/perks');
  const uses = (list: typeof perksAfter) => list.find((p) => p.code === 'SCBIRTHDAY20')!.currentUses;
  expect(uses(perksAfter)).toBe(uses(perksBefore) + 1);

  // Once per member: a second birthday order is refused.
  await cartOf(page, user, [[product, 1]]);
  await page.goto(`${server.url}/cart`);
  await field.fill('SCBIRTHDAY20');
  await field.press('Enter');
  await expect(page.getByText('You have already used the code SCBIRTHDAY20: it is once per member.')).toBeVisible();

  // The account's order history shows the code.
  await page.goto(`${server.url}/members/account`);
  const row = page.getByRole('listitem').filter({ hasText: `Order #${order.id.slice(0, 8)}` });
  await expect(row.getByText(`Code SCBIRTHDAY20 · -${formatPence(codeDiscount)}`)).toBeVisible();
});

test('redeeming rewards: confirmation, the new code with its uses, points down everywhere, used at checkout', async ({
  page,
}) => {
  const user = await signInViaApi(page, server);
  const { user: me } = await api<{ user: User }>(page, 'GET', '/api/auth/me');
  const start = me.rewardPoints;
  const fmt = (n: number) => n.toLocaleString('en-GB');

  await page.goto(`${server.url}/`);
  const store = page.getByRole('region', { name: 'Rewards Store' });
  await store.getByRole('button', { name: 'Redeem £10 Off Your Next Order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Redeem £10 Off Your Next Order?' })).toBeVisible();
  await expect(dialog).toContainText(
    `This spends 500 of your ${fmt(start)} points; you will have ${fmt(start - 500)} left.`,
  );
  await dialog.getByRole('button', { name: 'Redeem for 500 points' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your code is ready' })).toBeVisible();
  const code = (await dialog.locator('.font-mono').first().textContent())!.trim();
  expect(code).toMatch(/^SCTENOFF-[A-Z2-9]{10}$/);
  await expect(dialog.getByRole('button', { name: `Copy code ${code}` })).toBeVisible();
  await expect(dialog.getByText(`You have ${fmt(start - 500)} points left.`)).toBeVisible();
  await expectAccessible(page, 'the redeem dialog with the new code');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(`${fmt(start - 500)} reward points`)).toBeVisible();
  await expect(page.getByText(`You have ${fmt(start - 500)} points to spend.`)).toBeVisible();

  // The Discount codes tab lists it with its use left; a cheaper reward is redeemed from there.
  await page.goto(`${server.url}/members/account`);
  await page.getByRole('tab', { name: 'Discount codes' }).click();
  const mine = page.getByRole('list', { name: 'Your codes' });
  const issued = mine.getByRole('listitem').filter({ hasText: code });
  await expect(issued.getByText('£10 off', { exact: true })).toBeVisible();
  await expect(issued.getByText('1 use remaining')).toBeVisible();
  await expect(issued.getByText('Valid until 31/12/2027')).toBeVisible();

  const rewards = page.getByRole('list', { name: 'Rewards' });
  // Too dear for what is left: no Redeem button.
  await expect(rewards.getByRole('button', { name: 'Redeem Skin Genius IQ Session Credit' })).toHaveCount(
    start - 500 >= 1500 ? 1 : 0,
  );
  await rewards.getByRole('button', { name: 'Redeem Free Express Delivery' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Redeem for 250 points' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Your code is ready' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText(`You have ${fmt(start - 750)} points to spend.`)).toBeVisible();
  const stored = await api<{ user: User }>(page, 'GET', '/api/auth/me');
  expect(stored.user.rewardPoints).toBe(start - 750);

  // The £10 code at checkout, once.
  const products = await api<Product[]>(page, 'GET', '/api/products');
  const product = products.find((p) => p.inStock && Number(p.memberPrice ?? p.price) > 15)!;
  await cartOf(page, user, [[product, 1]]);
  await page.goto(`${server.url}/cart`);
  await page.getByLabel('Discount code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('definition').nth(2)).toHaveText('-£10.00');
  await checkout(page);

  await page.goto(`${server.url}/members/account`);
  await page.getByRole('tab', { name: 'Discount codes' }).click();
  await expect(mine.getByRole('listitem').filter({ hasText: code }).getByText('Used', { exact: true })).toBeVisible();
});
