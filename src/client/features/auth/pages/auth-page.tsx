// /auth (SPEC §2, §4, §5, §8): password sign-in, or account creation when toggled by the link; the demo login
// pre-filled in demo mode; a way to /code-auth; what membership brings. Four fields in plain state rather than
// react-hook-form: the form library alone (12 kB gz) put the storefront's first visit over its budget (decision 0611).
import { Mail } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'wouter';
import { PASSWORD_MIN } from '@shared/schemas/auth-limits';
import { Button, buttonClass } from '@client/components/ui/button';
import { Field, Input } from '@client/components/ui/field';
import { ApiError, serverMessage } from '@client/lib/api';
import { useHydrated } from '@client/lib/hydration';
import { useAuth } from '@client/lib/auth';
import { notify } from '@client/lib/toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { login, register, useDemoLogin } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { PasswordInput } from '../components/password-input';
import { SignedInCard } from '../components/signed-in-card';
import { useCompleteSignIn, useNext } from '../hooks/use-complete-sign-in';
import { withNext } from '../next';

type Mode = 'signin' | 'register';
type Values = { firstName: string; lastName: string; email: string; password: string };
const EMPTY: Values = { firstName: '', lastName: '', email: '', password: '' };

/** 429 (too many tries) and 409 (email taken) explain themselves; anything else gets the SPEC §8 text. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 409))
    return serverMessage(error, fallback);
  return fallback;
}

export default function AuthPage() {
  const { user } = useAuth();
  if (user) {
    return (
      <AuthLayout>
        <SignedInCard user={user} />
      </AuthLayout>
    );
  }
  return <AuthForm />;
}

function AuthForm() {
  const demo = useDemoLogin();
  const completeSignIn = useCompleteSignIn();
  const next = useNext();
  const [mode, setMode] = useState<Mode>('signin');
  // Already known (the server rendered the page with it, or the query answered earlier): filled in from the start.
  const [values, setValues] = useState<Values>(() =>
    demo.data ? { ...EMPTY, email: demo.data.email, password: demo.data.password } : EMPTY,
  );
  const [isSubmitting, setSubmitting] = useState(false);
  const registering = mode === 'register';
  useDocumentTitle(registering ? 'Create an account' : 'Sign in');
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  // Set by the visitor's first edit or focus of a field: from then on the demo pre-fill keeps out of the way.
  const touched = useRef(false);
  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onFocus: () => void (touched.current = true),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      touched.current = true;
      const text = event.target.value;
      setValues((current) => ({ ...current, [name]: text }));
    },
  });

  // A server-rendered form can be typed into before React has hydrated it: the fields then hold text the state
  // never saw, and the next render would put the state's values back. Take over what the visitor typed.
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const typed = (name: keyof Values) => (elements.namedItem(name) as HTMLInputElement | null)?.value;
    setValues((current) => {
      const next = { ...current };
      for (const name of Object.keys(current) as Array<keyof Values>) next[name] = typed(name) ?? current[name];
      const changed = (Object.keys(current) as Array<keyof Values>).some((name) => next[name] !== current[name]);
      if (changed) touched.current = true;
      return changed ? next : current;
    });
  }, []);

  // Demo mode: fill in the demo login once it arrives, unless the visitor has already been at the fields — not only
  // "unless they are empty": a visitor who had cleared a field or just started typing into it had their first
  // keystrokes appended to the demo address (an invalid email the browser refuses to submit: decision 0617).
  useEffect(() => {
    if (!demo.data || mode !== 'signin' || touched.current) return;
    const { email, password } = demo.data;
    setValues((current) => (!current.email && !current.password ? { ...current, email, password } : current));
    // Only when the demo login arrives; later mode switches refill it themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `mode` deliberately left out (see above)
  }, [demo.data]);

  // SPEC §4: switching clears the names; register empties email and password, sign-in refills the demo login.
  function switchMode(next: Mode) {
    setMode(next);
    setValues(
      next === 'register' ? EMPTY : { ...EMPTY, email: demo.data?.email ?? '', password: demo.data?.password ?? '' },
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    try {
      await submit();
    } finally {
      setSubmitting(false);
    }
  }

  async function submit() {
    if (!registering) {
      try {
        const { user } = await login({ email: values.email, password: values.password });
        completeSignIn(user, { isNew: false });
      } catch (error) {
        notify({
          title: 'Login failed',
          description: failureText(error, 'Invalid email or password. Please try again.'),
          variant: 'destructive',
        });
      }
      return;
    }
    const firstName = values.firstName.trim();
    const lastName = values.lastName.trim();
    if (!firstName || !lastName) {
      notify({
        title: 'Registration failed',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      });
      return;
    }
    if (values.password.length < PASSWORD_MIN) {
      notify({
        title: 'Password too short',
        description: `Password must be at least ${PASSWORD_MIN} characters long`,
        variant: 'destructive',
      });
      return;
    }
    try {
      const { user } = await register({
        email: values.email,
        password: values.password,
        firstName,
        lastName,
        shopifyCustomerId: `customer-${Date.now()}`,
        membershipTier: 'skin_circle',
      });
      completeSignIn(user, { isNew: true });
    } catch (error) {
      notify({
        title: 'Registration failed',
        description: failureText(error, 'Unable to create account. Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <AuthLayout benefits>
      <div className="mb-5">
        <h1 className="text-xl font-semibold text-ink">{registering ? 'Join Skin Circle' : 'Welcome back'}</h1>
        <p className="mt-1 text-sm text-muted">
          {registering
            ? 'Create your account for member prices, rewards and more.'
            : 'Sign in to your Skin Circle account.'}
        </p>
      </div>

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

      <p className="mt-4 text-center text-sm text-muted">
        {registering ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button
          type="button"
          onClick={() => switchMode(registering ? 'signin' : 'register')}
          className="rounded font-medium text-brand underline underline-offset-4 hover:text-brand-strong focus-visible:outline-2 focus-visible:outline-brand"
        >
          {registering ? 'Sign in' : 'Create an account'}
        </button>
      </p>

      <div className="my-5 flex items-center gap-3 text-xs uppercase tracking-[0.14em] text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>
      <Link href={withNext('/code-auth', next)} className={buttonClass('outline', 'lg', 'w-full')}>
        <Mail aria-hidden="true" className="h-4 w-4" />
        Sign in with an email code
      </Link>

      {demo.data && !registering && (
        <p className="mt-5 rounded-xl bg-sand px-4 py-3 text-center text-sm text-ink">
          Demo login pre-filled: <span className="font-medium">{demo.data.email}</span> /{' '}
          <span className="font-medium">{demo.data.password}</span>
        </p>
      )}
    </AuthLayout>
  );
}
