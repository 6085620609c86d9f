// The built-in coach (default, no network): reads the conversation (analyse.ts), picks catalogue products
// (recommend.ts) and writes a short, honest answer from templates. Red flags always win: advice to see a
// GP, pharmacist or dermatologist, confidence below 0.7 and no products.
import type { QuestionCategory } from '@shared/question-categories';
import { analyseConversation, type ConversationAnalysis } from '../reading/analyse';
import { CONCERN_BY_KEY } from '../reading/lexicon';
import type { Advice, CatalogueProduct, CoachEngine, Conversation, HelpAnswer } from '../types';
import { FOLLOW_UPS, type FollowUpKey } from '../reading/follow-ups';
import { composeAdvice } from '../advice/compose-advice';
import { composeKnowledge, pointsAfterSafetyAnswer } from '../advice/compose-knowledge';
import { composeHelpAnswer, helpTexts } from '../advice/help-answers';
import { composeCannotPlace, composeNotAdvising, composeSmallTalk } from '../advice/compose-small-talk';
import { readContext } from '../advice/context';
import { triage } from '../triage';
import { redFlagAdvice } from '../triage/message-flags';
import { categorise, SKIN_TOPICS } from '../categories/classifier';
import {
  conversationTexts,
  encodeSentences,
  NO_SENTENCE_VECTORS,
  type SentenceVectors,
} from '../categories/sentence-encoder';

export type BuiltinOptions = { supportEmail?: string; log?: { warn(obj: object, msg: string): void } };

export function createBuiltinEngine(options: BuiltinOptions = {}): CoachEngine {
  return {
    name: 'builtin',
    advise: (conversation, catalogue, help) => adviseBuiltin(conversation, catalogue, options, help),
  };
}

/**
 * The conversation's sentence vectors. If the encoder cannot run, the categories come from the other features
 * (words, word vectors, rules): the coach keeps answering, and the triage never depended on it.
 */
async function sentencesOf(
  conversation: Conversation,
  options: BuiltinOptions,
  help: HelpAnswer[],
): Promise<SentenceVectors> {
  try {
    // The Help page's texts too (0416): encoded once, then remembered with the recent texts.
    return await encodeSentences([...conversationTexts(conversation), ...helpTexts(help)]);
  } catch (error) {
    options.log?.warn(
      { err: error instanceof Error ? { message: error.message, name: error.name } : undefined },
      'coach sentence encoder unavailable; categories without sentence vectors',
    );
    return NO_SENTENCE_VECTORS;
  }
}

/**
 * Loads what the built-in engine reads (language model, word vectors, models, the sentence encoder) by answering
 * one message, so that the first member to ask after a start does not wait for it (seconds on a busy machine).
 */
export async function warmUpBuiltinEngine(): Promise<void> {
  await adviseBuiltin({ history: [], message: 'My cheeks are dry and a little red, what would help?' }, []);
}

/** The built-in engine's answer: the conversation's sentence vectors are encoded, then the answer is built. */
export async function adviseBuiltin(
  conversation: Conversation,
  catalogue: CatalogueProduct[],
  options: BuiltinOptions = {},
  help: HelpAnswer[] = [],
): Promise<Advice> {
  return answer(conversation, catalogue, options, help, await sentencesOf(conversation, options, help));
}

/**
 * The categories' rules know what the word lists do not: spots that have cleared, marks they left, bumps that are a
 * reaction (decision 0412). When the categories name a skin topic, a concern this message's words gave whose topic
 * they left out is not advised on ("my spots have cleared but left dark marks" is about the marks, not breakouts).
 * Concerns from earlier turns stay.
 */
function leaveOutWhatTheCategoriesRuledOut(analysis: ConversationAnalysis, categories: QuestionCategory[]): void {
  const asked = categories.filter((c) => SKIN_TOPICS.has(c));
  if (asked.length === 0) return;
  const ruledOut = (key: string) => {
    const topic = CONCERN_BY_KEY.get(key)?.category;
    return (
      topic !== undefined && SKIN_TOPICS.has(topic) && !asked.includes(topic) && !analysis.before.concerns.includes(key)
    );
  };
  analysis.turn.concerns = analysis.turn.concerns.filter((k) => !ruledOut(k));
  analysis.profile.concerns = analysis.profile.concerns.filter((k) => !ruledOut(k));
}

const clamp = (n: number) => Math.round(Math.min(0.95, Math.max(0.05, n)) * 100) / 100;

/** The answer itself. Pure apart from the lazily loaded language model. */
function answer(
  conversation: Conversation,
  catalogue: CatalogueProduct[],
  options: BuiltinOptions,
  help: HelpAnswer[],
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
  leaveOutWhatTheCategoriesRuledOut(analysis, categories);
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
  const opening = name ? `Thank you for telling me, ${name}. ` : 'Thank you for telling me. ';
  if (escalation) {
    // Seeing someone soon or today is not an emergency: what the knowledge table says about the question asked
    // follows ("can I put retinol over a mole?" is told about moles; hives, what helps until then), still without
    // products (decisions 0414, 0417). An emergency or a crisis answer stands alone.
    const calm = escalation.urgency === 'soon' || escalation.urgency === 'urgent';
    const known = calm
      ? pointsAfterSafetyAnswer(
          readContext(conversation, catalogue, analysis, options.supportEmail),
          escalation.response,
          escalation.urgency === 'urgent',
        )
      : null;
    return done({
      response: [opening + escalation.response, ...(known?.parts ?? []), known?.sources].filter(Boolean).join(' '),
      confidence: escalation.urgency === 'soon' ? 0.45 : 0.3,
      followUpQuestions: [],
      productRecommendations: [],
    });
  }
  // The triage's second reading (alarm words, a pregnancy with a retinoid): safety advice, no products.
  const flagged = redFlagAdvice(redFlags);
  if (flagged) {
    const known = flagged.emergency
      ? null
      : pointsAfterSafetyAnswer(
          readContext(conversation, catalogue, analysis, options.supportEmail),
          flagged.advice,
          flagged.today,
        );
    return done({
      response: [opening + flagged.advice, ...(known?.parts ?? []), flagged.closing, known?.sources]
        .filter(Boolean)
        .join(' '),
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

  // 3. Each kind of answer is a composer (advice/): small talk, a question about the shop answered from the Help
  // page, a direct question answered from the knowledge table, a question it cannot place (an honest "I don't
  // know"), nothing to go on, or product advice (after the direct answer when the question has a concern too).
  const ctx = readContext(conversation, catalogue, analysis, options.supportEmail);
  const composed =
    composeSmallTalk(ctx) ??
    composeHelpAnswer(ctx, help, sentences) ??
    composeKnowledge(ctx) ??
    composeCannotPlace(ctx) ??
    composeNotAdvising(ctx) ??
    composeAdvice(ctx);
  const { asked = [], ...partial } = composed;
  return done({ ...partial, followUpQuestions: [] }, asked);
}
