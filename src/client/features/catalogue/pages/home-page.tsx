// Home (SPEC §2): header, welcome line, then the five sections in order — Clinical Expertise, 'The One
// Everyone's Talking About' (3 featured), Shop by Category, Rewards Store (2 rewards), 'Innovation in Every
// Molecule' (4 products).
import { HOME_FEATURED_COUNT as FEATURED_COUNT, HOME_LATEST_COUNT as TRENDING_COUNT } from '@shared/catalogue';
import { formatCount, tierEarnsMemberPrice } from '@shared/money';
import { FlaskConical, PackageSearch, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState } from '@client/components/ui/empty-state';
import { useAuth } from '@client/lib/auth';
import { useCategories, useProducts, useRewards } from '../api';
import { CategoryTile, CategoryTileSkeleton } from '../components/category-tile';
import { ErrorState } from '@client/components/shop/error-state';
import { HomeHeader } from '@client/components/shop/header';
import { ProductCard, ProductCardSkeleton } from '../components/product-card';
import { ProductGrid } from '../components/product-grid';
import { RewardCard, RewardCardSkeleton } from '../components/reward-card';
import { Section } from '../components/section';
import { tierLabel } from '@client/components/shop/tier';

const REWARDS_COUNT = 2;

export default function HomePage() {
  const { user } = useAuth();
  // Each row asks for just its products (decision 0512): a large catalogue is never fetched whole for seven cards.
  const products = useProducts({ featured: true }, FEATURED_COUNT);
  const latest = useProducts({}, TRENDING_COUNT);
  const categories = useCategories();
  const rewards = useRewards();
  const featured = products.data;
  const isMember = user ? tierEarnsMemberPrice(user.membershipTier) : false;

  return (
    <>
      <HomeHeader />
      <main className="space-y-8 pb-6">
        {user && (
          <div className="px-4 pt-5">
            <h1 className="font-display text-2xl font-semibold text-ink">Welcome back, {user.firstName}</h1>
            <p className="mt-1 text-sm text-muted">
              <span className="font-medium text-brand">{tierLabel(user.membershipTier)}</span> member ·{' '}
              <span className="font-medium text-ink">{formatCount(user.rewardPoints)}</span> reward points
            </p>
          </div>
        )}

        <section aria-labelledby="clinical-expertise" className="mx-4 rounded-2xl bg-brand p-5 text-white">
          <div className="flex items-start justify-between gap-3">
            <div className="flex items-center gap-2">
              <FlaskConical aria-hidden="true" className="h-5 w-5" />
              <h2 id="clinical-expertise" className="font-display text-xl font-semibold">
                Clinical Expertise
              </h2>
            </div>
            <Link
              href="/search?exclusive=true"
              className="shrink-0 rounded text-sm font-medium underline underline-offset-4 focus-visible:outline-white"
            >
              View All
            </Link>
          </div>
          <p className="mt-2 text-sm text-white/85">
            Clinically dosed formulas developed with UK dermatologists — including member-exclusive launches.
          </p>
          {isMember && (
            <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
              <Sparkles aria-hidden="true" className="h-4 w-4" />
              Shop new releases 48hrs early
            </p>
          )}
        </section>

        <Section title="The One Everyone's Talking About" link={{ href: '/search?featured=true', label: 'See All' }}>
          {products.isLoading ? (
            <div role="status" aria-label="Loading products" className="-mx-4 flex gap-3 overflow-hidden px-4">
              {Array.from({ length: FEATURED_COUNT }, (_, i) => (
                <ProductCardSkeleton key={i} className="w-[10.5rem] shrink-0" />
              ))}
            </div>
          ) : products.isError ? (
            <ErrorState what="products" onRetry={() => products.refetch()} />
          ) : featured && featured.length > 0 ? (
            // A row that scrolls sideways on a phone: the next card peeks in to say there is more.
            <ul className="relative -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
              {featured.map((product) => (
                <li key={product.id} className="flex w-[10.5rem] shrink-0 snap-start">
                  <ProductCard product={product} eager className="w-full" />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState icon={<PackageSearch className="h-10 w-10" />} title="No products available" />
          )}
        </Section>

        <Section title="Shop by Category">
          {categories.isLoading ? (
            <div role="status" aria-label="Loading categories" className="grid grid-cols-2 gap-2">
              {Array.from({ length: 8 }, (_, i) => (
                <CategoryTileSkeleton key={i} />
              ))}
            </div>
          ) : categories.isError ? (
            <ErrorState what="categories" onRetry={() => categories.refetch()} />
          ) : (
            <ul className="grid grid-cols-2 gap-2">
              {categories.data?.map((category) => (
                <li key={category.id}>
                  <CategoryTile category={category} />
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="Rewards Store">
          {user && (
            <p className="-mt-1 text-sm text-muted">
              You have <span className="font-medium text-ink">{formatCount(user.rewardPoints)}</span> points to spend.
            </p>
          )}
          {rewards.isLoading ? (
            <div role="status" aria-label="Loading rewards" className="grid grid-cols-2 gap-3">
              <RewardCardSkeleton />
              <RewardCardSkeleton />
            </div>
          ) : rewards.isError ? (
            <ErrorState what="rewards" onRetry={() => rewards.refetch()} />
          ) : (
            <ul className="grid grid-cols-2 gap-3">
              {rewards.data?.slice(0, REWARDS_COUNT).map((reward) => (
                <li key={reward.id}>
                  <RewardCard reward={reward} balance={user?.rewardPoints ?? 0} />
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="Innovation in Every Molecule" link={{ href: '/search', label: 'See All' }}>
          <ProductGrid
            products={latest.data}
            isLoading={latest.isLoading}
            isError={latest.isError}
            onRetry={() => latest.refetch()}
            emptyText="No products available"
            skeletons={TRENDING_COUNT}
            eagerCount={0}
          />
        </Section>
      </main>
    </>
  );
}
