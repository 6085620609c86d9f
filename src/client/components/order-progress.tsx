// What a member sees of an order's progress (COMMERCE §4–5): payment status, how to pay while unpaid, the tracking
// number once shipped, and the timeline. Used by the profile's orders and the account's order history.
import { formatDateTime } from '@shared/dates';
import { paymentLabel, paymentStatusTone, statusLabel } from '@shared/orders';
import type { Order } from '@shared/schemas/orders';
import { Badge } from './ui/badge';

export function OrderProgress({ order }: { order: Order }) {
  return (
    <div className="space-y-2 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-muted">Payment</span>
        <Badge tone={paymentStatusTone(order.paymentStatus)}>{paymentLabel(order.paymentStatus)}</Badge>
      </p>
      {order.paymentInstructions && (
        <p className="rounded-xl bg-sand p-3 text-ink">
          <span className="font-semibold">How to pay: </span>
          bank transfer of £{order.paymentInstructions.amount} to {order.paymentInstructions.accountName}, sort code{' '}
          {order.paymentInstructions.sortCode}, account {order.paymentInstructions.accountNumber}, reference{' '}
          {order.paymentInstructions.reference}
        </p>
      )}
      {order.paymentUrl && (
        <p className="rounded-xl bg-sand p-3 text-ink">
          <span className="font-semibold">Payment: </span>awaiting your card payment.{' '}
          <a href={order.paymentUrl} className="font-semibold text-brand underline underline-offset-2">
            Pay now
          </a>
        </p>
      )}
      {order.trackingNumber && (
        <p className="text-ink">
          Tracking number: <span className="font-semibold">{order.trackingNumber}</span>
        </p>
      )}
      {order.history.length > 0 && (
        <details className="group">
          <summary className="cursor-pointer rounded text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand">
            Order timeline
          </summary>
          <ol className="mt-2 space-y-2 border-l-2 border-line pl-3" aria-label="Order timeline">
            {order.history.map((entry, i) => (
              <li key={i}>
                <p className="font-medium text-ink">
                  {entry.paymentStatus
                    ? `Payment ${paymentLabel(entry.paymentStatus).toLowerCase()}`
                    : statusLabel(entry.status)}
                </p>
                <p className="text-xs text-muted">{formatDateTime(entry.at)}</p>
                {entry.note && <p className="text-xs text-ink">{entry.note}</p>}
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
