// Which knowledge-table topics a message asks about (issue 29). A topic is asked about when every word group of
// one of its alternatives is found: in the newest message, or, for an ingredient kind, in the conversation so
// far (earlier messages, the products the coach named, what the person uses) — so "can I use the retinal serum
// as well?" after "I use a glycolic toner" is a retinoid-with-acids question. At least one group must be in the
// newest message. A catalogue product named in the message ("the retinal serum") brings its own ingredients.
import type { CatalogueProduct, Conversation, SkinProfile } from '../types';
import { ingredientName } from './recommend';
import { kindsMentioned, kindsOfIngredients, knowledge, type Knowledge, type Topic } from './knowledge-table';
import { whoIsAsking, type Who } from './people';

export type NamedProduct = { product: CatalogueProduct; kinds: Set<string> };

export type QuestionReading = {
  /** Topics asked about, most specific first (at most two are answered). */
  topics: Topic[];
  /** A catalogue product the message names, with the kinds of ingredient it is made of. */
  named: NamedProduct | null;
  /** Ingredient kinds not to recommend: from this message's topics and from earlier turns' statements. */
  ruledOut: Set<string>;
  /** Ingredient kinds in the conversation before this message. */
  contextKinds: Set<string>;
  /**
   * A topic said now or earlier that rules out what she asks to start: the named product ("can I use the retinal
   * serum?" after redness) or a kind of ingredient ("can I start a glycolic toner?"), and which kind.
   */
  heldBy: { topic: Topic; kind: string } | null;
  /** Who the advice is for when the conversation says a child or a teenager (decision 0414). */
  who: Who | null;
  /** A topic of this turn or an earlier statement says no products (a young child's skin: a person first). */
  noProducts: boolean;
  /**
   * A topic's words were said but its notWhen says the message is about something else ("a red rash round my
   * mouth" is not rosacea) and no topic of the table places it: the coach says it can't answer that one well.
   */
  elsewhere: boolean;
};

const TYPE_WORDS = new Set(
  'serum cream cleanser gel mask toner lotion oil balm spf wash fluid peel moisturiser eye night'.split(' '),
);
const STOP_WORDS = new Set(['the', 'and', 'of', 'for', 'with', 'a']);
const tokens = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

/** The kinds a product is made for: its name and its first ingredient (not a supporting extra). */
export function heroKinds(p: CatalogueProduct, k: Knowledge = knowledge()): Set<string> {
  return new Set([...kindsMentioned(p.name, k), ...kindsOfIngredients(p.ingredients.slice(0, 1), k)]);
}

/** "the retinal serum", "the cica cream": a product of the catalogue, by a word of its name and its type. */
export function namedProduct(text: string, catalogue: CatalogueProduct[]): CatalogueProduct | null {
  const said = new Set(tokens(text));
  let best: { product: CatalogueProduct; score: number } | null = null;
  for (const product of catalogue) {
    const name = tokens(product.name).filter((w) => !STOP_WORDS.has(w));
    const distinctive = name.filter((w) => !TYPE_WORDS.has(w) && said.has(w)).length;
    const typed = name.some((w) => TYPE_WORDS.has(w) && said.has(w));
    if (distinctive === 0 || !typed) continue;
    if (!best || distinctive > best.score) best = { product, score: distinctive };
  }
  return best?.product ?? null;
}

/** A question, with or without its question mark ("whats the best spf", "retinal vs retinol", "any tips"). */
const QUESTION =
  /\?|^(?:what|whats|wat|wats|how|hows|is|are|does|do|can|could|should|would|will|why|which|when|where|who|i heard|any)\b|\b(?:vs|versus|any tips|any advice|any good|worth it|worth the money|worth buying|is it normal|is that normal|is this normal|is it ok|is it okay|should i|can i|do i need|i wonder|wondering|is (?:that|it|this) true|true that|a thing|what do i|what should i|what can i|how do i|how can i|how should i|what would you|which one|yes or no|or not|wants to know|want to know|i heard|ive heard|i've heard|should (?:she|he|we|they)|too young|too old|is there|are there|can you|could you|would you|do you|what(?:'?s| is) the best|how long|how often|how much|how many|what helps|what works|any ideas|any suggestions|help me|is that ok(?:ay)?|do i still|do i stop|can i go back|can i still|should i still|who (?:do|should|can) i)\b/;

/** What a topic is matched against: this message, and what came before it. */
type Said = {
  /** The prepared message, negated words marked ("not neg_pregnant"). */
  marked: string;
  /** For questions, the message as written too (the typo corrector can take "actives" for "reactive"). */
  written: string;
  kinds: Set<string>;
  earlierText: string;
  earlierKinds: Set<string>;
  /** The kinds of her own earlier words and products, without those of the products the coach named. */
  herEarlierKinds: Set<string>;
  isQuestion: boolean;
};

/**
 * How a topic is asked: 0 not asked, 1 with a word group found only in what came before, 2 wholly in this message
 * (asked first when two topics are).
 */
function askedHow(topic: Topic, said: Said, ignoreNotWhen = false): 0 | 1 | 2 {
  if (!said.isQuestion && !topic.answersStatements) return 0;
  // Statements are read with their negations ("I'm not pregnant"); questions as written too (the typo corrector can
  // take "actives" for "reactive"), unless the word is negated ("can I use retinol if I'm not pregnant?").
  const inWritten = (re: RegExp) => {
    const found = re.exec(said.written)?.[0];
    return found !== undefined && !said.marked.includes(`neg_${found.trim().split(/\s+/)[0]}`);
  };
  const inMessage = (re: RegExp) =>
    re.test(said.marked) || ((said.isQuestion || !topic.answersStatements) && inWritten(re));
  if (!ignoreNotWhen && topic.notWhen && inMessage(topic.notWhen)) return 0;
  let best: 0 | 1 | 2 = 0;
  for (const alternative of topic.asks) {
    let fromMessage = 0;
    let fromBefore = 0;
    for (const group of alternative) {
      if ((group.words && inMessage(group.words)) || group.kinds.some((k) => k !== 'product' && said.kinds.has(k)))
        fromMessage += 1;
      // Naming one of our products is found, but not by itself asking about a topic ("should I patch test the cica
      // cream?" after stinging is about patch testing, not a reaction to the cream).
      else if (group.kinds.includes('product') && said.kinds.has('product')) continue;
      // A topic that is answered alone (a reaction, a prescription) is not half-asked by the products the coach
      // named: "some are red" after it suggested an acid is about her marks, not a reaction to the acid.
      else if (
        group.words?.test(said.earlierText) ||
        group.kinds.some((k) => (topic.alone ? said.herEarlierKinds : said.earlierKinds).has(k))
      )
        fromBefore += 1;
      else {
        fromMessage = 0;
        break;
      }
    }
    if (fromMessage > 0) best = Math.max(best, fromBefore === 0 ? 2 : 1) as 1 | 2;
  }
  return best;
}
const asked = (topic: Topic, said: Said, ignoreNotWhen = false) => askedHow(topic, said, ignoreNotWhen) > 0;

/** The knowledge topics of this turn. `text` is the prepared (typo-corrected, negation-marked) message. */
export function readQuestion(
  conversation: Conversation,
  text: string,
  profile: SkinProfile,
  catalogue: CatalogueProduct[],
  k: Knowledge = knowledge(),
): QuestionReading {
  const product = namedProduct(text, catalogue);
  const named = product ? { product, kinds: heroKinds(product, k) } : null;
  // A kind is named even in a negated phrase ("you shouldn't mix vitamin C and niacinamide").
  const messageKinds = new Set([...kindsMentioned(text.replace(/\bneg_/g, ''), k), ...(named?.kinds ?? [])]);
  // "@product" in a topic's words: one of our products is named in this message.
  if (named) messageKinds.add('product');

  const herKinds = new Set<string>();
  const coachKinds = new Set<string>();
  const ruledOut = new Set<string>();
  const stated: Topic[] = [];
  const earlierTexts: string[] = [];
  let whoBefore: Who | null = null;
  for (const turn of conversation.history) {
    if (turn.role === 'user') {
      const earlier = turn.content.toLowerCase();
      earlierTexts.push(earlier);
      whoBefore = whoIsAsking(earlier) ?? whoBefore;
      for (const kind of kindsMentioned(earlier, k)) herKinds.add(kind);
      // What an earlier statement ruled out still holds ("my cheeks go red and sting… bumps": no acids).
      const said: Said = {
        marked: earlier,
        written: earlier,
        kinds: kindsMentioned(earlier, k),
        earlierText: earlierTexts.slice(0, -1).join(' | '),
        earlierKinds: new Set(),
        herEarlierKinds: new Set(),
        isQuestion: false,
      };
      for (const t of k.topics)
        if (t.answersStatements && asked(t, said)) {
          stated.push(t);
          for (const r of t.rulesOut) ruledOut.add(r);
        }
    } else {
      for (const p of catalogue)
        if (turn.content.includes(p.name)) for (const kind of heroKinds(p, k)) coachKinds.add(kind);
    }
  }
  for (const label of profile.currentProducts) for (const kind of kindsMentioned(label, k)) herKinds.add(kind);
  const contextKinds = new Set([...herKinds, ...coachKinds]);

  const said: Said = {
    marked: text,
    written: conversation.message.toLowerCase(),
    kinds: messageKinds,
    earlierText: earlierTexts.join(' | '),
    earlierKinds: contextKinds,
    herEarlierKinds: herKinds,
    isQuestion: QUESTION.test(text),
  };
  // Who the advice is for, said now or earlier: its topic is answered now, its rules hold from then on.
  const whoNow = whoIsAsking(conversation.message);
  const who = whoNow ?? whoBefore;
  for (const t of k.topics)
    if (t.who && t.who === who && !whoNow && !stated.includes(t)) {
      stated.push(t);
      for (const r of t.rulesOut) ruledOut.add(r);
    }
  const how = new Map(k.topics.map((t) => [t, askedHow(t, said)]));
  let topics = k.topics
    .filter((t) => how.get(t)! > 0 || (t.who !== undefined && t.who === whoNow))
    .sort((a, b) => (how.get(b) === 2 ? 1 : 0) - (how.get(a) === 2 ? 1 : 0));
  // A reaction or a prescription is answered first, followed at most by what is going on with the skin (a topic
  // said as well as asked: over-exfoliation, a niacinamide flush), never a pairing or how to start something;
  // otherwise who is asking comes first.
  const alone = topics.find((t) => t.alone);
  topics = alone
    ? [alone, ...topics.filter((t) => t !== alone && !t.alone && !t.who && t.answersStatements)].slice(0, 2)
    : [...topics.filter((t) => t.who), ...topics.filter((t) => !t.who)].slice(0, 2);
  if (alone) for (const t of k.topics) if (t.who && t.who === whoNow) for (const r of t.rulesOut) ruledOut.add(r);
  // "Can I use the retinal serum as well?" with nothing it clashes with: how to start it.
  if (topics.length === 0 && named && said.isQuestion)
    topics = k.topics
      .filter((t) => t.whenProductNamed && t.asks.flat().some((g) => g.kinds.some((kind) => named.kinds.has(kind))))
      .slice(0, 1);
  // "Which is which?" after "acne scars and dark marks": a question with no topic or product of its own follows up
  // what she said last, so that turn's topics answer it (never a reaction or a prescription: she says those).
  if (topics.length === 0 && !named && said.isQuestion) {
    const last = conversation.history.findLast((t) => t.role === 'user')?.content.toLowerCase();
    if (last) {
      const lastSaid: Said = {
        marked: last,
        written: last,
        kinds: kindsMentioned(last, k),
        earlierText: '',
        earlierKinds: new Set(),
        herEarlierKinds: new Set(),
        isQuestion: true,
      };
      topics = k.topics.filter((t) => !t.alone && !t.who && askedHow(t, lastSaid) === 2).slice(0, 2);
    }
  }
  // A product or an active that the skin she described rules out is not started now, however it pairs.
  const asksAbout = named ? named.kinds : messageKinds;
  let heldBy: QuestionReading['heldBy'] = null;
  if (said.isQuestion)
    // A reaction answered now says to stop the product itself; it holds off others only in later turns.
    for (const topic of [...topics.filter((t) => !t.alone), ...stated]) {
      const kind = topic.rulesOut.find((r) => asksAbout.has(r));
      if (kind && (named ? topic.holdOff : topic.holdOffKind)) {
        heldBy = { topic, kind };
        break;
      }
    }
  if (heldBy) topics = topics.filter((t) => !t.whenProductNamed);
  // Held off by a prescription said earlier: that topic again, not a pairing or how to start it. A reaction said
  // earlier is not said again about the product she asks for now ("Stop using {product}"): the hold-off line is it.
  if (heldBy?.topic.alone)
    topics = heldBy.topic.points.some((point) => point.includes('{product}')) ? [] : [heldBy.topic];
  for (const t of topics) for (const r of t.rulesOut) ruledOut.add(r);
  const noProducts = [...topics, ...stated, ...k.topics.filter((t) => t.who && t.who === who)].some(
    (t) => t.noProducts,
  );
  const elsewhere =
    topics.length === 0 &&
    !heldBy &&
    k.topics.some((t) => t.notWhen && t.adviseAs && !asked(t, said) && asked(t, said, true));
  return { topics, named, ruledOut, contextKinds, heldBy, who, noProducts, elsewhere };
}

/**
 * The topic's hold-off line: "I'd hold off on the Retinal 0.1% Renewal Serum for now: …" for a named product, "I'd
 * hold off on exfoliating acids (AHAs and BHAs) for now: …" for a kind of ingredient.
 */
export function holdOffLine(
  named: NamedProduct | null,
  held: NonNullable<QuestionReading['heldBy']>,
  k: Knowledge = knowledge(),
): string | null {
  const info = k.kinds.get(held.kind);
  if (!info) return null;
  if (!named) return held.topic.holdOffKind?.replace('{label}', info.label) ?? null;
  const ingredient = named.product.ingredients.find((i) => info.ingredient.test(i));
  if (!held.topic.holdOff || !ingredient) return null;
  return held.topic.holdOff
    .replace('{product}', named.product.name)
    .replace('{ingredient}', ingredientName(ingredient))
    .replace('{called}', info.called ?? info.label);
}

/** "The Retinal 0.1% Renewal Serum contains Retinaldehyde 0.1%, a retinoid." */
export function namedProductLine(named: NamedProduct, k: Knowledge = knowledge()): string | null {
  for (const kind of named.kinds) {
    const info = k.kinds.get(kind);
    const ingredient = named.product.ingredients.find((i) => info?.ingredient.test(i));
    if (info?.called && ingredient)
      return `The ${named.product.name} contains ${ingredientName(ingredient)}, ${info.called}.`;
  }
  return null;
}
