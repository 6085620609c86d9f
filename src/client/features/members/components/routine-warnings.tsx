// The routine's ingredient clashes in plain words (decision 0310): which steps, why not, what to do instead, and
// where that advice comes from. A polite live region, so a clash found while building is read out once.
import { TriangleAlert } from 'lucide-react';
import type { RoutineWarning } from '@shared/schemas/routines';

const stepsLabel = (steps: number[]) =>
  steps.length === 1 ? `Step ${steps[0]}` : `Steps ${steps.slice(0, -1).join(', ')} and ${steps[steps.length - 1]}`;

export function RoutineWarnings({ warnings }: { warnings: RoutineWarning[] }) {
  return (
    <div aria-live="polite">
      {warnings.length > 0 && (
        <section aria-label="Ingredient warnings" className="space-y-2">
          {warnings.map((w) => (
            <div
              key={w.rule}
              className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
              <div className="min-w-0 space-y-1">
                <p className="font-medium">{w.message}</p>
                <p className="text-xs">
                  {stepsLabel(w.steps)}
                  {w.sources.length > 0 && (
                    <>
                      {' · Source: '}
                      {w.sources.map((s, i) => (
                        <span key={s.url}>
                          {i > 0 && '; '}
                          <a href={s.url} target="_blank" rel="noopener noreferrer" className="underline">
                            {s.publisher}
                          </a>
                        </span>
                      ))}
                    </>
                  )}
                </p>
              </div>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
