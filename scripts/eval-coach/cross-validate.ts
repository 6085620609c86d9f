// 5-fold cross-validation of the category classifier on the training set: the figure to tune against, so the
// held-out set stays unseen. npx tsx scripts/eval-coach/cross-validate.ts [--misses]
import { categorise, train } from '../../src/server/modules/coach/classifier';
import { HAND_WRITTEN, TRAINING_SET } from '../../src/server/modules/coach/training-set';

const FOLDS = 5;
const handWritten = TRAINING_SET.slice(0, HAND_WRITTEN);
const variants = TRAINING_SET.slice(HAND_WRITTEN);
let right = 0;
const misses: string[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const test = handWritten.filter((_, i) => i % FOLDS === fold);
  const testMessages = new Set(test.map((t) => t.message.toLowerCase()));
  // Leave out the variants of the test messages too (they differ by an opener, a closer or one typo).
  const near = (m: string) => [...testMessages].some((t) => m.toLowerCase().includes(t.slice(0, 12)));
  const model = train([
    ...handWritten.filter((_, i) => i % FOLDS !== fold),
    ...variants.filter((v) => !near(v.message)),
  ]);
  for (const t of test) {
    const got = categorise(
      { history: t.history.map((content) => ({ role: 'user' as const, content })), message: t.message },
      model,
    )
      .sort()
      .join(',');
    const want = [...t.categories].sort().join(',');
    if (got === want) right += 1;
    else misses.push(`${want} <- ${got} | ${t.history.join(' >> ')}${t.history.length ? ' >> ' : ''}${t.message}`);
  }
}
console.log(
  `cross-validated exact categories: ${((100 * right) / handWritten.length).toFixed(1)}% (${right}/${handWritten.length})`,
);
if (process.argv.includes('--misses')) console.log(misses.join('\n'));
