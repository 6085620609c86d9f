// Scores the classifier on labelled turns: how many get exactly their category set, and a line per miss
// ("wanted <- given | earlier >> message"). Shared by cross-validate.ts and new-writers.ts.
import { categorise, type Model, type Neighbours, type SentenceVectors } from '../../src/server/modules/coach';
import type { LabelledTurn } from './data';

export function scoreCategories(
  turns: readonly LabelledTurn[],
  sentences: SentenceVectors,
  model: Model,
  neighbours: Neighbours | null,
): { right: number; misses: string[] } {
  let right = 0;
  const misses: string[] = [];
  for (const t of turns) {
    const history = t.history.map((content) => ({ role: 'user' as const, content }));
    const got = categorise({ history, message: t.message }, sentences, model, neighbours).sort().join(',');
    const want = [...t.categories].sort().join(',');
    if (got === want) right += 1;
    else misses.push(`${want} <- ${got} | ${[...t.history, t.message].join(' >> ')}`);
  }
  return { right, misses };
}
