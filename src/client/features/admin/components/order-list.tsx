// The console's order list: a table on a wide screen, cards on a phone (one of the two is display:none), both
// showing the same cells.
import { Link } from 'wouter';
import { formatDateTime } from '@shared/dates';
import { formatPrice } from '@shared/money';
import { orderReference } from '@shared/orders';
import type { AdminOrder } from '@shared/schemas/orders';
import { cn } from '@client/lib/cn';
import { ExpressBadge, OrderStatusBadge, PaymentBadge } from './order-badges';

/** What a row shows of an order, the same in the table and on the cards; each places the cells its own way. */
function orderCells(order: AdminOrder) {
  return {
    reference: (
      <>
        <span className="sr-only">Order </span>#{orderReference(order.id)}
      </>
    ),
    name: `${order.customer.firstName} ${order.customer.lastName}`.trim() || order.customer.email,
    email: order.customer.email,
    placed: formatDateTime(order.createdAt),
    status: <OrderStatusBadge status={order.status} />,
    payment: <PaymentBadge status={order.paymentStatus} />,
    express: <ExpressBadge delivery={order.delivery} />,
    total: formatPrice(order.total),
  };
}

export function OrdersTable({ orders }: { orders: AdminOrder[] }) {
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
          {orders.map((order) => {
            const cells = orderCells(order);
            return (
              <tr key={order.id} className="hover:bg-cream">
                <td className="px-4 py-3">
                  <Link
                    href={`/admin/orders/${order.id}`}
                    className="relative inline-block font-semibold text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  >
                    {cells.reference}
                  </Link>{' '}
                  {cells.express}
                </td>
                <td className="max-w-[18rem] px-4 py-3">
                  <p className="truncate text-ink">{cells.name}</p>
                  <p className="truncate text-xs text-muted">{cells.email}</p>
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-muted">{cells.placed}</td>
                <td className="px-4 py-3">{cells.status}</td>
                <td className="px-4 py-3">{cells.payment}</td>
                <td className="px-4 py-3 text-right font-semibold tabular-nums text-ink">{cells.total}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function OrderCards({ orders }: { orders: AdminOrder[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Orders">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </ul>
  );
}

function OrderCard({ order }: { order: AdminOrder }) {
  const cells = orderCells(order);
  return (
    <li>
      <Link
        href={`/admin/orders/${order.id}`}
        className="relative block rounded-2xl border border-line bg-white p-4 shadow-sm hover:bg-cream focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold text-ink">{cells.reference}</p>
            <p className="truncate text-sm text-ink">{cells.name}</p>
            <p className="truncate text-xs text-muted">{cells.email}</p>
          </div>
          <p className="shrink-0 font-semibold tabular-nums text-ink">{cells.total}</p>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {cells.status}
          {cells.payment}
          {cells.express}
          <span className="ml-auto text-xs text-muted">{cells.placed}</span>
        </div>
      </Link>
    </li>
  );
}
