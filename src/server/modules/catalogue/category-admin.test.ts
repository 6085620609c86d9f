// Categories from the console (OPERATIONS §1, decision 0506): staff only, every field checked with nothing
// written on a 400, in GET /api/categories at once (through a warm read cache), and never deleted while a product,
// on sale or not, is in it.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Category } from '@shared/schemas/catalogue';
import { AdminCategory, CATEGORY_PLACEHOLDER_IMAGE } from '@shared/schemas/catalogue-admin';
import { categories, products } from './schema';
import {
  createTestApp,
  freshProduct,
  json,
  requestAs,
  signedInMember,
  staffCookie,
  type TestApp,
} from '../../testing/app';

let t: TestApp;
let staff: string;
let member: string;

beforeAll(async () => {
  // The read cache on, for a minute: a change must clear it, not wait it out.
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  staff = await staffCookie(t.app);
  member = (await signedInMember(t.app)).cookie;
});
afterAll(() => t.close());

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);
const publicList = async () => z.array(Category).parse(json(await as(null, 'GET', '/api/categories')));
const rowCount = async () => (await t.app.db.select({ id: categories.id }).from(categories)).length;

describe('who may call', () => {
  it('refuses the signed-out and members (401) and writes nothing', async () => {
    const before = await rowCount();
    for (const [method, url, body] of [
      ['GET', '/api/admin/categories', undefined],
      ['POST', '/api/admin/categories', { name: 'Tools', slug: 'tools', description: '' }],
      ['PATCH', '/api/admin/categories/serums', { name: 'Hacked' }],
      ['DELETE', '/api/admin/categories/body', undefined],
      ['POST', '/api/admin/categories', { slug: 'NOT A SLUG' }],
    ] as const) {
      for (const cookie of [null, member]) {
        const res = await as(cookie, method, url, body);
        expect(res.statusCode, `${method} ${url} as ${cookie ? 'member' : 'nobody'}`).toBe(401);
      }
    }
    expect(await rowCount()).toBe(before);
    expect((await publicList()).find((c) => c.slug === 'serums')?.name).toBe('Serums');
  });
});

describe('creating', () => {
  it('answers 201 and is in GET /api/categories at once, with a placeholder picture the shop serves', async () => {
    await publicList(); // warm the read cache
    const res = await as(staff, 'POST', '/api/admin/categories', {
      name: ' Lip Care ',
      slug: 'lip-care',
      description: 'Balms and masks for lips.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = AdminCategory.parse(json(res));
    expect(made).toMatchObject({
      name: 'Lip Care',
      slug: 'lip-care',
      description: 'Balms and masks for lips.',
      imageUrl: CATEGORY_PLACEHOLDER_IMAGE,
      productCount: 0,
    });
    const listed = await publicList();
    expect(listed.map((c) => c.slug)).toContain('lip-care');
    // Last in the shop's order.
    expect(listed.at(-1)?.slug).toBe('lip-care');
    expect(fs.existsSync(path.join(t.config.rootDir, 'public', CATEGORY_PLACEHOLDER_IMAGE))).toBe(true);
    expect((await as(null, 'GET', '/api/categories/lip-care')).statusCode).toBe(200);
  });

  it('refuses a slug already in use (409) and writes nothing', async () => {
    const before = await rowCount();
    const res = await as(staff, 'POST', '/api/admin/categories', { name: 'More serums', slug: 'serums' });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('A category with the slug serums already exists: choose another slug.');
    expect(await rowCount()).toBe(before);
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const before = await rowCount();
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ name: 'Tools', slug: 'Tools' }, ['body.slug']],
      [{ name: 'Tools', slug: 'eye care' }, ['body.slug']],
      [{ name: 'Tools', slug: 'tools-' }, ['body.slug']],
      [{ name: 'Tools', slug: 'x'.repeat(81) }, ['body.slug']],
      [{ name: '', slug: 'tools' }, ['body.name']],
      [{ name: '   ', slug: 'tools' }, ['body.name']],
      [{ name: 'x'.repeat(81), slug: 'tools' }, ['body.name']],
      [{ name: 'Tools', slug: 'tools', description: 'x'.repeat(1001) }, ['body.description']],
      [{ name: 'Tools', slug: 'tools', imageUrl: 'javascript:alert(1)' }, ['body.imageUrl']],
      [{ name: 'Tools', slug: 'tools', imageUrl: '//evil.example/x.png' }, ['body.imageUrl']],
      [{ name: 'Tools', slug: 'tools', sortOrder: -1 }, ['body.sortOrder']],
      [{ slug: 'tools' }, ['body.name']],
      [{ name: 'Tools' }, ['body.slug']],
      [{ name: '', slug: 'BAD', description: 5 }, ['body.name', 'body.slug', 'body.description']],
      [{ name: 'Tools', slug: 'tools', colour: 'red' }, ['body']],
    ];
    for (const [body, paths] of cases) {
      const res = await as(staff, 'POST', '/api/admin/categories', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const named = json<{ errors: Array<{ path: string }> }>(res).errors.map((e) => e.path);
      for (const p of paths) expect(named, JSON.stringify(body)).toContain(p);
    }
    expect(await rowCount()).toBe(before);
    expect((await publicList()).some((c) => c.slug === 'tools')).toBe(false);
  });

  it('takes a picture as a path on the site or an https address', async () => {
    const res = await as(staff, 'POST', '/api/admin/categories', {
      name: 'Hair',
      slug: 'hair',
      imageUrl: 'https://cdn.example.com/hair.jpg',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).imageUrl).toBe('https://cdn.example.com/hair.jpg');
  });
});

describe('changing', () => {
  it('renames, describes, changes the picture and the place, shown at once', async () => {
    await publicList();
    const res = await as(staff, 'PATCH', '/api/admin/categories/eye-care', {
      name: 'Eyes',
      description: 'Around the eyes.',
      imageUrl: '/images/categories/serums.svg',
      sortOrder: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminCategory.parse(json(res))).toMatchObject({ slug: 'eye-care', name: 'Eyes', sortOrder: 0 });
    const listed = await publicList();
    expect(listed[0]).toMatchObject({
      slug: 'eye-care',
      name: 'Eyes',
      description: 'Around the eyes.',
      imageUrl: '/images/categories/serums.svg',
    });
  });

  it('answers 404 for an unknown slug and 400 for a bad change, writing nothing', async () => {
    expect((await as(staff, 'PATCH', '/api/admin/categories/nothing-here', { name: 'X' })).statusCode).toBe(404);
    for (const body of [{}, { name: '' }, { slug: 'moved' }, { imageUrl: 'ftp://x' }, { sortOrder: 1.5 }]) {
      expect((await as(staff, 'PATCH', '/api/admin/categories/serums', body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await as(staff, 'PATCH', '/api/admin/categories/Serums', { name: 'X' })).statusCode).toBe(400);
    expect((await publicList()).find((c) => c.slug === 'serums')?.name).toBe('Serums');
  });
});

describe('deleting', () => {
  it('refuses (409) while a product is in it, on sale or not, and deletes it once empty', async () => {
    const made = await as(staff, 'POST', '/api/admin/categories', { name: 'Tools', slug: 'tools' });
    expect(made.statusCode).toBe(201);
    const product = await freshProduct(t.app, {});
    await t.app.db
      .update(products)
      .set({ categoryId: json(made).id, isActive: false, status: 'archived' })
      .where(eq(products.id, product.id));

    const refused = await as(staff, 'DELETE', '/api/admin/categories/tools');
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(
      'Tools still holds 1 product (on sale or not): move it to another category before deleting it.',
    );
    const list = z.array(AdminCategory).parse(json(await as(staff, 'GET', '/api/admin/categories')));
    expect(list.find((c) => c.slug === 'tools')?.productCount).toBe(1);

    const [serums] = await t.app.db.select().from(categories).where(eq(categories.slug, 'serums'));
    await t.app.db.update(products).set({ categoryId: serums.id }).where(eq(products.id, product.id));
    expect((await publicList()).some((c) => c.slug === 'tools')).toBe(true); // and now in the read cache
    const deleted = await as(staff, 'DELETE', '/api/admin/categories/tools');
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await publicList()).some((c) => c.slug === 'tools')).toBe(false);
    expect((await as(staff, 'DELETE', '/api/admin/categories/tools')).statusCode).toBe(404);
  });

  it('refuses a category whose products are all on sale too', async () => {
    const res = await as(staff, 'DELETE', '/api/admin/categories/serums');
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toMatch(/^Serums still holds \d+ products \(on sale or not\)/);
  });
});
