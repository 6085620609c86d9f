// /admin/team (OPERATIONS §2, decision 0513): owners see the team, invite by email with a role, change a role,
// disable and re-enable an account, turn off the two-step sign-in of someone who lost their phone (both asked first),
// and can require two-step sign-in of everyone.
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Field, Input, inputClass } from '@client/components/ui/field';
import { ApiError } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { notify } from '@client/lib/toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { ROLE_LABELS, STAFF_ROLES, type StaffAccount, type StaffRole } from '@shared/schemas/staff';
import { useStaffMe } from '../api';
import { AdminShell } from '../components/admin-shell';
import { ConfirmDialog } from '../components/confirm-dialog';
import type { Confirmation } from '../fulfilment';
import { useChangeStaff, useChangeTeamSettings, useInvite, useStaffList, useTeamSettings } from '../team-api';

const failed = (title: string) => (err: unknown) =>
  notify({
    title,
    description: err instanceof ApiError ? (err.serverMessage ?? 'Please try again.') : 'Please try again.',
    variant: 'destructive',
  });

function RoleSelect({ id, value, onChange }: { id: string; value: StaffRole; onChange: (r: StaffRole) => void }) {
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value as StaffRole)}
      className={cn(inputClass, 'h-11')}
    >
      {STAFF_ROLES.map((r) => (
        <option key={r} value={r}>
          {ROLE_LABELS[r]}
        </option>
      ))}
    </select>
  );
}

function InviteForm() {
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('fulfilment');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    invite.mutate(
      { email, role },
      {
        onSuccess: (account) => {
          setEmail('');
          notify({ title: 'Invitation sent', description: `${account.username} has 72 hours to accept.` });
        },
        onError: (err) =>
          setError(
            err instanceof ApiError
              ? err.fieldErrors[0]
                ? `Email ${err.fieldErrors[0].message}`
                : (err.serverMessage ?? 'Something went wrong')
              : 'Network error. Please try again.',
          ),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 md:grid-cols-[1fr_12rem_auto] md:items-end">
      <Field label="Email" error={error ?? undefined}>
        {(control) => (
          <Input {...control} type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} />
        )}
      </Field>
      <div className="space-y-1.5">
        <label htmlFor="invite-role" className="block text-sm font-medium text-ink">
          Role
        </label>
        <RoleSelect id="invite-role" value={role} onChange={setRole} />
      </div>
      <Button type="submit" disabled={invite.isPending || !email.trim()}>
        Invite
      </Button>
    </form>
  );
}

type Asked = { kind: 'disable' | 'resetTwoStep'; confirmation: Confirmation };

function MemberRow({ account, isMe }: { account: StaffAccount; isMe: boolean }) {
  const change = useChangeStaff();
  const [asking, setAsking] = useState<Asked | null>(null);
  const row = useRef<HTMLLIElement>(null);
  const status = { invited: 'Invited', active: 'Active', disabled: 'Disabled' }[account.status];
  const enable = () =>
    change.mutate(
      { id: account.id, disabled: false },
      {
        onSuccess: () => notify({ title: 'Account enabled', description: account.username }),
        onError: failed('Not enabled'),
      },
    );
  const run = (kind: Asked['kind']) =>
    change.mutate(kind === 'disable' ? { id: account.id, disabled: true } : { id: account.id, resetTwoStep: true }, {
      onSuccess: () => {
        setAsking(null);
        notify({
          title: kind === 'disable' ? 'Account disabled' : 'Two-step sign-in turned off',
          description: account.username,
        });
      },
      onError: (err) => {
        setAsking(null);
        failed(kind === 'disable' ? 'Not disabled' : 'Two-step sign-in not turned off')(err);
      },
    });
  return (
    <li ref={row} className="flex flex-wrap items-center gap-3 border-b border-line py-3 last:border-0">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          {account.username}
          {isMe ? ' (you)' : ''}
        </p>
        <p className="text-xs text-muted">
          {status}
          {account.twoStep ? ' · two-step on' : ''}
          {account.invitationExpiresAt
            ? ` · invitation until ${new Date(account.invitationExpiresAt).toLocaleString('en-GB')}`
            : ''}
        </p>
      </div>
      <div className="w-40">
        <label htmlFor={`role-${account.id}`} className="sr-only">
          Role of {account.username}
        </label>
        <RoleSelect
          id={`role-${account.id}`}
          value={account.role}
          onChange={(role) =>
            change.mutate(
              { id: account.id, role },
              {
                onSuccess: () =>
                  notify({ title: 'Role changed', description: `${account.username}: ${ROLE_LABELS[role]}` }),
                onError: failed('Role not changed'),
              },
            )
          }
        />
      </div>
      {account.twoStep && !isMe && (
        <Button
          variant="outline"
          size="sm"
          disabled={change.isPending}
          aria-label={`Turn off two-step sign-in for ${account.username}`}
          onClick={() =>
            setAsking({
              kind: 'resetTwoStep',
              confirmation: {
                title: `Turn off two-step sign-in for ${account.username}?`,
                description:
                  'For someone who lost their phone and their recovery codes. They are signed out everywhere and sign in with their password alone; when the shop requires two-step sign-in they are asked to set it up again.',
                action: 'Turn it off',
                destructive: true,
              },
            })
          }
        >
          Reset two-step
        </Button>
      )}
      <Button
        variant={account.disabled ? 'outline' : 'destructive'}
        size="sm"
        disabled={change.isPending}
        onClick={() =>
          account.disabled
            ? enable()
            : setAsking({
                kind: 'disable',
                confirmation: {
                  title: `Disable ${account.username}?`,
                  description:
                    'They are signed out of the console at once, on every device, and cannot sign in until an owner enables the account again.',
                  action: 'Disable',
                  destructive: true,
                },
              })
        }
      >
        {account.disabled ? `Enable ${account.username}` : `Disable ${account.username}`}
      </Button>
      <ConfirmDialog
        confirmation={asking?.confirmation ?? null}
        pending={change.isPending}
        onConfirm={() => asking && run(asking.kind)}
        onCancel={() => setAsking(null)}
        fallbackFocus={() => row.current?.querySelector('button') ?? null}
      />
    </li>
  );
}

function TwoStepRule() {
  const settings = useTeamSettings();
  const change = useChangeTeamSettings();
  if (!settings.data) return null;
  const on = settings.data.requireTwoStep;
  return (
    <label className="flex items-start gap-3 text-sm">
      <input
        type="checkbox"
        className="mt-1 h-4 w-4"
        checked={on}
        disabled={change.isPending}
        onChange={(e) => change.mutate({ requireTwoStep: e.target.checked }, { onError: failed('Not changed') })}
      />
      <span>
        <span className="font-medium">Require two-step sign-in for everyone</span>
        <span className="block text-muted">
          Staff without it are asked to set it up before they can use the console. Turn it on for yourself first.
        </span>
      </span>
    </label>
  );
}

export default function TeamPage() {
  useDocumentTitle('Team');
  const me = useStaffMe();
  const list = useStaffList();
  return (
    <AdminShell>
      <h1 className="font-display text-2xl text-ink">Team</h1>
      <p className="text-sm text-muted">Everyone with a console account, and what their role lets them do.</p>
      <Card className="mt-4 p-5">
        <h2 className="mb-3 font-semibold">Invite someone</h2>
        <InviteForm />
      </Card>
      <Card className="mt-4 p-5">
        <h2 className="mb-1 font-semibold">Staff</h2>
        {list.isError ? (
          <p role="alert" className="text-sm text-danger">
            The team could not be loaded.
          </p>
        ) : (
          <ul aria-label="Staff">
            {list.data?.map((account) => (
              <MemberRow key={account.id} account={account} isMe={account.id === me.data?.id} />
            ))}
          </ul>
        )}
      </Card>
      <Card className="mt-4 p-5">
        <TwoStepRule />
      </Card>
    </AdminShell>
  );
}
