import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '@client/components/ui/button';

/** 'Product not found' / 'Category not found': the page's heading, a line of help and the way back. */
export function Missing({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  return (
    <main className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <div className="text-muted" aria-hidden="true">
        {icon}
      </div>
      <h1 className="text-lg font-semibold text-ink">{title}</h1>
      <p className="max-w-xs text-sm text-muted">{description}</p>
      <Link href="/" className={buttonClass('primary')}>
        Back to Home
      </Link>
    </main>
  );
}
