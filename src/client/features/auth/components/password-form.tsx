import { PASSWORD_MIN } from '@shared/schemas/auth-limits';
import { Button } from '@client/components/ui/button';
import { Field, Input } from '@client/components/ui/field';
import type { PasswordAuth } from '../hooks/use-password-auth';
import { PasswordInput } from './password-input';

/** The names (account creation only), email and password, and the submit button. */
export function PasswordForm({ auth }: { auth: PasswordAuth }) {
  const { form, handleSubmit, registering, field, isSubmitting, hydrated } = auth;
  return (
    <form
      ref={form}
      onSubmit={handleSubmit}
      className="space-y-4"
      aria-label={registering ? 'Create account' : 'Sign in'}
    >
      {registering && (
        <div className="grid grid-cols-2 gap-3">
          <Field label="First name">
            {(a) => (
              <Input
                {...a}
                {...field('firstName')}
                autoComplete="given-name"
                aria-required="true"
                maxLength={80}
                autoFocus
              />
            )}
          </Field>
          <Field label="Last name">
            {(a) => (
              <Input {...a} {...field('lastName')} autoComplete="family-name" aria-required="true" maxLength={80} />
            )}
          </Field>
        </div>
      )}
      <Field label="Email">
        {(a) => (
          <Input
            {...a}
            {...field('email')}
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            placeholder="you@example.com"
          />
        )}
      </Field>
      <Field label="Password">
        {(a) => (
          <PasswordInput
            {...a}
            {...field('password')}
            required
            maxLength={128}
            autoComplete={registering ? 'new-password' : 'current-password'}
            placeholder={registering ? `At least ${PASSWORD_MIN} characters` : 'Your password'}
          />
        )}
      </Field>
      {/* Not before hydration: the browser would submit the form itself (a GET with the password in the URL).
          With the submit button disabled, Enter does nothing and a click waits until React owns the form. */}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || !hydrated}>
        {registering
          ? isSubmitting
            ? 'Creating account...'
            : 'Create account'
          : isSubmitting
            ? 'Signing in...'
            : 'Sign in'}
      </Button>
    </form>
  );
}
