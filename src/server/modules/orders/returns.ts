// Returns (OPERATIONS §4, decision 0251): a member starts one within 14 days of delivery, naming lines and a reason;
// staff receive the parcel and refund those lines (part-refunds.ts) in one call. requested → received → refunded.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { RETURN_DAYS, type AdminReturn, type OrderReturn, type ReturnStatus } from '@shared/schemas/returns';
import type { Database, Executor } from '../../db/client';
import { conflict, badRequest, notFound } from '../../plugins/errors';
import { users } from '../auth';
import type { StaffActor, OrderState } from './fulfilment';
import { refundPart } from './part-refunds';
import type { PaymentProvider } from './payments';
import { toReturn, type ReturnRow } from './return-view';
import { orderHistory, orderItems, orderReturns, orders, type PartLine } from './schema';

export const RETURN_WINDOW_CLOSED = `Returns can be started within ${RETURN_DAYS} days of delivery: this order's window has closed.`;
export const NOT_DELIVERED = 'A return can be started once the order has been delivered.';

/** The member starts a return of their own delivered order (201), or is told why not (409). */
export async function startReturn(
  db: Database,
  input: {
    userId: string;
    orderId: string;
    lines: Array<{ productId: string; quantity: number }>;
    reason: string;
    openedSeal: boolean;
    now: Date;
    onStarted?: (tx: Executor, ret: ReturnRow) => Promise<unknown>;
  },
): Promise<OrderReturn> {
  const row = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)))
      .for('update');
    if (!order) throw notFound('Order not found');
    if (order.status !== 'delivered') throw conflict(NOT_DELIVERED);
    const [delivered] = await tx
      .select({ at: orderHistory.createdAt })
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.status, 'delivered')))
      .orderBy(asc(orderHistory.createdAt))
      .limit(1);
    const deliveredAt = delivered?.at ?? order.updatedAt;
    if (input.now.getTime() - deliveredAt.getTime() > RETURN_DAYS * 86_400_000) throw conflict(RETURN_WINDOW_CLOSED);
    if (order.paymentStatus !== 'paid') throw conflict('This order has been refunded already.');
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const earlier = await tx.select().from(orderReturns).where(eq(orderReturns.orderId, order.id));
    const returned = (productId: string) =>
      earlier.flatMap((r) => r.lines).reduce((sum, l) => sum + (l.productId === productId ? l.quantity : 0), 0);
    const lines: PartLine[] = [];
    input.lines.forEach((line, n) => {
      const item = items.find((i) => i.productId === line.productId);
      if (!item) throw badRequest(`lines.${n}.productId: this product is not in the order`);
      const asked = lines.filter((l) => l.productId === line.productId).reduce((s, l) => s + l.quantity, 0);
      const left = item.quantity - Math.max(returned(item.productId), item.refundedQuantity) - asked;
      if (line.quantity > left) {
        throw conflict(
          left <= 0
            ? `${item.productName} is already being returned or refunded`
            : `Only ${left} of ${item.productName} can still be returned`,
        );
      }
      lines.push({ productId: item.productId, quantity: line.quantity });
    });
    const [ret] = await tx
      .insert(orderReturns)
      .values({
        orderId: order.id,
        userId: order.userId,
        lines,
        reason: input.reason.trim(),
        openedSeal: input.openedSeal,
        createdAt: input.now,
      })
      .returning();
    await tx.insert(orderHistory).values({
      orderId: order.id,
      status: order.status,
      by: 'customer',
      note: `Return started: ${input.reason.trim()}${input.openedSeal ? ' (a sealed item was opened)' : ''}`,
      customerMessage: 'You started a return. We will refund the items once they reach us.',
      createdAt: input.now,
    });
    await input.onStarted?.(tx, ret);
    return toReturn(ret, items, order.paymentProvider);
  });
  return row;
}

/** The console's returns queue, newest first, by status. */
export async function listReturns(db: Database, status?: ReturnStatus, returnId?: string): Promise<AdminReturn[]> {
  const rows = await db
    .select({ ret: orderReturns, provider: orders.paymentProvider, customer: users })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .innerJoin(users, eq(users.id, orderReturns.userId))
    .where(returnId ? eq(orderReturns.id, returnId) : status ? eq(orderReturns.status, status) : undefined)
    .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
    .limit(200);
  if (rows.length === 0) return [];
  const names = await db
    .select({ orderId: orderItems.orderId, productId: orderItems.productId, productName: orderItems.productName })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.ret.orderId),
      ),
    );
  return rows.map(({ ret, provider, customer }) => ({
    ...toReturn(
      ret,
      names.filter((n) => n.orderId === ret.orderId),
      provider,
    ),
    paymentProvider: provider,
    customer: { id: customer.id, email: customer.email, firstName: customer.firstName, lastName: customer.lastName },
  }));
}

/**
 * Staff receive a return and refund its lines (units back in stock unless `restock` is false). The receipt is
 * committed before Stripe is called: a refused refund leaves the return `received`, to refund again.
 */
export async function refundReturn(
  db: Database,
  payments: PaymentProvider,
  input: {
    returnId: string;
    restock: boolean;
    staff: StaffActor;
    now: Date;
    log: { warn: (obj: object, msg: string) => void };
    onReceived?: (tx: Executor, ret: ReturnRow) => Promise<unknown>;
    onRefunded?: (tx: Executor, order: OrderState, ret: ReturnRow) => Promise<unknown>;
  },
): Promise<AdminReturn> {
  const [ret] = await db.select().from(orderReturns).where(eq(orderReturns.id, input.returnId));
  if (!ret) throw notFound('Return not found');
  if (ret.status === 'refunded') throw conflict('This return has been refunded already');
  await refundPart(db, payments, {
    orderId: ret.orderId,
    lines: ret.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
    restock: input.restock,
    staff: input.staff,
    by: input.staff.username,
    now: input.now,
    returnId: ret.id,
    note: `Return received`,
    log: input.log,
    beforeRefund: async (tx) => {
      const [received] = await tx
        .update(orderReturns)
        .set({ status: 'received', receivedAt: input.now })
        .where(and(eq(orderReturns.id, ret.id), eq(orderReturns.status, 'requested')))
        .returning();
      if (received) await input.onReceived?.(tx, received);
    },
    onRecorded: async (tx, order, refund) => {
      const [done] = await tx
        .update(orderReturns)
        .set({ status: 'refunded', refundedAt: input.now, refundedAmount: refund.amount, lines: refund.lines })
        .where(eq(orderReturns.id, ret.id))
        .returning();
      await input.onRefunded?.(tx, order, done);
    },
  });
  const [row] = await listReturns(db, undefined, ret.id);
  return row;
}
