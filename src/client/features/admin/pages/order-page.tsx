// /admin/orders/:id (COMMERCE §4–5): one order — items, address, customer, payment, its timeline — and the next
// steps it allows (shared/orders.ts moveRefusal, the rule the server applies), with a tracking number for shipping.
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '@shared/dates';
import { formatPence, formatPrice, toPence } from '@shared/money';
import {
  moveRefusal,
  NEXT_STATUSES,
  orderReference,
  paymentLabel,
  statusLabel,
  type OrderStatus,
} from '@shared/orders';
import type { AdminOrder } from '@shared/schemas/orders';
import { BackLink } from '../../../components/ui/back-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, serverMessage } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { OrderStatusBadge, PaymentBadge } from '../components/order-badges';
import { useAdminOrder, useCustomerCodes, useMoveOrder, useRecordPayment } from '../orders-api';

export default function OrderPage({ params }: { params: { id: string } }) {
  useDocumentTitle(`Order #${orderReference(params.id).toUpperCase()}`);
  return (
    <AdminShell>
      <BackLink href="/admin/orders" label="Back to orders" />
      <OrderDetails id={params.id} />
    </AdminShell>
  );
}

const MOVE_LABELS: Record<OrderStatus, string> = {
  pending: 'Back to pending',
  processing: 'Start processing',
  shipped: 'Mark as shipped',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
};

function OrderDetails({ id }: { id: string }) {
  const order = useAdminOrder(id);
  useSignedOutRedirect(order.error);

  if (order.isPending) {
    return (
      <div className="mt-4 space-y-3" role="status" aria-label="Loading the order">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return (
      <Card role="alert" className="mt-4 text-center">
        <h1 className="font-semibold">{missing ? 'Order not found' : 'The order could not be loaded.'}</h1>
        {!missing && (
          <Button className="mt-3" variant="outline" onClick={() => void order.refetch()}>
            Try again
          </Button>
        )}
      </Card>
    );
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: AdminOrder }) {
  const ref = orderReference(order.id).toUpperCase();
  const a = order.shippingAddress;
  const discount = toPence(order.memberDiscount);
  const codeDiscount = toPence(order.codeDiscount);
  return (
    <div className="mt-4 space-y-4">
      <header>
        <h1 className="font-display text-2xl text-ink">Order #{ref}</h1>
        <p className="text-sm text-muted">Placed {formatDateTime(order.createdAt)}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentBadge status={order.paymentStatus} />
        </div>
      </header>

      <NextSteps order={order} />

      <Card>
        <h2 className="font-semibold text-ink">Payment</h2>
        <PaymentSection order={order} />
      </Card>

      <Card>
        <h2 className="font-semibold text-ink">Items</h2>
        <ul className="mt-2 divide-y divide-line text-sm" aria-label="Items">
          {order.items.map((item) => (
            <li key={item.productId} className="flex justify-between gap-3 py-2">
              <span>
                {item.quantity} × {item.productName}
              </span>
              <span className="tabular-nums">{formatPence(toPence(item.price) * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-1 border-t border-line pt-2 text-sm">
          <Row label="Subtotal" value={formatPrice(order.subtotal)} />
          {discount > 0 && <Row label="Member discount" value={`-${formatPrice(order.memberDiscount)}`} />}
          {order.discountCode && (
            // A shipping code or a voucher is worth £0.00 but shown: a voucher is something to add to the parcel.
            <Row
              label={`Code ${order.discountCode}`}
              value={codeDiscount > 0 ? `-${formatPrice(order.codeDiscount)}` : formatPrice('0.00')}
            />
          )}
          <Row label="Shipping" value={toPence(order.shipping) === 0 ? 'FREE' : formatPrice(order.shipping)} />
          <Row label="Total" value={formatPrice(order.total)} strong />
          <Row label="Points on delivery" value={String(order.pointsEarned)} />
        </dl>
      </Card>

      <Card>
        <h2 className="font-semibold text-ink">Customer</h2>
        <p className="mt-1 text-sm text-ink">
          {order.customer.firstName} {order.customer.lastName}
        </p>
        <p className="text-sm">
          <a className="text-brand underline" href={`mailto:${order.customer.email}`}>
            {order.customer.email}
          </a>
        </p>
        <RedeemedCodes customerId={order.customer.id} orderCode={order.discountCode} />
      </Card>

      <Card>
        <h2 className="font-semibold text-ink">Delivery address</h2>
        {a ? (
          <address className="mt-1 text-sm not-italic text-ink">
            {a.firstName} {a.lastName}
            <br />
            {a.address}
            <br />
            {a.city}
            <br />
            {a.postalCode}
            <br />
            {a.country}
          </address>
        ) : (
          <p className="mt-1 text-sm text-muted">No address given.</p>
        )}
        {order.trackingNumber && (
          <p className="mt-2 text-sm">
            Tracking number: <span className="font-medium">{order.trackingNumber}</span>
          </p>
        )}
      </Card>

      <Card>
        <h2 className="font-semibold text-ink">Timeline</h2>
        <Timeline order={order} />
      </Card>
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between font-semibold' : 'flex justify-between'}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function Timeline({ order }: { order: { history: AdminOrder['history'] } }) {
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
          {entry.note && <p className="mt-0.5 text-ink">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}

function PaymentSection({ order }: { order: AdminOrder }) {
  const record = useRecordPayment(order.id);
  // A card order is marked paid by Stripe's webhook, never by hand (decision 0207).
  const byCard = order.paymentProvider === 'stripe';
  const canPay = !byCard && order.paymentStatus === 'unpaid' && order.status !== 'cancelled';
  const canRefund = order.paymentStatus === 'paid' && order.status === 'cancelled';
  const run = (status: 'paid' | 'refunded') =>
    record.mutate(
      { status },
      {
        onSuccess: () => notify({ title: status === 'paid' ? 'Payment recorded' : 'Refund recorded' }),
        onError: (error) =>
          notify({
            title: 'Could not record it',
            description: serverMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <div className="mt-1 space-y-2 text-sm">
      <p>
        {paymentLabel(order.paymentStatus)} · {byCard ? 'card (Stripe)' : 'bank transfer or invoice'}
        {' · '}reference {orderReference(order.id).toUpperCase()}
      </p>
      {byCard && order.paymentStatus === 'unpaid' && order.status !== 'cancelled' && (
        <p className="text-muted">Awaiting the card payment: Stripe marks the order paid when it is made.</p>
      )}
      {canPay && (
        <Button size="sm" onClick={() => run('paid')} disabled={record.isPending}>
          Record payment of {formatPrice(order.total)}
        </Button>
      )}
      {canRefund && (
        <Button size="sm" variant="outline" onClick={() => run('refunded')} disabled={record.isPending}>
          Record refund
        </Button>
      )}
    </div>
  );
}

function NextSteps({ order }: { order: AdminOrder }) {
  const move = useMoveOrder(order.id);
  const [note, setNote] = useState('');
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string | null>(null);
  const next = NEXT_STATUSES[order.status as OrderStatus] ?? [];
  if (next.length === 0) return null;
  const canShip = next.includes('shipped');

  const go = (to: OrderStatus) => (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    move.mutate(
      {
        status: to,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(to === 'shipped' && tracking.trim() ? { trackingNumber: tracking.trim() } : {}),
      },
      {
        onSuccess: () => {
          setNote('');
          setTracking('');
          notify({ title: `Order ${statusLabel(to).toLowerCase()}`, description: 'The customer has been emailed.' });
        },
        onError: (e) => setError(serverMessage(e, 'The order could not be changed. Please try again.')),
      },
    );
  };

  return (
    <Card>
      <h2 className="font-semibold text-ink">Next steps</h2>
      <form className="mt-2 space-y-3" onSubmit={(e) => e.preventDefault()}>
        {canShip && (
          <Field label="Tracking number" hint="Sent to the customer with the shipping email">
            {(control) => (
              <Input
                {...control}
                value={tracking}
                maxLength={60}
                autoComplete="off"
                onChange={(e) => setTracking(e.target.value)}
              />
            )}
          </Field>
        )}
        <Field label="Note (optional)" hint="Shown in the timeline">
          {(control) => (
            <Textarea {...control} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          )}
        </Field>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {next.map((to) => {
            const refusal = moveRefusal(order, to);
            return (
              <Button
                key={to}
                type="button"
                size="sm"
                variant={to === 'cancelled' ? 'destructive' : 'primary'}
                disabled={move.isPending || refusal !== null}
                onClick={go(to)}
              >
                {MOVE_LABELS[to]}
              </Button>
            );
          })}
        </div>
        {next.some((to) => moveRefusal(order, to)) && (
          <p className="text-xs text-muted">{next.map((to) => moveRefusal(order, to)).find(Boolean)}</p>
        )}
      </form>
    </Card>
  );
}

/** What the customer redeemed with points: vouchers (no discount) are fulfilled by staff on the order that quotes them. */
function RedeemedCodes({ customerId, orderCode }: { customerId: string; orderCode: string | null }) {
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
