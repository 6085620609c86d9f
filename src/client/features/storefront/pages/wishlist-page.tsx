import { Placeholder } from '../../../components/ui/placeholder';

export default function WishlistPage() {
  return <Placeholder title="Wishlist" />;
}
