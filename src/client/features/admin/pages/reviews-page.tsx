// /admin/reviews (OPERATIONS §5, decision 0260): every review newest first, filtered shown / hidden. Staff with
// reviews.write hide an abusive one with a reason (it leaves the product's rating and count at once) or show it
// again. Reached from the Products page; cards at every width, as a review is a few lines.
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatDateTime } from '@shared/dates';
import { REVIEW_HIDE_REASON_MAX, type AdminReview } from '@shared/schemas/reviews';
import { BackLink } from '@client/components/ui/back-button';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { Field, Input } from '@client/components/ui/field';
import { Stars } from '@client/components/shop/stars';
import { serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { FilterSelect } from '../components/filter-select';
import { ListState } from '../components/list-state';
import { REVIEW_FILTERS, useAdminReviews, useModerateReview } from '../reviews-api';

export default function ReviewsPage() {
  useDocumentTitle('Reviews');
  return (
    <AdminShell>
      <BackLink href="/admin/products" label="Back to products" />
      <Reviews />
    </AdminShell>
  );
}

function Reviews() {
  const [hidden, setHidden] = useState('');
  const [page, setPage] = useState(1);
  const reviews = useAdminReviews(hidden, page);
  useSignedOutRedirect(reviews.error);
  return (
    <div className="space-y-5">
      <header>
        <h1 className="font-display text-2xl text-ink">Reviews</h1>
        <p className="text-sm text-muted">
          Written by members who received the product. Hide abusive ones: they leave the rating at once.
        </p>
      </header>
      <div className="max-w-xs">
        <FilterSelect
          label="Showing"
          value={hidden}
          onChange={(v) => {
            setHidden(v);
            setPage(1);
          }}
          options={REVIEW_FILTERS}
        />
      </div>
      <ListState query={reviews} title="Reviews" rowClassName="h-32">
        {(data) =>
          data.reviews.length === 0 ? (
            <Card>
              <EmptyState
                icon={<MessageSquareText className="h-10 w-10" />}
                title="No reviews"
                description="Reviews appear here when members who received a product write one."
              />
            </Card>
          ) : (
            <>
              <ul className="space-y-3" aria-label="Reviews">
                {data.reviews.map((r) => (
                  <ReviewCard key={r.id} review={r} />
                ))}
              </ul>
              {(page > 1 || data.hasMore) && (
                <nav aria-label="Pages" className="flex items-center justify-between">
                  <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    Newer
                  </Button>
                  <span className="text-sm text-muted">Page {page}</span>
                  <Button variant="outline" size="sm" disabled={!data.hasMore} onClick={() => setPage(page + 1)}>
                    Older
                  </Button>
                </nav>
              )}
            </>
          )
        }
      </ListState>
    </div>
  );
}

function ReviewCard({ review: r }: { review: AdminReview }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const moderate = useModerateReview();
  const run = (hide: boolean) => {
    if (hide && !reason.trim()) {
      setError('Say why it is hidden');
      return;
    }
    setError(undefined);
    moderate.mutate(
      { id: r.id, hidden: hide, ...(hide ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () =>
          notify({
            title: hide ? 'Review hidden' : 'Review shown',
            description: hide ? 'It no longer counts in the rating.' : 'It counts in the rating again.',
          }),
        onError: (e) =>
          notify({ title: 'Not changed', description: serverMessage(e, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };
  return (
    <li>
      <Card className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold text-ink">
              <Link href={`/admin/products/${r.productId}`} className="text-brand underline underline-offset-2">
                {r.productName}
              </Link>
            </h2>
            <p className="text-sm text-muted">
              {r.firstName || 'A member'} · {r.email} · {formatDateTime(r.createdAt)}
            </p>
          </div>
          <Badge tone={r.hidden ? 'red' : 'green'}>{r.hidden ? 'Hidden' : 'Shown'}</Badge>
        </div>
        <Stars rating={r.rating} />
        <p className="font-medium text-ink">{r.title}</p>
        <p className="whitespace-pre-line text-sm text-ink/90">{r.body}</p>
        {r.hidden ? (
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-2">
            <p className="text-sm text-ink">
              <span className="text-muted">Hidden because: </span>
              {r.hiddenReason}
            </p>
            <Button size="sm" variant="outline" onClick={() => run(false)} disabled={moderate.isPending}>
              Show again
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-end gap-3 border-t border-line pt-2">
            <Field label="Reason to hide" error={error} className="min-w-0 flex-1">
              {(control) => (
                <Input
                  {...control}
                  value={reason}
                  maxLength={REVIEW_HIDE_REASON_MAX}
                  onChange={(e) => {
                    setReason(e.target.value);
                    setError(undefined);
                  }}
                  placeholder="e.g. abusive language"
                />
              )}
            </Field>
            <Button size="sm" variant="outline" onClick={() => run(true)} disabled={moderate.isPending}>
              Hide review
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}
