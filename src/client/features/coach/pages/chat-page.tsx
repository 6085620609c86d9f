import { Placeholder } from '../../../components/ui/placeholder';

export default function ChatPage() {
  return <Placeholder title="Penny AI" />;
}
