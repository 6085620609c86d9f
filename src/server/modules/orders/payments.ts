// How orders get paid (COMMERCE §4). One interface, chosen by PAYMENT_PROVIDER: `manual` today (bank transfer,
// staff record the payment), `stripe` next (issue 19: a hosted Checkout Session, a webhook, refunds).
import { orderReference } from '@shared/orders';

export type PayableOrder = { id: string; status: string; paymentStatus: string; total: string };

export interface PaymentProvider {
  readonly name: 'manual' | 'stripe';
  /** What the shopper must do to pay, shown while the order is unpaid; null when nothing is left to do. */
  instructions(order: PayableOrder): string | null;
  /**
   * Called once the order is committed. A hosted provider answers the page to send the shopper to; `manual`
   * has nothing to start.
   */
  start(order: PayableOrder): Promise<{ paymentUrl?: string }>;
  /**
   * A paid order was cancelled. true when the provider refunded it (the order becomes `refunded`); false when
   * staff must pay it back themselves and then record the refund.
   */
  refund(order: PayableOrder): Promise<boolean>;
}

/** Bank transfer or invoice, with the order reference; staff record the payment from the console. */
export function manualPayments(options: { supportEmail: string }): PaymentProvider {
  return {
    name: 'manual',
    instructions(order) {
      if (order.paymentStatus !== 'unpaid' || order.status === 'cancelled') return null;
      return (
        `Please pay £${order.total} by bank transfer, quoting reference ${orderReference(order.id).toUpperCase()}. ` +
        `Our bank details and invoices are a message away: ${options.supportEmail}. ` +
        `We send your order as soon as the payment is recorded.`
      );
    },
    async start() {
      return {};
    },
    async refund() {
      return false;
    },
  };
}

export function createPaymentProvider(config: { supportEmail: string }): PaymentProvider {
  return manualPayments(config);
}
