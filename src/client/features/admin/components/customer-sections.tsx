// The lists of a customer's page (OPERATIONS §3): the points ledger, orders, codes, quiz submissions and coach
// conversations, each with its empty sentence.
import { Link } from 'wouter';
import { formatDateTime, formatShortDate } from '@shared/dates';
import { formatPrice } from '@shared/money';
import { orderReference, paymentLabel, statusLabel } from '@shared/orders';
import type { CustomerDetail, PointsLedgerEntry } from '@shared/schemas/customers';

const KIND_LABELS: Record<PointsLedgerEntry['kind'], string> = {
  earned: 'Earned on delivery',
  spent: 'Spent on a reward',
  taken_back: 'Taken back after a refund',
  withdrawn: 'Withdrawn with a cancelled order',
  adjusted: 'Adjusted by staff',
};

const Empty = ({ children }: { children: string }) => <p className="mt-2 text-sm text-muted">{children}</p>;

export function LedgerList({ ledger }: { ledger: CustomerDetail['ledger'] }) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-ink">Ledger</h3>
      {ledger.length === 0 ? (
        <Empty>No points moves yet.</Empty>
      ) : (
        <ul aria-label="Points ledger" className="mt-1 divide-y divide-line text-sm">
          {ledger.map((e) => (
            <li key={e.id} className="flex flex-wrap justify-between gap-x-3 py-1.5">
              <span>
                <span className="font-semibold tabular-nums">{e.delta > 0 ? `+${e.delta}` : e.delta}</span>{' '}
                {KIND_LABELS[e.kind]}
                {e.reason ? ` · ${e.reason}` : ''}
                {e.by ? ` · by ${e.by}` : ''}
                {e.orderId && (
                  <>
                    {' · '}
                    <Link href={`/admin/orders/${e.orderId}`} className="text-brand underline">
                      #{orderReference(e.orderId)}
                    </Link>
                  </>
                )}
              </span>
              <span className="text-muted">
                {e.balance} after · {formatDateTime(e.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function OrdersList({ orders }: { orders: CustomerDetail['orders'] }) {
  if (orders.length === 0) return <Empty>No orders yet.</Empty>;
  return (
    <ul className="mt-1 divide-y divide-line text-sm">
      {orders.map((o) => (
        <li key={o.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
          <span>
            <Link href={`/admin/orders/${o.id}`} className="font-medium text-brand underline">
              #{orderReference(o.id)}
            </Link>{' '}
            <span className="text-muted">{formatShortDate(o.createdAt)}</span>
          </span>
          <span>
            {statusLabel(o.status)} · {paymentLabel(o.paymentStatus)} · {formatPrice(o.total)}
            {o.refundedAmount !== '0.00' ? ` (${formatPrice(o.refundedAmount)} refunded)` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function CodesList({ codes }: { codes: CustomerDetail['codes'] }) {
  if (codes.length === 0) return <Empty>No rewards redeemed.</Empty>;
  return (
    <ul className="mt-1 divide-y divide-line text-sm">
      {codes.map((c) => (
        <li key={c.code} className="py-1.5">
          <span className="font-mono">{c.code}</span> · {c.rewardName} · {c.pointsSpent} points
          <span className="block text-muted">
            {c.withdrawnAt ? 'Withdrawn' : c.used ? 'Used' : c.isActive ? 'Not used yet' : 'Inactive'} · redeemed{' '}
            {formatShortDate(c.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function QuizList({ submissions }: { submissions: CustomerDetail['quizSubmissions'] }) {
  if (submissions.length === 0) return <Empty>No quiz submissions.</Empty>;
  return (
    <ul className="mt-1 divide-y divide-line text-sm">
      {submissions.map((s) => (
        <li key={s.id} className="flex flex-wrap justify-between gap-x-3 py-1.5">
          <span>{s.quizName || 'Skin quiz'}</span>
          <span className="text-muted">
            {s.status} · {formatShortDate(s.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ConversationsList({ conversations }: { conversations: CustomerDetail['conversations'] }) {
  if (conversations.length === 0) return <Empty>No coach conversations.</Empty>;
  return (
    <ul className="mt-1 divide-y divide-line text-sm">
      {conversations.map((c) => (
        <li key={c.id} className="py-1.5">
          {c.messageCount} messages · {c.status}
          {c.questionCategories.length ? ` · ${c.questionCategories.join(', ')}` : ''}
          <span className="block text-muted">{formatDateTime(c.updatedAt)}</span>
        </li>
      ))}
    </ul>
  );
}
