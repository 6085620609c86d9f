// /admin/orders/:id (COMMERCE §4–6): one order — items, address, customer, payment, its timeline — and the next
// steps it allows (fulfilment.ts over shared/orders.ts moveRefusal, the rule the server applies). Shipping needs a
// tracking number and takes a carrier; every move and payment record carries an internal note (staff only) and a
// message to the customer (emailed); irreversible steps are confirmed first; a shipped order's tracking can be
// corrected.
import { ExternalLink, Lock, Mail } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { carrierName } from '@shared/carriers';
import { formatDateTime } from '@shared/dates';
import { formatPence, formatPrice, toPence } from '@shared/money';
import { orderReference, paymentLabel, statusLabel, type OrderStatus } from '@shared/orders';
import type { AdminOrder } from '@shared/schemas/orders';
import { BackLink } from '@client/components/ui/back-button';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Field, Input, inputClass, Textarea } from '@client/components/ui/field';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { ApiError, serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { ConfirmDialog } from '../components/confirm-dialog';
import { OrderStatusBadge, PaymentBadge } from '../components/order-badges';
import {
  CARRIER_OPTIONS,
  carrierChoice,
  checkTracking,
  confirmation,
  moveBody,
  offeredMoves,
  offeredPayments,
  OTHER_CARRIER,
  paymentBody,
  type CarrierChoice,
  type Confirmation,
  type Notes,
  type TrackingErrors,
} from '../fulfilment';
import { useAdminOrder, useCorrectTracking, useCustomerCodes, useMoveOrder, useRecordPayment } from '../orders-api';

export default function OrderPage({ params }: { params: { id: string } }) {
  useDocumentTitle(`Order #${orderReference(params.id)}`);
  return (
    <AdminShell>
      <BackLink href="/admin/orders" label="Back to orders" />
      <OrderDetails id={params.id} />
    </AdminShell>
  );
}

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

const headingFocus = () => document.querySelector<HTMLElement>('main h1');

function OrderView({ order }: { order: AdminOrder }) {
  const ref = orderReference(order.id);
  const a = order.shippingAddress;
  const discount = toPence(order.memberDiscount);
  const codeDiscount = toPence(order.codeDiscount);
  return (
    <div className="mt-2 space-y-4">
      <header>
        {/* Focus lands here after a step whose button is gone (the order moved on). */}
        <h1 tabIndex={-1} className="font-display text-2xl text-ink focus:outline-none">
          Order #{ref}
        </h1>
        <p className="text-sm text-muted">Placed {formatDateTime(order.createdAt)}</p>
        <div className="mt-2 flex flex-wrap gap-2" aria-label="Order state">
          <OrderStatusBadge status={order.status} />
          <PaymentBadge status={order.paymentStatus} />
        </div>
      </header>

      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          {/* Payment first: on a phone it is the first thing an unpaid order needs, above the moves it unlocks. */}
          <Card>
            <h2 className="font-semibold text-ink">Payment</h2>
            <PaymentSection order={order} />
          </Card>
          <NextSteps order={order} />

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
            <h2 className="font-semibold text-ink">Timeline</h2>
            <Timeline order={order} />
          </Card>
        </div>

        <div className="space-y-4">
          <Card>
            <h2 className="font-semibold text-ink">Customer</h2>
            <p className="mt-1 text-sm text-ink">
              {order.customer.firstName} {order.customer.lastName}
            </p>
            <p className="text-sm">
              <a className="break-all text-brand underline" href={`mailto:${order.customer.email}`}>
                {order.customer.email}
              </a>
            </p>
            <RedeemedCodes customerId={order.customer.id} orderCode={order.discountCode} />
          </Card>

          <Card>
            <h2 className="font-semibold text-ink">Delivery</h2>
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
            <TrackingDetails order={order} />
          </Card>
        </div>
      </div>
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

/** The two texts every change carries, side by side on a wide screen. */
function NoteFields({ notes, onChange }: { notes: Notes; onChange: (notes: Notes) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Internal note (staff only)" hint="In this timeline only; the customer never sees it">
        {(control) => (
          <Textarea
            {...control}
            value={notes.note}
            maxLength={500}
            onChange={(e) => onChange({ ...notes, note: e.target.value })}
          />
        )}
      </Field>
      <Field label="Message to customer (emailed)" hint="In the email and the customer's order history">
        {(control) => (
          <Textarea
            {...control}
            value={notes.customerMessage}
            maxLength={500}
            onChange={(e) => onChange({ ...notes, customerMessage: e.target.value })}
          />
        )}
      </Field>
    </div>
  );
}

const NO_NOTES: Notes = { note: '', customerMessage: '' };

/** A confirmation waiting for an answer, with the step it confirms (run with the fields as they are on "yes"). */
type Asking<Step> = { confirmation: Confirmation; step: Step };

function PaymentSection({ order }: { order: AdminOrder }) {
  const record = useRecordPayment(order.id);
  const [notes, setNotes] = useState<Notes>(NO_NOTES);
  const [asking, setAsking] = useState<Asking<'paid' | 'refunded'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A card order is marked paid by Stripe's webhook and refunded through Stripe, never by hand (decision 0207).
  const byCard = order.paymentProvider === 'stripe';
  const offered = offeredPayments(order);

  const run = (status: 'paid' | 'refunded') =>
    record.mutate(paymentBody(status, notes), {
      onSuccess: () => {
        setAsking(null);
        setNotes(NO_NOTES);
        notify({
          title: status === 'paid' ? 'Payment recorded' : 'Refund recorded',
          description: 'The customer has been emailed.',
        });
      },
      onError: (e) => {
        setAsking(null);
        setError(serverMessage(e, 'It could not be recorded. Please try again.'));
      },
    });
  const ask = (status: 'paid' | 'refunded') => {
    setError(null);
    const question = confirmation(status, order);
    if (question) setAsking({ confirmation: question, step: status });
  };

  return (
    <div className="mt-1 space-y-3 text-sm">
      <p>
        {paymentLabel(order.paymentStatus)} · {byCard ? 'card (Stripe)' : 'bank transfer or invoice'}
        {' · '}reference {orderReference(order.id)}
      </p>
      {byCard && order.paymentStatus === 'unpaid' && order.status !== 'cancelled' && (
        <p className="text-muted">Awaiting the card payment: Stripe marks the order paid when it is made.</p>
      )}
      {byCard && order.paymentStatus === 'paid' && order.status !== 'cancelled' && (
        <p className="text-muted">A card payment is refunded through Stripe by cancelling the order.</p>
      )}
      {byCard && order.paymentStatus === 'paid' && order.status === 'cancelled' && (
        <p className="text-muted">
          Stripe did not refund this card: refund it in Stripe&rsquo;s dashboard, then record the refund here.
        </p>
      )}
      {order.paymentStatus === 'refunded' && (
        <p className="text-muted">Refunded: the order can no longer be processed, shipped or delivered.</p>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      {offered.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {offered.includes('paid') && (
            <Button size="sm" onClick={() => ask('paid')} disabled={record.isPending}>
              Record payment of {formatPrice(order.total)}
            </Button>
          )}
          {offered.includes('refunded') && (
            <Button size="sm" variant="outline" onClick={() => ask('refunded')} disabled={record.isPending}>
              Record refund
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        confirmation={asking?.confirmation ?? null}
        pending={record.isPending}
        onConfirm={() => asking && run(asking.step)}
        onCancel={() => {
          setAsking(null);
          setNotes(NO_NOTES);
        }}
        fallbackFocus={headingFocus}
      >
        {/* The texts of a payment record are asked with it: the card stays short on the many orders already paid. */}
        <NoteFields notes={notes} onChange={setNotes} />
      </ConfirmDialog>
    </div>
  );
}

const MOVE_LABELS: Record<OrderStatus, string> = {
  pending: 'Back to pending',
  processing: 'Start processing',
  shipped: 'Mark as shipped',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
};

function NextSteps({ order }: { order: AdminOrder }) {
  const move = useMoveOrder(order.id);
  const [notes, setNotes] = useState<Notes>(NO_NOTES);
  const [tracking, setTracking] = useState('');
  const [carrier, setCarrier] = useState<CarrierChoice>({ choice: '', other: '' });
  const [trackingErrors, setTrackingErrors] = useState<TrackingErrors>({});
  const [asking, setAsking] = useState<Asking<OrderStatus> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const trackingInput = useRef<HTMLInputElement>(null);
  const moves = offeredMoves(order);
  if (moves.length === 0) return null;
  const canShip = moves.some((m) => m.to === 'shipped' && m.refusal === null);
  const waiting = moves.find((m) => m.refusal !== null)?.refusal;

  const run = (to: OrderStatus) => {
    const checked = to === 'shipped' ? checkTracking({ trackingNumber: tracking, ...carrier }) : null;
    move.mutate(moveBody(to, notes, checked && 'body' in checked ? checked.body : undefined), {
      onSuccess: () => {
        setAsking(null);
        setNotes(NO_NOTES);
        setTracking('');
        setCarrier({ choice: '', other: '' });
        notify({ title: `Order ${statusLabel(to).toLowerCase()}`, description: 'The customer has been emailed.' });
      },
      onError: (e) => {
        setAsking(null);
        setError(serverMessage(e, 'The order could not be changed. Please try again.'));
      },
    });
  };

  const ask = (to: OrderStatus) => {
    setError(null);
    if (to === 'shipped') {
      const checked = checkTracking({ trackingNumber: tracking, ...carrier });
      if ('errors' in checked) {
        setTrackingErrors(checked.errors);
        trackingInput.current?.focus();
        return;
      }
      setTrackingErrors({});
    }
    const question = confirmation(to, {
      ...order,
      carrier: to === 'shipped' ? (carrier.choice === OTHER_CARRIER ? carrier.other : carrier.choice) : null,
    });
    if (question) setAsking({ confirmation: question, step: to });
    else run(to);
  };

  return (
    <Card>
      <h2 className="font-semibold text-ink">Next steps</h2>
      <form aria-label="Next steps" className="mt-2 space-y-3" onSubmit={(e) => e.preventDefault()} noValidate>
        {canShip && (
          <fieldset className="space-y-3 rounded-xl border border-line p-3">
            <legend className="px-1 text-sm font-medium text-ink">Shipping</legend>
            <TrackingFields
              tracking={tracking}
              onTracking={setTracking}
              carrier={carrier}
              onCarrier={setCarrier}
              errors={trackingErrors}
              inputRef={trackingInput}
              hint="Required to mark the order shipped; sent to the customer"
            />
          </fieldset>
        )}
        <NoteFields notes={notes} onChange={setNotes} />
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {moves.map(({ to, refusal }) => (
            <Button
              key={to}
              type="button"
              size="sm"
              variant={to === 'cancelled' ? 'destructive' : 'primary'}
              disabled={move.isPending || refusal !== null}
              onClick={() => ask(to)}
            >
              {MOVE_LABELS[to]}
            </Button>
          ))}
        </div>
        {waiting && <p className="text-xs text-muted">{waiting}</p>}
      </form>
      <ConfirmDialog
        confirmation={asking?.confirmation ?? null}
        pending={move.isPending}
        onConfirm={() => asking && run(asking.step)}
        onCancel={() => setAsking(null)}
        fallbackFocus={headingFocus}
      />
    </Card>
  );
}

/** Tracking number (required) and carrier: one of the carriers we link to, or "Other" with its name typed. */
function TrackingFields({
  tracking,
  onTracking,
  carrier,
  onCarrier,
  errors,
  inputRef,
  hint,
}: {
  tracking: string;
  onTracking: (value: string) => void;
  carrier: CarrierChoice;
  onCarrier: (value: CarrierChoice) => void;
  errors: TrackingErrors;
  inputRef?: Ref<HTMLInputElement>;
  hint?: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label={<RequiredLabel>Tracking number</RequiredLabel>} error={errors.trackingNumber} hint={hint}>
        {(control) => (
          <Input
            {...control}
            ref={inputRef}
            value={tracking}
            maxLength={60}
            autoComplete="off"
            required
            aria-required="true"
            onChange={(e) => onTracking(e.target.value)}
          />
        )}
      </Field>
      <div className="space-y-3">
        <Field label="Carrier" error={carrier.choice === OTHER_CARRIER ? undefined : errors.carrier}>
          {(control) => (
            <select
              {...control}
              value={carrier.choice}
              onChange={(e) => onCarrier({ choice: e.target.value, other: carrier.other })}
              className={cn(inputClass, 'h-11')}
            >
              <option value="">Not given</option>
              {CARRIER_OPTIONS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {carrier.choice === OTHER_CARRIER && (
          <Field label="Carrier name" error={errors.carrier}>
            {(control) => (
              <Input
                {...control}
                value={carrier.other}
                maxLength={40}
                autoComplete="off"
                onChange={(e) => onCarrier({ choice: OTHER_CARRIER, other: e.target.value })}
              />
            )}
          </Field>
        )}
      </div>
    </div>
  );
}

function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}{' '}
      <span aria-hidden="true" className="text-danger">
        *
      </span>
      <span className="sr-only">(required)</span>
    </>
  );
}

/** The parcel's tracking with its link, and for a shipped or delivered order a form to correct it. */
function TrackingDetails({ order }: { order: AdminOrder }) {
  const shown = order.status === 'shipped' || order.status === 'delivered';
  const [editing, setEditing] = useState(false);
  if (!order.trackingNumber && !shown) return null;
  const carrier = carrierName(order.carrier);
  return (
    <div className="mt-3 space-y-2 border-t border-line pt-3 text-sm">
      {order.trackingNumber ? (
        <>
          <p>
            Tracking number: <span className="font-medium">{order.trackingNumber}</span>
          </p>
          {carrier && <p>Carrier: {carrier}</p>}
          {order.trackingUrl && (
            <p>
              <a
                href={order.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-brand underline"
              >
                Track the parcel{carrier ? ` with ${carrier}` : ''}
                <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </p>
          )}
        </>
      ) : (
        <p className="text-muted">No tracking number.</p>
      )}
      {shown &&
        (editing ? (
          <TrackingCorrection order={order} onDone={() => setEditing(false)} />
        ) : (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Correct tracking
          </Button>
        ))}
    </div>
  );
}

function TrackingCorrection({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const correct = useCorrectTracking(order.id);
  const [tracking, setTracking] = useState(order.trackingNumber ?? '');
  const [carrier, setCarrier] = useState<CarrierChoice>(() => carrierChoice(order.carrier));
  const [errors, setErrors] = useState<TrackingErrors>({});
  const [error, setError] = useState<string | null>(null);
  const trackingInput = useRef<HTMLInputElement>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = checkTracking({ trackingNumber: tracking, ...carrier });
    if ('errors' in checked) {
      setErrors(checked.errors);
      trackingInput.current?.focus();
      return;
    }
    setErrors({});
    correct.mutate(checked.body, {
      onSuccess: () => {
        notify({ title: 'Tracking updated', description: 'The customer has been emailed the new tracking.' });
        onDone();
      },
      onError: (e) => setError(serverMessage(e, 'The tracking could not be changed. Please try again.')),
    });
  };

  return (
    <form aria-label="Correct tracking" className="space-y-3" onSubmit={save} noValidate>
      <TrackingFields
        tracking={tracking}
        onTracking={setTracking}
        carrier={carrier}
        onCarrier={setCarrier}
        errors={errors}
        inputRef={trackingInput}
      />
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={correct.isPending}>
          {correct.isPending ? 'Saving…' : 'Save tracking'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone} disabled={correct.isPending}>
          Cancel
        </Button>
      </div>
    </form>
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
