// The Routine Builder's step editor: one card per step with its field errors, and the form that adds a step.
import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { lastingAtThisUse } from '@shared/run-out';
import { Button } from '@client/components/ui/button';
import { Field, Input, Textarea } from '@client/components/ui/field';
import { stepFieldProblems, type StepFields } from '../routine-draft';
import { ProductPicker } from './routine-product-picker';

export function StepCard({
  number,
  fields,
  uses,
  problems,
  onChange,
  onDelete,
}: {
  number: number;
  fields: StepFields;
  /** Steps of this routine that name the same product (for how long a pack lasts, decision 0311). */
  uses: number;
  problems: Partial<Record<keyof StepFields, string>>;
  onChange(patch: Partial<StepFields>): void;
  onDelete(): void;
}) {
  const id = useId();
  const described = (field: keyof StepFields) => (problems[field] ? `${id}-${field}-error` : undefined);
  return (
    <li className="rounded-2xl border border-line bg-white p-4" aria-label={`Step ${number}`}>
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white"
        >
          {number}
        </span>
        <Input
          aria-label={`Step ${number} product name`}
          aria-invalid={problems.productName ? true : undefined}
          aria-describedby={described('productName')}
          value={fields.productName}
          onChange={(e) => onChange({ productName: e.target.value })}
          className="font-medium"
          autoComplete="off"
        />
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={`Delete step ${number}`}
          className="shrink-0 text-danger"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      <FieldError id={described('productName')} message={problems.productName} />
      <ProductPicker
        context={`step ${number}`}
        product={fields.product ?? null}
        lasting={fields.product ? lastingAtThisUse(fields.product, uses) : null}
        onPick={(product) => onChange({ productId: product.id, product })}
        onClear={() => onChange({ productId: null, product: null })}
      />
      <Textarea
        aria-label={`Step ${number}: why this product matters`}
        aria-invalid={problems.whyItMatters ? true : undefined}
        aria-describedby={described('whyItMatters')}
        placeholder="Why this product matters..."
        value={fields.whyItMatters}
        onChange={(e) => onChange({ whyItMatters: e.target.value })}
        className="mt-3 text-sm"
        rows={2}
      />
      <FieldError id={described('whyItMatters')} message={problems.whyItMatters} />
      <Textarea
        aria-label={`Step ${number}: how to use this product`}
        aria-invalid={problems.instructions ? true : undefined}
        aria-describedby={described('instructions')}
        placeholder="How to use this product..."
        value={fields.instructions}
        onChange={(e) => onChange({ instructions: e.target.value })}
        className="mt-2 text-sm"
        rows={2}
      />
      <FieldError id={described('instructions')} message={problems.instructions} />
    </li>
  );
}

function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-xs text-danger">
      {message}
    </p>
  );
}

const EMPTY_STEP: StepFields = { productName: '', whyItMatters: '', instructions: '', productId: null, product: null };

/** The inline 'Add skincare step' form (SPEC §2): Add Step stays disabled while the product name is blank. */
export function AddStep({ onAdd }: { onAdd(fields: StepFields): void }) {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<StepFields>(EMPTY_STEP);
  const opener = useRef<HTMLButtonElement>(null);
  const problems = stepFieldProblems(fields);
  const canAdd = fields.productName.trim().length > 0 && Object.keys(problems).length === 0;

  function close() {
    setFields(EMPTY_STEP);
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canAdd) return;
    onAdd(fields);
    close();
  }

  if (!open) {
    return (
      <Button ref={opener} variant="secondary" className="w-full" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add skincare step
      </Button>
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Add skincare step"
      className="space-y-3 rounded-2xl border border-brand/30 bg-white p-4"
    >
      <h2 className="font-semibold text-ink">Add skincare step</h2>
      <Field label="Product name" error={problems.productName}>
        {(control) => (
          <Input
            {...control}
            autoFocus
            value={fields.productName}
            placeholder="e.g. Gentle cleanser"
            onChange={(e) => setFields({ ...fields, productName: e.target.value })}
            autoComplete="off"
          />
        )}
      </Field>
      <ProductPicker
        context="the new step"
        product={fields.product ?? null}
        // A picked product names the step unless the member has typed a name of their own.
        onPick={(product) =>
          setFields({
            ...fields,
            productId: product.id,
            product,
            productName: fields.productName.trim() ? fields.productName : product.name,
          })
        }
        onClear={() => setFields({ ...fields, productId: null, product: null })}
      />
      <Field label="Why it matters" error={problems.whyItMatters}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            placeholder="Why this product matters..."
            value={fields.whyItMatters}
            onChange={(e) => setFields({ ...fields, whyItMatters: e.target.value })}
          />
        )}
      </Field>
      <Field label="How to use" error={problems.instructions}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            placeholder="How to use this product..."
            value={fields.instructions}
            onChange={(e) => setFields({ ...fields, instructions: e.target.value })}
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" disabled={!canAdd}>
          Add Step
        </Button>
        <Button variant="ghost" onClick={close}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
