// /admin/products (COMMERCE §5–6): every product in one compact table, found by a search over name, slug and
// category (typed "/" goes to it) and a stock filter, with stock, prices and "on sale" edited in the row (Enter
// saves, Escape puts the row back). A stock change is sent with the stock the row showed (previousStock): the server
// applies the difference to the stock as it is now, refuses (409) one that would go below 0, and that row then
// shows the current figures. The same ProductPatch schema checks each change here first; the storefront shows a
// saved change at once. On a phone each row is a small card (explicit table roles keep the semantics).
import { PackageSearch, Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatPrice } from '@shared/money';
import { LOW_STOCK } from '@shared/orders';
import type { AdminProduct } from '@shared/schemas/catalogue';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { Input, inputClass } from '@client/components/ui/field';
import { ApiError, serverMessage } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { notify } from '@client/lib/toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { ListState } from '../components/list-state';
import { useAdminProducts, useUpdateProduct } from '../orders-api';
import {
  draftOf,
  filterProducts,
  isDirty,
  productChange,
  STOCK_FILTERS,
  type Draft,
  type DraftErrors,
  type StockFilter,
} from '../product-edits';

export default function ProductsPage() {
  useDocumentTitle('Products');
  return (
    <AdminShell>
      <Products />
    </AdminShell>
  );
}

function Products() {
  const products = useAdminProducts();
  useSignedOutRedirect(products.error);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<StockFilter>('all');
  const searchBox = useRef<HTMLInputElement>(null);
  const list = products.data;
  const shown = useMemo(() => filterProducts(list ?? [], query, filter), [list, query, filter]);
  const soldOut = list?.filter((p) => p.stock === 0).length ?? 0;
  const low = list?.filter((p) => p.stock > 0 && p.stock <= LOW_STOCK).length ?? 0;

  // "/" anywhere but in a field goes to the search box, as in most staff tools.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      event.preventDefault();
      searchBox.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="space-y-5">
      <header>
        <h1 className="font-display text-2xl text-ink">Products</h1>
        <p className="text-sm text-muted">Stock and prices; changes show in the shop at once</p>
      </header>
      <ListState query={products} title="Products" rowClassName="h-14">
        {(rows) => (
          <>
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
            <p className="text-sm text-muted" aria-live="polite">
              {shown.length === rows.length
                ? `${rows.length} products`
                : `Showing ${shown.length} of ${rows.length} products`}{' '}
              · {soldOut} sold out · {low} running low
            </p>
            {shown.length === 0 ? (
              <Card>
                <EmptyState
                  icon={<PackageSearch className="h-10 w-10" />}
                  title="No products match"
                  description={query ? `Nothing matches “${query.trim()}”.` : 'No product is in this list right now.'}
                  action={
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => {
                        setQuery('');
                        setFilter('all');
                        searchBox.current?.focus();
                      }}
                    >
                      Show all products
                    </Button>
                  }
                />
              </Card>
            ) : (
              <ProductsTable products={shown} refetch={products.refetch} />
            )}
          </>
        )}
      </ListState>
    </div>
  );
}

type Refetch = () => Promise<{ data?: AdminProduct[] }>;

function ProductsTable({ products, refetch }: { products: AdminProduct[]; refetch: Refetch }) {
  const th = 'px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-muted';
  return (
    <div className="md:overflow-hidden md:rounded-2xl md:border md:border-line md:bg-white">
      <table role="table" aria-label="Products" className="block w-full text-sm md:table">
        <thead role="rowgroup" className="hidden border-b border-line bg-sand/40 md:table-header-group">
          <tr role="row">
            <th role="columnheader" scope="col" className={cn(th, 'pl-4')}>
              Product
            </th>
            <th role="columnheader" scope="col" className={cn(th, 'w-24')}>
              Stock
            </th>
            <th role="columnheader" scope="col" className={cn(th, 'w-28')}>
              Price (£)
            </th>
            <th role="columnheader" scope="col" className={cn(th, 'w-28')}>
              Member price (£)
            </th>
            <th role="columnheader" scope="col" className={cn(th, 'w-20')}>
              On sale
            </th>
            <th role="columnheader" scope="col" className={cn(th, 'w-24 pr-4')}>
              <span className="sr-only">Save</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-line">
          {products.map((product) => (
            <ProductRow key={product.id} product={product} refetch={refetch} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A row being edited: what is typed, over the product as it was when typing began (its stock is previousStock). */
type Editing = { base: AdminProduct; draft: Draft };

function ProductRow({ product, refetch }: { product: AdminProduct; refetch: Refetch }) {
  const update = useUpdateProduct();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  // Not being edited, the row follows the list (an order cancelled elsewhere puts units back).
  const draft = editing?.draft ?? draftOf(product);
  const base = editing?.base ?? product;
  const dirty = editing !== null && isDirty(editing.draft, editing.base);
  const field = `product-${product.id}`;

  const change = (next: Partial<Draft>) =>
    setEditing((e) => ({ base: e?.base ?? product, draft: { ...(e?.draft ?? draftOf(product)), ...next } }));
  const reset = () => {
    setEditing(null);
    setErrors({});
  };

  const save = () => {
    if (update.isPending) return;
    const result = productChange(draft, base);
    if ('unchanged' in result) return reset();
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    const typedStock = result.patch.stock;
    update.mutate(
      { id: product.id, ...result.patch },
      {
        onSuccess: (p) => {
          setEditing(null);
          notify({
            title: `${p.name} saved`,
            description:
              typedStock !== undefined && p.stock !== typedStock
                ? `Stock is now ${p.stock}, counting the orders and cancellations made while you edited.`
                : undefined,
          });
        },
        onError: (error) => {
          const message = serverMessage(error, 'The change could not be saved. Please try again.');
          if (error instanceof ApiError && error.status === 409) {
            // The stock moved under the edit: show the row as it is now, with the reason.
            setErrors({ form: `${message} The row now shows the current stock.` });
            void refetch().then(() => setEditing(null));
          } else {
            setErrors({ form: message });
          }
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape' && editing) {
      event.preventDefault();
      reset();
    }
  };

  const input = (key: 'stock' | 'price' | 'memberPrice', label: string, mode: 'numeric' | 'decimal') => (
    <td role="cell" className="block md:table-cell md:px-3 md:py-2 md:align-top">
      <label htmlFor={`${field}-${key}`} className="mb-1 block text-xs font-medium text-ink md:sr-only">
        {label}
        <span className="sr-only"> of {product.name}</span>
      </label>
      <Input
        id={`${field}-${key}`}
        inputMode={mode}
        value={draft[key]}
        maxLength={10}
        autoComplete="off"
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${field}-${key}-error` : undefined}
        onChange={(e) => change({ [key]: e.target.value })}
        onKeyDown={onKeyDown}
        className="h-9 px-2.5 tabular-nums"
      />
      {errors[key] && (
        <p id={`${field}-${key}-error`} className="mt-1 text-xs text-danger">
          {errors[key]}
        </p>
      )}
    </td>
  );

  return (
    <tr
      role="row"
      className={cn(
        'grid grid-cols-3 gap-x-2 gap-y-2 rounded-2xl border border-line bg-white p-3 md:table-row md:rounded-none md:border-0 md:p-0',
        dirty && 'md:bg-cream',
      )}
    >
      <td role="cell" className="col-span-3 block md:table-cell md:py-2 md:pl-4 md:pr-3 md:align-top">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-ink">{product.name}</span>
          <StockBadge product={product} />
        </div>
        <p className="text-xs text-muted">
          {product.categorySlug} · {product.slug}
          {!dirty && (
            <>
              {' · '}
              {formatPrice(product.price)}
              {product.memberPrice ? ` (members ${formatPrice(product.memberPrice)})` : ''}
            </>
          )}
        </p>
        {errors.form && (
          <p role="alert" className="mt-1 text-sm text-danger">
            {errors.form}
          </p>
        )}
      </td>
      {input('stock', 'Stock', 'numeric')}
      {input('price', 'Price (£)', 'decimal')}
      {input('memberPrice', 'Member price (£)', 'decimal')}
      <td role="cell" className="col-span-3 flex items-center md:table-cell md:px-3 md:py-2 md:align-top">
        <label className="flex h-9 items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={draft.isActive}
            onChange={(e) => change({ isActive: e.target.checked })}
            className="h-4 w-4 accent-brand"
          />
          <span className="md:sr-only">On sale</span>
          <span className="sr-only">, {product.name}</span>
        </label>
        <RowButtons dirty={dirty} pending={update.isPending} onSave={save} onReset={reset} name={product.name} mobile />
      </td>
      <td role="cell" className="hidden md:table-cell md:py-2 md:pl-3 md:pr-4 md:align-top">
        <RowButtons dirty={dirty} pending={update.isPending} onSave={save} onReset={reset} name={product.name} />
      </td>
    </tr>
  );
}

/** Save (and, while edited, Undo); on a phone they sit beside "On sale", on a wide screen in their own column. */
function RowButtons({
  dirty,
  pending,
  onSave,
  onReset,
  name,
  mobile,
}: {
  dirty: boolean;
  pending: boolean;
  onSave: () => void;
  onReset: () => void;
  name: string;
  mobile?: boolean;
}) {
  const named = (text: ReactNode) => (
    <>
      {text}
      <span className="sr-only"> {name}</span>
    </>
  );
  return (
    <div className={cn('flex items-center justify-end gap-1', mobile ? 'ml-auto md:hidden' : 'md:flex')}>
      {dirty && !pending && (
        <Button size="sm" variant="ghost" className="px-2" onClick={onReset}>
          {named('Undo')}
        </Button>
      )}
      {/* Shown once the row is edited (Enter saves too): 29 disabled buttons were only noise. */}
      {(dirty || pending) && (
        <Button size="sm" onClick={onSave} disabled={pending}>
          {named(pending ? 'Saving…' : 'Save')}
        </Button>
      )}
    </div>
  );
}

function StockBadge({ product }: { product: AdminProduct }) {
  return (
    <>
      {product.stock === 0 ? (
        <Badge tone="red">Sold out</Badge>
      ) : product.stock <= LOW_STOCK ? (
        <Badge tone="yellow">Low: {product.stock}</Badge>
      ) : null}
      {!product.isActive && <Badge tone="grey">Not on sale</Badge>}
    </>
  );
}
