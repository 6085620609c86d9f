// Placing an order (SPEC §4 Order; COMMERCE §1–6): the one orchestrator. It asks each owner for its part, and
// does the orders module's own (the order, its items and timeline) itself: the member and their cart's lines read by
// the cart (with the tier rewards keeps), the figures by the quote, the stock and the code's use by the catalogue
// (an issued code's use by rewards, through it), the confirmation by the outbox, then ONE statement that writes the
// order and takes the lines, the units, the use and the mail — or, refused, does none of it (decision 0908). The order
// is stored 'pending' and 'unpaid' only with its units. Points reach the balance when the order is delivered
// (decision 0201, amended by 0205).
import { and, eq, getTableColumns, sql, type SQL, type Placeholder } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { preparedQuery, type Database } from '../../db/client';
import { mailQueuer, type MailTemplate } from '../../mail/outbox';
import { orderHistory, orderItems, orders, type ShippingAddress } from './schema';
import { causeMatching, conflict, notFound } from '../../plugins/errors';
import { toDecimal } from '@shared/money';
import type { Order } from '@shared/schemas/orders';
import { cartLinesForOrder, checkoutLines, orderedLinesRemover } from '../cart';
import {
  codeRefusals,
  codeUseTaker,
  findUsableCode,
  inStockOrder,
  refuseShortStock,
  stockTakers,
  type UsableCode,
} from '../catalogue';
import { checkoutMember } from '../rewards';
import { users } from '../auth';
import type { UnpaidHolds } from '../../config';
import type { PaymentProvider } from './payments';
import { CART_CHANGED, figuresMismatch, quoteCart, type CartLine, type ClientFigures } from './quote';
import { DEFAULT_DELIVERY, type DeliveryMethod, type DeliveryPrices } from '@shared/delivery';
import { toOrder, type OrderRow } from './queries';

export const CART_EMPTY = 'Your cart is empty';
export const NO_PAYMENT_NEEDED = 'No payment needed';
/** COMMERCE §6: the member holds `held` unpaid orders already (the limit); card orders wait for Stripe's word. */
export const unpaidLimitReached = (held: number, provider: PaymentProvider['name'] = 'manual') =>
  `You already have ${held} unpaid ${held === 1 ? 'order' : 'orders'} waiting for ${provider === 'manual' ? 'a bank transfer' : 'payment'}. ` +
  'Please pay for one, or cancel one you no longer want from your account, before placing another.';
/** Decision 0805: this order would take the member's unpaid units of one product past the limit. */
export const unpaidUnitsReached = (productName: string, max: number, held: number) =>
  `You can hold up to ${max} of ${productName} in unpaid orders at once` +
  (held > 0
    ? `, and ${held} ${held === 1 ? 'is' : 'are'} already waiting for payment or were cancelled recently`
    : '') +
  '. Please lower the quantity, or pay for your earlier order first.';
/** Decision 0805: this order would take the member's unpaid units in all past the limit. */
export const unpaidTotalReached = (max: number) =>
  `You can hold up to ${max} items in unpaid orders at once, counting orders cancelled in the last day. ` +
  'Please pay for an earlier order, or place a smaller one.';
/** Decision 0805: another order of the member's was placed while this one was (another tab, a double tap). */
export const PLACED_MEANWHILE =
  'Another of your orders was placed at the same moment. Please check your orders before trying again.';

/** The member as checkout locked them: what the order's answer and its mails need (decision 0905). */
export type CheckoutMember = {
  id: string;
  membershipTier: string;
  email: string;
  firstName: string;
  emailVerifiedAt: Date | null;
  /** How many orders the member had placed when checkout read them (decision 0805). */
  orderSerial: number;
};

/** A mail the placing queues with the order, in its statement (the confirmation). */
export type MailWithOrder = { template: MailTemplate<Record<string, unknown>>; payload: Record<string, unknown> };

/**
 * Places the member's order in two round trips and no transaction (decision 0908): the member and their cart's
 * lines are read (not locked), the order is priced and checked here, and one statement writes it and removes those
 * lines at those quantities, takes the units and the code's use and queues the mail. When a line is gone or changed
 * (a second checkout of the same cart, another tab), a product is short, the code used up or the unpaid limit
 * reached, that statement refuses itself (`checkout_refused`, migration 0010) and nothing of it stays: a 409.
 * Answers the order, the member as read, and — for a member who has not proved their address — how many orders
 * they held before this one (0, 1 or 2: "more than one"), for the address proof that goes with a first order.
 */
export async function placeOrder(
  db: Database,
  payments: PaymentProvider,
  input: ClientFigures & {
    userId: string;
    shippingAddress: ShippingAddress;
    discountCode?: string;
    /** The quote's delivery (decision 0253); standard when the shopper sent none. */
    delivery?: DeliveryMethod;
    /** What each delivery costs (the shop's configuration). */
    deliveryPrices: DeliveryPrices;
    now: Date;
    /** What a member may hold unpaid (COMMERCE §6, decision 0805); unset → no limit. */
    holds?: UnpaidHolds;
    /**
     * The mail the placing owes the customer (the confirmation), queued in the order's own statement: it exists
     * exactly when the order does. Null: none (a card order's is sent once it is paid).
     */
    mailWith?: (order: { id: string; paymentStatus: 'paid' | 'unpaid' }) => MailWithOrder | null;
  },
): Promise<{ order: Order; member: CheckoutMember; ordersBefore: number | null }> {
  const { member, lines } = await readMemberAndCart(db, input.userId);
  if (!member) throw notFound('Member not found');
  const code = input.discountCode
    ? await findUsableCode(db, input.discountCode, member, input.now, input.shippingAddress)
    : null;
  // An empty cart is refused after the code's checks (a wrong code says so first).
  if (lines.length === 0) throw conflict(CART_EMPTY);

  const quote = quoteCart(lines, member.membershipTier, code, {
    method: input.delivery ?? DEFAULT_DELIVERY,
    prices: input.deliveryPrices,
  });
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
  // removed cart lines are bound from the same values (the items are read back by name, whatever their order).
  const ordered = inStockOrder(quote.lines);
  const items = ordered.map((line) => ({
    orderId,
    productId: line.productId,
    productName: line.productName,
    quantity: line.quantity,
    price: toDecimal(line.unitPence),
    listPrice: toDecimal(line.listPence),
  }));
  // The member's unpaid orders and units, counted in the same statement (decision 0901: no extra round trip), with
  // either provider: a card order holds its units until Stripe says it is paid (decision 0805). A free order is paid.
  const holds = totals.total > 0 ? input.holds : undefined;
  const limited = holds !== undefined;
  const paymentStatus = free ? 'paid' : 'unpaid';
  const mail = input.mailWith?.({ id: orderId, paymentStatus }) ?? null;
  const shape: PlacingShape = {
    lines: items.length,
    history: history.length,
    code: code?.kind ?? null,
    limited,
    ordersBefore: member.emailVerifiedAt === null,
    mail: mail !== null,
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
    delivery: quote.delivery,
    deliveryDiscount: toDecimal(totals.deliveryDiscount),
    pointsEarned: quote.pointsEarned,
    shippingAddress: input.shippingAddress,
    now: input.now,
    code: code?.code ?? null,
    orderSerial: member.orderSerial,
    maxUnpaid: holds?.maxPerMember ?? null,
    maxUnitsPerProduct: holds?.maxUnitsPerProduct ?? null,
    maxUnits: holds?.maxUnits ?? null,
    cooldownSince: holds ? new Date(input.now.getTime() - holds.cooldownMs) : null,
    units: items.reduce((sum, item) => sum + item.quantity, 0),
    mailTemplate: mail?.template.name ?? null,
    mailPayload: mail?.payload ?? null,
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
  let row: PlacingRow;
  try {
    [row] = (await placingStatement(db, shape).execute(values)) as PlacingRow[];
  } catch (error) {
    const reason = refusalOf(error);
    if (reason === null) throw error;
    // Refused: the statement undid itself (the order, its lines and timeline, the cart lines, any units taken).
    const [kind, detail] = reason.split(':');
    // A line gone or changed: by a checkout of the same cart (it is empty now) or from another tab.
    if (kind === 'cart') throw conflict((await cartLinesForOrder(db, member.id)).length ? CART_CHANGED : CART_EMPTY);
    if (kind === 'unpaid') throw conflict(unpaidLimitReached(Number(detail), payments.name));
    if (kind === 'units') {
      const [line, held] = detail.split('/').map(Number);
      throw conflict(unpaidUnitsReached(ordered[line].productName, holds!.maxUnitsPerProduct, held));
    }
    if (kind === 'allunits') throw conflict(unpaidTotalReached(holds!.maxUnits));
    if (kind === 'member') throw conflict(PLACED_MEANWHILE);
    if (kind === 'stock') return refuseShortStock(db, ordered[Number(detail)]);
    if (kind === 'code' && code) throw conflict(codeRefusals.usedUp(code.code));
    throw error;
  }
  const byName = [...items].sort((a, b) => a.productName.localeCompare(b.productName));
  return {
    order: toOrder(row.order, byName, history, payments, 'customer'),
    member,
    ordersBefore: shape.ordersBefore ? row.ordersBefore : null,
  };
}

/** The reason a placing statement refused itself with (SQLSTATE SC409, migration 0010), or null for other errors. */
function refusalOf(error: unknown): string | null {
  const refused = causeMatching(error, (e) => e.code === 'SC409' && typeof e.message === 'string');
  return refused ? (refused.message as string) : null;
}

/** What changes the text of the statement that places an order: each shape is built once (decision 0905). */
type PlacingShape = {
  lines: number;
  history: number;
  code: UsableCode['kind'] | null;
  limited: boolean;
  /** Count the member's earlier orders (up to 2): only for a member who has not proved their address. */
  ordersBefore: boolean;
  /** A mail queued with the order (the confirmation). */
  mail: boolean;
};
type PlacingRow = { order: OrderRow; ordersBefore: number; refused: null };

const value = (name: string) => sql.placeholder(name);

/**
 * The statement that places an order, built once per shape with a placeholder for every value: one CTE each
 * writes the order, its items and timeline, removes the ordered cart lines, takes the units and the code's use and
 * queues the mail; its select refuses the whole statement (`checkout_refused`) when any of them came back short.
 */
function placingStatement(db: Database, shape: PlacingShape) {
  const key = `checkout_place_${shape.lines}_${shape.history}_${shape.code ?? 'nocode'}_${shape.limited ? 'limited' : 'open'}_${shape.ordersBefore ? 'count' : 'nocount'}_${shape.mail ? 'mail' : 'nomail'}`;
  return preparedQuery(db, key, (t) => {
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
          delivery: value('delivery'),
          deliveryDiscount: value('deliveryDiscount'),
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
    // Only the lines that were priced, at their quantities: something added from another tab meanwhile stays.
    const linesRemoved = orderedLinesRemover(
      t,
      value('userId'),
      indices(shape.lines).map((i) => ({ cartItemId: value(`cartItemId${i}`), quantity: value(`quantity${i}`) })),
    );
    // The stock and the code's use are the rows every buyer of a product or user of a code queues on: they are
    // taken in this statement, which commits as it ends, so their locks are held for the rest of it and the commit
    // (decisions 0900, 0908). Read in this order — stock in product-id order, then the use, as cancelling does
    // (units back, then the use) — so every order locks them in one order: no deadlock between them.
    const stock = stockTakers(
      t,
      indices(shape.lines).map((i) => ({ productId: value(`productId${i}`), quantity: value(`quantity${i}`) })),
    );
    const use = shape.code ? codeUseTaker(t, shape.code, value('code')) : null;
    const mail = shape.mail ? mailQueuer(t, { template: value('mailTemplate'), payload: value('mailPayload') }) : null;
    // The member's serial moves on only from the value checkout read: an order of theirs placed since then (another
    // tab, a reorder, a staff-made order) refuses this one, so every per-member check below — the unpaid holds, and
    // the code's first-order and once-per-member terms read before this statement — holds without a member lock.
    // Its row is locked last, after the stock and the code's use (decision 0805).
    const serial = memberSerialTaker(t);
    const held = shape.limited ? unpaidHeld(t) : null;
    const count = (cte: object) => sql`(select count(*)::int from ${cte})`;
    // Each refusal undoes the whole statement; the first that applies is the one answered.
    const refusals: SQL[] = [
      sql`when ${count(linesRemoved)} <> ${sql.raw(String(shape.lines))}
        then checkout_refused('cart')`,
    ];
    // The statement's snapshot does not see the order its own CTE inserts, so these count what the member held before
    // it; an order of theirs committed after checkout's read is caught by the serial (decision 0805).
    if (held) {
      const unpaid = unpaidOrdersOf(value('userId'));
      refusals.push(sql`when ${unpaid} >= ${value('maxUnpaid')} then checkout_refused('unpaid:' || ${unpaid})`);
      indices(shape.lines).forEach((i) => {
        const units = sql`coalesce((select h.units from ${held} h where h.product_id = ${value(`productId${i}`)}), 0)`;
        refusals.push(
          sql`when ${units} + ${value(`quantity${i}`)} > ${value('maxUnitsPerProduct')}
            then checkout_refused(${sql.raw(`'units:${i}/'`)} || ${units})`,
        );
      });
      refusals.push(
        sql`when (select coalesce(sum(h.units), 0) from ${held} h) + ${value('units')} > ${value('maxUnits')}
          then checkout_refused('allunits')`,
      );
    }
    stock.forEach((cte, i) =>
      refusals.push(sql`when ${count(cte)} <> 1 then checkout_refused(${sql.raw(`'stock:${i}'`)})`),
    );
    if (use) refusals.push(sql`when ${count(use)} <> 1 then checkout_refused('code')`);
    refusals.push(sql`when ${count(serial)} <> 1 then checkout_refused('member')`);
    const ordersBefore = shape.ordersBefore
      ? sql<number>`(select count(*)::int from (select 1 from ${orders} o
          where o.user_id = ${value('userId')} limit 2) earlier)`
      : sql<number>`0`;
    return t
      .with(
        placed,
        itemsAdded,
        historyAdded,
        linesRemoved,
        ...(held ? [held] : []),
        ...stock,
        ...(use ? [use] : []),
        serial,
        ...(mail ? [mail] : []),
      )
      .select({
        order: orderColumnsOf(placed),
        ordersBefore,
        refused: sql<null>`case ${sql.join(refusals, sql` `)} end`,
      })
      .from(placed)
      .prepare(key);
  });
}

/** How many unpaid orders the member holds (pending, unpaid; either provider): COMMERCE §6's limit (decision 0805). */
function unpaidOrdersOf(userId: Placeholder): SQL<number> {
  return sql<number>`(select count(*)::int from ${orders} o where o.user_id = ${userId} and o.status = 'pending'
    and o.payment_status = 'unpaid')`;
}

/**
 * The units of each product the member holds unpaid (decision 0805): in their pending unpaid orders, and in unpaid
 * orders cancelled since `cooldownSince`, so cancelling and placing again at once cannot renew a hold.
 */
function unpaidHeld(t: Database) {
  return t.$with('unpaid_held').as(
    t
      .select({
        productId: sql<string>`i.product_id`.as('product_id'),
        units: sql<number>`sum(i.quantity)::int`.as('units'),
      })
      .from(sql`${orderItems} i join ${orders} o on o.id = i.order_id`)
      .where(
        sql`o.user_id = ${value('userId')} and o.payment_status = 'unpaid'
          and (o.status = 'pending' or (o.status = 'cancelled' and o.updated_at > ${value('cooldownSince')}))`,
      )
      .groupBy(sql`i.product_id`),
  );
}

/** Moves the member's order serial on from the value checkout read; no row when another order came first (0805). */
function memberSerialTaker(t: Database) {
  return t.$with('member_serial_taken').as(
    t
      .update(users)
      .set({ orderSerial: sql`${users.orderSerial} + 1` })
      .where(and(eq(users.id, value('userId')), eq(users.orderSerial, value('orderSerial'))))
      .returning({ id: users.id }),
  );
}

/** The columns of the order an INSERT … RETURNING CTE gave back, selected under the orders table's names. */
function orderColumnsOf(placed: Record<keyof OrderRow, unknown>) {
  return Object.fromEntries(Object.keys(getTableColumns(orders)).map((k) => [k, placed[k as keyof OrderRow]])) as {
    [K in keyof typeof orders._.columns]: (typeof orders._.columns)[K];
  };
}

/**
 * Checkout's first statement (decision 0901): the member (rewards' checkoutMember) and their cart lines (the cart's
 * checkoutLines) in one round trip, with the member's tier and the lines' current prices, oldest line first. No
 * member: null; an empty cart: the member and no lines. Nothing is locked (decision 0908).
 */
async function readMemberAndCart(
  db: Database,
  userId: string,
): Promise<{ member: CheckoutMember | null; lines: CartLine[] }> {
  const rows = await preparedQuery(db, 'checkout_cart', (t) => {
    const member = checkoutMember(t, value('userId'));
    const lines = checkoutLines(t, sql<string>`(select ${member.id} from ${member})`);
    return t
      .with(member, lines)
      .select({
        membershipTier: member.membershipTier,
        email: member.email,
        firstName: member.firstName,
        emailVerifiedAt: member.emailVerifiedAt,
        orderSerial: member.orderSerial,
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
      .prepare('checkout_cart');
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
  const { membershipTier, email, firstName, emailVerifiedAt, orderSerial } = rows[0];
  return { member: { id: userId, membershipTier, email, firstName, emailVerifiedAt, orderSerial }, lines: found };
}
