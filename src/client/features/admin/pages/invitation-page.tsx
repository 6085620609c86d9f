// /console/invitation?token=… (OPERATIONS §2, decision 0513): an invited member of staff sets their password (the
// staff password rules: at least 12 characters, not a common one), then signs in with their email.
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Field, Input } from '@client/components/ui/field';
import { ApiError } from '@client/lib/api';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { STAFF_PASSWORD_MAX } from '@shared/schemas/staff';
import { LOGIN_PATH } from '../components/admin-shell';
import { acceptInvitation } from '../team-api';

const MIN = 12;

export default function InvitationPage() {
  useDocumentTitle('Set your password');
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [doneAs, setDoneAs] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFieldError(null);
    if (password.length < MIN) return setFieldError(`Password must be at least ${MIN} characters`);
    if (password !== repeat) return setFieldError('The two passwords are not the same');
    setBusy(true);
    try {
      const account = await acceptInvitation({ token, password });
      setDoneAs(account.username);
    } catch (err) {
      const problem = err instanceof ApiError ? err.fieldErrors.find((e) => e.path === 'body.password') : undefined;
      if (problem) setFieldError(`Password ${problem.message}`);
      else
        setError(
          err instanceof ApiError ? (err.serverMessage ?? 'Something went wrong') : 'Network error. Please try again.',
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="flex min-h-dvh flex-col justify-center px-4 py-10">
      <div className="mb-6 text-center">
        <p className="font-display text-2xl text-brand">Skin Circle</p>
        <h1 className="mt-2 text-xl font-semibold text-ink">Set your password</h1>
        <p className="mt-1 text-sm text-muted">for the staff console</p>
      </div>
      <Card className="p-5">
        {doneAs ? (
          <div role="status" className="space-y-4 text-center">
            <p className="font-semibold">Your password is set.</p>
            <p className="text-sm text-muted">Sign in with {doneAs} and your new password.</p>
            <Link href={LOGIN_PATH} className="inline-block font-semibold text-brand underline">
              Go to the sign-in
            </Link>
          </div>
        ) : !token ? (
          <p role="alert" className="text-sm text-danger">
            This page needs the link from your invitation email.
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <Field label="New password" hint={`At least ${MIN} characters`} error={fieldError ?? undefined}>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="new-password"
                  maxLength={STAFF_PASSWORD_MAX}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  required
                />
              )}
            </Field>
            <Field label="Repeat the password">
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="new-password"
                  maxLength={STAFF_PASSWORD_MAX}
                  value={repeat}
                  onChange={(e) => setRepeat(e.target.value)}
                  required
                />
              )}
            </Field>
            {error && (
              <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-danger">
                {error}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={busy || !password || !repeat}>
              {busy ? 'Saving…' : 'Set password'}
            </Button>
          </form>
        )}
      </Card>
      <p className="mt-4 flex items-start justify-center gap-2 text-center text-xs text-muted">
        <ShieldCheck aria-hidden="true" className="mt-px h-4 w-4 shrink-0 text-brand" />
        The link works once, for 72 hours from the invitation.
      </p>
    </main>
  );
}
