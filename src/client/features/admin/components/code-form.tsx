// A discount code's fields, for a new one or an edit (decision 0506): COMMERCE §2's value, limit and dates and §6's
// terms, checked by the server's schema before sending; the server's 400s beside their fields, its 409s above. The
// code's text is typed once (orders name it) and shown upper-cased as shoppers will type it.
import { useState, type FormEvent, type ReactNode } from 'react';
import type { AdminDiscountCode } from '@shared/schemas/catalogue-admin';
import { Button } from '@client/components/ui/button';
import { Field, Input, inputClass, Textarea } from '@client/components/ui/field';
import { cn } from '@client/lib/cn';
import { notify } from '@client/lib/toast';
import {
  codeChange,
  codeDraftOf,
  emptyCode,
  errorsFromServer,
  newCodeBody,
  type CodeDraft,
  type FormErrors,
} from '../catalogue-forms';
import { useCreateCode, useUpdateCode } from '../catalogue-api';

const TYPES: Array<[CodeDraft['discountType'], string]> = [
  ['percentage', 'Percentage off'],
  ['fixed', 'Amount off (£)'],
  ['shipping', 'Free shipping'],
];

export function CodeForm({ code, onDone }: { code: AdminDiscountCode | null; onDone(): void }) {
  const [draft, setDraft] = useState<CodeDraft>(code ? codeDraftOf(code) : emptyCode);
  const [errors, setErrors] = useState<FormErrors>({});
  const create = useCreateCode();
  const update = useUpdateCode();
  const pending = create.isPending || update.isPending;
  const change = (next: Partial<CodeDraft>) => setDraft((d) => ({ ...d, ...next }));
  const failed = (error: unknown) => setErrors(errorsFromServer(error, 'The code could not be saved.'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!code) {
      const result = newCodeBody(draft);
      if ('errors' in result) return setErrors(result.errors);
      setErrors({});
      create.mutate(result.body, {
        onSuccess: (made) => {
          notify({ title: `${made.code} created`, description: 'It works at the next checkout.' });
          onDone();
        },
        onError: failed,
      });
      return;
    }
    const result = codeChange(draft, code);
    if ('unchanged' in result) return onDone();
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    update.mutate(
      { code: code.code, ...result.patch },
      {
        onSuccess: (saved) => {
          notify({ title: `${saved.code} saved` });
          onDone();
        },
        onError: failed,
      },
    );
  };

  const text = (
    key: keyof CodeDraft,
    label: string,
    props: {
      hint?: string;
      inputMode?: 'decimal' | 'numeric';
      type?: string;
      maxLength?: number;
      readOnly?: boolean;
      autoFocus?: boolean;
    } = {},
  ) => {
    const { hint, ...rest } = props;
    return (
      <Field label={label} error={errors[key]} hint={hint}>
        {(control) => (
          <Input
            {...control}
            {...rest}
            autoComplete="off"
            value={String(draft[key])}
            onChange={(e) => change({ [key]: e.target.value })}
          />
        )}
      </Field>
    );
  };

  const box = (
    key: 'firstOrderOnly' | 'oncePerMember' | 'fullPriceOnly' | 'isActive' | 'inWallet',
    label: ReactNode,
  ) => (
    <label className="flex min-h-9 items-center gap-2 text-sm text-ink">
      <input
        type="checkbox"
        checked={draft[key]}
        onChange={(e) => change({ [key]: e.target.checked })}
        className="h-4 w-4 accent-brand"
      />
      {label}
    </label>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.form && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-danger">
          {errors.form}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('code', 'Code', {
          maxLength: 40,
          readOnly: code !== null,
          autoFocus: code === null,
          hint: code ? 'Orders name the code: it stays.' : 'Letters, digits and hyphens; shoppers type it in any case.',
        })}
        <Field label="Type" error={errors.discountType}>
          {(control) => (
            <select
              {...control}
              autoFocus={code !== null}
              value={draft.discountType}
              onChange={(e) => change({ discountType: e.target.value as CodeDraft['discountType'] })}
              className={cn(inputClass, 'h-11')}
            >
              {TYPES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {draft.discountType !== 'shipping' &&
          text('discountValue', draft.discountType === 'percentage' ? 'Percentage off (%)' : 'Amount off (£)', {
            inputMode: 'decimal',
            maxLength: 10,
          })}
        {text('maxUses', 'Uses allowed', { inputMode: 'numeric', maxLength: 8, hint: 'Empty: no limit.' })}
        {text('minSpend', 'Minimum spend (£)', { inputMode: 'decimal', maxLength: 10, hint: 'Empty: none.' })}
        {text('validFrom', 'Valid from', { type: 'date', hint: 'From the start of that day, UK time.' })}
        {text('validUntil', 'Valid until', { type: 'date', hint: 'To the end of that day, UK time.' })}
      </div>
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-medium text-ink">Terms</legend>
        {box('firstOrderOnly', 'First order only')}
        {box('oncePerMember', 'Once per member')}
        {box('fullPriceOnly', 'Not with member prices')}
        {box('isActive', 'Active: shoppers can use it')}
        {box('inWallet', 'Show in the members’ perks wallet')}
      </fieldset>
      {draft.inWallet && (
        <div className="grid gap-4">
          {text('name', 'Name in the wallet', { maxLength: 80 })}
          <Field label="Description in the wallet" error={errors.description}>
            {(control) => (
              <Textarea
                {...control}
                value={draft.description}
                maxLength={300}
                rows={2}
                onChange={(e) => change({ description: e.target.value })}
              />
            )}
          </Field>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? 'Saving…' : code ? 'Save changes' : 'Create code'}
        </Button>
      </div>
    </form>
  );
}
