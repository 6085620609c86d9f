import { Placeholder } from '../../../components/ui/placeholder';

export default function CategoryPage() {
  return <Placeholder title="Category" />;
}
