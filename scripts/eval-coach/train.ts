// Trains the coach's category classifier on src/server/modules/coach/training-set.ts and the triage's safety net
// on those lines and the triage probes, and writes the models the server ships (classifier-model.json,
// safety-net-model.json). Run after changing the training set or the features:
//   npx tsx scripts/eval-coach/train.ts
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { serialise, train } from '../../src/server/modules/coach/classifier';
import { safetyNetExamples, serialiseSafetyNet } from '../../src/server/modules/coach/safety-net-model';
import { trainSafetyNet } from '../../src/server/modules/coach/safety-net';
import { TRAINING_SET } from '../../src/server/modules/coach/training-set';
import { trainingSentenceVectors } from './training-sentences';

const started = Date.now();
const shipped = serialise(train(await trainingSentenceVectors(TRAINING_SET)));
const file = new URL('../../src/server/modules/coach/classifier-model.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(shipped)}\n`);
// The tree is Prettier-formatted, JSON included.
execFileSync('npx', ['prettier', '--write', file.pathname], { stdio: 'inherit' });
// The triage's safety net, from the same lines plus the triage probes.
const net = new URL('../../src/server/modules/coach/safety-net-model.json', import.meta.url);
writeFileSync(net, `${JSON.stringify(serialiseSafetyNet(trainSafetyNet(safetyNetExamples())))}\n`);
execFileSync('npx', ['prettier', '--write', net.pathname], { stdio: 'inherit' });
console.log(`trained in ${Date.now() - started} ms, fingerprint ${shipped.fingerprint}`);
