// The members' AI Skin Coach and the public Penny AI chat, end to end against the built server.
import { expect, test, type Page } from '@playwright/test';
import { decodeQuotedPrintable } from '../../src/server/testing/mail';
import { latestMailTo, signInViaApi } from './support/auth';
import { useServer } from './support/server';

const server = useServer();

const DISCLAIMER = 'AI advice is for guidance only. For complex concerns, book a Skin Genius IQ session.';
const FAILURE =
  "I apologise, but I'm experiencing technical difficulties right now. Please try again in a moment, or consider booking a Skin Genius IQ session for personalised advice from our human experts.";

const input = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' });
const lastPenny = (page: Page) => conversation(page).locator(':scope > li').filter({ hasText: 'Penny said:' }).last();

async function say(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}

test('signed-out visitors are sent from the coach to /auth', async ({ page }) => {
  await page.goto(`${server.url}/members/ai-coach`);
  await expect(page).toHaveURL(/\/auth$/);
});

test('a member talks to the coach: name, concerns, advice, follow-ups and products', async ({ page }) => {
  await signInViaApi(page, server);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/ai-skin-assessment')) calls.push(r.postData() ?? '');
  });
  await page.goto(`${server.url}/members/ai-coach`);

  await expect(page.getByRole('heading', { name: 'AI Skin Coach' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to members home' })).toHaveAttribute('href', '/members/home');
  await expect(page.getByText(DISCLAIMER)).toBeVisible();
  await expect(input(page)).toHaveAttribute('placeholder', "What's your first name?");
  const box = await input(page).boundingBox();
  expect(Math.round(box!.height)).toBe(48);

  // Blank messages are not sent; Shift+Enter breaks the line; the box grows up to 120 px.
  await input(page).fill('   ');
  await input(page).press('Enter');
  // The greeting, and her own first name offered as a one-tap reply (she types another here).
  await expect(conversation(page).locator(':scope > li')).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Reply: / })).toBeVisible();
  await input(page).fill('');
  await input(page).pressSequentially('line one');
  await input(page).press('Shift+Enter');
  await input(page).pressSequentially('line two');
  await expect(input(page)).toHaveValue('line one\nline two');
  await input(page).fill(Array.from({ length: 12 }, (_, i) => `line ${i}`).join('\n'));
  expect(Math.round((await input(page).boundingBox())!.height)).toBe(120);
  await input(page).fill('');

  // Greeting stage: the first word is the first name, answered without calling the server.
  await say(page, 'sophie');
  await expect(conversation(page)).toContainText('Lovely to meet you, Sophie!');
  await expect(input(page)).toHaveAttribute('placeholder', 'Tell me about your skin concerns, Sophie');
  await expect(page.getByRole('button', { name: /^Reply: / })).toHaveCount(0);
  expect(calls).toHaveLength(0);

  // Consultation: the input is disabled while Penny answers.
  await page.route('**/api/ai-skin-assessment', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await say(page, 'my cheeks get red and sting after exfoliating');
  await expect(input(page)).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Penny is typing' })).toBeAttached();
  const answer = lastPenny(page);
  await expect(answer).toContainText('barrier');
  await expect(input(page)).toBeEnabled();
  await page.unroute('**/api/ai-skin-assessment');
  expect(calls).toHaveLength(1);
  expect(JSON.parse(calls[0])).toMatchObject({
    message: 'my cheeks get red and sting after exfoliating',
    channel: 'coach',
    firstName: 'Sophie',
  });

  await expect(answer.getByTestId('confidence')).toHaveText(/^\d{1,3}% confidence$/);
  await expect(answer.getByRole('img', { name: 'Low confidence' })).toHaveCount(0);
  const products = answer.getByRole('region', { name: 'Recommended products' }).getByRole('link');
  expect(await products.count()).toBeGreaterThan(0);
  await expect(products.first()).toHaveAttribute('href', /^\/product\/[0-9a-f-]{36}$/);
  await expect(products.first()).toContainText(/high|medium|low/);
  const productHref = (await products.first().getAttribute('href'))!;

  // Tapping a follow-up question sends it.
  const followUp = answer.getByRole('region', { name: 'Follow-up questions' }).getByRole('button').first();
  const question = (await followUp.textContent())!;
  await followUp.click();
  await expect(conversation(page).locator(':scope > li').filter({ hasText: 'You said:' }).last()).toContainText(
    question,
  );
  await expect(conversation(page).locator(':scope > li')).toHaveCount(7);

  // A shop question the Delivery page answers: quoted, the page named (decision 0419).
  await say(page, 'Do you deliver to Northern Ireland?');
  await expect(conversation(page).locator(':scope > li')).toHaveCount(9);
  await expect(lastPenny(page)).toContainText('Our Delivery page says: We deliver to addresses in the United Kingdom');
  await expect(lastPenny(page).getByRole('img', { name: 'Low confidence' })).toHaveCount(0);

  // Something the coach cannot answer well: low confidence, with the warning icon.
  await say(page, "Where is my order? It's been a week");
  await expect(conversation(page).locator(':scope > li')).toHaveCount(11);
  await expect(lastPenny(page).getByRole('img', { name: 'Low confidence' })).toBeVisible();

  // Any failure: the SPEC §8 message with confidence 0.1.
  await page.route('**/api/ai-skin-assessment', (route) => route.abort());
  await say(page, 'and what about my dry patches?');
  await expect(lastPenny(page)).toContainText(FAILURE);
  await expect(lastPenny(page).getByTestId('confidence')).toHaveText('10% confidence');
  await expect(lastPenny(page).getByRole('img', { name: 'Low confidence' })).toBeVisible();
  await page.unroute('**/api/ai-skin-assessment');

  // The conversation is recorded on the server as one session of the member's: her current one.
  const current = await (await page.request.get(`${server.url}/api/ai-sessions/current?channel=coach`)).json();
  expect(current.conversation).toMatchObject({ channel: 'coach', firstName: 'Sophie' });
  expect(current.conversation.messages).toHaveLength(8);

  // A product recommendation leads to the product page.
  await conversation(page).locator(`a[href="${productHref}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${productHref}$`));
});

test('a member taps her name, finds her conversation again on another device, and starts afresh', async ({
  page,
  browser,
}) => {
  // A member of her own: the demo member's conversations belong to the test above.
  const member = { email: `ava.${Date.now()}@example.com`, password: 'peony-garden-walk-42' };
  const registered = await page.request.post(`${server.url}/api/auth/register`, {
    data: { ...member, firstName: 'Ava', lastName: 'Shaw' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/ai-skin-assessment')) calls.push(r.postData() ?? '');
  });

  // SPEC's first question stays; her name is one tap away.
  await page.goto(`${server.url}/members/ai-coach`);
  await expect(conversation(page)).toContainText("First things first: what's your first name?");
  await expect(input(page)).toHaveAttribute('placeholder', "What's your first name?");
  await expect(page.getByRole('button', { name: 'New conversation' })).toHaveCount(0);
  const nameReply = page.getByRole('button', { name: 'Reply: Ava' });
  await expect(nameReply).toHaveText('Ava');
  await nameReply.click();
  await expect(lastPenny(page)).toContainText('Lovely to meet you, Ava!');
  await expect(input(page)).toHaveAttribute('placeholder', 'Tell me about your skin concerns, Ava');
  await expect(nameReply).toHaveCount(0);

  await say(page, 'my cheeks go red and sting with most moisturisers');
  await expect(conversation(page).locator(':scope > li')).toHaveCount(5);
  await expect(input(page)).toBeEnabled();
  expect(JSON.parse(calls[0])).toMatchObject({ channel: 'coach', firstName: 'Ava' });
  const answer = (await lastPenny(page).locator('p').nth(1).textContent())!;

  // A reload picks it up from the server.
  await page.reload();
  await expect(conversation(page).locator(':scope > li')).toHaveCount(5);
  await expect(lastPenny(page)).toContainText(answer);
  await expect(input(page)).toHaveAttribute('placeholder', 'Tell me about your skin concerns, Ava');

  // So does another device, where she carries on in the same conversation.
  const otherDevice = await browser.newContext();
  const phone = await otherDevice.newPage();
  await signInViaApi(phone, server, member);
  await phone.goto(`${server.url}/members/ai-coach`);
  await expect(conversation(phone)).toContainText('my cheeks go red and sting with most moisturisers');
  await expect(lastPenny(phone)).toContainText(answer);
  await expect(input(phone)).toHaveAttribute('placeholder', 'Tell me about your skin concerns, Ava');
  await expect(phone.getByRole('button', { name: 'Reply: Ava' })).toHaveCount(0);
  await say(phone, 'and little bumps around my nose');
  await expect(conversation(phone).locator(':scope > li')).toHaveCount(7);
  await expect(input(phone)).toBeEnabled();
  const before = (await (await phone.request.get(`${server.url}/api/ai-sessions/current`)).json()).conversation;
  expect(before.messages).toHaveLength(4);

  // 'New conversation', from the keyboard: back to the greeting, focus in the message box.
  const closed = phone.waitForResponse((r) => r.url().endsWith(`/api/ai-sessions/${before.sessionId}/close`));
  await phone.getByRole('button', { name: 'New conversation' }).focus();
  await phone.keyboard.press('Enter');
  expect((await closed).status()).toBe(200);
  await expect(conversation(phone).locator(':scope > li')).toHaveCount(2);
  await expect(phone.getByRole('button', { name: 'Reply: Ava' })).toBeVisible();
  await expect(input(phone)).toBeFocused();
  await expect(input(phone)).toHaveAttribute('placeholder', "What's your first name?");
  await expect(phone.getByRole('button', { name: 'New conversation' })).toHaveCount(0);
  await otherDevice.close();

  // The old conversation stays on record, closed; every device now starts afresh, and she may give another name.
  const old = await (await page.request.get(`${server.url}/api/ai-sessions/${before.sessionId}`)).json();
  expect(old).toMatchObject({ sessionStatus: 'completed' });
  expect(old.messages).toHaveLength(4);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Reply: Ava' })).toBeVisible();
  await expect(conversation(page).locator(':scope > li')).toHaveCount(2);
  await say(page, "I'm Eve");
  await expect(input(page)).toHaveAttribute('placeholder', 'Tell me about your skin concerns, Eve');
  await say(page, 'dry patches on my forehead');
  await expect(conversation(page).locator(':scope > li')).toHaveCount(5);
  // The list shows her message before the server has stored the new conversation: ask until it has.
  const current = async () =>
    (await (await page.request.get(`${server.url}/api/ai-sessions/current`)).json()).conversation;
  await expect.poll(async () => (await current())?.firstName ?? null).toBe('Eve');
  expect((await current()).sessionId).not.toBe(before.sessionId);
});

test('anyone can chat with Penny at /chat and have the conversation emailed', async ({ page }) => {
  await page.goto(`${server.url}/chat`);
  await expect(page.getByRole('heading', { name: 'Penny AI' })).toBeVisible();
  await expect(page.getByText(DISCLAIMER)).toBeVisible();
  const emailButton = page.getByRole('button', { name: 'Email me this conversation' });
  await expect(emailButton).toBeDisabled();

  await say(page, "I'm Tom");
  await expect(input(page)).toHaveAttribute('placeholder', 'Tell me about your skin concerns, Tom');
  await say(page, 'patchy brown marks on my cheeks that get worse every summer');
  await expect(lastPenny(page)).toContainText('melasma');
  const firstProduct = (await lastPenny(page)
    .getByRole('region', { name: 'Recommended products' })
    .getByRole('link')
    .first()
    .textContent())!;

  // A reload picks the conversation up again.
  await page.reload();
  await expect(lastPenny(page)).toContainText('melasma');
  await expect(input(page)).toHaveAttribute('placeholder', 'Tell me about your skin concerns, Tom');

  await emailButton.click();
  const dialog = page.getByRole('dialog', { name: 'Email me this conversation' });
  await dialog.getByLabel('Email address').fill('not an email');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address');
  await dialog.getByLabel('Email address').fill('Tom.Reid@example.org');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sent to tom.reid@example.org')).toBeVisible();

  const mail = await latestMailTo(server, 'tom.reid@example.org');
  expect(mail).toContain('Subject: Your Skin Circle conversation with Penny');
  const decoded = decodeQuotedPrintable(mail);
  expect(decoded).toContain('patchy brown marks on my cheeks that get worse every summer');
  expect(decoded).toContain('Recommended products');
  expect(decoded).toContain(firstProduct.replace(/(high|medium|low).*$/s, '').trim());
});
