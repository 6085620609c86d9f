// How orders are shown, on every screen that lists them (storefront profile, members' account). Zod-free.

export type OrderStatusTone = 'green' | 'blue' | 'yellow' | 'grey';

/** SPEC §4: delivered green, shipped blue, processing yellow, pending and anything else grey (any case). */
export function orderStatusTone(status: string): OrderStatusTone {
  switch (status.toLowerCase()) {
    case 'delivered':
      return 'green';
    case 'shipped':
      return 'blue';
    case 'processing':
      return 'yellow';
    default:
      return 'grey';
  }
}

/**
 * An order's reference (SPEC §3, profile page): the first 8 characters of the id. The one the shopper quotes
 * when paying, the one in mails and in the staff console.
 */
export const orderReference = (id: string) => id.slice(0, 8);

/** The order number on the account screen's order history (SPEC §3): the last 8 characters of the id. */
export const accountOrderNumber = (id: string) => id.slice(-8);

// ── Fulfilment (COMMERCE §5) ──────────────────────────────────────────────────────────────────────────────
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Where an order may go from each status; anything else is refused (409). */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Where a refunded order may no longer go (COMMERCE §6). */
const REFUND_ENDS: readonly OrderStatus[] = ['processing', 'shipped', 'delivered'];

/**
 * Why `to` is not allowed from this order's state, or null when it is. Processing needs the payment recorded; a
 * refunded order goes no further than cancelled.
 * The console offers only the moves this allows; the server asks it again in the move's transaction.
 */
export function moveRefusal(
  order: { status: string; paymentStatus: string; paymentProvider?: string },
  to: string,
): string | null {
  const from = order.status as OrderStatus;
  const allowed = NEXT_STATUSES[from] ?? [];
  if (!allowed.includes(to as OrderStatus)) {
    return allowed.length === 0
      ? `A ${from} order cannot change any more`
      : `A ${from} order can only become ${allowed.join(' or ')}, not ${to}`;
  }
  if (order.paymentStatus === 'refunded' && REFUND_ENDS.includes(to as OrderStatus)) {
    // COMMERCE §6: a refund ends the journey — the money went back, so the parcel does not go out.
    return `This order has been refunded, so it cannot become ${to}`;
  }
  if (to === 'processing' && order.paymentStatus !== 'paid') {
    // Card orders are marked paid by Stripe's webhook; staff record only bank transfers (decision 0207).
    return order.paymentProvider === 'stripe'
      ? 'The order can be processed once the card payment arrives'
      : 'Record the payment before processing the order';
  }
  return null;
}

/** The member may cancel an order themselves while it is pending and unpaid (COMMERCE §6). */
export function memberMayCancel(order: { status: string; paymentStatus: string }): boolean {
  return order.status === 'pending' && order.paymentStatus === 'unpaid';
}

export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
export const PAYMENT_LABELS: Record<string, string> = { unpaid: 'Unpaid', paid: 'Paid', refunded: 'Refunded' };
export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;
export const paymentLabel = (status: string) => PAYMENT_LABELS[status] ?? status;

/** Paid green, refunded grey, unpaid yellow (it needs doing). */
export function paymentStatusTone(status: string): OrderStatusTone {
  return status === 'paid' ? 'green' : status === 'unpaid' ? 'yellow' : 'grey';
}

/** Products with this many units or fewer say how many are left (COMMERCE §1). */
export const LOW_STOCK = 5;

/** "Only 3 left" / "Out of stock" / null when plenty. */
export function stockLabel(product: { inStock: boolean; stock?: number }): string | null {
  if (!product.inStock) return 'Out of stock';
  if (product.stock !== undefined && product.stock <= LOW_STOCK) return `Only ${product.stock} left`;
  return null;
}
