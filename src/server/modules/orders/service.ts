// Order rules (SPEC §4 Order, §6 pricing, §9 discount): the server prices the member's cart from the database
// and the member's tier, checks the figures the shopper was shown, and in ONE transaction stores the order as
// 'pending', empties the ordered lines from the cart and credits reward points (docs/decisions/0201).
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { cartItems, orderItems, orders, products, users, type ShippingAddress } from '../../db/schema';
import { conflict, notFound } from '../../plugins/errors';
import { cartTotals, toDecimal, toPence, unitPricePence, type CartTotals, type Pence } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/orders';

export const CART_EMPTY = 'Your cart is empty';
export const CART_CHANGED = 'Your cart has changed since you opened it. Please review it and try again.';
export const PRICES_CHANGED =
  'Prices have changed since you opened your cart. Please review the new total and try again.';

/** Reward points for an order: 1 point per whole pound of the total paid (decision 0201). */
export function pointsFor(totalPence: Pence): number {
  return Math.max(0, Math.floor(totalPence / 100));
}

export type CartLine = {
  cartItemId: string;
  productId: string;
  productName: string;
  price: string;
  memberPrice: string | null;
  quantity: number;
};

export type Quote = {
  lines: Array<CartLine & { unitPence: Pence; listPence: Pence }>;
  totals: CartTotals;
  pointsEarned: number;
};

/** What the cart costs this tier, line by line and in total (shared/money.ts is the one place the rule lives). */
export function quoteCart(lines: CartLine[], tier: string): Quote {
  const totals = cartTotals(lines, tier);
  return {
    lines: lines.map((line) => ({ ...line, unitPence: unitPricePence(line, tier), listPence: toPence(line.price) })),
    totals,
    pointsEarned: pointsFor(totals.total),
  };
}

export type ClientFigures = {
  subtotal: string;
  memberDiscount: string;
  shipping: string;
  total: string;
  items: Array<{ productId: string; quantity: number; price: string }>;
};

/**
 * Why the shopper's figures cannot be accepted, or null when they match the server's to the penny.
 * Different products or quantities → the cart changed (another tab, another device); same lines at different
 * money → prices changed.
 */
export function figuresMismatch(quote: Quote, client: ClientFigures): string | null {
  const claimed = new Map<string, { quantity: number; price: string }>();
  for (const item of client.items) {
    if (claimed.has(item.productId)) return CART_CHANGED;
    claimed.set(item.productId, item);
  }
  if (claimed.size !== quote.lines.length) return CART_CHANGED;
  for (const line of quote.lines) {
    const item = claimed.get(line.productId);
    if (!item || item.quantity !== line.quantity) return CART_CHANGED;
  }
  for (const line of quote.lines) {
    if (toPence(claimed.get(line.productId)!.price) !== line.unitPence) return PRICES_CHANGED;
  }
  const { totals } = quote;
  if (
    toPence(client.subtotal) !== totals.subtotal ||
    toPence(client.memberDiscount) !== totals.memberDiscount ||
    toPence(client.shipping) !== totals.shipping ||
    toPence(client.total) !== totals.total
  ) {
    return PRICES_CHANGED;
  }
  return null;
}

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = Pick<typeof orderItems.$inferSelect, 'productId' | 'productName' | 'quantity' | 'price'>;

function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    subtotal: row.subtotal,
    memberDiscount: row.memberDiscount,
    shipping: row.shipping,
    total: row.total,
    createdAt: row.createdAt.toISOString(),
    pointsEarned: row.pointsEarned,
    items: items.map(({ productId, productName, quantity, price }) => ({ productId, productName, quantity, price })),
    shippingAddress: row.shippingAddress ?? null,
  };
}

/**
 * Places the member's order. Locks the member's row and cart lines first (SELECT … FOR UPDATE), so two
 * checkouts at once are serialised: the second finds the cart already emptied and is refused (409).
 */
export async function placeOrder(
  db: Database,
  input: ClientFigures & { userId: string; shippingAddress: ShippingAddress; now: Date },
): Promise<Order> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, membershipTier: users.membershipTier })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!member) throw notFound('Member not found');

    const lines: CartLine[] = await tx
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
      .where(eq(cartItems.userId, member.id))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .for('update', { of: cartItems });
    if (lines.length === 0) throw conflict(CART_EMPTY);

    const quote = quoteCart(lines, member.membershipTier);
    const problem = figuresMismatch(quote, input);
    if (problem) throw conflict(problem);

    const { totals } = quote;
    const [order] = await tx
      .insert(orders)
      .values({
        userId: member.id,
        status: 'pending', // whatever the client sent: only staff processes move an order on
        subtotal: toDecimal(totals.subtotal),
        memberDiscount: toDecimal(totals.memberDiscount),
        shipping: toDecimal(totals.shipping),
        total: toDecimal(totals.total),
        pointsEarned: quote.pointsEarned,
        shippingAddress: input.shippingAddress,
        createdAt: input.now,
      })
      .returning();
    const items = await tx
      .insert(orderItems)
      .values(
        quote.lines.map((line) => ({
          orderId: order.id,
          productId: line.productId,
          productName: line.productName,
          quantity: line.quantity,
          price: toDecimal(line.unitPence),
          listPrice: toDecimal(line.listPence),
        })),
      )
      .returning();
    // Only the lines that were ordered: something added from another tab meanwhile stays in the cart.
    await tx.delete(cartItems).where(
      inArray(
        cartItems.id,
        quote.lines.map((l) => l.cartItemId),
      ),
    );
    if (quote.pointsEarned > 0) {
      await tx
        .update(users)
        .set({ rewardPoints: sql`${users.rewardPoints} + ${quote.pointsEarned}` })
        .where(eq(users.id, member.id));
    }
    const byName = [...items].sort((a, b) => a.productName.localeCompare(b.productName));
    return toOrder(order, byName);
  });
}

/** The member's orders, newest first, each with its items. */
export async function listOrders(db: Executor, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const items = await db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      price: orderItems.price,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
}
