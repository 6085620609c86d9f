// /admin/returns (OPERATIONS §4, decision 0251): members' returns newest first, filtered by state. A requested or
// received return is refunded here once its parcel is in — received and refunded in one step — with a checkbox for
// whether its units can be sold again. Cards at every width: a return is a few lines, and a phone reads them as well.
import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatDateTime } from '@shared/dates';
import { formatPrice } from '@shared/money';
import { orderReference } from '@shared/orders';
import { RETURN_STATUSES, type AdminReturn } from '@shared/schemas/returns';
import { BackLink } from '@client/components/ui/back-button';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { FilterSelect } from '../components/filter-select';
import { ListState } from '../components/list-state';
import { useAdminReturns, useRefundReturn } from '../returns-api';

const LABEL: Record<AdminReturn['status'], string> = {
  requested: 'Requested',
  received: 'Received',
  refunded: 'Refunded',
};

export default function ReturnsPage() {
  useDocumentTitle('Returns');
  return (
    <AdminShell>
      <BackLink href="/admin/orders" label="Back to orders" />
      <Returns />
    </AdminShell>
  );
}

function Returns() {
  const [status, setStatus] = useState('requested');
  const returns = useAdminReturns(status);
  useSignedOutRedirect(returns.error);
  return (
    <div className="space-y-5">
      <header>
        <h1 className="font-display text-2xl text-ink">Returns</h1>
        <p className="text-sm text-muted">Receive returned parcels and refund them</p>
      </header>
      <div className="max-w-xs">
        <FilterSelect
          label="Status"
          value={status}
          onChange={setStatus}
          options={RETURN_STATUSES.map((s) => [s, LABEL[s]])}
        />
      </div>
      <ListState query={returns} title="Returns" rowClassName="h-28">
        {(data) =>
          data.length === 0 ? (
            <Card>
              <EmptyState
                icon={<PackageOpen className="h-10 w-10" />}
                title="No returns"
                description="Returns appear here when members start them from their orders."
              />
            </Card>
          ) : (
            <ul className="space-y-3" aria-label="Returns">
              {data.map((r) => (
                <ReturnCard key={r.id} ret={r} />
              ))}
            </ul>
          )
        }
      </ListState>
    </div>
  );
}

function ReturnCard({ ret }: { ret: AdminReturn }) {
  const [restock, setRestock] = useState(!ret.openedSeal);
  const refund = useRefundReturn();
  const ref = orderReference(ret.orderId);
  const run = () =>
    refund.mutate(
      { id: ret.id, restock },
      {
        onSuccess: (done) =>
          notify({
            title: `Refunded ${formatPrice(done.refundedAmount ?? '0.00')}`,
            description: 'The customer has been emailed.',
          }),
        onError: (e) =>
          notify({
            title: 'Refund not made',
            description: serverMessage(e, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <li>
      <Card className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold text-ink">
              <Link href={`/admin/orders/${ret.orderId}`} className="text-brand underline underline-offset-2">
                Order #{ref}
              </Link>
            </h2>
            <p className="text-sm text-muted">
              {ret.customer.firstName} {ret.customer.lastName} · {formatDateTime(ret.createdAt)} ·{' '}
              {ret.paymentProvider === 'stripe' ? 'Card' : 'Bank transfer'}
            </p>
          </div>
          <Badge tone={ret.status === 'refunded' ? 'green' : 'yellow'}>
            {ret.status === 'refunded' && ret.refundedAmount
              ? `Refunded ${formatPrice(ret.refundedAmount)}`
              : LABEL[ret.status]}
          </Badge>
        </div>
        <ul className="text-sm text-ink">
          {ret.lines.map((l) => (
            <li key={l.productId}>
              {l.quantity} × {l.productName}
              {l.amount ? ` · ${formatPrice(l.amount)}` : ''}
            </li>
          ))}
        </ul>
        <p className="text-sm text-ink">
          <span className="text-muted">Reason: </span>
          {ret.reason}
        </p>
        {ret.openedSeal && <p className="text-sm font-medium text-ink">The member says a sealed item was opened.</p>}
        {ret.status !== 'refunded' && (
          <div className="flex flex-wrap items-center gap-3 border-t border-line pt-2">
            <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={restock}
                onChange={(e) => setRestock(e.target.checked)}
              />
              Back in stock (can be sold again)
            </label>
            <Button size="sm" onClick={run} disabled={refund.isPending}>
              Receive and refund #{ref}
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}
