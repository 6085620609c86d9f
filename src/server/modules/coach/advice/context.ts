// What every composer of an answer needs to know about this turn, read once (issue 29: answer() was ~285 lines
// of numbered branches; each kind of answer is now a small composer in this folder).
import type { ProductRecommendation } from '@shared/schemas/coach';
import type { ConversationAnalysis } from '../reading/analyse';
import type { CatalogueProduct, Conversation, SkinProfile } from '../types';
import type { FollowUpKey } from '../reading/follow-ups';
import { readQuestion, type QuestionReading } from './questions';

export type AnswerContext = {
  conversation: Conversation;
  catalogue: CatalogueProduct[];
  analysis: ConversationAnalysis;
  reading: QuestionReading;
  /** The prepared message (lower case, typo-corrected, negations marked "neg_"). */
  text: string;
  name?: string;
  supportEmail?: string;
  /** Concerns known from earlier turns or this one. */
  known: boolean;
  /** A fact of the profile changed this turn (skin type, sensitivity, SPF, products…). */
  updated: boolean;
  hasNewConcerns: boolean;
  /** The turn asks for (or gives reason for) product advice. */
  advising: boolean;
  firstConsultTurn: boolean;
};

/** What a composer answers: the Advice fields it decides, and the follow-up questions to ask. */
export type Composed = {
  response: string;
  confidence: number;
  productRecommendations: ProductRecommendation[];
  asked?: FollowUpKey[];
};

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

/** The client's local greeting lines are not advice (they may arrive as history for a new session). */
const isGreeting = (content: string) => /what's your first name|lovely to meet you/i.test(content);

export function readContext(
  conversation: Conversation,
  catalogue: CatalogueProduct[],
  analysis: ConversationAnalysis,
  supportEmail?: string,
): AnswerContext {
  const { turn, before, profile } = analysis;
  const known = profile.concerns.length > 0;
  const updated = profileChanged(before, profile);
  // "I'm combination" in answer to the skin-type question updates the profile; it is not a new problem.
  const skinTypeAnswer =
    turn.concerns.length > 0 &&
    turn.concerns.every((k) => k === 'oiliness' || k === 'dryness') &&
    before.concerns.some((k) => k !== 'oiliness' && k !== 'dryness') &&
    conversation.message.trim().split(/\s+/).length <= 10 &&
    !turn.wantsProducts;
  const hasNewConcerns = turn.concerns.length > 0 && !skinTypeAnswer;
  const text = turn.prepared.marked;
  return {
    conversation,
    catalogue,
    analysis,
    reading: readQuestion(conversation, text, profile, catalogue),
    text,
    name: profile.firstName,
    supportEmail,
    known,
    updated,
    hasNewConcerns,
    advising:
      hasNewConcerns || (known && (turn.wantsProducts || turn.wantsRoutine || updated)) || turn.productTypes.length > 0,
    firstConsultTurn: !conversation.history.some((t) => t.role === 'assistant' && !isGreeting(t.content)),
  };
}
