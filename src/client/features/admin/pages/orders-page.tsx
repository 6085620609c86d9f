// /admin/orders (COMMERCE §5): every order, newest first, 20 a page; filter by status and payment, search by
// order reference, email or name. Each opens its order page. A table on a wide screen, cards on a phone (one of
// the two is display:none, so neither a screen reader nor a test meets both).
import { ChevronLeft, ChevronRight, Package, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { formatDateTime } from '@shared/dates';
import { formatPrice } from '@shared/money';
import { ORDER_STATUSES, orderReference, PAYMENT_STATUSES, paymentLabel, statusLabel } from '@shared/orders';
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrder } from '@shared/schemas/orders';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { Input, inputClass } from '@client/components/ui/field';
import { cn } from '@client/lib/cn';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { ListState } from '../components/list-state';
import { OrderStatusBadge, PaymentBadge } from '../components/order-badges';
import { useAdminOrders, type OrderFilters } from '../orders-api';

export default function OrdersPage() {
  useDocumentTitle('Orders');
  return (
    <AdminShell>
      <Orders />
    </AdminShell>
  );
}

function Orders() {
  const [filters, setFilters] = useState<OrderFilters>({ status: '', payment: '', q: '', page: 1 });
  const [search, setSearch] = useState('');
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
      <header>
        <h1 className="font-display text-2xl text-ink">Orders</h1>
        <p className="text-sm text-muted">Record payments, ship and follow every order</p>
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
              <ul className="space-y-3 md:hidden" aria-label="Orders">
                {data.orders.map((order) => (
                  <OrderRow key={order.id} order={order} />
                ))}
              </ul>
              <nav aria-label="Pages" className="flex items-center justify-between">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={filters.page <= 1}
                  onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
                >
                  <ChevronLeft aria-hidden="true" className="h-4 w-4" />
                  Previous
                </Button>
                <span className="text-sm text-muted">
                  Page {filters.page} of {pages}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={filters.page >= pages}
                  onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
                >
                  Next
                  <ChevronRight aria-hidden="true" className="h-4 w-4" />
                </Button>
              </nav>
            </>
          )
        }
      </ListState>
    </div>
  );
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Array<[string, string]>;
  onChange: (value: string) => void;
}) {
  const id = `filter-${label.toLowerCase()}`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={cn(inputClass, 'h-11')}>
        <option value="">All</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

const customerName = (order: AdminOrder) =>
  `${order.customer.firstName} ${order.customer.lastName}`.trim() || order.customer.email;

function OrdersTable({ orders }: { orders: AdminOrder[] }) {
  const th = 'px-4 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-muted';
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-line bg-white md:block">
      <table className="w-full text-sm" aria-label="Orders">
        <thead className="border-b border-line bg-sand/40">
          <tr>
            <th scope="col" className={th}>
              Order
            </th>
            <th scope="col" className={th}>
              Customer
            </th>
            <th scope="col" className={th}>
              Placed
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Payment
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((order) => (
            <tr key={order.id} className="hover:bg-cream">
              <td className="px-4 py-3">
                <Link
                  href={`/admin/orders/${order.id}`}
                  className="relative inline-block font-semibold text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                >
                  <span className="sr-only">Order </span>#{orderReference(order.id)}
                </Link>
              </td>
              <td className="max-w-[18rem] px-4 py-3">
                <p className="truncate text-ink">{customerName(order)}</p>
                <p className="truncate text-xs text-muted">{order.customer.email}</p>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-muted">{formatDateTime(order.createdAt)}</td>
              <td className="px-4 py-3">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="px-4 py-3">
                <PaymentBadge status={order.paymentStatus} />
              </td>
              <td className="px-4 py-3 text-right font-semibold tabular-nums text-ink">{formatPrice(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderRow({ order }: { order: AdminOrder }) {
  const name = customerName(order);
  return (
    <li>
      <Link
        href={`/admin/orders/${order.id}`}
        className="relative block rounded-2xl border border-line bg-white p-4 shadow-sm hover:bg-cream focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold text-ink">
              <span className="sr-only">Order </span>#{orderReference(order.id)}
            </p>
            <p className="truncate text-sm text-ink">{name}</p>
            <p className="truncate text-xs text-muted">{order.customer.email}</p>
          </div>
          <p className="shrink-0 font-semibold tabular-nums text-ink">{formatPrice(order.total)}</p>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentBadge status={order.paymentStatus} />
          <span className="ml-auto text-xs text-muted">{formatDateTime(order.createdAt)}</span>
        </div>
      </Link>
    </li>
  );
}
