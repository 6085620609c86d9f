// Cart rules (SPEC §4 Cart, §7 cart calls): one line per product per member, quantities 1–99, adding a product
// already in the cart raises that line. Plain functions over a database handle; ownership is checked here.
import { and, asc, eq, getTableColumns, or, sql, type SQL, type Placeholder } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { preparedQuery, type Database, type Executor } from '../../db/client';
import { cartCodes, cartItems } from './schema';
import { categories, products, selectWithProductCards } from '../catalogue';
import { assertOwner } from '../auth';
import { conflict, notFound } from '../../plugins/errors';
import { QUANTITY_MAX, type CartCode, type CartItem } from '@shared/schemas/cart';
import { DEFAULT_DELIVERY, DELIVERY_METHODS, type DeliveryMethod } from '@shared/delivery';
import { toProduct } from '../catalogue';
import { availableStock, stockMessage } from '../catalogue';

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
  return selectWithProductCards(db, cartItems);
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
 * Two prepared statements and no transaction (decision 0901): the product with what the cart already holds of it,
 * then the upsert, which answers the line itself — so a cart emptied at the same moment (another tab checking out)
 * cannot turn a successful add into a 404, and nothing is read back.
 */
export async function addToCart(
  db: Database,
  input: { userId: string; productId: string; quantity: number; now: Date },
): Promise<{ item: CartItem; created: boolean }> {
  const [found] = await preparedQuery(db, 'cart_add_product', (d) =>
    d
      .select({ product: products, categorySlug: categories.slug, inCart: cartItems.quantity })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(cartItems, and(eq(cartItems.productId, products.id), eq(cartItems.userId, sql.placeholder('userId'))))
      .where(and(eq(products.id, sql.placeholder('productId')), eq(products.isActive, true)))
      .limit(1)
      .prepare('cart_add_product'),
  ).execute({ userId: input.userId, productId: input.productId });
  if (!found) throw notFound('Product not found');
  const { product, categorySlug } = found;
  const inCart = found.inCart ?? 0;
  if (inCart + input.quantity > QUANTITY_MAX) throw conflict(TOO_MANY);
  if (inCart + input.quantity > product.stock) throw conflict(beyondStock(product, inCart));

  const [row] = await preparedQuery(db, 'cart_add_line', (d) =>
    d
      .insert(cartItems)
      .values({
        userId: sql.placeholder('userId'),
        productId: sql.placeholder('productId'),
        quantity: sql.placeholder('quantity'),
        createdAt: sql.placeholder('now'),
      })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${sql.raw(String(QUANTITY_MAX))}`,
      })
      // xmax = 0 only on a freshly inserted row: tells "new line" from "raised line" without a second query.
      .returning({ ...getTableColumns(cartItems), created: sql<boolean>`(xmax = 0)` })
      .prepare('cart_add_line'),
  ).execute({ userId: input.userId, productId: input.productId, quantity: input.quantity, now: input.now });
  if (!row) throw conflict(TOO_MANY);
  const { created, ...item } = row;
  return { item: toCartItem({ item, product, categorySlug }), created };
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

/** The member's cart lines with current prices, oldest first (the quote's). */
export async function cartLinesForOrder(db: Executor, userId: string): Promise<OrderableLine[]> {
  return db
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
}

/**
 * Checkout's cart lines with their current prices, as a CTE of the statement that reads the member too (decision
 * 0901: one round trip). `ownerId` is that statement's member id. Not locked (decision 0908): the statement that
 * places the order removes exactly these lines at these quantities (`orderedLinesRemover`), and is refused when
 * any is gone or changed — a second checkout of the same cart finds them removed by the first.
 */
export function checkoutLines(tx: Executor, ownerId: SQL<string>) {
  return tx.$with('checkout_lines').as(
    tx
      .select({
        cartItemId: cartItems.id,
        productId: cartItems.productId, // not products.id: one "id" column in the CTE
        productName: products.name,
        price: products.price,
        memberPrice: products.memberPrice,
        quantity: cartItems.quantity,
        createdAt: cartItems.createdAt,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, ownerId)),
  );
}

/**
 * Removes the lines an order took, as a CTE of the statement that places it (decision 0901), each only at the
 * quantity the order was priced for: the caller compares how many it returns with how many it asked for, so a line
 * removed or changed since checkout read it refuses the order (decision 0908). Lines added meanwhile stay.
 */
export function orderedLinesRemover(
  tx: Executor,
  userId: string | Placeholder,
  lines: Array<{ cartItemId: string | Placeholder; quantity: number | Placeholder }>,
) {
  const asOrdered = lines.map(
    (line) => sql`(${cartItems.id} = ${line.cartItemId} and ${cartItems.quantity} = ${line.quantity})`,
  );
  return tx.$with('ordered_lines_removed').as(
    tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), or(...asOrdered)))
      .returning({ id: cartItems.id }),
  );
}

/**
 * Puts an order's lines back in the member's cart (a card payment that could not start): added to what is there,
 * never past QUANTITY_MAX.
 */
export async function restoreCartLines(
  tx: Executor,
  userId: string,
  lines: Array<{ productId: string; quantity: number }>,
): Promise<void> {
  await tx
    .insert(cartItems)
    .values(lines.map((l) => ({ userId, productId: l.productId, quantity: l.quantity })))
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`least(${QUANTITY_MAX}, ${cartItems.quantity} + excluded.quantity)` },
    });
}

// ── The cart's choices kept on the account (decisions 0252, 0253) ───────────────────────────────────────────

/** The code the member last applied to this cart (or null) and the delivery they chose. */
export async function cartChoices(db: Executor, userId: string): Promise<CartCode> {
  const [row] = await db
    .select({ code: cartCodes.code, delivery: cartCodes.delivery })
    .from(cartCodes)
    .where(eq(cartCodes.userId, userId));
  const delivery = (DELIVERY_METHODS as readonly string[]).includes(row?.delivery ?? '')
    ? (row!.delivery as DeliveryMethod)
    : DEFAULT_DELIVERY;
  return { discountCode: row?.code ?? null, delivery };
}

/**
 * Keeps what a quote was asked with: the delivery, and the code when the quote accepted one (a quote without a
 * code leaves the kept one alone: removing it is said on its own).
 */
export async function keepCartChoices(
  db: Executor,
  userId: string,
  choices: { code?: string; delivery: DeliveryMethod },
  now: Date,
): Promise<void> {
  const set = { delivery: choices.delivery, appliedAt: now, ...(choices.code ? { code: choices.code } : {}) };
  await db
    .insert(cartCodes)
    .values({ userId, code: choices.code ?? null, delivery: choices.delivery, appliedAt: now })
    .onConflictDoUpdate({ target: cartCodes.userId, set });
}

/** Forgets the code kept with the member's cart (removed, or refused); the delivery chosen stays. */
export async function forgetCartCode(db: Executor, userId: string): Promise<void> {
  await db.update(cartCodes).set({ code: null }).where(eq(cartCodes.userId, userId));
}

/** Forgets everything kept with the cart: an order took it. */
export async function forgetCartChoices(db: Executor, userId: string): Promise<void> {
  await db.delete(cartCodes).where(eq(cartCodes.userId, userId));
}
