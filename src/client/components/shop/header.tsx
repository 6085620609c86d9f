// The storefront's top bars: the home header (brand, search, cart) and the inner pages' bar (back, title, cart).
import { Search, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BackLink } from '../ui/back-button';
import { useAuth } from '@client/lib/auth';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useCartCount } from '@client/hooks/use-cart';

const iconLink =
  'relative inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-sand focus-visible:outline-2 focus-visible:outline-brand';

/** The cart button with its count badge, derived from the member's cart query (updates after adding). */
export function CartButton() {
  const { user } = useAuth();
  const count = useCartCount();
  const label = user ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';
  return (
    <Link href="/cart" aria-label={label} className={iconLink}>
      <ShoppingBag aria-hidden="true" className="h-5 w-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute right-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[0.7rem] font-semibold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

export function SearchButton() {
  return (
    <Link href="/search" aria-label="Search products" className={iconLink}>
      <Search aria-hidden="true" className="h-5 w-5" />
    </Link>
  );
}

/** Home: the brand on the left, search and cart on the right. */
export function HomeHeader() {
  useDocumentTitle('Home');
  return (
    <header className="sticky top-0 z-10 flex h-14 items-center justify-between border-b border-line bg-cream/95 px-4 backdrop-blur">
      <Link href="/" className="font-display text-xl font-semibold tracking-tight text-brand">
        Skin Circle
      </Link>
      <div className="flex items-center gap-1">
        <SearchButton />
        <CartButton />
      </div>
    </header>
  );
}

/** Inner pages: optional back arrow, the page title (also the document's), then actions (the cart by default). */
export function PageHeader({
  title,
  backHref,
  backLabel = 'Back',
  actions = <CartButton />,
  titleHidden = false,
}: {
  title: string;
  backHref?: string;
  backLabel?: string;
  actions?: ReactNode;
  /** The page shows its own big heading: keep this one for screen readers only. */
  titleHidden?: boolean;
}) {
  useDocumentTitle(title);
  return (
    <header className="sticky top-0 z-10 flex h-14 items-center gap-1 border-b border-line bg-cream/95 px-2 backdrop-blur">
      {backHref ? <BackLink href={backHref} label={backLabel} /> : <span className="w-2" />}
      {titleHidden ? (
        <span className="flex-1" />
      ) : (
        <h1 className="flex-1 truncate text-lg font-semibold text-ink">{title}</h1>
      )}
      <div className="flex items-center gap-1">{actions}</div>
    </header>
  );
}
