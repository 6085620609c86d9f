import type { ReactNode, Ref } from 'react';
import { Field, Input, inputClass } from '@client/components/ui/field';
import { cn } from '@client/lib/cn';
import { CARRIER_OPTIONS, OTHER_CARRIER, type CarrierChoice, type TrackingErrors } from '../fulfilment';

/** Tracking number (required) and carrier: one of the carriers we link to, or "Other" with its name typed. */
export function TrackingFields({
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
