// Bringing a catalogue (OPERATIONS §1, decision 0509): the products file out and back in — who may, what the export
// holds, a round trip that changes nothing, a dry run that writes nothing, creates and updates by slug, every bad line
// and column named with the file's own line numbers, all or nothing, and the shop seeing the result at once.
import { parse } from 'csv-parse/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AdminProduct, Product, type ProductCreate } from '@shared/schemas/catalogue';
import {
  PRODUCT_CSV_COLUMNS,
  ProductImportErrors,
  ProductImportResult,
  type ProductCsvColumn,
} from '@shared/schemas/catalogue-import';
import { toCsv } from '@shared/csv';
import type { MailMessage } from '../../mail/mailer';
import { createTestApp, json, requestAs, signedInMember, staffCookie, type TestApp } from '../../testing/app';
import { products } from './schema';

let t: TestApp;
let staff: string;
let shopper: Awaited<ReturnType<typeof signedInMember>>;
const sent: MailMessage[] = [];

beforeAll(async () => {
  // The read cache on, as in production: an import must clear it. A recording mailer for the back-in-stock mail.
  const mailer = { send: async (m: MailMessage) => (sent.push(m), {}) };
  t = await createTestApp({ catalogueCacheMs: 60_000 }, {}, { mailer });
  staff = await staffCookie(t.app);
  shopper = await signedInMember(t.app);
});
afterAll(() => t.close());

const EXPORT = '/api/admin/products/export.csv';
const IMPORT = '/api/admin/products/import';

function importAs(cookie: string | null, body: string, { dryRun = false } = {}) {
  return t.app.inject({
    method: 'POST',
    url: dryRun ? `${IMPORT}?dryRun=true` : IMPORT,
    payload: body,
    headers: { 'content-type': 'text/csv', ...(cookie ? { cookie } : {}) },
  });
}

async function imported(body: string, options: { dryRun?: boolean } = {}) {
  const res = await importAs(staff, body, options);
  expect(res.statusCode, res.body).toBe(200);
  return ProductImportResult.parse(json(res));
}

async function refused(body: string, options: { dryRun?: boolean } = {}) {
  const res = await importAs(staff, body, options);
  expect(res.statusCode, res.body).toBe(400);
  return ProductImportErrors.parse(json(res));
}

async function exported() {
  const res = await requestAs(t.app, staff, 'GET', EXPORT);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const adminList = async () =>
  z.array(AdminProduct).parse(json(await requestAs(t.app, staff, 'GET', '/api/admin/products')));
const bySlug = async (slug: string) => (await adminList()).find((p) => p.slug === slug);
const productCount = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(products))[0].n;
const shopIds = async (url: string) =>
  z
    .array(Product)
    .parse(json(await t.app.inject({ method: 'GET', url })))
    .map((p) => p.slug);

type Line = Partial<Record<ProductCsvColumn, string>>;
let made = 0;
/** A good line for a new product, with `over` in place of its cells. */
function line(over: Line = {}): Line {
  made += 1;
  return {
    slug: `import-balm-${made}`,
    name: `Import Balm ${made}`,
    status: 'active',
    categorySlug: 'moisturisers',
    price: '24.00',
    memberPrice: '20.40',
    stock: '12',
    isFeatured: 'false',
    isNew: 'true',
    isExclusive: 'false',
    shortDescription: 'A soft balm',
    description: 'A soft balm for dry patches.',
    ingredients: 'Shea Butter | Squalane',
    benefits: 'Softens | Soothes',
    inci: 'Butyrospermum Parkii Butter, Squalane',
    sizeAmount: '50',
    sizeUnit: 'ml',
    imageUrl: '',
    ...over,
  };
}

/** A file of these lines, with these columns (every column by default). */
const file = (lines: Line[], columns: readonly string[] = PRODUCT_CSV_COLUMNS) =>
  toCsv([columns, ...lines.map((l) => columns.map((c) => l[c as ProductCsvColumn] ?? ''))]);

async function createViaConsole(over: Partial<ProductCreate>) {
  const res = await requestAs(t.app, staff, 'POST', '/api/admin/products', {
    name: 'Console Serum',
    description: 'Made in the console.',
    shortDescription: 'Console serum',
    price: '30.00',
    categorySlug: 'serums',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return AdminProduct.parse(json(res));
}

describe('who may call', () => {
  it('refuses the export and the import to the signed-out and to members (401), and writes nothing', async () => {
    const before = await productCount();
    for (const cookie of [null, shopper.cookie]) {
      expect((await requestAs(t.app, cookie, 'GET', EXPORT)).statusCode).toBe(401);
      expect((await importAs(cookie, file([line()]))).statusCode).toBe(401);
      expect((await importAs(cookie, file([line()]), { dryRun: true })).statusCode).toBe(401);
    }
    expect(await productCount()).toBe(before);
  });

  it('takes the file only as text/csv (415 otherwise: no form can post it across sites), at most 5 MB', async () => {
    const before = await productCount();
    for (const type of ['text/plain', 'application/json', 'application/x-www-form-urlencoded']) {
      const res = await t.app.inject({
        method: 'POST',
        url: IMPORT,
        payload: type === 'application/json' ? JSON.stringify({ slug: 'x' }) : file([line()]),
        headers: { 'content-type': type, cookie: staff },
      });
      expect(res.statusCode, type).toBe(415);
    }
    const huge = await importAs(staff, 'x'.repeat(5 * 1024 * 1024 + 1));
    expect(huge.statusCode).toBe(413);
    const badFlag = await t.app.inject({
      method: 'POST',
      url: `${IMPORT}?dryRun=maybe`,
      payload: file([line()]),
      headers: { 'content-type': 'text/csv', cookie: staff },
    });
    expect(badFlag.statusCode).toBe(400);
    expect(json(badFlag).errors).toEqual([expect.objectContaining({ path: 'querystring.dryRun' })]);
    expect(await productCount()).toBe(before);
  });
});

describe('the API document', () => {
  it('describes both calls, the import taking text/csv', async () => {
    const doc = json(await t.app.inject({ method: 'GET', url: '/api/openapi.json' }));
    expect(Object.keys(doc.paths[IMPORT].post.requestBody.content)).toEqual(['text/csv']);
    expect(doc.paths[IMPORT].post.parameters.map((p: { name: string }) => p.name)).toEqual(['dryRun']);
    expect(Object.keys(doc.paths[EXPORT].get.responses['200'].content)).toEqual(['text/csv']);
  });
});

describe('GET /api/admin/products/export.csv', () => {
  it('is a CSV download of every product, drafts and archived too, one a line, under the header', async () => {
    const draft = await createViaConsole({ name: 'Draft Only Serum', status: 'draft' });
    const archived = await createViaConsole({ name: 'Archived Serum', status: 'archived', memberPrice: null });
    const res = await exported();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="skin-circle-products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFFslug,name,status,categorySlug,price,memberPrice,stock,')).toBe(true);
    const rows: Array<Record<string, string>> = parse(res.body, { bom: true, columns: true });
    const all = await adminList();
    expect(rows.map((r) => r.slug)).toEqual(all.map((p) => p.slug));
    expect(rows.find((r) => r.slug === draft.slug)).toMatchObject({ status: 'draft', price: '30.00' });
    expect(rows.find((r) => r.slug === archived.slug)).toMatchObject({ status: 'archived', memberPrice: '' });
    expect(rows.find((r) => r.slug === 'vitamin-c-15-brightening-serum')).toMatchObject({
      name: '15% Vitamin C Brightening Serum',
      categorySlug: 'serums',
      price: '42.00',
      memberPrice: '35.70',
      isFeatured: 'true',
      ingredients: 'L-Ascorbic Acid 15% | Vitamin E (Tocopherol) 1% | Ferulic Acid 0.5% | Hyaluronic Acid',
    });
  });

  it('comes back unchanged: its import changes nothing, awkward texts included', async () => {
    // Commas, quotes, line breaks, a leading minus and equals sign (guarded against spreadsheet formulas), £ and é.
    await createViaConsole({
      name: 'Crème "Nuit", Rich',
      description: '- Line one, with a comma\n= line two "quoted"\n\nLast line £5',
      shortDescription: '=SUM(A1) is not a formula here',
      ingredients: ['+ Ceramides', "'Quoted' oil"],
      inci: '@Aqua',
      size: { amount: 7.5, unit: 'g' },
      status: 'active',
    });
    const before = await adminList();
    const { body } = await exported();
    const preview = await imported(body, { dryRun: true });
    expect(preview).toMatchObject({ dryRun: true, created: 0, updated: 0, unchanged: before.length });
    expect(preview.changes.every((c) => c.action === 'unchanged' && c.fields.length === 0)).toBe(true);
    const result = await imported(body);
    expect(result).toMatchObject({ dryRun: false, created: 0, updated: 0, unchanged: before.length });
    expect(await adminList()).toEqual(before);
  });
});

describe('POST /api/admin/products/import', () => {
  it('answers a dry run with what would change, and writes nothing', async () => {
    const existing = (await bySlug('vitamin-c-15-brightening-serum'))!;
    const rows = parse((await exported()).body, { bom: true, columns: true }) as Array<Record<string, string>>;
    const row = rows.find((r) => r.slug === existing.slug)!;
    const newLine = line();
    const text = file([newLine, { ...row, price: '45.00', stock: '3', description: 'Reworded.' }]);
    const before = await adminList();

    const preview = await imported(text, { dryRun: true });
    expect(preview).toMatchObject({ dryRun: true, created: 1, updated: 1, unchanged: 0 });
    expect(preview.changes).toEqual([
      // A new product's key values, so staff can check a draft from a live one before importing.
      {
        line: 2,
        slug: newLine.slug,
        name: newLine.name,
        action: 'create',
        fields: [
          { field: 'status', to: 'active' },
          { field: 'categorySlug', to: 'moisturisers' },
          { field: 'price', to: '24.00' },
          { field: 'memberPrice', to: '20.40' },
          { field: 'stock', to: '12' },
          { field: 'sizeAmount', to: '50' },
          { field: 'sizeUnit', to: 'ml' },
        ],
      },
      {
        line: 3,
        slug: existing.slug,
        name: existing.name,
        action: 'update',
        fields: [
          { field: 'price', from: '42.00', to: '45.00' },
          { field: 'stock', from: String(existing.stock), to: '3' },
          { field: 'description' },
        ],
      },
    ]);
    expect(await adminList()).toEqual(before);
  });

  it('creates new slugs and updates known ones, and the shop shows active ones at once', async () => {
    const target = await createViaConsole({ name: 'Update Me Serum', status: 'active', stock: 9 });
    const pictured = '/images/products/vitamin-c-serum.webp';
    await t.app.db.update(products).set({ imageUrl: pictured }).where(eq(products.id, target.id));
    // Fill the read cache first: the import must clear it.
    const shopBefore = await shopIds('/api/products');
    await shopIds('/api/products?category=body');

    const fresh = line({
      slug: 'imported-body-oil',
      name: 'Imported Body Oil',
      categorySlug: 'body',
      price: '£18',
      memberPrice: '',
      isFeatured: 'Yes',
      isNew: '0',
      ingredients: 'Jojoba|  Sweet Almond  | ',
      imageUrl: 'https://cdn.example.com/oil.webp',
    });
    const draft = line({ slug: 'imported-draft', status: 'draft' });
    const update = line({
      slug: target.slug,
      name: 'Updated Serum',
      categorySlug: 'serums',
      price: '31.50',
      memberPrice: '29.00',
      stock: '4',
      sizeAmount: '',
      sizeUnit: '',
      imageUrl: '',
    });
    const result = await imported(file([fresh, draft, update]));
    expect(result).toMatchObject({ dryRun: false, created: 2, updated: 1, unchanged: 0 });

    expect(await bySlug('imported-body-oil')).toMatchObject({
      name: 'Imported Body Oil',
      status: 'active',
      isActive: true,
      categorySlug: 'body',
      price: '18.00',
      memberPrice: null,
      stock: 12,
      isFeatured: true,
      isNew: false,
      ingredients: ['Jojoba', 'Sweet Almond'],
      benefits: ['Softens', 'Soothes'],
      size: { amount: 50, unit: 'ml' },
      imageUrl: 'https://cdn.example.com/oil.webp',
    });
    expect(await bySlug('imported-draft')).toMatchObject({
      status: 'draft',
      isActive: false,
      imageUrl: '/images/products/placeholder.svg',
    });
    // Every field as the file says; the stock is absolute; no picture in the line keeps the product's own.
    expect(await bySlug(target.slug)).toMatchObject({
      id: target.id,
      name: 'Updated Serum',
      price: '31.50',
      memberPrice: '29.00',
      stock: 4,
      size: null,
      isNew: true,
      imageUrl: pictured,
    });

    expect(shopBefore).not.toContain('imported-body-oil');
    expect(await shopIds('/api/products')).toContain('imported-body-oil');
    expect(await shopIds('/api/products?category=body')).toContain('imported-body-oil');
    expect(await shopIds('/api/products?search=imported')).not.toContain('imported-draft');
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${(await bySlug('imported-body-oil'))!.id}` });
    expect(Product.parse(json(page))).toMatchObject({ name: 'Imported Body Oil', price: '18.00' });

    // The same file again: nothing left to change.
    expect(await imported(file([fresh, draft, update]))).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
  });

  it('reads the columns in any order and any case, and an imageUrl column is not needed', async () => {
    const columns = PRODUCT_CSV_COLUMNS.filter((c) => c !== 'imageUrl').reverse();
    const l = line({ slug: 'reordered-balm' });
    const text = file([l], columns).replace('slug', 'Slug').replace('categorySlug', 'CATEGORYSLUG');
    expect(await imported(text)).toMatchObject({ created: 1 });
    expect(await bySlug('reordered-balm')).toMatchObject({ name: l.name, categorySlug: 'moisturisers' });
  });

  it('names every bad line and column with the file’s own line numbers, and writes nothing', async () => {
    const before = await adminList();
    const good = line();
    const text = file([
      good, // line 2
      line({ price: '12,50', stock: 'many' }), // line 3
      line({ description: 'Three\nline\ndescription', categorySlug: 'no-such-category' }), // lines 4–6
      line({ status: 'live', memberPrice: '$5.00' }), // line 7
      line({ price: '10.00', memberPrice: '12.00' }), // line 8
      line({ slug: good.slug }), // line 9: the slug of line 2 again
      line({ sizeAmount: '30', sizeUnit: '', isNew: 'maybe', name: '' }), // line 10
      line({ imageUrl: 'javascript:alert(1)', ingredients: `${'x'.repeat(121)} | ok` }), // line 11
    ]);
    const body = await refused(text);
    expect(body.errors).toEqual([
      { line: 3, field: 'price', message: 'must be an amount like 12.50' },
      { line: 3, field: 'stock', message: 'must be a whole number' },
      { line: 4, field: 'categorySlug', message: 'is not a category of the shop' },
      { line: 7, field: 'memberPrice', message: 'must be in pounds, like 42.00' },
      { line: 7, field: 'status', message: "must be 'draft', 'active' or 'archived'" },
      { line: 8, field: 'memberPrice', message: 'must not be more than the price' },
      { line: 9, field: 'slug', message: 'is already on line 2: one line per product' },
      { line: 10, field: 'sizeUnit', message: 'is required with sizeAmount (ml or g)' },
      { line: 10, field: 'name', message: 'must not be empty' },
      { line: 10, field: 'isNew', message: 'must be true or false' },
      { line: 11, field: 'ingredients', message: 'item 1 must be at most 120 characters' },
      { line: 11, field: 'imageUrl', message: expect.stringContaining('must be a path') },
    ]);
    expect(body.errorCount).toBe(12);
    expect(body.message).toBe(
      'Nothing was imported: the file has 12 problems (line 3, price: must be an amount like 12.50)',
    );
    // The dry run refuses the same way; the good line was not written either time.
    expect((await refused(text, { dryRun: true })).errors).toEqual(body.errors);
    expect(await adminList()).toEqual(before);
  });

  it('refuses an unknown column, a missing one, or a repeated one, on line 1', async () => {
    const l = line();
    const unknown = await refused(file([{ ...l }], [...PRODUCT_CSV_COLUMNS, 'colour']));
    expect(unknown.errors).toEqual([{ line: 1, field: 'colour', message: 'is not a column of the products file' }]);
    const missing = await refused(
      file(
        [l],
        PRODUCT_CSV_COLUMNS.filter((c) => c !== 'price' && c !== 'stock'),
      ),
    );
    expect(missing.errors).toEqual([
      { line: 1, field: 'price', message: 'column is missing' },
      { line: 1, field: 'stock', message: 'column is missing' },
    ]);
    const twice = await refused(file([l], [...PRODUCT_CSV_COLUMNS, 'name']));
    expect(twice.errors).toEqual([{ line: 1, field: 'name', message: 'is in the header twice' }]);
    const semicolons = await refused(`${PRODUCT_CSV_COLUMNS.join(';')}\r\n`);
    expect(semicolons.errors[0].message).toContain('separate the columns with commas, not semicolons');
    expect(await bySlug(l.slug!)).toBeUndefined();
  });

  it('refuses lines that are not a product: wrong cell count, an unclosed quote, no lines, not UTF-8', async () => {
    const header = PRODUCT_CSV_COLUMNS.join(',');
    const short = await refused(`${header}\r\n\r\nonly,three,cells\r\n`);
    expect(short.errors).toEqual([{ line: 3, field: null, message: 'has 3 cells where the header has 18' }]);
    const open = await refused(`${file([line()])}bad-quote,"never closed\r\nmore,cells\r\n`);
    expect(open.errors).toEqual([
      { line: 3, field: null, message: 'has a cell that opens a quote (") and never closes it' },
    ]);
    expect((await refused(`${header}\r\n`)).errors).toEqual([
      { line: 2, field: null, message: 'The file has no products: one a line after the header' },
    ]);
    expect((await refused('')).errors[0].field).toBeNull();
    const tooMany = await refused(`${header}\r\n${'x,y\r\n'.repeat(10_001)}`);
    expect(tooMany.errors).toEqual([
      { line: 10_002, field: null, message: 'A file may hold at most 10000 products: split it and import each part' },
    ]);
    // A Windows-1252 '£' is not UTF-8.
    const latin = await t.app.inject({
      method: 'POST',
      url: IMPORT,
      payload: Buffer.concat([Buffer.from(`${header}\r\n`), Buffer.from([0xa3, 0x31])]),
      headers: { 'content-type': 'text/csv', cookie: staff },
    });
    expect(latin.statusCode).toBe(400);
    expect(ProductImportErrors.parse(json(latin)).errors[0]).toMatchObject({
      line: 2,
      message: expect.stringContaining('UTF-8'),
    });
  });

  it('writes nothing when the database refuses a line the checks let through', async () => {
    const a = await createViaConsole({ name: 'Kept Serum A', status: 'active' });
    const b = await createViaConsole({ name: 'Kept Serum B', status: 'active' });
    // A rule only the database knows, for this test: the last update of the file breaks it.
    await t.app.db.execute(
      sql`alter table products add constraint test_refused check (name <> 'Refused By The Database')`,
    );
    try {
      const fresh = line({ slug: 'never-written' });
      const text = file([
        fresh,
        line({ slug: a.slug, name: a.name, categorySlug: 'serums', price: '99.00' }),
        line({ slug: b.slug, name: 'Refused By The Database', categorySlug: 'serums' }),
      ]);
      const res = await importAs(staff, text);
      expect(res.statusCode).toBe(500);
      expect(await bySlug('never-written')).toBeUndefined();
      expect(await bySlug(a.slug)).toMatchObject({ price: '30.00', name: 'Kept Serum A' });
      expect(await bySlug(b.slug)).toMatchObject({ name: 'Kept Serum B' });
    } finally {
      await t.app.db.execute(sql`alter table products drop constraint test_refused`);
    }
  });

  it('mails the members waiting for a product its import puts back in stock', async () => {
    const soldOut = await createViaConsole({ name: 'Sold Out Serum', status: 'active', stock: 0 });
    const waiter = await signedInMember(t.app, { firstName: 'Wren' });
    const ask = await requestAs(t.app, waiter.cookie, 'PUT', `/api/products/${soldOut.id}/stock-alert`);
    expect(ask.statusCode, ask.body).toBe(200);
    const rows = parse((await exported()).body, { bom: true, columns: true }) as Array<Record<string, string>>;
    const row = rows.find((r) => r.slug === soldOut.slug)!;
    expect(await imported(file([{ ...row, stock: '6' }]))).toMatchObject({ updated: 1 });
    await vi.waitFor(
      () => expect(sent.some((m) => m.to === waiter.user.email && m.subject.startsWith('Back in stock'))).toBe(true),
      { timeout: 15_000, interval: 50 },
    );
  });

  it('imports 5,000 products in seconds, and updates them as fast', async () => {
    const many = Array.from({ length: 5_000 }, (_, i) =>
      line({ slug: `bulk-${i}`, name: `Bulk Product ${i}`, status: i % 2 ? 'active' : 'draft' }),
    );
    let started = performance.now();
    expect(await imported(file(many))).toMatchObject({ created: 5_000, updated: 0 });
    const createMs = performance.now() - started;
    started = performance.now();
    const changed = many.map((l, i) => ({ ...l, price: '25.00', stock: String(i % 50) }));
    expect(await imported(file(changed))).toMatchObject({ created: 0, updated: 5_000 });
    const updateMs = performance.now() - started;
    console.info(`5,000 products: created in ${Math.round(createMs)} ms, updated in ${Math.round(updateMs)} ms`);
    expect(createMs).toBeLessThan(30_000);
    expect(updateMs).toBeLessThan(30_000);
    const rows = await t.app.db
      .select({ price: products.price, stock: products.stock })
      .from(products)
      .where(inArray(products.slug, ['bulk-0', 'bulk-4999']));
    expect(rows).toEqual(
      expect.arrayContaining([
        { price: '25.00', stock: 0 },
        { price: '25.00', stock: 49 },
      ]),
    );
  }, 120_000);
});
