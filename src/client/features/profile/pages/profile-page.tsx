// Profile (SPEC §2): the member's tier in its colour (platinum purple, gold yellow, others grey), reward
// points, the 3 most recent orders ('No orders yet' without any) and Sign out.
import { formatCount } from '@shared/money';
import { LogOut, Package } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { useAuth } from '@client/lib/auth';
import { useOrders } from '@client/lib/orders';
import { ErrorState } from '@client/components/shop/error-state';
import { CartButton, PageHeader } from '@client/components/shop/header';
import { OrderCard, OrderCardSkeleton } from '../components/order-card';
import { tierLabel, tierTone } from '@client/components/shop/tier';

const RECENT_ORDERS = 3;

export default function ProfilePage() {
  const { user, signOut } = useAuth();
  const orders = useOrders();
  const [, navigate] = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null; // RequireMember guards the route

  const onSignOut = async () => {
    setSigningOut(true);
    await signOut();
    navigate('/auth', { replace: true });
  };
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
  const recent = orders.data?.slice(0, RECENT_ORDERS);

  return (
    <>
      <PageHeader title="Profile" actions={<CartButton />} />
      <main className="space-y-6 px-4 pb-6 pt-4">
        <section aria-label="Your membership" className="rounded-2xl border border-line bg-white p-4">
          <div className="flex items-center gap-3">
            <div
              aria-hidden="true"
              className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-semibold text-white"
            >
              {initials}
            </div>
            <div className="min-w-0">
              <p className="truncate text-lg font-semibold text-ink">
                {user.firstName} {user.lastName}
              </p>
              <p className="truncate text-sm text-muted">{user.email}</p>
            </div>
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-cream p-3">
              <dt className="text-xs text-muted">Tier</dt>
              <dd className="mt-1">
                <Badge tone={tierTone(user.membershipTier)} className="text-sm">
                  <span data-testid="tier">{tierLabel(user.membershipTier)}</span>
                </Badge>
              </dd>
            </div>
            <div className="rounded-xl bg-cream p-3">
              <dt className="text-xs text-muted">Reward points</dt>
              <dd className="mt-1 text-xl font-semibold tabular-nums text-ink" data-testid="reward-points">
                {formatCount(user.rewardPoints)}
              </dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="recent-orders" className="space-y-3">
          <div className="flex items-baseline justify-between">
            <h2 id="recent-orders" className="text-base font-semibold text-ink">
              Recent orders
            </h2>
            {recent && recent.length > 0 && (
              <Link
                href="/members/account"
                className="rounded text-sm font-medium text-brand underline-offset-4 hover:underline"
              >
                All orders
              </Link>
            )}
          </div>
          {orders.isLoading ? (
            <div role="status" aria-label="Loading orders" className="space-y-3">
              <OrderCardSkeleton />
              <OrderCardSkeleton />
            </div>
          ) : orders.isError ? (
            <ErrorState what="orders" onRetry={() => orders.refetch()} />
          ) : !recent || recent.length === 0 ? (
            <EmptyState
              icon={<Package className="h-10 w-10" />}
              title="No orders yet"
              description="Your orders will appear here."
            />
          ) : (
            <ul className="space-y-3">
              {recent.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <Button variant="outline" className="w-full" onClick={onSignOut} disabled={signingOut}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {signingOut ? 'Signing out…' : 'Sign out'}
        </Button>
      </main>
    </>
  );
}
