import { Placeholder } from '../../../components/ui/placeholder';

export default function CodeAuthPage() {
  return <Placeholder title="Sign in with a code" />;
}
