// Pictures from the console (OPERATIONS §1, decision 0508): who may upload, what is refused (a renamed text file, a
// damaged or cut-short picture, an animation, too many pixels: 400 naming `file`; more than 10 MB: 413), what is
// made of an upload (upright, metadata gone, WebP at every width), how it is served (a year's cache, 404 for any
// other name) and that the shop shows it at once. The pictures are kept on disk here; s3.test.ts runs the bucket.
import { eq } from 'drizzle-orm';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdminProduct, Category, Product } from '@shared/schemas/catalogue';
import { AdminCategory } from '@shared/schemas/catalogue-admin';
import { ErrorResponse } from '@shared/schemas/common';
import { PICTURE_NAME, PICTURE_WIDTHS, pictureSrcSet } from '@shared/pictures';
import {
  createTestApp,
  freshProduct,
  json,
  requestAs,
  signedInMember,
  staffCookie,
  type TestApp,
} from '../../testing/app';
import { multipartBody, testPicture, uploadPicture } from '../../testing/pictures';
import { products } from '../catalogue';

let t: TestApp;
let staff: string;
let member: string;

beforeAll(async () => {
  // The read cache on, as in production: an upload must clear it.
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  staff = await staffCookie(t.app);
  member = (await signedInMember(t.app)).cookie;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const productUpload = (id: string) => `/api/admin/products/${id}/image`;
const fileError = (res: { body: string }) => ErrorResponse.parse(JSON.parse(res.body)).errors;

async function upload(productId: string, file: Buffer, filename = 'picture.jpg', type = 'image/jpeg') {
  const res = await uploadPicture(t.app, staff, productUpload(productId), file, { filename, type });
  expect(res.statusCode, res.body).toBe(200);
  return AdminProduct.parse(json(res));
}

/** Every variant of an uploaded picture's address, fetched: each must be a WebP with a year's cache. */
async function variantsOf(imageUrl: string) {
  const srcSet = pictureSrcSet(imageUrl);
  expect(srcSet, imageUrl).toBeDefined();
  const urls = srcSet!.split(', ').map((candidate) => candidate.split(' ')[0]);
  expect(urls).toHaveLength(PICTURE_WIDTHS.length);
  const variants = [];
  for (const url of urls) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    variants.push({ url, bytes: res.rawPayload, meta: await sharp(res.rawPayload).metadata() });
  }
  return variants;
}

describe('POST /api/admin/products/{id}/image', () => {
  it('takes a JPEG, a PNG and a WebP, serves each as WebP at every width, and the shop shows it at once', async () => {
    const product = await freshProduct(t.app, {});
    // Fill the read cache first: the upload must clear it.
    const before = Product.parse(json(await get(`/api/products/${product.id}`)));
    expect(before.imageUrl).toBe(product.imageUrl);
    await get('/api/products');

    let last = '';
    for (const [format, type] of [
      ['jpeg', 'image/jpeg'],
      ['png', 'image/png'],
      ['webp', 'image/webp'],
    ] as const) {
      const saved = await upload(product.id, await testPicture(format, 1800, 1200), `pack.${format}`, type);
      expect(saved.imageUrl).toMatch(/^\/pictures\/[0-9a-f]{32}-640\.webp$/);
      const variants = await variantsOf(saved.imageUrl);
      // Square (products show square everywhere), never wider than asked, never enlarged past the upload.
      expect(variants.map((v) => [v.meta.format, v.meta.width, v.meta.height])).toEqual([
        ['webp', 320, 320],
        ['webp', 640, 640],
        ['webp', 1024, 1024],
        ['webp', 1200, 1200],
      ]);

      const shown = Product.parse(json(await get(`/api/products/${product.id}`)));
      expect(shown.imageUrl).toBe(saved.imageUrl);
      const listed = z.array(Product).parse(json(await get('/api/products')));
      expect(listed.find((p) => p.id === product.id)?.imageUrl).toBe(saved.imageUrl);
      expect(saved.imageUrl).not.toBe(last);
      last = saved.imageUrl;
    }
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row.imageUrl).toBe(last);
    expect(PICTURE_NAME.test(last.slice('/pictures/'.length))).toBe(true);
  });

  it('keeps a PNG’s transparency and names a picture by its bytes: the same file twice is the same address', async () => {
    const product = await freshProduct(t.app, {});
    const png = await testPicture('png', 400, 400, { alpha: true });
    const first = await upload(product.id, png, 'clear.png', 'image/png');
    const again = await upload(product.id, png, 'renamed.png', 'image/png');
    expect(again.imageUrl).toBe(first.imageUrl);
    const [smallest] = await variantsOf(first.imageUrl);
    expect(smallest.meta.hasAlpha).toBe(true);
  });

  it('turns a picture upright by its EXIF orientation and keeps none of its metadata (camera, place, copyright)', async () => {
    const product = await freshProduct(t.app, {});
    // 800 × 400 as stored, to be shown turned a quarter: 400 × 800. A square crop of it is taken from the upright one.
    const jpeg = await sharp(await testPicture('jpeg', 800, 400))
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Copyright: 'Quillwort Studio', Make: 'PhoneCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const saved = await upload(product.id, jpeg);
    for (const variant of await variantsOf(saved.imageUrl)) {
      expect(variant.meta.exif).toBeUndefined();
      expect(variant.meta.xmp).toBeUndefined();
      expect(variant.meta.orientation).toBeUndefined();
      expect(variant.bytes.includes('Quillwort Studio')).toBe(false);
      expect(variant.bytes.includes('PhoneCam')).toBe(false);
    }

    // Kept in shape (a category), the turn shows: taller than wide.
    const category = await uploadPicture(t.app, staff, '/api/admin/categories/serums/image', jpeg);
    expect(category.statusCode, category.body).toBe(200);
    const [smallest] = await variantsOf(AdminCategory.parse(json(category)).imageUrl);
    expect([smallest.meta.width, smallest.meta.height]).toEqual([320, 640]);
    expect(smallest.meta.exif).toBeUndefined();
  });

  it('refuses what is not a still JPEG, PNG or WebP with a 400 naming file, and changes nothing', async () => {
    const product = await freshProduct(t.app, {});
    const jpeg = await testPicture('jpeg', 600, 600);
    // A 50-megapixel PNG in its header (with a valid checksum) and almost no data: refused before decoding.
    const png = await testPicture('png', 120, 120);
    const ihdr = png.subarray(12, 29);
    ihdr.writeUInt32BE(10_000, 4);
    ihdr.writeUInt32BE(5_000, 8);
    png.writeUInt32BE(zlib.crc32(ihdr), 29);
    const frame = (colour: string) =>
      sharp({ create: { width: 200, height: 200, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const animation = await sharp([await frame('red'), await frame('blue')], { join: { animated: true } })
      .webp({ loop: 0, delay: [100, 100] })
      .toBuffer();
    const cases: Array<[string, Buffer | string, string, RegExp]> = [
      ['a text file renamed .jpg', 'Just some notes, not a picture.\n', 'notes.jpg', /not one we can read/],
      ['a JPEG cut short', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'half.jpg', /damaged or incomplete/],
      [
        'a JPEG with a damaged header',
        Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(400, 7)]),
        'bad.jpg',
        /not one we can read/,
      ],
      ['a GIF', await testPicture('gif', 200, 200), 'anim.gif', /this one is GIF/],
      ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"/>', 'logo.svg', /this one is SVG/],
      ['an animated WebP', animation, 'anim.webp', /not an animation/],
      ['more than 40 megapixels', png, 'huge.png', /at most 40 megapixels \(this one is 10000 × 5000\)/],
      ['a tiny picture', await testPicture('png', 60, 300), 'tiny.png', /at least 100 × 100 pixels/],
      ['an empty file', Buffer.alloc(0), 'empty.jpg', /is empty/],
    ];
    for (const [what, body, filename, message] of cases) {
      const res = await uploadPicture(t.app, staff, productUpload(product.id), body, { filename });
      expect(res.statusCode, what).toBe(400);
      expect(fileError(res), what).toEqual([{ path: 'body.file', message: expect.stringMatching(message) }]);
    }
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row.imageUrl).toBe(product.imageUrl);
  });

  it('refuses a form without the file, with another field, or not multipart at all: 400 naming the field', async () => {
    const product = await freshProduct(t.app, {});
    const url = productUpload(product.id);
    const post = (payload: Buffer | string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie: staff } });

    const none = multipartBody([{ name: 'note', body: 'hello' }]);
    const missing = await post(none.payload, none.headers);
    expect(missing.statusCode).toBe(400);
    expect(fileError(missing)).toEqual([{ path: 'body.file', message: expect.stringMatching(/is required/) }]);

    const other = multipartBody([{ name: 'picture', filename: 'a.jpg', type: 'image/jpeg', body: 'x' }]);
    const wrong = await post(other.payload, other.headers);
    expect(wrong.statusCode).toBe(400);
    expect(fileError(wrong)).toEqual([{ path: 'body.picture', message: expect.stringMatching(/not a field/) }]);

    const asJson = await post(JSON.stringify({ file: 'x' }), { 'content-type': 'application/json' });
    expect(asJson.statusCode).toBe(400);
    expect(fileError(asJson)).toEqual([{ path: 'body.file', message: 'must be sent as multipart/form-data' }]);
  });

  it('answers 413 to a file over 10 MB, without reading it as a picture', async () => {
    const product = await freshProduct(t.app, {});
    const big = Buffer.concat([await testPicture('jpeg', 200, 200), Buffer.alloc(11 * 1024 * 1024, 1)]);
    const res = await uploadPicture(t.app, staff, productUpload(product.id), big);
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({
      message: expect.stringMatching(/larger than 10 MB/),
      errors: [{ path: 'body.file', message: 'must be at most 10 MB' }],
    });
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row.imageUrl).toBe(product.imageUrl);
  });

  it('is refused to the signed-out and to members (401), and is a 404 for a product that does not exist', async () => {
    const product = await freshProduct(t.app, {});
    const jpeg = await testPicture('jpeg', 300, 300);
    for (const cookie of [null, member]) {
      expect((await uploadPicture(t.app, cookie, productUpload(product.id), jpeg)).statusCode).toBe(401);
      expect((await uploadPicture(t.app, cookie, '/api/admin/categories/serums/image', jpeg)).statusCode).toBe(401);
    }
    const missing = await uploadPicture(t.app, staff, productUpload('00000000-0000-4000-8000-000000000000'), jpeg);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Product not found');
    expect((await uploadPicture(t.app, staff, productUpload('not-an-id'), jpeg)).statusCode).toBe(400);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row.imageUrl).toBe(product.imageUrl);
  });
});

describe('POST /api/admin/categories/{slug}/image', () => {
  it('keeps the picture’s proportions, and GET /api/categories shows it at once', async () => {
    await get('/api/categories');
    const res = await uploadPicture(
      t.app,
      staff,
      '/api/admin/categories/cleansers/image',
      await testPicture('png', 2400, 800),
      {
        filename: 'aisle.png',
        type: 'image/png',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const category = AdminCategory.parse(json(res));
    expect(category).toMatchObject({ slug: 'cleansers', imageUrl: expect.stringMatching(/^\/pictures\//) });
    const variants = await variantsOf(category.imageUrl);
    expect(variants.map((v) => [v.meta.width, v.meta.height])).toEqual([
      [320, 107],
      [640, 213],
      [1024, 341],
      [1600, 533],
    ]);
    const listed = z.array(Category).parse(json(await get('/api/categories')));
    expect(listed.find((c) => c.slug === 'cleansers')?.imageUrl).toBe(category.imageUrl);
    expect(Category.parse(json(await get('/api/categories/cleansers'))).imageUrl).toBe(category.imageUrl);
  });

  it('is a 404 for a category that does not exist and a 400 for what is not a picture', async () => {
    const jpeg = await testPicture('jpeg', 300, 300);
    const missing = await uploadPicture(t.app, staff, '/api/admin/categories/no-such-aisle/image', jpeg);
    expect(missing.statusCode).toBe(404);
    const text = await uploadPicture(t.app, staff, '/api/admin/categories/serums/image', 'not a picture');
    expect(text.statusCode).toBe(400);
    expect(fileError(text)).toEqual([{ path: 'body.file', message: expect.any(String) }]);
  });
});

describe('GET /pictures/{name}', () => {
  it('answers 404 for any name the shop did not make, and never reads a path', async () => {
    for (const url of [
      '/pictures/0123456789abcdef0123456789abcdef-640.webp',
      '/pictures/0123456789abcdef0123456789abcdef-641.webp',
      '/pictures/..%2F..%2Fpackage.json',
      '/pictures/%2e%2e%2fdb',
      '/pictures/.session-secret',
      '/pictures/0123456789ABCDEF0123456789ABCDEF-640.webp',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
  });

  it('answers 304 to a browser that already holds the variant', async () => {
    const product = await freshProduct(t.app, {});
    const saved = await upload(product.id, await testPicture('jpeg', 500, 500));
    const first = await get(saved.imageUrl);
    expect(first.headers.etag).toBeDefined();
    const again = await get(saved.imageUrl, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('imageAlt', () => {
  it('is written by staff, capped at 200 characters, and carried by the public product', async () => {
    const product = await freshProduct(t.app, {});
    const alt = 'A frosted glass bottle with a white pump, beside a sprig of rosemary';
    const saved = await requestAs(t.app, staff, 'PATCH', `/api/admin/products/${product.id}`, {
      imageAlt: `  ${alt} `,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(AdminProduct.parse(json(saved)).imageAlt).toBe(alt);
    expect(Product.parse(json(await get(`/api/products/${product.id}`))).imageAlt).toBe(alt);

    const long = await requestAs(t.app, staff, 'PATCH', `/api/admin/products/${product.id}`, {
      imageAlt: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
    expect(fileError(long)).toEqual([{ path: 'body.imageAlt', message: 'must be at most 200 characters' }]);
    expect(Product.parse(json(await get(`/api/products/${product.id}`))).imageAlt).toBe(alt);
  });
});
