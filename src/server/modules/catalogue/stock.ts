// Stock (COMMERCE §1) and the console's product edits (§5). Orders take and return units only through these
// functions, inside the order's own transaction.
import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, products } from './schema';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { toPence } from '@shared/money';
import { STOCK_MAX, type AdminProduct, type ProductPatch } from '@shared/schemas/catalogue';

export type StockLine = { productId: string; productName: string; quantity: number };

/** "Only 2 left of Invisible Fluid SPF50" / "Invisible Fluid SPF50 is out of stock". */
export function stockMessage(name: string, left: number): string {
  return left > 0 ? `Only ${left} left of ${name}` : `${name} is out of stock`;
}

/**
 * Takes the units of every line, or none (409 naming what is left): one conditional UPDATE per product, so the
 * database itself refuses to go below 0 — the row lock makes concurrent buyers of the last units, on any number
 * of instances, queue behind each other and the later ones find too few. Lines go in product-id order so two
 * orders sharing products always lock them in the same order (no deadlock).
 */
export async function takeStock(tx: Executor, lines: StockLine[]): Promise<void> {
  const sorted = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  for (const line of sorted) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), eq(products.isActive, true), gte(products.stock, line.quantity)))
      .returning({ stock: products.stock });
    if (taken.length === 0) {
      const [row] = await tx
        .select({ stock: products.stock, isActive: products.isActive })
        .from(products)
        .where(eq(products.id, line.productId));
      if (!row || !row.isActive) throw conflict(`${line.productName} is no longer available`);
      throw conflict(stockMessage(line.productName, row.stock));
    }
  }
}

/**
 * The same conditional UPDATEs as `takeStock`, as CTEs of the statement that places an order (decision 0901): one
 * per product, in product-id order, each returning the row it took from (none when the stock is short or the
 * product off sale). The caller reads them in this order, so the rows are locked in it, and calls
 * `refuseShortStock` when one came back empty.
 */
export function stockTakers(tx: Executor, lines: StockLine[]) {
  const sorted = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  return sorted.map((line, i) => ({
    line,
    taken: tx.$with(`stock_taken_${i}`).as(
      tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.quantity}` })
        .where(and(eq(products.id, line.productId), eq(products.isActive, true), gte(products.stock, line.quantity)))
        .returning({ id: products.id }),
    ),
  }));
}

/** The 409 for a line whose units could not be taken: off sale, or what is left. */
export async function refuseShortStock(tx: Executor, line: StockLine): Promise<never> {
  const [row] = await tx
    .select({ stock: products.stock, isActive: products.isActive })
    .from(products)
    .where(eq(products.id, line.productId));
  if (!row || !row.isActive) throw conflict(`${line.productName} is no longer available`);
  throw conflict(stockMessage(line.productName, row.stock));
}

/** Puts the units of a cancelled order back. */
export async function returnStock(tx: Executor, lines: Array<Pick<StockLine, 'productId' | 'quantity'>>) {
  const sorted = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  for (const line of sorted) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}

/** Units on hand of one product, or null when it does not exist or is off sale. */
export async function availableStock(db: Executor, productId: string): Promise<{ name: string; stock: number } | null> {
  const [row] = await db
    .select({ name: products.name, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  return row ?? null;
}

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
