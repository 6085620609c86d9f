// A moment as a UK wall clock shows it ('2026-05-14T18:30', Europe/London: GMT or BST), and back: how staff type an
// event's date and time (decision 0510), whatever zone the browser or the server runs in. Apart from dates.ts so the
// shop's first screen does not load it.
const TZ = 'Europe/London';

let parts: Intl.DateTimeFormat | undefined;

/** The UK wall clock at `at`, as milliseconds of the same reading taken as UTC. */
function ukClockAsUtc(at: number): number {
  parts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TZ,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const get = (p: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
    Number(p.find((x) => x.type === type)?.value ?? 0);
  const p = parts.formatToParts(at);
  return Date.UTC(
    get(p, 'year'),
    get(p, 'month') - 1,
    get(p, 'day'),
    get(p, 'hour'),
    get(p, 'minute'),
    get(p, 'second'),
  );
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** '2026-05-14T18:30' → that moment in the UK; null when the text is not such a time or the UK clock never shows it. */
export function fromUkWallTime(text: string): Date | null {
  const m = WALL_TIME.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const reading = Date.UTC(year, month - 1, day, hour, minute);
  // The UK's offset at about that moment, then once more at the answer (a clock change may lie in between).
  let at = reading - (ukClockAsUtc(reading) - reading);
  at = reading - (ukClockAsUtc(at) - at);
  // An hour the clocks skip in March (01:30 on the last Sunday) reads differently once converted: not a UK time.
  return toUkWallTime(new Date(at)) === text ? new Date(at) : null;
}

/** A moment as the UK wall clock shows it: '2026-05-14T18:30' (what a datetime-local field holds). */
export function toUkWallTime(value: string | number | Date): string {
  const at = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return new Date(ukClockAsUtc(at)).toISOString().slice(0, 16);
}
