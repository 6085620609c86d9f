// Catalogue search (issue 27): ranked by where the words are (name first) and tolerant of a mistyped word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shared/schemas/catalogue';
import { createTestApp, freshProduct, json, type TestApp } from '../../testing/app';
import { products } from './schema';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (term: string, extra = '') => {
  const res = await t.app.inject(`/api/products?search=${encodeURIComponent(term)}${extra}`);
  expect(res.statusCode).toBe(200);
  return json<Product[]>(res);
};
const names = (list: Product[]) => list.map((p) => p.name);

describe('search ranking', () => {
  it('lists products named with the words before those that only mention them', async () => {
    const got = await search('niacinamide');
    const named = got.filter((p) => /niacinamide/i.test(p.name));
    expect(named.length).toBeGreaterThanOrEqual(2);
    expect(got.length).toBeGreaterThan(named.length); // the Retinal serum and others mention it in the text
    expect(got[0].name).toBe('10% Niacinamide Pore Refining Serum');
    expect(got.slice(0, named.length).every((p) => /niacinamide/i.test(p.name))).toBe(true);
    const retinal = got.findIndex((p) => p.name.startsWith('Retinal'));
    expect(retinal).toBeGreaterThanOrEqual(named.length);
  });

  it('puts a short-description match above a description-only one', async () => {
    const got = await search('zinc');
    const rank = (p: Product) => (/zinc/i.test(p.name) ? 0 : /zinc/i.test(p.shortDescription) ? 1 : 2);
    const ranks = got.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBeGreaterThan(1);
  });
});

describe('typo tolerance', () => {
  it('finds the Niacinamide products for "niacinimide", the serum first', async () => {
    const got = await search('niacinimide');
    expect(names(got)).toEqual(expect.arrayContaining(['10% Niacinamide Pore Refining Serum']));
    expect(got.every((p) => /niacinamide/i.test(p.name))).toBe(true);
  });

  it('finds close names for other slips, and keeps the other filters', async () => {
    expect(names(await search('hyaluronc'))).toEqual(['Multi-Weight Hyaluronic Acid + B5 Serum']);
    const serums = await search('serun');
    expect(serums.length).toBeGreaterThan(3);
    expect(serums.every((p) => /serum/i.test(p.name))).toBe(true);
    const featured = await search('serun', '&featured=true');
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((p) => p.isFeatured && /serum/i.test(p.name))).toBe(true);
    expect(featured.length).toBeLessThan(serums.length);
  });

  it('finds nothing for words unlike any name, or too short to judge', async () => {
    expect(await search('kombucha')).toEqual([]);
    expect(await search('xylophone')).toEqual([]);
    expect(await search('xq')).toEqual([]);
    expect(await search('zzzzzz')).toEqual([]);
  });

  it('never lists a product taken off sale', async () => {
    const hidden = await freshProduct(t.app, { stock: 3 });
    await t.app.db
      .update(products)
      .set({ name: 'Quillaja Clarifying Essence', isActive: false, status: 'archived' })
      .where(eq(products.id, hidden.id));
    expect(await search('quillaja')).toEqual([]);
    expect(await search('quilaja')).toEqual([]);
    await t.app.db.update(products).set({ isActive: true, status: 'active' }).where(eq(products.id, hidden.id));
    expect(names(await search('quilaja'))).toEqual(['Quillaja Clarifying Essence']);
  });
});
