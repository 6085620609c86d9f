// Product detail (SPEC §2): picture, prices for this member's tier with the unit price (Price Marking Order,
// decision 0507), rating, ingredients and benefits and the full INCI list behind a disclosure, the reviews (0260), a
// quantity (minimum 1, at most the units left when few) and add to cart, the wishlist heart, a back button to /,
// and 'Product not found'. Out of stock: a member can ask to be emailed when it is back (issue 27). Signed out,
// 'Please log in' offers a sign-in that comes back here.
import { QUANTITY_MAX } from '@shared/cart';
import type { Product } from '@shared/schemas/catalogue';
import { formatPence, tierEarnsMemberPrice, unitPricePence } from '@shared/money';
import { Check, PackageX } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError, serverMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { notify } from '@client/lib/toast';
import { useAddToCart, useCart } from '@client/hooks/use-cart';
import { useSiteInfo } from '@client/lib/site-info';
import { pricingTier, useProduct } from '../api';
import { StockNote } from '@client/components/shop/stock-note';
import { ErrorState } from '@client/components/shop/error-state';
import { Missing } from '../components/missing';
import { CartButton, PageHeader } from '@client/components/shop/header';
import { PriceTag } from '@client/components/shop/price-tag';
import { PAGE_SIZES } from '@shared/pictures';
import { ProductImage } from '@client/components/shop/product-image';
import { QuantityInput } from '@client/components/shop/quantity-stepper';
import { Rating } from '../components/rating';
import { WishlistButton } from '@client/features/wishlist';

// Only out-of-stock products need it: kept out of the product page's first load.
const BackInStock = lazy(() => import('../components/back-in-stock'));
// Below the fold: its own chunk (decision 0260), rendered on the server with the page (0617).
const ProductReviews = lazy(() => import('../components/product-reviews'));

export default function ProductPage() {
  const { id } = useParams<{ id: string }>();
  const { user } = useAuth();
  const site = useSiteInfo();
  const product = useProduct(id);
  const addToCart = useAddToCart();
  const cart = useCart();
  const [location, navigate] = useLocation();
  const [quantity, setQuantity] = useState(1);
  const signInHref = `/auth?next=${encodeURIComponent(location)}`;
  // A visitor's Add to cart goes through sign-in and comes back as ?add=<quantity>: added once, then the URL is
  // cleaned so Back or a reload cannot add it again.
  const addAfterSignIn = Number(new URLSearchParams(useSearch()).get('add'));
  const addedAfterSignIn = useRef(false);
  useEffect(() => {
    if (!user || !product.data || addedAfterSignIn.current) return;
    if (!Number.isInteger(addAfterSignIn) || addAfterSignIn < 1 || addAfterSignIn > QUANTITY_MAX) return;
    addedAfterSignIn.current = true;
    navigate(location, { replace: true });
    add(product.data, addAfterSignIn);
  });

  const missing = product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 400);
  if (missing) {
    return (
      <>
        <PageHeader title="Product not found" backHref="/" titleHidden />
        <Missing
          icon={<PackageX className="h-10 w-10" />}
          title="Product not found"
          description="This product may have been discontinued or the link is wrong."
        />
      </>
    );
  }

  const p = product.data;
  // The units left when few (the product says `stock` only then), less what the cart already holds.
  const inCart = cart.data?.find((item) => item.productId === p?.id)?.quantity ?? 0;
  const max = Math.max(1, Math.min(QUANTITY_MAX, (p?.stock ?? QUANTITY_MAX) - inCart));
  const qty = Math.min(quantity, max);
  const capNote = p?.stock && `Only ${p.stock} left${inCart ? `, ${inCart} in your cart` : ''}`;
  const onAdd = () => {
    if (!p) return;
    if (!user) {
      notify({
        title: 'Please log in',
        description: 'You need to be logged in to add items to cart',
        variant: 'destructive',
        action: {
          label: 'Sign in',
          onClick: () => navigate(`/auth?next=${encodeURIComponent(`${location}?add=${qty}`)}`),
        },
      });
      return;
    }
    add(p, qty);
  };
  function add(item: Product, count: number) {
    addToCart.mutate(
      { productId: item.id, quantity: count },
      {
        onSuccess: () => notify({ title: 'Added to cart', description: `${count} × ${item.name}` }),
        // A 409 names what is left ("Only 2 left of …"): said kindly, not as an error, and the stock is read again.
        onError: (error) => {
          const short = error instanceof ApiError && error.status === 409;
          if (short) void product.refetch();
          notify({
            title: short ? "We don't have that many" : 'Error',
            description: serverMessage(error, 'Failed to add item to cart'),
            variant: short ? 'default' : 'destructive',
          });
        },
      },
    );
  }

  return (
    <>
      <PageHeader
        title={p?.name ?? 'Product'}
        backHref="/"
        titleHidden
        actions={
          <>
            {p && <WishlistButton product={p} />}
            <CartButton />
          </>
        }
      />
      {product.isError ? (
        <main className="p-4">
          <ErrorState what="product" onRetry={() => product.refetch()} />
        </main>
      ) : !p ? (
        <ProductSkeleton />
      ) : (
        <main className="pb-8">
          <ProductImage
            src={p.imageUrl}
            // What the picture shows, as staff wrote it (decision 0508); without it, the product's name.
            alt={p.imageAlt || p.name}
            sizes={PAGE_SIZES}
            eager
            className="mx-auto aspect-square w-full max-w-[26rem]"
          />
          <div className="space-y-5 px-4 pt-4">
            <div className="space-y-2">
              {(p.isNew || p.isExclusive) && (
                <p className="flex gap-2 text-xs font-semibold uppercase tracking-wide text-accent">
                  {p.isNew && <span>New</span>}
                  {p.isExclusive && <span>Member exclusive</span>}
                </p>
              )}
              <h1 className="font-display text-2xl font-semibold leading-tight text-ink">{p.name}</h1>
              <Rating rating={p.rating} reviewCount={p.reviewCount} />
              <PriceTag product={p} user={user} size="lg" />
              <UnitPrice
                product={p}
                memberPays={user !== null && tierEarnsMemberPrice(user.membershipTier)}
                vatIncluded={Boolean(site.data?.trader.vatNumber)}
              />
              <StockNote product={p} className="text-sm" />
              <p className="text-sm text-muted">{p.shortDescription}</p>
            </div>

            <div className="space-y-3 rounded-2xl border border-line bg-white p-4">
              <div className="flex items-start justify-between gap-3">
                <QuantityInput value={qty} onChange={setQuantity} max={max} capNote={capNote || undefined} />
                <p className="mt-2.5 text-sm text-muted" aria-live="polite">
                  {formatPence(unitPricePence(p, pricingTier(user)) * qty)}
                </p>
              </div>
              <Button size="lg" className="w-full" onClick={onAdd} disabled={addToCart.isPending || !p.inStock}>
                {!p.inStock ? 'Out of stock' : addToCart.isPending ? 'Adding…' : 'Add to cart'}
              </Button>
              {!p.inStock && (
                <Suspense fallback={null}>
                  <BackInStock product={p} signedIn={Boolean(user)} signInHref={signInHref} />
                </Suspense>
              )}
            </div>

            {/* The right to cancel and its exception for opened sealed cosmetics, as the terms state (CCR 2013, 0252). */}
            <p className="text-xs leading-5 text-muted">
              Free standard UK delivery. You can return it within 14 days of delivery; for hygiene, sealed items can
              only be returned unopened.{' '}
              <Link href="/returns" className="text-brand underline underline-offset-2">
                Returns
              </Link>
            </p>

            <section aria-labelledby="about" className="space-y-2">
              <h2 id="about" className="text-base font-semibold text-ink">
                About this product
              </h2>
              {/* Staff write paragraphs (the console's textarea, a CSV cell): their line breaks are kept. */}
              <p className="whitespace-pre-line text-sm leading-6 text-ink/90">{p.description}</p>
            </section>

            {p.benefits.length > 0 && (
              <section aria-labelledby="benefits" className="space-y-2">
                <h2 id="benefits" className="text-base font-semibold text-ink">
                  Benefits
                </h2>
                <ul className="space-y-1.5">
                  {p.benefits.map((benefit) => (
                    <li key={benefit} className="flex items-start gap-2 text-sm text-ink">
                      <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-success" />
                      {benefit}
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {p.ingredients.length > 0 && (
              <section aria-labelledby="ingredients" className="space-y-2">
                <h2 id="ingredients" className="text-base font-semibold text-ink">
                  Key ingredients
                </h2>
                <ul className="flex flex-wrap gap-2">
                  {p.ingredients.map((ingredient) => (
                    <li key={ingredient} className="rounded-full bg-sand px-3 py-1 text-xs text-ink">
                      {ingredient}
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {p.inci && (
              <details className="group rounded-2xl border border-line bg-white px-4 py-3">
                <summary className="cursor-pointer text-sm font-semibold text-ink">Full ingredients (INCI)</summary>
                <p className="mt-2 text-xs leading-5 text-ink/90">{p.inci}</p>
              </details>
            )}

            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <ProductReviews product={p} />
            </Suspense>
          </div>
        </main>
      )}
    </>
  );
}

/**
 * The pack size and the price per 100 ml or 100 g beside the price (Price Marking Order): of the price the
 * shopper pays first, and of the full price too when a member sees the member price.
 */
/** The size and unit price (Price Marking Order), and "Including VAT" when the shop is VAT-registered (0252). */
function UnitPrice({
  product: p,
  memberPays,
  vatIncluded,
}: {
  product: Product;
  memberPays: boolean;
  vatIncluded: boolean;
}) {
  const parts: string[] = [];
  if (vatIncluded) parts.push('Including VAT');
  if (p.size && p.unitPrice) {
    const size = `${p.size.amount} ${p.size.unit}`;
    parts.push(
      memberPays && p.memberUnitPrice
        ? `${size} · ${p.memberUnitPrice} · full price ${p.unitPrice}`
        : `${size} · ${p.unitPrice}`,
    );
  }
  if (parts.length === 0) return null;
  return <p className="text-sm text-muted">{parts.join(' · ')}</p>;
}

function ProductSkeleton() {
  return (
    <main role="status" aria-label="Loading product" className="pb-8">
      <Skeleton className="mx-auto aspect-square w-full max-w-[26rem] rounded-none" />
      <div className="space-y-3 px-4 pt-4">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    </main>
  );
}
