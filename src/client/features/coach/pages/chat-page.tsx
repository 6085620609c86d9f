// /chat: the public Penny AI chat (the members' help page opens it as Live chat), with the
// 'Email me this conversation' step.
import { ChatScreen } from '../components/chat-screen';
import { EmailTranscript } from '../components/email-transcript';

export default function ChatPage() {
  return (
    <ChatScreen
      channel="chat"
      conversation={{ resume: 'tab', storageKey: 'skincircle.chat' }}
      title="Penny AI"
      subtitle="Skin Circle's AI skin assistant"
      actions={({ sessionId, pending }) => <EmailTranscript sessionId={sessionId} disabled={pending} />}
    />
  );
}
