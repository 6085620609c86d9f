import { Placeholder } from '../../../components/ui/placeholder';

export default function ConsoleLoginPage() {
  return <Placeholder title="Admin login" />;
}
