// Labelled coach messages as plain text, one per line, so a set is easy to read and hard to tamper with:
//   categories | urgency (E emergency, U urgent, S soon, M mental health, - none) | [earlier turn >> ...] message
// Lines starting with # are comments. Used by the training set (training-set.ts) and by scripts/eval-coach.
import { isQuestionCategory, type QuestionCategory } from '@shared/question-categories';
import type { Urgency } from './triage';

export type LabelledTurn = {
  /** Earlier user turns, oldest first. */
  history: string[];
  message: string;
  categories: QuestionCategory[];
  urgency: Urgency | null;
};

const URGENCY: Record<string, Urgency | null> = {
  E: 'emergency',
  U: 'urgent',
  S: 'soon',
  M: 'mental_health',
  '-': null,
};

export function parseLabelled(text: string): LabelledTurn[] {
  const out: LabelledTurn[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [cats, urgency, ...rest] = line.split(' | ');
    const turns = rest.join(' | ').split(' >> ');
    const categories = cats.split(',').map((c) => c.trim());
    if (!categories.every(isQuestionCategory) || !(urgency in URGENCY) || !turns.at(-1))
      throw new Error(`Bad labelled line ${index + 1}: ${line}`);
    out.push({ history: turns.slice(0, -1), message: turns.at(-1)!, categories, urgency: URGENCY[urgency] });
  }
  return out;
}
