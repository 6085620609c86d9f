// Products from the console (OPERATIONS §1, decision 0507): create and edit every field, the status that puts a
// product in the shop or takes it out, unit prices, and what carts, wishlists and past orders see of a product off
// sale.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdminProduct, Product, type ProductCreate } from '@shared/schemas/catalogue';
import { ErrorResponse } from '@shared/schemas/common';
import { CartItem } from '@shared/schemas/cart';
import { WishlistItem } from '@shared/schemas/wishlist';
import { Order, Quote } from '@shared/schemas/orders';
import {
  createTestApp,
  deliveryAddress,
  json,
  placeCartOrder,
  requestAs,
  signedInMember,
  staffCookie,
  type TestApp,
} from '../../testing/app';
import { products } from './schema';

let t: TestApp;
let staff: string;
let shopper: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  // The read cache on, as in production: a publish or an archive must clear it.
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  staff = await staffCookie(t.app);
  shopper = await signedInMember(t.app);
});
afterAll(() => t.close());

const asStaff = (method: string, url: string, payload?: unknown) => requestAs(t.app, staff, method, url, payload);
const asShopper = (method: string, url: string, payload?: unknown) =>
  requestAs(t.app, shopper.cookie, method, url, payload);
const get = (url: string) => t.app.inject({ method: 'GET', url });

let names = 0;
function newProduct(over: Partial<ProductCreate> = {}): ProductCreate {
  names += 1;
  return {
    name: `Quillwort Barrier Balm ${names}`,
    description: 'A rich balm for dry, tight skin.',
    shortDescription: 'Rich barrier balm',
    price: '95.00',
    memberPrice: '80.75',
    ingredients: ['Ceramides', 'Squalane'],
    benefits: ['Comforts dry skin'],
    isNew: true,
    isExclusive: false,
    categorySlug: 'moisturisers',
    stock: 25,
    isFeatured: false,
    inci: 'Aqua, Squalane, Glycerin, Ceramide NP',
    size: { amount: 30, unit: 'ml' },
    ...over,
  };
}

async function create(over: Partial<ProductCreate> = {}) {
  const res = await asStaff('POST', '/api/admin/products', newProduct(over));
  expect(res.statusCode, res.body).toBe(201);
  return AdminProduct.parse(json(res));
}

const listed = async (url: string) =>
  z
    .array(Product)
    .parse(json(await get(url)))
    .map((p) => p.id);

describe('POST /api/admin/products', () => {
  it('creates a draft by default, with a slug from the name, out of the shop', async () => {
    const p = await create({ name: 'Crème Rîche 2% Night' });
    expect(p).toMatchObject({
      status: 'draft',
      isActive: false,
      slug: 'creme-riche-2-night',
      price: '95.00',
      memberPrice: '80.75',
      categorySlug: 'moisturisers',
      stock: 25,
      inci: 'Aqua, Squalane, Glycerin, Ceramide NP',
      size: { amount: 30, unit: 'ml' },
      imageUrl: '/images/products/placeholder.svg',
    });
    // A second product of the same name gets a slug of its own.
    expect((await create({ name: 'Crème Rîche 2% Night' })).slug).toBe('creme-riche-2-night-2');
    expect((await get(`/api/products/${p.id}`)).statusCode).toBe(404);
    expect(await listed('/api/products')).not.toContain(p.id);
  });

  it('puts an active product in the shop at once: list, search, category and its page, with its unit price', async () => {
    // Fill the read cache first: the create must clear it.
    const before = await listed('/api/products');
    await listed('/api/products?category=moisturisers');
    const p = await create({ name: 'Zephyrine Cloud Cream', status: 'active', slug: 'zephyrine-cloud' });
    expect(p).toMatchObject({ status: 'active', isActive: true, slug: 'zephyrine-cloud' });
    expect(before).not.toContain(p.id);
    expect(await listed('/api/products')).toContain(p.id);
    expect(await listed('/api/products?search=zephyrine')).toContain(p.id);
    expect(await listed('/api/products?category=moisturisers')).toContain(p.id);
    const page = Product.parse(json(await get(`/api/products/${p.id}`)));
    expect(page).toMatchObject({
      name: 'Zephyrine Cloud Cream',
      inci: 'Aqua, Squalane, Glycerin, Ceramide NP',
      size: { amount: 30, unit: 'ml' },
      unitPrice: '£316.67 per 100 ml',
      memberUnitPrice: '£269.17 per 100 ml',
      available: true,
      inStock: true,
    });
  });

  it('gives the unit price per 100 g, and none without a size', async () => {
    const grams = await create({
      status: 'active',
      price: '12.50',
      memberPrice: null,
      size: { amount: 50, unit: 'g' },
    });
    expect(Product.parse(json(await get(`/api/products/${grams.id}`)))).toMatchObject({
      unitPrice: '£25.00 per 100 g',
      memberUnitPrice: null,
    });
    const tenths = await create({
      status: 'active',
      price: '9.99',
      memberPrice: null,
      size: { amount: 7.5, unit: 'ml' },
    });
    expect(Product.parse(json(await get(`/api/products/${tenths.id}`))).unitPrice).toBe('£133.20 per 100 ml');
    const unsized = await create({ status: 'active', size: undefined });
    expect(unsized.size).toBeNull();
    expect(Product.parse(json(await get(`/api/products/${unsized.id}`)))).toMatchObject({
      size: null,
      unitPrice: null,
    });
  });

  it('answers a 400 naming every bad field, and writes nothing', async () => {
    const [{ n: before }] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(products);
    const res = await asStaff('POST', '/api/admin/products', {
      ...newProduct(),
      name: '  ',
      price: 'free',
      stock: -1,
      status: 'live',
      size: { amount: 0, unit: 'oz' },
      slug: 'Not A Slug',
    });
    expect(res.statusCode).toBe(400);
    const paths = ErrorResponse.parse(json(res)).errors!.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.name',
        'body.price',
        'body.stock',
        'body.status',
        'body.size.amount',
        'body.size.unit',
        'body.slug',
      ]),
    );
    const missing = await asStaff('POST', '/api/admin/products', { name: 'Only a name' });
    expect(missing.statusCode).toBe(400);
    expect(ErrorResponse.parse(json(missing)).errors!.map((e) => e.path)).toEqual(
      expect.arrayContaining(['body.description', 'body.shortDescription', 'body.price', 'body.categorySlug']),
    );
    // Checks the schema cannot make, named the same way.
    for (const [body, field] of [
      [newProduct({ categorySlug: 'no-such-category' }), 'body.categorySlug'],
      [newProduct({ price: '10.00', memberPrice: '12.00' }), 'body.memberPrice'],
      [newProduct({ slug: 'zephyrine-cloud' }), 'body.slug'],
    ] as const) {
      const refused = await asStaff('POST', '/api/admin/products', body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(ErrorResponse.parse(json(refused)).errors).toEqual([expect.objectContaining({ path: field })]);
    }
    const [{ n: after }] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(after).toBe(before);
  });

  it('is refused to the signed-out (401) and to members (401: the staff guard knows no member session)', async () => {
    for (const cookie of [null, shopper.cookie]) {
      const res = await requestAs(t.app, cookie, 'POST', '/api/admin/products', newProduct());
      expect(res.statusCode).toBe(401);
      const patched = await requestAs(t.app, cookie, 'PATCH', `/api/admin/products/${(await create()).id}`, {
        status: 'active',
      });
      expect(patched.statusCode).toBe(401);
    }
  });
});

describe('PATCH /api/admin/products/{id}', () => {
  it('changes any field, publishes, archives, and keeps isActive as "status is active"', async () => {
    const p = await create();
    const edited = await asStaff('PATCH', `/api/admin/products/${p.id}`, {
      name: 'Renamed Balm',
      description: 'New words.',
      inci: 'Aqua',
      size: { amount: 50, unit: 'g' },
      categorySlug: 'treatments',
      ingredients: ['Oat', ''],
      isFeatured: true,
      status: 'active',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(AdminProduct.parse(json(edited))).toMatchObject({
      name: 'Renamed Balm',
      description: 'New words.',
      inci: 'Aqua',
      size: { amount: 50, unit: 'g' },
      categorySlug: 'treatments',
      ingredients: ['Oat'],
      isFeatured: true,
      status: 'active',
      isActive: true,
    });
    expect(Product.parse(json(await get(`/api/products/${p.id}`))).unitPrice).toBe('£190.00 per 100 g');

    const off = AdminProduct.parse(json(await asStaff('PATCH', `/api/admin/products/${p.id}`, { isActive: false })));
    expect(off).toMatchObject({ status: 'archived', isActive: false });
    expect((await get(`/api/products/${p.id}`)).statusCode).toBe(404);
    const on = AdminProduct.parse(json(await asStaff('PATCH', `/api/admin/products/${p.id}`, { isActive: true })));
    expect(on).toMatchObject({ status: 'active', isActive: true });
    const sizeless = await asStaff('PATCH', `/api/admin/products/${p.id}`, { size: null });
    expect(AdminProduct.parse(json(sizeless)).size).toBeNull();

    const both = await asStaff('PATCH', `/api/admin/products/${p.id}`, { isActive: true, status: 'draft' });
    expect(both.statusCode).toBe(400);
    const listed = z.array(AdminProduct).parse(json(await asStaff('GET', '/api/admin/products')));
    expect(listed.find((x) => x.id === p.id)).toMatchObject({ status: 'active', name: 'Renamed Balm' });
  });

  it('refuses bad fields with a 400 per field and changes nothing', async () => {
    const p = await create({ status: 'active' });
    const res = await asStaff('PATCH', `/api/admin/products/${p.id}`, {
      name: '',
      status: 'gone',
      memberPrice: 'x',
      isNew: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorResponse.parse(json(res)).errors!.map((e) => e.path)).toEqual(
      expect.arrayContaining(['body.name', 'body.status', 'body.memberPrice', 'body.isNew']),
    );
    const above = await asStaff('PATCH', `/api/admin/products/${p.id}`, { memberPrice: '99.00', name: 'Changed' });
    expect(above.statusCode).toBe(400);
    expect(ErrorResponse.parse(json(above)).errors).toEqual([expect.objectContaining({ path: 'body.memberPrice' })]);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ name: p.name, status: 'active', memberPrice: '80.75' });
  });
});

describe('a product taken off sale', () => {
  it('stays on past orders, says so on cart and wishlist lines, and checkout refuses it', async () => {
    const p = await create({ status: 'active', price: '20.00', memberPrice: '17.00' });
    const order = await placeCartOrder(t.app, shopper, { productId: p.id });
    expect((await asShopper('POST', '/api/wishlist', { userId: shopper.user.id, productId: p.id })).statusCode).toBe(
      201,
    );
    expect(
      (await asShopper('POST', '/api/cart', { userId: shopper.user.id, productId: p.id, quantity: 1 })).statusCode,
    ).toBe(201);
    const cartLine = async () =>
      z
        .array(CartItem)
        .parse(json(await asShopper('GET', `/api/cart/${shopper.user.id}`)))
        .find((l) => l.productId === p.id)!;
    const wishLine = async () =>
      z
        .array(WishlistItem)
        .parse(json(await asShopper('GET', `/api/wishlist/${shopper.user.id}`)))
        .find((l) => l.productId === p.id)!;
    expect((await cartLine()).product.available).toBe(true);

    expect((await asStaff('PATCH', `/api/admin/products/${p.id}`, { status: 'archived' })).statusCode).toBe(200);

    expect((await get(`/api/products/${p.id}`)).statusCode).toBe(404);
    expect(await listed('/api/products')).not.toContain(p.id);
    expect((await cartLine()).product).toMatchObject({ id: p.id, available: false });
    expect((await wishLine()).product).toMatchObject({ id: p.id, available: false });

    // The quote still prices the cart; placing the order is refused with the line's name.
    const quoted = await asShopper('POST', `/api/cart/${shopper.user.id}/quote`, {});
    expect(quoted.statusCode, quoted.body).toBe(200);
    const { discountCode: _d, ...figures } = Quote.parse(json(quoted));
    const placed = await asShopper('POST', '/api/orders', {
      userId: shopper.user.id,
      ...figures,
      shippingAddress: deliveryAddress,
    });
    expect(placed.statusCode).toBe(409);
    expect(json(placed).message).toContain('is no longer available');

    const past = Order.parse(json(await asShopper('GET', `/api/orders/${shopper.user.id}/${order.id}`)));
    expect(past.items).toEqual([expect.objectContaining({ productId: p.id, quantity: 1 })]);
  });
});
