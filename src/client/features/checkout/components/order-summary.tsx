import { formatPence, type CartTotals, type Pence } from '@shared/money';
import { cn } from '@client/lib/cn';

/**
 * Subtotal, member discount, the discount code's line (COMMERCE §2), shipping (FREE for standard delivery as SPEC §9
 * shows it, the express price otherwise, decision 0253) and total.
 */
export function OrderSummary({
  totals,
  code,
  className,
}: {
  totals: CartTotals;
  code?: { code: string; discount: Pence } | null;
  className?: string;
}) {
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
      {code && (
        <div className="flex justify-between">
          <dt className="text-muted">
            Code <span className="font-mono">{code.code}</span>
          </dt>
          <dd className={cn('tabular-nums', code.discount > 0 ? 'text-success' : 'text-ink')}>
            {code.discount > 0 ? `-${formatPence(code.discount)}` : formatPence(0)}
          </dd>
        </div>
      )}
      <div className="flex justify-between">
        <dt className="text-muted">Shipping</dt>
        {totals.shipping === 0 ? (
          <dd className="font-medium text-success">FREE</dd>
        ) : (
          <dd className="tabular-nums text-ink">{formatPence(totals.shipping)}</dd>
        )}
      </div>
      <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
        <dt className="text-ink">Total</dt>
        <dd className="tabular-nums text-ink">{formatPence(totals.total)}</dd>
      </div>
    </dl>
  );
}
