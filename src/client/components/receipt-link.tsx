// The receipt of a paid order (OPERATIONS §4, decision 0242): the server's page (HTML, printable; a PDF from its
// own link), opened in a new tab. "VAT receipt" when the shop is VAT-registered, "Receipt" otherwise.
import type { Order } from '@shared/schemas/orders';
import { useSiteInfo } from '@client/lib/site-info';

export function ReceiptLink({ order }: { order: Order }) {
  const site = useSiteInfo();
  if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'refunded') return null;
  const url = `/api/orders/${order.userId}/${order.id}/receipt`;
  const label = site.data && site.data.trader.vatNumber === null ? 'Receipt' : 'VAT receipt';
  const link = 'inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2';
  return (
    <p className="flex flex-wrap gap-x-4">
      <a href={url} target="_blank" rel="noopener" className={link}>
        {label}
      </a>
      <a href={`${url}?format=pdf`} target="_blank" rel="noopener" className={link}>
        {label} (PDF)
      </a>
    </p>
  );
}
