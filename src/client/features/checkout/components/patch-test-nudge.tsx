// The confirmation screen's patch-test nudge (issue 46, decision 0310): shown when this order is the member's
// first with a kind of active they have not bought before. The advice is the coach's own patch-testing points.
import { FlaskConical } from 'lucide-react';
import type { PatchTestNudge as Nudge } from '@shared/schemas/patch-test';
import { Card } from '@client/components/ui/card';

const list = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

export function PatchTestNudge({ nudge }: { nudge: Nudge }) {
  return (
    <Card role="region" className="space-y-2" aria-labelledby="patch-test-title">
      <h2 id="patch-test-title" className="flex items-center gap-2 text-sm font-semibold text-ink">
        <FlaskConical aria-hidden="true" className="h-4 w-4 text-brand" />
        Patch test first
      </h2>
      <p className="text-sm text-ink">
        {nudge.newActives
          .map((a) => `${list(a.products)} ${a.products.length === 1 ? 'holds' : 'hold'} ${a.label}, new to you.`)
          .join(' ')}{' '}
        Before you use {nudge.newActives.length === 1 && nudge.newActives[0].products.length === 1 ? 'it' : 'them'} on
        your face:
      </p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
        {nudge.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {nudge.sources.length > 0 && (
        <p className="text-xs text-muted">
          Sources:{' '}
          {nudge.sources.map((s, i) => (
            <span key={s.url}>
              {i > 0 && '; '}
              <a href={s.url} target="_blank" rel="noopener noreferrer" className="underline">
                {s.publisher}, {s.title}
              </a>
            </span>
          ))}
        </p>
      )}
    </Card>
  );
}
