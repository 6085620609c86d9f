// The classifier's nearest-neighbour vote (docs/decisions/0408): the standalone training messages' sentence vectors
// and label sets, no text, in models/coach/category-neighbours.bin (tools/coach/train-neighbours.ts writes it).
// A message's 15 nearest by cosine each vote their labels, weighted exp((cos − top cos) / 0.05); the classifier
// mixes the vote into its own probabilities (5-fold cross-validation: 81.9 % → 83.0 % in the encoder lab).
//
// File format: one line of JSON ({ format, fingerprint, count, dimensions, labels }, then "\n"), then per message a
// float32 scale (little-endian), then per message its vector as int8 (component = int8 × scale), then per message
// a uint16 bitmask of its labels (bit i = labels[i]).
import { QUESTION_CATEGORIES } from '@shared/question-categories';
import { readBinaryModelFile } from '../model-files';
import { SENTENCE_DIMENSIONS } from './sentence-encoder';

export const NEIGHBOURS_FORMAT = 1;
/** How many neighbours vote, how sharply closer ones count, and the vote's share of a label's probability. */
export const NEIGHBOUR_VOTE = { k: 15, temperature: 0.05, weight: 0.3 } as const;

export type Neighbours = {
  fingerprint: string;
  count: number;
  scales: Float32Array;
  vectors: Int8Array;
  labels: Uint16Array;
  /** Votes already cast, by sentence vector (a conversation's earlier turns are categorised again). */
  votes: WeakMap<Float32Array, Float64Array>;
};

export function parseNeighbours(bytes: Uint8Array): Neighbours {
  const end = bytes.indexOf(0x0a);
  const header = JSON.parse(Buffer.from(bytes.subarray(0, end)).toString('utf8')) as {
    format: number;
    fingerprint: string;
    count: number;
    dimensions: number;
    labels: string[];
  };
  if (
    header.format !== NEIGHBOURS_FORMAT ||
    header.dimensions !== SENTENCE_DIMENSIONS ||
    header.labels.join() !== QUESTION_CATEGORIES.join()
  )
    throw new Error('models/coach/category-neighbours.bin does not match the coach (re-run npm run coach:train)');
  const { count } = header;
  const body = Buffer.from(bytes.subarray(end + 1));
  const scalesAt = 0;
  const vectorsAt = scalesAt + 4 * count;
  const labelsAt = vectorsAt + count * SENTENCE_DIMENSIONS;
  if (body.length !== labelsAt + 2 * count) throw new Error('models/coach/category-neighbours.bin is truncated');
  const scales = new Float32Array(count);
  const labels = new Uint16Array(count);
  for (let i = 0; i < count; i++) {
    scales[i] = body.readFloatLE(scalesAt + 4 * i);
    labels[i] = body.readUInt16LE(labelsAt + 2 * i);
  }
  const vectors = new Int8Array(count * SENTENCE_DIMENSIONS);
  vectors.set(new Int8Array(body.buffer, body.byteOffset + vectorsAt, count * SENTENCE_DIMENSIONS));
  return { fingerprint: header.fingerprint, count, scales, vectors, labels, votes: new WeakMap() };
}

let shipped: Neighbours | null | undefined;
/** The shipped neighbours, read once; null (and the classifier scores as before) if the file is missing or bad. */
export function shippedNeighbours(): Neighbours | null {
  if (shipped === undefined) {
    try {
      shipped = parseNeighbours(readBinaryModelFile('category-neighbours.bin'));
    } catch {
      shipped = null;
    }
  }
  return shipped;
}

/** Per label (QUESTION_CATEGORIES order), the weighted share of the nearest neighbours that carry it. */
export function neighbourVote(n: Neighbours, sentence: Float32Array): Float64Array {
  const known = n.votes.get(sentence);
  if (known) return known;
  const { k, temperature } = NEIGHBOUR_VOTE;
  const best = new Float64Array(k).fill(-Infinity);
  const bestAt = new Int32Array(k).fill(-1);
  const { vectors, scales } = n;
  for (let i = 0, at = 0; i < n.count; i++, at += SENTENCE_DIMENSIONS) {
    let dot = 0;
    for (let d = 0; d < SENTENCE_DIMENSIONS; d++) dot += vectors[at + d] * sentence[d];
    dot *= scales[i];
    if (dot <= best[k - 1]) continue;
    let j = k - 1;
    for (; j > 0 && best[j - 1] < dot; j--) {
      best[j] = best[j - 1];
      bestAt[j] = bestAt[j - 1];
    }
    best[j] = dot;
    bestAt[j] = i;
  }
  const vote = new Float64Array(QUESTION_CATEGORIES.length);
  let total = 0;
  for (let j = 0; j < k && bestAt[j] >= 0; j++) {
    // The vectors are unit length, so the dot product is the cosine.
    const w = Math.exp((best[j] - best[0]) / temperature);
    total += w;
    for (let l = 0; l < vote.length; l++) if (n.labels[bestAt[j]] & (1 << l)) vote[l] += w;
  }
  if (total > 0) for (let l = 0; l < vote.length; l++) vote[l] /= total;
  n.votes.set(sentence, vote);
  return vote;
}
