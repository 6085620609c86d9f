import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';

/** The back arrow of SPEC §2 screens: a link to a fixed place, named for screen readers. */
export function BackLink({ href, label = 'Back' }: { href: string; label?: string }) {
  return (
    <Link
      href={href}
      aria-label={label}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-sand focus-visible:outline-2 focus-visible:outline-brand"
    >
      <ArrowLeft aria-hidden="true" className="h-5 w-5" />
    </Link>
  );
}
