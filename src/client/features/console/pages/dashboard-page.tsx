import { Placeholder } from '../../../components/ui/placeholder';

export default function PennyDashboardPage() {
  return <Placeholder title="Penny AI Dashboard" />;
}
