// /members/account (SPEC §2, §4, §5, §8): the member's header and four tabs — Order history, Discount codes,
// Profile (with the create-password form) and Skin Assessment. Each tab's data loads only while it is open.
import { Tabs as RadixTabs } from 'radix-ui';
import { ExternalLink, KeyRound, LogIn, LogOut, Package, Ticket } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { formatLongDate, formatMonthYear, formatShortDate } from '@shared/dates';
import { formatPrice } from '@shared/money';
import {
  findRawDataAnswer,
  QUIZ_FIELDS,
  RAW_DATA_QUESTION,
  readSkinAssessment,
  type QuizRecommendation,
} from '@shared/quiz-answers';
import { PASSWORD_MAX, PASSWORD_MIN } from '@shared/schemas/auth-limits';
import type { QuizResult } from '@shared/schemas/members';
import type { User } from '@shared/schemas/user';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, Input } from '../../../components/ui/field';
import { PageSkeleton, Skeleton } from '../../../components/ui/skeleton';
import { TabPanel } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../../lib/auth';
import { notify } from '../../../lib/toast';
import type { Order } from '@shared/schemas/orders';
import { useOrders } from '../../storefront/api';
import { OrderProgress } from '../../storefront/components/order-progress';
import { createPassword, useQuizResults, useRewards } from '../api';
import { CodeChip, CopyCodeButton } from '../components/copy-code-button';
import { LoadError, MemberScreen } from '../components/member-screen';
import {
  discountLabel,
  accountOrderNumber,
  orderStatusTone,
  remainingUsesLabel,
  SKIN_ASSESSMENT_URL,
  tierLabel,
} from '../labels';

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
  const [tab, setTab] = useState<AccountTab>('orders');
  const { signOut } = useAuth();
  const [, navigate] = useLocation();
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  return (
    <MemberScreen title="Your account">
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
          <OrdersTab userId={user.id} />
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

function ListSkeleton({ label, height = 'h-32' }: { label: string; height?: string }) {
  return (
    <div className="space-y-3" role="status" aria-label={label}>
      {[0, 1].map((i) => (
        <Skeleton key={i} className={`${height} w-full rounded-2xl`} />
      ))}
    </div>
  );
}

// ── Order history ──────────────────────────────────────────────────────────────────────────────────────────
function OrdersTab({ userId }: { userId: string }) {
  const query = useOrders();
  if (query.isPending) return <ListSkeleton label="Loading your orders" />;
  if (query.isError) return <LoadError title="Unable to load your orders" onRetry={() => query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={<Package className="h-8 w-8" />}
        title="No orders yet"
        action={
          <Link href="/" className={buttonClass('primary')}>
            Start Shopping
          </Link>
        }
      />
    );
  }
  return (
    <ul className="space-y-3">
      {query.data.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </ul>
  );
}

function OrderCard({ order }: { order: Order }) {
  const items = order.items;
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li>
      <Card className="space-y-3">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h3 className="font-semibold text-ink">Order #{accountOrderNumber(order.id)}</h3>
            <p className="text-sm text-muted">{formatLongDate(order.createdAt)}</p>
          </div>
          <Badge tone={orderStatusTone(order.status)} className="capitalize">
            {order.status}
          </Badge>
        </div>
        {items.length > 0 && (
          <ul className="space-y-1 text-sm text-ink">
            {items.map((item, index) => (
              <li key={`${item.productId}-${index}`} className="flex justify-between gap-3">
                <span className="min-w-0 truncate">
                  {item.productName} × {item.quantity}
                </span>
                <span className="shrink-0 text-muted">{formatPrice(item.price)}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="flex items-center justify-between border-t border-line pt-3 text-sm">
          <span className="text-muted">
            {count} {count === 1 ? 'item' : 'items'}
            {order.pointsEarned
              ? ` · ${order.pointsEarned} points ${order.status === 'delivered' ? 'earned' : 'on delivery'}`
              : ''}
          </span>
          <span className="font-semibold text-ink">{formatPrice(order.total)}</span>
        </div>
        <OrderProgress order={order} />
      </Card>
    </li>
  );
}

// ── Discount codes ─────────────────────────────────────────────────────────────────────────────────────────
function CodesTab() {
  const query = useRewards();
  if (query.isPending) return <ListSkeleton label="Loading your discount codes" />;
  if (query.isError) return <LoadError title="Unable to load your discount codes" onRetry={() => query.refetch()} />;
  const codes = query.data.filter((reward): reward is typeof reward & { code: string } => Boolean(reward.code));
  if (codes.length === 0) {
    return (
      <EmptyState
        icon={<Ticket className="h-8 w-8" />}
        title="No discount codes yet"
        description="Codes you can use at checkout will appear here."
      />
    );
  }
  return (
    <ul className="space-y-3">
      {codes.map((reward) => (
        <li key={reward.id}>
          <Card className="space-y-3">
            <div>
              <Badge tone="neutral">{discountLabel(reward.discountType, reward.discountValue)}</Badge>
              <h3 className="mt-1 font-semibold text-ink">{reward.name}</h3>
              <p className="text-sm text-muted">{reward.description}</p>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CodeChip code={reward.code} />
              <CopyCodeButton code={reward.code} />
            </div>
            <p className="flex flex-wrap gap-x-3 text-xs text-muted">
              {reward.validUntil && <span>Valid until {formatShortDate(reward.validUntil)}</span>}
              <span>{remainingUsesLabel(reward.maxUses, reward.currentUses)}</span>
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

// ── Profile ────────────────────────────────────────────────────────────────────────────────────────────────
function ProfileTab({ user }: { user: User }) {
  const rows: Array<[string, ReactNode]> = [
    ['First name', user.firstName || '—'],
    ['Last name', user.lastName || '—'],
    ['Email', user.email],
    ['Membership', tierLabel(user.membershipTier)],
    ['Reward points', user.rewardPoints.toLocaleString('en-GB')],
  ];
  if (user.skinType) rows.push(['Skin type', user.skinType]);
  if (user.skinConcerns.length) rows.push(['Skin concerns', user.skinConcerns.join(', ')]);

  return (
    <div className="space-y-4">
      <Card>
        <h3 className="mb-2 font-semibold text-ink">Your details</h3>
        <dl className="divide-y divide-line text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-muted">{label}</dt>
              <dd className="min-w-0 break-words text-right text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {user.hasPassword ? (
        <Card className="flex items-start gap-3">
          <KeyRound aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
          <p className="text-sm text-muted">
            You can sign in with your email and password, or with a code sent to your email.
          </p>
        </Card>
      ) : (
        <CreatePassword userId={user.id} />
      )}
    </div>
  );
}

function CreatePassword({ userId }: { userId: string }) {
  const { updateUser } = useAuth();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const tooLong = password.length > PASSWORD_MAX;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < PASSWORD_MIN) {
      notify({
        title: 'Password too short',
        description: 'Password must be at least 6 characters long',
        variant: 'destructive',
      });
      return;
    }
    if (tooLong) return;
    if (password !== confirm) {
      notify({
        title: "Passwords don't match",
        description: 'Please make sure both passwords are the same',
        variant: 'destructive',
      });
      return;
    }
    setSubmitting(true);
    try {
      const result = await createPassword(userId, password);
      if (!result?.success) {
        notify({ title: 'Error', description: 'Failed to create password. Please try again.', variant: 'destructive' });
        return;
      }
      updateUser({ hasPassword: true });
      notify({ title: 'Password created!', description: 'You can now login with your email and password' });
      setOpen(false);
    } catch {
      notify({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Card className="space-y-3">
      <div className="flex items-start gap-3">
        <KeyRound aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
        <div>
          <h3 className="font-semibold text-ink">Sign in with a password</h3>
          <p className="text-sm text-muted">
            You sign in with a code sent to your email. Create a password to sign in faster next time.
          </p>
        </div>
      </div>
      <Button
        variant={open ? 'ghost' : 'outline'}
        aria-expanded={open}
        aria-controls="create-password-form"
        onClick={() => setOpen(!open)}
      >
        {open ? 'Cancel' : 'Create password'}
      </Button>
      {open && (
        <form id="create-password-form" onSubmit={submit} className="space-y-3" aria-label="Create password">
          <Field
            label="New password"
            hint="At least 6 characters"
            error={tooLong ? `Password must be at most ${PASSWORD_MAX} characters` : undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoFocus
              />
            )}
          </Field>
          <Field label="Confirm password">
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={password.length < PASSWORD_MIN || submitting || tooLong} className="w-full">
            {submitting ? 'Saving...' : 'Save password'}
          </Button>
        </form>
      )}
    </Card>
  );
}

// ── Skin Assessment ────────────────────────────────────────────────────────────────────────────────────────
function AssessmentLink({ retake }: { retake: boolean }) {
  return (
    <a
      href={SKIN_ASSESSMENT_URL}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass(retake ? 'outline' : 'primary', 'md', 'w-full')}
    >
      {retake ? 'Retake the skin assessment' : 'Take the skin assessment'}
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function SkinAssessmentTab({ userId }: { userId: string }) {
  const query = useQuizResults(userId);
  if (query.isPending) return <ListSkeleton label="Loading your skin assessment" height="h-48" />;
  if (query.isError) {
    // Results are matched by email: the server asks for a proved address first (an email code).
    if (query.error instanceof ApiError && query.error.status === 403) {
      return (
        <EmptyState
          title="Confirm your email"
          description={query.error.serverMessage}
          action={
            <Link href="/code-auth" className={buttonClass('outline')}>
              Sign in with a code
            </Link>
          }
        />
      );
    }
    return <LoadError title="Unable to load your skin assessment" onRetry={() => query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        title="No skin assessment yet"
        description="Take our skin assessment for a personalised routine and product recommendations."
        action={<AssessmentLink retake={false} />}
      />
    );
  }
  // The newest submission that has a readable assessment; else the newest one's plain answers.
  const withAssessment = query.data.find((r) => readSkinAssessment(r.questions));
  const result = withAssessment ?? query.data[0];
  return (
    <div className="space-y-4">
      <AssessmentResult result={result} />
      <AssessmentLink retake />
    </div>
  );
}

function AssessmentResult({ result }: { result: QuizResult }) {
  const assessment = readSkinAssessment(result.questions);
  const heading = (
    <div>
      <h3 className="font-display text-xl text-ink">{result.quizName || 'Skin assessment'}</h3>
      <p className="text-sm text-muted">Completed {formatLongDate(result.createdAt)}</p>
    </div>
  );

  if (!assessment) {
    const answers = result.questions.filter((q) => q.question !== RAW_DATA_QUESTION && q.answer.trim());
    return (
      <Card className="space-y-3">
        {heading}
        {answers.length > 0 ? (
          <dl className="space-y-2 text-sm">
            {answers.map((q, index) => (
              <div key={index}>
                <dt className="text-muted">{q.question}</dt>
                <dd className="text-ink">{q.answer}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted">
            {findRawDataAnswer(result.questions)
              ? 'Your answers are being reviewed by our team.'
              : 'No answers were recorded.'}
          </p>
        )}
      </Card>
    );
  }

  return (
    <>
      <Card className="space-y-3">
        {heading}
        <dl className="grid grid-cols-2 gap-3">
          {QUIZ_FIELDS.map((field) => (
            <div key={field.key} className="rounded-xl bg-cream p-3">
              <dt className="text-xs font-medium uppercase tracking-wide text-muted">{field.label}</dt>
              <dd className="mt-0.5 text-sm font-medium text-ink">{assessment.answers[field.key]}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {assessment.recommendations.length > 0 && (
        <section aria-labelledby="recommended-products">
          <h3 id="recommended-products" className="mb-3 font-semibold text-ink">
            Recommended Products
          </h3>
          <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2">
            {assessment.recommendations.map((rec, index) => (
              <RecommendationCard key={`${rec.slot}-${index}`} rec={rec} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function RecommendationCard({ rec }: { rec: QuizRecommendation }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <li>
      <Card className="flex h-full gap-3 p-3">
        {rec.imageUrl && !imageFailed && (
          <img
            src={rec.imageUrl}
            alt=""
            width={72}
            height={72}
            loading="lazy"
            onError={() => setImageFailed(true)}
            className="h-[72px] w-[72px] shrink-0 rounded-xl bg-sand object-cover"
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-medium leading-snug text-ink">{rec.title}</p>
          {rec.price && <p className="text-sm font-semibold text-ink">{formatPrice(rec.price)}</p>}
          {rec.description && <p className="line-clamp-3 text-xs text-muted">{rec.description}</p>}
          {rec.url && (
            <a
              href={rec.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-medium text-brand underline-offset-2 hover:underline"
            >
              View Product
              <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
              <span className="sr-only"> for {rec.title} (opens in a new tab)</span>
            </a>
          )}
        </div>
      </Card>
    </li>
  );
}
