// /admin/products (COMMERCE §5–6, OPERATIONS §1): every product in one compact table with its status (Draft, Active,
// Archived), "New product" and each row's "Edit" (the full form, product-edit-page.tsx), found by a search over
// name, slug and category (typed "/" goes to it), a status and a stock filter, with stock, prices and "on sale"
// (publish / archive) edited in the row (Enter
// saves, Escape puts the row back). A stock change is sent with the stock the row showed (previousStock): the server
// applies the difference to the stock as it is now, refuses (409) one that would go below 0, and that row then
// shows the current figures. The same ProductPatch schema checks each change here first; the storefront shows a
// saved change at once. On a phone each row is a small card (explicit table roles keep the semantics). "Export CSV"
// downloads every product as a file and "Import" brings one back (decision 0509).
import { PackageSearch, Plus, Star, Upload } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { ExportButton } from '../components/export-button';
import { ListState } from '../components/list-state';
import { ProductSearch } from '../components/product-search';
import { ProductsTable } from '../components/products-table';
import { useSlashFocus } from '../hooks/use-slash-focus';
import { useAdminProducts } from '../orders-api';
import { filterProducts, isRunningLow, isSoldOut, type StatusFilter, type StockFilter } from '../product-edits';
import { buttonClass } from '@client/components/ui/button';
import { Link } from 'wouter';

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
  const [status, setStatus] = useState<StatusFilter>('all');
  const searchBox = useRef<HTMLInputElement>(null);
  const list = products.data;
  const shown = useMemo(() => filterProducts(list ?? [], query, filter, status), [list, query, filter, status]);
  const soldOut = list?.filter(isSoldOut).length ?? 0;
  const low = list?.filter(isRunningLow).length ?? 0;
  useSlashFocus(searchBox);

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl text-ink">Products</h1>
          <p className="text-sm text-muted">Stock, prices and status; changes show in the shop at once</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href="/admin/reviews" className={buttonClass('outline', 'md')}>
            <Star aria-hidden="true" className="h-4 w-4" />
            Reviews
          </Link>
          <ExportButton />
          <Link href="/admin/products/import" className={buttonClass('outline', 'md')}>
            <Upload aria-hidden="true" className="h-4 w-4" />
            Import
          </Link>
          <Link href="/admin/products/new" className={buttonClass('primary', 'md')}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            New product
          </Link>
        </div>
      </header>
      <ListState query={products} title="Products" rowClassName="h-14">
        {(rows) => (
          <>
            <ProductSearch
              query={query}
              setQuery={setQuery}
              filter={filter}
              setFilter={setFilter}
              status={status}
              setStatus={setStatus}
              searchBox={searchBox}
            />
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
                        setStatus('all');
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
