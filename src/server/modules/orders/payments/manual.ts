// Bank transfer (COMMERCE §4): the shopper pays the shop's account quoting the order number, and staff record the
// payment from the console. Also what a Stripe shop shows for an order placed before the switch to Stripe.
import { toPence } from '@shared/money';
import { orderReference } from '@shared/orders';
import type { BankDetails } from '../../../config';
import { rangeRefusal, type PayableOrder, type PaymentProvider } from './provider';

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
    async refundPart() {
      throw new Error('The manual provider cannot refund: staff pay the shopper back and record it');
    },
    async closeCheckout() {},
    async cardFingerprint() {
      return null; // a bank transfer's reference is the order number: it names no payer
    },
    refusal: rangeRefusal,
  };
}
