// Staff add or take away a customer's points with a reason (OPERATIONS §3, decision 0520): checked here as the
// server checks it (the shared schema), asked once more in a dialog saying the balance it leaves, then sent; the
// server's refusal (below 0, a field) is shown beside the form.
import { useRef, useState, type FormEvent } from 'react';
import { PointsAdjustment, POINTS_ADJUSTMENT_MAX } from '@shared/schemas/customers';
import { Button } from '@client/components/ui/button';
import { Field, Input } from '@client/components/ui/field';
import { notify } from '@client/lib/toast';
import { useAdjustPoints } from '../customers-api';
import { errorsFromServer, issuesToErrors, type FormErrors } from '../forms';
import { ConfirmDialog } from './confirm-dialog';

export function PointsAdjust({ customerId, name, balance }: { customerId: string; name: string; balance: number }) {
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [asking, setAsking] = useState<{ delta: number; reason: string } | null>(null);
  const adjust = useAdjustPoints(customerId);
  const deltaRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PointsAdjustment.safeParse({ delta: delta.trim() === '' ? Number.NaN : Number(delta), reason });
    if (!parsed.success) {
      const found = issuesToErrors(parsed.error.issues);
      if (delta.trim() === '') found.delta = 'Enter the points to add, or a minus sign to take away';
      setErrors(found);
      return;
    }
    if (balance + parsed.data.delta < 0) {
      setErrors({ delta: `They have ${balance} points: at most ${balance} can be taken away` });
      return;
    }
    setErrors({});
    setAsking(parsed.data);
  };

  const confirm = () => {
    if (!asking) return;
    adjust.mutate(asking, {
      onSuccess: (result) => {
        setAsking(null);
        setDelta('');
        setReason('');
        notify({ title: 'Points adjusted', description: `${name} now has ${result.points} points.` });
      },
      onError: (error) => {
        setAsking(null);
        setErrors(errorsFromServer(error, 'The points could not be adjusted. Please try again.'));
      },
    });
  };

  const after = asking ? balance + asking.delta : balance;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="adjust-heading" className="space-y-3">
      <h3 id="adjust-heading" className="text-sm font-semibold text-ink">
        Adjust points
      </h3>
      {errors.form && (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {errors.form}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <Field label="Points" error={errors.delta} hint="e.g. 50, or -50 to take away">
          {(control) => (
            <Input
              {...control}
              ref={deltaRef}
              inputMode="numeric"
              value={delta}
              max={POINTS_ADJUSTMENT_MAX}
              onChange={(e) => setDelta(e.target.value)}
            />
          )}
        </Field>
        <Field label="Reason" error={errors.reason} hint="Kept in the ledger and the audit log">
          {(control) => (
            <Input {...control} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
          )}
        </Field>
      </div>
      <Button type="submit" variant="outline" disabled={adjust.isPending}>
        Adjust points
      </Button>
      <ConfirmDialog
        confirmation={
          asking && {
            title:
              asking.delta > 0
                ? `Add ${asking.delta} points for ${name}?`
                : `Take ${-asking.delta} points away from ${name}?`,
            description: `Their balance goes from ${balance} to ${after} points. Reason: ${asking.reason}`,
            action: asking.delta > 0 ? 'Add points' : 'Take points away',
            destructive: asking.delta < 0,
          }
        }
        pending={adjust.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
        fallbackFocus={() => deltaRef.current}
      />
    </form>
  );
}
