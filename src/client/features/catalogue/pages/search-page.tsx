// Search (SPEC §2, §4): a search box and the chips All / Featured / New / Exclusive. The URL holds the state
// (?q=…, or ?featured=true / ?new=true / ?exclusive=true), so back/forward and shared links work. Picking a
// chip clears the text; typing overrides the chip. Typing is debounced before it reaches the URL and the API.
// The server ranks name matches first and, when nothing holds the words, lists close names (issue 27): the page
// says when it shows close matches, and a search with no results offers the categories.
import { Search as SearchIcon, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { cn } from '@client/lib/cn';
import type { ProductFilters } from '@shared/catalogue';
import { useCategories, useProductPages } from '../api';
import { PageHeader } from '@client/components/shop/header';
import { ProductGrid } from '../components/product-grid';
import { readSearchUrl, SEARCH_MAX_LENGTH, searchUrl, type SearchFilter } from '../search-url';

const CHIPS: Array<{ value: SearchFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'featured', label: 'Featured' },
  { value: 'new', label: 'New' },
  { value: 'exclusive', label: 'Exclusive' },
];
const DEBOUNCE_MS = 300;

export default function SearchPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { q, filter } = readSearchUrl(search);
  const [text, setText] = useState(q);
  // The text this page last wrote to the URL: any other URL text came from back/forward or a link.
  const committed = useRef(q);
  // The URL's text for the debounce below, which must not run again when only the URL changed.
  const urlText = useRef(q);
  const inputId = useId();

  // The URL is the source of truth when it changes from outside (back/forward, a link): the box follows it.
  useEffect(() => {
    urlText.current = q;
    if (q !== committed.current) {
      committed.current = q;
      setText(q);
    }
  }, [q]);

  // Only typing starts the debounce. Were it to run on a URL change too, Back would see the box's old text for one
  // render and, if the next render came late, push that stale text over the history entry just restored.
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === committed.current) return;
    const timer = window.setTimeout(() => {
      // Back/forward may have brought the URL to this very text meanwhile: nothing to write then.
      if (wanted === committed.current) return;
      committed.current = wanted;
      // One history entry per search: refining the words replaces it, leaving a chip or a blank box pushes.
      navigate(searchUrl({ q: wanted }), { replace: urlText.current !== '' && wanted !== '' });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, navigate]);

  const pickChip = (value: SearchFilter) => {
    committed.current = '';
    setText('');
    navigate(searchUrl({ filter: value }));
  };

  const filters: ProductFilters = q ? { search: q } : filter === 'all' ? {} : { [filter]: true };
  const products = useProductPages(filters, { keepPrevious: true });
  const count = products.total;
  const settled = count !== undefined && !products.isPlaceholderData;
  const words = q.toLowerCase();
  // Results that hold none of the words as typed are the server's close matches for a slip ("niacinimide").
  const closeMatches =
    settled &&
    q !== '' &&
    count > 0 &&
    !products.products!.some((p) =>
      [p.name, p.shortDescription, p.description].some((t) => t.toLowerCase().includes(words)),
    );

  return (
    <>
      <PageHeader title="Search" />
      <main className="space-y-4 px-4 pb-6 pt-4">
        <div className="space-y-3">
          <label htmlFor={inputId} className="sr-only">
            Search products
          </label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
            />
            <input
              id={inputId}
              type="search"
              value={text}
              maxLength={SEARCH_MAX_LENGTH}
              onChange={(e) => setText(e.target.value)}
              placeholder="Search products"
              autoComplete="off"
              enterKeyHint="search"
              className="h-12 w-full rounded-full border border-line bg-white pl-10 pr-11 text-[0.95rem] text-ink placeholder:text-muted/80 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20 [&::-webkit-search-cancel-button]:hidden"
            />
            {text && (
              <button
                type="button"
                aria-label="Clear search"
                onClick={() => setText('')}
                className="absolute right-1.5 top-1/2 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-sand focus-visible:outline-2 focus-visible:outline-brand"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            )}
          </div>
          <div role="group" aria-label="Filter products" className="flex gap-2 overflow-x-auto pb-1">
            {CHIPS.map((chip) => {
              const active = !q && filter === chip.value && text.trim() === '';
              return (
                <button
                  key={chip.value}
                  type="button"
                  aria-pressed={active}
                  onClick={() => pickChip(chip.value)}
                  className={cn(
                    'h-9 shrink-0 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                    active ? 'border-brand bg-brand text-white' : 'border-line bg-white text-ink hover:bg-sand',
                  )}
                >
                  {chip.label}
                </button>
              );
            })}
          </div>
        </div>

        <section aria-labelledby="search-results" className="space-y-3">
          <h2 id="search-results" className="sr-only">
            Search results
          </h2>
          <p className="min-h-5 text-sm text-muted" role="status">
            {settled
              ? closeMatches
                ? `No exact match for '${q}'. Showing ${count} close ${count === 1 ? 'match' : 'matches'}.`
                : `${count} ${count === 1 ? 'product' : 'products'}`
              : ''}
          </p>
          <div className={cn('transition-opacity', products.isPlaceholderData && 'opacity-60')}>
            {settled && count === 0 && q ? (
              <NoMatch q={q} />
            ) : (
              <ProductGrid
                products={products.products}
                isLoading={products.isLoading}
                isError={products.isError}
                onRetry={products.refetch}
                emptyText="No products found"
                skeletons={6}
                eagerCount={4}
                more={products}
              />
            )}
          </div>
        </section>
      </main>
    </>
  );
}

/** No product for the words, even allowing for a slip: say so, and offer the categories to browse. */
function NoMatch({ q }: { q: string }) {
  const categories = useCategories();
  return (
    <div className="space-y-4 py-8 text-center">
      <div className="space-y-1">
        <p className="text-lg font-semibold text-ink">No products found</p>
        <p className="text-sm text-muted">No products match '{q}'.</p>
        <p className="text-sm text-muted">Check the spelling, try a single word, or browse a category.</p>
      </div>
      {categories.data && categories.data.length > 0 && (
        <ul aria-label="Browse categories" className="flex flex-wrap justify-center gap-2">
          {categories.data.map((category) => (
            <li key={category.id}>
              <Link
                href={`/category/${category.slug}`}
                className="inline-flex h-9 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-ink hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
