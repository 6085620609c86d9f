// How much a product costs the person looking (SPEC §6): the member price, with the normal price struck
// through, for tiers that earn it; the normal price otherwise. Visitors see what members pay, as an invitation.
import type { Product } from '@shared/schemas/catalogue';
import type { User } from '@shared/schemas/user';
import { formatPrice, tierEarnsMemberPrice } from '@shared/money';
import { cn } from '@client/lib/cn';

export function PriceTag({
  product,
  user,
  size = 'sm',
  className,
}: {
  product: Pick<Product, 'price' | 'memberPrice'>;
  user: User | null;
  size?: 'sm' | 'lg';
  className?: string;
}) {
  const big = size === 'lg';
  const memberPays = product.memberPrice !== null && user !== null && tierEarnsMemberPrice(user.membershipTier);
  if (memberPays) {
    return (
      <div className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
        <span className={cn('font-semibold text-brand', big ? 'text-2xl' : 'text-base')}>
          <span className="sr-only">Member price </span>
          {formatPrice(product.memberPrice!)}
        </span>
        <s className={cn('text-muted', big ? 'text-base' : 'text-xs')}>
          <span className="sr-only">was </span>
          {formatPrice(product.price)}
        </s>
        {big && (
          <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium text-brand">Member price</span>
        )}
      </div>
    );
  }
  return (
    <div className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className={cn('font-semibold text-ink', big ? 'text-2xl' : 'text-base')}>{formatPrice(product.price)}</span>
      {big && user === null && product.memberPrice !== null && (
        <span className="text-sm text-muted">Members pay {formatPrice(product.memberPrice)}</span>
      )}
    </div>
  );
}
