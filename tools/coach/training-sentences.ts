// The sentence vectors of every training text (messages and earlier turns), for train.ts and cross-validate.ts.
// Encoding ~7,700 texts takes about 90 s, so they are kept in node_modules/.cache between runs (keyed by text:
// a changed or new line is encoded afresh).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { LabelledTurn } from './data';
import { encodeSentences, textsOf, type SentenceVectors } from '../../src/server/modules/coach';

const dir = new URL('../../node_modules/.cache/skincircle/', import.meta.url);
const file = new URL('sentence-vectors.json', dir);

export async function trainingSentenceVectors(set: readonly LabelledTurn[]): Promise<SentenceVectors> {
  const cached: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const texts = new Set(set.flatMap((t) => [t.message, ...t.history]).flatMap(textsOf));
  const out = new Map<string, Float32Array>();
  const missing: string[] = [];
  for (const text of texts) {
    const known = cached[text];
    if (known) out.set(text, new Float32Array(new Uint8Array(Buffer.from(known, 'base64')).buffer));
    else missing.push(text);
  }
  if (missing.length > 0) {
    const fresh = await encodeSentences(missing);
    for (const [text, vector] of fresh) {
      out.set(text, vector);
      cached[text] = Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString('base64');
    }
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify(cached));
  }
  return out;
}
