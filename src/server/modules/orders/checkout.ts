// Placing an order (SPEC §4 Order; COMMERCE §1–6): the one orchestrator. It asks each owner for its part, and
// does the orders module's own (the order, its items and timeline) itself: the member's row locked by rewards (it
// holds the points balance), the cart's lines by the cart, the figures by the quote, the stock and the code's use
// by the catalogue (an issued code's use by rewards, through it), then one statement that writes the order and
// takes the units, the use and the lines. All in ONE transaction: the order is stored 'pending' and 'unpaid' only
// with its units. Points reach the balance when the order is delivered (decision 0201, amended by 0205).
import { getTableColumns, sql, type SQL, type Placeholder } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { transactionStatement, type Database, type Executor } from '../../db/client';
import { orderHistory, orderItems, orders, type ShippingAddress } from './schema';
import { conflict, notFound } from '../../plugins/errors';
import { toDecimal } from '@shared/money';
import type { Order } from '@shared/schemas/orders';
import { cartLinesLocker, orderedLinesRemover } from '../cart';
import {
  codeRefusals,
  codeUseTaker,
  findUsableCode,
  inStockOrder,
  refuseShortStock,
  stockTakers,
  type UsableCode,
} from '../catalogue';
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

/** The member as checkout locked them: what the order's answer and its mails need (decision 0905). */
export type CheckoutMember = {
  id: string;
  membershipTier: string;
  email: string;
  firstName: string;
  emailVerifiedAt: Date | null;
};

/**
 * Places the member's order. Locks the member's row and cart lines first (SELECT … FOR UPDATE), so two
 * checkouts of one cart are serialised: the second finds the cart already emptied and is refused (409). The
 * stock is taken in the same transaction (catalogue/stock.ts): an order is acknowledged only with its units.
 * Answers the order, the member as locked, and — for a member who has not proved their address — how many orders
 * they held before this one (0, 1 or 2: "more than one"), for the address proof that goes with a first order.
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
): Promise<{ order: Order; member: CheckoutMember; ordersBefore: number | null }> {
  return db.transaction(async (tx) => {
    // BEGIN, the member and cart locked together, the code, what the placing owes (the confirmation's outbox row:
    // `onPlacing`), one statement that writes the order and takes the units and the code's use, COMMIT
    // (decisions 0901, 0904: the hot rows are taken last, so they are locked for one round trip). The two
    // statements of checkout's own are built once and only bound here (decision 0905).
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
    // The lines in product-id order: the order their stock is taken in (catalogue/stock.ts), and the items and the
    // emptied cart lines are bound from the same values (the items are read back by name, whatever their order).
    const ordered = inStockOrder(quote.lines);
    const items = ordered.map((line) => ({
      orderId,
      productId: line.productId,
      productName: line.productName,
      quantity: line.quantity,
      price: toDecimal(line.unitPence),
      listPrice: toDecimal(line.listPence),
    }));
    // The member's unpaid bank-transfer orders, counted in the same statement (decision 0901: no extra round trip).
    const limited = input.maxUnpaid !== undefined && payments.name === 'manual' && totals.total > 0;
    const paymentStatus = free ? 'paid' : 'unpaid';
    const shape: PlacingShape = {
      lines: items.length,
      history: history.length,
      code: code?.kind ?? null,
      limited,
      ordersBefore: member.emailVerifiedAt === null,
    };
    const values: Record<string, unknown> = {
      orderId,
      userId: member.id,
      paymentStatus,
      paymentProvider: payments.name,
      subtotal: toDecimal(totals.subtotal),
      memberDiscount: toDecimal(totals.memberDiscount),
      codeDiscount: toDecimal(totals.codeDiscount),
      discountCode: quote.discountCode,
      shipping: toDecimal(totals.shipping),
      total: toDecimal(totals.total),
      pointsEarned: quote.pointsEarned,
      shippingAddress: input.shippingAddress,
      now: input.now,
      code: code?.code ?? null,
    };
    items.forEach((item, i) => {
      values[`productId${i}`] = item.productId;
      values[`productName${i}`] = item.productName;
      values[`quantity${i}`] = item.quantity;
      values[`price${i}`] = item.price;
      values[`listPrice${i}`] = item.listPrice;
      values[`cartItemId${i}`] = ordered[i].cartItemId;
    });
    history.forEach((h, i) => {
      values[`historyBy${i}`] = h.by;
      values[`historyMessage${i}`] = h.note;
      values[`historyPaymentStatus${i}`] = h.paymentStatus;
    });
    await input.onPlacing?.(tx, { id: orderId, paymentStatus });
    const [row] = (await placingStatement(tx, shape).execute(values)) as PlacingRow[];
    // Refused → the whole transaction rolls back: the order, its lines and timeline, the cart and any units taken.
    const taken = row.taken;
    if (limited && taken.unpaidHeld >= input.maxUnpaid!) throw conflict(unpaidLimitReached(taken.unpaidHeld));
    const short = ordered.findIndex((_, i) => taken[`stock${i}`] !== 1);
    if (short >= 0) await refuseShortStock(tx, ordered[short]);
    if (code && taken.codeUse !== 1) throw conflict(codeRefusals.usedUp(code.code));
    const byName = [...items].sort((a, b) => a.productName.localeCompare(b.productName));
    return {
      order: toOrder(row.order, byName, history, payments, 'customer'),
      member,
      ordersBefore: shape.ordersBefore ? taken.ordersBefore : null,
    };
  });
}

/** What changes the text of the statement that places an order: each shape is built once (decision 0905). */
type PlacingShape = {
  lines: number;
  history: number;
  code: UsableCode['kind'] | null;
  limited: boolean;
  /** Count the member's earlier orders (up to 2): only for a member who has not proved their address. */
  ordersBefore: boolean;
};
type PlacingRow = { order: OrderRow; taken: Record<string, number> };

const value = (name: string) => sql.placeholder(name);

/**
 * The statement that writes the order, its items and timeline, empties the ordered cart lines and takes the units
 * and the code's use (one CTE each), built once per shape with a placeholder for every value.
 */
function placingStatement(tx: Executor, shape: PlacingShape) {
  const key = `checkout_place_${shape.lines}_${shape.history}_${shape.code ?? 'nocode'}_${shape.limited ? 'limited' : 'open'}_${shape.ordersBefore ? 'count' : 'nocount'}`;
  return transactionStatement(tx, key, (t) => {
    const indices = (n: number) => Array.from({ length: n }, (_, i) => i);
    const placed = t.$with('order_placed').as(
      t
        .insert(orders)
        .values({
          id: value('orderId'),
          userId: value('userId'),
          status: 'pending', // whatever the client sent: only staff move an order on
          paymentStatus: value('paymentStatus'),
          paymentProvider: value('paymentProvider'),
          subtotal: value('subtotal'),
          memberDiscount: value('memberDiscount'),
          codeDiscount: value('codeDiscount'),
          discountCode: value('discountCode'),
          shipping: value('shipping'),
          total: value('total'),
          pointsEarned: value('pointsEarned'),
          shippingAddress: value('shippingAddress'),
          createdAt: value('now'),
          updatedAt: value('now'),
        })
        .returning(),
    );
    const itemsAdded = t.$with('order_items_added').as(
      t
        .insert(orderItems)
        .values(
          indices(shape.lines).map((i) => ({
            orderId: value('orderId'),
            productId: value(`productId${i}`),
            productName: value(`productName${i}`),
            quantity: value(`quantity${i}`),
            price: value(`price${i}`),
            listPrice: value(`listPrice${i}`),
          })),
        )
        .returning({ id: orderItems.id }),
    );
    const historyAdded = t.$with('order_history_added').as(
      t
        .insert(orderHistory)
        .values(
          indices(shape.history).map((i) => ({
            orderId: value('orderId'),
            status: 'pending',
            paymentStatus: value(`historyPaymentStatus${i}`),
            by: value(`historyBy${i}`),
            note: value(`historyMessage${i}`),
            customerMessage: value(`historyMessage${i}`),
            createdAt: value('now'),
          })),
        )
        .returning({ id: orderHistory.id }),
    );
    // Only the lines that were ordered: something added from another tab meanwhile stays in the cart.
    const linesRemoved = orderedLinesRemover(
      t,
      value('userId'),
      indices(shape.lines).map((i) => value(`cartItemId${i}`)),
    );
    // The stock and the code's use are the rows every buyer of a product or user of a code queues on: they are
    // taken in this same statement, just before the commit, so their locks are held for the end of one statement
    // and the commit (decision 0900). Read in this order — stock in product-id order, then the use, as cancelling
    // does (units back, then the use) — so every order locks them in one order: no deadlock between them.
    const stock = stockTakers(
      t,
      indices(shape.lines).map((i) => ({ productId: value(`productId${i}`), quantity: value(`quantity${i}`) })),
    );
    const use = shape.code ? codeUseTaker(t, shape.code, value('code')) : null;
    const taken: Record<string, SQL<number>> = {};
    stock.forEach((cte, i) => (taken[`stock${i}`] = sql<number>`(select count(*)::int from ${cte})`));
    if (use) taken.codeUse = sql<number>`(select count(*)::int from ${use})`;
    // Their row is locked, so two checkouts of one member count one after the other; the statement's snapshot does
    // not see the order its own CTE inserts, so this is what they held before.
    if (shape.limited) taken.unpaidHeld = unpaidOrdersOf(value('userId'));
    if (shape.ordersBefore) {
      taken.ordersBefore = sql<number>`(select count(*)::int from (select 1 from ${orders} o
        where o.user_id = ${value('userId')} limit 2) earlier)`;
    }
    return t
      .with(placed, itemsAdded, historyAdded, linesRemoved, ...stock, ...(use ? [use] : []))
      .select({ order: orderColumnsOf(placed), taken })
      .from(placed)
      .prepare(key);
  });
}

/** How many unpaid bank-transfer orders the member holds (pending, unpaid, manual): COMMERCE §6's limit. */
function unpaidOrdersOf(userId: Placeholder): SQL<number> {
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
): Promise<{ member: CheckoutMember | null; lines: CartLine[] }> {
  const rows = await transactionStatement(tx, 'checkout_lock', (t) => {
    const member = memberLocker(t, value('userId'));
    const lines = cartLinesLocker(t, sql<string>`(select ${member.id} from ${member})`);
    return t
      .with(member, lines)
      .select({
        membershipTier: member.membershipTier,
        email: member.email,
        firstName: member.firstName,
        emailVerifiedAt: member.emailVerifiedAt,
        cartItemId: lines.cartItemId,
        productId: lines.productId,
        productName: lines.productName,
        price: lines.price,
        memberPrice: lines.memberPrice,
        quantity: lines.quantity,
      })
      .from(member)
      .leftJoin(lines, sql`true`)
      .orderBy(lines.createdAt, lines.cartItemId)
      .prepare('checkout_lock');
  }).execute({ userId });
  if (rows.length === 0) return { member: null, lines: [] };
  const found: CartLine[] = [];
  for (const { cartItemId, productId, productName, price, memberPrice, quantity } of rows) {
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
  const { membershipTier, email, firstName, emailVerifiedAt } = rows[0];
  return { member: { id: userId, membershipTier, email, firstName, emailVerifiedAt }, lines: found };
}
