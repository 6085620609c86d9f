// /members/home (SPEC §2 Members area): greeting, tier badge, today's routine, the four tiles, the clinical
// expertise card and the help button. A load failure falls back to the minimal dashboard (SPEC §8).
import {
  ArrowRight,
  CalendarDays,
  ChevronRight,
  FlaskConical,
  Gift,
  LifeBuoy,
  Moon,
  ShoppingBag,
  Sparkles,
  Sun,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Dashboard } from '@shared/schemas/members';
import { timeOfDayLabel } from '@shared/routine-text';
import { RequireMember } from '@client/app/require-member';
import { ConfirmEmailBanner } from '@client/components/confirm-email-banner';
import { buttonClass } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { cn } from '@client/lib/cn';
import { useDashboard } from '../api';
import { isLoyaltyMember, LOYALTY_GROUP_NAME, perksAvailableLabel } from '../labels';

export default function DashboardPage() {
  useDocumentTitle('Members home');
  return (
    <RequireMember>
      <MemberDashboard />
    </RequireMember>
  );
}

function MemberDashboard() {
  const { user } = useAuth();
  const query = useDashboard(user!.id);

  if (query.isPending) return <DashboardLoading />;

  // SPEC §8: without the server's answer the dashboard still works from the member's own record.
  const data: Dashboard = query.data ?? {
    user: { id: user!.id, firstName: user!.firstName, lastName: user!.lastName, membershipTier: user!.membershipTier },
    activeRoutine: null,
    perksCount: 0,
    hasRoutine: false,
  };

  return (
    <main className="space-y-5 px-4 pb-12 pt-5">
      <header className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm text-muted">Skin Circle members</p>
          <h1 className="font-display text-3xl leading-tight text-ink">
            Welcome back{data.user.firstName ? `, ${data.user.firstName}` : ''}
          </h1>
        </div>
        <Link href="/" className={buttonClass('ghost', 'icon')} aria-label="Shop">
          <ShoppingBag aria-hidden="true" className="h-5 w-5" />
        </Link>
      </header>

      <ConfirmEmailBanner />

      {query.isError && (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-2xl border border-line bg-white p-4"
        >
          <div>
            <p className="font-semibold text-ink">Unable to load dashboard</p>
            <p className="text-sm text-muted">Please check your connection and try again.</p>
          </div>
          <button
            type="button"
            onClick={() => query.refetch()}
            className="shrink-0 rounded-full border border-line px-3 py-1.5 text-sm font-medium hover:bg-cream"
          >
            Try again
          </button>
        </div>
      )}

      <TierBadge tier={data.user.membershipTier} />
      <TodaysRoutine dashboard={data} />

      <nav aria-label="Members area">
        <ul className="grid grid-cols-2 gap-3">
          <Tile
            href="/members/account"
            icon={<UserRound className="h-5 w-5" />}
            title="Your account"
            detail="Orders, codes and profile"
          />
          <Tile
            href="/members/ai-coach"
            icon={<Sparkles className="h-5 w-5" />}
            title="AI Skin Coach"
            detail="Personal advice, any time"
          />
          <Tile
            href="/members/perks"
            icon={<Gift className="h-5 w-5" />}
            title="Perks wallet"
            detail={perksAvailableLabel(data.perksCount)}
          />
          <Tile
            href="/members/events"
            icon={<CalendarDays className="h-5 w-5" />}
            title="Events"
            detail="Expert led sessions"
          />
        </ul>
      </nav>

      <Card className="flex gap-3 bg-sand/60">
        <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
        <div>
          <h2 className="font-semibold text-ink">Clinical expertise</h2>
          <p className="mt-1 text-sm text-muted">
            Every formula is developed with dermatologists, tested on real skin and made in the UK. Book a Skin Genius
            IQ session for one-to-one advice from our clinical aestheticians.
          </p>
        </div>
      </Card>

      <Link href="/members/help" className={buttonClass('outline', 'lg', 'w-full justify-between')}>
        <span className="inline-flex items-center gap-2">
          <LifeBuoy aria-hidden="true" className="h-5 w-5 text-brand" />
          Need help or have questions?
        </span>
        <ChevronRight aria-hidden="true" className="h-5 w-5 text-muted" />
      </Link>
    </main>
  );
}

function TierBadge({ tier }: { tier: string }) {
  if (!isLoyaltyMember(tier)) {
    return (
      <div className="inline-flex items-center gap-2 rounded-full bg-sand px-3 py-1.5 text-sm font-medium text-ink">
        <UserRound aria-hidden="true" className="h-4 w-4" />
        Guest
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-brand p-4 text-white">
      <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-white/15">
        <Sparkles className="h-5 w-5" />
      </span>
      <div>
        <p className="font-semibold">{LOYALTY_GROUP_NAME}</p>
        <p className="text-sm text-white/80">Clinical grade skincare</p>
      </div>
    </div>
  );
}

function TodaysRoutine({ dashboard }: { dashboard: Dashboard }) {
  const routine = dashboard.activeRoutine;
  if (!routine) {
    return (
      <Card className="p-5">
        <h2 className="font-display text-xl text-ink">Build your routine</h2>
        <p className="mt-1 text-sm text-muted">
          {dashboard.hasRoutine
            ? 'You have no active routine for this time of day. Set one up in the routine builder.'
            : 'Create a morning and an evening routine step by step, and keep them to hand.'}
        </p>
        <Link href="/members/routines" className={buttonClass('primary', 'md', 'mt-4')}>
          Build your routine
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </Card>
    );
  }
  const Icon = routine.timeOfDay === 'morning' ? Sun : Moon;
  return (
    <Card className="p-5">
      <p className="flex items-center gap-2 text-sm font-medium text-muted">
        <Icon aria-hidden="true" className="h-4 w-4 text-accent" />
        Today's routine · {timeOfDayLabel(routine.timeOfDay)}
      </p>
      <h2 className="mt-1 font-display text-xl text-ink">{routine.name}</h2>
      <p className="text-sm text-muted">
        {routine.steps.length} {routine.steps.length === 1 ? 'step' : 'steps'}
      </p>
      <Link href="/members/routines" className={buttonClass('primary', 'md', 'mt-4')}>
        Start your routine
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </Card>
  );
}

function Tile({ href, icon, title, detail }: { href: string; icon: ReactNode; title: string; detail: string }) {
  return (
    <li>
      <Link
        href={href}
        className={cn(
          'flex h-full min-h-28 flex-col justify-between gap-3 rounded-2xl border border-line bg-white p-4 transition-colors hover:bg-cream',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        )}
      >
        <span
          aria-hidden="true"
          className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-soft text-brand"
        >
          {icon}
        </span>
        <span>
          <span className="block font-semibold text-ink">{title}</span>
          <span className="block text-xs text-muted">{detail}</span>
        </span>
      </Link>
    </li>
  );
}

function DashboardLoading() {
  return (
    <main className="space-y-5 px-4 pb-12 pt-5">
      <p role="status" className="text-sm text-muted">
        Loading your dashboard...
      </p>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-[72px] w-full rounded-2xl" />
      <Skeleton className="h-44 w-full rounded-2xl" />
      <div className="grid grid-cols-2 gap-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
    </main>
  );
}
