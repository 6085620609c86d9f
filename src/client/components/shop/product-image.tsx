import { cn } from '@client/lib/cn';

/**
 * A product or category picture: always sized (no layout jump), lazy unless it is among the first things on
 * screen (`eager`), in which case it is also fetched first.
 */
export function ProductImage({
  src,
  alt,
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={400}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      // Callers that size the picture themselves pass their own classes; the default fills the width, square.
      className={cn('bg-sand object-cover', className ?? 'aspect-square w-full')}
    />
  );
}
