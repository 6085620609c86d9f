// Sales at a glance (OPERATIONS §6, decision 0521): the console's home figures for the UK days from..to, in one
// aggregate statement over the orders placed in the period and paid. Definitions (0521):
// - an order counts when it was paid (payment status paid, or refunded after being paid), on the UK day it was placed;
// - revenue is those orders' totals less what was refunded on them; refunds is what was refunded on them;
// - averageOrderValue is revenue ÷ orders;
// - a customer is new when their first paid order falls in the period, returning when they paid an order in the
//   period and had paid one placed before it;
// - top products: units and line revenue kept (refunded units and fully refunded orders left out), best first.
import { sql } from 'drizzle-orm';
import { toDecimal, toPence } from '@shared/money';
import type { SalesFigures } from '@shared/schemas/sales';
import type { Executor } from '../../db/client';
import { products } from '../catalogue';
import { orderItems, orders } from '../orders';

export const TOP_PRODUCTS = 10;
const UK = 'Europe/London';
const COUNTED = sql.raw(`('paid', 'refunded')`);

type Row = {
  revenue: string;
  orders: number;
  refunds: string;
  new_customers: number;
  returning_customers: number;
  top: Array<{ productId: string; name: string; units: number; revenue: string }> | null;
  days: Array<{ date: string; revenue: string; orders: number }> | null;
};

/** The statement, built from the owners' table objects (no table name spelled here, 0009). */
export function salesStatement(start: Date, end: Date) {
  const o = orders;
  const i = orderItems;
  return sql`
    WITH counted AS (
      SELECT ${o.id} AS id, ${o.userId} AS user_id, ${o.total} AS total, ${o.refundedAmount} AS refunded,
             ${o.paymentStatus} AS payment_status,
             to_char(${o.createdAt} AT TIME ZONE ${UK}, 'YYYY-MM-DD') AS day
      FROM ${o}
      WHERE ${o.createdAt} >= ${start.toISOString()}::timestamptz AND ${o.createdAt} < ${end.toISOString()}::timestamptz
        AND ${o.paymentStatus} IN ${COUNTED}
    ),
    buyers AS (
      SELECT b.user_id,
             EXISTS (SELECT 1 FROM ${o} p
                     WHERE p.user_id = b.user_id AND p.payment_status IN ${COUNTED}
                       AND p.created_at < ${start.toISOString()}::timestamptz) AS came_back
      FROM (SELECT DISTINCT user_id FROM counted) b
    ),
    sold AS (
      SELECT ${i.productId} AS product_id,
             sum(CASE WHEN c.payment_status = 'refunded' THEN 0 ELSE ${i.quantity} - ${i.refundedQuantity} END) AS units,
             sum(CASE WHEN c.payment_status = 'refunded' THEN 0 ELSE ${i.quantity} - ${i.refundedQuantity} END
                 * ${i.price}) AS revenue
      FROM counted c JOIN ${i} ON ${i.orderId} = c.id
      GROUP BY ${i.productId}
    ),
    top AS (
      SELECT s.product_id, ${products.name} AS name, s.units::int AS units, s.revenue::numeric(12, 2) AS revenue
      FROM (SELECT * FROM sold WHERE units > 0 ORDER BY revenue DESC, units DESC LIMIT ${TOP_PRODUCTS * 2}) s
      JOIN ${products} ON ${products.id} = s.product_id
      ORDER BY revenue DESC, units DESC, name
      LIMIT ${TOP_PRODUCTS}
    ),
    days AS (
      SELECT day, sum(total - refunded)::numeric(12, 2) AS revenue, count(*)::int AS orders
      FROM counted GROUP BY day
    )
    SELECT
      (SELECT coalesce(sum(total - refunded), 0)::numeric(12, 2)::text FROM counted) AS revenue,
      (SELECT count(*)::int FROM counted) AS orders,
      (SELECT coalesce(sum(refunded), 0)::numeric(12, 2)::text FROM counted) AS refunds,
      (SELECT count(*)::int FROM buyers WHERE NOT came_back) AS new_customers,
      (SELECT count(*)::int FROM buyers WHERE came_back) AS returning_customers,
      (SELECT json_agg(json_build_object('productId', product_id, 'name', name, 'units', units,
                                         'revenue', revenue::text) ORDER BY revenue DESC, units DESC, name)
       FROM top) AS top,
      (SELECT json_agg(json_build_object('date', day, 'revenue', revenue::text, 'orders', orders)) FROM days) AS days
  `;
}

/** Every UK calendar day from..to, both included, written YYYY-MM-DD. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const [y, m, d] = from.split('-').map(Number);
  for (let n = 0; ; n++) {
    const day = new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
    if (day > to) return out;
    out.push(day);
  }
}

/** The figures for the UK days from..to; `start` and `end` are the instants they cover ([start, end)). */
export async function salesFigures(
  db: Executor,
  period: { from: string; to: string; start: Date; end: Date },
): Promise<SalesFigures> {
  const result = await db.execute(salesStatement(period.start, period.end));
  const row = (result as unknown as { rows: Row[] }).rows[0];
  const byDate = new Map((row.days ?? []).map((d) => [d.date, d]));
  const ordersCount = Number(row.orders);
  const revenue = toPence(row.revenue);
  return {
    revenue: toDecimal(revenue),
    orders: ordersCount,
    averageOrderValue: toDecimal(ordersCount ? Math.round(revenue / ordersCount) : 0),
    refunds: toDecimal(toPence(row.refunds)),
    newCustomers: Number(row.new_customers),
    returningCustomers: Number(row.returning_customers),
    topProducts: (row.top ?? []).map((p) => ({ ...p, revenue: toDecimal(toPence(p.revenue)) })),
    byDay: daysBetween(period.from, period.to).map((date) => {
      const day = byDate.get(date);
      return {
        date,
        revenue: day ? toDecimal(toPence(day.revenue)) : '0.00',
        orders: day?.orders ?? 0,
      };
    }),
  };
}
