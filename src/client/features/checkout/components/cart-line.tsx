import type { CartItem } from '@shared/schemas/cart';
import { formatPence, tierEarnsMemberPrice, toPence } from '@shared/money';
import { Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { PriceTag } from '@client/components/shop/price-tag';
import { CART_LINE_SIZES } from '@shared/pictures';
import { ProductImage } from '@client/components/shop/product-image';
import { LineStepper } from '@client/components/shop/quantity-stepper';
import { StockNote } from '@client/components/shop/stock-note';
import { Button } from '@client/components/ui/button';
import { useSetCartQuantity } from '@client/hooks/use-cart';
import { ApiError, serverMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { notify } from '@client/lib/toast';

/**
 * One cart line: picture, name, remove, price, stock, the quantity stepper (0 removes) and the line's total — the
 * price shown is the one the total uses.
 */
export function CartLine({
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
  // A full-price code (decision 0210) puts the items at list price: the line then says so, rather than showing a
  // member price its total does not use.
  const atListPrice =
    unitPence !== undefined &&
    product.memberPrice !== null &&
    user !== null &&
    tierEarnsMemberPrice(user.membershipTier) &&
    unitPence === toPence(product.price) &&
    unitPence !== toPence(product.memberPrice);

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
      <ProductImage
        src={product.imageUrl}
        alt=""
        sizes={CART_LINE_SIZES}
        eager={eager}
        className="h-20 w-20 shrink-0 rounded-xl"
      />
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
        {atListPrice ? (
          <div>
            <PriceTag product={{ price: product.price, memberPrice: null }} user={user} />
            <p className="text-xs text-muted">Full price with your code: it does not combine with member prices.</p>
          </div>
        ) : (
          <PriceTag product={product} user={user} />
        )}
        <StockNote product={product} />
        <div className="mt-1 flex items-center justify-between">
          <LineStepper
            quantity={item.quantity}
            productName={product.name}
            onChange={change}
            // A product taken off sale can only leave the cart (the bin above); checkout refuses it.
            disabled={locked || !product.available}
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
