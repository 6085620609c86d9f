import { Placeholder } from '../../../components/ui/placeholder';

export default function DashboardPage() {
  return <Placeholder title="Members" />;
}
