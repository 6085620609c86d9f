// The first-run checklist (decision 0511): a production shop with nothing in it is told what to do first, step by
// step as staff do it in the console, and a finished shop is told nothing. Configuration steps follow the
// environment; a demo shop's demo settings never bring the checklist up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopSetup } from '@shared/schemas/admin';
import {
  createTestApp,
  json,
  PRODUCTION_ENV,
  requestAs,
  signedInMember,
  staffCookie,
  type TestApp,
} from '../../testing/app';

const setupOf = async (t: TestApp, cookie: string) => {
  const res = await requestAs(t.app, cookie, 'GET', '/api/admin/setup');
  expect(res.statusCode, res.body).toBe(200);
  return ShopSetup.parse(json(res));
};
const doneSteps = (setup: ShopSetup) => setup.steps.filter((s) => s.done).map((s) => s.id);

describe('a new production shop', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp({ demoMode: false }, PRODUCTION_ENV);
    staff = await staffCookie(t.app);
  });
  afterAll(() => t.close());

  it('is refused to the signed-out and to members', async () => {
    expect((await requestAs(t.app, null, 'GET', '/api/admin/setup')).statusCode).toBe(401);
    const member = (await signedInMember(t.app)).cookie;
    expect((await requestAs(t.app, member, 'GET', '/api/admin/setup')).statusCode).toBe(401);
  });

  it('starts with every catalogue step open, bank details given and no mail server', async () => {
    const setup = await setupOf(t, staff);
    expect(setup).toMatchObject({ categories: 0, products: 0, productsOnSale: 0, paymentProvider: 'manual' });
    expect(doneSteps(setup)).toEqual(['payments']);
    expect(setup.showChecklist).toBe(true);
  });

  it('ticks each catalogue step as staff take it in the console', async () => {
    const category = await requestAs(t.app, staff, 'POST', '/api/admin/categories', {
      name: 'Serums',
      slug: 'serums',
      description: 'Concentrated actives.',
    });
    expect(category.statusCode, category.body).toBe(201);
    expect(doneSteps(await setupOf(t, staff))).toEqual(['category', 'payments']);

    const created = await requestAs(t.app, staff, 'POST', '/api/admin/products', {
      name: 'Niacinamide 10% Serum',
      description: 'A serum for pores and oil.',
      shortDescription: 'Pores and oil',
      price: '24.00',
      ingredients: ['Niacinamide'],
      benefits: ['Smaller-looking pores'],
      categorySlug: 'serums',
      stock: 10,
    });
    expect(created.statusCode, created.body).toBe(201);
    let setup = await setupOf(t, staff);
    expect(doneSteps(setup)).toEqual(['category', 'product', 'payments']);
    expect(setup).toMatchObject({ products: 1, productsOnSale: 0 });

    const published = await requestAs(t.app, staff, 'PATCH', `/api/admin/products/${json(created).id}`, {
      status: 'active',
    });
    expect(published.statusCode, published.body).toBe(200);
    setup = await setupOf(t, staff);
    expect(doneSteps(setup)).toEqual(['category', 'product', 'on-sale', 'payments']);
    // The mail server is still missing: a production console keeps the checklist up for it.
    expect(setup.showChecklist).toBe(true);
  });
});

/** A category and one product on sale, made as staff make them. */
async function stockTheShop(t: TestApp, staff: string) {
  const category = await requestAs(t.app, staff, 'POST', '/api/admin/categories', {
    name: 'Serums',
    slug: 'serums',
    description: 'Concentrated actives.',
  });
  expect(category.statusCode, category.body).toBe(201);
  const created = await requestAs(t.app, staff, 'POST', '/api/admin/products', {
    name: 'Niacinamide 10% Serum',
    description: 'A serum for pores and oil.',
    shortDescription: 'Pores and oil',
    price: '24.00',
    ingredients: ['Niacinamide'],
    benefits: ['Smaller-looking pores'],
    categorySlug: 'serums',
    stock: 10,
    status: 'active',
  });
  expect(created.statusCode, created.body).toBe(201);
}

describe('a configured production shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { demoMode: false },
      {
        ...PRODUCTION_ENV,
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_checklist',
        STRIPE_WEBHOOK_SECRET: 'whsec_checklist',
      },
    );
  });
  afterAll(() => t.close());

  it('shows no checklist once its catalogue is stocked and mail has a server; card payments need no bank', async () => {
    const staff = await staffCookie(t.app);
    await stockTheShop(t, staff);
    const setup = await setupOf(t, staff);
    expect(setup.paymentProvider).toBe('stripe');
    expect(setup.steps.every((s) => s.done)).toBe(true);
    expect(setup.showChecklist).toBe(false);
  });
});

describe('a demo shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps its demo bank details and file mail without a checklist', async () => {
    const setup = await setupOf(t, await staffCookie(t.app));
    expect(setup.products).toBeGreaterThan(0);
    expect(doneSteps(setup)).toEqual(['category', 'product', 'on-sale']);
    expect(setup.showChecklist).toBe(false);
  });
});
