// Quiz submission statuses as the console shows them (SPEC §4: pending is shown as 'Pending Review').
import { QUIZ_STATUSES, type QuizStatus } from '@shared/schemas/quiz';
import type { BadgeTone } from '@client/components/ui/badge';

export { QUIZ_STATUSES };

const LABELS: Record<QuizStatus, string> = {
  pending: 'Pending Review',
  reviewed: 'Reviewed',
  contacted: 'Contacted',
  completed: 'Completed',
};
const TONES: Record<QuizStatus, BadgeTone> = {
  pending: 'yellow',
  reviewed: 'blue',
  contacted: 'purple',
  completed: 'green',
};

export const statusLabel = (status: QuizStatus) => LABELS[status] ?? status;
export const statusTone = (status: QuizStatus): BadgeTone => TONES[status] ?? 'grey';

/** SPEC §2 counters: total, pending, contacted and completed. */
export function countByStatus(list: readonly { status: QuizStatus }[]) {
  const counts = { total: list.length, pending: 0, reviewed: 0, contacted: 0, completed: 0 };
  for (const s of list) if (s.status in counts) counts[s.status] += 1;
  return counts;
}
