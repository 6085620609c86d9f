// CSV export of the quiz submissions list. Cells a spreadsheet would run as a formula (= + - @, tab, CR) get a
// leading apostrophe (OWASP's CSV-injection advice): a customer's answer must never become a formula.
import type { QuizSubmission } from '@shared/schemas/quiz';
import { statusLabel } from './status';

const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (text.length > 0 && FORMULA_START.has(text[0])) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.split('"').join('""')}"` : text;
}

export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const CSV_COLUMNS = [
  'Submitted',
  'Name',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Quiz',
  'Status',
  'Review notes',
  'Provider id',
];

export function submissionsCsv(list: readonly QuizSubmission[]): string {
  return toCsv([
    CSV_COLUMNS,
    ...list.map((s) => [
      s.createdAt,
      s.fullName ?? '',
      s.firstName ?? '',
      s.lastName ?? '',
      s.email,
      s.phone ?? '',
      s.quizName,
      statusLabel(s.status),
      s.reviewNotes ?? '',
      s.externalId,
    ]),
  ]);
}

/** 'quiz-submissions-2026-03-05.csv' (the UK date of `now`). */
export function csvFileName(now: Date, status?: string): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return `quiz-submissions${status ? `-${status}` : ''}-${day}.csv`;
}
