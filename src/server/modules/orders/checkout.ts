// Placing an order (SPEC §4 Order; COMMERCE §1–6): the one orchestrator. It asks each owner for its part, and
// does the orders module's own (the order, its items and timeline) itself: the member's row locked by rewards (it
// holds the points balance), the cart's lines by the cart, the figures by the quote, the stock and the code's use
// by the catalogue (an issued code's use by rewards, through it), then one statement that writes the order and
// takes the units, the use and the lines. All in ONE transaction: the order is stored 'pending' and 'unpaid' only
// with its units. Points reach the balance when the order is delivered (decision 0201, amended by 0205).
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../../db/client';
import { orderHistory, orderItems, orders, type ShippingAddress } from './schema';
import { conflict, notFound } from '../../plugins/errors';
import { toDecimal } from '@shared/money';
import type { Order } from '@shared/schemas/orders';
import { cartLinesLocker, orderedLinesRemover } from '../cart';
import { codeRefusals, codeUseTaker, findUsableCode, refuseShortStock, stockTakers } from '../catalogue';
import { memberLocker } from '../rewards';
import type { PaymentProvider } from './payments';
import { figuresMismatch, quoteCart, type CartLine, type ClientFigures } from './quote';
import { toOrder, type OrderRow } from './queries';

export const CART_EMPTY = 'Your cart is empty';
export const NO_PAYMENT_NEEDED = 'No payment needed';
/** COMMERCE §6: the member holds `held` unpaid bank-transfer orders already (the limit). */
export const unpaidLimitReached = (held: number) =>
  `You already have ${held} unpaid ${held === 1 ? 'order' : 'orders'} waiting for a bank transfer. ` +
  'Please pay for one, or cancel one you no longer want from your account, before placing another.';

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
    /**
     * What the placing owes the customer, done inside its transaction (the confirmation mail, queued). It runs
     * before the statement that takes the stock and the code's use, so those hot rows stay locked for one round
     * trip only; should the order be refused after it, the whole transaction rolls back with it.
     */
    onPlacing?: (tx: Executor, order: { id: string; paymentStatus: 'paid' | 'unpaid' }) => Promise<unknown>;
  },
): Promise<Order> {
  return db.transaction(async (tx) => {
    // BEGIN, the member and cart locked together, the code, what the placing owes (the confirmation's outbox row and
    // job: `onPlacing`), one statement that writes the order and takes the units and the code's use, COMMIT
    // (decisions 0901, 0904: the hot rows are taken last, so they are locked for one round trip).
    const { member, lines } = await lockMemberAndCart(tx, input.userId);
    if (!member) throw notFound('Member not found');
    const code = input.discountCode ? await findUsableCode(tx, input.discountCode, member, input.now) : null;
    // An empty cart is refused after the code's checks (a wrong code says so first).
    if (lines.length === 0) throw conflict(CART_EMPTY);

    const quote = quoteCart(lines, member.membershipTier, code);
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
    await input.onPlacing?.(tx, { id: orderId, paymentStatus: free ? 'paid' : 'unpaid' });
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
    return toOrder(row.order, byName, history, payments, 'customer');
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

/**
 * Checkout's first statement (decision 0901): the member's row (rewards' memberLocker) and their cart lines (the
 * cart's cartLinesLocker) locked in one round trip, with the member's tier and the lines' current prices, oldest
 * line first. The lines are read for the locked member's id, so the member's row is always locked first. No
 * member: null (nothing locked); an empty cart: the member (locked) and no lines.
 */
async function lockMemberAndCart(
  tx: Executor,
  userId: string,
): Promise<{ member: { id: string; membershipTier: string } | null; lines: CartLine[] }> {
  const member = memberLocker(tx, userId);
  const lines = cartLinesLocker(tx, sql<string>`(select ${member.id} from ${member})`);
  const rows = await tx
    .with(member, lines)
    .select({
      membershipTier: member.membershipTier,
      cartItemId: lines.cartItemId,
      productId: lines.productId,
      productName: lines.productName,
      price: lines.price,
      memberPrice: lines.memberPrice,
      quantity: lines.quantity,
    })
    .from(member)
    .leftJoin(lines, sql`true`)
    .orderBy(lines.createdAt, lines.cartItemId);
  if (rows.length === 0) return { member: null, lines: [] };
  const found: CartLine[] = [];
  for (const { membershipTier: _, cartItemId, productId, productName, price, memberPrice, quantity } of rows) {
    if (cartItemId === null) continue; // the member's row alone: an empty cart
    found.push({
      cartItemId,
      productId: productId!,
      productName: productName!,
      price: price!,
      memberPrice,
      quantity: quantity!,
    });
  }
  return { member: { id: userId, membershipTier: rows[0].membershipTier }, lines: found };
}
