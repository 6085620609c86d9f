// /console/login (SPEC §2 Admin console, §5 Admin login, §8): staff sign-in.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Redirect, useLocation } from 'wouter';
import { AdminLoginRequest, ADMIN_PASSWORD_MAX, ADMIN_USERNAME_MAX } from '@shared/schemas/admin';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Field, Input } from '@client/components/ui/field';
import { ApiError } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { adminLogin, forgetAdminData, ME_KEY, useStaffMe } from '../api';
import { homeFor } from '../staff-nav';

export const DASHBOARD_PATH = '/console/dashboard';

/** SPEC §8: the server's message, else 'Invalid credentials'; no answer at all is a network error. */
function loginError(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || 'Invalid credentials';
  return 'Network error. Please try again.';
}

export default function AdminLoginPage() {
  const me = useStaffMe();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  // Two-step sign-in (decision 0513): the code's field appears only once the password was right and the account
  // needs one; SPEC §5's two fields stay all there is before that.
  const [needsCode, setNeedsCode] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginRequest>({
    resolver: zodResolver(AdminLoginRequest),
    defaultValues: { username: '', password: '', totp: '' },
  });

  const username = watch('username');
  const password = watch('password');
  useDocumentTitle('Admin Login');

  // Already signed in (e.g. the back button): straight to the dashboard.
  if (me.data && !isSubmitting) return <Redirect to={homeFor(me.data)} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const staff = await adminLogin({ ...values, totp: values.totp || undefined });
      forgetAdminData(queryClient);
      queryClient.setQueryData(ME_KEY, staff);
      notify({ title: 'Login successful', description: 'Welcome to the Skin Circle admin console.' });
      navigate(homeFor(staff));
    } catch (err) {
      const body = err instanceof ApiError ? (err.body as { totpRequired?: boolean } | undefined) : undefined;
      if (body?.totpRequired) setNeedsCode(true);
      setError(loginError(err));
    }
  });

  return (
    <main className="flex min-h-dvh flex-col justify-center px-4 py-10">
      <div className="mb-6 text-center">
        <p className="font-display text-2xl text-brand">Skin Circle</p>
        <h1 className="mt-2 text-xl font-semibold text-ink">Admin Login</h1>
        <p className="mt-1 text-sm text-muted">Sign in to the staff console</p>
      </div>
      <Card className="p-5">
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby="secure-note">
          <Field label="Username" error={errors.username?.message && `Username ${errors.username.message}`}>
            {(control) => (
              <Input
                {...control}
                {...register('username')}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={ADMIN_USERNAME_MAX}
                required
              />
            )}
          </Field>
          <Field label="Password" error={errors.password?.message && `Password ${errors.password.message}`}>
            {(control) => (
              <Input
                {...control}
                {...register('password')}
                type="password"
                autoComplete="current-password"
                maxLength={ADMIN_PASSWORD_MAX}
                required
              />
            )}
          </Field>
          {needsCode && (
            <Field
              label="Two-step code"
              hint="The 6-digit code from your authenticator app, or one of your recovery codes"
              error={errors.totp?.message && `Code ${errors.totp.message}`}
            >
              {(control) => (
                <Input
                  {...control}
                  {...register('totp')}
                  autoComplete="one-time-code"
                  inputMode="text"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={40}
                  autoFocus
                />
              )}
            </Field>
          )}
          {error && (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-danger">
              {error}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={!username || !password || isSubmitting}>
            {isSubmitting ? 'Logging in...' : 'Login'}
          </Button>
        </form>
      </Card>
      <p id="secure-note" className="mt-4 flex items-start justify-center gap-2 text-center text-xs text-muted">
        <ShieldCheck aria-hidden="true" className="mt-px h-4 w-4 shrink-0 text-brand" />
        Secure admin access: for authorised Skin Circle staff only. Your session ends when you sign out or after 12
        hours.
      </p>
    </main>
  );
}
