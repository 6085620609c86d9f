import { Placeholder } from '../../../components/ui/placeholder';

export default function HomePage() {
  return <Placeholder title="Skin Circle" />;
}
