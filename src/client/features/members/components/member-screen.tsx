// The frame of a members-area screen: a back arrow (SPEC §2: to /members/home) and the screen's title (also the
// document's).
import type { ReactNode } from 'react';
import { BackLink } from '@client/components/ui/back-button';
import { useDocumentTitle } from '@client/lib/use-document-title';

export function MemberScreen({
  title,
  back = '/members/home',
  backLabel = 'Back to members home',
  children,
  actions,
}: {
  title: string;
  back?: string;
  backLabel?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <main className="px-4 pb-12 pt-3">
      <header className="mb-4 flex items-center gap-2">
        <BackLink href={back} label={backLabel} />
        <h1 className="flex-1 font-display text-2xl text-ink">{title}</h1>
        {actions}
      </header>
      {children}
    </main>
  );
}

/** A load failure with a way to try again. */
export function LoadError({ title, onRetry }: { title: string; onRetry(): void }) {
  return (
    <div role="alert" className="rounded-2xl border border-line bg-white p-5 text-center">
      <p className="font-semibold text-ink">{title}</p>
      <p className="mt-1 text-sm text-muted">Please check your connection and try again.</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 inline-flex h-10 items-center rounded-full border border-line px-4 text-sm font-medium text-ink hover:bg-cream"
      >
        Try again
      </button>
    </div>
  );
}
