// A switch that turns a code, reward or event on or off at once (decisions 0506, 0510): role="switch" with its state
// read out, named with what it turns ("Active SPRING10"), and never disabled while it saves — a disabled button
// drops the keyboard's focus — but marked busy and ignoring presses until the save ends.
import { cn } from '@client/lib/cn';

export function ActiveSwitch({
  checked,
  busy,
  onToggle,
  name,
  label = 'Active',
}: {
  checked: boolean;
  busy: boolean;
  onToggle(): void;
  /** What it switches, read after the label by screen readers. */
  name: string;
  label?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-disabled={busy || undefined}
      onClick={() => !busy && onToggle()}
      className="flex h-9 items-center gap-2 rounded-full px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand aria-disabled:opacity-50"
    >
      <span
        aria-hidden="true"
        className={cn('relative h-5 w-9 rounded-full transition-colors', checked ? 'bg-brand' : 'bg-line')}
      >
        <span
          className={cn(
            'absolute top-0.5 h-4 w-4 rounded-full bg-white transition-all',
            checked ? 'left-[1.125rem]' : 'left-0.5',
          )}
        />
      </span>
      {label}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
