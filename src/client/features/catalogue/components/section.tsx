import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'wouter';

/** A home section: its heading, an optional 'See All'-style link, then the content. */
export function Section({
  title,
  link,
  children,
}: {
  title: string;
  link?: { href: string; label: string };
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 px-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="font-display text-xl font-semibold text-ink">
          {title}
        </h2>
        {link && (
          <Link
            href={link.href}
            className="shrink-0 rounded text-sm font-medium text-brand underline-offset-4 hover:underline"
          >
            {link.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
