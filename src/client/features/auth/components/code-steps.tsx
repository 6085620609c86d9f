// The code sign-in's four screens (useCodeSignIn holds their state): the email, the code, the name of a new
// member, and the notice that an unconfirmed password was removed.
import { Info } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { CODE_LENGTH, CODE_TTL_MINUTES } from '@shared/schemas/auth-limits';
import { Button, buttonClass } from '@client/components/ui/button';
import { Field, Input } from '@client/components/ui/field';
import type { CodeSignIn } from '../hooks/use-code-sign-in';
import { DEFAULT_DESTINATION, withNext } from '../next';
import { FormMessage } from './auth-layout';

/** The account's Profile tab, where the create-password form is. */
const CREATE_PASSWORD_PATH = '/members/account?tab=profile';

type StepProps = { flow: CodeSignIn };

export function EmailStep({ flow, next }: StepProps & { next: string | null }) {
  const { onEmail, emailField, email, setEmail, error, busy } = flow;
  return (
    <form onSubmit={onEmail} aria-labelledby="code-title" className="space-y-4">
      <div>
        <h1 id="code-title" className="text-xl font-semibold text-ink">
          Sign in with a code
        </h1>
        <p className="mt-1 text-sm text-muted">
          Enter your email and we'll send you a {CODE_LENGTH}-digit code. No password needed.
        </p>
      </div>
      <Field label="Email">
        {(a) => (
          <Input
            {...a}
            type="email"
            required
            autoFocus
            autoComplete="email"
            maxLength={254}
            placeholder="you@example.com"
            ref={emailField}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-describedby={error ? 'code-error' : undefined}
          />
        )}
      </Field>
      <FormMessage id="code-error">{error}</FormMessage>
      <Button type="submit" size="lg" className="w-full" disabled={!email.trim() || busy !== null}>
        {busy === 'send' ? 'Sending code...' : 'Continue'}
      </Button>
      <p className="text-center text-sm text-muted">
        Prefer a password?{' '}
        <Link
          href={withNext('/auth', next)}
          className="font-medium text-brand underline underline-offset-4 hover:text-brand-strong"
        >
          Sign in with a password
        </Link>
      </p>
    </form>
  );
}

export function CodeStep({ flow }: StepProps) {
  const { onCode, email, code, setCode, error, notice, busy, startOver, resend } = flow;
  return (
    <form onSubmit={onCode} aria-labelledby="code-title" className="space-y-4">
      <div>
        <h1 id="code-title" className="text-xl font-semibold text-ink">
          Check your email
        </h1>
        <p className="mt-1 text-sm text-muted">
          We sent a {CODE_LENGTH}-digit code to <span className="font-medium text-ink">{email.trim()}</span>. It expires
          in {CODE_TTL_MINUTES} minutes.
        </p>
      </div>
      <Field label={`${CODE_LENGTH}-digit code`}>
        {(a) => (
          <Input
            {...a}
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            placeholder="000000"
            className="text-center font-mono text-2xl tracking-[0.5em]"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
            aria-describedby={error ? 'code-error' : undefined}
          />
        )}
      </Field>
      <FormMessage id="code-error">{error}</FormMessage>
      {notice && (
        <p role="status" className="-mt-2 text-sm text-success">
          {notice}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={code.length !== CODE_LENGTH || busy !== null}>
        {busy === 'verify' ? 'Checking...' : 'Continue'}
      </Button>
      <div className="grid gap-1">
        <Button variant="ghost" size="sm" className="w-full" onClick={startOver} disabled={busy !== null}>
          Use a different email
        </Button>
        <Button variant="ghost" size="sm" className="w-full" onClick={resend} disabled={busy !== null}>
          {busy === 'resend' ? 'Sending...' : 'Send a new code'}
        </Button>
      </div>
    </form>
  );
}

export function ProfileStep({ flow }: StepProps) {
  const { onProfile, firstName, setFirstName, lastName, setLastName, error, busy, startOver } = flow;
  return (
    <form onSubmit={onProfile} aria-labelledby="code-title" className="space-y-4">
      <div>
        <h1 id="code-title" className="text-xl font-semibold text-ink">
          Tell us your name
        </h1>
        <p className="mt-1 text-sm text-muted">You're new to Skin Circle. Add your name to create your membership.</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field label="First name">
          {(a) => (
            <Input
              {...a}
              autoFocus
              autoComplete="given-name"
              aria-required="true"
              maxLength={80}
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
            />
          )}
        </Field>
        <Field label="Last name">
          {(a) => (
            <Input
              {...a}
              autoComplete="family-name"
              aria-required="true"
              maxLength={80}
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
            />
          )}
        </Field>
      </div>
      <FormMessage id="code-error">{error}</FormMessage>
      <Button type="submit" size="lg" className="w-full" disabled={busy !== null}>
        {busy === 'verify' ? 'Checking...' : 'Continue'}
      </Button>
      <Button variant="ghost" size="sm" className="w-full" onClick={startOver} disabled={busy !== null}>
        Use a different email
      </Button>
    </form>
  );
}

export function RevokedStep({ flow, next }: StepProps & { next: string | null }) {
  const { notice, email } = flow;
  const [, navigate] = useLocation();
  return (
    <section aria-labelledby="code-title" className="space-y-4">
      <div className="flex items-start gap-3">
        <Info aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand" />
        <div>
          <h1 id="code-title" className="text-xl font-semibold text-ink">
            We removed an unconfirmed password
          </h1>
          <p role="status" className="mt-2 text-sm text-ink">
            {notice}
          </p>
          <p className="mt-2 text-sm text-muted">
            Your email address {email.trim()} is now confirmed, and you are signed in here.
          </p>
        </div>
      </div>
      <div className="grid gap-2">
        <Link href={CREATE_PASSWORD_PATH} className={buttonClass('primary', 'lg', 'w-full')}>
          Create a new password
        </Link>
        <Button variant="outline" size="lg" className="w-full" onClick={() => navigate(next ?? DEFAULT_DESTINATION)}>
          Continue without a password
        </Button>
      </div>
    </section>
  );
}
