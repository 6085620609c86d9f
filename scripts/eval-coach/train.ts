// Trains the coach's category classifier on src/server/modules/coach/training-set.ts and writes the model the
// server ships (classifier-model.json). Run after changing the training set or the features:
//   npx tsx scripts/eval-coach/train.ts
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { serialise, train } from '../../src/server/modules/coach/classifier';

const started = Date.now();
const shipped = serialise(train());
const file = new URL('../../src/server/modules/coach/classifier-model.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(shipped)}\n`);
// The tree is Prettier-formatted, JSON included.
execFileSync('npx', ['prettier', '--write', file.pathname], { stdio: 'inherit' });
console.log(`trained in ${Date.now() - started} ms, fingerprint ${shipped.fingerprint}`);
