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
