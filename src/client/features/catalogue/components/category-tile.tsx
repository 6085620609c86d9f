import type { Category } from '@shared/schemas/catalogue';
import { Link } from 'wouter';
import { Skeleton } from '@client/components/ui/skeleton';
import { TILE_SIZES } from '@shared/pictures';
import { ProductImage } from '@client/components/shop/product-image';

export function CategoryTile({ category }: { category: Category }) {
  return (
    <Link
      href={`/category/${category.slug}`}
      className="flex h-16 items-center gap-3 rounded-2xl border border-line bg-white p-2 pr-3 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <ProductImage src={category.imageUrl} alt="" sizes={TILE_SIZES} className="h-12 w-12 shrink-0 rounded-xl" />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium text-ink">{category.name}</span>
        <span className="block text-xs text-muted">
          {category.productCount} {category.productCount === 1 ? 'product' : 'products'}
        </span>
      </span>
    </Link>
  );
}

export function CategoryTileSkeleton() {
  return <Skeleton className="h-16 w-full rounded-2xl" />;
}
