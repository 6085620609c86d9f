// The console's editor forms (Categories, Discounts, Rewards, Events, FAQs; decisions 0506, 0510): one form frame
// (the server's refusal above the fields, Cancel and the save button below, busy while saving) and labelled fields
// bound to a draft, each showing its own error beside it.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Field, Input, inputClass, Textarea } from '@client/components/ui/field';
import { cn } from '@client/lib/cn';
import type { FormErrors } from '../forms';

/** The form: noValidate (the shared schemas check it), its form-wide error first, its buttons last. */
export function EditorForm({
  onSubmit,
  error,
  pending,
  submitLabel,
  onCancel,
  children,
}: {
  onSubmit(): void;
  /** A refusal that names no field (a 409, a failed connection). */
  error?: string;
  pending: boolean;
  submitLabel: string;
  onCancel(): void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-danger">
          {error}
        </p>
      )}
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

export type TextOptions = {
  hint?: string;
  inputMode?: 'decimal' | 'numeric' | 'url';
  type?: string;
  maxLength?: number;
  readOnly?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  /** Instead of setting the draft's field (a field whose typing changes more than itself). */
  onValue?(value: string): void;
};

type Bound<D> = {
  draft: D;
  errors: FormErrors;
  change(next: Partial<D>): void;
};

/**
 * Fields bound to one draft: `text('name', 'Name')` is a labelled input showing `draft.name`, changing it, with
 * `errors.name` beside it. Text fields hold text (numbers are read from it when the body is made).
 */
export function fieldsOf<D extends object>({ draft, errors, change }: Bound<D>) {
  type Key = keyof D & string;
  const set = (key: Key, value: unknown) => change({ [key]: value } as Partial<D>);
  return {
    text(key: Key, label: string, { hint, onValue, ...props }: TextOptions = {}) {
      return (
        <Field label={label} error={errors[key]} hint={hint}>
          {(control) => (
            <Input
              {...control}
              {...props}
              autoComplete="off"
              value={String(draft[key] ?? '')}
              onChange={(e) => (onValue ? onValue(e.target.value) : set(key, e.target.value))}
            />
          )}
        </Field>
      );
    },
    area(
      key: Key,
      label: string,
      { hint, rows = 3, maxLength }: { hint?: string; rows?: number; maxLength?: number } = {},
    ) {
      return (
        <Field label={label} error={errors[key]} hint={hint}>
          {(control) => (
            <Textarea
              {...control}
              value={String(draft[key] ?? '')}
              maxLength={maxLength}
              rows={rows}
              onChange={(e) => set(key, e.target.value)}
            />
          )}
        </Field>
      );
    },
    select(
      key: Key,
      label: string,
      options: ReadonlyArray<readonly [value: string, label: string]>,
      { hint, autoFocus }: { hint?: string; autoFocus?: boolean } = {},
    ) {
      return (
        <Field label={label} error={errors[key]} hint={hint}>
          {(control) => (
            <select
              {...control}
              autoFocus={autoFocus}
              value={String(draft[key] ?? '')}
              onChange={(e) => set(key, e.target.value)}
              className={cn(inputClass, 'h-11')}
            >
              {options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    },
    box(key: Key, label: ReactNode) {
      return (
        <label className="flex min-h-9 items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={Boolean(draft[key])}
            onChange={(e) => set(key, e.target.checked)}
            className="h-4 w-4 accent-brand"
          />
          {label}
        </label>
      );
    },
  };
}
