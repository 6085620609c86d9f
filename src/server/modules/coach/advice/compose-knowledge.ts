// Answers to a direct question, before (or instead of) products: the knowledge table's key points for the
// topics asked about (patch testing, pairings, pregnancy, sun care, introducing an active, redness that may be
// rosacea), routine tips, and what an ingredient does.
import { clashRulesBetween } from './clashes';
import { INGREDIENTS, routineTips } from './ingredients';
import { kindsOfIngredients, type Topic } from './knowledge-table';
import { productsWith } from './recommend';
import type { AnswerContext, Composed } from './context';
import { ALREADY_USES, reactingProduct } from './people';
import { holdOffLine, namedProductLine } from './questions';
import { list, TEXTS } from './texts';

/**
 * A pairing topic's sources, with those of the clash rules between its two kinds: the routine builder warns from
 * the same rules (decision 0310), so the coach names where that advice comes from.
 */
function sourcesOf(topic: Topic) {
  const [pair, ...others] = topic.asks;
  const kinds = pair.map((g) => (g.words === null && g.kinds.length === 1 ? g.kinds[0] : null));
  if (others.length > 0 || kinds.length !== 2 || !kinds[0] || !kinds[1]) return topic.sources;
  return [...topic.sources, ...clashRulesBetween(kinds[0], kinds[1]).flatMap((rule) => rule.sources)];
}

/** The key points of the topics asked about, with the named product first; null when no topic was asked. */
export function topicLead(ctx: AnswerContext): { parts: string[]; sources: string } | null {
  const { topics, named, heldBy } = ctx.reading;
  if (topics.length === 0 && !heldBy) return null;
  const parts: string[] = [];
  // A reaction answered now starts with stopping the product, not with what it contains.
  const productLine = heldBy
    ? holdOffLine(named, heldBy)
    : named && !topics.some((t) => t.alone) && namedProductLine(named);
  if (productLine) parts.push(productLine);
  // "Stop using {product}": the product a reaction is to, as the message names it.
  const fill = (point: string) =>
    point.includes('{product}')
      ? point.replace('{product}', reactingProduct(ctx.conversation.message, named?.product ?? null))
      : point;
  // A point that names one of our products made of something ruled out here (a retinoid serum in pregnancy) is
  // left out: an answer never offers what the conversation rules out.
  const offersRuledOut = (point: string) =>
    ctx.catalogue.some(
      (p) => point.includes(p.name) && [...kindsOfIngredients(p.ingredients)].some((k) => ctx.reading.ruledOut.has(k)),
    );
  for (const topic of topics)
    for (const written of topic.points) {
      const point = fill(written);
      // "Stop using {product}" names the product to stop, not one to start.
      if (!parts.includes(point) && (written !== point || !offersRuledOut(point))) parts.push(point);
    }
  const cited = heldBy && !topics.includes(heldBy.topic) ? [heldBy.topic, ...topics] : topics;
  const sources = [...new Map(cited.flatMap(sourcesOf).map((s) => [s.url, s])).values()]
    .slice(0, 3)
    .map((s) => `${s.publisher}, ${s.title.replace(/\s*\(patient information leaflet\)/, '')}`);
  return { parts, sources: sources.length ? TEXTS.sources(sources.join('; ')) : '' };
}

const WHOM_TO_SEE = /\b(?:pharmacist|GP|doctor|dermatologist|nurse|midwife|111|999|A&E)\b/;
const REASSURES = /\b(?:normal|harmless|nothing to worry)\b/i;

/** A text's words of four letters or more, to tell a point already made in other words. */
const wordsOf = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.replace(/s$/, '')));

/**
 * What the knowledge table adds after a safety answer that is not an emergency (decision 0417): "see your GP
 * today about the hives" is followed by what helps until then. No product of ours is named (a professional comes
 * first), no "stop using {product}" (the safety answer says what to stop), and no point the answer has already
 * made in other words. After "get this seen today", nothing says whom to see when (a pharmacist "in a few days"
 * would undo it) and nothing reassures ("a faint tingle can be normal").
 */
export function pointsAfterSafetyAnswer(
  ctx: AnswerContext,
  said: string,
  today: boolean,
): { parts: string[]; sources: string } | null {
  const lead = topicLead(ctx);
  if (!lead) return null;
  const saidWords = wordsOf(said);
  const parts: string[] = [];
  for (const part of lead.parts) {
    if (part.includes('{product}') || said.includes(part)) continue;
    if (ctx.catalogue.some((p) => part.includes(p.name))) continue;
    if (today && (WHOM_TO_SEE.test(part) || REASSURES.test(part))) continue;
    const words = [...wordsOf(part)];
    const known = words.filter((w) => saidWords.has(w)).length;
    if (words.length > 0 && known / words.length >= 0.6) continue;
    parts.push(part);
    for (const w of words) saidWords.add(w);
  }
  return parts.length > 0 ? { parts, sources: lead.sources } : null;
}

/** A question answered from the knowledge table, routine tips or ingredient facts, without product advice. */
export function composeKnowledge(ctx: AnswerContext): Composed | null {
  const { turn } = ctx.analysis;
  const lead = topicLead(ctx);
  // A question about a product or a topic, with no new concern and no products asked for, is answered directly.
  // "Is it ok to use the glycolic peel and the retinol on the same night?" asks about what she uses, not for more.
  const aboutHerOwn = ALREADY_USES.test(ctx.conversation.message) && turn.concerns.length === 0;
  const direct =
    !ctx.advising || (!ctx.hasNewConcerns && ((!turn.wantsProducts && turn.productTypes.length === 0) || aboutHerOwn));
  if (lead && direct) {
    return {
      response: [...lead.parts, ...(ctx.known || ctx.reading.noProducts ? [] : [TEXTS.askAboutSkin]), lead.sources]
        .filter(Boolean)
        .join(' '),
      // A pointer elsewhere (a medicine, an order, a health question outside skincare) is not advice the coach is
      // sure of: a topic that is alone and offers no products answers with low confidence.
      confidence: ctx.reading.topics.every((t) => t.alone && t.noProducts) && ctx.reading.topics.length > 0 ? 0.4 : 0.8,
      productRecommendations: [],
      asked: ctx.known ? [] : ['concerns'],
    };
  }
  if (lead) return null;

  const text = ctx.text;
  if (
    !ctx.hasNewConcerns &&
    turn.wantsRoutine &&
    !turn.wantsProducts &&
    (!ctx.known || !/\b(?:my|me|i)\b/.test(text))
  ) {
    return {
      response: `${routineTips(text).join(' ')}${ctx.known ? '' : ` ${TEXTS.askAboutSkin}`}`,
      confidence: 0.72,
      productRecommendations: [],
      asked: ctx.known ? [] : ['concerns'],
    };
  }
  const ingredient = INGREDIENTS.find((i) => i.mention.test(text));
  const isQuestion = /\?|^(?:what|how|is|are|does|do|can|should|why|tell|explain)\b/.test(text);
  if (!ctx.hasNewConcerns && ingredient && isQuestion && !turn.wantsRoutine) {
    const products = productsWith(ctx.catalogue, ingredient.ingredient, ingredient.does, ctx.analysis.profile);
    const inRange = products.length > 0 ? ` ${TEXTS.inOurRange(list(products.map((p) => `the ${p.name}`)))}` : '';
    return {
      response: `${ingredient.text}${inRange}`,
      confidence: 0.75,
      productRecommendations: products,
      asked: ctx.known ? [] : ['concerns'],
    };
  }
  return null;
}
