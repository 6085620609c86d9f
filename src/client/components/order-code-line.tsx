// The discount code an order was placed with and what it took off (COMMERCE §2: every order view shows them), and how
// the order travels (decision 0253).
import { formatPrice, toPence } from '@shared/money';
import { deliveryLabel } from '@shared/delivery';
import type { Order } from '@shared/schemas/orders';

/** 'Next-day express · £4.95' or 'Standard delivery · FREE'. */
export function OrderDeliveryLine({ order }: { order: Pick<Order, 'delivery' | 'shipping'> }) {
  const charge = toPence(order.shipping);
  return (
    <p className="text-xs text-muted">
      {deliveryLabel(order.delivery)} · {charge === 0 ? 'FREE' : formatPrice(order.shipping)}
    </p>
  );
}

export function OrderCodeLine({ order }: { order: Pick<Order, 'discountCode' | 'codeDiscount'> }) {
  if (!order.discountCode) return null;
  const worth = toPence(order.codeDiscount);
  return (
    <p className="text-xs text-muted">
      Code <span className="font-mono font-medium text-ink">{order.discountCode}</span>
      {worth > 0 ? ` · -${formatPrice(order.codeDiscount)}` : ''}
    </p>
  );
}
