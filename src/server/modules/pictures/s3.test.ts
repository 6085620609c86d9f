// Pictures in an S3-compatible bucket (decision 0508): with S3_BUCKET set, an upload's variants go to the bucket
// through the AWS SDK (a local fake that speaks S3's HTTP, path-style) and GET /pictures/<name> streams them back
// from it; nothing is written under DATA_DIR, and the secret key never reaches the log.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProduct, Product } from '@shared/schemas/catalogue';
import { PICTURE_WIDTHS, pictureSrcSet } from '@shared/pictures';
import { createTestApp, freshProduct, json, staffCookie, type TestApp } from '../../testing/app';
import { fakeS3Env, startFakeS3, type FakeS3 } from '../../testing/fake-s3-server';
import { testPicture, uploadPicture } from '../../testing/pictures';

let s3: FakeS3;
let t: TestApp;
let staff: string;
const log: string[] = [];

beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp({ logLevel: 'info' }, fakeS3Env(s3), { logStream: { write: (line) => log.push(line) } });
  staff = await staffCookie(t.app);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('pictures in an S3 bucket', () => {
  it('uploads every variant to the bucket, signed with the configured key, and serves them from it', async () => {
    const product = await freshProduct(t.app, {});
    const res = await uploadPicture(
      t.app,
      staff,
      `/api/admin/products/${product.id}/image`,
      await testPicture('jpeg', 1100, 900),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = AdminProduct.parse(json(res));
    const hash = /\/pictures\/([0-9a-f]{32})-640\.webp$/.exec(imageUrl)![1];

    // In the bucket under pictures/, as WebP with a year's cache for anyone reading it directly (a CDN).
    const keys = PICTURE_WIDTHS.map((w) => `pictures/${hash}-${w}.webp`);
    for (const key of keys) {
      expect(s3.objects.get(key), key).toMatchObject({
        contentType: 'image/webp',
        cacheControl: 'public, max-age=31536000, immutable',
      });
    }
    expect(s3.requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual(
      expect.arrayContaining(keys.map((key) => `/${s3.bucket}/${key}`)),
    );
    expect(s3.requests.every((r) => r.accessKeyId === s3.accessKeyId)).toBe(true);
    // Nothing on this server's disk.
    expect(fs.existsSync(path.join(t.config.dataDir, 'pictures'))).toBe(false);

    // Served by the shop from the bucket: the very bytes stored, streamed, with the shop's own headers.
    const served = pictureSrcSet(imageUrl)!
      .split(', ')
      .map((c) => c.split(' ')[0]);
    for (const [i, url] of served.entries()) {
      const before = s3.requests.length;
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.rawPayload.equals(s3.objects.get(keys[i])!.body)).toBe(true);
      expect((await sharp(answer.rawPayload).metadata()).width).toBe(Math.min(PICTURE_WIDTHS[i], 900));
      expect(s3.requests.slice(before)).toEqual([
        { method: 'GET', path: `/${s3.bucket}/${keys[i]}`, accessKeyId: s3.accessKeyId },
      ]);
    }
    expect(
      Product.parse(json(await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` }))).imageUrl,
    ).toBe(imageUrl);
  });

  it('answers 404 for a name the bucket does not hold', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pictures/0123456789abcdef0123456789abcdef-320.webp' });
    expect(res.statusCode).toBe(404);
    expect(s3.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/${s3.bucket}/pictures/0123456789abcdef0123456789abcdef-320.webp`,
    });
  });

  it('never logs the secret key', () => {
    expect(log.some((line) => line.includes('product picture uploaded'))).toBe(true);
    expect(log.join('\n')).not.toContain(s3.secretAccessKey);
  });
});
