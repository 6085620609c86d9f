import { formatPrice } from '@shared/money';
import { formatLongDate } from '@shared/dates';
import { orderReference, orderStatusTone } from '@shared/orders';
import type { Order } from '@shared/schemas/orders';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { OrderCodeLine, OrderDeliveryLine } from '@client/components/order-code-line';
import { OrderProgress } from '@client/components/order-progress';

/**
 * Profile: an order's number (first 8 characters of its id), date, size, total and status colour; then its
 * payment, how to pay, tracking number and timeline.
 */
export function OrderCard({ order }: { order: Order }) {
  const items = order.items.reduce((sum, i) => sum + i.quantity, 0);
  return (
    <article className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-0.5">
          <h3 className="text-sm font-semibold text-ink">Order #{orderReference(order.id)}</h3>
          <p className="text-xs text-muted">
            {formatLongDate(order.createdAt)} · {items} {items === 1 ? 'item' : 'items'}
          </p>
          <p className="text-sm font-medium text-ink">{formatPrice(order.total)}</p>
          <OrderDeliveryLine order={order} />
          <OrderCodeLine order={order} />
        </div>
        <Badge tone={orderStatusTone(order.status)} className="capitalize">
          {order.status}
        </Badge>
      </div>
      <OrderProgress order={order} />
    </article>
  );
}

export function OrderCardSkeleton() {
  return <Skeleton className="h-[5.5rem] w-full rounded-2xl" />;
}
