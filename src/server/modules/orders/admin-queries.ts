// The console's orders (COMMERCE §5): the search over every order, and one order with its customer and timeline.
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { preparedQuery, type Database, type Executor } from '../../db/client';
import { orders } from './schema';
import { users } from '../auth';
import { notFound } from '../../plugins/errors';
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrder } from '@shared/schemas/orders';
import { likePattern } from '../catalogue';
import type { PaymentProvider } from './payments';
import { fromJsonDetails, historyJson, itemsJson, returnsJson } from './queries';

const customerColumns = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName };

/** Orders newest first, 20 a page, filtered by status and payment; `q` matches the reference, email or name. */
export async function listAdminOrders(
  db: Database,
  payments: PaymentProvider,
  filters: { status?: string; payment?: string; q?: string; page?: number },
): Promise<{ orders: AdminOrder[]; total: number }> {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(orders.status, filters.status));
  if (filters.payment) where.push(eq(orders.paymentStatus, filters.payment));
  const q = filters.q?.trim().replace(/^#/, '');
  if (q) {
    const pattern = likePattern(q);
    const literal = pattern.slice(1, -1).toLowerCase();
    where.push(
      or(
        // The reference (first 8 characters of the id) or the account screen's number (the last 8).
        ilike(sql`${orders.id}::text`, `${literal}%`),
        ilike(sql`${orders.id}::text`, `%${literal}`),
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )!,
    );
  }
  const condition = where.length ? and(...where) : undefined;
  const page = filters.page ?? 1;
  // One statement (decision 0901): the page's orders with their customers, items and timelines (JSON) and the
  // number of matches (a window count, taken before LIMIT). The console's first screen — no filter — is prepared.
  const pageQuery = (d: Executor, filter: SQL | undefined) =>
    d
      .select({
        order: orders,
        customer: customerColumns,
        items: itemsJson,
        history: historyJson,
        returns: returnsJson,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(filter)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  const bounds = { limit: ADMIN_ORDERS_PAGE_SIZE, offset: (page - 1) * ADMIN_ORDERS_PAGE_SIZE };
  const rows = condition
    ? await pageQuery(db, condition).prepare('').execute(bounds)
    : await preparedQuery(db, 'admin_orders_page', (d) => pageQuery(d, undefined).prepare('admin_orders_page')).execute(
        bounds,
      );
  // Past the last page there is no row to carry the count.
  const total =
    rows[0]?.total ??
    (await db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(condition))[0]
      .total;
  return {
    orders: rows.map((row) => ({ ...fromJsonDetails(row, payments, 'staff'), customer: row.customer })),
    total,
  };
}

/**
 * One order with its customer, items and timeline: one prepared statement (decision 0904; the items and timeline as
 * JSON). Read for every order mail the outbox sends and for the console's order page.
 */
export async function findAdminOrder(db: Database, payments: PaymentProvider, id: string): Promise<AdminOrder> {
  const [row] = await preparedQuery(db, 'admin_order_by_id', (d) =>
    d
      .select({
        order: orders,
        customer: customerColumns,
        items: itemsJson,
        history: historyJson,
        returns: returnsJson,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, sql.placeholder('id')))
      .prepare('admin_order_by_id'),
  ).execute({ id });
  if (!row) throw notFound('Order not found');
  return { ...fromJsonDetails(row, payments, 'staff'), customer: row.customer };
}
