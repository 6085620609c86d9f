// A category's fields, for a new one or an edit (decision 0506): checked by the server's schema before sending, the
// server's 400s shown beside their fields and its 409s (a slug in use) above them. A new category's slug follows its
// name until staff type their own; an existing one's stays (it is the category's address).
import { useState, type FormEvent } from 'react';
import type { AdminCategory } from '@shared/schemas/catalogue-admin';
import { Button } from '@client/components/ui/button';
import { Field, Input, Textarea } from '@client/components/ui/field';
import { notify } from '@client/lib/toast';
import {
  categoryChange,
  categoryDraftOf,
  emptyCategory,
  errorsFromServer,
  newCategoryBody,
  slugFrom,
  type CategoryDraft,
  type FormErrors,
} from '../catalogue-forms';
import { useCreateCategory, useUpdateCategory, useUploadCategoryPicture } from '../catalogue-api';
import { PictureUpload } from './picture-upload';

export function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone(): void }) {
  const [draft, setDraft] = useState<CategoryDraft>(category ? categoryDraftOf(category) : emptyCategory);
  const [slugTyped, setSlugTyped] = useState(category !== null);
  const [errors, setErrors] = useState<FormErrors>({});
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const pending = create.isPending || update.isPending;
  // An existing category's picture can be uploaded (decision 0508): saved at once, and its address put in the field.
  const upload = useUploadCategoryPicture(category?.slug ?? '');
  const [shownImage, setShownImage] = useState(category?.imageUrl ?? '');
  const uploader = {
    isPending: upload.isPending,
    mutate: (file: File, done: { onSuccess: () => void; onError: (error: Error) => void }) =>
      upload.mutate(file, {
        onSuccess: (saved) => {
          setShownImage(saved.imageUrl);
          setDraft((d) => ({ ...d, imageUrl: saved.imageUrl }));
          done.onSuccess();
        },
        onError: done.onError,
      }),
  };

  const change = (next: Partial<CategoryDraft>) =>
    setDraft((d) => {
      const merged = { ...d, ...next };
      return !slugTyped && next.name !== undefined ? { ...merged, slug: slugFrom(next.name) } : merged;
    });

  const done = (name: string, verb: string) => {
    notify({ title: `${name} ${verb}`, description: 'The shop shows it now.' });
    onDone();
  };
  const failed = (error: unknown) => setErrors(errorsFromServer(error, 'The category could not be saved.'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!category) {
      const result = newCategoryBody(draft);
      if ('errors' in result) return setErrors(result.errors);
      setErrors({});
      create.mutate(result.body, { onSuccess: () => done(draft.name.trim(), 'created'), onError: failed });
      return;
    }
    const result = categoryChange(draft, category);
    if ('unchanged' in result) return onDone();
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    update.mutate(
      { slug: category.slug, ...result.patch },
      { onSuccess: () => done(draft.name.trim(), 'saved'), onError: failed },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.form && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-danger">
          {errors.form}
        </p>
      )}
      <Field label="Name" error={errors.name}>
        {(control) => (
          <Input
            {...control}
            autoFocus
            value={draft.name}
            maxLength={80}
            autoComplete="off"
            onChange={(e) => change({ name: e.target.value })}
          />
        )}
      </Field>
      <Field
        label="Slug"
        error={errors.slug}
        hint={
          category
            ? `The category’s address, /category/${category.slug}: it stays.`
            : 'Lower-case letters, digits and hyphens: the address /category/…'
        }
      >
        {(control) => (
          <Input
            {...control}
            value={draft.slug}
            maxLength={80}
            autoComplete="off"
            readOnly={category !== null}
            onChange={(e) => {
              setSlugTyped(true);
              change({ slug: e.target.value });
            }}
          />
        )}
      </Field>
      <Field label="Description" error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            value={draft.description}
            maxLength={1000}
            rows={3}
            onChange={(e) => change({ description: e.target.value })}
          />
        )}
      </Field>
      {category ? (
        <PictureUpload
          currentUrl={shownImage}
          currentAlt={`${category.name}: its picture in the shop`}
          shape="wide"
          uploader={uploader}
          hint="JPEG, PNG or WebP, up to 10 MB, wider than tall: the category page shows it as a wide banner, the home page as a small square. Saved as soon as it is uploaded."
        />
      ) : (
        <p className="text-sm text-muted">A picture can be uploaded once the category is created.</p>
      )}
      <Field
        label="Picture address"
        error={errors.imageUrl}
        hint={
          category
            ? 'Set by an upload above; or a path such as /images/categories/serums.svg or an https:// address.'
            : 'A path such as /images/categories/serums.svg or an https:// address; empty: a plain tile.'
        }
      >
        {(control) => (
          <Input
            {...control}
            value={draft.imageUrl}
            maxLength={500}
            autoComplete="off"
            onChange={(e) => change({ imageUrl: e.target.value })}
          />
        )}
      </Field>
      <Field label="Place in the shop" error={errors.sortOrder} hint="Lower comes first; empty: last.">
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={draft.sortOrder}
            maxLength={7}
            autoComplete="off"
            onChange={(e) => change({ sortOrder: e.target.value })}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? 'Saving…' : category ? 'Save changes' : 'Create category'}
        </Button>
      </div>
    </form>
  );
}
