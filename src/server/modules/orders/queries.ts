// A member's orders (SPEC §4 Order): their list, one of them, and the mapping of an order's rows to the
// answer both the member's and the console's reads give (admin-queries.ts, and checkout.ts for the order it placed).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { preparedQuery, type Database, type Executor } from '../../db/client';
import { orderHistory, orderItems, orderReturns, orders } from './schema';
import { notFound } from '../../plugins/errors';
import { trackingUrl } from '@shared/carriers';
import type { Order, OrderHistoryEntry } from '@shared/schemas/orders';
import type { OrderReturn } from '@shared/schemas/returns';
import { toReturn, type ReturnRow } from './return-view';
import type { PaymentProvider } from './payments';

export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = Pick<
  typeof orderItems.$inferSelect,
  'orderId' | 'productId' | 'productName' | 'quantity' | 'price'
> & { refundedQuantity?: number };
type HistoryRow = Pick<
  typeof orderHistory.$inferSelect,
  'status' | 'paymentStatus' | 'createdAt' | 'by' | 'note' | 'customerMessage'
> & { staffId?: string | null };

/** How a staff member's entry reads on the customer's timeline: the shop, never a staff username (decision 0802). */
export const STAFF_AS_SEEN_BY_CUSTOMER = 'Skin Circle';

/** The customer's and the system's own entries keep their words; anything a staff member did is the shop's. */
function customerBy(h: Pick<HistoryRow, 'by' | 'staffId'>): string {
  if (!h.staffId && (h.by === 'customer' || h.by === 'system')) return h.by;
  return STAFF_AS_SEEN_BY_CUSTOMER;
}

/**
 * Who reads the order: the customer never sees a staff note (COMMERCE §6) — their timeline's `note` is the
 * customer message — while staff see both.
 */
export type OrderView = 'customer' | 'staff';

export function toOrder(
  row: OrderRow,
  items: Omit<OrderItemRow, 'orderId'>[],
  history: HistoryRow[],
  payments: PaymentProvider,
  view: OrderView,
  returns: OrderReturn[] = [],
): Order {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentProvider: row.paymentProvider,
    paymentInstructions: payments.instructions(row),
    // The hosted checkout page, while the shopper can still pay there.
    paymentUrl: row.status === 'pending' && row.paymentStatus === 'unpaid' ? (row.paymentUrl ?? null) : null,
    trackingNumber: row.trackingNumber,
    carrier: row.carrier,
    trackingUrl: trackingUrl(row.carrier, row.trackingNumber),
    discountCode: row.discountCode,
    codeDiscount: row.codeDiscount,
    subtotal: row.subtotal,
    memberDiscount: row.memberDiscount,
    shipping: row.shipping,
    total: row.total,
    delivery: row.delivery === 'express' ? 'express' : 'standard',
    deliveryDiscount: row.deliveryDiscount,
    createdAt: row.createdAt.toISOString(),
    pointsEarned: row.pointsEarned,
    items: items.map(({ productId, productName, quantity, price }) => ({ productId, productName, quantity, price })),
    shippingAddress: row.shippingAddress ?? null,
    history: history.map((h) => toHistoryEntry(h, view)),
    refundedAmount: row.refundedAmount,
    refundedItems: items
      .filter((i) => (i.refundedQuantity ?? 0) > 0)
      .map((i) => ({ productId: i.productId, quantity: i.refundedQuantity ?? 0 })),
    returns,
  };
}

function toHistoryEntry(h: HistoryRow, view: OrderView): OrderHistoryEntry {
  const entry = { status: h.status, paymentStatus: h.paymentStatus, at: h.createdAt.toISOString() };
  return view === 'staff'
    ? { ...entry, by: h.by, note: h.note, customerMessage: h.customerMessage }
    : { ...entry, by: customerBy(h), note: h.customerMessage, customerMessage: h.customerMessage };
}

function groupBy<T extends { orderId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.orderId) ?? [];
    list.push(row);
    map.set(row.orderId, list);
  }
  return map;
}

/** The orders of these rows with their items (by name) and timelines (oldest first), in the rows' order. */
export async function withDetails(
  db: Executor,
  rows: OrderRow[],
  payments: PaymentProvider,
  view: OrderView,
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, history, returns] = await Promise.all([
    db
      .select({
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        productName: orderItems.productName,
        quantity: orderItems.quantity,
        price: orderItems.price,
        refundedQuantity: orderItems.refundedQuantity,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.productName), asc(orderItems.id)),
    db
      .select()
      .from(orderHistory)
      .where(inArray(orderHistory.orderId, ids))
      .orderBy(asc(orderHistory.createdAt), asc(orderHistory.seq)),
    db.select().from(orderReturns).where(inArray(orderReturns.orderId, ids)).orderBy(asc(orderReturns.createdAt)),
  ]);
  const itemsOf = groupBy(items);
  const historyOf = groupBy(history);
  const returnsOf = groupBy(returns);
  return rows.map((row) => {
    const lines = itemsOf.get(row.id) ?? [];
    const own = (returnsOf.get(row.id) ?? []).map((r) => toReturn(r, lines, row.paymentProvider));
    return toOrder(row, lines, historyOf.get(row.id) ?? [], payments, view, own);
  });
}

/**
 * The member's orders, newest first, each with its items and timeline: one prepared statement keyed by the member
 * (decisions 0900, 0901) — items and timeline come back as JSON arrays beside each order, in one round trip where
 * three statements cost three (each a socket write and a wake-up of the database on a loaded machine).
 */
export async function listOrders(db: Database, userId: string, payments: PaymentProvider): Promise<Order[]> {
  const rows = await preparedQuery(db, 'member_orders_full', (d) =>
    d
      .select({
        order: orders,
        items: itemsJson,
        history: historyJson,
        returns: returnsJson,
      })
      .from(orders)
      .where(eq(orders.userId, sql.placeholder('userId')))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .prepare('member_orders_full'),
  ).execute({ userId });
  return rows.map((row) => fromJsonDetails(row, payments, 'customer'));
}

// An order's items and timeline as JSON arrays beside the order's row (decision 0901). Money as text (numeric would
// become a JSON number: 20.00 → 20). Spelled out with table names: drizzle writes a one-table select's columns
// unqualified, and "id" inside the subquery would be the item's.
export const itemsJson = sql<JsonItem[]>`coalesce((select json_agg(json_build_object('productId', i.product_id,
    'productName', i.product_name, 'quantity', i.quantity, 'price', i.price::text,
    'refundedQuantity', i.refunded_quantity) order by i.product_name, i.id)
  from order_items i where i.order_id = orders.id), '[]'::json)`;
export const historyJson = sql<JsonHistory[]>`coalesce((select json_agg(json_build_object('status', h.status,
    'paymentStatus', h.payment_status, 'createdAt', h.created_at, 'by', h.by, 'staffId', h.staff_id, 'note', h.note,
    'customerMessage', h.customer_message)
    order by h.created_at, h.seq)
  from order_history h where h.order_id = orders.id), '[]'::json)`;

/** The order's returns, oldest first (decision 0251), as rows for toReturn. */
export const returnsJson = sql<JsonReturn[]>`coalesce((select json_agg(json_build_object('id', r.id,
    'orderId', r.order_id, 'userId', r.user_id, 'status', r.status, 'lines', r.lines, 'reason', r.reason,
    'openedSeal', r.opened_seal, 'refundedAmount', r.refunded_amount::text, 'createdAt', r.created_at,
    'receivedAt', r.received_at, 'refundedAt', r.refunded_at) order by r.created_at, r.id)
  from order_returns r where r.order_id = orders.id), '[]'::json)`;

export function fromJsonDetails(
  row: { order: OrderRow; items: JsonItem[]; history: JsonHistory[]; returns?: JsonReturn[] },
  payments: PaymentProvider,
  view: OrderView,
): Order {
  const history = row.history.map((h) => ({ ...h, createdAt: new Date(h.createdAt) }));
  const returns = (row.returns ?? []).map((r) =>
    toReturn(
      {
        ...r,
        createdAt: new Date(r.createdAt),
        receivedAt: r.receivedAt ? new Date(r.receivedAt) : null,
        refundedAt: r.refundedAt ? new Date(r.refundedAt) : null,
      },
      row.items,
      row.order.paymentProvider,
    ),
  );
  return toOrder(row.order, row.items, history, payments, view, returns);
}

type JsonItem = Pick<OrderItemRow, 'productId' | 'productName' | 'quantity' | 'price' | 'refundedQuantity'>;
type JsonReturn = Omit<ReturnRow, 'createdAt' | 'receivedAt' | 'refundedAt'> & {
  createdAt: string;
  receivedAt: string | null;
  refundedAt: string | null;
};
type JsonHistory = Omit<HistoryRow, 'createdAt'> & { createdAt: string };

/** One of the member's orders; someone else's is as unknown as a missing one (404). */
export async function findMemberOrder(
  db: Executor,
  userId: string,
  orderId: string,
  payments: PaymentProvider,
): Promise<Order> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [order] = await withDetails(db, rows, payments, 'customer');
  if (!order) throw notFound('Order not found');
  return order;
}
