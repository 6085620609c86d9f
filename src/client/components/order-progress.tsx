// What a member sees of an order's progress (COMMERCE §4–6): payment status, the bank details while a manual order
// is unpaid (with a link to its confirmation screen), the tracking number in force once shipped (with the carrier's
// tracking link when we know it; decision 0252), and the timeline. Used by the profile's orders, the account's
// order history and the confirmation screen (which shows the details itself).
// A paid order links its receipt (decision 0242); an unpaid pending one can be cancelled by the member; one on its
// way or done can be bought again.
import { formatDateTime } from '@shared/dates';
import { formatPrice } from '@shared/money';
import { orderReference, paymentLabel, paymentStatusTone, statusLabel } from '@shared/orders';
import type { Order } from '@shared/schemas/orders';
import { Link } from 'wouter';
import { BankTransferDetails, payByLabel } from './bank-transfer';
import { BuyAgain } from './buy-again';
import { OrderCancel } from './order-cancel';
import { OrderReturns } from './order-returns';
import { ReceiptLink } from './receipt-link';
import { Badge } from './ui/badge';

export function OrderProgress({
  order,
  bankDetails = true,
  buyAgain = true,
}: {
  order: Order;
  bankDetails?: boolean;
  /** The confirmation screen, just after buying, leaves it out. */
  buyAgain?: boolean;
}) {
  return (
    <div className="space-y-2 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-muted">Payment</span>
        <Badge tone={paymentStatusTone(order.paymentStatus)}>{paymentLabel(order.paymentStatus)}</Badge>
      </p>
      <ReceiptLink order={order} />
      {bankDetails && order.paymentInstructions && (
        <section
          className="space-y-2 rounded-xl border border-sand-strong bg-sand p-3 text-ink"
          aria-label={`How to pay for order #${order.paymentInstructions.reference}`}
        >
          <p className="font-semibold">Pay by bank transfer</p>
          <p className="text-xs text-muted">
            Please pay {formatPrice(order.paymentInstructions.amount)} by {payByLabel(order.paymentInstructions.payBy)},
            quoting the reference. We send your order once it arrives.
          </p>
          <BankTransferDetails instructions={order.paymentInstructions} />
          <Link
            href={`/order/${order.id}/confirmation`}
            className="inline-flex min-h-11 items-center gap-1 rounded font-semibold text-brand underline underline-offset-2"
          >
            Payment details for order #{orderReference(order.id)}
          </Link>
        </section>
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
        <div className="space-y-1 text-ink">
          <p>
            Tracking number: <span className="font-semibold">{order.trackingNumber}</span>
            {order.carrier && <span className="text-muted"> · {order.carrier}</span>}
          </p>
          {order.trackingUrl && order.carrier && (
            <a
              href={order.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center rounded font-semibold text-brand underline underline-offset-2"
            >
              Track your parcel with {order.carrier}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      )}
      <OrderCancel order={order} />
      <OrderReturns order={order} />
      {buyAgain && <BuyAgain order={order} />}
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
