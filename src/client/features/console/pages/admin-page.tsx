import { Placeholder } from '../../../components/ui/placeholder';

export default function AdminPanelPage() {
  return <Placeholder title="Admin" />;
}
