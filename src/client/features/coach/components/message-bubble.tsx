// One chat message. AI messages show the rounded confidence with a warning icon below 0.7 (SPEC §2, §9),
// follow-up questions (tapping one sends it) and product recommendations with priority tags.
import { ChevronRight, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { LOW_CONFIDENCE } from '@shared/coach-limits';
import { cn } from '@client/lib/cn';
import type { ChatMessage } from '../use-conversation';

const PRIORITY_STYLE: Record<string, string> = {
  high: 'bg-brand text-white',
  medium: 'bg-sand-strong text-ink',
  low: 'bg-white text-muted border border-line',
};

export function MessageBubble({
  message,
  onFollowUp,
  disabled,
}: {
  message: ChatMessage;
  onFollowUp(question: string): void;
  disabled: boolean;
}) {
  if (message.type === 'user') {
    return (
      <li className="flex justify-end">
        <p className="sr-only">You said:</p>
        <div className="max-w-[85%] whitespace-pre-line break-words rounded-2xl rounded-br-md bg-brand px-4 py-2.5 text-[0.95rem] text-white">
          {message.content}
        </div>
      </li>
    );
  }

  const { confidence, followUpQuestions = [], productRecommendations = [] } = message;
  const low = confidence !== undefined && confidence < LOW_CONFIDENCE;
  return (
    <li className="flex flex-col items-start gap-2">
      <div className="max-w-[92%] rounded-2xl rounded-bl-md border border-line bg-white px-4 py-3 text-[0.95rem] text-ink shadow-[0_1px_2px_rgba(38,33,29,0.04)]">
        <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-accent">
          Penny<span className="sr-only"> said:</span>
        </p>
        <p className="whitespace-pre-line break-words">{message.content}</p>
        {confidence !== undefined && (
          <p
            className={cn('mt-2 flex items-center gap-1.5 text-xs', low ? 'text-danger' : 'text-muted')}
            data-testid="confidence"
          >
            {low && <TriangleAlert role="img" aria-label="Low confidence" className="h-3.5 w-3.5 shrink-0" />}
            <span>{Math.round(confidence * 100)}% confidence</span>
          </p>
        )}
      </div>

      {productRecommendations.length > 0 && (
        <section aria-label="Recommended products" className="w-full max-w-[92%]">
          <ul className="space-y-2">
            {productRecommendations.map((r) => {
              const content = (
                <>
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-ink">{r.name}</span>
                      <span
                        className={cn(
                          'rounded-full px-2 py-0.5 text-[0.7rem] font-semibold uppercase tracking-wide',
                          PRIORITY_STYLE[r.priority],
                        )}
                      >
                        {r.priority}
                      </span>
                    </span>
                    <span className="mt-0.5 block text-sm text-muted">{r.reason}</span>
                  </span>
                  {r.productId && <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />}
                </>
              );
              return (
                <li key={`${r.name}-${r.productId}`}>
                  {r.productId ? (
                    <Link
                      href={`/product/${r.productId}`}
                      className="flex items-center gap-3 rounded-xl border border-line bg-cream px-3 py-2.5 hover:bg-sand focus-visible:outline-2 focus-visible:outline-brand"
                    >
                      {content}
                    </Link>
                  ) : (
                    <div className="flex items-center gap-3 rounded-xl border border-line bg-cream px-3 py-2.5">
                      {content}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {followUpQuestions.length > 0 && (
        <section aria-label="Follow-up questions" className="flex max-w-[92%] flex-wrap gap-2">
          {followUpQuestions.map((q) => (
            <button
              key={q}
              type="button"
              disabled={disabled}
              onClick={() => onFollowUp(q)}
              className="rounded-full border border-brand/30 bg-brand-soft px-3 py-1.5 text-left text-sm text-brand hover:bg-brand/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50"
            >
              {q}
            </button>
          ))}
        </section>
      )}
    </li>
  );
}
