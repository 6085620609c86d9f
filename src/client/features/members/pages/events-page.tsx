import { Placeholder } from '../../../components/ui/placeholder';

export default function EventsPage() {
  return <Placeholder title="Upcoming events" />;
}
