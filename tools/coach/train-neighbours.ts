// The category classifier's neighbours (categories/neighbours.ts, docs/decisions/0408): every standalone training
// message's sentence vector, 8-bit, and its label set as a bitmask, with no text, so no training line ships.
// Training code only: the server reads models/coach/category-neighbours.bin, and a test fails when it is stale.
import { QUESTION_CATEGORIES } from '@shared/question-categories';
import { NEIGHBOURS_FORMAT, type Neighbours } from '../../src/server/modules/coach';
import { SENTENCE_DIMENSIONS, type SentenceVectors } from '../../src/server/modules/coach';
import { hash32 } from '../../src/server/modules/coach';
import { TRAINING_SET, type LabelledTurn } from './data';

const standalone = (set: LabelledTurn[]) => set.filter((t) => t.history.length === 0);

/** The neighbours of these training lines, quantised as they ship (cross-validate.ts builds one per fold). */
export function buildNeighbours(sentences: SentenceVectors, set: LabelledTurn[] = TRAINING_SET): Neighbours {
  const lines = standalone(set).filter((t) => sentences.has(t.message));
  const count = lines.length;
  const scales = new Float32Array(count);
  const vectors = new Int8Array(count * SENTENCE_DIMENSIONS);
  const labels = new Uint16Array(count);
  for (const [i, t] of lines.entries()) {
    const v = sentences.get(t.message)!;
    let largest = 0;
    for (const x of v) largest = Math.max(largest, Math.abs(x));
    // Each vector on its own scale, so its largest component uses the whole 8 bits.
    const scale = largest / 127 || 1;
    scales[i] = scale;
    for (let d = 0; d < SENTENCE_DIMENSIONS; d++) vectors[i * SENTENCE_DIMENSIONS + d] = Math.round(v[d] / scale);
    for (const [l, label] of QUESTION_CATEGORIES.entries()) if (t.categories.includes(label)) labels[i] |= 1 << l;
  }
  return { fingerprint: neighboursFingerprint(set), count, scales, vectors, labels, votes: new WeakMap() };
}

/** Changes whenever a standalone training line or its labels change: the shipped file must carry the same one. */
export function neighboursFingerprint(set: LabelledTurn[] = TRAINING_SET): string {
  const lines = standalone(set).map((t) => [t.message, t.categories]);
  return hash32(JSON.stringify([NEIGHBOURS_FORMAT, SENTENCE_DIMENSIONS, QUESTION_CATEGORIES, lines])).toString(16);
}

/** The file categories/neighbours.ts reads (its format is described there). */
export function serialiseNeighbours(n: Neighbours): Buffer {
  const header = JSON.stringify({
    format: NEIGHBOURS_FORMAT,
    fingerprint: n.fingerprint,
    count: n.count,
    dimensions: SENTENCE_DIMENSIONS,
    labels: QUESTION_CATEGORIES,
  });
  const scales = Buffer.alloc(4 * n.count);
  const labels = Buffer.alloc(2 * n.count);
  for (let i = 0; i < n.count; i++) {
    scales.writeFloatLE(n.scales[i], 4 * i);
    labels.writeUInt16LE(n.labels[i], 2 * i);
  }
  const vectors = Buffer.from(n.vectors.buffer, n.vectors.byteOffset, n.vectors.byteLength);
  return Buffer.concat([Buffer.from(`${header}\n`, 'utf8'), scales, vectors, labels]);
}
