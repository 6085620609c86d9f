// Wishlist (SPEC §2): the member's saved products; remove one ('Removed from wishlist') or move it to the cart.
// Empty: 'Your wishlist is empty' with 'Start Shopping'.
import type { WishlistItem } from '@shared/schemas/wishlist';
import { Heart, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonClass } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';
import { notify } from '@client/lib/toast';
import { useAddToCart } from '@client/hooks/use-cart';
import { useToggleWishlist, useWishlist } from '../api';
import { ErrorState } from '@client/components/shop/error-state';
import { PageHeader } from '@client/components/shop/header';
import { PriceTag } from '@client/components/shop/price-tag';
import { WISHLIST_LINE_SIZES } from '@shared/pictures';
import { ProductImage } from '@client/components/shop/product-image';
import { StockNote } from '@client/components/shop/stock-note';

export default function WishlistPage() {
  const wishlist = useWishlist();
  const items = wishlist.data;
  return (
    <>
      <PageHeader title="Wishlist" />
      <main className="px-4 pb-6 pt-4">
        {wishlist.isLoading ? (
          <div role="status" aria-label="Loading wishlist" className="space-y-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-28 w-full rounded-2xl" />
            ))}
          </div>
        ) : wishlist.isError ? (
          <ErrorState what="wishlist" onRetry={() => wishlist.refetch()} />
        ) : !items || items.length === 0 ? (
          <EmptyState
            icon={<Heart className="h-10 w-10" />}
            title="Your wishlist is empty"
            description="Tap the heart on any product to keep it here."
            action={
              <Link href="/" className={buttonClass('primary')}>
                Start Shopping
              </Link>
            }
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted">
              {items.length} saved {items.length === 1 ? 'product' : 'products'}
            </p>
            <ul className="space-y-3">
              {items.map((item, i) => (
                <li key={item.id}>
                  <WishlistRow item={item} eager={i < 4} />
                </li>
              ))}
            </ul>
          </>
        )}
      </main>
    </>
  );
}

function WishlistRow({ item, eager }: { item: WishlistItem; eager: boolean }) {
  const { user } = useAuth();
  const remove = useToggleWishlist();
  const addToCart = useAddToCart();
  const { product } = item;

  // The row leaves the list at once (optimistic), unmounting this component: per-call mutate callbacks would
  // never run, so follow the promise instead.
  const onRemove = () =>
    remove
      .mutateAsync({ productId: product.id, saved: true })
      .then(() => notify({ title: 'Removed from wishlist', description: product.name }))
      .catch(() => notify({ title: 'Error', description: 'Failed to update your wishlist', variant: 'destructive' }));
  const onAdd = () =>
    addToCart.mutate(
      { productId: product.id, quantity: 1 },
      {
        onSuccess: () => notify({ title: 'Added to cart', description: `1 × ${product.name}` }),
        onError: () => notify({ title: 'Error', description: 'Failed to add item to cart', variant: 'destructive' }),
      },
    );

  return (
    <article className="flex gap-3 rounded-2xl border border-line bg-white p-3">
      <Link href={`/product/${product.id}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ProductImage
          src={product.imageUrl}
          alt=""
          sizes={WISHLIST_LINE_SIZES}
          eager={eager}
          className="h-24 w-24 rounded-xl"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-sm font-medium leading-5 text-ink">
          <Link href={`/product/${product.id}`} className="rounded hover:underline">
            {product.name}
          </Link>
        </h2>
        <PriceTag product={product} user={user} />
        {!product.available && <StockNote product={product} />}
        <div className="mt-auto flex items-center justify-between gap-2">
          <Button size="sm" variant="outline" onClick={onAdd} disabled={addToCart.isPending || !product.available}>
            Add to cart
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Remove ${product.name} from wishlist`}
            onClick={onRemove}
            disabled={remove.isPending}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      </div>
    </article>
  );
}
