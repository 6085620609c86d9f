// The console's Products screen (COMMERCE §5): every product with its exact stock and prices, and the staff's
// edits to them. Units sold while staff type stay sold (the edit changes the stock by what staff changed).
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, products } from './schema';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { toPence } from '@shared/money';
import { STOCK_MAX, type AdminProduct, type ProductPatch } from '@shared/schemas/catalogue';

const adminColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  categorySlug: categories.slug,
  price: products.price,
  memberPrice: products.memberPrice,
  stock: products.stock,
  isActive: products.isActive,
};

/** Every product, on sale or not, in catalogue order, with its exact stock. */
export async function listAdminProducts(db: Executor): Promise<AdminProduct[]> {
  return db
    .select(adminColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(products.sortOrder), asc(products.name));
}

const decimal = (v: string) => (toPence(v) / 100).toFixed(2);

/**
 * Applies a console edit. The member price may never be above the price (400 naming the field). With
 * `previousStock` (what the screen showed), the stock changes by `stock − previousStock` from what it is now, so
 * units sold while staff typed stay sold; the change may not take it below 0 (409 naming what is left now). Without
 * it, `stock` is set as given. `inChange` runs inside the edit's transaction with the product as it leaves it (the
 * back-in-stock job is queued there).
 */
export async function updateProduct(
  db: Executor,
  id: string,
  patch: ProductPatch,
  inChange?: (tx: Executor, product: AdminProduct) => Promise<unknown>,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current) throw notFound('Product not found');
    const price = patch.price !== undefined ? decimal(patch.price) : current.price;
    const memberPrice =
      patch.memberPrice === undefined
        ? current.memberPrice
        : patch.memberPrice === null
          ? null
          : decimal(patch.memberPrice);
    if (memberPrice !== null && toPence(memberPrice) > toPence(price)) {
      throw badRequest('The member price must not be more than the price');
    }
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
        throw badRequest(`The stock would be ${current.stock + delta}: at most ${STOCK_MAX}`);
      }
      stock = sql`${products.stock} + ${delta}`;
    }
    await tx
      .update(products)
      .set({
        price,
        memberPrice,
        ...(stock !== undefined ? { stock } : {}),
        ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
      })
      .where(eq(products.id, id));
    const [row] = await tx
      .select(adminColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, [id]));
    await inChange?.(tx, row);
    return row;
  });
}
