// Buy again (issue 46): a member's order back in their cart in one tap. The cart holds products, not prices, so
// what checkout charges is today's price; a product no longer sold or sold out is skipped with its reason, and a
// line is cut to the units left (and to the cart's 99 a line).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { QUANTITY_MAX } from '@shared/cart';
import { ErrorResponse, Id, UserIdParams } from '@shared/schemas/common';
import { BuyAgainResult } from '@shared/schemas/orders';
import type { Database } from '../../db/client';
import { notFound } from '../../plugins/errors';
import { cartItems, restoreCartLines } from '../cart';
import { products } from '../catalogue';
import { orderItems, orders } from './schema';

export async function buyAgain(db: Database, userId: string, orderId: string): Promise<BuyAgainResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) throw notFound('Order not found');
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const ids = [...new Set(items.map((i) => i.productId))];
    const rows = ids.length
      ? await tx
          .select({ id: products.id, name: products.name, isActive: products.isActive, stock: products.stock })
          .from(products)
          .where(inArray(products.id, ids))
      : [];
    const inCart = ids.length
      ? await tx
          .select({ productId: cartItems.productId, quantity: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, ids)))
      : [];
    const result: BuyAgainResult = { added: [], skipped: [] };
    for (const productId of ids) {
      const wanted = items.filter((i) => i.productId === productId).reduce((n, i) => n + i.quantity, 0);
      const product = rows.find((p) => p.id === productId);
      const productName = product?.name ?? items.find((i) => i.productId === productId)!.productName;
      const held = inCart.find((c) => c.productId === productId)?.quantity ?? 0;
      const room = Math.min(QUANTITY_MAX, product?.stock ?? 0) - held;
      const skip = (reason: string) => result.skipped.push({ productId, productName, reason });
      if (!product?.isActive) skip('no longer sold');
      else if (product.stock === 0) skip('sold out');
      else if (room <= 0) skip('already in your cart');
      else result.added.push({ productId, productName, quantity: Math.min(wanted, room) });
    }
    if (result.added.length) await restoreCartLines(tx, userId, result.added);
    return result;
  });
}

const buyAgainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orders/:userId/:orderId/buy-again',
    {
      schema: {
        tags: ['orders'],
        summary: "Puts the order's products still for sale back in the member's cart, at today's prices",
        params: UserIdParams.extend({ orderId: Id }),
        response: { 200: BuyAgainResult, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
      preHandler: app.guard.self((req) => (req.params as { userId: string }).userId),
    },
    async (request) => buyAgain(app.db, request.member.id, request.params.orderId),
  );
};

export default buyAgainRoutes;
