// A routine step's product from our range (decision 0310), beside its free text: search the catalogue, pick one
// (its name and picture show on the step), or clear it — the step's own text stays as it is.
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { RoutineProduct } from '@shared/schemas/routines';
import { ProductImage } from '@client/components/shop/product-image';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/field';
import { useDebounced, useProductSearch } from '../api';

const THUMB = '40px';

export function ProductPicker({
  product,
  lasting = null,
  onPick,
  onClear,
  context,
}: {
  product: RoutineProduct | null;
  /** How long a pack lasts at this routine's use ('About 6 weeks per 30 ml at this use'), when we can tell. */
  lasting?: string | null;
  onPick(product: RoutineProduct): void;
  onClear(): void;
  /** What the controls are for, for screen readers ('step 2', 'the new step'). */
  context: string;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 250);
  const found = useProductSearch(search);
  const listId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    // Back to the button that opened the search when it closes, so keyboard users keep their place.
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (product) {
    return (
      <div className="mt-2 flex items-center gap-3 rounded-xl bg-cream px-3 py-2">
        <ProductImage
          src={product.imageUrl}
          alt=""
          sizes={THUMB}
          className="h-10 w-10 shrink-0 rounded-lg object-cover"
        />
        <p className="min-w-0 flex-1 text-sm">
          <span className="block text-xs text-muted">From our range</span>
          <span className="block truncate font-medium text-ink">{product.name}</span>
          {lasting && <span className="block text-xs text-muted">{lasting}</span>}
        </p>
        <Button variant="ghost" size="sm" onClick={onClear} aria-label={`Clear the product of ${context}`}>
          <X aria-hidden="true" className="h-4 w-4" />
          Clear
        </Button>
      </div>
    );
  }

  if (!open) {
    return (
      <Button
        ref={opener}
        variant="ghost"
        size="sm"
        className="mt-2 text-brand"
        onClick={() => setOpen(true)}
        aria-label={`Pick a product from our range for ${context}`}
      >
        <Search aria-hidden="true" className="h-4 w-4" />
        Pick from our range
      </Button>
    );
  }

  const results = search.length >= 2 ? (found.data ?? []) : [];
  return (
    <div className="mt-2 space-y-2 rounded-xl border border-line p-3">
      <div className="flex items-center gap-2">
        <Input
          autoFocus
          type="search"
          aria-label={`Search our products for ${context}`}
          aria-controls={listId}
          placeholder="Search our products..."
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
          autoComplete="off"
        />
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
      <ul id={listId} aria-label="Products found" className="max-h-64 space-y-1 overflow-y-auto">
        {results.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              onClick={() => {
                onPick({
                  id: p.id,
                  slug: p.slug,
                  name: p.name,
                  imageUrl: p.imageUrl,
                  imageAlt: p.imageAlt,
                  size: p.size,
                  categorySlug: p.categorySlug,
                });
                setOpen(false);
              }}
              className="flex w-full items-center gap-3 rounded-lg px-2 py-1.5 text-left text-sm text-ink hover:bg-sand focus:bg-sand focus:outline-none focus:ring-2 focus:ring-brand/30"
            >
              <ProductImage src={p.imageUrl} alt="" sizes={THUMB} className="h-10 w-10 shrink-0 rounded-lg" />
              <span className="min-w-0 flex-1">{p.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="text-xs text-muted">
        {search.length < 2
          ? 'Type at least 2 letters of a product name.'
          : found.isFetching && results.length === 0
            ? 'Searching...'
            : results.length === 0
              ? 'No products match. You can keep your own text.'
              : `${results.length} ${results.length === 1 ? 'product' : 'products'} found`}
      </p>
    </div>
  );
}
