// The members area's create-password form (SPEC §5): for members who so far sign in with an email code only.
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MAX, PASSWORD_MIN } from '@shared/schemas/auth-limits';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Field, Input } from '@client/components/ui/field';
import { useAuth } from '@client/lib/auth';
import { notify } from '@client/lib/toast';
import { createPassword } from '../api';

export function CreatePassword({ userId }: { userId: string }) {
  const { updateUser } = useAuth();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const tooLong = password.length > PASSWORD_MAX;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < PASSWORD_MIN) {
      notify({
        title: 'Password too short',
        description: `Password must be at least ${PASSWORD_MIN} characters long`,
        variant: 'destructive',
      });
      return;
    }
    if (tooLong) return;
    if (password !== confirm) {
      notify({
        title: "Passwords don't match",
        description: 'Please make sure both passwords are the same',
        variant: 'destructive',
      });
      return;
    }
    setSubmitting(true);
    try {
      const result = await createPassword(userId, password);
      if (!result?.success) {
        notify({ title: 'Error', description: 'Failed to create password. Please try again.', variant: 'destructive' });
        return;
      }
      updateUser({ hasPassword: true });
      notify({ title: 'Password created!', description: 'You can now login with your email and password' });
      setOpen(false);
    } catch {
      notify({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Card className="space-y-3">
      <div className="flex items-start gap-3">
        <KeyRound aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
        <div>
          <h3 className="font-semibold text-ink">Sign in with a password</h3>
          <p className="text-sm text-muted">
            You sign in with a code sent to your email. Create a password to sign in faster next time.
          </p>
        </div>
      </div>
      <Button
        variant={open ? 'ghost' : 'outline'}
        aria-expanded={open}
        aria-controls="create-password-form"
        onClick={() => setOpen(!open)}
      >
        {open ? 'Cancel' : 'Create password'}
      </Button>
      {open && (
        <form id="create-password-form" onSubmit={submit} className="space-y-3" aria-label="Create password">
          <Field
            label="New password"
            hint={`At least ${PASSWORD_MIN} characters`}
            error={tooLong ? `Password must be at most ${PASSWORD_MAX} characters` : undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoFocus
              />
            )}
          </Field>
          <Field label="Confirm password">
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={password.length < PASSWORD_MIN || submitting || tooLong} className="w-full">
            {submitting ? 'Saving...' : 'Save password'}
          </Button>
        </form>
      )}
    </Card>
  );
}
