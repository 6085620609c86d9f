// /members/ai-coach (SPEC §2): the members' AI Skin Coach, with a back arrow to /members/home. Signed-out
// visitors are sent to /auth. Her first name is offered as a one-tap reply to Penny's first question, and her
// latest conversation is picked up from the server on any device (decision 0411).
import { RequireMember } from '@client/app/require-member';
import { BackLink } from '@client/components/ui/back-button';
import { useAuth } from '@client/lib/auth';
import { ChatScreen } from '../components/chat-screen';
import { HealthConsent } from '../components/health-consent';

function Coach() {
  const { user } = useAuth();
  return (
    <ChatScreen
      channel="coach"
      conversation={{ resume: 'member', knownName: user?.firstName }}
      offeredName={user?.firstName}
      title="AI Skin Coach"
      subtitle="Personal skincare advice from Penny"
      leading={<BackLink href="/members/home" label="Back to members home" />}
      actions={() => <HealthConsent />}
    />
  );
}

export default function CoachPage() {
  return (
    <RequireMember>
      <Coach />
    </RequireMember>
  );
}
