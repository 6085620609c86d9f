// How orders get paid (COMMERCE §4). One interface, chosen by PAYMENT_PROVIDER: `manual` (bank transfer, staff
// record the payment) or `stripe` (a hosted Checkout Session, a webhook, refunds through Stripe; decision 0207).
import { formatPence, toPence, type Pence } from '@shared/money';
import { orderReference } from '@shared/orders';
import type { Order, PaymentInstructions } from '@shared/schemas/orders';
import type { BankDetails, PaymentsConfig } from '../../config';
import { stripePayments } from './stripe';

export type PayableOrder = {
  id: string;
  status: string;
  paymentStatus: string;
  paymentProvider: string;
  total: string;
  createdAt: Date;
  stripeSessionId?: string | null;
  stripePaymentIntentId?: string | null;
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
   * Closes the hosted payment page of an unpaid order that was cancelled, so the shopper can no longer pay there.
   * Throws when the provider refuses or cannot be reached; nothing to do for `manual`.
   */
  closeCheckout(order: PayableOrder): Promise<void>;
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

/** When an unpaid manual order is cancelled if no payment has arrived: placed + UNPAID_ORDER_HOURS. */
export function payByOf(order: Pick<PayableOrder, 'createdAt'>, expiresAfterMs: number): string {
  return new Date(order.createdAt.getTime() + expiresAfterMs).toISOString();
}

/** Bank transfer to the shop's account, quoting the order number; staff record the payment from the console. */
export function manualPayments(options: {
  bank: BankDetails;
  unpaidOrders: { expiresAfterMs: number };
}): PaymentProvider {
  return {
    name: 'manual',
    instructions(order) {
      if (order.paymentStatus !== 'unpaid' || order.status === 'cancelled') return null;
      if (order.paymentProvider !== 'manual' || toPence(order.total) === 0) return null;
      return {
        ...options.bank,
        reference: orderReference(order.id),
        amount: order.total,
        payBy: payByOf(order, options.unpaidOrders.expiresAfterMs),
      };
    },
    async start() {
      return null;
    },
    refundsItself(order) {
      // A free order has nothing to pay back (refundCancelledOrder leaves it as it is); otherwise staff do.
      return toPence(order.total) === 0;
    },
    async refund() {
      throw new Error('The manual provider cannot refund: staff pay the shopper back and record it');
    },
    async closeCheckout() {},
    refusal: rangeRefusal,
  };
}

export function createPaymentProvider(config: {
  bank: BankDetails;
  unpaidOrders: { expiresAfterMs: number };
  payments: PaymentsConfig;
}): PaymentProvider {
  const manual = manualPayments(config);
  return config.payments.provider === 'stripe' ? stripePayments(config.payments, manual) : manual;
}
