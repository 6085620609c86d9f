import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '@client/components/ui/button';

/**
 * The outcome of a proof link (confirmed, secured, failed): an icon, the title, what happened (announced: a
 * status, or an alert for a failure) and the one link onwards.
 */
export function ResultPanel({
  icon,
  title,
  role,
  link,
  children,
}: {
  icon: ReactNode;
  title: string;
  role: 'status' | 'alert';
  link: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="verify-title" className="space-y-4 text-center">
      {icon}
      <div>
        <h1 id="verify-title" className="text-xl font-semibold text-ink">
          {title}
        </h1>
        <p role={role} className="mt-1 text-sm text-muted">
          {children}
        </p>
      </div>
      <Link href={link.href} className={buttonClass('primary', 'lg', 'w-full')}>
        {link.label}
      </Link>
    </section>
  );
}
