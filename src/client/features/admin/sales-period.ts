// The home's period picker (OPERATIONS §6): the UK days each choice covers, counted from today in the UK.
import { toUkWallTime } from '@shared/uk-time';

export const PERIODS = [
  ['today', 'Today'],
  ['7d', '7 days'],
  ['30d', '30 days'],
  ['month', 'This month'],
  ['custom', 'Custom'],
] as const;
export type PeriodKey = (typeof PERIODS)[number][0];
export type Period = { from: string; to: string };

/** Today as the UK calendar shows it: 'YYYY-MM-DD'. */
export const ukToday = (now: Date = new Date()) => toUkWallTime(now).slice(0, 10);

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The UK days a preset covers, ending today. */
export function presetPeriod(key: Exclude<PeriodKey, 'custom'>, today: string): Period {
  switch (key) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}
