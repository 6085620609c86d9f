import { Placeholder } from '../../../components/ui/placeholder';

export default function SearchPage() {
  return <Placeholder title="Search" />;
}
