import { formatCount } from '@shared/money';
import { Star } from 'lucide-react';
import { cn } from '@client/lib/cn';

/**
 * '★ 4.7 (1,284)' — read out as a sentence. A product nobody has reviewed (every product a shop brings by CSV or
 * the console) shows no stars: "0.0 (0)" reads as a bad score. With `reserveSpace` (a card in a grid) its line is
 * kept, blank, so the card's footprint stays that of its skeleton.
 */
export function Rating({
  rating,
  reviewCount,
  className,
  reserveSpace = false,
}: {
  rating: string;
  reviewCount: number;
  className?: string;
  reserveSpace?: boolean;
}) {
  const none = reviewCount === 0;
  if (none && !reserveSpace) return null;
  return (
    <p className={cn(className, none && 'invisible')} aria-hidden={none || undefined}>
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
