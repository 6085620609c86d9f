// Product advice: what is probably going on, the catalogue products that fit (each with a reason from its own
// ingredients), routine steps when asked, safety notes and the follow-up questions. After a direct question
// (compose-knowledge.ts) the answer comes first and the products follow.
import { CONCERN_BY_KEY } from '../reading/lexicon';
import { routineTips } from './ingredients';
import { recommendProducts, type Recommendation } from './recommend';
import { routineText } from './compose-routine';
import { topicLead } from './compose-knowledge';
import type { AnswerContext, Composed } from './context';
import { pickFollowUps } from './follow-up-choice';
import { ALREADY_USES } from './people';
import { knowledge } from './knowledge-table';
import { EXPLANATIONS, list, TEXTS } from './texts';

/** Concerns of skin that is reacting: no exfoliating acids or retinoids while they are in the conversation. */
const REACTIVE = new Set(['reaction', 'redness', 'rosacea']);
/**
 * Skin reacting now gets no new active in the same answer, however calming it is said to be (decision 0414), and
 * niacinamide counts: some skin flushes with it, and a reaction is the time for the plainest products (0417).
 */
const NO_ACTIVES_WHILE_REACTING = [
  'niacinamide',
  'exfoliating_acid',
  'retinoid',
  'vitamin_c',
  'benzoyl_peroxide',
  'azelaic_acid',
  'scrub',
  'sulphur',
  'fragrance',
  'menthol',
  'alcohol',
];
const ACNE_LIKE = new Set(['acne', 'hormonal_acne', 'blackheads']);
/** A point that says when to see a pharmacist, GP, midwife or prescriber, or to call 111 or 999. */
const SEE_SOMEONE = /\b(?:pharmacist|GP|doctor|midwife|prescriber|dermatologist|111|999)\b/;
const TAKES_WEEKS = new Set(['acne', 'hormonal_acne', 'pigmentation', 'post_acne_marks', 'melasma', 'fine_lines']);

function explain(concern: string, ctx: AnswerContext, triggers: Set<string>): string | null {
  const entry = EXPLANATIONS[concern];
  if (!entry) return null;
  const { profile, turn } = ctx.analysis;
  for (const [key, text] of Object.entries(entry.when ?? {})) {
    if (!triggers.has(key) && profile.skinType !== key) continue;
    // The dryness explanation already covers the weather.
    if (key === 'weather' && entry === EXPLANATIONS.reaction && turn.concerns.includes('dryness')) return null;
    return text;
  }
  return entry.text;
}

function confidenceOf(ctx: AnswerContext, recs: Recommendation[], turnConcerns: string[]): number {
  const { profile, turn } = ctx.analysis;
  let confidence = 0.45;
  if (ctx.hasNewConcerns) confidence += 0.25;
  else if (ctx.known) confidence += 0.15;
  if (profile.skinType) confidence += 0.08;
  if (profile.sensitivity) confidence += 0.04;
  if (recs.length > 0) confidence += 0.08 * Math.min(1, recs[0].score / 5);
  else confidence -= 0.1;
  confidence -= Math.min(0.15, 0.05 * turn.prepared.corrections.length);
  if (new Set(turnConcerns.map((k) => CONCERN_BY_KEY.get(k)?.category)).size >= 4) confidence -= 0.05;
  // Earlier red flags still colour the advice.
  if (profile.redFlags.length > 0) confidence = Math.min(confidence, 0.65);
  return confidence;
}

export function composeAdvice(ctx: AnswerContext): Composed {
  const { turn, profile } = ctx.analysis;
  const { topics, ruledOut } = ctx.reading;
  const lead = topicLead(ctx);
  const triggers = new Set<string>(turn.triggers);
  const adviseAs = topics.find((t) => t.adviseAs)?.adviseAs;
  let turnConcerns = ctx.hasNewConcerns ? turn.concerns : [];
  // Bumps with redness that may be rosacea are advised as rosacea, not as breakouts.
  if (adviseAs) turnConcerns = [adviseAs, ...turnConcerns.filter((k) => !ACNE_LIKE.has(k) && k !== adviseAs)];
  const focus = (turnConcerns.length > 0 ? turnConcerns : profile.concerns.slice(-3)).slice(0, 3);
  const categoryCount = new Set(profile.concerns.map((k) => CONCERN_BY_KEY.get(k)?.category)).size;
  const reactingNow = turn.concerns.some((k) => k === 'reaction' || k === 'redness');
  const reactive = reactingNow || profile.concerns.some((k) => REACTIVE.has(k)) || adviseAs !== undefined;
  const limit =
    turn.productTypes.length > 0 && turnConcerns.length === 0 ? 2 : categoryCount >= 2 || turn.wantsRoutine ? 4 : 3;
  // The product she is reacting to is never offered back to her ("the cica cream gave me a rash"), nor one she says
  // she uses already ("started the tranexamic serum last week… purging?"): she asks about it, not for it.
  const usesIt = ALREADY_USES.test(ctx.conversation.message);
  const reactingTo = reactingNow || usesIt || topics.some((t) => t.alone) ? ctx.reading.named?.product.id : undefined;
  const recs = ctx.reading.noProducts
    ? []
    : recommendProducts(reactingTo ? ctx.catalogue.filter((p) => p.id !== reactingTo) : ctx.catalogue, {
        turnConcerns,
        profile: adviseAs ? { ...profile, concerns: profile.concerns.filter((k) => !ACNE_LIKE.has(k)) } : profile,
        productTypes: turn.productTypes,
        areas: turn.areas,
        irritatedByActives: reactive,
        ruledOut: reactingNow ? new Set([...ruledOut, ...NO_ACTIVES_WHILE_REACTING]) : ruledOut,
        addSpf: topics.some((t) => t.recommendsSpf),
        limit,
      });

  const parts: string[] = [];
  if (ctx.firstConsultTurn && ctx.name) parts.push(TEXTS.thanksForSharing(ctx.name));
  else if (!ctx.hasNewConcerns && ctx.updated) parts.push(TEXTS.thatHelps);
  // When to see someone comes after what to do in the shop: a topic's last point, when it says so.
  const seeSomeone =
    lead && lead.parts.length > 1 && recs.length > 0 && SEE_SOMEONE.test(lead.parts[lead.parts.length - 1])
      ? lead.parts[lead.parts.length - 1]
      : null;
  if (lead) parts.push(...lead.parts.filter((p) => p !== seeSomeone));
  else if (!ctx.hasNewConcerns && !ctx.firstConsultTurn) {
    const facts = [
      profile.skinType ? `${profile.skinType} skin` : '',
      profile.sensitivity === 'sensitive' ? 'sensitive' : '',
      ...profile.concerns
        .filter((k) => !profile.skinType || (k !== 'oiliness' && k !== 'dryness'))
        .slice(-3)
        .map((k) => CONCERN_BY_KEY.get(k)?.label ?? ''),
    ].filter(Boolean);
    if (facts.length > 0) parts.push(TEXTS.basedOn(facts.join(', '), ctx.updated));
  }
  // The key points of a topic say what is going on; without one, the concerns are explained.
  const explained = new Set<string>();
  for (const concern of !lead && (ctx.hasNewConcerns || ctx.firstConsultTurn) ? focus : []) {
    const text = explain(concern, ctx, triggers);
    if (text && !explained.has(text) && explained.size < 2) {
      explained.add(text);
      parts.push(text);
    }
  }
  if (new Set(turnConcerns.map((k) => CONCERN_BY_KEY.get(k)?.category)).size >= 3) parts.push(TEXTS.manyThings);
  // A topic answered says what to do with the active (a tingle that is common, how to use it less): no blanket pause.
  if (reactingNow && triggers.has('actives') && !lead) parts.push(TEXTS.pauseActives);

  if (recs.length > 0) {
    const names = list(recs.map((r) => `the ${r.name}`));
    parts.push(lead ? TEXTS.suggestAfterAnswer(names) : TEXTS.suggest(names));
    if (turn.wantsRoutine) {
      parts.push(routineText(recs));
      parts.push(...routineTips(ctx.text).filter((tip) => !tip.startsWith('Apply from the thinnest')));
    }
    const retinoid = recs.find((r) => /retin/i.test(`${r.name} ${r.ingredient ?? ''}`));
    if (retinoid && !lead) parts.push(TEXTS.retinoidStart);
    const acid = recs.find((r) => /glycolic|mandelic|lactic|peel|toner/i.test(`${r.name} ${r.ingredient ?? ''}`));
    if (retinoid && acid) parts.push(TEXTS.acidsAndRetinoids);
  } else if (!ctx.reading.noProducts && !topics.some((t) => t.who)) {
    parts.push(TEXTS.noMatch);
  }
  if (seeSomeone) parts.push(seeSomeone);
  const leftOut = [...ruledOut].filter((k) => k !== 'retinoid' || !profile.pregnant);
  if (turn.productTypes.length > 0 && leftOut.length > 0 && !lead) {
    const labels = leftOut.map((k) => knowledge().kinds.get(k)?.label ?? k);
    parts.push(TEXTS.leftOut(list(labels.slice(0, 3))));
  }
  if (profile.pregnant && !lead) parts.push(TEXTS.pregnantNoRetinoids);
  const concernSet = new Set(focus);
  if (
    (concernSet.has('hormonal_acne') || concernSet.has('acne')) &&
    (triggers.has('hormones') || concernSet.has('hormonal_acne'))
  )
    parts.push(TEXTS.hormonalGp);
  if ((concernSet.has('rosacea') && !adviseAs) || concernSet.has('eczema')) parts.push(TEXTS.persistentGp);
  if ([...concernSet].some((c) => TAKES_WEEKS.has(c)) && recs.length > 0) parts.push(TEXTS.giveItWeeks);
  const asked = pickFollowUps(profile, recs);
  if (asked.length > 0 && recs.length > 0) parts.push(TEXTS.fineTune);
  if (profile.redFlags.length > 0) parts.push(TEXTS.earlierConcern);
  if (lead?.sources) parts.push(lead.sources);

  return {
    response: parts.join(' '),
    confidence: confidenceOf(ctx, recs, turnConcerns),
    productRecommendations: recs.map(({ name, priority, reason, productId }) => ({
      name,
      priority,
      reason,
      productId,
    })),
    asked,
  };
}
