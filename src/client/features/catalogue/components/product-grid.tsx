import type { Product } from '@shared/schemas/catalogue';
import { PackageSearch } from 'lucide-react';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/shop/error-state';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** Cards drawn straight away: the first rows, on any phone; the rest are drawn as they near the screen. */
const RENDERED_AT_ONCE = 6;

/** Two columns of product cards with their loading, error and empty states. */
export function ProductGrid({
  products,
  isLoading,
  isError,
  onRetry,
  emptyText,
  skeletons = 4,
  eagerCount = 2,
}: {
  products: Product[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry(): void;
  emptyText: string;
  skeletons?: number;
  eagerCount?: number;
}) {
  if (isLoading) {
    return (
      <div role="status" aria-label="Loading products" className="grid grid-cols-2 gap-3">
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (isError) return <ErrorState what="products" onRetry={onRetry} />;
  if (!products || products.length === 0) {
    return <EmptyState icon={<PackageSearch className="h-10 w-10" />} title={emptyText} />;
  }
  return (
    <ul className="grid grid-cols-2 gap-3">
      {products.map((product, i) => (
        <li key={product.id} className={i < RENDERED_AT_ONCE ? 'flex' : 'deferred-render flex'}>
          <ProductCard product={product} eager={i < eagerCount} className="w-full" />
        </li>
      ))}
    </ul>
  );
}
