// /admin/customers/:id (OPERATIONS §3, decision 0520): one customer — profile, points with their ledger and the
// adjustment form, orders (each a link to its page), codes, quiz submissions and coach conversations — in sections
// reached from a short contents list, so a phone scrolls one column and a desk sees two.
import { formatDateTime, formatShortDate } from '@shared/dates';
import type { CustomerDetail } from '@shared/schemas/customers';
import { BackLink } from '@client/components/ui/back-button';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useStaffMe } from '../api';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { CodesList, ConversationsList, LedgerList, OrdersList, QuizList } from '../components/customer-sections';
import { PointsAdjust } from '../components/points-adjust';
import { useCustomer } from '../customers-api';
import { may } from '../staff-nav';

export default function CustomerPage({ params }: { params: { id: string } }) {
  useDocumentTitle('Customer');
  return (
    <AdminShell>
      <BackLink href="/admin/customers" label="Back to customers" />
      <Customer id={params.id} />
    </AdminShell>
  );
}

function Customer({ id }: { id: string }) {
  const customer = useCustomer(id);
  useSignedOutRedirect(customer.error);
  if (customer.isPending) {
    return (
      <div className="mt-2 space-y-4" role="status" aria-label="Loading customer">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (customer.isError) {
    const missing = customer.error instanceof ApiError && [400, 404].includes(customer.error.status);
    return (
      <Card role="alert" className="mt-2 text-center">
        <p className="font-semibold">{missing ? 'No such customer.' : 'The customer could not be loaded.'}</p>
        {!missing && (
          <Button className="mt-3" variant="outline" onClick={() => void customer.refetch()}>
            Try again
          </Button>
        )}
      </Card>
    );
  }
  return <CustomerView customer={customer.data} />;
}

const SECTIONS = [
  ['points', 'Points'],
  ['orders', 'Orders'],
  ['codes', 'Codes'],
  ['quiz', 'Quiz submissions'],
  ['conversations', 'Coach conversations'],
] as const;

function CustomerView({ customer }: { customer: CustomerDetail }) {
  const me = useStaffMe();
  const p = customer.profile;
  const name = `${p.firstName} ${p.lastName}`.trim() || p.email;
  useDocumentTitle(name);
  return (
    <div className="mt-2 space-y-4">
      <header>
        <h1 className="font-display text-2xl text-ink">{name}</h1>
        <p className="break-all text-sm text-muted">{p.email}</p>
        <nav aria-label="On this page" className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {SECTIONS.map(([anchor, label]) => (
            <a key={anchor} href={`#${anchor}`} className="text-brand underline">
              {label}
            </a>
          ))}
        </nav>
      </header>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <Card id="points" aria-labelledby="points-heading" role="region">
            <h2 id="points-heading" className="font-semibold text-ink">
              Points
            </h2>
            <p className="mt-1 text-2xl font-semibold tabular-nums text-ink" data-testid="points-balance">
              {customer.points} points
            </p>
            {customer.pointsOwed > 0 && (
              <p className="text-sm text-muted">{customer.pointsOwed} owed after a refund (paid off first)</p>
            )}
            {may(me.data, 'customers.write') && (
              <div className="mt-4 border-t border-line pt-4">
                <PointsAdjust customerId={p.id} name={name} balance={customer.points} />
              </div>
            )}
            <LedgerList ledger={customer.ledger} />
          </Card>
          <Card id="orders" aria-labelledby="orders-heading" role="region">
            <h2 id="orders-heading" className="font-semibold text-ink">
              Orders
            </h2>
            <OrdersList orders={customer.orders} />
          </Card>
        </div>
        <div className="space-y-4">
          <Card aria-labelledby="profile-heading" role="region">
            <h2 id="profile-heading" className="font-semibold text-ink">
              Profile
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">Membership</dt>
              <dd>{p.membershipTier.replace(/_/g, ' ')}</dd>
              <dt className="text-muted">Joined</dt>
              <dd>{formatShortDate(p.createdAt)}</dd>
              <dt className="text-muted">Last active</dt>
              <dd>{formatDateTime(p.lastActiveAt)}</dd>
              <dt className="text-muted">Email proved</dt>
              <dd>{p.emailVerifiedAt ? formatShortDate(p.emailVerifiedAt) : 'Not yet'}</dd>
              <dt className="text-muted">Skin type</dt>
              <dd>{p.skinType ?? '—'}</dd>
              <dt className="text-muted">Concerns</dt>
              <dd>{p.skinConcerns.length ? p.skinConcerns.join(', ') : '—'}</dd>
              <dt className="text-muted">Birthday</dt>
              <dd>{p.birthday ?? '—'}</dd>
            </dl>
          </Card>
          <Card id="codes" aria-labelledby="codes-heading" role="region">
            <h2 id="codes-heading" className="font-semibold text-ink">
              Codes
            </h2>
            <CodesList codes={customer.codes} />
          </Card>
          <Card id="quiz" aria-labelledby="quiz-heading" role="region">
            <h2 id="quiz-heading" className="font-semibold text-ink">
              Quiz submissions
            </h2>
            <QuizList submissions={customer.quizSubmissions} />
          </Card>
          <Card id="conversations" aria-labelledby="conversations-heading" role="region">
            <h2 id="conversations-heading" className="font-semibold text-ink">
              Coach conversations
            </h2>
            <ConversationsList conversations={customer.conversations} />
          </Card>
        </div>
      </div>
    </div>
  );
}
