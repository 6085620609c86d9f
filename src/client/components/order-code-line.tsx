// The discount code an order was placed with and what it took off (COMMERCE §2: every order view shows them).
import { formatPrice, toPence } from '@shared/money';
import type { Order } from '@shared/schemas/orders';

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
