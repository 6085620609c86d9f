// Pricing a cart (SPEC §6 pricing, §9 discount; COMMERCE §2): the quote is the one place the figures are
// computed — the quote screen shows it and placing an order checks the shopper's figures against it.
import type { Executor } from '../../db/client';
import { conflict } from '../../plugins/errors';
import { cartTotals, toDecimal, toPence, unitPricePence, type CartTotals, type Pence } from '@shared/money';
import { priceCode, type CodePricing, type CodeTerms, type DiscountRule } from '@shared/code-rules';
import type { Quote as QuoteAnswer } from '@shared/schemas/orders';
import {
  DEFAULT_DELIVERY,
  DELIVERY_METHODS,
  deliveryCharge,
  type DeliveryMethod,
  type DeliveryPrices,
} from '@shared/delivery';
import { cartLinesForOrder, type OrderableLine } from '../cart';
import { findUsableCode, termRefusalMessage } from '../catalogue';

export const CART_CHANGED = 'Your cart has changed since you opened it. Please review it and try again.';
export const PRICES_CHANGED =
  'Prices have changed since you opened your cart. Please review the new total and try again.';

/** Reward points for an order: 1 point per whole pound of the total paid (decision 0201). */
export function pointsFor(totalPence: Pence): number {
  return Math.max(0, Math.floor(totalPence / 100));
}

export type CartLine = Omit<OrderableLine, 'cartItemId'> & { cartItemId: string };

export type Quote = {
  lines: Array<CartLine & { unitPence: Pence; listPence: Pence }>;
  /** `deliveryDiscount`: of codeDiscount, what came off the delivery charge (a shipping code, decision 0253). */
  totals: CartTotals & { codeDiscount: Pence; deliveryDiscount: Pence };
  discountCode: string | null;
  pointsEarned: number;
  delivery: DeliveryMethod;
  /** What each delivery costs here, for the cart's choice. */
  prices: DeliveryPrices;
};

/** How the cart goes and what each way costs: standard (free) when the shopper chose nothing. */
export type DeliveryChoice = { method: DeliveryMethod; prices: DeliveryPrices };

const FREE_DELIVERY: DeliveryChoice = { method: DEFAULT_DELIVERY, prices: { standard: 0, express: 0 } };

/**
 * What the cart costs this tier, line by line and in total (shared/money.ts prices, shared/code-rules.ts a code's
 * worth and its cart terms), with the chosen delivery's charge as `shipping` (decision 0253: standard free, express
 * at the configured price). A discount code's worth comes off the member-priced sum: total = member-priced sum −
 * codeDiscount + shipping. A full-price code (decision 0210) is worked out on the list prices instead: the items
 * go at list price, memberDiscount is 0.00 and codeDiscount comes off the list-price sum. A shipping code comes off
 * the delivery charge (refused with free standard delivery). Always subtotal − memberDiscount − codeDiscount +
 * shipping = total, the subtotal being the goods at list price. A code whose cart terms are not met (min spend,
 * member prices worth more, worth £0.00, standard delivery for a shipping code) → 409 saying why.
 */
export function quoteCart(
  lines: CartLine[],
  tier: string,
  code: (DiscountRule & Partial<CodeTerms> & { code: string }) | null = null,
  delivery: DeliveryChoice = FREE_DELIVERY,
): Quote {
  const base = cartTotals(lines, tier);
  const shipping = deliveryCharge(delivery.method, delivery.prices);
  let pricing: CodePricing = { codeDiscount: 0, onListPrices: false, onDelivery: false };
  if (code) {
    const priced = priceCode(code, { memberPriced: base.total, list: base.subtotal, delivery: shipping });
    if ('reason' in priced) throw conflict(termRefusalMessage(code.code, priced));
    pricing = priced;
  }
  const { codeDiscount, onListPrices, onDelivery } = pricing;
  const priced = onListPrices ? base.subtotal : base.total;
  const memberDiscount = onListPrices ? 0 : base.memberDiscount;
  const total = priced - codeDiscount + shipping;
  return {
    lines: lines.map((line) => {
      const listPence = toPence(line.price);
      return { ...line, unitPence: onListPrices ? listPence : unitPricePence(line, tier), listPence };
    }),
    totals: {
      subtotal: total + memberDiscount + codeDiscount - shipping,
      memberDiscount,
      codeDiscount,
      deliveryDiscount: onDelivery ? codeDiscount : 0,
      shipping,
      total,
    },
    discountCode: code?.code ?? null,
    pointsEarned: pointsFor(total),
    delivery: delivery.method,
    prices: delivery.prices,
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
    delivery: quote.delivery,
    deliveryOptions: DELIVERY_METHODS.map((method) => ({ delivery: method, price: toDecimal(quote.prices[method]) })),
  };
}

/** POST /api/cart/{userId}/quote: the member's cart priced for their tier, with a code when one is given. */
export async function quoteForMember(
  db: Executor,
  member: { id: string; membershipTier: string },
  discountCode: string | undefined,
  now: Date,
  delivery: DeliveryChoice,
): Promise<QuoteAnswer> {
  const code = discountCode ? await findUsableCode(db, discountCode, member, now) : null;
  const lines = await cartLinesForOrder(db, member.id);
  return quoteAnswer(quoteCart(lines, member.membershipTier, code, delivery));
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
