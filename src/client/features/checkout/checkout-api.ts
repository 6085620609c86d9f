// Checkout's server state: the quote (with a discount code), placing the order, how orders are paid and one order
// polled while a card payment is confirmed. Kept apart from the catalogue's and the cart's calls so the storefront's first screens do not carry
// it (only the cart and the confirmation screen import this).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '@shared/schemas/cart';
import type { CreateOrderRequest, Order, Quote, ShippingAddress } from '@shared/schemas/orders';
import type { PatchTestResponse } from '@shared/schemas/patch-test';
import type { User } from '@shared/schemas/user';
import { DEFAULT_DELIVERY, type DeliveryMethod } from '@shared/delivery';
import { apiJson } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { ordersKey } from '@client/lib/orders';
import { cartKey } from '@client/hooks/use-cart';

// ── Orders ────────────────────────────────────────────────────────────────────────────────────────────────
/** The cart's figures as the server computes them (COMMERCE §2): the one source of the totals shown and sent. */
export const quoteKey = (userId: string, discountCode = '', delivery: DeliveryMethod = DEFAULT_DELIVERY) =>
  ['/api/cart', userId, 'quote', discountCode, delivery] as const;

/**
 * POST /api/cart/{userId}/quote, with the discount code when there is one (a refused code is a 409 saying why) and
 * the delivery chosen (decision 0253).
 */
export const fetchQuote = (userId: string, discountCode = '', delivery: DeliveryMethod = DEFAULT_DELIVERY) =>
  apiJson<Quote>('POST', `/api/cart/${encodeURIComponent(userId)}/quote`, {
    ...(discountCode ? { discountCode } : {}),
    delivery,
  });

export function useQuote(enabled: boolean, discountCode = '', delivery: DeliveryMethod = DEFAULT_DELIVERY) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery<Quote>({
    queryKey: quoteKey(userId, discountCode, delivery),
    queryFn: () => fetchQuote(userId, discountCode, delivery),
    enabled: Boolean(user) && enabled,
    // Follows every cart change: cart mutations invalidate ['/api/cart', userId] and so this key too.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/orders: the quote's figures sent back with the address; the server checks them against its own. */
export function orderRequest(user: User, quote: Quote, shippingAddress: ShippingAddress): CreateOrderRequest {
  return {
    userId: user.id,
    status: 'pending',
    subtotal: quote.subtotal,
    memberDiscount: quote.memberDiscount,
    codeDiscount: quote.codeDiscount,
    discountCode: quote.discountCode ?? undefined,
    shipping: quote.shipping,
    total: quote.total,
    delivery: quote.delivery,
    items: quote.items,
    shippingAddress,
  };
}

/**
 * Places the order. Afterwards the cart is empty and the order list is stale; the member record is refetched from
 * /api/auth/me (points arrive on delivery, but the record may have changed meanwhile).
 */
/** How orders are paid here (COMMERCE §4): the cart says "by bank transfer" or "by card". */
export { useSiteInfo } from '@client/lib/site-info';

/**
 * One of the member's orders. `poll` asks again every `poll` ms (the confirmation screen waiting for Stripe's
 * webhook); false stops.
 */
export function useOrder(orderId: string, poll: number | false = false) {
  const { user } = useAuth();
  return useQuery<Order>({
    queryKey: ['/api/orders', user?.id ?? '', orderId],
    enabled: Boolean(user),
    refetchInterval: poll,
    refetchIntervalInBackground: false,
  });
}

/** Whether this order holds a kind of active new to the member: the confirmation screen nudges a patch test (0310). */
export function usePatchTest(orderId: string) {
  const { user } = useAuth();
  return useQuery<PatchTestResponse>({
    queryKey: ['/api/orders', user?.id ?? '', orderId, 'patch-test'],
    enabled: Boolean(user),
    staleTime: Infinity,
  });
}

export function usePlaceOrder() {
  const { user, updateUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quote, shippingAddress }: { quote: Quote; shippingAddress: ShippingAddress }) =>
      apiJson<Order>('POST', '/api/orders', orderRequest(user!, quote, shippingAddress)),
    onSuccess: async (order) => {
      queryClient.setQueryData<CartItem[]>(cartKey(order.userId), []);
      queryClient.setQueryData<Order[]>(ordersKey(order.userId), (list) => (list ? [order, ...list] : list));
      void queryClient.invalidateQueries({ queryKey: ordersKey(order.userId) });
      try {
        const { user: fresh } = await apiJson<{ user: User }>('GET', '/api/auth/me');
        updateUser(fresh);
      } catch {
        // The order is placed; the points shown catch up on the next load.
      }
    },
    // Prices or the cart changed (409): show the cart as the server sees it now.
    onError: () => queryClient.invalidateQueries({ queryKey: cartKey(user?.id ?? '') }),
  });
}
