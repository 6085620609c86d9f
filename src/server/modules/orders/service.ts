// Order rules (SPEC §4 Order, §6 pricing, §9 discount; COMMERCE §1–5). The quote is the one place the figures
// are computed. Placing an order checks the shopper's figures against it and, in ONE transaction, stores the order
// 'pending' and 'unpaid', empties the ordered cart lines and, last, takes the stock and the code's use. Points reach
// the balance when the order is delivered (decision 0201, amended by 0205). What happens to an order after it is
// placed (staff moves, payments, tracking, the member's cancel) is in changes.ts.
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { preparedQuery, type Database, type Executor } from '../../db/client';
import { orderHistory, orderItems, orders, type ShippingAddress } from './schema';
import { users } from '../auth';
import { conflict, notFound } from '../../plugins/errors';
import { cartTotals, toDecimal, toPence, unitPricePence, type CartTotals, type Pence } from '@shared/money';
import { priceCode, type CodePricing, type CodeTerms, type DiscountRule } from '@shared/code-rules';
import { trackingUrl } from '@shared/carriers';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrder,
  type Order,
  type OrderHistoryEntry,
  type Quote as QuoteAnswer,
} from '@shared/schemas/orders';
import { lockMemberForCheckout } from '../auth';
import { cartLinesForOrder, lockMemberAndCart, orderedLinesRemover, type OrderableLine } from '../cart';
import { codeRefusals, codeUseTaker, findUsableCode, termRefusalMessage } from '../catalogue';
import { likePattern } from '../catalogue';
import { refuseShortStock, stockTakers } from '../catalogue';
import type { PaymentProvider } from './payments';

export const CART_EMPTY = 'Your cart is empty';
export const CART_CHANGED = 'Your cart has changed since you opened it. Please review it and try again.';
export const PRICES_CHANGED =
  'Prices have changed since you opened your cart. Please review the new total and try again.';
export const CARD_PAID_BY_STRIPE = 'A card order is marked paid by Stripe when the payment is made';
export const NO_PAYMENT_NEEDED = 'No payment needed';
export const CARD_REFUNDED_BY_STRIPE =
  'A card payment is refunded through Stripe, not recorded by hand: cancelling the order (before it ships) refunds it';
export const TRACKING_NEEDED = 'A tracking number is needed to mark the order shipped';
/** COMMERCE §6: the member holds `held` unpaid bank-transfer orders already (the limit). */
export const unpaidLimitReached = (held: number) =>
  `You already have ${held} unpaid ${held === 1 ? 'order' : 'orders'} waiting for a bank transfer. ` +
  'Please pay for one, or cancel one you no longer want from your account, before placing another.';
export const MEMBER_CANCEL_REFUSED =
  'This order can no longer be cancelled from your account: it has been paid or is on its way. Please contact us.';

/** Reward points for an order: 1 point per whole pound of the total paid (decision 0201). */
export function pointsFor(totalPence: Pence): number {
  return Math.max(0, Math.floor(totalPence / 100));
}

export type CartLine = Omit<OrderableLine, 'cartItemId'> & { cartItemId: string };

export type Quote = {
  lines: Array<CartLine & { unitPence: Pence; listPence: Pence }>;
  totals: CartTotals & { codeDiscount: Pence };
  discountCode: string | null;
  pointsEarned: number;
};

/**
 * What the cart costs this tier, line by line and in total (shared/money.ts prices, shared/code-rules.ts a code's
 * worth and its cart terms). A discount code's worth comes off the member-priced sum: total = member-priced sum −
 * codeDiscount + shipping. A full-price code (decision 0210) is worked out on the list prices instead: the items
 * go at list price, memberDiscount is 0.00 and codeDiscount comes off the list-price sum — the same equations,
 * subtotal = total + memberDiscount + codeDiscount. A code whose cart terms are not met (min spend, member prices
 * worth more, worth £0.00) → 409 saying why.
 */
export function quoteCart(
  lines: CartLine[],
  tier: string,
  code: (DiscountRule & Partial<CodeTerms> & { code: string }) | null = null,
): Quote {
  const base = cartTotals(lines, tier);
  let pricing: CodePricing = { codeDiscount: 0, onListPrices: false };
  if (code) {
    const priced = priceCode(code, { memberPriced: base.total, list: base.subtotal });
    if ('reason' in priced) throw conflict(termRefusalMessage(code.code, priced));
    pricing = priced;
  }
  const { codeDiscount, onListPrices } = pricing;
  const priced = onListPrices ? base.subtotal : base.total;
  const memberDiscount = onListPrices ? 0 : base.memberDiscount;
  const total = priced - codeDiscount + base.shipping;
  return {
    lines: lines.map((line) => {
      const listPence = toPence(line.price);
      return { ...line, unitPence: onListPrices ? listPence : unitPricePence(line, tier), listPence };
    }),
    totals: { ...base, memberDiscount, codeDiscount, total, subtotal: total + memberDiscount + codeDiscount },
    discountCode: code?.code ?? null,
    pointsEarned: pointsFor(total),
  };
}

export function quoteAnswer(quote: Quote): QuoteAnswer {
  const { totals } = quote;
  return {
    subtotal: toDecimal(totals.subtotal),
    memberDiscount: toDecimal(totals.memberDiscount),
    codeDiscount: toDecimal(totals.codeDiscount),
    shipping: toDecimal(totals.shipping),
    total: toDecimal(totals.total),
    pointsEarned: quote.pointsEarned,
    discountCode: quote.discountCode,
    items: quote.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, price: toDecimal(l.unitPence) })),
  };
}

/** POST /api/cart/{userId}/quote: the member's cart priced for their tier, with a code when one is given. */
export async function quoteForMember(
  db: Executor,
  member: { id: string; membershipTier: string },
  discountCode: string | undefined,
  now: Date,
): Promise<QuoteAnswer> {
  const code = discountCode ? await findUsableCode(db, discountCode, member, now) : null;
  const lines = await cartLinesForOrder(db, member.id);
  return quoteAnswer(quoteCart(lines, member.membershipTier, code));
}

export type ClientFigures = {
  subtotal: string;
  memberDiscount: string;
  shipping: string;
  total: string;
  codeDiscount?: string;
  items: Array<{ productId: string; quantity: number; price: string }>;
};

/**
 * Why the shopper's figures cannot be accepted, or null when they match the quote's to the penny.
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
    toPence(client.codeDiscount ?? '0.00') !== totals.codeDiscount ||
    toPence(client.shipping) !== totals.shipping ||
    toPence(client.total) !== totals.total
  ) {
    return PRICES_CHANGED;
  }
  return null;
}

// ── Reading orders ────────────────────────────────────────────────────────────────────────────────────────
type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = Pick<
  typeof orderItems.$inferSelect,
  'orderId' | 'productId' | 'productName' | 'quantity' | 'price'
>;
type HistoryRow = Pick<
  typeof orderHistory.$inferSelect,
  'status' | 'paymentStatus' | 'createdAt' | 'by' | 'note' | 'customerMessage'
>;

/**
 * Who reads the order: the customer never sees a staff note (COMMERCE §6) — their timeline's `note` is the
 * customer message — while staff see both.
 */
export type OrderView = 'customer' | 'staff';

function toOrder(
  row: OrderRow,
  items: Omit<OrderItemRow, 'orderId'>[],
  history: HistoryRow[],
  payments: PaymentProvider,
  view: OrderView,
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
    createdAt: row.createdAt.toISOString(),
    pointsEarned: row.pointsEarned,
    items: items.map(({ productId, productName, quantity, price }) => ({ productId, productName, quantity, price })),
    shippingAddress: row.shippingAddress ?? null,
    history: history.map((h) => toHistoryEntry(h, view)),
  };
}

function toHistoryEntry(h: HistoryRow, view: OrderView): OrderHistoryEntry {
  const entry = { status: h.status, paymentStatus: h.paymentStatus, at: h.createdAt.toISOString(), by: h.by };
  return view === 'staff'
    ? { ...entry, note: h.note, customerMessage: h.customerMessage }
    : { ...entry, note: h.customerMessage, customerMessage: h.customerMessage };
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
async function withDetails(
  db: Executor,
  rows: OrderRow[],
  payments: PaymentProvider,
  view: OrderView,
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, history] = await Promise.all([
    db
      .select({
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        productName: orderItems.productName,
        quantity: orderItems.quantity,
        price: orderItems.price,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.productName), asc(orderItems.id)),
    db
      .select()
      .from(orderHistory)
      .where(inArray(orderHistory.orderId, ids))
      .orderBy(asc(orderHistory.createdAt), asc(orderHistory.seq)),
  ]);
  const itemsOf = groupBy(items);
  const historyOf = groupBy(history);
  return rows.map((row) => toOrder(row, itemsOf.get(row.id) ?? [], historyOf.get(row.id) ?? [], payments, view));
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
const itemsJson = sql<JsonItem[]>`coalesce((select json_agg(json_build_object('productId', i.product_id,
    'productName', i.product_name, 'quantity', i.quantity, 'price', i.price::text) order by i.product_name, i.id)
  from order_items i where i.order_id = orders.id), '[]'::json)`;
const historyJson = sql<JsonHistory[]>`coalesce((select json_agg(json_build_object('status', h.status,
    'paymentStatus', h.payment_status, 'createdAt', h.created_at, 'by', h.by, 'note', h.note,
    'customerMessage', h.customer_message)
    order by h.created_at, h.seq)
  from order_history h where h.order_id = orders.id), '[]'::json)`;

function fromJsonDetails(
  row: { order: OrderRow; items: JsonItem[]; history: JsonHistory[] },
  payments: PaymentProvider,
  view: OrderView,
): Order {
  const history = row.history.map((h) => ({ ...h, createdAt: new Date(h.createdAt) }));
  return toOrder(row.order, row.items, history, payments, view);
}

type JsonItem = Pick<OrderItemRow, 'productId' | 'productName' | 'quantity' | 'price'>;
type JsonHistory = Omit<HistoryRow, 'createdAt'> & { createdAt: string };

/** One of the member's orders; someone else's is as unknown as a missing one (404). */
/** How many orders a member has placed (the address proof's "first order" check asks the orders module). */
export async function countMemberOrders(db: Executor, userId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return n;
}

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

// ── Placing an order ──────────────────────────────────────────────────────────────────────────────────────
/**
 * Places the member's order. Locks the member's row and cart lines first (SELECT … FOR UPDATE), so two
 * checkouts of one cart are serialised: the second finds the cart already emptied and is refused (409). The
 * stock is taken in the same transaction (catalogue/stock.ts): an order is acknowledged only with its units.
 */
export async function placeOrder(
  db: Database,
  payments: PaymentProvider,
  input: ClientFigures & {
    userId: string;
    shippingAddress: ShippingAddress;
    discountCode?: string;
    now: Date;
    /** Unpaid bank-transfer orders a member may hold (COMMERCE §6); unset → no limit. */
    maxUnpaid?: number;
    /** What the placing owes the customer, done inside its transaction (the confirmation mail, queued). */
    onPlaced?: (tx: Executor, order: Order) => Promise<unknown>;
  },
): Promise<Order> {
  return db.transaction(async (tx) => {
    // Five statements in all (decision 0901): BEGIN, the member and cart locked together, the code, one statement
    // that writes the order and takes the units and the code's use, COMMIT.
    const locked = await lockMemberAndCart(tx, input.userId);
    if (!locked) {
      // Nothing was locked: no such member (404), or an empty cart — refused as before, after the code's checks.
      const member = await lockMemberForCheckout(tx, input.userId);
      if (!member) throw notFound('Member not found');
      if (input.discountCode) await findUsableCode(tx, input.discountCode, member, input.now);
      throw conflict(CART_EMPTY);
    }
    const member = { id: input.userId, membershipTier: locked.membershipTier };
    const code = input.discountCode ? await findUsableCode(tx, input.discountCode, member, input.now) : null;

    const quote = quoteCart(locked.lines, member.membershipTier, code);
    const problem = figuresMismatch(quote, input);
    if (problem) throw conflict(problem);

    const { totals } = quote;
    const refusal = payments.refusal(totals); // beyond the shop's range, or below the card minimum
    if (refusal) throw conflict(refusal);
    const orderId = randomUUID();
    // A free order (£0.00) needs no payment: paid at once, with either provider (COMMERCE §6).
    const free = totals.total === 0;
    const entry = (by: string, message: string, paymentStatus: string | null) => ({
      orderId,
      status: 'pending',
      paymentStatus,
      by,
      note: message,
      customerMessage: message,
      createdAt: input.now,
    });
    const history = [
      entry('customer', 'Order placed', null),
      ...(free ? [entry('system', NO_PAYMENT_NEEDED, 'paid')] : []),
    ];
    const placed = tx.$with('order_placed').as(
      tx
        .insert(orders)
        .values({
          id: orderId,
          userId: member.id,
          status: 'pending', // whatever the client sent: only staff move an order on
          paymentStatus: free ? 'paid' : 'unpaid',
          paymentProvider: payments.name,
          subtotal: toDecimal(totals.subtotal),
          memberDiscount: toDecimal(totals.memberDiscount),
          codeDiscount: toDecimal(totals.codeDiscount),
          discountCode: quote.discountCode,
          shipping: toDecimal(totals.shipping),
          total: toDecimal(totals.total),
          pointsEarned: quote.pointsEarned,
          shippingAddress: input.shippingAddress,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning(),
    );
    const items = quote.lines.map((line) => ({
      orderId,
      productId: line.productId,
      productName: line.productName,
      quantity: line.quantity,
      price: toDecimal(line.unitPence),
      listPrice: toDecimal(line.listPence),
    }));
    const itemsAdded = tx
      .$with('order_items_added')
      .as(tx.insert(orderItems).values(items).returning({ id: orderItems.id }));
    const historyAdded = tx
      .$with('order_history_added')
      .as(tx.insert(orderHistory).values(history).returning({ id: orderHistory.id }));
    // Only the lines that were ordered: something added from another tab meanwhile stays in the cart.
    const linesRemoved = orderedLinesRemover(
      tx,
      member.id,
      quote.lines.map((l) => l.cartItemId),
    );
    // The stock and the code's use are the rows every buyer of a product or user of a code queues on: they are
    // taken in this same statement, just before the commit, so their locks are held for the end of one statement
    // and the commit (decision 0900). Read in this order — stock in product-id order, then the use, as cancelling
    // does (units back, then the use) — so every order locks them in one order: no deadlock between them.
    const stock = stockTakers(tx, quote.lines);
    const use = code ? codeUseTaker(tx, code) : null;
    const taken: Record<string, SQL<number>> = {};
    stock.forEach(({ taken: cte }, i) => (taken[`stock${i}`] = sql<number>`(select count(*)::int from ${cte})`));
    if (use) taken.codeUse = sql<number>`(select count(*)::int from ${use})`;
    // The member's unpaid bank-transfer orders, counted in the same statement (decision 0901: no extra round trip).
    // Their row is locked, so two checkouts of one member count one after the other; the statement's snapshot does
    // not see the order its own CTE inserts, so this is what they held before.
    const limited = input.maxUnpaid !== undefined && payments.name === 'manual' && totals.total > 0;
    if (limited) taken.unpaidHeld = unpaidOrdersOf(member.id);
    const [row] = await tx
      .with(placed, itemsAdded, historyAdded, linesRemoved, ...stock.map((s) => s.taken), ...(use ? [use] : []))
      .select({ order: orderColumnsOf(placed), taken })
      .from(placed);
    // Refused → the whole transaction rolls back: the order, its lines and timeline, the cart and any units taken.
    if (limited && row.taken.unpaidHeld >= input.maxUnpaid!) throw conflict(unpaidLimitReached(row.taken.unpaidHeld));
    const short = stock.find((_, i) => row.taken[`stock${i}`] !== 1);
    if (short) await refuseShortStock(tx, short.line);
    if (code && row.taken.codeUse !== 1) throw conflict(codeRefusals.usedUp(code.code));
    const byName = [...items].sort((a, b) => a.productName.localeCompare(b.productName));
    const order = toOrder(row.order, byName, history, payments, 'customer');
    await input.onPlaced?.(tx, order);
    return order;
  });
}

/** How many unpaid bank-transfer orders the member holds (pending, unpaid, manual): COMMERCE §6's limit. */
function unpaidOrdersOf(userId: string): SQL<number> {
  return sql<number>`(select count(*)::int from ${orders} o where o.user_id = ${userId} and o.status = 'pending'
    and o.payment_status = 'unpaid' and o.payment_provider = 'manual')`;
}

/** The columns of the order an INSERT … RETURNING CTE gave back, selected under the orders table's names. */
function orderColumnsOf(placed: Record<keyof OrderRow, unknown>) {
  return Object.fromEntries(Object.keys(getTableColumns(orders)).map((k) => [k, placed[k as keyof OrderRow]])) as {
    [K in keyof typeof orders._.columns]: (typeof orders._.columns)[K];
  };
}

// ── Staff console ─────────────────────────────────────────────────────────────────────────────────────────
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

export async function findAdminOrder(db: Executor, payments: PaymentProvider, id: string): Promise<AdminOrder> {
  const [row] = await db
    .select({ order: orders, customer: customerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) throw notFound('Order not found');
  const [order] = await withDetails(db, [row.order], payments, 'staff');
  return { ...order, customer: row.customer };
}
