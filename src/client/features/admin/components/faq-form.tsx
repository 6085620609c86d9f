// A help-screen question's fields, for a new one or an edit (decision 0510): the question, its answer, its group
// (Membership, Products or Events, as the help screen groups them) and its place in the group. Checked by the
// server's schema before sending; its 400s beside their fields, its 409 (a question already asked) above them.
import type { AdminFaq } from '@shared/schemas/content-admin';
import { notify } from '@client/lib/toast';
import { useCreateFaq, useUpdateFaq } from '../content-api';
import { emptyFaq, FAQ_CATEGORIES, faqChange, faqDraftOf, newFaqBody, type FaqDraft } from '../content-forms';
import { useEditorForm } from '../hooks/use-editor-form';
import { EditorForm, fieldsOf } from './form-fields';

const GROUPS = FAQ_CATEGORIES.map((c) => [c, c] as const);

export function FaqForm({ faq, onDone }: { faq: AdminFaq | null; onDone(): void }) {
  const form = useEditorForm<FaqDraft>(faq ? faqDraftOf(faq) : emptyFaq, {
    onDone,
    failure: 'The question could not be saved.',
  });
  const { draft, errors, save } = form;
  const field = fieldsOf(form);
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const pending = create.isPending || update.isPending;
  const shown = { description: 'The help screen shows it now.' };

  const submit = () =>
    faq
      ? save(
          faqChange(draft, faq),
          (patch) => update.mutateAsync({ id: faq.id, ...patch }),
          () => notify({ title: 'Question saved', ...shown }),
        )
      : save(newFaqBody(draft), create.mutateAsync, () => notify({ title: 'Question added', ...shown }));

  return (
    <EditorForm
      onSubmit={submit}
      error={errors.form}
      pending={pending}
      submitLabel={faq ? 'Save changes' : 'Add question'}
      onCancel={onDone}
    >
      {field.text('question', 'Question', { autoFocus: true, maxLength: 200 })}
      {field.area('answer', 'Answer', { rows: 5, maxLength: 2000 })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field.select('category', 'Group', GROUPS)}
        {field.text('sortOrder', 'Place in the group', {
          inputMode: 'numeric',
          maxLength: 7,
          hint: 'Lower comes first; empty: last.',
        })}
      </div>
    </EditorForm>
  );
}
