// Category (SPEC §2): hero with the category's picture, name, description and product count, then the grid
// with its result count; 'Category not found' with a back button.
import { FolderX } from 'lucide-react';
import { useParams } from 'wouter';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api';
import { useCategory, useProductPages } from '../api';
import { ErrorState } from '@client/components/shop/error-state';
import { Missing } from '../components/missing';
import { PageHeader } from '@client/components/shop/header';
import { ProductGrid } from '../components/product-grid';
import { HERO_SIZES } from '@shared/pictures';
import { ProductImage } from '@client/components/shop/product-image';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export default function CategoryPage() {
  const { slug } = useParams<{ slug: string }>();
  const category = useCategory(slug);
  const products = useProductPages({ category: slug });

  const missing =
    category.error instanceof ApiError && (category.error.status === 404 || category.error.status === 400);
  if (missing) {
    return (
      <>
        <PageHeader title="Category not found" backHref="/" titleHidden />
        <Missing
          icon={<FolderX className="h-10 w-10" />}
          title="Category not found"
          description="We couldn't find that category. It may have been renamed."
        />
      </>
    );
  }

  const c = category.data;
  return (
    <>
      <PageHeader title={c?.name ?? 'Category'} backHref="/" titleHidden />
      <main className="space-y-5 pb-8">
        {category.isError ? (
          <div className="px-4 pt-4">
            <ErrorState what="category" onRetry={() => category.refetch()} />
          </div>
        ) : !c ? (
          <div role="status" aria-label="Loading category" className="space-y-3 px-4 pt-4">
            <Skeleton className="h-40 w-full rounded-2xl" />
            <Skeleton className="h-7 w-1/2" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : (
          <div className="px-4 pt-4">
            <div className="relative h-40 overflow-hidden rounded-2xl">
              <ProductImage src={c.imageUrl} alt="" sizes={HERO_SIZES} eager className="h-40 w-full" />
              <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-ink/85 via-ink/55 to-transparent p-4">
                <h1 className="font-display text-2xl font-semibold text-white">{c.name}</h1>
                <p className="text-sm text-white/90">{plural(c.productCount, 'product', 'products')}</p>
              </div>
            </div>
            <p className="mt-3 whitespace-pre-line text-sm leading-6 text-muted">{c.description}</p>
          </div>
        )}

        <section aria-labelledby="category-products" className="space-y-3 px-4">
          <h2 id="category-products" className="sr-only">
            Products
          </h2>
          <p className="h-5 text-sm text-muted" aria-live="polite">
            {products.products && products.total !== undefined
              ? products.products.length < products.total
                ? `Showing ${products.products.length} of ${plural(products.total, 'result', 'results')}`
                : `Showing ${plural(products.total, 'result', 'results')}`
              : ''}
          </p>
          <ProductGrid
            products={products.products}
            isLoading={products.isLoading}
            isError={products.isError}
            onRetry={products.refetch}
            more={products}
            emptyText="No products available"
            skeletons={4}
            eagerCount={2}
          />
        </section>
      </main>
    </>
  );
}
