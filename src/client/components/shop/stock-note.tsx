// "Only 3 left" / "Out of stock" (COMMERCE §1) — on the product page, the grid and the cart.
import { stockLabel } from '@shared/orders';
import { cn } from '@client/lib/cn';

export function StockNote({
  product,
  className,
}: {
  product: { inStock: boolean; stock?: number };
  className?: string;
}) {
  const label = stockLabel(product);
  if (!label) return null;
  return (
    <p className={cn('text-xs font-semibold', product.inStock ? 'text-accent' : 'text-danger', className)}>{label}</p>
  );
}
