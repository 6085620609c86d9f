// The product page's reviews (OPERATIONS §5, decision 0260): newest first with stars, title, text, "Verified buyer",
// the first name and the date; "Write a review" for a member who received the product (their own to edit); and the
// product's JSON-LD with its aggregate and these reviews. Its own chunk, below the fold: the product page's first
// JavaScript does not grow (decision 0611); the server's render reads its list like any other (0617).
import type { Product } from '@shared/schemas/catalogue';
import { formatLongDate } from '@shared/dates';
import { formatCount } from '@shared/money';
import {
  REVIEW_BODY_MAX,
  REVIEW_TITLE_MAX,
  type MyReview,
  type ProductReviews as ReviewList,
  type Review,
} from '@shared/schemas/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Star } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, buttonClass } from '@client/components/ui/button';
import { Field, Input, Textarea } from '@client/components/ui/field';
import { Stars } from '@client/components/shop/stars';
import { apiJson, serverMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/cn';
import { notify } from '@client/lib/toast';

export default function ProductReviews({ product }: { product: Product }) {
  const { user } = useAuth();
  const list = useQuery<ReviewList>({ queryKey: ['/api/products', product.id, 'reviews'] });
  // Older pages, fetched on "More reviews" and kept with the section (the first page is the query above).
  const [older, setOlder] = useState<{ reviews: Review[]; page: number; hasMore: boolean } | null>(null);
  const [loading, setLoading] = useState(false);
  const data = list.data;
  const firstIds = new Set(data?.reviews.map((r) => r.id));
  const shown = [...(data?.reviews ?? []), ...(older?.reviews ?? []).filter((r) => !firstIds.has(r.id))];
  const hasMore = older ? older.hasMore : (data?.hasMore ?? false);
  const count = data?.reviewCount ?? product.reviewCount;
  const loadMore = async () => {
    const page = (older?.page ?? 1) + 1;
    setLoading(true);
    try {
      const next = await apiJson<ReviewList>('GET', `/api/products/${product.id}/reviews?page=${page}`);
      setOlder({ reviews: [...(older?.reviews ?? []), ...next.reviews], page, hasMore: next.hasMore });
    } catch (error) {
      notify({
        title: 'Error',
        description: serverMessage(error, 'Reviews could not be loaded'),
        variant: 'destructive',
      });
    } finally {
      setLoading(false);
    }
  };
  return (
    <section aria-labelledby="reviews" className="space-y-3">
      <h2 id="reviews" className="text-base font-semibold text-ink">
        Reviews{count > 0 && ` (${formatCount(count)})`}
      </h2>
      {data && data.reviewCount > 0 && (
        <p className="flex items-center gap-2 text-sm text-ink">
          {/* The sentence beside it says the exact figure: the stars are decoration here. */}
          <span aria-hidden="true">
            <Stars rating={Math.round(Number(data.rating))} />
          </span>
          <span>
            {data.rating} out of 5 from {formatCount(data.reviewCount)} {data.reviewCount === 1 ? 'review' : 'reviews'}
          </span>
        </p>
      )}
      {user ? (
        <WriteReview productId={product.id} />
      ) : (
        <p id="write-review" className="text-sm text-muted">
          Members who have received this product can review it. <SignInLink />
        </p>
      )}
      {list.isError && !data && <p className="text-sm text-muted">Reviews could not be loaded.</p>}
      {data && shown.length === 0 && <p className="text-sm text-muted">No reviews yet.</p>}
      {shown.length > 0 && (
        <ul aria-label="Reviews" className="divide-y divide-line rounded-2xl border border-line bg-white">
          {shown.map((r) => (
            <ReviewItem key={r.id} review={r} />
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="outline" size="sm" disabled={loading} onClick={() => void loadMore()}>
          {loading ? 'Loading…' : 'More reviews'}
        </Button>
      )}
      {data && <JsonLd product={product} reviews={data} />}
    </section>
  );
}

function SignInLink() {
  const [location] = useLocation();
  return (
    <Link href={`/auth?next=${encodeURIComponent(location)}`} className="text-brand underline underline-offset-2">
      Sign in
    </Link>
  );
}

function ReviewItem({ review: r }: { review: Review }) {
  return (
    <li className="space-y-1.5 p-4">
      <Stars rating={r.rating} />
      <h3 className="font-semibold text-ink">{r.title}</h3>
      <p className="whitespace-pre-line text-sm leading-6 text-ink/90">{r.body}</p>
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
        <span className="font-medium text-ink">{r.firstName || 'A member'}</span>
        {r.verified && (
          <span className="inline-flex items-center gap-1 text-success">
            <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
            Verified buyer
          </span>
        )}
        <time dateTime={r.createdAt}>{formatLongDate(r.createdAt)}</time>
      </p>
    </li>
  );
}

/** "Write a review" (or "Edit your review"): only for a member who received the product. */
function WriteReview({ productId }: { productId: string }) {
  const mine = useQuery<MyReview>({ queryKey: ['/api/products', productId, 'reviews/mine'] });
  const [open, setOpen] = useState(false);
  // The review request mail links here (#write-review): the form opens (after hydration: the server has no hash).
  useEffect(() => {
    if (window.location.hash === '#write-review') setOpen(true);
  }, []);
  const own = mine.data?.review ?? null;
  if (!mine.data || (!mine.data.canReview && !own)) return null;
  return (
    <div id="write-review" className="space-y-3 rounded-2xl border border-line bg-white p-4">
      {own && !open && (
        <p className="text-sm text-muted">
          {own.hidden
            ? 'Your review is hidden by the shop. You can edit it and we will look again.'
            : 'You have reviewed this product.'}
        </p>
      )}
      {open ? (
        <ReviewForm productId={productId} own={own} onDone={() => setOpen(false)} />
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)}>
          {own ? 'Edit your review' : 'Write a review'}
        </Button>
      )}
    </div>
  );
}

function ReviewForm({ productId, own, onDone }: { productId: string; own: Review | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(own?.rating ?? 0);
  const [title, setTitle] = useState(own?.title ?? '');
  const [body, setBody] = useState(own?.body ?? '');
  const [errors, setErrors] = useState<{ rating?: string; title?: string; body?: string }>({});
  const save = useMutation({
    mutationFn: () => apiJson<Review>('POST', `/api/products/${productId}/reviews`, { rating, title, body }),
    onSuccess: () => {
      // The list, the member's own and the product's rating all changed.
      void queryClient.invalidateQueries({ queryKey: ['/api/products', productId] });
      notify({ title: 'Thank you', description: 'Your review is on the page.' });
      onDone();
    },
    onError: (error) =>
      notify({
        title: 'Review not saved',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      rating: rating < 1 ? 'Choose from 1 to 5 stars' : undefined,
      title: title.trim() ? undefined : 'Give your review a title',
      body: body.trim() ? undefined : 'Tell other members how you found it',
    };
    setErrors(found);
    if (!found.rating && !found.title && !found.body) save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Your review">
      <fieldset aria-describedby={errors.rating ? 'rating-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-ink">Your rating</legend>
        <div className="flex">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="relative rounded-md p-1.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n);
                  setErrors((e) => ({ ...e, rating: undefined }));
                }}
                // Over its star, invisible: a tap on the star is a tap on the radio.
                className="absolute inset-0 m-0 h-full w-full cursor-pointer opacity-0"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'pointer-events-none h-7 w-7',
                  n <= rating ? 'fill-accent text-accent' : 'fill-none text-muted',
                )}
              />
              <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id="rating-error" role="alert" className="text-xs text-danger">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <Field label="Title" error={errors.title}>
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={REVIEW_TITLE_MAX}
            onChange={(e) => {
              setTitle(e.target.value);
              setErrors((v) => ({ ...v, title: undefined }));
            }}
          />
        )}
      </Field>
      <Field label="Your review" error={errors.body} hint={`Up to ${formatCount(REVIEW_BODY_MAX)} characters`}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={body}
            maxLength={REVIEW_BODY_MAX}
            onChange={(e) => {
              setBody(e.target.value);
              setErrors((v) => ({ ...v, body: undefined }));
            }}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : own ? 'Save review' : 'Post review'}
        </Button>
        <button type="button" className={buttonClass('ghost', 'md')} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** schema.org Product with its aggregate and the reviews on this page, for search engines (rendered on the server). */
function JsonLd({ product: p, reviews }: { product: Product; reviews: ReviewList }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.shortDescription,
    image: p.imageUrl,
    sku: p.slug,
    offers: {
      '@type': 'Offer',
      price: p.price,
      priceCurrency: 'GBP',
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(reviews.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.rating,
            reviewCount: reviews.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.reviews.map((r) => ({
            '@type': 'Review',
            name: r.title,
            reviewBody: r.body,
            datePublished: r.createdAt.slice(0, 10),
            author: { '@type': 'Person', name: r.firstName || 'A member' },
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
  // `<` escaped: a review's text can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
