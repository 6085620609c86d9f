// A discount code's fields, for a new one or an edit (decision 0506): COMMERCE §2's value, limit and dates and §6's
// terms, checked by the server's schema before sending; the server's 400s beside their fields, its 409s above. The
// code's text is typed once (orders name it) and shown upper-cased as shoppers will type it.
import type { AdminDiscountCode } from '@shared/schemas/catalogue-admin';
import { notify } from '@client/lib/toast';
import { codeChange, codeDraftOf, emptyCode, newCodeBody, type CodeDraft } from '../catalogue-forms';
import { useCreateCode, useUpdateCode } from '../catalogue-api';
import { useEditorForm } from '../hooks/use-editor-form';
import { EditorForm, fieldsOf } from './form-fields';

const TYPES: Array<[CodeDraft['discountType'], string]> = [
  ['percentage', 'Percentage off'],
  ['fixed', 'Amount off (£)'],
  ['shipping', 'Free shipping'],
];

export function CodeForm({ code, onDone }: { code: AdminDiscountCode | null; onDone(): void }) {
  const form = useEditorForm<CodeDraft>(code ? codeDraftOf(code) : emptyCode, {
    onDone,
    failure: 'The code could not be saved.',
  });
  const { draft, errors, save } = form;
  const field = fieldsOf(form);
  const create = useCreateCode();
  const update = useUpdateCode();
  const pending = create.isPending || update.isPending;

  const submit = () =>
    code
      ? save(
          codeChange(draft, code),
          (patch) => update.mutateAsync({ code: code.code, ...patch }),
          (saved) => notify({ title: `${saved.code} saved` }),
        )
      : save(newCodeBody(draft), create.mutateAsync, (made) =>
          notify({ title: `${made.code} created`, description: 'It works at the next checkout.' }),
        );

  return (
    <EditorForm
      onSubmit={submit}
      error={errors.form}
      pending={pending}
      submitLabel={code ? 'Save changes' : 'Create code'}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field.text('code', 'Code', {
          maxLength: 40,
          readOnly: code !== null,
          autoFocus: code === null,
          hint: code ? 'Orders name the code: it stays.' : 'Letters, digits and hyphens; shoppers type it in any case.',
        })}
        {field.select('discountType', 'Type', TYPES, { autoFocus: code !== null })}
        {draft.discountType !== 'shipping' &&
          field.text('discountValue', draft.discountType === 'percentage' ? 'Percentage off (%)' : 'Amount off (£)', {
            inputMode: 'decimal',
            maxLength: 10,
          })}
        {field.text('maxUses', 'Uses allowed', { inputMode: 'numeric', maxLength: 8, hint: 'Empty: no limit.' })}
        {field.text('minSpend', 'Minimum spend (£)', { inputMode: 'decimal', maxLength: 10, hint: 'Empty: none.' })}
        {field.text('validFrom', 'Valid from', { type: 'date', hint: 'From the start of that day, UK time.' })}
        {field.text('validUntil', 'Valid until', { type: 'date', hint: 'To the end of that day, UK time.' })}
      </div>
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-medium text-ink">Terms</legend>
        {field.box('firstOrderOnly', 'First order only')}
        {field.box('oncePerMember', 'Once per member')}
        {field.box('fullPriceOnly', 'Not with member prices')}
        {field.box('isActive', 'Active: shoppers can use it')}
        {field.box('inWallet', 'Show in the members’ perks wallet')}
      </fieldset>
      {draft.inWallet && (
        <div className="grid gap-4">
          {field.text('name', 'Name in the wallet', { maxLength: 80 })}
          {field.area('description', 'Description in the wallet', { rows: 2, maxLength: 300 })}
        </div>
      )}
    </EditorForm>
  );
}
