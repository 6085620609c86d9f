// Cart rules (SPEC §4 Cart, §7 cart calls): one line per product per member, quantities 1–99, adding a product
// already in the cart raises that line. Plain functions over a database handle; ownership is checked here.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { preparedQuery, type Database, type Executor } from '../../db/client';
import { cartItems, categories, products } from '../../db/schema';
import { assertOwner } from '../../plugins/session';
import { conflict, notFound } from '../../plugins/errors';
import { QUANTITY_MAX, type CartItem } from '@shared/schemas/cart';
import { toProduct } from '../catalogue/service';
import { availableStock, stockMessage } from '../catalogue/stock';

const cartColumns = { item: cartItems, product: products, categorySlug: categories.slug };
type CartRow = { item: typeof cartItems.$inferSelect; product: typeof products.$inferSelect; categorySlug: string };

function toCartItem({ item, product, categorySlug }: CartRow): CartItem {
  return {
    id: item.id,
    userId: item.userId,
    productId: item.productId,
    quantity: item.quantity,
    product: toProduct({ product, categorySlug }),
  };
}

function cartQuery(db: Executor) {
  return db
    .select(cartColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

/** The member's cart, oldest line first (the order they were added in): one prepared statement. */
export async function listCart(db: Database, userId: string): Promise<CartItem[]> {
  const query = preparedQuery(db, 'cart_lines', (d) =>
    cartQuery(d)
      .where(eq(cartItems.userId, sql.placeholder('userId')))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .prepare('cart_lines'),
  );
  const rows = await query.execute({ userId });
  return rows.map(toCartItem);
}

async function findCartItem(db: Executor, itemId: string): Promise<CartItem | null> {
  const rows = await cartQuery(db).where(eq(cartItems.id, itemId)).limit(1);
  return rows[0] ? toCartItem(rows[0]) : null;
}

export const TOO_MANY = `You can have at most ${QUANTITY_MAX} of one product in your cart`;

/** The 409 when a cart line would hold more than the stock (COMMERCE §1): names what is left. */
function beyondStock(product: { name: string; stock: number }, inCart: number): string {
  const left = stockMessage(product.name, product.stock);
  return inCart > 0 ? `${left} (your cart already has ${inCart})` : left;
}

/**
 * Adds `quantity` of a product. An existing line grows instead (one atomic upsert, so two quick taps cannot
 * make two lines); a line may not grow past 99 — that is refused (409) rather than silently capped.
 */
export async function addToCart(
  db: Executor,
  input: { userId: string; productId: string; quantity: number; now: Date },
): Promise<{ item: CartItem; created: boolean }> {
  const product = await availableStock(db, input.productId);
  if (!product) throw notFound('Product not found');
  const [existing] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, input.userId), eq(cartItems.productId, input.productId)))
    .limit(1);
  const inCart = existing?.quantity ?? 0;
  if (inCart + input.quantity > QUANTITY_MAX) throw conflict(TOO_MANY);
  if (inCart + input.quantity > product.stock) throw conflict(beyondStock(product, inCart));

  const [row] = await db
    .insert(cartItems)
    .values({ userId: input.userId, productId: input.productId, quantity: input.quantity, createdAt: input.now })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${QUANTITY_MAX}`,
    })
    // xmax = 0 only on a freshly inserted row: tells "new line" from "raised line" without a second query.
    .returning({ id: cartItems.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw conflict(TOO_MANY);

  const item = await findCartItem(db, row.id);
  if (!item) throw notFound('Cart item not found');
  return { item, created: row.created };
}

/** The line if it exists and is the signed-in member's: 404 when missing, 403 when someone else's. */
async function ownedItem(db: Executor, request: FastifyRequest, itemId: string) {
  const [row] = await db
    .select({ userId: cartItems.userId, productId: cartItems.productId })
    .from(cartItems)
    .where(eq(cartItems.id, itemId))
    .limit(1);
  if (!row) throw notFound('Cart item not found');
  assertOwner(request, row.userId);
  return row;
}

/** Sets a line's quantity (1–99, validated by the route's schema). */
export async function updateCartItem(
  db: Executor,
  request: FastifyRequest,
  itemId: string,
  quantity: number,
): Promise<CartItem> {
  const owned = await ownedItem(db, request, itemId);
  const product = await availableStock(db, owned.productId);
  if (!product) throw notFound('Product not found');
  if (quantity > product.stock) throw conflict(stockMessage(product.name, product.stock));
  const updated = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, request.member.id)))
    .returning({ id: cartItems.id });
  // Gone between the check and the update (an order took it): as missing as it gets.
  if (updated.length === 0) throw notFound('Cart item not found');
  const item = await findCartItem(db, itemId);
  if (!item) throw notFound('Cart item not found');
  return item;
}

export async function removeCartItem(db: Executor, request: FastifyRequest, itemId: string): Promise<void> {
  await ownedItem(db, request, itemId);
  await db.delete(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.userId, request.member.id)));
}

export async function clearCart(db: Executor, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** A cart line as an order prices it: the product's current prices and whether it is on sale. */
export type OrderableLine = {
  cartItemId: string;
  productId: string;
  productName: string;
  price: string;
  memberPrice: string | null;
  quantity: number;
};

/**
 * The member's cart lines with current prices, oldest first. Given `lock`, the lines stay locked until the
 * transaction ends (SELECT … FOR UPDATE OF cart_items): a second checkout of the same cart waits, then finds it
 * emptied.
 */
export async function cartLinesForOrder(db: Executor, userId: string, lock = false): Promise<OrderableLine[]> {
  const query = db
    .select({
      cartItemId: cartItems.id,
      productId: products.id,
      productName: products.name,
      price: products.price,
      memberPrice: products.memberPrice,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return lock ? query.for('update', { of: cartItems }) : query;
}

/** Removes the lines an order took, inside the order's transaction (lines added meanwhile stay). */
export async function removeOrderedLines(tx: Executor, userId: string, cartItemIds: string[]): Promise<void> {
  if (cartItemIds.length === 0) return;
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartItemIds)));
}
