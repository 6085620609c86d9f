// The product form (New product and Edit, OPERATIONS §1): every field labelled, one column on a phone, errors under
// their field — from the shared schema first, then from the server's 400 — and the first bad field focused.
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { IMAGE_ALT_MAX } from '@shared/pictures';
import type { Category } from '@shared/schemas/catalogue';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Field, Input, Textarea, inputClass } from '@client/components/ui/field';
import { cn } from '@client/lib/cn';
import { FIELD_LABELS, STATUS_LABELS, type FormErrors, type FormField, type ProductForm } from '../product-form';

type Props = {
  form: ProductForm;
  change: (next: Partial<ProductForm>) => void;
  errors: FormErrors;
  categories: Category[];
  pending: boolean;
  submitLabel: string;
  onSubmit: () => void;
  /** Buttons beside Save (Publish, Archive). */
  extra?: ReactNode;
  /** The picture's upload (a saved product) or why there is none yet (a new one), above its description. */
  picture: ReactNode;
};

const ORDER: FormField[] = [
  'name',
  'slug',
  'categorySlug',
  'status',
  'shortDescription',
  'description',
  'price',
  'memberPrice',
  'stock',
  'sizeAmount',
  'sizeUnit',
  'ingredients',
  'benefits',
  'inci',
  'imageAlt',
];

export function ProductFormView({
  form,
  change,
  errors,
  categories,
  pending,
  submitLabel,
  onSubmit,
  extra,
  picture,
}: Props) {
  const root = useRef<HTMLFormElement>(null);
  // After a refused save, the first field with a message takes the focus (its message is read with it).
  useEffect(() => {
    const first = ORDER.find((f) => errors[f]);
    if (first) root.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const text = (key: FormField, props: { hint?: string; inputMode?: 'decimal' | 'numeric'; maxLength: number }) => (
    <Field label={FIELD_LABELS[key]} error={errors[key]} hint={props.hint}>
      {(control) => (
        <Input
          {...control}
          name={key}
          value={form[key] as string}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          autoComplete="off"
          onChange={(e) => change({ [key]: e.target.value })}
        />
      )}
    </Field>
  );
  const area = (key: FormField, hint: string, rows: number, maxLength: number) => (
    <Field label={FIELD_LABELS[key]} error={errors[key]} hint={hint}>
      {(control) => (
        <Textarea
          {...control}
          name={key}
          rows={rows}
          maxLength={maxLength}
          value={form[key] as string}
          onChange={(e) => change({ [key]: e.target.value })}
        />
      )}
    </Field>
  );
  const flag = (key: 'isNew' | 'isExclusive' | 'isFeatured', hint: string) => (
    <label className="flex items-start gap-2 text-sm text-ink">
      <input
        type="checkbox"
        name={key}
        checked={form[key]}
        onChange={(e) => change({ [key]: e.target.checked })}
        className="mt-0.5 h-4 w-4 accent-brand"
      />
      <span>
        {FIELD_LABELS[key]}
        <span className="block text-xs text-muted">{hint}</span>
      </span>
    </label>
  );

  return (
    <form ref={root} onSubmit={submit} noValidate aria-label="Product" className="mt-4 space-y-4">
      {errors.form && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-danger">
          {errors.form}
        </p>
      )}
      <Card className="grid gap-4 md:grid-cols-2">
        {text('name', { maxLength: 120 })}
        {text('slug', { maxLength: 80, hint: 'Its address in the shop. Leave empty to make one from the name.' })}
        <Field label={FIELD_LABELS.categorySlug} error={errors.categorySlug}>
          {(control) => (
            <select
              {...control}
              name="categorySlug"
              value={form.categorySlug}
              onChange={(e) => change({ categorySlug: e.target.value })}
              className={cn(inputClass, 'h-11')}
            >
              <option value="">Choose a category</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={FIELD_LABELS.status}
          error={errors.status}
          hint="Only an active product is in the shop. Archived keeps it on past orders."
        >
          {(control) => (
            <select
              {...control}
              name="status"
              value={form.status}
              onChange={(e) => change({ status: e.target.value as ProductForm['status'] })}
              className={cn(inputClass, 'h-11')}
            >
              {(Object.keys(STATUS_LABELS) as Array<ProductForm['status']>).map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="md:col-span-2">{text('shortDescription', { maxLength: 300 })}</div>
        <div className="md:col-span-2">{area('description', 'Shown on the product page.', 5, 5000)}</div>
      </Card>
      <Card className="grid gap-4 sm:grid-cols-3">
        {text('price', { inputMode: 'decimal', maxLength: 10, hint: 'In pounds, like 24.00' })}
        {text('memberPrice', { inputMode: 'decimal', maxLength: 10, hint: 'Empty: members pay the price' })}
        {text('stock', { inputMode: 'numeric', maxLength: 7 })}
        {text('sizeAmount', { inputMode: 'decimal', maxLength: 8, hint: 'The pack size, for the unit price' })}
        <Field label={FIELD_LABELS.sizeUnit} error={errors.sizeUnit}>
          {(control) => (
            <select
              {...control}
              name="sizeUnit"
              value={form.sizeUnit}
              onChange={(e) => change({ sizeUnit: e.target.value as ProductForm['sizeUnit'] })}
              className={cn(inputClass, 'h-11')}
            >
              <option value="ml">ml</option>
              <option value="g">g</option>
            </select>
          )}
        </Field>
      </Card>
      <Card className="grid gap-4 md:grid-cols-2">
        {area('ingredients', 'One a line.', 4, 4000)}
        {area('benefits', 'One a line.', 4, 4000)}
        <div className="md:col-span-2">{area('inci', 'As printed on the pack.', 4, 5000)}</div>
        <fieldset className="space-y-3 md:col-span-2">
          <legend className="mb-2 text-sm font-medium text-ink">Labels</legend>
          {flag('isNew', 'Shown as New in the shop')}
          {flag('isExclusive', 'Marked as a members’ exclusive')}
          {flag('isFeatured', 'On the home page')}
        </fieldset>
      </Card>
      <Card className="space-y-4">
        {picture}
        {text('imageAlt', {
          maxLength: IMAGE_ALT_MAX,
          hint: 'What the picture shows, for customers who cannot see it, e.g. “A frosted glass bottle with a white pump”. Saved with the product; empty: its name.',
        })}
      </Card>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
        {extra}
      </div>
    </form>
  );
}
