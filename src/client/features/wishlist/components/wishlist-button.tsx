import type { Product } from '@shared/schemas/catalogue';
import { Heart } from 'lucide-react';
import { useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/cn';
import { notify } from '@client/lib/toast';
import { useToggleWishlist, useWishlist } from '../api';

/** The heart on a product: adds to or removes from the member's wishlist. */
export function WishlistButton({ product, className }: { product: Pick<Product, 'id' | 'name'>; className?: string }) {
  const { user } = useAuth();
  const { data: wishlist } = useWishlist();
  const toggle = useToggleWishlist();
  const stored = Boolean(wishlist?.some((w) => w.productId === product.id));
  // While the call is in flight, show where it is going.
  const saved = toggle.isPending ? !toggle.variables.saved : stored;

  const onClick = () => {
    if (!user) {
      notify({
        title: 'Please log in',
        description: 'You need to be logged in to save items to your wishlist',
        variant: 'destructive',
      });
      return;
    }
    if (toggle.isPending) return;
    toggle.mutate(
      { productId: product.id, saved: stored },
      {
        onSuccess: () =>
          notify({ title: stored ? 'Removed from wishlist' : 'Added to wishlist', description: product.name }),
        onError: () =>
          notify({ title: 'Error', description: 'Failed to update your wishlist', variant: 'destructive' }),
      },
    );
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      className={cn(
        'inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-sand focus-visible:outline-2 focus-visible:outline-brand',
        saved ? 'text-accent' : 'text-ink',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('h-5 w-5', saved && 'fill-current')} />
    </button>
  );
}
