// The cart screen's state: the cart, the server's quote with the applied code (a kept code re-checked on load),
// the figures to show and sending the order (SPEC §5: nothing on an empty cart or before the server's figures).
import { toPence, type CartTotals } from '@shared/money';
import type { Quote, ShippingAddress } from '@shared/schemas/orders';
import { useEffect, useState } from 'react';
import type { DeliveryMethod } from '@shared/delivery';
import { useLocation } from 'wouter';
import { useCart } from '@client/hooks/use-cart';
import { ApiError } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { useOrders } from '@client/lib/orders';
import { notify } from '@client/lib/toast';
import { usePlaceOrder, useQuote, useSiteInfo } from '../checkout-api';
import { useAppliedCode } from './use-applied-code';

const ORDER_FAILED = 'There was an error processing your order. Please try again.';

export function useCheckout() {
  const { user } = useAuth();
  const cart = useCart();
  const placeOrder = usePlaceOrder();
  const site = useSiteInfo().data;
  const byCard = site?.paymentProvider === 'stripe';
  const trader = site?.trader;
  const orders = useOrders();
  const [, navigate] = useLocation();
  const items = cart.data ?? [];
  const applied = useAppliedCode(user?.id ?? '');
  const discountCode = applied.code;
  // The delivery chosen (decision 0253): kept with the cart on the account by each quote, so a reload or another
  // browser starts from it; every quote and the order carry it.
  const [chosen, setDelivery] = useState<DeliveryMethod | null>(null);
  const delivery = chosen ?? applied.keptDelivery;
  const quote = useQuote(items.length > 0 && applied.ready, discountCode, delivery);
  // The applied code refused on a later quote (used up meanwhile, the cart changed): say why, no checkout.
  const codeProblem =
    discountCode && quote.error instanceof ApiError && quote.error.status === 409
      ? (quote.error.serverMessage ?? 'This code cannot be used.')
      : null;
  // A code kept from an earlier visit is quoted again: refused now, it is dropped with the reason; accepted, kept.
  const { restored, drop, settled } = applied;
  const keptAccepted = restored && quote.data?.discountCode === discountCode && !quote.isPlaceholderData;
  useEffect(() => {
    if (restored && codeProblem) drop(codeProblem);
    else if (keptAccepted) settled();
  }, [restored, codeProblem, keptAccepted, drop, settled]);
  // A repeat customer's delivery address: the latest order's, still editable (issue 27).
  const lastAddress = orders.data?.find((o) => o.shippingAddress)?.shippingAddress ?? null;
  const totals = quote.data && !codeProblem ? quoteTotals(quote.data) : null;
  const code = quote.data?.discountCode
    ? { code: quote.data.discountCode, discount: toPence(quote.data.codeDiscount) }
    : null;
  const unitPrices = new Map(quote.data?.items.map((i) => [i.productId, toPence(i.price)]));

  const onCheckout = (shippingAddress: ShippingAddress) => {
    // SPEC §5: nothing on an empty cart; nothing before the server's figures are there.
    if (!user || items.length === 0 || !quote.data || quote.isFetching || placeOrder.isPending) return;
    placeOrder.mutate(
      { quote: quote.data, shippingAddress },
      {
        onSuccess: (order) => {
          applied.apply('');
          // Stripe: on to its hosted checkout page; it sends the shopper back to the confirmation screen.
          if (order.paymentUrl) {
            window.location.assign(order.paymentUrl);
            return;
          }
          // SPEC §8's toast, and on to the profile as SPEC says; the order's own page (bank details to copy, or
          // the thanks of a paid order) is one tap away.
          notify({
            title: 'Order placed successfully!',
            description: "Thank you for your purchase. You'll receive a confirmation email shortly.",
            action: { label: 'View order', onClick: () => navigate(`/order/${order.id}/confirmation`) },
          });
          navigate('/profile');
        },
        onError: (error) =>
          notify({
            title: 'Order failed',
            // A 409 says what changed (prices, the cart): that is worth more than the generic line.
            description:
              error instanceof ApiError && error.status === 409 && error.serverMessage
                ? error.serverMessage
                : ORDER_FAILED,
            variant: 'destructive',
          }),
      },
    );
  };

  return {
    user,
    cart,
    items,
    delivery,
    setDelivery,
    placeOrder,
    byCard,
    trader,
    applied,
    quote,
    codeProblem,
    lastAddress,
    totals,
    code,
    unitPrices,
    onCheckout,
  };
}

/** The quote's decimal figures as the summary's pence. */
function quoteTotals(quote: Quote): CartTotals {
  return {
    subtotal: toPence(quote.subtotal),
    memberDiscount: toPence(quote.memberDiscount),
    shipping: toPence(quote.shipping),
    total: toPence(quote.total),
  };
}

/** What the cart screen's widgets read from useCheckout. */
export type Checkout = ReturnType<typeof useCheckout>;
