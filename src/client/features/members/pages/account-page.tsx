import { Placeholder } from '../../../components/ui/placeholder';

export default function AccountPage() {
  return <Placeholder title="Your account" />;
}
