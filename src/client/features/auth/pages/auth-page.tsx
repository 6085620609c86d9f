import { Placeholder } from '../../../components/ui/placeholder';

export default function AuthPage() {
  return <Placeholder title="Sign in" />;
}
