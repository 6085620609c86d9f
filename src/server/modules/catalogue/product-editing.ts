// The console's Products screen (COMMERCE §5, OPERATIONS §1): every product with its exact stock, prices and
// status, new products, and the staff's edits to them. Units sold while staff type stay sold (the edit changes the
// stock by what staff changed). Decision 0507: `status` says whether a product is in the shop; `is_active` is kept
// equal to "status = active" (a check in the database) for every reader and COMMERCE §5's PATCH `isActive`.
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

function toAdminProduct({ product: p, categorySlug }: Row): AdminProduct {
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

/** The member price may never be above the price (a 400 naming the field, as the schema's are). */
function checkMemberPrice(price: string, memberPrice: string | null) {
  if (memberPrice !== null && toPence(memberPrice) > toPence(price)) {
    throw fieldErrors(
      [{ field: 'memberPrice', message: 'must not be more than the price' }],
      'The member price must not be more than the price',
    );
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
function slugRace(error: unknown): never {
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

/** OPERATIONS §1: a new product, a draft unless `status` says otherwise, with a slug of its own. */
export async function createProduct(db: Executor, input: ProductCreate): Promise<AdminProduct> {
  const price = decimal(input.price);
  const memberPrice = input.memberPrice == null ? null : decimal(input.memberPrice);
  checkMemberPrice(price, memberPrice);
  return db
    .transaction(async (tx) => {
      const categoryId = await categoryIdOf(tx, input.categorySlug);
      let slug = input.slug;
      if (slug) await refuseTakenSlug(tx, slug);
      else slug = await freeSlug(tx, slugFromName(input.name));
      const [{ sortOrder }] = await tx
        .select({ sortOrder: sql<number>`coalesce(max(${products.sortOrder}), 0)::int + 1` })
        .from(products);
      const [row] = await tx
        .insert(products)
        .values({
          slug,
          name: input.name,
          description: input.description,
          shortDescription: input.shortDescription,
          price,
          memberPrice,
          imageUrl: PLACEHOLDER_IMAGE,
          isNew: input.isNew ?? false,
          isExclusive: input.isExclusive ?? false,
          isFeatured: input.isFeatured ?? false,
          categoryId,
          ingredients: input.ingredients ?? [],
          benefits: input.benefits ?? [],
          sortOrder,
          stock: input.stock ?? 0,
          ...statusColumns(input.status ?? 'draft'),
          inci: input.inci ?? '',
          imageAlt: input.imageAlt ?? '',
          ...sizeColumns(input.size),
        })
        .returning({ id: products.id });
      return findAdminProduct(tx, row.id);
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
  inChange?: (tx: Executor, product: AdminProduct) => Promise<unknown>,
): Promise<AdminProduct> {
  return db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!current) throw notFound('Product not found');
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
      await inChange?.(tx, row);
      return row;
    })
    .catch(slugRace);
}

/**
 * Shows an uploaded picture for the product (decision 0508): the address of its variants, already in the store.
 * The picture it replaces stays in the store (its address may still be in a cache, a page or a mail).
 */
export async function setProductImage(db: Executor, id: string, imageUrl: string): Promise<AdminProduct> {
  const changed = await db.update(products).set({ imageUrl }).where(eq(products.id, id)).returning({ id: products.id });
  if (changed.length === 0) throw notFound('Product not found');
  return findAdminProduct(db, id);
}
