// Failed mails and jobs on the console's dashboard (issue 28), clicked through like a person. The server sends its
// mail to a fake SMTP server in this process (a real peer, at the protocol level), which refuses the demo member's
// address for good (550: no such mailbox) while a test wants a mail to fail: the order's confirmation is then
// listed for staff — who, what, why — and a Retry sends it once the address is accepted again. Loading, the calm
// empty state and a list that could not be loaded are shown too.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../src/server/testing/fake-smtp-server';
import { DEMO } from './support/auth';
import { apiCall, placeOrderViaApi, signInStaffViaApi } from './support/orders';
import { useServer } from './support/server';

// The fake starts first (hooks run in the order they are declared); the server reads SMTP_URL when it starts.
let smtp: FakeSmtpServer;
const env: Record<string, string> = {};
test.beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  env.SMTP_URL = smtp.url;
});
test.afterAll(async () => smtp?.close());
const server = useServer(env);
const FAILED_WORK = '**/api/admin/jobs/failed';

const signInStaff = (page: Page) => signInStaffViaApi(page, server);
/** The demo member buys one unit through the API, as the cart page does; answers the order's reference. */
const placeOrder = async (page: Page) => (await placeOrderViaApi(page, server)).id.slice(0, 8);

const panel = (page: Page) => page.getByRole('region', { name: 'Failed mails and jobs' });

test('loading, then the calm empty state; a list that could not be loaded offers to try again', async ({ page }) => {
  await signInStaff(page);
  // Held until the loading state has been seen.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(FAILED_WORK, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}/console/dashboard`);
  await expect(panel(page).getByRole('status', { name: 'Loading failed mails and jobs' })).toBeVisible();
  release();
  await expect(panel(page).getByText('Nothing has failed.')).toBeVisible();
  await page.unroute(FAILED_WORK);

  await page.route(FAILED_WORK, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(panel(page).getByRole('alert')).toContainText('Failed mails and jobs could not be loaded.');
  await page.unroute(FAILED_WORK);
  await panel(page).getByRole('button', { name: 'Try again' }).click();
  await expect(panel(page).getByText('Nothing has failed.')).toBeVisible();
});

test('a mail refused for good is listed with why, and Retry sends it once the address works', async ({ page }) => {
  smtp.rejectRecipients(new RegExp(`^${DEMO.email.replace('.', '\\.')}$`));
  const reference = await placeOrder(page);
  const subject = `Your Skin Circle order #${reference}`;
  await signInStaff(page);
  // Failed within moments of the order (the first refusal is final): the dashboard lists it when it loads.
  await expect
    .poll(async () => (await apiCall<{ mails: unknown[] }>(page, server, 'GET', '/api/admin/jobs/failed')).mails.length)
    .toBe(1);
  await page.goto(`${server.url}/console/dashboard`);

  const mails = panel(page).getByRole('list', { name: 'Mails (1)' });
  const item = mails.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(subject);
  await expect(item).toContainText(`To ${DEMO.email}`);
  await expect(item).toContainText('1 attempt');
  await expect(item).toContainText('550 5.1.1 No such mailbox here');
  await expect(panel(page).getByText('Nothing has failed.')).toBeHidden();
  // WCAG 2.1 A/AA, as the accessibility spec audits every screen: nothing serious or critical.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // The address works again (the member corrected it, say): Retry.
  smtp.rejectRecipients(null);
  await item.getByRole('button', { name: `Retry the mail to ${DEMO.email}: ${subject}` }).click();
  await expect(panel(page).getByRole('status')).toHaveText(`The mail to ${DEMO.email} is being sent again.`);
  await expect(panel(page).getByText('Nothing has failed.')).toBeVisible();
  await expect
    .poll(() => smtp.messages.filter((m) => m.to.includes(DEMO.email) && m.data.includes(subject)).length)
    .toBe(1);
});
