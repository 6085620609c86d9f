import { Search } from 'lucide-react';
import type { Ref } from 'react';
import { Input, inputClass } from '@client/components/ui/field';
import { cn } from '@client/lib/cn';
import { STOCK_FILTERS, type StockFilter } from '../product-edits';

/** The products' search box (Escape clears it) and stock filter. */
export function ProductSearch({
  query,
  setQuery,
  filter,
  setFilter,
  searchBox,
}: {
  query: string;
  setQuery: (query: string) => void;
  filter: StockFilter;
  setFilter: (filter: StockFilter) => void;
  searchBox: Ref<HTMLInputElement>;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem] sm:items-end">
      <div role="search" aria-label="Products" className="space-y-1.5">
        <label htmlFor="product-search" className="block text-sm font-medium text-ink">
          Search products
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
          />
          <Input
            ref={searchBox}
            id="product-search"
            type="search"
            value={query}
            maxLength={100}
            autoComplete="off"
            placeholder="Name, slug or category"
            aria-describedby="product-search-hint"
            className="pl-9"
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && query) {
                e.preventDefault();
                setQuery('');
              }
            }}
          />
        </div>
        <p id="product-search-hint" className="text-xs text-muted">
          Press / to search, Escape to clear.
        </p>
      </div>
      <div className="space-y-1.5 sm:pb-[1.375rem]">
        <label htmlFor="product-filter" className="block text-sm font-medium text-ink">
          Show
        </label>
        <select
          id="product-filter"
          value={filter}
          onChange={(e) => setFilter(e.target.value as StockFilter)}
          className={cn(inputClass, 'h-11')}
        >
          {(Object.keys(STOCK_FILTERS) as StockFilter[]).map((key) => (
            <option key={key} value={key}>
              {STOCK_FILTERS[key]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
