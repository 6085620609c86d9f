// Cart and checkout (SPEC §2, §4, §9; COMMERCE §1–2): lines with steppers (0 removes the line), remove, what is
// left in stock, a discount code, the totals from the server's quote (the one place figures are computed), a UK
// delivery address, and Checkout with the quote's figures and code. If prices or stock moved meanwhile the server refuses with a message that
// is shown, and the cart and quote reload.
import { ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { ErrorState } from '@client/components/shop/error-state';
import { PageHeader } from '@client/components/shop/header';
import { buttonClass } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { CartLine } from '../components/cart-line';
import { CartTotals } from '../components/cart-totals';
import { CheckoutForm } from '../components/checkout-form';
import { useCheckout } from '../hooks/use-checkout';

export default function CartPage() {
  const checkout = useCheckout();
  const { cart, items, unitPrices, placeOrder } = checkout;

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
            <CartTotals checkout={checkout} />
            <CheckoutForm checkout={checkout} />
          </>
        )}
      </main>
    </>
  );
}
