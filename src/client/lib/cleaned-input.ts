import type { ChangeEvent } from 'react';

/**
 * A controlled field's text after `clean` (digits only, a length cap…), written back to the field itself when
 * something was refused. A refused keystroke leaves the state as it was, and Preact (decision 0615), unlike
 * React, does not re-render an unchanged state, so the field would keep showing the refused character.
 */
export function cleanedValue(event: ChangeEvent<HTMLInputElement>, clean: (text: string) => string): string {
  const cleaned = clean(event.target.value);
  if (cleaned !== event.target.value) event.target.value = cleaned;
  return cleaned;
}
