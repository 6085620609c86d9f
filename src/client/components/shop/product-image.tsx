import { pictureSrcSet } from '@shared/pictures';
import { cn } from '@client/lib/cn';

/**
 * A product or category picture: always sized (no layout jump), lazy unless it is among the first things on
 * screen (`eager`), in which case it is also fetched first. An uploaded picture comes in several widths (decision
 * 0508): `sizes` (CARD_SIZES, PAGE_SIZES… in @shared/pictures) says how wide this place shows it, and the browser takes the width that
 * fills it sharply on its screen. The demo SVGs have one file and no `srcset`.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const srcSet = pictureSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
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
