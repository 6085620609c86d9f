// /admin/orders (COMMERCE §5): every order, newest first, 20 a page; filter by status and payment, search by
// order reference, email or name. Each opens its order page. A table on a wide screen, cards on a phone (one of
// the two is display:none, so neither a screen reader nor a test meets both).
import { Package, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ORDER_STATUSES, PAYMENT_STATUSES, paymentLabel, statusLabel } from '@shared/orders';
import { ADMIN_ORDERS_PAGE_SIZE } from '@shared/schemas/orders';
import { Link, useSearch } from 'wouter';
import { Button, buttonClass } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { Input } from '@client/components/ui/field';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { FilterSelect } from '../components/filter-select';
import { ListState } from '../components/list-state';
import { OrderCards, OrdersTable } from '../components/order-list';
import { OrdersExport } from '../components/orders-export';
import { Pager } from '../components/pager';
import { useAdminOrders, type OrderFilters } from '../orders-api';

export default function OrdersPage() {
  useDocumentTitle('Orders');
  return (
    <AdminShell>
      <Orders />
    </AdminShell>
  );
}

/** The filters a link brings (the home's orders to pay, pack and ship): a known status and payment, a search. */
function filtersFrom(search: string): OrderFilters {
  const params = new URLSearchParams(search);
  const pick = (value: string | null, allowed: readonly string[]) => (value && allowed.includes(value) ? value : '');
  return {
    status: pick(params.get('status'), ORDER_STATUSES),
    payment: pick(params.get('payment'), PAYMENT_STATUSES),
    q: params.get('q')?.slice(0, 100) ?? '',
    page: 1,
  };
}

function Orders() {
  const address = useSearch();
  const [filters, setFilters] = useState<OrderFilters>(() => filtersFrom(address));
  const [search, setSearch] = useState(filters.q);
  const orders = useAdminOrders(filters);
  useSignedOutRedirect(orders.error);
  const change = (next: Partial<OrderFilters>) => setFilters((f) => ({ ...f, page: 1, ...next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ q: search });
  };
  const total = orders.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE));

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl text-ink">Orders</h1>
          <p className="text-sm text-muted">Record payments, ship and follow every order</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <Link href="/admin/returns" className={buttonClass('outline', 'sm')}>
            Returns
          </Link>
          <OrdersExport />
        </div>
      </header>

      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-end">
        <form role="search" aria-label="Orders" onSubmit={submit} className="flex gap-2">
          <label htmlFor="order-search" className="sr-only">
            Search by order number, email or name
          </label>
          <Input
            id="order-search"
            type="search"
            value={search}
            maxLength={100}
            placeholder="Order number, email or name"
            onChange={(e) => setSearch(e.target.value)}
          />
          <Button type="submit" variant="outline" className="h-11 shrink-0">
            <Search aria-hidden="true" className="h-4 w-4" />
            Search
          </Button>
        </form>

        <div className="grid grid-cols-2 gap-3 md:contents">
          <FilterSelect
            label="Status"
            value={filters.status}
            onChange={(status) => change({ status })}
            options={ORDER_STATUSES.map((s) => [s, statusLabel(s)])}
          />
          <FilterSelect
            label="Payment"
            value={filters.payment}
            onChange={(payment) => change({ payment })}
            options={PAYMENT_STATUSES.map((s) => [s, paymentLabel(s)])}
          />
        </div>
      </div>

      <ListState query={orders} title="Orders" rowClassName="h-24">
        {(data) =>
          data.total === 0 ? (
            <Card>
              <EmptyState
                icon={<Package className="h-10 w-10" />}
                title="No orders found"
                description={
                  filters.q || filters.status || filters.payment
                    ? 'Try another search or filter.'
                    : 'Orders appear here as soon as customers check out.'
                }
              />
            </Card>
          ) : (
            <>
              <p className="text-sm text-muted" aria-live="polite">
                {total} {total === 1 ? 'order' : 'orders'}
              </p>
              <OrdersTable orders={data.orders} />
              <OrderCards orders={data.orders} />
              <Pager page={filters.page} pages={pages} onPage={(page) => setFilters((f) => ({ ...f, page }))} />
            </>
          )
        }
      </ListState>
    </div>
  );
}
