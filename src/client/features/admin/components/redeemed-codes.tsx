import { formatDateTime } from '@shared/dates';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCustomerCodes } from '../orders-api';

/** What the customer redeemed with points: vouchers (no discount) are fulfilled by staff on the order that quotes them. */
export function RedeemedCodes({ customerId, orderCode }: { customerId: string; orderCode: string | null }) {
  const codes = useCustomerCodes(customerId);
  if (codes.isPending) return <Skeleton className="mt-3 h-10 w-full" />;
  if (codes.isError) return <p className="mt-3 text-sm text-muted">Redeemed rewards could not be loaded.</p>;
  if (codes.data.length === 0) return <p className="mt-3 text-sm text-muted">No rewards redeemed.</p>;
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold text-ink">Redeemed rewards</h3>
      <ul className="mt-1 divide-y divide-line text-sm" aria-label="Redeemed rewards">
        {codes.data.map((c) => (
          <li key={c.id} className="flex flex-wrap justify-between gap-x-3 py-1.5">
            <span>
              {c.rewardName}
              {c.discountType === null ? ' (voucher)' : ''} · <span className="font-mono">{c.code}</span>
              {c.code === orderCode ? ' · this order' : ''}
            </span>
            <span className="text-muted">
              {c.currentUses >= c.maxUses ? 'Used' : 'Not used yet'} · redeemed {formatDateTime(c.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
