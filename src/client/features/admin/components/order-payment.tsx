import { useState } from 'react';
import { formatPrice } from '@shared/money';
import { orderReference, paymentLabel } from '@shared/orders';
import type { AdminOrder } from '@shared/schemas/orders';
import { Button } from '@client/components/ui/button';
import { serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { confirmation, offeredPayments, paymentBody, type Notes } from '../fulfilment';
import { useRecordPayment } from '../orders-api';
import { ConfirmDialog } from './confirm-dialog';
import { headingFocus, NO_NOTES, NoteFields, type Asking } from './order-step-parts';

/** The order's payment: how it is paid, what that means now, and recording a payment or a refund by hand. */
export function PaymentSection({ order }: { order: AdminOrder }) {
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
      {order.paymentStatus === 'refunded' && order.status !== 'cancelled' && (
        <p className="text-muted">Refunded: the order can no longer be processed, shipped or delivered.</p>
      )}
      {order.paymentStatus === 'refunded' && order.status === 'cancelled' && (
        <p className="text-muted">Refunded and cancelled.</p>
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
