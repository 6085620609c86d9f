// Stripe's hosted Checkout (COMMERCE §4, decision 0207). The session is made from the stored, server-priced
// order: one line per item at what the shopper pays for one, a one-off coupon for a code's discount (Stripe
// line items cannot be negative) and a delivery line when delivery costs anything, so Stripe charges exactly the
// order's total. No card data ever reaches our server.
import Stripe from 'stripe';
import { formatPence, toPence, type Pence } from '@shared/money';
import type { Order } from '@shared/schemas/orders';
import type { PaymentsConfig } from '../../../config';
import type { PaymentProvider, PayableOrder, PaymentReturn } from './provider';

type StripeSettings = Extract<PaymentsConfig, { provider: 'stripe' }>;

/** Stripe charges no less than £0.30 in GBP; a card order between £0.01 and £0.29 is refused before it is placed. */
export const CARD_MINIMUM_PENCE: Pence = 30;
export const BELOW_CARD_MINIMUM = `Card payments start at ${formatPence(CARD_MINIMUM_PENCE)}: please add something to your order to pay by card.`;

/** How long a shopper has to pay before the session expires and the order gives its stock back. */
export const CHECKOUT_MINUTES = 60;

/** The official client, pointed at STRIPE_API_BASE when set (tests run it against a local fake). */
export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** The Checkout Session's parameters for this order; the amounts add up to the order's total to the penny. */
export function checkoutSessionParams(
  order: Order,
  back: PaymentReturn,
  couponId: string | null,
  now: Date,
): Stripe.Checkout.SessionCreateParams {
  const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = order.items.map((item) => ({
    quantity: item.quantity,
    price_data: { currency: 'gbp', unit_amount: toPence(item.price), product_data: { name: item.productName } },
  }));
  const shipping = toPence(order.shipping);
  if (shipping > 0) {
    lineItems.push({
      quantity: 1,
      price_data: { currency: 'gbp', unit_amount: shipping, product_data: { name: 'Delivery' } },
    });
  }
  const charged =
    lineItems.reduce((sum, l) => sum + l.price_data!.unit_amount! * l.quantity!, 0) - toPence(order.codeDiscount);
  if (charged !== toPence(order.total)) {
    throw new Error(`Checkout lines add up to ${charged}p, not the order's ${toPence(order.total)}p`);
  }
  return {
    mode: 'payment',
    currency: 'gbp',
    line_items: lineItems,
    ...(couponId ? { discounts: [{ coupon: couponId }] } : {}),
    client_reference_id: order.id,
    metadata: { order_id: order.id },
    payment_intent_data: { metadata: { order_id: order.id } },
    customer_email: back.email,
    success_url: back.successUrl,
    cancel_url: back.cancelUrl,
    expires_at: Math.floor(now.getTime() / 1000) + CHECKOUT_MINUTES * 60,
  };
}

export function stripePayments(
  settings: StripeSettings,
  manual: PaymentProvider,
  stripe: Stripe = stripeClient(settings),
): PaymentProvider & { client: Stripe } {
  /** The payment a paid order was made with, as stored or read from its Checkout Session. */
  const paymentIntentOf = async (order: PayableOrder): Promise<string> => {
    let paymentIntent = order.stripePaymentIntentId ?? null;
    if (!paymentIntent && order.stripeSessionId) {
      const session = await stripe.checkout.sessions.retrieve(order.stripeSessionId);
      paymentIntent =
        typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    }
    if (!paymentIntent) throw new Error('No Stripe payment is recorded for this order');
    return paymentIntent;
  };
  return {
    name: 'stripe',
    client: stripe,
    instructions(order: PayableOrder) {
      // An order from before the switch to Stripe is still paid by bank transfer; a card order pays at paymentUrl.
      return order.paymentProvider === 'stripe' ? null : manual.instructions(order);
    },
    async start(order, back) {
      const codeDiscount = toPence(order.codeDiscount);
      // Idempotency keys: a retried call (the client retries on network errors) never makes a second object.
      const coupon =
        codeDiscount > 0
          ? await stripe.coupons.create(
              {
                amount_off: codeDiscount,
                currency: 'gbp',
                duration: 'once',
                max_redemptions: 1,
                name: order.discountCode ? `Code ${order.discountCode}`.slice(0, 40) : 'Discount',
              },
              { idempotencyKey: `coupon-${order.id}` },
            )
          : null;
      const session = await stripe.checkout.sessions.create(
        checkoutSessionParams(order, back, coupon?.id ?? null, new Date()),
        { idempotencyKey: `checkout-${order.id}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a page');
      return { paymentUrl: session.url, sessionId: session.id };
    },
    refundsItself(order) {
      return order.paymentProvider === 'stripe' || manual.refundsItself(order);
    },
    async refund(order) {
      const paymentIntent = await paymentIntentOf(order);
      // Part of it refunded already (decision 0250): only the rest goes back.
      const rest = toPence(order.total) - toPence(order.refundedAmount ?? '0.00');
      await stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          metadata: { order_id: order.id },
          ...(toPence(order.refundedAmount ?? '0.00') > 0 ? { amount: rest } : {}),
        },
        { idempotencyKey: `refund-${order.id}` },
      );
    },
    async refundPart(order, amount, key) {
      const paymentIntent = await paymentIntentOf(order);
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount, metadata: { order_id: order.id, refund_id: key } },
        { idempotencyKey: `refund-part-${key}` },
      );
      return { id: refund.id };
    },
    async cardFingerprint(order) {
      if (order.paymentProvider !== 'stripe' || !order.stripePaymentIntentId) return null;
      const intent = await stripe.paymentIntents.retrieve(order.stripePaymentIntentId, { expand: ['latest_charge'] });
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      return charge?.payment_method_details?.card?.fingerprint ?? null;
    },
    async closeCheckout(order) {
      if (order.paymentProvider !== 'stripe' || !order.stripeSessionId) return;
      await stripe.checkout.sessions.expire(order.stripeSessionId);
    },
    refusal(figures) {
      const range = manual.refusal(figures); // the shop's money range
      if (range) return range;
      return figures.total > 0 && figures.total < CARD_MINIMUM_PENCE ? BELOW_CARD_MINIMUM : null;
    },
  };
}
