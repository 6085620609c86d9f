// CSV export of the quiz submissions list (cells guarded against formulas by @shared/csv).
import { toCsv } from '@shared/csv';
import type { QuizSubmission } from '@shared/schemas/quiz';
import { statusLabel } from './status';

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
