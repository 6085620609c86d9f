// How orders get paid (COMMERCE §4): the one interface every provider meets. `manual` (bank transfer, staff record
// the payment; manual.ts) or `stripe` (a hosted Checkout Session, a webhook, refunds through Stripe; stripe.ts,
// decision 0207); index.ts picks one by PAYMENT_PROVIDER.
import { formatPence, type Pence } from '@shared/money';
import type { Order, PaymentInstructions } from '@shared/schemas/orders';

export type PayableOrder = {
  id: string;
  status: string;
  paymentStatus: string;
  paymentProvider: string;
  total: string;
  createdAt: Date;
  stripeSessionId?: string | null;
  stripePaymentIntentId?: string | null;
  /** What was refunded already (decision 0250): a full refund pays back only the rest. */
  refundedAmount?: string;
};

/** Where the provider sends the shopper back to, and who pays. */
export type PaymentReturn = { successUrl: string; cancelUrl: string; email: string };

export interface PaymentProvider {
  readonly name: 'manual' | 'stripe';
  /** The bank transfer to make, while a manual order is unpaid; null when there is none to make. */
  instructions(order: PayableOrder): PaymentInstructions | null;
  /**
   * Called once the order is committed. A hosted provider answers the page to send the shopper to and its own
   * id for the payment; `manual` has nothing to start (null).
   */
  start(order: Order, back: PaymentReturn): Promise<{ paymentUrl: string; sessionId: string } | null>;
  /**
   * Whether refund() pays this (paid) order back itself; otherwise staff do and then record the refund. A free
   * order (£0.00) needs no refund from anyone: true, and refundCancelledOrder leaves it paid.
   */
  refundsItself(order: PayableOrder): boolean;
  /** Pays a cancelled order back through the provider. Throws when the provider refuses or cannot be reached. */
  refund(order: PayableOrder): Promise<void>;
  /**
   * Pays back `amount` pence of a paid order through the provider, once per `key` (Stripe's idempotency key), and
   * answers the provider's refund id (decision 0250). Throws when the provider refuses or cannot be reached.
   */
  refundPart(order: PayableOrder, amount: Pence, key: string): Promise<{ id: string }>;
  /**
   * Closes the hosted payment page of an unpaid order that was cancelled, so the shopper can no longer pay there.
   * Throws when the provider refuses or cannot be reached; nothing to do for `manual`.
   */
  closeCheckout(order: PayableOrder): Promise<void>;
  /**
   * The fingerprint of the card that paid this order (the same card gives the same one on any account), or null: not
   * a card, or the provider does not say (decision 0806). Throws when the provider cannot be reached.
   */
  cardFingerprint(order: PayableOrder): Promise<string | null>;
  /** Why an order of these figures (pence) cannot be paid this way (shown at quote and at placing), or null. */
  refusal(figures: { subtotal: Pence; total: Pence }): string | null;
}

/** The most one order may come to: numeric(10, 2), the shop's money range (COMMERCE §6). */
export const MAX_ORDER_PENCE: Pence = 9_999_999_999;
export const ORDER_TOO_LARGE = `This order comes to more than we can take in one go (at most ${formatPence(MAX_ORDER_PENCE)}). Please split it into smaller orders.`;

/** Any provider: an order beyond the shop's money range is refused before it reaches the database. */
export function rangeRefusal(figures: { subtotal: Pence; total: Pence }): string | null {
  return Math.max(figures.subtotal, figures.total) > MAX_ORDER_PENCE ? ORDER_TOO_LARGE : null;
}
