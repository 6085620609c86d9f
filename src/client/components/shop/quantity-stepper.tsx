// − n + with whole numbers only, inside [min, max]. Each button names what it changes for screen readers.
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { QUANTITY_MAX } from '@shared/cart';
import { cn } from '@client/lib/cn';

const stepButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-sand disabled:pointer-events-none disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand';

/**
 * Product page: a typed-in or stepped quantity, minimum 1 (SPEC §5), at most `max` (the units left, when few):
 * at the cap + is disabled and `capNote` says why ("Only 2 left").
 */
export function QuantityInput({
  value,
  onChange,
  label = 'Quantity',
  min = 1,
  max = QUANTITY_MAX,
  capNote,
}: {
  value: number;
  onChange(value: number): void;
  label?: string;
  min?: number;
  max?: number;
  capNote?: string;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.trunc(n)));
  const commit = () => {
    const n = Number(text);
    const next = Number.isFinite(n) && text.trim() !== '' ? clamp(n) : value;
    setText(String(next));
    onChange(next);
  };
  const capped = capNote !== undefined && value >= max;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="inline-flex items-center rounded-full border border-line bg-white">
        <button
          type="button"
          className={stepButton}
          aria-label="Decrease quantity"
          disabled={value <= min}
          onClick={() => onChange(clamp(value - 1))}
        >
          <Minus aria-hidden="true" className="h-4 w-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          onChange={(e) => setText(e.target.value.replace(/[^\d]/g, '').slice(0, 2))}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
          aria-describedby={capped ? `${id}-cap` : undefined}
          className="h-10 w-12 appearance-none bg-transparent text-center text-base font-medium text-ink [-moz-appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={stepButton}
          aria-label="Increase quantity"
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <p id={`${id}-cap`} aria-live="polite" className="w-full text-xs font-medium text-accent empty:hidden">
        {capped ? capNote : ''}
      </p>
    </div>
  );
}

/** Cart line: − takes the line to 0, which removes it (SPEC §4); the number itself is announced on change. */
export function LineStepper({
  quantity,
  productName,
  onChange,
  disabled,
  className,
  max = QUANTITY_MAX,
}: {
  quantity: number;
  productName: string;
  onChange(quantity: number): void;
  disabled?: boolean;
  className?: string;
  /** The units left when few (the line's "Only 2 left" says why + stops there). */
  max?: number;
}) {
  return (
    <div
      className={cn('inline-flex items-center rounded-full border border-line bg-white', className)}
      role="group"
      aria-label={`Quantity of ${productName}`}
    >
      <button
        type="button"
        className={stepButton}
        aria-label={quantity <= 1 ? `Remove ${productName}` : `Decrease quantity of ${productName}`}
        disabled={disabled}
        onClick={() => onChange(quantity - 1)}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <span className="w-8 text-center text-sm font-medium tabular-nums text-ink" aria-live="polite">
        {quantity}
      </span>
      <button
        type="button"
        className={stepButton}
        aria-label={`Increase quantity of ${productName}`}
        disabled={disabled || quantity >= Math.min(max, QUANTITY_MAX)}
        onClick={() => onChange(quantity + 1)}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
