// How orders get paid (COMMERCE §4): the provider PAYMENT_PROVIDER names. The rest of the orders module takes the
// provider's types and createPaymentProvider from here; Stripe's own helpers (its client, the checkout window) are
// in stripe.ts.
import type { BankDetails, PaymentsConfig } from '../../../config';
import { manualPayments } from './manual';
import type { PaymentProvider } from './provider';
import { stripePayments } from './stripe';

export { type PayableOrder, type PaymentProvider, type PaymentReturn } from './provider';

export function createPaymentProvider(config: {
  bank: BankDetails;
  unpaidOrders: { expiresAfterMs: number };
  payments: PaymentsConfig;
}): PaymentProvider {
  const manual = manualPayments(config);
  return config.payments.provider === 'stripe' ? stripePayments(config.payments, manual) : manual;
}
