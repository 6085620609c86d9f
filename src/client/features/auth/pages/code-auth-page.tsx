// /code-auth (SPEC §2, §4, §5, §8): email → code → profile (new addresses only) → signed in.
// The code is verified only once the profile is complete; 'Use a different email' starts again.
import { BackLink } from '@client/components/ui/back-button';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AuthLayout } from '../components/auth-layout';
import { CodeStep, EmailStep, ProfileStep, RevokedStep } from '../components/code-steps';
import { useNext } from '../hooks/use-complete-sign-in';
import { useCodeSignIn, type Step } from '../hooks/use-code-sign-in';
import { withNext } from '../next';

const STEP_TITLES: Record<Step, string> = {
  email: 'Sign in with a code',
  code: 'Check your email',
  profile: 'Tell us your name',
  revoked: 'We removed an unconfirmed password',
};

export default function CodeAuthPage() {
  const next = useNext();
  const flow = useCodeSignIn();
  const { step } = flow;
  // The step changes without a route change: the title follows it, naming where the person is.
  useDocumentTitle(STEP_TITLES[step]);

  return (
    <AuthLayout
      top={step === 'revoked' ? undefined : <BackLink href={withNext('/auth', next)} label="Back to sign in" />}
    >
      {step === 'email' && <EmailStep flow={flow} next={next} />}
      {step === 'code' && <CodeStep flow={flow} />}
      {step === 'profile' && <ProfileStep flow={flow} />}
      {step === 'revoked' && <RevokedStep flow={flow} next={next} />}
    </AuthLayout>
  );
}
