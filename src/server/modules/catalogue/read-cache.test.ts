import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from './schema';
import { createTestApp, json, type TestApp } from '../../testing/app';
import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  it('serves a stored response until it expires, then loads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ReadCache(1000, 10, () => now);
    const load = async () => ({ n: ++loads });
    expect(JSON.parse((await cache.get('k', load)).body)).toEqual({ n: 1 });
    now = 999;
    expect(JSON.parse((await cache.get('k', load)).body)).toEqual({ n: 1 });
    now = 1000;
    expect(JSON.parse((await cache.get('k', load)).body)).toEqual({ n: 2 });
  });

  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const cache = new ReadCache(1000);
    const slow = () => new Promise((r) => setTimeout(() => r({ n: ++loads }), 20));
    const all = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', slow)));
    expect(loads).toBe(1);
    expect(new Set(all.map((a) => a.etag)).size).toBe(1);
  });

  it('keeps at most maxEntries, evicting the least recently used', async () => {
    const cache = new ReadCache(60_000, 2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'changed'); // a is used again
    await cache.get('c', async () => 'c'); // evicts b
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => 'reloaded')).body).toBe('"a"');
    expect((await cache.get('b', async () => 'reloaded')).body).toBe('"reloaded"');
  });

  it('compresses an entry once per encoding and keeps it with the entry', async () => {
    const cache = new ReadCache(60_000);
    const value = Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Serum ${i}` }));
    const entry = await cache.get('k', async () => value);
    const br = await entry.encoded('br');
    expect(await (await cache.get('k', async () => 'not loaded again')).encoded('br')).toBe(br);
    expect(JSON.parse(brotliDecompressSync(br).toString())).toEqual(value);
    expect(JSON.parse(gunzipSync(await entry.encoded('gzip')).toString())).toEqual(value);
  });

  it('does not keep failed loads or anything with a zero lifetime', async () => {
    const cache = new ReadCache(0);
    await cache.get('k', async () => 1);
    expect(cache.size).toBe(0);
    const failing = new ReadCache(1000);
    await expect(failing.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await failing.get('k', async () => 2)).body).toBe('2');
  });
});

describe('cached catalogue responses', () => {
  let t: TestApp;
  // The app's clock, stepped by the tests: cached answers expire without waiting for real time to pass.
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp({ catalogueCacheMs: 300, now: () => new Date(clock) });
  });
  afterAll(() => t?.close());

  it('sends an ETag and answers 304 to a browser that already has the response', async () => {
    const first = await t.app.inject('/api/products?featured=true');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({ url: '/api/products?featured=true', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ url: '/api/products?new=true', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('sends the stored brotli form to a browser, with the same ETag, and 304 still answers', async () => {
    const plain = await t.app.inject('/api/products');
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await t.app.inject({ url: '/api/products', headers });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('Accept-Encoding');
    expect(first.headers.etag).toBe(plain.headers.etag);
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(json(plain));
    const again = await t.app.inject({
      url: '/api/products',
      headers: { ...headers, 'if-none-match': plain.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a cached price for its lifetime, shows the change once it has passed, and never caches a 404', async () => {
    const [product] = json(await t.app.inject('/api/products'));
    await t.app.inject(`/api/products/${product.id}`);
    await t.app.db.update(products).set({ price: '99.00', memberPrice: null }).where(eq(products.id, product.id));
    clock += 299;
    expect(json(await t.app.inject(`/api/products/${product.id}`)).price).toBe(product.price);
    clock += 1;
    expect(json(await t.app.inject(`/api/products/${product.id}`)).price).toBe('99.00');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject(`/api/products/${missing}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/products/${missing}`)).statusCode).toBe(404);
  });
});
