// /code-auth (SPEC §2, §4, §5, §8): email → code → profile (new addresses only) → signed in.
// The code is verified only once the profile is complete; 'Use a different email' starts again.
import { Info } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { CODE_LENGTH, CODE_TTL_MINUTES } from '@shared/schemas/auth-limits';
import { BackLink } from '@client/components/ui/back-button';
import { Button, buttonClass } from '@client/components/ui/button';
import { Field, Input } from '@client/components/ui/field';
import { ApiError, serverMessage } from '@client/lib/api';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { sendCode, verifyCode } from '../api';
import { AuthLayout, FormMessage } from '../components/auth-layout';
import { useCompleteSignIn, useNext } from '../hooks/use-complete-sign-in';
import { DEFAULT_DESTINATION, withNext } from '../next';

type Step = 'email' | 'code' | 'profile' | 'revoked';
const INVALID_CODE = 'Invalid or expired code';
const NAME_REQUIRED = 'Please enter your name';
const STEP_TITLES: Record<Step, string> = {
  email: 'Sign in with a code',
  code: 'Check your email',
  profile: 'Tell us your name',
  revoked: 'We removed an unconfirmed password',
};
/** The account's Profile tab, where the create-password form is. */
const CREATE_PASSWORD_PATH = '/members/account?tab=profile';
/** Shown when the server's answer carries no notice of its own (it always does today). */
const REVOKED_FALLBACK =
  'Because this email address had not been confirmed, the password set up at sign-up has been removed and any other browsers signed in to this account have been signed out. You can create a new password now.';

export default function CodeAuthPage() {
  const completeSignIn = useCompleteSignIn();
  const next = useNext();
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [requiresProfile, setRequiresProfile] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState<'send' | 'resend' | 'verify' | null>(null);
  // The server renders this page (decision 0617): an address typed before hydration is taken over, not dropped.
  const emailField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = emailField.current?.value;
    if (typed) setEmail(typed);
  }, []);
  const namesGiven = firstName.trim() !== '' && lastName.trim() !== '';
  // The step changes without a route change: the title follows it, naming where the person is.
  useDocumentTitle(STEP_TITLES[step]);

  async function requestCode(kind: 'send' | 'resend') {
    setBusy(kind);
    setError('');
    setNotice('');
    try {
      const answer = await sendCode({ email });
      setRequiresProfile(answer.requiresProfile);
      setCode('');
      setStep('code');
      if (kind === 'resend') setNotice(`We've sent a new code to ${email.trim()}.`);
    } catch (err) {
      setError(serverMessage(err, 'Failed to send code'));
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    setBusy('verify');
    setError('');
    setNotice('');
    try {
      const answer = await verifyCode({
        email,
        code,
        ...(requiresProfile ? { firstName: firstName.trim(), lastName: lastName.trim() } : {}),
      });
      // The code was the first proof of an address registered with a password: say what that removed, and offer
      // a new password before moving on (decision 0105).
      const revoked = answer.revokedBeforeProof === true;
      completeSignIn(answer.user, { isNew: requiresProfile, stay: revoked });
      if (revoked) {
        setNotice(answer.notice ?? REVOKED_FALLBACK);
        setStep('revoked');
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.serverMessage === NAME_REQUIRED) {
        // The address turned out to be new after all: ask for the name, keep the code.
        setRequiresProfile(true);
        setStep('profile');
      } else {
        setStep('code');
        setCode('');
        setError(err instanceof ApiError && err.status === 429 ? serverMessage(err, INVALID_CODE) : INVALID_CODE);
      }
    } finally {
      setBusy(null);
    }
  }

  function startOver() {
    setStep('email');
    setCode('');
    setError('');
    setNotice('');
    setFirstName('');
    setLastName('');
    setRequiresProfile(false);
  }

  const onEmail = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) void requestCode('send');
  };
  const onCode = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) return;
    if (requiresProfile && !namesGiven) {
      setError('');
      setNotice('');
      setStep('profile');
      return;
    }
    void verify();
  };
  const onProfile = (event: FormEvent) => {
    event.preventDefault();
    if (!namesGiven) {
      setError(NAME_REQUIRED);
      return;
    }
    void verify();
  };

  return (
    <AuthLayout
      top={step === 'revoked' ? undefined : <BackLink href={withNext('/auth', next)} label="Back to sign in" />}
    >
      {step === 'email' && (
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
      )}

      {step === 'code' && (
        <form onSubmit={onCode} aria-labelledby="code-title" className="space-y-4">
          <div>
            <h1 id="code-title" className="text-xl font-semibold text-ink">
              Check your email
            </h1>
            <p className="mt-1 text-sm text-muted">
              We sent a {CODE_LENGTH}-digit code to <span className="font-medium text-ink">{email.trim()}</span>. It
              expires in {CODE_TTL_MINUTES} minutes.
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
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              onClick={() => void requestCode('resend')}
              disabled={busy !== null}
            >
              {busy === 'resend' ? 'Sending...' : 'Send a new code'}
            </Button>
          </div>
        </form>
      )}

      {step === 'profile' && (
        <form onSubmit={onProfile} aria-labelledby="code-title" className="space-y-4">
          <div>
            <h1 id="code-title" className="text-xl font-semibold text-ink">
              Tell us your name
            </h1>
            <p className="mt-1 text-sm text-muted">
              You're new to Skin Circle. Add your name to create your membership.
            </p>
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
      )}

      {step === 'revoked' && (
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
            <Button
              variant="outline"
              size="lg"
              className="w-full"
              onClick={() => navigate(next ?? DEFAULT_DESTINATION)}
            >
              Continue without a password
            </Button>
          </div>
        </section>
      )}
    </AuthLayout>
  );
}
