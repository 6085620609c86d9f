// /auth (SPEC §2, §4, §5, §8): password sign-in, or account creation when toggled by the link; the demo login
// pre-filled in demo mode; a way to /code-auth; what membership brings. Four fields in plain state rather than
// react-hook-form: the form library alone (12 kB gz) put the storefront's first visit over its budget (decision 0611).
import { Mail } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AuthLayout } from '../components/auth-layout';
import { PasswordForm } from '../components/password-form';
import { SignedInCard } from '../components/signed-in-card';
import { useNext } from '../hooks/use-complete-sign-in';
import { usePasswordAuth } from '../hooks/use-password-auth';
import { withNext } from '../next';

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
  const auth = usePasswordAuth();
  const { demo, registering, switchMode } = auth;
  const next = useNext();
  useDocumentTitle(registering ? 'Create an account' : 'Sign in');

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
      <PasswordForm auth={auth} />

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
