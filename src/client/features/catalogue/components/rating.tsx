import { formatCount } from '@shared/money';
import { Star } from 'lucide-react';

/** '★ 4.7 (1,284)' — read out as a sentence. */
export function Rating({
  rating,
  reviewCount,
  className,
}: {
  rating: string;
  reviewCount: number;
  className?: string;
}) {
  return (
    <p className={className}>
      <span className="sr-only">
        Rated {rating} out of 5 from {formatCount(reviewCount)} {reviewCount === 1 ? 'review' : 'reviews'}
      </span>
      <span aria-hidden="true" className="inline-flex items-center gap-1 text-xs text-muted">
        <Star className="h-3.5 w-3.5 fill-accent text-accent" />
        <span className="font-medium text-ink">{rating}</span>({formatCount(reviewCount)})
      </span>
    </p>
  );
}
