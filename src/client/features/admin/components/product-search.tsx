import { Search } from 'lucide-react';
import type { Ref } from 'react';
import { Input, inputClass } from '@client/components/ui/field';
import { cn } from '@client/lib/cn';
import { STOCK_FILTERS, type StatusFilter, type StockFilter } from '../product-edits';
import { STATUS_LABELS } from '../product-form';

/** The products' search box (Escape clears it), stock filter and status filter. */
export function ProductSearch({
  query,
  setQuery,
  filter,
  setFilter,
  status,
  setStatus,
  searchBox,
}: {
  query: string;
  setQuery: (query: string) => void;
  filter: StockFilter;
  setFilter: (filter: StockFilter) => void;
  status: StatusFilter;
  setStatus: (status: StatusFilter) => void;
  searchBox: Ref<HTMLInputElement>;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[minmax(0,1fr)_12rem_12rem]">
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
        <label htmlFor="product-status" className="block text-sm font-medium text-ink">
          Status
        </label>
        <select
          id="product-status"
          value={status}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
          className={cn(inputClass, 'h-11')}
        >
          <option value="all">Every status</option>
          {(Object.keys(STATUS_LABELS) as Array<keyof typeof STATUS_LABELS>).map((key) => (
            <option key={key} value={key}>
              {STATUS_LABELS[key]}
            </option>
          ))}
        </select>
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
