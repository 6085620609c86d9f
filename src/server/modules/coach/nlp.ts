// Text preparation for the built-in coach: wink-nlp tokenises, splits sentences, expands contractions
// ("don't" → "do not") and tells known English words from unknown ones; fuse.js finds the skincare word an
// unknown token was probably meant to be ("sensitve" → "sensitive"). Negation scope is ours (see 0402):
// wink's own scope runs to the end of the clause ("isn't sensitive and I have wrinkles" negates "wrinkles").
//
// The result is the message as lower-case normalised tokens joined by spaces, sentences joined by " | ",
// with every token inside a negation scope prefixed "neg_" — so a pattern like /\boily\b/ simply does not
// match "not neg_oily".
import Fuse from 'fuse.js';
import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItemSentence, type WinkMethods } from 'wink-nlp';
import { VOCABULARY } from './lexicon';

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
      loaded?.fuse ?? new Fuse([...VOCABULARY], { includeScore: true, threshold: 0.34, ignoreLocation: true });
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
const NEGATION_WINDOW = 6;
const WITHOUT_WINDOW = 2;

function fuzzyCorrect(word: string, fuse: Fuse<string>): string | null {
  if (word.length < 5 || word.length > 24 || !/^[a-z]+$/.test(word)) return null;
  const [best] = fuse.search(word, { limit: 1 });
  if (!best || best.score === undefined || best.score > 0.34) return null;
  const diff = Math.abs(best.item.length - word.length);
  if (diff > (word.length <= 6 ? 1 : 2)) return null;
  return best.item;
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
      if (types[i] !== 'word' || VOCABULARY.has(normal) || ids[i] < firstUnknownId) return normal;
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
    sentences.push(words.map((w, i) => (negated[i] ? `neg_${w}` : w)).join(' '));
  });

  return { sentences, marked: sentences.join(' | '), corrections };
}
