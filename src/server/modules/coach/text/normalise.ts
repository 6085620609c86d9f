// The coach's one text layer (issue 29): both readings of a message live here.
// - prepareText, for the categories and the answers: wink-nlp tokenises, splits sentences, expands contractions
// ("don't" → "do not") and tells known English words from unknown ones; fuse.js finds the skincare word an
// unknown token was probably meant to be ("sensitve" → "sensitive"). Negation scope is ours (see 0402):
// wink's own scope runs to the end of the clause ("isn't sensitive and I have wrinkles" negates "wrinkles").
//
// The result is the message as lower-case normalised tokens joined by spaces, sentences joined by " | ",
// with every token inside a negation scope prefixed "neg_" — so a pattern like /\boily\b/ simply does not
// match "not neg_oily".
// - conceptText, for the safety triage: lower case, contractions expanded, typos corrected against the concept
// words, sentences split by " | ", and denied words masked ("no swelling" → "no x"), so a concept cannot match a
// word the person denied. It reads fewer words than wink, on purpose: the triage is tuned for recall.
import Fuse from 'fuse.js';
import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItemSentence, type WinkMethods } from 'wink-nlp';
import { CONCEPT_WORDS, SKINCARE_WORDS } from './vocabulary';

type Loaded = { nlp: WinkMethods; firstUnknownId: number; docs: number; fuse: Fuse<string> };

// wink adds every new unknown word to its in-memory vocabulary; starting afresh now and then keeps a
// long-running server's memory flat (loading takes well under 100 ms).
const RECYCLE_AFTER_DOCS = 5000;
let loaded: Loaded | null = null;

// wink-eng-lite-web-model's metaCER() JSON-stringifies its own previous result on every call, so each recycle
// below would double-escape it until `RangeError: Invalid string length` (after a few tens of thousands of
// messages). Its first answer is kept and handed to every later load.
const rawModel = model as unknown as { metaCER: () => unknown };
let metaCER: unknown = null;
const stableModel = { ...model, metaCER: () => (metaCER ??= rawModel.metaCER()) } as typeof model;

/** Loads the language model once, on first use. */
function load(): Loaded {
  if (!loaded || loaded.docs >= RECYCLE_AFTER_DOCS) {
    const nlp = winkNLP(stableModel, ['sbd']);
    // Known words have ids below the first id handed to an unknown word.
    const firstUnknownId = nlp.readDoc('qzxvjkwqz').tokens().out(nlp.its.uniqueId)[0] as number;
    const fuse =
      loaded?.fuse ?? new Fuse([...SKINCARE_WORDS], { includeScore: true, threshold: 0.34, ignoreLocation: true });
    loaded = { nlp, firstUnknownId, docs: 0, fuse };
  }
  return loaded;
}

/** Loads the model now (e.g. at start-up) instead of on the first message. */
export function warmUp(): void {
  load();
}

export type PreparedText = {
  /** Normalised, corrected, negation-marked sentences. */
  sentences: string[];
  /** sentences joined by " | " */
  marked: string;
  /** Spelling corrections applied (unknown word → skincare word). */
  corrections: Array<{ from: string; to: string }>;
};

const NEGATION_CUES = new Set(['not', 'no', 'never', 'without', 'nor', 'neither', 'none', 'hardly']);
/** Words that end a negation scope: "not oily, but dry" / "isn't sensitive and I have wrinkles". */
const SCOPE_ENDS = new Set([
  'but',
  'and',
  'however',
  'though',
  'although',
  'yet',
  'so',
  'because',
  'while',
  'whilst',
  'whereas',
  'except',
  'instead',
  'rather',
  'just',
  'only',
  'until',
  'till',
  'since',
  'if',
  'when',
  'which',
  'who',
  'plus',
  'also',
]);
/** "not sure", "can't stop breaking out", "nothing helps": a cue that does not deny what follows. */
const PSEUDO_NEGATION =
  /^(really |even |actually |seem to |seems to |seem |seems )*(sure|know|idea|only|just|stop|stopping|help|helps|helped|helping|work|works|worked|working|improve|improved|improving|clear|cleared|clearing|fade|faded|fading|shift|budge|budged|matter|understand|mind|care|last|lasts|get rid|getting rid|get better|getting better|go away|going away|gone away|make any difference|make a difference|doing anything|do anything|touch it|seem to help)\b/;
/** Two words people run together: read as both ("bacne" is acne, on the back), not corrected to one of them. */
const SAID_AS_ONE_WORD = new Map([
  ['bacne', 'back acne'],
  ['maskne', 'mask acne'],
]);
const NEGATION_WINDOW = 6;
const WITHOUT_WINDOW = 2;

function fuzzyCorrect(word: string, fuse: Fuse<string>): string | null {
  if (word.length < 5 || word.length > 24 || !/^[a-z]+$/.test(word)) return null;
  // fuse's score alone lets a different word through ("ceramides" came back as "niacinamide"): a typo is also a
  // letter or two away, swapped neighbours counting as one.
  const limit = word.length <= 6 ? 1 : 2;
  for (const found of fuse.search(word, { limit: 5 })) {
    if (found.score === undefined || found.score > 0.34) break;
    if (editDistance(word, found.item, limit) <= limit) return found.item;
  }
  return null;
}

/**
 * A word or phrase as prepareText writes it, without corrections ("moisturiser" is "moisturizer", "colour" is
 * "color"): what the knowledge table matches in a prepared message besides its own spelling.
 */
export function normalForm(text: string): string {
  const state = load();
  state.docs += 1;
  const tokens = state.nlp.readDoc(text.replace(/[’‘]/g, "'")).tokens();
  return (tokens.out(state.nlp.its.normal) as string[]).join(' ');
}

/** Tokenises, corrects and negation-marks one message. Pure apart from the lazily loaded model. */
export function prepareText(text: string): PreparedText {
  const state = load();
  state.docs += 1;
  const { nlp, firstUnknownId, fuse } = state;
  const its = nlp.its;
  const doc = nlp.readDoc(text.replace(/[’‘]/g, "'"));
  const corrections: PreparedText['corrections'] = [];
  const sentences: string[] = [];

  doc.sentences().each((sentence: ItemSentence) => {
    const tokens = sentence.tokens();
    const normals = tokens.out(its.normal) as string[];
    const types = tokens.out(its.type) as string[];
    const ids = tokens.out(its.uniqueId) as number[];
    const words = normals.map((normal, i) => {
      const said = SAID_AS_ONE_WORD.get(normal);
      if (said) return said;
      if (types[i] !== 'word' || SKINCARE_WORDS.has(normal) || ids[i] < firstUnknownId) return normal;
      const fixed = fuzzyCorrect(normal, fuse);
      if (!fixed) return normal;
      corrections.push({ from: normal, to: fixed });
      return fixed;
    });

    // Negation scope: after a cue, up to a window of words, stopping at punctuation or a clause boundary.
    const sentenceText = words.join(' ');
    const neverUntilNow = /\b(until|till|up until) (now|recently|this|last)\b/.test(sentenceText);
    const negated = new Array<boolean>(words.length).fill(false);
    for (let i = 0; i < words.length; i++) {
      const cue = words[i];
      if (!NEGATION_CUES.has(cue)) continue;
      if (cue === 'never' && neverUntilNow) continue;
      const following = words.slice(i + 1, i + 5).join(' ');
      if (PSEUDO_NEGATION.test(following)) continue;
      const window = cue === 'without' ? WITHOUT_WINDOW : NEGATION_WINDOW;
      for (let j = i + 1, n = 0; j < words.length && n < window; j++) {
        if (types[j] !== 'word' && types[j] !== 'number') break;
        if (SCOPE_ENDS.has(words[j])) break;
        if (NEGATION_CUES.has(words[j])) continue;
        negated[j] = true;
        n += 1;
      }
    }
    sentences.push(words.map((w, i) => (negated[i] ? w.replace(/\S+/g, 'neg_$&') : w)).join(' '));
  });

  return { sentences, marked: sentences.join(' | '), corrections };
}

// ---- The triage's reading -----------------------------------------------------------------------------------

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\b(can|cann)'?t\b|\bcannot\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\b(do|does|did|is|are|was|were|has|have|had|could|would|should)n'?t\b/g, '$1 not'],
  [/\bi'?m\b/g, 'i am'],
  [/\b(it|that|there|what|he|she)'s\b/g, '$1 is'],
  [/\b(i|you|we|they)'ve\b/g, '$1 have'],
  [/\b(i|you|we|they)'ll\b/g, '$1 will'],
  [/\b(i|you|we|they)'d\b/g, '$1 would'],
];

function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let prevPrev = prev;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      // Swapped neighbours ("isotretnion") count as one edit.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length];
}

const corrections = new Map<string, string>();
/** The vocabulary word a token was probably meant to be ("swolen" → "swollen"), or the token itself. */
function correct(token: string): string {
  if (token.length < 5 || CONCEPT_WORDS.includes(token)) return token;
  const cached = corrections.get(token);
  if (cached) return cached;
  const limit = token.length >= 8 ? 2 : 1;
  let best = token;
  let bestDistance = limit + 1;
  for (const word of CONCEPT_WORDS) {
    // Same first letter: typos rarely change it, and it keeps "hikes" from becoming "hives".
    if (word[0] !== token[0]) continue;
    const d = editDistance(token, word, limit);
    if (d < bestDistance) [best, bestDistance] = [word, d];
  }
  if (corrections.size < 10_000) corrections.set(token, best);
  return best;
}

/** "not", "no", "never had", "without" deny the next few words; "can't breathe" and "won't heal" do not. */
const NEGATION =
  /\b(?:no|without|(?:am|is|are|was|were|been|i|it|they|has|have|had) not|never (?:had|have|been|get|got)|not (?:any|a|got))\b((?: [a-z]+){1,3})/g;
/** A negated phrase the person still asks about ("no idea why my lips swelled") is not a denial. */
const FALSE_NEGATION =
  /^ (?:idea|clue|reason|longer|matter|way|end|doubt|sure|joke|heal\w*|fad\w*|go|gone|going|stop\w*|ok|okay|alright|being|point|hope|future|one|body|left|been out|gone out|seen|slept|eaten|spoken|talked|enjoyed|wanted|me|around|here|born|worth|doing|in a (?:good|great|nice|happy))\b/;

/** The message as the triage's concepts read it (see the top of this file). */
export function conceptText(text: string): string {
  let t = ` ${text.toLowerCase().replace(/[’‘`]/g, "'")} `;
  for (const [re, to] of CONTRACTIONS) t = t.replace(re, to);
  t = t
    .replace(/\b(cant|cnt)\b/g, 'can not')
    .replace(/\bwanna\b/g, 'want to')
    .replace(/\bgonna\b/g, 'going to')
    .replace(/\b(dont|doesnt|didnt|isnt|wasnt|hasnt|havent|wont|couldnt)\b/g, (w) =>
      w === 'wont' ? 'will not' : `${w.slice(0, -2)} not`,
    )
    .replace(/[^a-z0-9.!?;, ]+/g, ' ')
    .replace(/[.!?;]+/g, ' | ')
    .replace(/,/g, ' , ')
    .split(/\s+/)
    .map((w) => (/^[a-z]+$/.test(w) ? correct(w) : w))
    .join(' ');
  // Mask denied words so no concept matches them: "no swelling, just itchy".
  return t.replace(NEGATION, (m, words: string) =>
    FALSE_NEGATION.test(words) ? m : m.slice(0, m.length - words.length) + words.replace(/[a-z]+/g, 'x'),
  );
}
