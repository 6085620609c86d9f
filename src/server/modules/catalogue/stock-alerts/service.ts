// Back-in-stock requests (issue 27, decision 0220): a member asks on an out-of-stock product's page; when units
// return (a console edit from 0, a cancelled order putting units back) each waiting request is mailed once.
// "Once" holds across instances: a request is claimed by the UPDATE that stamps notified_at, and only the
// statement that changed the row gets it back (a second instance's UPDATE waits on the row lock, then finds
// notified_at set and skips it).
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { products, stockAlerts } from '../schema';
import type { Outbox } from '../../../mail/outbox';
import { conflict, notFound } from '../../../plugins/errors';
import { stockAlertMails } from './mails';
import type { StockAlert } from '@shared/schemas/stock-alerts';

/** The member's waiting requests (not yet mailed), oldest first. */
export async function listStockAlerts(db: Executor, userId: string): Promise<StockAlert[]> {
  const rows = await db
    .select({ productId: stockAlerts.productId, createdAt: stockAlerts.createdAt })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), isNull(stockAlerts.notifiedAt)))
    .orderBy(asc(stockAlerts.createdAt));
  return rows.map((r) => ({ productId: r.productId, createdAt: r.createdAt.toISOString() }));
}

/**
 * Asks for a mail when the product is back. Only for a product on sale and out of stock (404 / 409 otherwise);
 * asking again after an earlier mail starts a new request. Idempotent while one is waiting.
 */
export async function requestStockAlert(db: Executor, userId: string, productId: string, now: Date): Promise<void> {
  const [product] = await db
    .select({ name: products.name, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  if (!product) throw notFound('Product not found');
  if (product.stock > 0) throw conflict(`${product.name} is back in stock: you can add it to your cart now`);
  await db
    .insert(stockAlerts)
    .values({ userId, productId, createdAt: now })
    .onConflictDoUpdate({
      target: [stockAlerts.userId, stockAlerts.productId],
      set: { notifiedAt: null, createdAt: now },
      // A request still waiting keeps its place; only a mailed one starts again.
      setWhere: sql`${stockAlerts.notifiedAt} is not null`,
    });
}

/** Withdraws the member's request for this product (nothing to do when there is none). */
export async function cancelStockAlert(db: Executor, userId: string, productId: string): Promise<void> {
  await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt)));
}

/**
 * Claims every waiting request whose product is on sale with units again (of `productIds` when given): stamps
 * notified_at and returns the rows this call stamped.
 */
export async function claimBackInStock(
  db: Executor,
  now: Date,
  productIds?: string[],
): Promise<Array<{ id: string; userId: string; productId: string }>> {
  if (productIds && productIds.length === 0) return [];
  const available = db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        gt(products.stock, 0),
        ...(productIds ? [inArray(products.id, productIds)] : []),
      ),
    );
  return db
    .update(stockAlerts)
    .set({ notifiedAt: now })
    .where(and(isNull(stockAlerts.notifiedAt), inArray(stockAlerts.productId, available)))
    .returning({ id: stockAlerts.id, userId: stockAlerts.userId, productId: stockAlerts.productId });
}

/**
 * Claims every request whose product has units again (of `productIds` when given) and queues its mail, in ONE
 * transaction: a request is marked mailed exactly when its mail exists. The outbox sends them after the commit and
 * retries one that fails (rendered from the request when it is sent: mails.ts).
 */
export async function sendBackInStockMails(
  db: Database,
  outbox: Outbox,
  input: { origin: string; now: Date; productIds?: string[] },
): Promise<{ claimed: number }> {
  return db.transaction(async (tx) => {
    const claims = await claimBackInStock(tx, input.now, input.productIds);
    for (const claim of claims) {
      await outbox.queue(tx, stockAlertMails.back, { alertId: claim.id, origin: input.origin });
    }
    return { claimed: claims.length };
  });
}
