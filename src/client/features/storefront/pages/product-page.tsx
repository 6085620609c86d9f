import { Placeholder } from '../../../components/ui/placeholder';

export default function ProductPage() {
  return <Placeholder title="Product" />;
}
