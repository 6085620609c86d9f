// A Rewards Store entry's fields, for a new one or an edit (decision 0510): what it costs in points, what a member's
// code from it takes off (or a voucher staff fulfil), its code's readable start, its last day and its place. Checked
// by the server's schema and rules before sending; the server's 400s beside their fields, its 409s above.
// cspell:words SCTENOFF
import type { AdminReward } from '@shared/schemas/content-admin';
import { notify } from '@client/lib/toast';
import { useCreateReward, useUpdateReward } from '../content-api';
import {
  emptyReward,
  newRewardBody,
  REWARD_DISCOUNTS,
  REWARD_TYPES,
  rewardChange,
  rewardDraftOf,
  type RewardDraft,
} from '../content-forms';
import { useEditorForm } from '../hooks/use-editor-form';
import { EditorForm, fieldsOf } from './form-fields';

export function RewardForm({ reward, onDone }: { reward: AdminReward | null; onDone(): void }) {
  const form = useEditorForm<RewardDraft>(reward ? rewardDraftOf(reward) : emptyReward, {
    onDone,
    failure: 'The reward could not be saved.',
  });
  const { draft, errors, save } = form;
  const create = useCreateReward();
  const update = useUpdateReward();
  const pending = create.isPending || update.isPending;

  // The kind leads the discount: free shipping gives a shipping code, a discount a percentage or an amount.
  const change = (next: Partial<RewardDraft>) => {
    if (next.type === 'free_shipping') next = { ...next, discountType: 'shipping' };
    if (next.type === 'discount' && draft.discountType !== 'percentage' && draft.discountType !== 'fixed')
      next = { ...next, discountType: 'fixed' };
    form.change(next);
  };
  const field = fieldsOf({ draft, errors, change });
  const valued = draft.discountType === 'percentage' || draft.discountType === 'fixed';

  const submit = () =>
    reward
      ? save(
          rewardChange(draft, reward),
          (patch) => update.mutateAsync({ id: reward.id, ...patch }),
          (saved) => notify({ title: `${saved.name} saved`, description: 'The Rewards Store shows it now.' }),
        )
      : save(newRewardBody(draft), create.mutateAsync, (made) =>
          notify({
            title: `${made.name} created`,
            description: made.isActive ? 'Members can redeem it now.' : 'It stays out of the store until switched on.',
          }),
        );

  return (
    <EditorForm
      onSubmit={submit}
      error={errors.form}
      pending={pending}
      submitLabel={reward ? 'Save changes' : 'Create reward'}
      onCancel={onDone}
    >
      {field.text('name', 'Name', { autoFocus: true, maxLength: 80 })}
      {field.area('description', 'Description', { rows: 2, maxLength: 300 })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field.select('type', 'Kind', REWARD_TYPES)}
        {field.text('pointsCost', 'Points it costs', { inputMode: 'numeric', maxLength: 7 })}
        {field.select('discountType', 'What the member’s code takes off', REWARD_DISCOUNTS)}
        {valued &&
          field.text('discountValue', draft.discountType === 'percentage' ? 'Percentage off (%)' : 'Amount off (£)', {
            inputMode: 'decimal',
            maxLength: 10,
          })}
        {field.text('code', 'Code', {
          maxLength: 40,
          hint: 'The start of each member’s code (SCTENOFF-…); empty: VOUCHER-….',
        })}
        {field.text('validUntil', 'Last day', { type: 'date', hint: 'Redeemable to the end of that day, UK time.' })}
        {field.text('sortOrder', 'Place in the store', {
          inputMode: 'numeric',
          maxLength: 7,
          hint: 'Lower comes first; home shows the first two.',
        })}
      </div>
      {field.box('isActive', 'On sale: members can redeem it')}
      {reward && reward.redemptions > 0 && (
        <p className="text-xs text-muted">
          Redeemed {reward.redemptions} {reward.redemptions === 1 ? 'time' : 'times'}: the codes members hold keep what
          they were issued with, whatever changes here.
        </p>
      )}
    </EditorForm>
  );
}
