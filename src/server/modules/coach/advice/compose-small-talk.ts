// Thanks, hello, a message the coach did not catch, and questions that are not about skin.
import { pickFollowUps } from './follow-up-choice';
import type { AnswerContext, Composed } from './context';
import { TEXTS } from './texts';

/** Thanks or hello, with nothing else in the message. */
export function composeSmallTalk(ctx: AnswerContext): Composed | null {
  const { turn, profile } = ctx.analysis;
  if (turn.gratitude) {
    const spf = ctx.known && profile.usesSpfDaily !== true ? ` ${TEXTS.thanksSpf}` : '';
    return {
      response: `${TEXTS.thanks(ctx.name)}${spf} ${TEXTS.thanksClose}`,
      confidence: 0.9,
      productRecommendations: [],
    };
  }
  if (turn.greeting && !ctx.known)
    return { response: TEXTS.hello(ctx.name), confidence: 0.9, productRecommendations: [], asked: ['concerns'] };
  return null;
}

/**
 * A health question the table cannot place (decision 0414): a topic's words were said but its notWhen says it is
 * something else that no topic knows, or a question about the body that no concern, topic or product places.
 * An honest short answer and a pointer to a pharmacist or GP, never a guessed condition or a generic routine.
 */
export function composeCannotPlace(ctx: AnswerContext): Composed | null {
  const healthQuestion = !ctx.advising && HEALTH.test(ctx.text);
  if (!ctx.reading.elsewhere && !healthQuestion) return null;
  return { response: TEXTS.cannotPlace, confidence: 0.4, productRecommendations: [] };
}

/** Words of a question about the body or health rather than an order or the shop. */
const HEALTH =
  /\b(?:pain|painful|hurts?|hurting|aches?|aching|toenails?|nails?|fungal|fungus|athlete\W*s?\W*foot|verrucas?|warts?|cold sores?|lumps?|cysts?|dandruff|scalp|hair loss|headaches?|migraines?|periods?|dizzy|dizziness|nausea|feel(?:ing)? (?:sick|ill|unwell)|fever|temperature|cough|vitamins?|supplements?|dose|dosage|ibuprofen|paracetamol|antihistamines?|medicine|medication|tablets?|pills?|symptoms?|diagnos[a-z]*|bites?|psoriasis|hives|sunburn[a-z]*|stretch marks|cellulite|sweat[a-z]*|body odou?r|thrush|lice|nits|scabies|ringworm|impetigo|shingles|chicken ?pox|blisters?|rash(?:es)?|itch(?:y|ing)?|(?:patch|patches|mark|marks|spot|spots|lump|lumps|bump|bumps) on my (?:arms?|legs?|back|chest|neck|hands?|foot|feet|tongue|lips?|scalp|stomach|tummy|bum|bottom|groin))\b/;

/** Nothing skin-related to go on: say so honestly. */
export function composeNotAdvising(ctx: AnswerContext): Composed | null {
  if (ctx.advising) return null;
  const { turn, profile } = ctx.analysis;
  if (ctx.known && ctx.conversation.message.trim().split(/\s+/).length <= 6) {
    const missing = pickFollowUps(profile, []).filter((k) => k !== 'sensitivity' || !profile.sensitivity);
    return {
      response: TEXTS.unclear(ctx.name, missing.length > 0),
      confidence: 0.5,
      productRecommendations: [],
      asked: missing,
    };
  }
  const wants = turn.wantsProducts || turn.wantsRoutine;
  return {
    response: wants ? TEXTS.wantsHelp(ctx.name) : TEXTS.offTopic(TEXTS.careTeam(ctx.supportEmail)),
    confidence: wants ? 0.55 : 0.4,
    productRecommendations: [],
    asked: ctx.known ? [] : ['concerns'],
  };
}
