// "Only 3 left" / "Out of stock" (COMMERCE §1) — on the product page, the grid and the cart; "No longer available"
// for a cart or wishlist line whose product was taken off sale (decision 0507).
import { stockLabel } from '@shared/orders';
import { cn } from '@client/lib/cn';

export function StockNote({
  product,
  className,
}: {
  product: { inStock: boolean; stock?: number; available?: boolean };
  className?: string;
}) {
  if (product.available === false) {
    return <p className={cn('text-xs font-semibold text-danger', className)}>No longer available</p>;
  }
  const label = stockLabel(product);
  if (!label) return null;
  return (
    <p className={cn('text-xs font-semibold', product.inStock ? 'text-accent' : 'text-danger', className)}>{label}</p>
  );
}
