// The built-in coach (default, no network): reads the conversation (analyse.ts), picks catalogue products
// (recommend.ts) and writes a short, honest answer from templates. Red flags always win: advice to see a
// GP, pharmacist or dermatologist, confidence below 0.7 and no products.
import type { QuestionCategory } from '@shared/question-categories';
import { analyseConversation } from './analyse';
import type { Advice, CatalogueProduct, CoachEngine, Conversation } from './engine';
import { FOLLOW_UPS, type FollowUpKey } from './follow-ups';
import { type RedFlagKey } from './lexicon';
import { composeAdvice } from './advice/compose-advice';
import { composeKnowledge } from './advice/compose-knowledge';
import { composeNotAdvising, composeSmallTalk } from './advice/compose-small-talk';
import { readContext } from './advice/context';
import { triage } from './triage';
import { categorise } from './classifier';
import { conversationTexts, encodeSentences, NO_SENTENCE_VECTORS, type SentenceVectors } from './sentence-encoder';

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

const RED_FLAG_ORDER: RedFlagKey[] = [
  'breathing',
  'swelling',
  'severe_reaction',
  'infection',
  'bleeding',
  'mole',
  'pregnancy_retinoid',
];

const RED_FLAG_ADVICE: Record<RedFlagKey, string> = {
  breathing:
    'Swelling of the tongue or throat, or any difficulty breathing or swallowing, can be a serious allergic reaction. Please call 999 now, or go to A&E.',
  swelling:
    'Swelling of the lips or around the eyes can be an allergic reaction. Stop using any new product straight away. If your tongue or throat swells, or you find it hard to breathe or swallow, call 999. Otherwise, please speak to a pharmacist or call NHS 111 today.',
  severe_reaction:
    'A severe or spreading reaction needs a professional to look at it. Stop using the product, rinse with cool water and avoid putting anything else on the area. Please see a pharmacist or your GP today, and call 999 if your lips, tongue or throat swell or you struggle to breathe.',
  infection:
    'Pus, heat, spreading redness, crusting or feeling unwell can be signs of a skin infection, which may need treatment that skincare cannot give. Please see a pharmacist or your GP soon, and avoid active products on the area until then.',
  bleeding:
    'Skin that is bleeding, weeping or not healing should be checked by a pharmacist or your GP, especially if it has lasted more than a couple of weeks. Keep the area clean and leave out active products until it has been seen.',
  mole: 'A mole that is new, changing in size, shape or colour, itching, crusting or bleeding should be checked by a doctor. Please book an appointment with your GP soon; they can refer you to a dermatologist if needed.',
  pregnancy_retinoid:
    'Retinoids (retinol, retinal, tretinoin and similar vitamin A ingredients) are not recommended during pregnancy or while breastfeeding. Please pause them and check your routine with your GP, midwife or pharmacist before starting anything new.',
};

const clamp = (n: number) => Math.round(Math.min(0.95, Math.max(0.05, n)) * 100) / 100;

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
  const { turn, profile } = analysis;
  const redFlags: string[] = [...(escalation?.reasons ?? []), ...analysis.redFlags];
  for (const flag of redFlags) if (!profile.redFlags.includes(flag)) profile.redFlags.push(flag);
  if (escalation) profile.escalation = { urgency: escalation.urgency, reasons: escalation.reasons };
  const categories: QuestionCategory[] = categorise(conversation, sentences);
  const name = profile.firstName;
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
  if (redFlags.length > 0) {
    const ordered = RED_FLAG_ORDER.filter((f) => redFlags.includes(f as RedFlagKey)).slice(0, 2);
    const opening = name ? `Thank you for telling me, ${name}. ` : 'Thank you for telling me. ';
    const response =
      opening +
      ordered.map((f) => RED_FLAG_ADVICE[f]).join(' ') +
      " I'd rather not suggest products until a professional has looked at this. Once you have been seen, I am happy to help you build a gentle routine.";
    return done({
      response,
      confidence: ordered[0] === 'pregnancy_retinoid' ? 0.45 : 0.3,
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

  // 3. Each kind of answer is a composer (advice/): small talk, a direct question answered from the knowledge
  // table, nothing to go on, or product advice (after the direct answer when the question has a concern too).
  const ctx = readContext(conversation, catalogue, analysis, options.supportEmail);
  const composed = composeSmallTalk(ctx) ?? composeKnowledge(ctx) ?? composeNotAdvising(ctx) ?? composeAdvice(ctx);
  const { asked = [], ...partial } = composed;
  return done({ ...partial, followUpQuestions: [] }, asked);
}
