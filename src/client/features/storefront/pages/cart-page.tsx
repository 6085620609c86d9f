import { Placeholder } from '../../../components/ui/placeholder';

export default function CartPage() {
  return <Placeholder title="Cart" />;
}
