// /members/account, Order history tab: the member's orders, newest first, each with its items and points.
import { Package } from 'lucide-react';
import { Link } from 'wouter';
import { formatLongDate } from '@shared/dates';
import { formatPrice } from '@shared/money';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import type { Order } from '@shared/schemas/orders';
import { OrderCodeLine } from '../../../components/order-code-line';
import { OrderProgress } from '../../../components/order-progress';
import { useOrders } from '../../../lib/orders';
import { accountOrderNumber, orderStatusTone } from '../labels';
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
          <div>
            <h3 className="font-semibold text-ink">Order #{accountOrderNumber(order.id)}</h3>
            <p className="text-sm text-muted">{formatLongDate(order.createdAt)}</p>
          </div>
          <Badge tone={orderStatusTone(order.status)} className="capitalize">
            {order.status}
          </Badge>
        </div>
        {items.length > 0 && (
          <ul className="space-y-1 text-sm text-ink">
            {items.map((item, index) => (
              <li key={`${item.productId}-${index}`} className="flex justify-between gap-3">
                <span className="min-w-0 truncate">
                  {item.productName} × {item.quantity}
                </span>
                <span className="shrink-0 text-muted">{formatPrice(item.price)}</span>
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
        <OrderCodeLine order={order} />
        <OrderProgress order={order} />
      </Card>
    </li>
  );
}
