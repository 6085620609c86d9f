// The routine as plain text (SPEC §9): a numbered list with 'Why:' and 'How:' lines and a closing brand line.
// One formatter for the builder's Share button and the 'Send to email' mail, so both read the same.
import type { TimeOfDay } from './schemas/routines';

export type ShareableRoutine = {
  name: string;
  timeOfDay: TimeOfDay;
  steps: ReadonlyArray<{ productName: string; instructions?: string; whyItMatters?: string }>;
};

export const ROUTINE_BRAND_LINE =
  'Created with the Skin Circle Routine Builder: clinical grade skincare, made in the UK.';

const TIME_LABEL: Record<TimeOfDay, string> = { morning: 'Morning routine', evening: 'Evening routine' };
export const timeOfDayLabel = (timeOfDay: TimeOfDay) => TIME_LABEL[timeOfDay];

/** Steps are numbered 1..n in the order given; blank Why/How lines are left out. */
export function routineShareText(routine: ShareableRoutine): string {
  const name = routine.name.trim();
  const label = TIME_LABEL[routine.timeOfDay];
  const lines = [name ? `${name} (${label})` : label, ''];
  routine.steps.forEach((step, index) => {
    lines.push(`${index + 1}. ${step.productName.trim()}`);
    const why = step.whyItMatters?.trim();
    const how = step.instructions?.trim();
    if (why) lines.push(`   Why: ${why}`);
    if (how) lines.push(`   How: ${how}`);
    lines.push('');
  });
  lines.push(ROUTINE_BRAND_LINE);
  return lines.join('\n');
}
