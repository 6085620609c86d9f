// A category's fields, for a new one or an edit (decision 0506): checked by the server's schema before sending, the
// server's 400s shown beside their fields and its 409s (a slug in use) above them. A new category's slug follows its
// name until staff type their own; an existing one's stays (it is the category's address).
import { useState } from 'react';
import type { AdminCategory } from '@shared/schemas/catalogue-admin';
import { notify } from '@client/lib/toast';
import {
  categoryChange,
  categoryDraftOf,
  emptyCategory,
  newCategoryBody,
  slugFrom,
  type CategoryDraft,
} from '../catalogue-forms';
import { useCreateCategory, useUpdateCategory, useUploadCategoryPicture } from '../catalogue-api';
import { useEditorForm } from '../hooks/use-editor-form';
import { EditorForm, fieldsOf } from './form-fields';
import { PictureUpload } from './picture-upload';

export function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone(): void }) {
  const form = useEditorForm<CategoryDraft>(category ? categoryDraftOf(category) : emptyCategory, {
    onDone,
    failure: 'The category could not be saved.',
  });
  const { draft, setDraft, errors, save } = form;
  const [slugTyped, setSlugTyped] = useState(category !== null);
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
  const field = fieldsOf({ draft, errors, change });
  const done = (verb: string) => () =>
    notify({ title: `${draft.name.trim()} ${verb}`, description: 'The shop shows it now.' });

  const submit = () =>
    category
      ? save(
          categoryChange(draft, category),
          (patch) => update.mutateAsync({ slug: category.slug, ...patch }),
          done('saved'),
        )
      : save(newCategoryBody(draft), create.mutateAsync, done('created'));

  return (
    <EditorForm
      onSubmit={submit}
      error={errors.form}
      pending={pending}
      submitLabel={category ? 'Save changes' : 'Create category'}
      onCancel={onDone}
    >
      {field.text('name', 'Name', { autoFocus: true, maxLength: 80 })}
      {field.text('slug', 'Slug', {
        maxLength: 80,
        readOnly: category !== null,
        hint: category
          ? `The category’s address, /category/${category.slug}: it stays.`
          : 'Lower-case letters, digits and hyphens: the address /category/…',
        onValue: (slug) => {
          setSlugTyped(true);
          change({ slug });
        },
      })}
      {field.area('description', 'Description', { rows: 3, maxLength: 1000 })}
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
      {field.text('imageUrl', 'Picture address', {
        maxLength: 500,
        hint: category
          ? 'Set by an upload above; or a path such as /images/categories/serums.svg or an https:// address.'
          : 'A path such as /images/categories/serums.svg or an https:// address; empty: a plain tile.',
      })}
      {field.text('sortOrder', 'Place in the shop', {
        inputMode: 'numeric',
        maxLength: 7,
        hint: 'Lower comes first; empty: last.',
      })}
    </EditorForm>
  );
}
