import { useRef, useState } from 'react';
import { statusLabel, type OrderStatus } from '@shared/orders';
import type { AdminOrder } from '@shared/schemas/orders';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import {
  checkTracking,
  confirmation,
  moveBody,
  offeredMoves,
  OTHER_CARRIER,
  type CarrierChoice,
  type Notes,
  type TrackingErrors,
} from '../fulfilment';
import { useMoveOrder } from '../orders-api';
import { ConfirmDialog } from './confirm-dialog';
import { headingFocus, NO_NOTES, NoteFields, type Asking } from './order-step-parts';
import { TrackingFields } from './tracking-fields';

const MOVE_LABELS: Record<OrderStatus, string> = {
  pending: 'Back to pending',
  processing: 'Start processing',
  shipped: 'Mark as shipped',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
};

/** The moves the order allows now (shipping asks for tracking), each confirmed first when it cannot be undone. */
export function NextSteps({ order }: { order: AdminOrder }) {
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
