// The built-in coach (default, no network): reads the conversation (analyse.ts), picks catalogue products
// (recommend.ts) and writes a short, honest answer from templates. Red flags always win: advice to see a
// GP, pharmacist or dermatologist, confidence below 0.7 and no products.
import type { QuestionCategory } from '@shared/question-categories';
import { analyseConversation, type ConversationAnalysis } from './analyse';
import type { Advice, CatalogueProduct, CoachEngine, Conversation, SkinProfile } from './engine';
import { FOLLOW_UPS, type FollowUpKey } from './follow-ups';
import { CONCERN_BY_KEY } from './categories/lexicon';
import { INGREDIENTS, routineTips } from './knowledge';
import { productsWith, recommendProducts, type Recommendation } from './recommend';
import { triage } from './triage';
import { redFlagAdvice } from './triage/message-flags';
import { categorise } from './categories/classifier';
import {
  conversationTexts,
  encodeSentences,
  NO_SENTENCE_VECTORS,
  type SentenceVectors,
} from './categories/sentence-encoder';

export type BuiltinOptions = { supportEmail?: string; log?: { warn(obj: object, msg: string): void } };

export function createBuiltinEngine(options: BuiltinOptions = {}): CoachEngine {
  return {
    name: 'builtin',
    advise: (conversation, catalogue) => adviseBuiltin(conversation, catalogue, options),
  };
}

/**
 * The conversation's sentence vectors. If the encoder cannot run, the categories come from the other features
 * (words, word vectors, rules): the coach keeps answering, and the triage never depended on it.
 */
async function sentencesOf(conversation: Conversation, options: BuiltinOptions): Promise<SentenceVectors> {
  try {
    return await encodeSentences(conversationTexts(conversation));
  } catch (error) {
    options.log?.warn(
      { err: error instanceof Error ? { message: error.message, name: error.name } : undefined },
      'coach sentence encoder unavailable; categories without sentence vectors',
    );
    return NO_SENTENCE_VECTORS;
  }
}

/** The built-in engine's answer: the conversation's sentence vectors are encoded, then the answer is built. */
export async function adviseBuiltin(
  conversation: Conversation,
  catalogue: CatalogueProduct[],
  options: BuiltinOptions = {},
): Promise<Advice> {
  return answer(conversation, catalogue, options, await sentencesOf(conversation, options));
}

type Context = { analysis: ConversationAnalysis; triggers: Set<string>; areas: Set<string> };

/** What is probably going on, per concern, in plain words. */
function explain(concern: string, ctx: Context): string | null {
  const t = ctx.triggers;
  switch (concern) {
    case 'acne':
      return t.has('hormones')
        ? 'Breakouts that flare around your period are usually hormonal: hormones step up oil production, and that oil plus dead skin clogs pores.'
        : 'Breakouts start when oil and dead skin clog pores and the trapped bacteria inflame them.';
    case 'hormonal_acne':
      return 'Breakouts along the chin and jawline often follow a hormonal pattern: hormones step up oil production there, and that oil clogs pores.';
    case 'blackheads':
      return 'Blackheads are pores plugged with oil and dead skin that darkens when it meets the air, so the aim is to dissolve the plug rather than squeeze it.';
    case 'body_acne':
      return 'Breakouts on the back and chest have the same cause as facial spots (clogged pores), and sweat and tight clothing make them worse.';
    case 'oiliness':
      if (ctx.analysis.profile.skinType === 'combination')
        return 'Combination skin is oilier across the forehead, nose and chin than on the cheeks, so the aim is to balance the T-zone without drying out the rest.';
      return 'Oily skin makes more sebum than it needs. Stripping it tends to backfire, so the aim is to balance oil and keep pores clear without drying your skin out.';
    case 'large_pores':
      return 'Pores look bigger when they fill with oil; keeping them clear and controlling shine makes them far less visible.';
    case 'dryness':
      if (t.has('weather'))
        return 'Central heating and cold air pull moisture out of the skin, and a barrier short of lipids cannot hold it in, hence the tightness and flaking.';
      if (t.has('actives'))
        return 'Dryness and flaking after exfoliating acids or retinoids usually means the skin barrier is overworked.';
      return 'Tightness and flaking mean your skin barrier is short of the lipids that hold moisture in.';
    case 'dehydration':
      return 'Dehydrated skin is short of water rather than oil, so it can feel tight even when it still gets shiny.';
    case 'rough_body':
      return 'Rough, bumpy skin on the arms or legs is often keratosis pilaris: harmless plugs of keratin that soften with gentle exfoliation and rich moisture.';
    case 'sensitivity':
    case 'reaction':
    case 'redness':
      if (t.has('actives'))
        return 'Redness and stinging after exfoliating usually means the skin barrier is irritated: its protective outer layer has been stripped, so products that were fine before now sting.';
      if (t.has('new_product'))
        return 'Stinging or redness after a new product suggests your skin is reacting to it. Stop using it, and your skin should settle within a few days.';
      if (t.has('weather')) {
        // The dryness explanation already covers the weather.
        if (ctx.analysis.turn.concerns.includes('dryness')) return null;
        return 'Wind, cold and central heating weaken the skin barrier, which makes skin sting and flush more easily.';
      }
      return 'Stinging, itching or redness means your skin is reacting, usually a sign that the skin barrier needs calming and protecting.';
    case 'rosacea':
      return 'Flushing and lasting redness across the cheeks can be a sign of rosacea-prone skin, which reacts to heat, spice, alcohol and harsh products.';
    case 'eczema':
      return 'Eczema-prone skin has a weaker barrier that loses water easily, so it needs gentle cleansing and rich, soothing moisture.';
    case 'fine_lines':
      return 'Fine lines come from collagen slowing down and years of sun exposure. Retinoids and peptides are the best-proven ways to support collagen, and daily SPF protects it.';
    case 'firmness':
      return 'Skin loses firmness as collagen and elastin slow down with age; peptides and retinoids help support them.';
    case 'puffiness':
      return 'Morning puffiness is usually fluid that collects overnight; caffeine and a gentle massage help it drain.';
    case 'dark_circles':
      return 'Dark circles come from thin skin showing the vessels beneath, extra pigment, or both. Brightening ingredients and caffeine help; sleep helps more.';
    case 'pigmentation':
      return t.has('sun')
        ? 'Dark spots and uneven tone are extra melanin, and the sun is the main trigger, which is why they darken in summer.'
        : 'Dark spots and uneven tone come from extra melanin, mostly triggered by sun exposure and inflammation.';
    case 'post_acne_marks':
      return 'The marks left after spots are post-inflammatory hyperpigmentation: extra pigment made while the skin healed. They do fade, and faster with the right actives and daily SPF.';
    case 'melasma':
      return 'Patchy brown marks on the cheeks and upper lip that worsen in summer sound like melasma, which is driven by UV, visible light and hormones. It responds best to gentle, steady treatment and strict sun protection.';
    case 'dullness':
      return 'Dullness is mostly a build-up of dead surface cells and uneven tone; gentle exfoliation and vitamin C bring the glow back.';
    default:
      return null;
  }
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

function routineText(recs: Recommendation[]): string {
  const isRetinoid = (r: Recommendation) => /retin/i.test(r.name) || /retin/i.test(r.ingredient ?? '');
  const isActiveNight = (r: Recommendation) => isRetinoid(r) || /azelaic|acid|peel|gel|spot/i.test(r.name);
  const cleanser = recs.find((r) => r.kind === 'cleanser');
  const moisturisers = recs.filter((r) => r.kind === 'moisturiser');
  const dayCream = moisturisers.find((r) => !/night|overnight/i.test(r.name));
  const nightCream = moisturisers.find((r) => /night|overnight/i.test(r.name)) ?? dayCream;
  const eye = recs.find((r) => r.kind === 'eye');
  const spf = recs.find((r) => r.kind === 'spf');
  const serums = recs.filter((r) => r.kind === 'serum');
  const morningSerum = serums.find((r) => !isActiveNight(r));
  const eveningSerum = serums.find((r) => isActiveNight(r)) ?? (morningSerum ? undefined : serums[0]);
  const morning = [
    cleanser?.name ?? 'a gentle cleanse',
    morningSerum?.name,
    dayCream?.name ?? 'moisturiser',
    spf?.name ?? 'SPF 30 or higher',
  ].filter(Boolean);
  const evening = [
    cleanser?.name ?? 'cleanse',
    eveningSerum?.name,
    eye?.name,
    nightCream?.name ?? 'moisturiser',
  ].filter(Boolean);
  const extras = recs
    .filter((r) => r.kind === 'mask' || r.kind === 'exfoliant')
    .map((r) => `the ${r.name} once or twice a week`);
  return `A simple routine. Morning: ${morning.join(', then ')}. Evening: ${evening.join(', then ')}.${extras.length ? ` Add ${list(extras)}.` : ''}`;
}

function pickFollowUps(profile: SkinProfile, recs: Recommendation[]): FollowUpKey[] {
  const keys: FollowUpKey[] = [];
  const categories = new Set(profile.concerns.map((k) => CONCERN_BY_KEY.get(k)?.category));
  if (profile.concerns.length === 0) return ['concerns'];
  if (!profile.skinType) keys.push('skinType');
  const hasActives = recs.some((r) => /acid|retin|peel|vitamin c|azelaic/i.test(`${r.name} ${r.ingredient ?? ''}`));
  if (!profile.sensitivity && (hasActives || recs.length === 0)) keys.push('sensitivity');
  if (categories.has('anti_aging') && profile.retinoidExperience === undefined && !profile.pregnant)
    keys.push('retinoid');
  if ((categories.has('pigmentation') || categories.has('anti_aging')) && profile.usesSpfDaily === undefined)
    keys.push('spf');
  if (profile.currentProducts.length === 0) keys.push('currentProducts');
  return keys.slice(0, 3);
}

const clamp = (n: number) => Math.round(Math.min(0.95, Math.max(0.05, n)) * 100) / 100;

function profileChanged(before: SkinProfile, after: SkinProfile): boolean {
  return (
    before.skinType !== after.skinType ||
    before.sensitivity !== after.sensitivity ||
    before.usesSpfDaily !== after.usesSpfDaily ||
    before.retinoidExperience !== after.retinoidExperience ||
    before.pregnant !== after.pregnant ||
    before.currentProducts.join() !== after.currentProducts.join()
  );
}

/** The answer itself. Pure apart from the lazily loaded language model. */
function answer(
  conversation: Conversation,
  catalogue: CatalogueProduct[],
  options: BuiltinOptions,
  sentences: SentenceVectors,
): Advice {
  // Safety first: the triage layer reads the newest message (with earlier turns for context) before anything else.
  const escalation = triage(conversation);
  const analysis = analyseConversation(conversation);
  const { turn, before, profile } = analysis;
  const redFlags: string[] = [...(escalation?.reasons ?? []), ...analysis.redFlags];
  for (const flag of redFlags) if (!profile.redFlags.includes(flag)) profile.redFlags.push(flag);
  if (escalation) profile.escalation = { urgency: escalation.urgency, reasons: escalation.reasons };
  const categories: QuestionCategory[] = categorise(conversation, sentences);
  const name = profile.firstName;
  const firstConsultTurn = !conversation.history.some((t) => t.role === 'assistant' && !isGreeting(t.content));
  const done = (
    partial: Omit<Advice, 'questionCategories' | 'profile' | 'engine' | 'redFlags'>,
    asked: FollowUpKey[] = [],
  ): Advice => ({
    ...partial,
    followUpQuestions: asked.map((k) => FOLLOW_UPS[k].question),
    confidence: clamp(partial.confidence),
    questionCategories: categories,
    profile: { ...profile, lastAsked: asked },
    redFlags,
    escalation: escalation ?? undefined,
    engine: 'builtin',
  });

  // 1. Red flags: see a professional; no products, no sales push.
  if (escalation) {
    const opening = name ? `Thank you for telling me, ${name}. ` : 'Thank you for telling me. ';
    return done({
      response: opening + escalation.response,
      confidence: escalation.urgency === 'soon' ? 0.45 : 0.3,
      followUpQuestions: [],
      productRecommendations: [],
    });
  }
  // The triage's second reading (alarm words, a pregnancy with a retinoid): safety advice, no products.
  const flagged = escalation ? null : redFlagAdvice(redFlags);
  if (flagged) {
    const opening = name ? `Thank you for telling me, ${name}. ` : 'Thank you for telling me. ';
    return done({
      response: opening + flagged.response,
      confidence: flagged.confidence,
      followUpQuestions: [],
      productRecommendations: [],
    });
  }

  // 2. One of the coach's own follow-up questions, tapped: explain how to answer it.
  if (turn.tapped) {
    return done(
      { response: FOLLOW_UPS[turn.tapped].helper, confidence: 0.9, followUpQuestions: [], productRecommendations: [] },
      [turn.tapped],
    );
  }

  const ctx: Context = { analysis, triggers: new Set(turn.triggers), areas: new Set(turn.areas) };
  const updated = profileChanged(before, profile);
  const known = profile.concerns.length > 0;
  // "I'm combination" in answer to the skin-type question updates the profile; it is not a new problem.
  const skinTypeAnswer =
    turn.concerns.length > 0 &&
    turn.concerns.every((k) => k === 'oiliness' || k === 'dryness') &&
    before.concerns.some((k) => k !== 'oiliness' && k !== 'dryness') &&
    conversation.message.trim().split(/\s+/).length <= 10 &&
    !turn.wantsProducts;
  const hasNewConcerns = turn.concerns.length > 0 && !skinTypeAnswer;

  // 3. Thanks or hello, with nothing else in the message.
  if (turn.gratitude) {
    const spfNote =
      known && profile.usesSpfDaily !== true
        ? ' And remember your SPF every morning, it protects everything else you do.'
        : '';
    return done({
      response: `You're welcome${name ? `, ${name}` : ''}! Give any new routine 6 to 8 weeks to show real results.${spfNote} If anything changes or you have another question, I'm here.`,
      confidence: 0.9,
      followUpQuestions: [],
      productRecommendations: [],
    });
  }
  if (turn.greeting && !known) {
    return done(
      {
        response: `Hello${name ? ` ${name}` : ''}! Tell me what's going on with your skin and I'll suggest what might help.`,
        confidence: 0.9,
        followUpQuestions: [],
        productRecommendations: [],
      },
      ['concerns'],
    );
  }

  const advising =
    hasNewConcerns || (known && (turn.wantsProducts || turn.wantsRoutine || updated)) || turn.productTypes.length > 0;

  // 4. A question about an ingredient, or about routines in general: well-established facts.
  const text = turn.prepared.marked;
  const ingredient = INGREDIENTS.find((i) => i.mention.test(text));
  const isQuestion = /\?|^(?:what|how|is|are|does|do|can|should|why|tell|explain)\b/.test(text);
  if (!hasNewConcerns && turn.wantsRoutine && !turn.wantsProducts && (!known || !isAdviceRequest(text))) {
    return done(
      {
        response: `${routineTips(text).join(' ')}${known ? '' : ' Tell me about your skin and I can suggest products that fit your routine.'}`,
        confidence: 0.72,
        followUpQuestions: [],
        productRecommendations: [],
      },
      known ? [] : ['concerns'],
    );
  }
  if (!hasNewConcerns && ingredient && isQuestion && !turn.wantsRoutine) {
    const products = productsWith(catalogue, ingredient.ingredient, ingredient.does, profile);
    const inRange =
      products.length > 0 ? ` In our range you'll find it in ${list(products.map((p) => `the ${p.name}`))}.` : '';
    return done(
      {
        response: `${ingredient.text}${inRange}`,
        confidence: 0.75,
        followUpQuestions: [],
        productRecommendations: products,
      },
      known ? [] : ['concerns'],
    );
  }

  // 5. Nothing skin-related to go on: say so honestly.
  if (!advising && known && conversation.message.trim().split(/\s+/).length <= 6) {
    const missing = pickFollowUps(profile, []).filter((k) => k !== 'sensitivity' || !profile.sensitivity);
    return done(
      {
        response: `Sorry${name ? `, ${name}` : ''}, I didn't quite catch that. Could you tell me a little more? ${missing.length ? 'The questions below are a good place to start.' : 'For example, how your skin has been since we last spoke.'}`,
        confidence: 0.5,
        followUpQuestions: [],
        productRecommendations: [],
      },
      missing,
    );
  }
  if (!advising) {
    const support = options.supportEmail ? ` our care team at ${options.supportEmail}` : ' our care team';
    const response =
      turn.wantsProducts || turn.wantsRoutine
        ? `I'd love to help${name ? `, ${name}` : ''}. So that I suggest the right things, tell me what you'd like to change about your skin, and whether it tends to be oily, dry, combination or normal.`
        : `I'm best at questions about your skin and our products, so I may not have the right answer for that. For orders, delivery or membership, the Help page or${support} can help. Is there anything about your skin I can help with?`;
    const confidence = turn.wantsProducts || turn.wantsRoutine ? 0.55 : 0.4;
    return done({ response, confidence, followUpQuestions: [], productRecommendations: [] }, known ? [] : ['concerns']);
  }

  // 6. Advice.
  const turnConcerns = hasNewConcerns ? turn.concerns : [];
  const focus = (turnConcerns.length > 0 ? turnConcerns : profile.concerns.slice(-3)).slice(0, 3);
  const categoryCount = new Set(profile.concerns.map((k) => CONCERN_BY_KEY.get(k)?.category)).size;
  // Skin that stings or reddens now gets no exfoliating acids or retinoids at all until it settles; when
  // exfoliating or retinoids caused it, the answer also says to pause them.
  const reactingNow = turn.concerns.some((k) => k === 'reaction' || k === 'redness');
  const irritatedByActives = reactingNow && ctx.triggers.has('actives');
  const limit =
    turn.productTypes.length > 0 && turnConcerns.length === 0 ? 2 : categoryCount >= 2 || turn.wantsRoutine ? 4 : 3;
  const recs = recommendProducts(catalogue, {
    turnConcerns,
    profile,
    productTypes: turn.productTypes,
    areas: turn.areas,
    irritatedByActives: reactingNow,
    limit,
  });

  const parts: string[] = [];
  if (firstConsultTurn && name) parts.push(`Thanks for sharing, ${name}.`);
  else if (!hasNewConcerns && updated) parts.push('Thanks, that helps.');

  if (!hasNewConcerns && !firstConsultTurn) {
    const facts = [
      profile.skinType ? `${profile.skinType} skin` : '',
      profile.sensitivity === 'sensitive' ? 'sensitive' : '',
      ...profile.concerns
        .filter((k) => !profile.skinType || (k !== 'oiliness' && k !== 'dryness'))
        .slice(-3)
        .map((k) => CONCERN_BY_KEY.get(k)?.label ?? ''),
    ].filter(Boolean);
    parts.push(
      `Based on what you've told me (${facts.join(', ')}), here is my ${updated ? 'updated ' : ''}suggestion.`,
    );
  }
  const explained = new Set<string>();
  for (const concern of hasNewConcerns || firstConsultTurn ? focus : []) {
    const text = explain(concern, ctx);
    if (text && !explained.has(text) && explained.size < 2) {
      explained.add(text);
      parts.push(text);
    }
  }
  if (new Set(turnConcerns.map((k) => CONCERN_BY_KEY.get(k)?.category)).size >= 3) {
    parts.push('You have mentioned a few things at once, so I have picked products that cover the most ground.');
  }
  if (irritatedByActives) {
    parts.push(
      'For the next two weeks, pause exfoliating acids, scrubs and retinoids, and keep to a gentle cleanser, a soothing moisturiser and SPF until your skin settles.',
    );
  }

  if (recs.length > 0) {
    const names = recs.map((r) => `the ${r.name}`);
    parts.push(`From our range, I'd suggest ${list(names)}.`);
    if (turn.wantsRoutine) {
      parts.push(routineText(recs));
      parts.push(...routineTips(text).filter((tip) => !tip.startsWith('Apply from the thinnest')));
    }
    const retinoid = recs.find((r) => /retin/i.test(`${r.name} ${r.ingredient ?? ''}`));
    if (retinoid)
      parts.push(
        'Start any retinoid two or three nights a week and build up slowly. If you are pregnant or breastfeeding, skip retinoids and tell me, and I will suggest alternatives.',
      );
    const acid = recs.find((r) => /glycolic|mandelic|lactic|peel|toner/i.test(`${r.name} ${r.ingredient ?? ''}`));
    if (retinoid && acid) parts.push('Use acids and retinoids on different nights.');
  } else {
    parts.push(
      "I couldn't find a product in our range that clearly fits this, so I'd rather not guess. A Skin Genius IQ session would give you a plan tailored to your skin.",
    );
  }
  if (profile.pregnant) parts.push('As you are pregnant, I have left out retinoids.');
  const concernSet = new Set([...focus]);
  if (concernSet.has('hormonal_acne') || concernSet.has('acne')) {
    if (ctx.triggers.has('hormones') || concernSet.has('hormonal_acne'))
      parts.push(
        'If breakouts are deep, painful or leave scars, your GP can talk you through prescription options too.',
      );
  }
  if (concernSet.has('rosacea') || concernSet.has('eczema')) {
    parts.push(
      'If the redness or itching is persistent, a GP or pharmacist can confirm what it is and whether treatment would help.',
    );
  }
  if (
    [...concernSet].some((c) =>
      ['acne', 'hormonal_acne', 'pigmentation', 'post_acne_marks', 'melasma', 'fine_lines'].includes(c),
    ) &&
    recs.length > 0
  ) {
    parts.push('Give it 6 to 8 weeks to see a real difference.');
  }
  const asked = pickFollowUps(profile, recs);
  if (asked.length > 0 && recs.length > 0)
    parts.push('Your answers to the questions below will help me fine-tune this.');

  // Confidence: how clear the signal is.
  let confidence = 0.45;
  if (hasNewConcerns) confidence += 0.25;
  else if (known) confidence += 0.15;
  if (profile.skinType) confidence += 0.08;
  if (profile.sensitivity) confidence += 0.04;
  if (recs.length > 0) confidence += 0.08 * Math.min(1, recs[0].score / 5);
  else confidence -= 0.1;
  confidence -= Math.min(0.15, 0.05 * turn.prepared.corrections.length);
  if (new Set(turnConcerns.map((k) => CONCERN_BY_KEY.get(k)?.category)).size >= 4) confidence -= 0.05;
  // Earlier red flags still colour the advice.
  if (profile.redFlags.length > 0) {
    parts.push('And please do still get the earlier concern checked by your GP or pharmacist.');
    confidence = Math.min(confidence, 0.65);
  }

  return done(
    {
      response: parts.join(' '),
      confidence,
      followUpQuestions: [],
      productRecommendations: recs.map(({ name: n, priority, reason, productId }) => ({
        name: n,
        priority,
        reason,
        productId,
      })),
    },
    asked,
  );
}

/** The client's local greeting lines are not advice (they may arrive as history for a new session). */
function isGreeting(content: string): boolean {
  return /what's your first name|lovely to meet you/i.test(content);
}

/** "What should my routine look like?" wants advice for this person, not general facts. */
function isAdviceRequest(text: string): boolean {
  return /\b(?:my|me|i)\b/.test(text);
}
