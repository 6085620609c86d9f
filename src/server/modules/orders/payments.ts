// How orders get paid (COMMERCE §4). One interface, chosen by PAYMENT_PROVIDER: `manual` (bank transfer, staff
// record the payment) or `stripe` (a hosted Checkout Session, a webhook, refunds through Stripe; decision 0207).
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
  /** Whether refund() pays this (paid) order back itself; otherwise staff do and then record the refund. */
  refundsItself(order: PayableOrder): boolean;
  /** Pays a cancelled order back through the provider. Throws when the provider refuses or cannot be reached. */
  refund(order: PayableOrder): Promise<void>;
}

/** Bank transfer to the shop's account, quoting the order number; staff record the payment from the console. */
export function manualPayments(options: { bank: BankDetails }): PaymentProvider {
  return {
    name: 'manual',
    instructions(order) {
      if (order.paymentStatus !== 'unpaid' || order.status === 'cancelled') return null;
      if (order.paymentProvider !== 'manual') return null;
      return { ...options.bank, reference: orderReference(order.id), amount: order.total };
    },
    async start() {
      return null;
    },
    refundsItself() {
      return false;
    },
    async refund() {
      throw new Error('The manual provider cannot refund: staff pay the shopper back and record it');
    },
  };
}

export function createPaymentProvider(config: { bank: BankDetails; payments: PaymentsConfig }): PaymentProvider {
  const manual = manualPayments(config);
  return config.payments.provider === 'stripe' ? stripePayments(config.payments, manual) : manual;
}
