// "Delete my account" (OPERATIONS §3, decision 0111): confirmed in a dialog with the password, or for a member without
// one with a code emailed now. Then the member is signed out to the home page with a toast.
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { User } from '@shared/schemas/user';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { Field, Input } from '@client/components/ui/field';
import { serverMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { notify } from '@client/lib/toast';
import { deleteAccount, sendDeleteCode } from '../api';

export function DeleteAccount({ user }: { user: User }) {
  const { signOut } = useAuth();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  function openChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setSecret('');
      setError(undefined);
      setCodeSent(false);
    }
  }

  async function sendCode() {
    setBusy(true);
    setError(undefined);
    try {
      await sendDeleteCode(user.email);
      setCodeSent(true);
    } catch (e) {
      setError(serverMessage(e, "We couldn't send your code just now. Please try again in a moment."));
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!secret.trim()) {
      setError(user.hasPassword ? 'Please enter your password' : 'Please enter the code from your email');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await deleteAccount(user.hasPassword ? { password: secret } : { code: secret.trim() });
      // To the home page first: signing out on the account screen would send the member to /auth.
      navigate('/');
      await signOut();
      notify({ title: 'Your account has been deleted', description: 'Thank you for being part of Skin Circle.' });
    } catch (e) {
      setError(serverMessage(e, 'Something went wrong. Please try again.'));
      setBusy(false);
    }
  }

  const asksCode = !user.hasPassword;
  return (
    <>
      <Button variant="ghost" size="sm" className="text-danger" onClick={() => openChange(true)}>
        Delete my account
      </Button>
      <Dialog
        open={open}
        onOpenChange={openChange}
        title="Delete your account?"
        description="Your details, points, codes, cart, wishlist, routines, conversations and consents are deleted at once and cannot be brought back. Orders are kept without your name, address or email for six years, as HMRC requires."
      >
        <form onSubmit={submit} className="space-y-3" aria-label="Delete your account" noValidate>
          {asksCode && !codeSent ? (
            <div className="space-y-2">
              <p className="text-sm text-muted">To confirm, we'll email a 6-digit code to {user.email}.</p>
              {error && (
                <p role="alert" className="text-xs text-danger">
                  {error}
                </p>
              )}
              <Button variant="outline" disabled={busy} onClick={() => void sendCode()}>
                {busy ? 'Sending…' : 'Email me a code'}
              </Button>
            </div>
          ) : (
            <Field
              label={asksCode ? 'Code from your email' : 'Your password'}
              error={error}
              hint={asksCode ? `Sent to ${user.email}` : undefined}
            >
              {(control) => (
                <Input
                  {...control}
                  type={asksCode ? 'text' : 'password'}
                  inputMode={asksCode ? 'numeric' : undefined}
                  autoComplete={asksCode ? 'one-time-code' : 'current-password'}
                  value={secret}
                  onChange={(e) => setSecret(e.target.value)}
                  autoFocus
                />
              )}
            </Field>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => openChange(false)}>
              Keep my account
            </Button>
            <Button type="submit" variant="destructive" disabled={busy || (asksCode && !codeSent)}>
              {busy && (codeSent || !asksCode) ? 'Deleting…' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
