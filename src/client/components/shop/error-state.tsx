import { RefreshCw } from 'lucide-react';
import { Button } from '../ui/button';

/** A load that failed: say so and offer to try again (queries never retry by themselves, SPEC §7). */
export function ErrorState({ what, onRetry }: { what: string; onRetry(): void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white px-6 py-8 text-center"
    >
      <p className="font-medium text-ink">We couldn't load the {what}.</p>
      <p className="text-sm text-muted">Please check your connection and try again.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        Try again
      </Button>
    </div>
  );
}
