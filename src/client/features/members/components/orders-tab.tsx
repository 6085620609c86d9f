// /members/account, Order history tab: the member's orders, newest first, each with its items and points. The
// order number is the one the profile, mails and console use (first 8 of the id); SPEC §3's account number (the
// last 8) is on screen too, inside the full order id under it (decision 0220). Lines show their total.
import { Package } from 'lucide-react';
import { Link } from 'wouter';
import { formatLongDate } from '@shared/dates';
import { formatPence, formatPrice, toPence } from '@shared/money';
import { orderReference } from '@shared/orders';
import { Badge } from '@client/components/ui/badge';
import { buttonClass } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import type { Order } from '@shared/schemas/orders';
import { OrderCodeLine, OrderDeliveryLine } from '@client/components/order-code-line';
import { OrderProgress } from '@client/components/order-progress';
import { useOrders } from '@client/lib/orders';
import { orderStatusTone } from '../labels';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './member-screen';

export function OrdersTab() {
  const query = useOrders();
  if (query.isPending) return <ListSkeleton label="Loading your orders" />;
  if (query.isError) return <LoadError title="Unable to load your orders" onRetry={() => query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={<Package className="h-8 w-8" />}
        title="No orders yet"
        action={
          <Link href="/" className={buttonClass('primary')}>
            Start Shopping
          </Link>
        }
      />
    );
  }
  return (
    <ul className="space-y-3">
      {query.data.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </ul>
  );
}

function OrderCard({ order }: { order: Order }) {
  const items = order.items;
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li>
      <Card className="space-y-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-semibold text-ink">Order #{orderReference(order.id)}</h3>
            <p className="text-sm text-muted">{formatLongDate(order.createdAt)}</p>
            <p className="break-all font-mono text-[0.7rem] leading-4 text-muted" data-testid="order-id">
              Order ID {order.id}
            </p>
          </div>
          <Badge tone={orderStatusTone(order.status)} className="capitalize">
            {order.status}
          </Badge>
        </div>
        {items.length > 0 && (
          <ul className="space-y-1 text-sm text-ink">
            {items.map((item, index) => (
              <li key={`${item.productId}-${index}`} className="flex justify-between gap-3">
                <span className="min-w-0">
                  <span className="block truncate">
                    {item.productName} × {item.quantity}
                  </span>
                  {item.quantity > 1 && (
                    <span className="block text-xs text-muted">{formatPrice(item.price)} each</span>
                  )}
                </span>
                <span className="shrink-0 tabular-nums">
                  <span className="sr-only">Line total </span>
                  {formatPence(toPence(item.price) * item.quantity)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className="flex items-center justify-between border-t border-line pt-3 text-sm">
          <span className="text-muted">
            {count} {count === 1 ? 'item' : 'items'}
            {order.pointsEarned
              ? ` · ${order.pointsEarned} points ${order.status === 'delivered' ? 'earned' : 'on delivery'}`
              : ''}
          </span>
          <span className="font-semibold text-ink">{formatPrice(order.total)}</span>
        </div>
        <OrderDeliveryLine order={order} />
        <OrderCodeLine order={order} />
        <OrderProgress order={order} />
      </Card>
    </li>
  );
}
