// One order's lines and figures, for the shopper's order confirmation and the console's order page. The
// confirmation shows the lines and the total; the console every figure (discounts, code, shipping, points).
import { formatPence, formatPrice, toPence } from '@shared/money';
import type { Order } from '@shared/schemas/orders';
import { deliveryLabel } from '@shared/delivery';
import { cn } from '@client/lib/cn';

type Figures = Pick<
  Order,
  | 'items'
  | 'subtotal'
  | 'memberDiscount'
  | 'codeDiscount'
  | 'discountCode'
  | 'shipping'
  | 'total'
  | 'pointsEarned'
  | 'delivery'
>;

export function OrderItems({
  order,
  label,
  figures,
}: {
  order: Figures;
  /** The list's accessible name. */
  label: string;
  /** 'total': the lines and the total (the shopper's confirmation); 'all': a divided list and every figure. */
  figures: 'total' | 'all';
}) {
  const all = figures === 'all';
  return (
    <>
      <ul className={all ? 'mt-2 divide-y divide-line text-sm' : 'space-y-1 text-sm'} aria-label={label}>
        {order.items.map((item) => (
          <li key={item.productId} className={cn('flex justify-between gap-3', all && 'py-2')}>
            <span>
              {item.quantity} × {item.productName}
            </span>
            <span className="tabular-nums">{formatPence(toPence(item.price) * item.quantity)}</span>
          </li>
        ))}
      </ul>
      {all ? (
        <AllFigures order={order} />
      ) : (
        <>
          <p className="flex justify-between border-t border-line pt-2 text-sm text-ink">
            <span>{deliveryLabel(order.delivery)}</span>
            <span className="tabular-nums">{shippingText(order.shipping)}</span>
          </p>
          <p className="flex justify-between text-sm font-semibold text-ink">
            <span>Total</span>
            <span className="tabular-nums">{formatPrice(order.total)}</span>
          </p>
        </>
      )}
    </>
  );
}

function AllFigures({ order }: { order: Figures }) {
  const discount = toPence(order.memberDiscount);
  const codeDiscount = toPence(order.codeDiscount);
  return (
    <dl className="mt-2 space-y-1 border-t border-line pt-2 text-sm">
      <Row label="Subtotal" value={formatPrice(order.subtotal)} />
      {discount > 0 && <Row label="Member discount" value={`-${formatPrice(order.memberDiscount)}`} />}
      {order.discountCode && (
        // A voucher is worth £0.00 but shown: it is something to add to the parcel.
        <Row
          label={`Code ${order.discountCode}`}
          value={codeDiscount > 0 ? `-${formatPrice(order.codeDiscount)}` : formatPrice('0.00')}
        />
      )}
      <Row label="Delivery" value={deliveryLabel(order.delivery)} />
      <Row label="Shipping" value={shippingText(order.shipping)} />
      <Row label="Total" value={formatPrice(order.total)} strong />
      <Row label="Points on delivery" value={String(order.pointsEarned)} />
    </dl>
  );
}

/** 'FREE' (standard delivery, as SPEC shows it) or the express charge. */
const shippingText = (shipping: string) => (toPence(shipping) === 0 ? 'FREE' : formatPrice(shipping));

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between font-semibold' : 'flex justify-between'}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
