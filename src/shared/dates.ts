// The one date-formatting module (en-GB, UK time) shared by every screen.
const TZ = 'Europe/London';

type DateInput = string | number | Date;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

// Each formatter is built on first use, not when the module loads: a time-zoned DateTimeFormat costs a few
// milliseconds to build (ICU data), and the storefront's first screen, which loads this module, shows no dates.
const lazyFormatter = (options: Intl.DateTimeFormatOptions): ((value: DateInput) => string) => {
  let built: Intl.DateTimeFormat | undefined;
  return (value: DateInput) =>
    (built ??= new Intl.DateTimeFormat('en-GB', { timeZone: TZ, ...options })).format(toDate(value));
};

/** 'dd MMMM yyyy' → '05 March 2026' (account dates) */
export const formatLongDate = lazyFormatter({ day: '2-digit', month: 'long', year: 'numeric' });
/** 'March 2026' (member since) */
export const formatMonthYear = lazyFormatter({ month: 'long', year: 'numeric' });
/** 'dd/MM/yyyy' → '05/03/2026' (code validity) */
export const formatShortDate = lazyFormatter({ day: '2-digit', month: '2-digit', year: 'numeric' });
/** 'Thursday 5 March 2026' (events: long en-GB format) */
export const formatEventDate = lazyFormatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** '18:30' */
export const formatTime = lazyFormatter({ hour: '2-digit', minute: '2-digit' });
/** '5 Mar 2026, 18:30' (console: day, short month, year, hour, minute) */
export const formatDateTime = lazyFormatter({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const hour24 = lazyFormatter({ hour: '2-digit', hourCycle: 'h23' });

/** morning before 12:00 UK time, evening after (which routine is "today's"). */
export function timeOfDayAt(value: DateInput = new Date()): 'morning' | 'evening' {
  const hour = Number(hour24(value));
  return hour < 12 ? 'morning' : 'evening';
}
