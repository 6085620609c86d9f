import type { Product } from '@shared/schemas/catalogue';
import { Link } from 'wouter';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/cn';
import { PriceTag } from '@client/components/shop/price-tag';
import { StockNote } from '@client/components/shop/stock-note';
import { CARD_SIZES } from '@shared/pictures';
import { ProductImage } from '@client/components/shop/product-image';
import { Rating } from './rating';

/** A product in a grid or a row: the whole card is one link to its page. */
export function ProductCard({
  product,
  eager = false,
  className,
}: {
  product: Product;
  eager?: boolean;
  className?: string;
}) {
  const { user } = useAuth();
  return (
    <Link
      href={`/product/${product.id}`}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow hover:shadow-md',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        className,
      )}
    >
      <div className="relative">
        <ProductImage src={product.imageUrl} alt="" sizes={CARD_SIZES} eager={eager} />
        {(product.isNew || product.isExclusive) && (
          <span className="absolute left-2 top-2 rounded-full bg-white/90 px-2 py-0.5 text-[0.7rem] font-semibold uppercase tracking-wide text-brand">
            {product.isExclusive ? 'Exclusive' : 'New'}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm font-medium leading-5 text-ink">{product.name}</h3>
        <Rating rating={product.rating} reviewCount={product.reviewCount} reserveSpace />
        <StockNote product={product} />
        <PriceTag product={product} user={user} className="mt-auto pt-1" />
      </div>
    </Link>
  );
}

/** The card's exact footprint while products load. */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('flex flex-col overflow-hidden rounded-2xl border border-line bg-white', className)}
    >
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex flex-col gap-1 p-3">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-1 h-4 w-12" />
        <Skeleton className="mt-1 h-6 w-16" />
      </div>
    </div>
  );
}
