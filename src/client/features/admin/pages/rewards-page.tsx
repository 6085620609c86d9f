// /admin/rewards (OPERATIONS §1, decision 0510): the Rewards Store in store order, on sale or not, each with its
// points, what its codes take off, its last day and how often it was redeemed; a new one or an edit in a dialog; a
// switch takes one off sale or back at once. Rewards are never deleted: the codes members redeemed name them.
import { Gift } from 'lucide-react';
import { isPastValidUntil } from '@shared/code-rules';
import { formatShortDate } from '@shared/dates';
import { formatCount } from '@shared/money';
import type { AdminReward } from '@shared/schemas/content-admin';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { ActiveSwitch } from '../components/active-switch';
import { AdminShell } from '../components/admin-shell';
import { ListEditor } from '../components/list-editor';
import { RewardForm } from '../components/reward-form';
import { useAdminRewards, useUpdateReward } from '../content-api';
import { rewardWorth } from '../content-forms';

export default function RewardsPage() {
  useDocumentTitle('Rewards');
  return (
    <AdminShell>
      <Rewards />
    </AdminShell>
  );
}

const noon = (day: string) => `${day}T12:00:00Z`;

/** Off, past its last day, or on sale: what a member opening the store now would meet. */
function status(r: AdminReward): [string, BadgeTone] {
  if (!r.isActive) return ['Off', 'grey'];
  if (r.validUntil && isPastValidUntil(noon(r.validUntil))) return ['Ended', 'yellow'];
  return ['On sale', 'green'];
}

const KINDS: Record<string, string> = { discount: 'Discount', free_shipping: 'Free shipping', other: 'Other' };
const kind = (type: string) => KINDS[type] ?? type;
const times = (n: number) => `${n} ${n === 1 ? 'time' : 'times'}`;

function Rewards() {
  const rewards = useAdminRewards();
  const toggle = useUpdateReward();

  const switchReward = (r: AdminReward) =>
    toggle.mutate(
      { id: r.id, isActive: !r.isActive },
      {
        onSuccess: (saved) =>
          notify({
            title: `${saved.name} ${saved.isActive ? 'switched on' : 'switched off'}`,
            description: saved.isActive
              ? 'Members can redeem it again.'
              : 'It has left the Rewards Store; codes already redeemed still work.',
          }),
        onError: (error) =>
          notify({
            title: `${r.name} could not be changed`,
            description: serverMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <ListEditor<AdminReward>
      title="Rewards"
      intro="The Rewards Store members spend points in; a change shows there at once"
      newLabel="New reward"
      query={rewards}
      listLabel="Rewards"
      rowClassName="h-20"
      empty={{
        icon: <Gift className="h-10 w-10" />,
        title: 'No rewards yet',
        description: 'Give members something to spend their points on: a discount, free delivery or a sample.',
      }}
      nameOf={(r) => r.name}
      row={(r) => {
        const [label, tone] = status(r);
        return (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink">{r.name}</span>
              <Badge tone={tone}>{label}</Badge>
              <Badge tone="grey">{kind(r.type)}</Badge>
            </div>
            <p className="text-sm text-ink">
              {formatCount(r.pointsCost)} points · {rewardWorth(r)}
              {r.code ? ` · ${r.code}-…` : ''}
            </p>
            <p className="text-xs text-muted">
              {r.validUntil ? `Until ${formatShortDate(noon(r.validUntil))}` : 'No end date'} · Redeemed{' '}
              {times(r.redemptions)} · place {r.sortOrder}
            </p>
          </>
        );
      }}
      controls={(r) => (
        <ActiveSwitch checked={r.isActive} busy={toggle.isPending} onToggle={() => switchReward(r)} name={r.name} />
      )}
      editorTitle={(r) => (r ? `Edit ${r.name}` : 'New reward')}
      editor={(r, done) => <RewardForm reward={r} onDone={done} />}
      otherErrors={[toggle.error]}
    />
  );
}
