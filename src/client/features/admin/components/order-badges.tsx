// An order's status and payment as badges, the same colours everywhere (shared/orders.ts).
import { orderStatusTone, paymentLabel, paymentStatusTone, statusLabel } from '@shared/orders';
import { deliveryLabel } from '@shared/delivery';
import { Badge, type BadgeTone } from '@client/components/ui/badge';

const tone = (t: string): BadgeTone => (t === 'grey' ? 'grey' : (t as BadgeTone));

export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={status === 'cancelled' ? 'red' : tone(orderStatusTone(status))}>{statusLabel(status)}</Badge>;
}

export function PaymentBadge({ status }: { status: string }) {
  return <Badge tone={tone(paymentStatusTone(status))}>{paymentLabel(status)}</Badge>;
}

/** Next-day express orders, for the packers at a glance (decision 0253); nothing for standard delivery. */
export function ExpressBadge({ delivery }: { delivery: string }) {
  if (delivery !== 'express') return null;
  return (
    <Badge tone="purple">
      <span title={deliveryLabel(delivery)}>Express</span>
    </Badge>
  );
}
