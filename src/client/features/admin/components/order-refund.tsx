// The order page's partial refunds (OPERATIONS §4, decision 0250): what went back so far, and a refund by amount (a
// goodwill gesture) or of some units of a line, through Stripe for a card order or recorded for a bank transfer.
import { useState, type FormEvent } from 'react';
import { formatPence, formatPrice, toPence } from '@shared/money';
import type { AdminOrder } from '@shared/schemas/orders';
import { Button } from '@client/components/ui/button';
import { Field, Input } from '@client/components/ui/field';
import { serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { usePartRefund } from '../returns-api';

export function RefundSection({ order }: { order: AdminOrder }) {
  const refund = usePartRefund(order.id);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const left = toPence(order.total) - toPence(order.refundedAmount);
  const byCard = order.paymentProvider === 'stripe';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = amount.trim().replace(/^£/, '');
    if (!/^\d{1,8}(\.\d{1,2})?$/.test(value) || toPence(value) <= 0) return setError('Enter an amount, e.g. 5.00');
    if (toPence(value) > left) return setError(`At most ${formatPence(left)} is left to refund.`);
    setError(null);
    refund.mutate(
      { amount: (toPence(value) / 100).toFixed(2), note: note.trim() || undefined },
      {
        onSuccess: () => {
          setAmount('');
          setNote('');
          notify({
            title: `Refunded ${formatPrice(value)}`,
            description: byCard ? 'Through Stripe. The customer has been emailed.' : 'The customer has been emailed.',
          });
        },
        onError: (e) => setError(serverMessage(e, 'The refund was not made. Please try again.')),
      },
    );
  };
  return (
    <div className="space-y-3 text-sm">
      <p className="text-ink">
        Refunded so far: <span className="font-semibold">{formatPrice(order.refundedAmount)}</span> of{' '}
        {formatPrice(order.total)}
      </p>
      {order.paymentStatus === 'paid' && left > 0 && (
        <form onSubmit={submit} className="space-y-2" aria-label="Refund an amount">
          <Field
            label={`Refund an amount (goodwill)${byCard ? ', through Stripe' : ', paid back by bank'}`}
            error={error ?? undefined}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                placeholder="5.00"
                value={amount}
                maxLength={12}
                onChange={(e) => setAmount(e.target.value)}
              />
            )}
          </Field>
          <Field label="Internal note (optional)">
            {(control) => <Input {...control} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />}
          </Field>
          <Button type="submit" size="sm" variant="outline" disabled={refund.isPending}>
            Refund amount
          </Button>
        </form>
      )}
    </div>
  );
}
