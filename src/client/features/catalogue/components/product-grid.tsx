import type { Product } from '@shared/schemas/catalogue';
import { PackageSearch } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/shop/error-state';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** Cards drawn straight away: the first rows, on any phone; the rest are drawn as they near the screen. */
const RENDERED_AT_ONCE = 6;

/** A grid shown a page at a time (decision 0512): what useProductPages tells about the pages after this one. */
export type MoreProducts = {
  hasMore: boolean;
  isLoadingMore: boolean;
  moreFailed: boolean;
  showMore(): void;
  total: number | undefined;
};

/** Two columns of product cards with their loading, error and empty states, and "Show more" for a paged list. */
export function ProductGrid({
  products,
  isLoading,
  isError,
  onRetry,
  emptyText,
  skeletons = 4,
  eagerCount = 2,
  more,
}: {
  products: Product[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry(): void;
  emptyText: string;
  skeletons?: number;
  eagerCount?: number;
  more?: MoreProducts;
}) {
  const list = useRef<HTMLUListElement>(null);
  // The first card of the page "Show more" asked for: focus moves there once it is drawn, so a keyboard or
  // screen-reader user goes on reading where the new products start (and the button may be gone by then).
  const focusFrom = useRef<number | null>(null);
  const count = products?.length ?? 0;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll('a')[from]?.focus();
  }, [count]);

  if (isLoading) {
    return (
      <div role="status" aria-label="Loading products" className="grid grid-cols-2 gap-3">
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (isError && count === 0) return <ErrorState what="products" onRetry={onRetry} />;
  if (!products || products.length === 0) {
    return <EmptyState icon={<PackageSearch className="h-10 w-10" />} title={emptyText} />;
  }
  const left = more?.total !== undefined ? more.total - count : 0;
  return (
    <div className="space-y-4">
      <ul ref={list} className="grid grid-cols-2 gap-3">
        {products.map((product, i) => (
          <li key={product.id} className={i < RENDERED_AT_ONCE ? 'flex' : 'deferred-render flex'}>
            <ProductCard product={product} eager={i < eagerCount} className="w-full" />
          </li>
        ))}
      </ul>
      {more?.hasMore && left > 0 && (
        <div className="flex flex-col items-center gap-2">
          {more.moreFailed && (
            <p role="alert" className="text-sm text-danger">
              Couldn't load more products. Please try again.
            </p>
          )}
          <Button
            variant="outline"
            className="min-w-48"
            // Not `disabled` while loading: a disabled button drops the keyboard focus on the page's body.
            aria-disabled={more.isLoadingMore}
            onClick={() => {
              if (more.isLoadingMore) return;
              focusFrom.current = count;
              more.showMore();
            }}
          >
            {more.isLoadingMore ? 'Loading…' : `Show more (${left} left)`}
          </Button>
        </div>
      )}
    </div>
  );
}
