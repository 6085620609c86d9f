// Pictures from the console (OPERATIONS §1, decision 0508): staff choose a picture on a product's page (the file input
// and a drop), see it previewed before it is sent, are told when the shop refuses one, upload it with its alt text,
// and the shop's product page shows it with a srcset whose every width answers.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { useServer } from './support/server';

const server = useServer();
const STAFF = { username: 'admin', password: 'skincircle-admin' };

async function signInStaff(page: Page) {
  const res = await page.request.post(`${server.url}/api/admin/login`, { data: STAFF });
  expect(res.status(), await res.text()).toBe(200);
}

/** axe's WCAG A and AA rules: nothing serious or critical. */
async function noSeriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

/** A product photo made for the test: a warm gradient with a bottle-like block, 1200 × 900. */
async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#f3e3d3"/><stop offset="1" stop-color="#c98f6b"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/><rect x="520" y="200" width="160" height="520" rx="40" fill="#2f5d50"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test('a picture chosen, previewed, refused or uploaded, and shown by the shop in every width', async ({ page }) => {
  await signInStaff(page);
  const products: Array<{ id: string; name: string }> = await (
    await page.request.get(`${server.url}/api/products`)
  ).json();
  const product = products[0];
  await page.goto(`${server.url}/admin/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  const section = page.getByRole('region', { name: 'Picture' });
  const input = section.getByLabel('Choose a new picture, or drop one here');
  const uploadButton = section.getByRole('button', { name: 'Upload picture' });
  const preview = section.getByRole('img', { name: 'Preview of the chosen picture' });
  await expect(uploadButton).toBeDisabled();

  // A text file named .jpg: the browser calls it a JPEG, the server reads it and says no, under the control.
  await input.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Not a picture at all') });
  await uploadButton.click();
  await expect(section.getByRole('alert')).toContainText('must be a JPEG, PNG or WebP picture');
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  // A file dropped on the zone is previewed too; "Keep the current picture" lets it go.
  const jpeg = await photo();
  await page.evaluate(
    ({ bytes }) => {
      const zone = document.querySelector('input[type="file"]')!.parentElement!;
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'dropped.jpg', { type: 'image/jpeg' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    { bytes: [...jpeg] },
  );
  await expect(preview).toBeVisible();
  await expect(section.getByRole('alert')).toHaveCount(0);
  await section.getByRole('button', { name: 'Keep the current picture' }).click();
  await expect(preview).toHaveCount(0);

  // Chosen with the file input: previewed from the browser's own copy before anything is sent.
  await input.setInputFiles({ name: 'bottle.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await noSidewaysScroll(page);
  await noSeriousFindings(page);

  await uploadButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Picture uploaded')).toBeVisible();
  await expect(preview).toHaveCount(0);
  const current = section.getByRole('img').first();
  await expect(current).toHaveAttribute('src', /^\/pictures\/[0-9a-f]{32}-640\.webp$/);
  await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Its description is saved with the product.
  const alt = 'A tall green bottle on a warm peach background';
  await page.getByLabel('Picture description (alt text)').fill(alt);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${product.name} saved`)).toBeVisible();

  // The shop's product page: the picture with its description and every width, each answering as a WebP.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/product/${product.id}`);
  const picture = page.getByRole('img', { name: alt });
  await expect(picture).toBeVisible();
  const srcset = (await picture.getAttribute('srcset')) ?? '';
  const urls = srcset.split(',').map((candidate) => candidate.trim().split(' ')[0]);
  expect(urls).toHaveLength(4);
  expect(await picture.getAttribute('sizes')).toBe('(min-width: 26rem) 416px, 100vw');
  for (const url of urls) {
    expect(url).toMatch(/^\/pictures\/[0-9a-f]{32}-(320|640|1024|1600)\.webp$/);
    const res = await page.request.get(`${server.url}${url}`);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type']).toBe('image/webp');
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(urls.map((u) => `${server.url}${u}`)).toContain(
    await picture.evaluate((img: HTMLImageElement) => img.currentSrc),
  );
  await noSidewaysScroll(page);
});
