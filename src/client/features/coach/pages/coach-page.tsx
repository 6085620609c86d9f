// /members/ai-coach (SPEC §2): the members' AI Skin Coach, with a back arrow to /members/home. Signed-out
// visitors are sent to /auth.
import { RequireMember } from '../../../app/require-member';
import { BackLink } from '../../../components/ui/back-button';
import { useAuth } from '../../../lib/auth';
import { ChatScreen } from '../components/chat-screen';

function Coach() {
  const { user } = useAuth();
  return (
    <ChatScreen
      channel="coach"
      storageKey={`skincircle.coach.${user?.id ?? 'member'}`}
      title="AI Skin Coach"
      subtitle="Personal skincare advice from Penny"
      leading={<BackLink href="/members/home" label="Back to members home" />}
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
