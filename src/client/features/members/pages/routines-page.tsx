import { Placeholder } from '../../../components/ui/placeholder';

export default function RoutinesPage() {
  return <Placeholder title="Routine Builder" />;
}
