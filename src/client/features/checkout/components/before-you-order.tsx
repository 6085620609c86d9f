// What the Consumer Contracts Regulations ask shown before a distance order (OPERATIONS §4, decision 0240): who
// sells (name and geographic address, contact), the total with VAT included, delivery, and the 14-day right to
// cancel with its exception for sealed cosmetics, linking the returns and terms pages.
import { Link } from 'wouter';
import { formatPence, type Pence } from '@shared/money';
import type { SiteInfo } from '@shared/schemas/members';

const link = 'text-brand underline underline-offset-2';

export function BeforeYouOrder({
  trader,
  total,
  shipping = 0,
}: {
  trader?: SiteInfo['trader'];
  total?: Pence;
  /** The chosen delivery's charge, in the total (decision 0253): 0 is free standard delivery. */
  shipping?: Pence;
}) {
  return (
    <section aria-label="Before you order" className="space-y-2 rounded-xl border border-line p-3 text-xs text-muted">
      {trader && (
        <p>
          Sold by <span className="font-semibold text-ink">{trader.name}</span>, {trader.address} ·{' '}
          <a className={link} href={`mailto:${trader.contactEmail}`}>
            {trader.contactEmail}
          </a>
        </p>
      )}
      {total !== undefined && (
        <p>
          Total to pay: <span className="font-semibold text-ink">{formatPence(total)}</span>
          {trader?.vatNumber ? ' including VAT' : ''}.{' '}
          {shipping > 0
            ? `Next-day express UK delivery (${formatPence(shipping)}, in the total), the next working day when paid by 2pm (`
            : 'Free standard UK delivery, usually 2 to 4 working days ('}
          <Link className={link} href="/delivery">
            Delivery
          </Link>
          ).
        </p>
      )}
      <p>
        You may cancel within 14 days of receiving your order. Sealed cosmetics cannot be returned once unsealed after
        delivery. See{' '}
        <Link className={link} href="/returns">
          Returns
        </Link>{' '}
        and our{' '}
        <Link className={link} href="/terms">
          Terms
        </Link>
        .
      </p>
    </section>
  );
}
