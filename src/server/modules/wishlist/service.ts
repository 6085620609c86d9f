// Wishlist rules: one row per member and product (adding twice keeps one), newest first.
import { and, desc, eq, sql } from 'drizzle-orm';
import { preparedQuery, type Database, type Executor } from '../../db/client';
import { products, selectWithProductCards } from '../catalogue';
import { wishlistItems } from './schema';
import { notFound } from '../../plugins/errors';
import type { WishlistItem } from '@shared/schemas/wishlist';
import { toProduct } from '../catalogue';

type WishlistRow = {
  item: typeof wishlistItems.$inferSelect;
  product: typeof products.$inferSelect;
  categorySlug: string;
};

function toWishlistItem({ item, product, categorySlug }: WishlistRow): WishlistItem {
  return {
    id: item.id,
    productId: item.productId,
    product: toProduct({ product, categorySlug }),
    createdAt: item.createdAt.toISOString(),
  };
}

function wishlistQuery(db: Executor) {
  return selectWithProductCards(db, wishlistItems);
}

/** The member's wishlist, newest first: one prepared statement. */
export async function listWishlist(db: Database, userId: string): Promise<WishlistItem[]> {
  const query = preparedQuery(db, 'wishlist_items', (d) =>
    wishlistQuery(d)
      .where(eq(wishlistItems.userId, sql.placeholder('userId')))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
      .prepare('wishlist_items'),
  );
  const rows = await query.execute({ userId });
  return rows.map(toWishlistItem);
}

/** Idempotent: a product already in the wishlist stays one row (created=false). */
export async function addToWishlist(
  db: Executor,
  input: { userId: string; productId: string; now: Date },
): Promise<{ item: WishlistItem; created: boolean }> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, input.productId))
    .limit(1);
  if (!product) throw notFound('Product not found');
  const inserted = await db
    .insert(wishlistItems)
    .values({ userId: input.userId, productId: input.productId, createdAt: input.now })
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] })
    .returning({ id: wishlistItems.id });
  const [row] = await wishlistQuery(db)
    .where(and(eq(wishlistItems.userId, input.userId), eq(wishlistItems.productId, input.productId)))
    .limit(1);
  if (!row) throw notFound('Product not found');
  return { item: toWishlistItem(row), created: inserted.length > 0 };
}

export async function removeFromWishlist(db: Executor, userId: string, productId: string): Promise<void> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  if (removed.length === 0) throw notFound('This product is not in your wishlist');
}
