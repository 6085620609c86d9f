// The cart's delivery choice (decision 0253): standard (free) or next-day express at the quote's price. Native radio
// buttons in a fieldset, so the arrow keys move between them and a screen reader names the group; each option is a
// whole 44 px label.
import { formatPrice, toPence } from '@shared/money';
import { DELIVERY_LABELS, DELIVERY_TIMES, type DeliveryMethod } from '@shared/delivery';
import type { Quote } from '@shared/schemas/orders';
import { cn } from '@client/lib/cn';

export function DeliveryChoice({
  options,
  value,
  disabled,
  onChange,
}: {
  /** The quote's deliveries with their prices. */
  options: Quote['deliveryOptions'];
  value: DeliveryMethod;
  disabled: boolean;
  onChange(next: DeliveryMethod): void;
}) {
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-ink">Delivery</legend>
      {options.map((option) => {
        const checked = option.delivery === value;
        const free = toPence(option.price) === 0;
        return (
          <label
            key={option.delivery}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm',
              checked ? 'border-brand ring-1 ring-brand' : 'border-line',
            )}
          >
            <input
              type="radio"
              name="delivery"
              value={option.delivery}
              checked={checked}
              onChange={() => onChange(option.delivery)}
              className="h-5 w-5 shrink-0 accent-brand"
            />
            <span className="flex-1">
              <span className="block font-medium text-ink">{DELIVERY_LABELS[option.delivery]}</span>
              <span className="block text-muted">{DELIVERY_TIMES[option.delivery]}</span>
            </span>
            <span className={cn('tabular-nums font-medium', free ? 'text-success' : 'text-ink')}>
              {free ? 'FREE' : formatPrice(option.price)}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
