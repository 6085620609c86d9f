// The one date-formatting module (en-GB, UK time) shared by every screen.
const TZ = 'Europe/London';

type DateInput = string | number | Date;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

const formatter = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: TZ, ...options });

const longDate = formatter({ day: '2-digit', month: 'long', year: 'numeric' });
const monthYear = formatter({ month: 'long', year: 'numeric' });
const shortDate = formatter({ day: '2-digit', month: '2-digit', year: 'numeric' });
const eventDate = formatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const time = formatter({ hour: '2-digit', minute: '2-digit' });
const dateTime = formatter({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** 'dd MMMM yyyy' → '05 March 2026' (account dates) */
export const formatLongDate = (value: DateInput) => longDate.format(toDate(value));
/** 'March 2026' (member since) */
export const formatMonthYear = (value: DateInput) => monthYear.format(toDate(value));
/** 'dd/MM/yyyy' → '05/03/2026' (code validity) */
export const formatShortDate = (value: DateInput) => shortDate.format(toDate(value));
/** 'Thursday 5 March 2026' (events: long en-GB format) */
export const formatEventDate = (value: DateInput) => eventDate.format(toDate(value));
/** '18:30' */
export const formatTime = (value: DateInput) => time.format(toDate(value));
/** '5 Mar 2026, 18:30' (console: day, short month, year, hour, minute) */
export const formatDateTime = (value: DateInput) => dateTime.format(toDate(value));

/** morning before 12:00 UK time, evening after (which routine is "today's"). */
export function timeOfDayAt(value: DateInput = new Date()): 'morning' | 'evening' {
  const hour = Number(formatter({ hour: '2-digit', hourCycle: 'h23' }).format(toDate(value)));
  return hour < 12 ? 'morning' : 'evening';
}
