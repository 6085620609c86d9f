// Stock (COMMERCE §1). Orders take and return units only through these functions, inside the order's own
// transaction; staff edit it with the product (product-editing.ts).
import { and, eq, gte, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from './schema';
import { conflict } from '../../plugins/errors';

export type StockLine = { productId: string; productName: string; quantity: number };

/** "Only 2 left of Invisible Fluid SPF50" / "Invisible Fluid SPF50 is out of stock". */
export function stockMessage(name: string, left: number): string {
  return left > 0 ? `Only ${left} left of ${name}` : `${name} is out of stock`;
}

/** `lines` in product-id order: the order `stockTakers` must be given them in (every order locks in it). */
export function inStockOrder<L extends { productId: string }>(lines: L[]): L[] {
  return [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}

/**
 * Takes the units of every line, as CTEs of the statement that places an order (decision 0901): one conditional
 * UPDATE per product, so the database itself refuses to go below 0 — the row lock makes concurrent buyers of the
 * last units, on any number of instances, queue behind each other and the later ones find too few. `lines` come in
 * product-id order (`inStockOrder`: two orders sharing products lock them in the same order, no deadlock), as
 * values or as the placeholders of a statement built once (decision 0905); each CTE returns the row it took from
 * (none when the stock is short or the product off sale). The caller reads them in this order, so the rows are
 * locked in it, and calls `refuseShortStock` when one came back empty.
 */
export function stockTakers(
  tx: Executor,
  lines: Array<{ productId: string | Placeholder; quantity: number | Placeholder }>,
) {
  return lines.map((line, i) =>
    tx.$with(`stock_taken_${i}`).as(
      tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.quantity}` })
        .where(and(eq(products.id, line.productId), eq(products.isActive, true), gte(products.stock, line.quantity)))
        .returning({ id: products.id }),
    ),
  );
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
  for (const line of inStockOrder(lines)) {
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
