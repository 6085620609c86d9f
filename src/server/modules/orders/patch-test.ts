// The patch-test nudge for an order (issue 46, decision 0310): does this order hold a kind of active the member
// has never bought before? Their earlier orders (not cancelled) are what they have bought; the products'
// ingredient lists say what each holds, read by the coach's knowledge table.
import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { PatchTestNudge } from '@shared/schemas/patch-test';
import type { Executor } from '../../db/client';
import { notFound } from '../../plugins/errors';
import { products } from '../catalogue';
import { patchTestNudge } from '../coach';
import { orderItems, orders } from './schema';

/** The INCI list as printed: names separated by commas. */
const inciNames = (inci: string) =>
  inci
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

export async function orderPatchTest(db: Executor, userId: string, orderId: string): Promise<PatchTestNudge | null> {
  const [order] = await db
    .select({ createdAt: orders.createdAt, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound('Order not found');
  if (order.status === 'cancelled') return null;
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      name: products.name,
      ingredients: products.ingredients,
      inci: products.inci,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orders.userId, userId),
        ne(orders.status, 'cancelled'),
        or(eq(orders.id, orderId), lt(orders.createdAt, order.createdAt)),
      ),
    );
  const bought = (row: (typeof rows)[number]) => ({
    name: row.name,
    ingredients: [...row.ingredients, ...inciNames(row.inci)],
  });
  return patchTestNudge(
    rows.filter((r) => r.orderId === orderId).map(bought),
    rows.filter((r) => r.orderId !== orderId).map(bought),
  );
}
