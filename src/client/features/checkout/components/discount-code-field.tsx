// The cart's discount code (COMMERCE §2): Apply (or Enter) asks the server for a quote with the code; a refusal
// is shown inline and read out (aria-live), an accepted code shows with a Remove button. One code per order.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/field';
import { serverMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import type { DeliveryMethod } from '@shared/delivery';
import { fetchQuote, quoteKey } from '../checkout-api';

const CODE_MAX = 40;

export function DiscountCodeField({
  applied,
  delivery,
  problem,
  disabled,
  onApplied,
  onRemove,
}: {
  /** The code the quote is priced with, or ''. */
  applied: string;
  /** The delivery chosen: the code is checked with it (a shipping code needs express, decision 0253). */
  delivery: DeliveryMethod;
  /** Why the applied code stopped working (the cart or the code changed since). */
  problem: string | null;
  disabled: boolean;
  onApplied(code: string): void;
  onRemove(): void;
}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function apply(event: FormEvent) {
    event.preventDefault();
    const code = text.trim().toUpperCase();
    if (!user || checking) return;
    if (!code) return setRefusal('Enter a discount code first.');
    setChecking(true);
    setRefusal(null);
    try {
      // The quote with the code is the answer: cached under its key, the page shows it without asking again.
      queryClient.setQueryData(quoteKey(user.id, code, delivery), await fetchQuote(user.id, code, delivery));
      setText('');
      onApplied(code);
    } catch (error) {
      setRefusal(serverMessage(error, 'The code could not be checked. Please try again.'));
    } finally {
      setChecking(false);
    }
  }

  const message = applied ? problem : refusal;
  return (
    <div className="space-y-2">
      {applied ? (
        <div className="flex items-center justify-between gap-2 rounded-xl border border-dashed border-brand/40 bg-brand-soft px-3 py-2">
          <p className="text-sm text-ink">
            Code <span className="font-mono font-semibold tracking-wider text-brand">{applied}</span>{' '}
            {problem ? 'cannot be used' : 'applied'}
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            disabled={disabled}
            aria-label={`Remove code ${applied}`}
          >
            Remove
          </Button>
        </div>
      ) : (
        <form onSubmit={apply} className="space-y-1.5" noValidate>
          <label htmlFor={id} className="block text-sm font-medium text-ink">
            Discount code
          </label>
          <div className="flex gap-2">
            <Input
              id={id}
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={CODE_MAX}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="e.g. SCFRIEND15"
              aria-invalid={refusal ? true : undefined}
              aria-describedby={`${id}-message`}
              className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
              disabled={disabled}
            />
            <Button type="submit" variant="outline" disabled={disabled || checking}>
              {checking ? 'Checking…' : 'Apply'}
            </Button>
          </div>
        </form>
      )}
      <p id={`${id}-message`} aria-live="polite" className="text-sm text-danger empty:hidden">
        {message}
      </p>
    </div>
  );
}
