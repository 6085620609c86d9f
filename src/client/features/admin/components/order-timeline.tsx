import { Lock, Mail } from 'lucide-react';
import { formatDateTime } from '@shared/dates';
import { paymentLabel, statusLabel } from '@shared/orders';
import type { AdminOrder } from '@shared/schemas/orders';

/**
 * The order's history, oldest first. In the console `note` is the staff's internal note and `customerMessage` what
 * the customer was shown and mailed (COMMERCE §6): each is marked so nobody mistakes one for the other.
 */
export function Timeline({ order }: { order: { history: AdminOrder['history'] } }) {
  if (order.history.length === 0) return <p className="mt-2 text-sm text-muted">Nothing has happened yet.</p>;
  return (
    <ol className="mt-2 space-y-3 border-l-2 border-line pl-4" aria-label="Timeline">
      {order.history.map((entry, i) => (
        <li key={i} className="text-sm">
          <p className="font-medium text-ink">
            {entry.paymentStatus ? `Payment: ${paymentLabel(entry.paymentStatus)}` : statusLabel(entry.status)}
          </p>
          <p className="text-xs text-muted">
            {formatDateTime(entry.at)} · {entry.by}
          </p>
          {entry.note && entry.note !== entry.customerMessage && (
            <p className="mt-1 flex gap-1.5 rounded-lg bg-sand/60 px-2 py-1 text-ink">
              <Lock aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
              <span>
                <span className="font-medium">Internal note: </span>
                {entry.note}
              </span>
            </p>
          )}
          {entry.customerMessage && (
            <p className="mt-1 flex gap-1.5 rounded-lg bg-blue-50 px-2 py-1 text-ink">
              <Mail aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
              <span>
                <span className="font-medium">Sent to customer: </span>
                {entry.customerMessage}
              </span>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
