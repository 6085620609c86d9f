// /verify-email?token=… (decision 0105): where a proof mail's link lands. Confirming takes one press (a mail
// scanner that opens links proves nothing), and the owner of the mailbox can say the account is not theirs:
// then the password set up with their address is removed and everyone using it is signed out.
import { CheckCircle2, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { Button } from '@client/components/ui/button';
import { serverMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { verifyEmail } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { ResultPanel } from '../components/result-panel';
import { DEFAULT_DESTINATION } from '../next';

type State =
  | { kind: 'ready' }
  | { kind: 'working'; disown: boolean }
  | { kind: 'proved'; email: string; alreadyProved: boolean }
  | { kind: 'disowned'; email: string; passwordRemoved: boolean }
  | { kind: 'failed'; message: string };

const INVALID = 'This link is invalid or has expired. You can ask for a new one from your account.';
const TITLES: Record<State['kind'], string> = {
  ready: 'Confirm your email address',
  working: 'Confirm your email address',
  proved: 'Email address confirmed',
  disowned: 'Account secured',
  failed: 'This link no longer works',
};

export default function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const { user, updateUser, signOut } = useAuth();
  const [state, setState] = useState<State>(() => (token ? { kind: 'ready' } : { kind: 'failed', message: INVALID }));
  useDocumentTitle(TITLES[state.kind]);

  async function confirm(disown: boolean) {
    setState({ kind: 'working', disown });
    try {
      const answer = await verifyEmail({ token, ...(disown ? { disown: true } : {}) });
      const mine = user?.id === answer.userId;
      if (disown) {
        // Every session of the account ended, this browser's too when it was signed in to it.
        if (mine) await signOut();
        setState({ kind: 'disowned', email: answer.email, passwordRemoved: answer.passwordRemoved });
      } else {
        if (mine) updateUser({ emailVerified: true });
        setState({ kind: 'proved', email: answer.email, alreadyProved: answer.alreadyProved });
      }
    } catch (error) {
      setState({ kind: 'failed', message: serverMessage(error, INVALID) });
    }
  }

  return (
    <AuthLayout>
      {(state.kind === 'ready' || state.kind === 'working') && (
        <section aria-labelledby="verify-title" className="space-y-4">
          <div>
            <h1 id="verify-title" className="text-xl font-semibold text-ink">
              Confirm your email address
            </h1>
            <p className="mt-1 text-sm text-muted">
              Press the button to confirm that this email address belongs to you and your Skin Circle account.
            </p>
          </div>
          <Button size="lg" className="w-full" disabled={state.kind === 'working'} onClick={() => void confirm(false)}>
            {state.kind === 'working' && !state.disown ? 'Confirming...' : 'Confirm my email address'}
          </Button>
          <div className="rounded-xl bg-sand px-4 py-3 text-sm text-ink">
            <p>
              Didn't create a Skin Circle account? Tell us, and we'll remove any password set up with your address and
              sign out everyone using it.
            </p>
            <Button
              variant="ghost"
              size="sm"
              className="mt-2"
              disabled={state.kind === 'working'}
              onClick={() => void confirm(true)}
            >
              {state.kind === 'working' && state.disown ? 'Securing...' : "I didn't create this account"}
            </Button>
          </div>
        </section>
      )}

      {state.kind === 'proved' && (
        <ResultPanel
          icon={<CheckCircle2 aria-hidden="true" className="mx-auto h-10 w-10 text-success" />}
          title="Email address confirmed"
          role="status"
          link={
            user ? { href: DEFAULT_DESTINATION, label: 'Continue to Skin Circle' } : { href: '/auth', label: 'Sign in' }
          }
        >
          {state.alreadyProved
            ? `${state.email} was already confirmed. Nothing else to do.`
            : `Thank you. ${state.email} is confirmed as your Skin Circle email address.`}
        </ResultPanel>
      )}

      {state.kind === 'disowned' && (
        <ResultPanel
          icon={<CheckCircle2 aria-hidden="true" className="mx-auto h-10 w-10 text-brand" />}
          title="Account secured"
          role="status"
          link={{ href: '/code-auth', label: 'Sign in with an email code' }}
        >
          {state.passwordRemoved
            ? `We removed the password set up with ${state.email} and signed out everyone who was using it.`
            : `Everyone who was signed in with ${state.email} has been signed out.`}{' '}
          Only you can sign in now, with a code sent to this address.
        </ResultPanel>
      )}

      {state.kind === 'failed' && (
        <ResultPanel
          icon={<MailWarning aria-hidden="true" className="mx-auto h-10 w-10 text-muted" />}
          title="This link no longer works"
          role="alert"
          link={user ? { href: '/members/account', label: 'Go to your account' } : { href: '/auth', label: 'Sign in' }}
        >
          {state.message}
        </ResultPanel>
      )}
    </AuthLayout>
  );
}
