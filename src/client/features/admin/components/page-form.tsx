// A legal page's title and text (decision 0241). The text is plain, with "## " headings, "- " lists,
// [label](/path) links and **bold**; {traderName}, {traderAddress}, {vatNumber} and {contactEmail} are filled in
// from the shop's configuration when shoppers read it. Checked by the shared schema first; the server's 400s beside
// their fields.
import { PagePatch, type AdminPage } from '@shared/schemas/pages';
import { notify } from '@client/lib/toast';
import { useUpdatePage } from '../content-api';
import { issuesToErrors } from '../forms';
import { useEditorForm } from '../hooks/use-editor-form';
import { EditorForm, fieldsOf } from './form-fields';

type PageDraft = { title: string; body: string };

export function PageForm({ page, onDone }: { page: AdminPage; onDone(): void }) {
  const form = useEditorForm<PageDraft>(
    { title: page.title, body: page.body },
    {
      onDone,
      failure: 'The page could not be saved.',
    },
  );
  const { draft, errors, save } = form;
  const field = fieldsOf(form);
  const update = useUpdatePage();

  const submit = () => {
    const patch: PagePatch = {};
    if (draft.title.trim() !== page.title) patch.title = draft.title;
    if (draft.body.trim() !== page.body) patch.body = draft.body;
    if (Object.keys(patch).length === 0) return save({ unchanged: true }, update.mutateAsync, () => {});
    const checked = PagePatch.safeParse(patch);
    save(
      checked.success ? { patch } : { errors: issuesToErrors(checked.error.issues) },
      (p: PagePatch) => update.mutateAsync({ slug: page.slug, ...p }),
      () => notify({ title: 'Page saved', description: `/${page.slug} shows it now.` }),
    );
  };

  return (
    <EditorForm
      onSubmit={submit}
      error={errors.form}
      pending={update.isPending}
      submitLabel="Save changes"
      onCancel={onDone}
    >
      {field.text('title', 'Title', { autoFocus: true, maxLength: 120 })}
      {field.area('body', 'Text', {
        rows: 16,
        maxLength: 40_000,
        hint: 'Blank line between paragraphs; "## " for a heading, "- " for a list, [label](/returns) for a link. {traderName}, {traderAddress}, {vatNumber} and {contactEmail} are filled in from the shop’s settings.',
      })}
    </EditorForm>
  );
}
