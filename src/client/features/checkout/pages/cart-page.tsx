// Cart and checkout (SPEC §2, §4, §9; COMMERCE §1–2): lines with steppers (0 removes the line), remove, what is
// left in stock, a discount code, the totals from the server's quote (the one place figures are computed), a UK
// delivery address, and Checkout with the quote's figures and code. If prices or stock moved meanwhile the server refuses with a message that
// is shown, and the cart and quote reload.
import { formatPence, toPence, type CartTotals } from '@shared/money';
import type { CartItem } from '@shared/schemas/cart';
import type { Quote, ShippingAddress } from '@shared/schemas/orders';
import { ShoppingBag, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, buttonClass } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError, serverMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { useOrders } from '@client/lib/orders';
import { readStored, writeStored } from '@client/lib/storage';
import { notify } from '@client/lib/toast';
import { useCart, useSetCartQuantity } from '@client/hooks/use-cart';
import { usePlaceOrder, useQuote, useSiteInfo } from '../checkout-api';
import { StockNote } from '@client/components/shop/stock-note';
import { AddressForm } from '../components/address-form';
import { DiscountCodeField } from '../components/discount-code-field';
import { ErrorState } from '@client/components/shop/error-state';
import { PageHeader } from '@client/components/shop/header';
import { OrderSummary } from '../components/order-summary';
import { PriceTag } from '@client/components/shop/price-tag';
import { ProductImage } from '@client/components/shop/product-image';
import { LineStepper } from '@client/components/shop/quantity-stepper';

const ORDER_FAILED = 'There was an error processing your order. Please try again.';

/** Where the applied code is kept across reloads, per member (decision 0220); removed with the code or the order. */
const codeKey = (userId: string) => `skincircle.discountCode.${userId}`;

/**
 * The applied discount code, kept across reloads for this member. A kept code is quoted again on load; if it is
 * no longer usable it is dropped and `dropped` says which and why.
 */
function useAppliedCode(userId: string) {
  const [code, setCode] = useState(() => {
    const kept = readStored<unknown>(codeKey(userId));
    return typeof kept === 'string' ? kept.slice(0, 40) : '';
  });
  const [restored, setRestored] = useState(code !== '');
  const [dropped, setDropped] = useState<{ code: string; reason: string } | null>(null);
  const keep = useCallback(
    (next: string) => {
      setCode(next);
      setRestored(false);
      writeStored(codeKey(userId), next || null);
    },
    [userId],
  );
  const apply = useCallback(
    (next: string) => {
      keep(next);
      setDropped(null);
    },
    [keep],
  );
  const drop = useCallback(
    (reason: string) => {
      setDropped({ code, reason });
      keep('');
    },
    [code, keep],
  );
  const settled = useCallback(() => setRestored(false), []);
  return { code, restored, dropped, apply, drop, settled };
}

export default function CartPage() {
  const { user } = useAuth();
  const cart = useCart();
  const placeOrder = usePlaceOrder();
  const byCard = useSiteInfo().data?.paymentProvider === 'stripe';
  const orders = useOrders();
  const [, navigate] = useLocation();
  const items = cart.data ?? [];
  const applied = useAppliedCode(user?.id ?? '');
  const discountCode = applied.code;
  const quote = useQuote(items.length > 0, discountCode);
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

  return (
    <>
      <PageHeader title="Your Cart" backHref="/" actions={null} />
      <main className="space-y-4 px-4 pb-10 pt-4">
        {cart.isLoading ? (
          <div role="status" aria-label="Loading cart" className="space-y-3">
            <Skeleton className="h-28 w-full rounded-2xl" />
            <Skeleton className="h-28 w-full rounded-2xl" />
            <Skeleton className="h-40 w-full rounded-2xl" />
          </div>
        ) : cart.isError ? (
          <ErrorState what="cart" onRetry={() => cart.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<ShoppingBag className="h-10 w-10" />}
            title="Your cart is empty"
            description="Add something you love and it will wait for you here."
            action={
              <Link href="/" className={buttonClass('primary')}>
                Start Shopping
              </Link>
            }
          />
        ) : (
          <>
            <ul className="space-y-3" aria-label="Items in your cart">
              {items.map((item, i) => (
                <li key={item.id}>
                  <CartLine
                    item={item}
                    unitPence={unitPrices.get(item.productId)}
                    eager={i < 3}
                    locked={placeOrder.isPending}
                  />
                </li>
              ))}
            </ul>

            <Card className="space-y-4">
              <DiscountCodeField
                applied={discountCode}
                problem={codeProblem}
                disabled={placeOrder.isPending}
                onApplied={applied.apply}
                onRemove={() => applied.apply('')}
              />
              {applied.dropped && (
                <p role="status" className="text-sm text-danger">
                  Code <span className="font-mono font-semibold">{applied.dropped.code}</span> was removed:{' '}
                  {applied.dropped.reason}
                </p>
              )}
              {totals ? (
                <OrderSummary totals={totals} code={code} />
              ) : codeProblem ? null : quote.error instanceof ApiError &&
                quote.error.status === 409 &&
                quote.error.serverMessage ? (
                // The cart cannot be paid as it is (below the card minimum, beyond the shop's range): say why.
                <p role="alert" className="text-sm text-danger">
                  {quote.error.serverMessage}
                </p>
              ) : quote.isError ? (
                <p role="alert" className="text-sm text-danger">
                  The totals could not be worked out.{' '}
                  <button type="button" className="underline" onClick={() => void quote.refetch()}>
                    Try again
                  </button>
                </p>
              ) : (
                <Skeleton className="h-28 w-full" />
              )}
            </Card>

            <Card>
              <AddressForm
                id="checkout"
                defaultValues={{ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' }}
                prefill={lastAddress}
                onSubmit={onCheckout}
              >
                <Button
                  type="submit"
                  size="lg"
                  className="w-full"
                  disabled={placeOrder.isPending || !totals || quote.isFetching}
                >
                  {placeOrder.isPending ? 'Placing order…' : 'Checkout'}
                </Button>
                {totals && (
                  <p className="text-center text-xs text-muted">
                    {byCard
                      ? `You'll pay ${formatPence(totals.total)} by card on Stripe's secure checkout page next.`
                      : `You'll pay ${formatPence(totals.total)} by bank transfer; we send the details with your order.`}{' '}
                    Delivery is free.
                  </p>
                )}
              </AddressForm>
            </Card>
          </>
        )}
      </main>
    </>
  );
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

function CartLine({
  item,
  unitPence,
  eager,
  locked,
}: {
  item: CartItem;
  unitPence: number | undefined;
  eager: boolean;
  locked: boolean;
}) {
  const { user } = useAuth();
  const setQuantity = useSetCartQuantity();
  const { product } = item;

  // Removing a line unmounts this component at once (optimistic update), so per-call mutate callbacks would
  // never run: follow the promise instead.
  const change = (quantity: number) =>
    setQuantity
      .mutateAsync({ item, quantity })
      .then(() => {
        if (quantity <= 0) notify({ title: 'Removed from cart', description: product.name });
      })
      .catch((error) =>
        // A 409 names what is left: said kindly, not as an error.
        error instanceof ApiError && error.status === 409
          ? notify({ title: "We don't have that many", description: serverMessage(error, 'Fewer are left now') })
          : notify({
              title: 'Error',
              description: serverMessage(error, 'Failed to update your cart'),
              variant: 'destructive',
            }),
      );

  return (
    <article className="flex gap-3 rounded-2xl border border-line bg-white p-3">
      <ProductImage src={product.imageUrl} alt="" eager={eager} className="h-20 w-20 shrink-0 rounded-xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-sm font-medium leading-5 text-ink">
            <Link href={`/product/${product.id}`} className="rounded hover:underline">
              {product.name}
            </Link>
          </h2>
          <Button
            size="icon"
            variant="ghost"
            className="-mr-1 -mt-1 h-9 w-9 shrink-0"
            aria-label={`Remove ${product.name} from cart`}
            disabled={locked}
            onClick={() => change(0)}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
        <PriceTag product={product} user={user} />
        <StockNote product={product} />
        <div className="mt-1 flex items-center justify-between">
          <LineStepper
            quantity={item.quantity}
            productName={product.name}
            onChange={change}
            disabled={locked}
            max={product.stock}
          />
          {unitPence !== undefined && (
            <p className="text-sm font-semibold tabular-nums text-ink">
              <span className="sr-only">Line total </span>
              {formatPence(unitPence * item.quantity)}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
