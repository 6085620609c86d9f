// /members/account (SPEC §2, §4, §5, §8): the member's header and four tabs — Order history, Discount codes,
// Profile (with the create-password form) and Skin Assessment. Each tab's data loads only while it is open.
import { Tabs as RadixTabs } from 'radix-ui';
import { LogIn, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { formatMonthYear } from '@shared/dates';
import type { User } from '@shared/schemas/user';
import { Badge } from '@client/components/ui/badge';
import { Button, buttonClass } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { PageSkeleton } from '@client/components/ui/skeleton';
import { TabPanel } from '@client/components/ui/tabs';
import { cn } from '@client/lib/cn';
import { useAuth } from '@client/lib/auth';
import { ConfirmEmailBanner } from '@client/components/confirm-email-banner';
import { CodesTab } from '../components/codes-tab';
import { MemberScreen } from '../components/member-screen';
import { OrdersTab } from '../components/orders-tab';
import { ProfileTab } from '../components/profile-tab';
import { SkinAssessmentTab } from '../components/skin-assessment-tab';
import { tierLabel } from '../labels';

type AccountTab = 'orders' | 'codes' | 'profile' | 'quiz';
const TABS: Array<{ value: AccountTab; label: string }> = [
  { value: 'orders', label: 'Order history' },
  { value: 'codes', label: 'Discount codes' },
  { value: 'profile', label: 'Profile' },
  { value: 'quiz', label: 'Skin Assessment' },
];

export default function AccountPage() {
  const { user, verified } = useAuth();
  if (!user && !verified) return <PageSkeleton />;
  if (!user) {
    return (
      <MemberScreen title="Your account">
        <EmptyState
          icon={<LogIn className="h-8 w-8" />}
          title="Please log in to view your account"
          action={
            <Link href="/auth" className={buttonClass('primary')}>
              Sign In
            </Link>
          }
        />
      </MemberScreen>
    );
  }
  return <Account user={user} />;
}

function Account({ user }: { user: User }) {
  // ?tab=profile opens a tab directly (the code sign-in's "create a new password" link: decision 0105).
  const asked = new URLSearchParams(useSearch()).get('tab');
  const [tab, setTab] = useState<AccountTab>(() => TABS.find((t) => t.value === asked)?.value ?? 'orders');
  const { signOut } = useAuth();
  const [, navigate] = useLocation();
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  return (
    <MemberScreen title="Your account">
      <ConfirmEmailBanner className="mb-4" />
      <Card className="mb-5 flex items-start gap-4 p-5">
        <span
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand font-display text-xl text-white"
        >
          {(user.firstName[0] ?? user.email[0] ?? '?').toUpperCase()}
          {(user.lastName[0] ?? '').toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-semibold text-ink">{fullName || user.email}</h2>
          <p className="truncate text-sm text-muted">{user.email}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted">
            <Badge tone="brand">{tierLabel(user.membershipTier)}</Badge>
            <span>Member since {formatMonthYear(user.createdAt)}</span>
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Sign out"
          onClick={async () => {
            await signOut();
            navigate('/auth');
          }}
        >
          <LogOut aria-hidden="true" className="h-5 w-5" />
        </Button>
      </Card>

      <RadixTabs.Root value={tab} onValueChange={(v) => setTab(v as AccountTab)}>
        {/* Four tabs in a 2×2 grid on a phone, so every section is visible without scrolling sideways. */}
        <RadixTabs.List
          aria-label="Account sections"
          className="grid grid-cols-2 gap-1 rounded-2xl bg-sand p-1 min-[560px]:grid-cols-4"
        >
          {TABS.map((t) => (
            <RadixTabs.Trigger
              key={t.value}
              value={t.value}
              className={cn(
                'rounded-xl px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-ink',
                'data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm',
              )}
            >
              {t.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        <TabPanel value="orders">
          <OrdersTab />
        </TabPanel>
        <TabPanel value="codes">
          <CodesTab />
        </TabPanel>
        <TabPanel value="profile">
          <ProfileTab user={user} />
        </TabPanel>
        <TabPanel value="quiz">
          <SkinAssessmentTab userId={user.id} />
        </TabPanel>
      </RadixTabs.Root>
    </MemberScreen>
  );
}
