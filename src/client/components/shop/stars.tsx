import { Star } from 'lucide-react';
import { cn } from '@client/lib/cn';

/** A review's 1–5 stars, read out as "Rated 4 out of 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('h-4 w-4', n <= rating ? 'fill-accent text-accent' : 'fill-none text-line')}
        />
      ))}
    </span>
  );
}
