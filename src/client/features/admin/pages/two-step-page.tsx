// /console/two-step (OPERATIONS §2, decision 0513): any member of staff turns on two-step sign-in — the QR code for
// the authenticator app (and its secret as text, for typing in), a current code to confirm, then the recovery codes,
// shown once. When the shop requires it, an account without it is sent here after signing in.
import { useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Field, Input } from '@client/components/ui/field';
import { ApiError } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import type { TotpSetup } from '@shared/schemas/staff';
import { useStaffMe } from '../api';
import { AdminShell } from '../components/admin-shell';
import { startTotp, useConfirmTotp } from '../team-api';

export default function TwoStepPage() {
  useDocumentTitle('Two-step sign-in');
  const me = useStaffMe();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const confirm = useConfirmTotp();

  const begin = async () => {
    setStarting(true);
    setError(null);
    try {
      setSetup(await startTotp());
    } catch {
      notify({ title: 'Could not start the set-up', description: 'Please try again.', variant: 'destructive' });
    } finally {
      setStarting(false);
    }
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    confirm.mutate(code.trim(), {
      onSuccess: (answer) => setCodes(answer.recoveryCodes),
      onError: (err) =>
        setError(
          err instanceof ApiError
            ? err.fieldErrors[0]
              ? `Code ${err.fieldErrors[0].message}`
              : (err.serverMessage ?? 'Something went wrong')
            : 'Network error. Please try again.',
        ),
    });
  };

  return (
    <AdminShell>
      <h1 className="font-display text-2xl text-ink">Two-step sign-in</h1>
      {me.data?.twoStepSetupRequired && !codes && (
        <p role="status" className="mt-2 rounded-xl bg-sand px-3 py-2 text-sm">
          The shop requires two-step sign-in: set it up to use the console.
        </p>
      )}
      <Card className="mt-4 max-w-xl space-y-4 p-5">
        {codes ? (
          <div className="space-y-3">
            <p className="font-semibold">Two-step sign-in is on.</p>
            <p className="text-sm text-muted">
              Keep these recovery codes somewhere safe: each signs you in once if you lose your phone. They are not
              shown again.
            </p>
            <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
              {codes.map((c) => (
                <li key={c} className="rounded-lg bg-cream px-2 py-1">
                  {c}
                </li>
              ))}
            </ul>
          </div>
        ) : !setup ? (
          <div className="space-y-3">
            <p className="text-sm">
              {me.data?.twoStep
                ? 'Two-step sign-in is on for your account. You can move it to a new phone: the old one stops working once you confirm.'
                : 'Signing in will need a code from an authenticator app on your phone as well as your password.'}
            </p>
            <Button onClick={begin} disabled={starting}>
              {me.data?.twoStep ? 'Set up a new phone' : 'Set up two-step sign-in'}
            </Button>
          </div>
        ) : (
          <form onSubmit={onConfirm} noValidate className="space-y-4">
            <p className="text-sm">Scan this code with your authenticator app, then enter the code it shows.</p>
            <img src={setup.qrCode} alt="QR code for your authenticator app" width={200} height={200} />
            <p className="text-sm">
              Or type this key into the app:{' '}
              <code data-testid="totp-secret" className="break-all rounded bg-cream px-1 font-mono">
                {setup.secret}
              </code>
            </p>
            <Field label="Code from the app" error={error ?? undefined}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              )}
            </Field>
            <Button type="submit" disabled={confirm.isPending || code.trim().length !== 6}>
              Turn on two-step sign-in
            </Button>
          </form>
        )}
      </Card>
    </AdminShell>
  );
}
