// 'Sign out everywhere' on the account screen (decision 0800): ends every session of the member — other
// phones and computers, and this browser — for when a device is lost or was shared.
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { apiJson, serverMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { notify } from '@client/lib/toast';

export function SignOutEverywhere() {
  const { signOut } = useAuth();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);

  async function signOutEverywhere() {
    setBusy(true);
    try {
      await apiJson('POST', '/api/auth/logout-everywhere');
      await signOut();
      notify({ title: 'Signed out everywhere', description: 'Every device signed in to your account is signed out.' });
      navigate('/auth');
    } catch (error) {
      notify({
        title: 'Could not sign out everywhere',
        description: serverMessage(error, 'Please try again in a moment.'),
        variant: 'destructive',
      });
      setBusy(false);
    }
  }

  return (
    <Card className="flex items-start gap-3">
      <MonitorSmartphone aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-sm text-muted">
          Signed in on a phone or computer you no longer use? Sign out on every device, this one included.
        </p>
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => void signOutEverywhere()}>
          {busy ? 'Signing out…' : 'Sign out everywhere'}
        </Button>
      </div>
    </Card>
  );
}
