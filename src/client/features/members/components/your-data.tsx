// The account screen's "Your data" card (OPERATIONS §3, decisions 0110–0111): download a copy of everything held,
// the two consents (health data, marketing; never ticked until the member ticks them), and deleting the account.
import { Download, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { ConsentKind, Consents } from '@shared/schemas/privacy';
import { buttonClass } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { consentsKey, saveConsents, useConsents } from '../api';
import { DeleteAccount } from './delete-account';
import type { User } from '@shared/schemas/user';

const CONSENTS: Array<{ kind: ConsentKind; label: string; hint: string }> = [
  {
    kind: 'health',
    label: 'Keep my skin details and AI Skin Coach conversations with my account',
    hint: 'Skin concerns are health data: we keep them only with your yes. Untick to delete what we kept.',
  },
  {
    kind: 'marketing',
    label: 'Email me news and offers',
    hint: 'Order, account and back-in-stock emails come either way. Every offer email has a one-click unsubscribe.',
  },
];

function ConsentBox({ kind, label, hint, consents }: (typeof CONSENTS)[number] & { consents?: Consents }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const checked = consents?.[kind].given ?? false;

  async function change(given: boolean) {
    setBusy(true);
    try {
      const next = await saveConsents({ [kind]: given });
      queryClient.setQueryData(consentsKey, next);
      notify({ title: given ? 'Thank you: saved' : 'Consent withdrawn' });
    } catch (error) {
      notify({
        title: 'Could not save',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex items-start gap-3 py-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0 accent-brand"
        checked={checked}
        disabled={busy || !consents}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void change(event.target.checked)}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}

export function YourData({ user }: { user: User }) {
  const { data: consents } = useConsents();
  return (
    <Card className="space-y-3">
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
        <div>
          <h3 className="font-semibold text-ink">Your data</h3>
          <p className="text-sm text-muted">
            What you agree to, a copy of everything we hold about you, or your account deleted.
          </p>
        </div>
      </div>
      <div className="divide-y divide-line">
        {CONSENTS.map((c) => (
          <ConsentBox key={c.kind} {...c} consents={consents} />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <a href="/api/account/export" download className={buttonClass('outline', 'sm')}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Download my data
        </a>
        <DeleteAccount user={user} />
      </div>
    </Card>
  );
}
