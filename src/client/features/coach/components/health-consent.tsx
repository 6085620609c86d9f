// The coach's consent card (OPERATIONS §3, decision 0110): coach conversations are health data, so before one is kept
// against the account the member is asked once, under the header, for a clear yes (nothing pre-ticked). Penny answers
// either way; without the yes the conversation is deleted when it ends. Changeable on the account screen.
import { HeartPulse } from 'lucide-react';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Consents } from '@shared/schemas/privacy';
import { Button } from '@client/components/ui/button';
import { apiJson, serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';

const KEY = ['/api/account/consents'] as const;

export function HealthConsent() {
  const queryClient = useQueryClient();
  const { data } = useQuery<Consents>({ queryKey: KEY });
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!data || data.health.given || data.health.at || dismissed) return null;

  async function agree() {
    setBusy(true);
    try {
      const next = await apiJson<Consents>('PUT', '/api/account/consents', { health: true, source: 'coach' });
      queryClient.setQueryData(KEY, next);
      notify({ title: 'Thank you: your conversations are kept with your account' });
    } catch (error) {
      notify({
        title: 'Could not save',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="health-consent-title" className="border-t border-line bg-white px-4 py-3">
      <div className="flex items-start gap-3">
        <HeartPulse aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
        <div className="min-w-0 flex-1 space-y-2">
          <h2 id="health-consent-title" className="text-sm font-semibold text-ink">
            Keep your conversations with your account?
          </h2>
          <p className="text-xs text-muted">
            What you tell Penny about your skin is health data. With your yes we keep your conversations so you can come
            back to them; without it each one is deleted when it ends. You can change this in your account.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={busy} onClick={() => void agree()}>
              Yes, keep them
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
              Not now
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
