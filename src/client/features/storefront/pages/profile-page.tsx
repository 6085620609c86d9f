import { Placeholder } from '../../../components/ui/placeholder';

export default function ProfilePage() {
  return <Placeholder title="Profile" />;
}
