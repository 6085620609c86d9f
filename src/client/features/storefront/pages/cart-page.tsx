// Cart and checkout (SPEC §2, §4, §9): lines with steppers (0 removes the line), remove, the totals computed
// with the shared money helper, a UK delivery address, and Checkout. The server re-prices the order; if prices
// moved meanwhile it refuses with a message that is shown, and the cart reloads with the new figures.
import { cartTotals, formatPence, unitPricePence } from '@shared/money';
import type { CartItem } from '@shared/schemas/cart';
import type { ShippingAddress } from '@shared/schemas/orders';
import { ShoppingBag, Trash2 } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { notify } from '../../../lib/toast';
import { useCart, usePlaceOrder, useSetCartQuantity } from '../api';
import { AddressForm } from '../components/address-form';
import { ErrorState } from '../components/error-state';
import { PageHeader } from '../components/header';
import { OrderSummary } from '../components/order-summary';
import { PriceTag } from '../components/price-tag';
import { ProductImage } from '../components/product-image';
import { LineStepper } from '../components/quantity-stepper';

const ORDER_FAILED = 'There was an error processing your order. Please try again.';

export default function CartPage() {
  const { user } = useAuth();
  const cart = useCart();
  const placeOrder = usePlaceOrder();
  const [, navigate] = useLocation();
  const items = cart.data ?? [];
  const tier = user?.membershipTier ?? 'bronze';
  const totals = cartTotals(
    items.map((c) => ({ price: c.product.price, memberPrice: c.product.memberPrice, quantity: c.quantity })),
    tier,
  );

  const onCheckout = (shippingAddress: ShippingAddress) => {
    if (!user || items.length === 0 || placeOrder.isPending) return; // SPEC §5: nothing on an empty cart
    placeOrder.mutate(
      { cart: items, shippingAddress },
      {
        onSuccess: () => {
          notify({
            title: 'Order placed successfully!',
            description: "Thank you for your purchase. You'll receive a confirmation email shortly.",
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
                  <CartLine item={item} tier={tier} eager={i < 3} locked={placeOrder.isPending} />
                </li>
              ))}
            </ul>

            <Card>
              <OrderSummary totals={totals} />
            </Card>

            <Card>
              <AddressForm
                id="checkout"
                defaultValues={{ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' }}
                onSubmit={onCheckout}
              >
                <Button type="submit" size="lg" className="w-full" disabled={placeOrder.isPending}>
                  {placeOrder.isPending ? 'Placing order…' : 'Checkout'}
                </Button>
                <p className="text-center text-xs text-muted">
                  You'll pay {formatPence(totals.total)}. Delivery is free.
                </p>
              </AddressForm>
            </Card>
          </>
        )}
      </main>
    </>
  );
}

function CartLine({ item, tier, eager, locked }: { item: CartItem; tier: string; eager: boolean; locked: boolean }) {
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
      .catch(() => notify({ title: 'Error', description: 'Failed to update your cart', variant: 'destructive' }));

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
        <div className="mt-1 flex items-center justify-between">
          <LineStepper quantity={item.quantity} productName={product.name} onChange={change} disabled={locked} />
          <p className="text-sm font-semibold tabular-nums text-ink">
            <span className="sr-only">Line total </span>
            {formatPence(unitPricePence(product, tier) * item.quantity)}
          </p>
        </div>
      </div>
    </article>
  );
}
