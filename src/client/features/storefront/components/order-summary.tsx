import { formatPence, type CartTotals } from '@shared/money';
import { cn } from '../../../lib/cn';

/** Subtotal, member discount, shipping (always FREE, SPEC §9) and total. */
export function OrderSummary({ totals, className }: { totals: CartTotals; className?: string }) {
  return (
    <dl className={cn('space-y-2 text-sm', className)} aria-label="Order summary">
      <div className="flex justify-between">
        <dt className="text-muted">Subtotal</dt>
        <dd className="tabular-nums text-ink">{formatPence(totals.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-muted">Member discount</dt>
        <dd className={cn('tabular-nums', totals.memberDiscount > 0 ? 'text-success' : 'text-ink')}>
          {totals.memberDiscount > 0 ? `-${formatPence(totals.memberDiscount)}` : formatPence(0)}
        </dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-muted">Shipping</dt>
        <dd className="font-medium text-success">FREE</dd>
      </div>
      <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
        <dt className="text-ink">Total</dt>
        <dd className="tabular-nums text-ink">{formatPence(totals.total)}</dd>
      </div>
    </dl>
  );
}
