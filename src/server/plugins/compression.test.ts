// Text answers are compressed for clients that accept it; small answers and clients that do not are left alone.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { brotliQuality, compress, pickEncoding } from './compression';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('compression', () => {
  it('sends the catalogue brotli-compressed to a browser, the same JSON once decoded', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers.vary).toContain('Accept-Encoding');
    const decoded = brotliDecompressSync(res.rawPayload);
    expect(decoded.length).toBeGreaterThan(res.rawPayload.length * 3);
    expect(JSON.parse(decoded.toString())).toEqual(JSON.parse(plain.body));
  });

  it('falls back to gzip, and leaves small answers alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).length).toBeGreaterThan(20);
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('compresses error answers too and keeps their status', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products/not-a-product',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
    expect(JSON.parse(body)).toHaveProperty('message');
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('gzip;q=0')).toBeUndefined();
  });

  it('compresses small live answers in line at brotli 1, larger ones at 4, stored ones at 10 (decision 0901)', async () => {
    expect(brotliQuality('live', true)).toBe(1);
    expect(brotliQuality('live', false)).toBe(4);
    expect(brotliQuality('stored', false)).toBe(10);
    // A cart-sized answer: still a fraction of its size, and the same bytes once decoded.
    const cart = JSON.stringify(
      Array.from({ length: 3 }, (_, i) => ({
        id: `00000000-0000-4000-8000-00000000000${i}`,
        quantity: i + 1,
        product: {
          name: `Serum ${i}`,
          price: '24.00',
          memberPrice: '20.40',
          description: 'Hydrating serum '.repeat(8),
        },
      })),
    );
    const small = await compress(cart, 'br');
    expect(small.length).toBeLessThan(cart.length / 2);
    expect(brotliDecompressSync(small).toString()).toBe(cart);
  });
});
