// npm run coach:train: trains the coach's category classifier on data/coach/training-set.txt and the triage's
// safety net on those lines and the triage probes (data/coach/triage-probes.txt), and writes the models the
// server loads (models/coach/classifier-model.json and its neighbours, category-neighbours.bin, and
// safety-net-model.json). Run after changing the training
// set, the probes or the features; the model tests fail until you do.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { MODELS_DIR } from '../../src/server/modules/coach';
import { TRAINING_SET } from './data';
import { serialise, train } from './train-classifier';
import { buildNeighbours, serialiseNeighbours } from './train-neighbours';
import { safetyNetExamples, serialiseSafetyNet, trainSafetyNet } from './train-safety-net';
import { trainingSentenceVectors } from './training-sentences';

function write(file: string, model: object) {
  const to = path.join(MODELS_DIR, file);
  writeFileSync(to, `${JSON.stringify(model)}\n`);
  // The tree is Prettier-formatted, JSON included.
  execFileSync('npx', ['prettier', '--write', to], { stdio: 'inherit' });
}

const started = Date.now();
const sentences = await trainingSentenceVectors(TRAINING_SET);
const shipped = serialise(train(sentences));
write('classifier-model.json', shipped);
// The neighbours whose vote the classifier mixes in: binary, not Prettier's business.
const neighbours = serialiseNeighbours(buildNeighbours(sentences));
writeFileSync(path.join(MODELS_DIR, 'category-neighbours.bin'), neighbours);
console.log(`category-neighbours.bin: ${(neighbours.length / 1e6).toFixed(1)} MB`);
// The triage's safety net, from the same lines plus the triage probes.
write('safety-net-model.json', serialiseSafetyNet(trainSafetyNet(safetyNetExamples())));
console.log(`trained in ${Date.now() - started} ms, fingerprint ${shipped.fingerprint}`);
