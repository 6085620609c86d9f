// The console's Products screen (COMMERCE §5, OPERATIONS §1): every product with its exact stock, prices and
// status, new products, and the staff's edits to them. Units sold while staff type stay sold (the edit changes the
// stock by what staff changed). Decision 0507: `status` says whether a product is in the shop; `is_active` is kept
// equal to "status = active" (a check in the database) for every reader and COMMERCE §5's PATCH `isActive`.
import { recordAudit, type AuditActor } from '../audit';
import { asc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, products } from './schema';
import { sizeOf } from './service';
import { causeMatching, conflict, fieldErrors, notFound } from '../../plugins/errors';
import { toPence } from '@shared/money';
import {
  STOCK_MAX,
  type AdminProduct,
  type ProductCreate,
  type ProductPatch,
  type ProductStatus,
} from '@shared/schemas/catalogue';

/** Where a new product's picture is until one is uploaded: a neutral pack the storefront shows like any other. */
export const PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';

type Row = { product: typeof products.$inferSelect; categorySlug: string };

/** A product row and its category's slug as the console shows them (the import compares against the same shape). */
export function toAdminProduct({ product: p, categorySlug }: Row): AdminProduct {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    shortDescription: p.shortDescription,
    categorySlug,
    price: p.price,
    memberPrice: p.memberPrice,
    stock: p.stock,
    isActive: p.isActive,
    status: p.status,
    ingredients: p.ingredients,
    benefits: p.benefits,
    isNew: p.isNew,
    isExclusive: p.isExclusive,
    isFeatured: p.isFeatured,
    inci: p.inci,
    size: sizeOf(p),
    imageUrl: p.imageUrl,
    imageAlt: p.imageAlt,
  };
}

function adminQuery(db: Executor) {
  return db
    .select({ product: products, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

/** Every product, whatever its status, in catalogue order, with its exact stock. */
export async function listAdminProducts(db: Executor): Promise<AdminProduct[]> {
  const rows = await adminQuery(db).orderBy(asc(products.sortOrder), asc(products.name));
  return rows.map(toAdminProduct);
}

export async function findAdminProduct(db: Executor, id: string): Promise<AdminProduct> {
  const [row] = await adminQuery(db).where(eq(products.id, id));
  if (!row) throw notFound('Product not found');
  return toAdminProduct(row);
}

const decimal = (v: string) => (toPence(v) / 100).toFixed(2);

/** Why this member price cannot go with this price (it may never be above it), or null when it can. */
export function memberPriceProblem(price: string, memberPrice: string | null): string | null {
  return memberPrice !== null && toPence(memberPrice) > toPence(price) ? 'must not be more than the price' : null;
}

/** The member price may never be above the price (a 400 naming the field, as the schema's are). */
function checkMemberPrice(price: string, memberPrice: string | null) {
  const problem = memberPriceProblem(price, memberPrice);
  if (problem) {
    throw fieldErrors([{ field: 'memberPrice', message: problem }], 'The member price must not be more than the price');
  }
}

async function categoryIdOf(db: Executor, slug: string): Promise<string> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw fieldErrors([{ field: 'categorySlug', message: 'is not a category' }]);
  return row.id;
}

/** 'Crème Rich 2%' → 'creme-rich-2': lower-case ASCII letters and digits joined by single hyphens. */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
  return slug || 'product';
}

/** `base`, or `base-2`, `base-3`, … : the first no product has. */
async function freeSlug(db: Executor, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: products.slug })
        .from(products)
        .where(or(eq(products.slug, base), like(products.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

async function refuseTakenSlug(db: Executor, slug: string, exceptId?: string) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (row && row.id !== exceptId) {
    throw fieldErrors([{ field: 'slug', message: 'is already used by another product' }]);
  }
}

/** Two staff saving the same slug at once: the second is told, not a 500. */
export function slugRace(error: unknown): never {
  if (causeMatching(error, (e) => e.code === '23505') !== undefined) {
    throw conflict('Another product was just saved with this slug: please save again');
  }
  throw error;
}

const sizeColumns = (size: ProductCreate['size']) => ({
  sizeAmount: size ? String(size.amount) : null,
  sizeUnit: size ? size.unit : null,
});

const statusColumns = (status: ProductStatus) => ({ status, isActive: status === 'active' });

/**
 * The columns a product's own fields write, one set of rules for the console's create and the import (decision
 * 0509): prices as 2-decimal strings, the defaults of a create, `is_active` with the status, the size both or
 * neither. The category, slug, place in the list and picture are the caller's.
 */
export function productColumns(input: ProductCreate) {
  return {
    name: input.name,
    description: input.description,
    shortDescription: input.shortDescription,
    price: decimal(input.price),
    memberPrice: input.memberPrice == null ? null : decimal(input.memberPrice),
    isNew: input.isNew ?? false,
    isExclusive: input.isExclusive ?? false,
    isFeatured: input.isFeatured ?? false,
    ingredients: input.ingredients ?? [],
    benefits: input.benefits ?? [],
    stock: input.stock ?? 0,
    ...statusColumns(input.status ?? 'draft'),
    inci: input.inci ?? '',
    imageAlt: input.imageAlt ?? '',
    ...sizeColumns(input.size),
  };
}

/** The next place at the end of the catalogue's order. */
async function nextSortOrder(db: Executor): Promise<number> {
  const [{ sortOrder }] = await db
    .select({ sortOrder: sql<number>`coalesce(max(${products.sortOrder}), 0)::int + 1` })
    .from(products);
  return sortOrder;
}

/** OPERATIONS §1: a new product, a draft unless `status` says otherwise, with a slug of its own. */
export async function createProduct(db: Executor, input: ProductCreate, actor: AuditActor): Promise<AdminProduct> {
  const columns = productColumns(input);
  checkMemberPrice(columns.price, columns.memberPrice);
  return db
    .transaction(async (tx) => {
      const categoryId = await categoryIdOf(tx, input.categorySlug);
      let slug = input.slug;
      if (slug) await refuseTakenSlug(tx, slug);
      else slug = await freeSlug(tx, slugFromName(input.name));
      const sortOrder = await nextSortOrder(tx);
      const [row] = await tx
        .insert(products)
        .values({ ...columns, slug, categoryId, sortOrder, imageUrl: PLACEHOLDER_IMAGE })
        .returning({ id: products.id });
      const product = await findAdminProduct(tx, row.id);
      await recordAudit(tx, actor, { action: 'create', entity: 'product', entityId: row.id, after: product });
      return product;
    })
    .catch(slugRace);
}

/**
 * Applies a console edit: any field of the create, plus COMMERCE §5's `isActive` (true → active, false →
 * archived). The member price may never be above the price (400 naming the field). With `previousStock` (what the
 * screen showed), the stock changes by `stock − previousStock` from what it is now, so units sold while staff
 * typed stay sold; the change may not take it below 0 (409 naming what is left now). Without it, `stock` is set as
 * given. `inChange` runs inside the edit's transaction with the product as it leaves it (the back-in-stock job is
 * queued there).
 */
export async function updateProduct(
  db: Executor,
  id: string,
  patch: ProductPatch,
  actor: AuditActor,
  inChange?: (tx: Executor, product: AdminProduct) => Promise<unknown>,
): Promise<AdminProduct> {
  return db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!current) throw notFound('Product not found');
      const before = await findAdminProduct(tx, id);
      const price = patch.price !== undefined ? decimal(patch.price) : current.price;
      const memberPrice =
        patch.memberPrice === undefined
          ? current.memberPrice
          : patch.memberPrice === null
            ? null
            : decimal(patch.memberPrice);
      checkMemberPrice(price, memberPrice);
      let stock: number | SQL | undefined = patch.stock;
      if (patch.stock !== undefined && patch.previousStock !== undefined) {
        const delta = patch.stock - patch.previousStock;
        // The row is locked: `current.stock` is what the UPDATE below changes (orders wait for this transaction).
        if (current.stock + delta < 0) {
          throw conflict(
            `Only ${current.stock} of ${current.name} left now (some sold since the list was loaded): ` +
              `taking off ${-delta} would leave less than none`,
          );
        }
        if (current.stock + delta > STOCK_MAX) {
          throw fieldErrors([
            { field: 'stock', message: `would be ${current.stock + delta}: must be at most ${STOCK_MAX}` },
          ]);
        }
        stock = sql`${products.stock} + ${delta}`;
      }
      const status: ProductStatus | undefined =
        patch.status ?? (patch.isActive === undefined ? undefined : patch.isActive ? 'active' : 'archived');
      if (patch.slug !== undefined && patch.slug !== current.slug) await refuseTakenSlug(tx, patch.slug, id);
      const set: Record<string, unknown> = {
        price,
        memberPrice,
        ...(stock !== undefined ? { stock } : {}),
        ...(status !== undefined ? statusColumns(status) : {}),
        ...(patch.categorySlug !== undefined ? { categoryId: await categoryIdOf(tx, patch.categorySlug) } : {}),
        ...(patch.size !== undefined ? sizeColumns(patch.size) : {}),
      };
      for (const key of [
        'slug',
        'name',
        'description',
        'shortDescription',
        'ingredients',
        'benefits',
        'isNew',
        'isExclusive',
        'isFeatured',
        'inci',
        'imageAlt',
      ] as const) {
        if (patch[key] !== undefined) Object.assign(set, { [key]: patch[key] });
      }
      await tx.update(products).set(set).where(eq(products.id, id));
      const row = await findAdminProduct(tx, id);
      await recordAudit(tx, actor, { action: 'update', entity: 'product', entityId: id, before, after: row });
      await inChange?.(tx, row);
      return row;
    })
    .catch(slugRace);
}

// ── Many at once: the import (decision 0509) ──────────────────────────────────────────────────────────────
/**
 * A product as a line of the imported file gives it: its fields, already checked by ProductCreate and by the import
 * (category found, member price, slug free), its category's id, and its picture (null: a new product gets the
 * placeholder, an existing one keeps its own).
 */
export type ProductWrite = {
  input: ProductCreate & { slug: string };
  categoryId: string;
  imageUrl: string | null;
};

/** Products a statement carries. */
const BATCH = 1_000;

function* batches<T>(list: readonly T[]): Generator<T[]> {
  for (let i = 0; i < list.length; i += BATCH) yield list.slice(i, i + BATCH);
}

/** A product's columns as one JSON record of the batch statements below (snake_case, the table's names). */
function record(p: ProductWrite, extra: { id?: string; sortOrder?: number }) {
  const c = productColumns(p.input);
  return {
    id: extra.id ?? null,
    slug: p.input.slug,
    name: c.name,
    description: c.description,
    short_description: c.shortDescription,
    price: c.price,
    member_price: c.memberPrice,
    image_url: p.imageUrl,
    is_new: c.isNew,
    is_exclusive: c.isExclusive,
    is_featured: c.isFeatured,
    category_id: p.categoryId,
    ingredients: c.ingredients,
    benefits: c.benefits,
    stock: c.stock,
    status: c.status,
    is_active: c.isActive,
    inci: c.inci,
    size_amount: c.sizeAmount,
    size_unit: c.sizeUnit,
    sort_order: extra.sortOrder ?? null,
  };
}

/**
 * The batch's rows as a table: one JSON parameter for a thousand products, read by jsonb_to_recordset (as the outbox
 * does), instead of 21 parameters a product.
 */
const recordset = (rows: unknown[]) => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
  id uuid, slug text, name text, description text, short_description text, price numeric(10, 2),
  member_price numeric(10, 2), image_url text, is_new boolean, is_exclusive boolean, is_featured boolean,
  category_id uuid, ingredients text[], benefits text[], stock integer, status text, is_active boolean, inci text,
  size_amount numeric(7, 1), size_unit text, sort_order integer)`;

/** New products, in the file's order at the end of the catalogue: one INSERT per thousand. */
export async function insertProducts(tx: Executor, list: readonly ProductWrite[]): Promise<void> {
  let sortOrder = await nextSortOrder(tx);
  for (const batch of batches(list)) {
    const rows = batch.map((p) => record(p, { sortOrder: sortOrder++ }));
    await tx.execute(sql`
      insert into ${products} (slug, name, description, short_description, price, member_price, image_url, is_new,
        is_exclusive, is_featured, category_id, ingredients, benefits, stock, status, is_active, inci, size_amount,
        size_unit, sort_order)
      select v.slug, v.name, v.description, v.short_description, v.price, v.member_price,
        coalesce(v.image_url, ${PLACEHOLDER_IMAGE}), v.is_new, v.is_exclusive, v.is_featured, v.category_id,
        v.ingredients, v.benefits, v.stock, v.status, v.is_active, v.inci, v.size_amount, v.size_unit, v.sort_order
      from ${recordset(rows)}`);
  }
}

/**
 * Existing products rewritten with every field the file gives (the stock as given: decision 0509), one UPDATE per
 * thousand. The caller holds their rows locked (FOR UPDATE) since it read them; no picture keeps the current one.
 */
export async function replaceProducts(tx: Executor, list: ReadonlyArray<ProductWrite & { id: string }>): Promise<void> {
  for (const batch of batches(list)) {
    const rows = batch.map((p) => record(p, { id: p.id }));
    await tx.execute(sql`
      update ${products} as p set
        name = v.name, description = v.description, short_description = v.short_description,
        price = v.price, member_price = v.member_price, image_url = coalesce(v.image_url, p.image_url),
        is_new = v.is_new, is_exclusive = v.is_exclusive, is_featured = v.is_featured, category_id = v.category_id,
        ingredients = v.ingredients, benefits = v.benefits, stock = v.stock, status = v.status,
        is_active = v.is_active, inci = v.inci, size_amount = v.size_amount, size_unit = v.size_unit
      from ${recordset(rows)}
      where p.id = v.id`);
  }
}

/**
 * Shows an uploaded picture for the product (decision 0508): the address of its variants, already in the store.
 * The picture it replaces stays in the store (its address may still be in a cache, a page or a mail).
 */
export async function setProductImage(
  db: Executor,
  id: string,
  imageUrl: string,
  actor: AuditActor,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ imageUrl: products.imageUrl })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!current) throw notFound('Product not found');
    await tx.update(products).set({ imageUrl }).where(eq(products.id, id));
    await recordAudit(tx, actor, {
      action: 'picture',
      entity: 'product',
      entityId: id,
      before: current,
      after: { imageUrl },
    });
    return findAdminProduct(tx, id);
  });
}
