// Catalogue rules: products and their filters (done in SQL), categories with live counts, perks, upcoming events
// and the FAQ. Plain functions over a database handle. (The Rewards Store's list is the rewards module's.)
import { and, asc, count, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import { preparedQuery, type Database, type Executor } from '../../db/client';
import { categories, events, faqs, perks, products } from './schema';
import { LOW_STOCK } from '@shared/orders';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Category, Event, Faq, Perk, Product, ProductSize } from '@shared/schemas/catalogue';
import { unitPriceText } from '@shared/money';
import { codeTermLabels } from '@shared/code-rules';
import type { ListPage, ProductFilters } from '@shared/catalogue';

// The filters' one definition is shared with the storefront's query URL; this name stays for the module's callers.
export type { ProductFilters } from '@shared/catalogue';

/** A product as a card shows it: its row and its category's slug (what toProduct reads). */
const productColumns = {
  product: products,
  categorySlug: categories.slug,
};

type ProductRow = { product: typeof products.$inferSelect; categorySlug: string };

/**
 * The rows of a member's list of products (the cart's lines, the wishlist's items), each as `item` beside the
 * product card it points at (`product`, `categorySlug`; toProduct makes the card): the one join for both.
 */
export function selectWithProductCards<T extends PgTable & { productId: PgColumn }>(db: Executor, table: T) {
  return db
    .select({ item: table, ...productColumns })
    .from(table as PgTable) // any product list table (the generic T trips drizzle's from() check)
    .innerJoin(products, eq(products.id, table.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

export function toProduct({ product: p, categorySlug }: ProductRow): Product {
  const size = sizeOf(p);
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    shortDescription: p.shortDescription,
    price: p.price,
    memberPrice: p.memberPrice,
    imageUrl: p.imageUrl,
    imageAlt: p.imageAlt,
    rating: p.rating,
    reviewCount: p.reviewCount,
    isNew: p.isNew,
    isExclusive: p.isExclusive,
    isFeatured: p.isFeatured,
    categoryId: p.categoryId,
    categorySlug,
    ingredients: p.ingredients,
    benefits: p.benefits,
    inStock: p.stock > 0,
    // The exact count only when it is low: the storefront says "Only 3 left", and stock levels stay private.
    ...(p.stock > 0 && p.stock <= LOW_STOCK ? { stock: p.stock } : {}),
    inci: p.inci,
    size,
    unitPrice: size ? unitPriceText(p.price, size) : null,
    memberUnitPrice: size && p.memberPrice !== null ? unitPriceText(p.memberPrice, size) : null,
    // The shop lists only active products: a draft or archived one reaches a shopper as a cart or wishlist line.
    available: p.isActive,
  };
}

/** The pack size of a product row (both columns or neither, a check makes sure). */
export function sizeOf(p: Pick<typeof products.$inferSelect, 'sizeAmount' | 'sizeUnit'>): ProductSize | null {
  return p.sizeAmount !== null && p.sizeUnit !== null ? { amount: Number(p.sizeAmount), unit: p.sizeUnit } : null;
}

/** `%` and `_` in a shopper's text are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Products matching every given filter (a filter set to false is the same as not given). */
export async function listProducts(db: Executor, filters: ProductFilters = {}): Promise<Product[]> {
  const rows = await productsQuery(db, filters);
  if (rows.length === 0 && fuzzyTerm(filters.search)) return (await closeNamesQuery(db, filters)).map(toProduct);
  return rows.map(toProduct);
}

/**
 * One page of the list (decision 0512) and how many products match in all. The total rides on each row as a
 * window count, so a page is one statement; a page past the end asks for the count alone. The close names of
 * a mistyped search are its first page only.
 */
export async function listProductPage(
  db: Executor,
  filters: ProductFilters,
  page: ListPage,
): Promise<{ products: Product[]; total: number }> {
  const rows = await productsQuery(db, filters).limit(page.limit).offset(page.offset);
  if (rows.length > 0) return { products: rows.map(toProduct), total: rows[0].total };
  if (page.offset > 0) {
    const [first] = await productsQuery(db, filters).limit(1);
    return { products: [], total: first?.total ?? 0 };
  }
  if (!fuzzyTerm(filters.search)) return { products: [], total: 0 };
  const close = (await closeNamesQuery(db, filters, Math.min(page.limit, 24))).map(toProduct);
  return { products: close, total: close.length };
}

/**
 * How close a mistyped search must be to a word of a product's name (pg_trgm's word_similarity, 0–1): 0.5 lets
 * "niacinimide" find Niacinamide (0.6) and "serun" the serums (0.67), and keeps "sunscreen" from matching
 * everything (≤ 0.1). Decision 0220.
 */
export const CLOSE_NAME = 0.5;

/** A search worth a second, typo-tolerant look: at least three letters or digits (shorter words match anything). */
function fuzzyTerm(search: string | undefined): string | null {
  const term = search?.trim().toLowerCase() ?? '';
  return (term.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 3 ? term : null;
}

/** The query behind listProducts, not yet run (its plan is tested: search must be able to use an index). */
export function productsQuery(db: Executor, filters: ProductFilters = {}) {
  // Every row carries the number of matches (a window count over the same rows): a page is one statement.
  const columns = { ...productColumns, total: sql<number>`count(*) over ()`.mapWith(Number) };
  const where: SQL[] = [eq(products.isActive, true)];
  if (filters.featured) where.push(eq(products.isFeatured, true));
  if (filters.new) where.push(eq(products.isNew, true));
  if (filters.exclusive) where.push(eq(products.isExclusive, true));
  if (filters.category) where.push(eq(categories.slug, filters.category));
  const search = filters.search?.trim();
  if (!search) {
    return db
      .select(columns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(...where))
      .orderBy(asc(products.sortOrder), asc(products.name), asc(products.id));
  }
  // The substring match (served by the trigram indexes, decision 0614), ranked: a name that holds the words
  // first, then a short description that does, then the rest (a description-only match); then catalogue order.
  const pattern = likePattern(search);
  where.push(
    or(ilike(products.name, pattern), ilike(products.description, pattern), ilike(products.shortDescription, pattern))!,
  );
  return db
    .select(columns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(...where))
    .orderBy(
      sql`case when ${products.name} ilike ${pattern} then 0 when ${products.shortDescription} ilike ${pattern} then 1 else 2 end`,
      asc(products.sortOrder),
      asc(products.name),
      asc(products.id),
    );
}

/**
 * The second look when no product holds the words as typed: products whose name has a word close to them
 * (pg_trgm's word_similarity ≥ CLOSE_NAME), closest first. Runs only for searches that found nothing, which the
 * read cache keeps (decision 0005); every other filter still applies.
 */
export function closeNamesQuery(db: Executor, filters: ProductFilters, limit = 24) {
  const term = fuzzyTerm(filters.search) ?? '';
  const closeness = sql`word_similarity(${term}, ${products.name})`;
  const where: SQL[] = [eq(products.isActive, true), sql`${closeness} >= ${CLOSE_NAME}`];
  if (filters.featured) where.push(eq(products.isFeatured, true));
  if (filters.new) where.push(eq(products.isNew, true));
  if (filters.exclusive) where.push(eq(products.isExclusive, true));
  if (filters.category) where.push(eq(categories.slug, filters.category));
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(...where))
    .orderBy(sql`${closeness} desc`, asc(products.sortOrder), asc(products.name), asc(products.id))
    .limit(limit);
}

export async function findProduct(db: Executor, id: string): Promise<Product | null> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  return rows[0] ? toProduct(rows[0]) : null;
}

const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  description: categories.description,
  imageUrl: categories.imageUrl,
  productCount: count(products.id),
};

export async function listCategories(db: Executor): Promise<Category[]> {
  return db
    .select(categoryColumns)
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.isActive, true)))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function findCategory(db: Executor, slug: string): Promise<Category | null> {
  const rows = await db
    .select(categoryColumns)
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.isActive, true)))
    .where(eq(categories.slug, slug))
    .groupBy(categories.id);
  return rows[0] ?? null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listPerks(db: Executor): Promise<Perk[]> {
  const rows = await db
    .select()
    .from(perks)
    .where(and(eq(perks.isActive, true), eq(perks.inWallet, true)))
    .orderBy(asc(perks.sortOrder), asc(perks.name));
  return rows.map(({ sortOrder: _s, validFrom: _f, inWallet: _w, createdAt: _c, ...p }) => ({
    ...p,
    validUntil: iso(p.validUntil),
    terms: codeTermLabels(p),
  }));
}

/** How many perks the wallet shows (the active ones in it, as listPerks): one prepared count. */
export async function countPerks(db: Database): Promise<number> {
  const query = preparedQuery(db, 'active_perks_count', (d) =>
    d
      .select({ n: count() })
      .from(perks)
      .where(and(eq(perks.isActive, true), eq(perks.inWallet, true)))
      .prepare('active_perks_count'),
  );
  const [row] = await query.execute();
  return row?.n ?? 0;
}

/** Active events that have not started yet, soonest first. */
export async function listUpcomingEvents(db: Executor, now: Date): Promise<Event[]> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.isActive, true), gte(events.dateTime, now)))
    .orderBy(asc(events.dateTime));
  return rows.map((e) => ({ ...e, dateTime: e.dateTime.toISOString() }));
}

/** The help screen's groups in SPEC §2's order (Membership, Products, Events), any other after them. */
export const FAQ_ORDER = sql`CASE ${faqs.category} WHEN 'Membership' THEN 0 WHEN 'Products' THEN 1 WHEN 'Events' THEN 2 ELSE 3 END`;

export async function listFaq(db: Executor): Promise<Faq[]> {
  return db
    .select({ id: faqs.id, category: faqs.category, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .orderBy(FAQ_ORDER, asc(faqs.sortOrder));
}
