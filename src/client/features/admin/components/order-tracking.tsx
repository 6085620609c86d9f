import { ExternalLink } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { carrierName } from '@shared/carriers';
import type { AdminOrder } from '@shared/schemas/orders';
import { Button } from '@client/components/ui/button';
import { serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { carrierChoice, checkTracking, type CarrierChoice, type TrackingErrors } from '../fulfilment';
import { useCorrectTracking } from '../orders-api';
import { TrackingFields } from './tracking-fields';

/** The parcel's tracking with its link, and for a shipped or delivered order a form to correct it. */
export function TrackingDetails({ order }: { order: AdminOrder }) {
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
