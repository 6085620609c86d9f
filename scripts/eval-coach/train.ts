// Trains the coach's category classifier on src/server/modules/coach/training-set.ts and writes the model the
// server ships (classifier-model.json). Run after changing the training set or the features:
//   npx tsx scripts/eval-coach/train.ts
import { writeFileSync } from 'node:fs';
import { serialise, train } from '../../src/server/modules/coach/classifier';

const started = Date.now();
const shipped = serialise(train());
writeFileSync(
  new URL('../../src/server/modules/coach/classifier-model.json', import.meta.url),
  `${JSON.stringify(shipped)}\n`,
);
console.log(`trained in ${Date.now() - started} ms, fingerprint ${shipped.fingerprint}`);
