// The coach's trained artefacts (models/coach: the category classifier and its neighbours, the triage's safety
// net, the word vectors), written by `npm run coach:train` (tools/coach) and only read here, from the project's root: the same
// path from the sources and from dist/server/main.js, and nothing of the training data ships with the server.
import fs from 'node:fs';
import path from 'node:path';
import { findProjectRoot } from '../../config';

export const MODELS_DIR = path.join(findProjectRoot(), 'models/coach');

export type ModelFile = 'classifier-model.json' | 'safety-net-model.json' | 'word-vectors.json';
/** Binary artefacts: the classifier's neighbours (categories/neighbours.ts reads the format). */
export type BinaryModelFile = 'category-neighbours.bin';

/** A trained model as a weight matrix per label (dense features) and per label (hashed sparse features). */
export type ShippedModel = { fingerprint: string; dense: number[][]; sparse: number[][] };
export type Weights = { dense: Float64Array[]; sparse: Float64Array[] };

export function readModelFile<T>(file: ModelFile): T {
  return JSON.parse(fs.readFileSync(path.join(MODELS_DIR, file), 'utf8')) as T;
}

export function readBinaryModelFile(file: BinaryModelFile): Buffer {
  return fs.readFileSync(path.join(MODELS_DIR, file));
}

/** A shipped model's weights, ready to score with. */
export function loadWeights(file: 'classifier-model.json' | 'safety-net-model.json'): Weights {
  const shipped = readModelFile<ShippedModel>(file);
  return {
    dense: shipped.dense.map((w) => Float64Array.from(w)),
    sparse: shipped.sparse.map((w) => Float64Array.from(w)),
  };
}
