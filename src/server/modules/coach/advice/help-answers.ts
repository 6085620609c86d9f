// Questions about the shop answered from its Help page (decision 0416): the FAQ staff edit in the console is the
// shop's own word on points, codes, membership and events, so a question about them that one of its questions
// matches gets that answer rather than a pointer to the page. Matched by sentence meaning (the encoder the
// categories use) and at least one word in common, so "how long does delivery take" is not answered with "how
// long will a product last once opened".
import { sentenceSimilarity as cosine, type SentenceVectors } from '../categories/sentence-encoder';
import type { HelpAnswer } from '../types';
import type { AnswerContext, Composed } from './context';
import { TEXTS } from './texts';

/**
 * How alike a question and a Help question must be (cosine of their sentence vectors), measured in 0416: sharing a
 * word with the Help question, or (more alike) only with its answer ("cancel my membership" and "How do I leave
 * Skin Circle?", whose answer says "membership").
 */
const ALIKE = 0.5;
const ALIKE_BY_ITS_ANSWER = 0.56;

/** The texts of a Help answer that the encoder reads: its question, and its question with the answer. */
export const helpTexts = (help: HelpAnswer[]): string[] => help.flatMap((h) => [h.question, helpText(h)]);
const helpText = (h: HelpAnswer) => `${h.question} ${h.answer}`;

/** Words too common in questions to say two are about the same thing. */
const COMMON = new Set(
  (
    'about after also been before being could does doing from have having into just like long make ' +
    'many more most much need only other over same should skin some such than that their them then there these they ' +
    'this those take takes very want what when where which while will with would your yours ours order orders ' +
    'days week weeks come came placed still'
  ).split(' '),
);
/** A text's words of four letters or more that say what it is about, with a plural's "s" taken off. */
function wordsOf(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z£0-9]+/g) ?? [];
  return new Set(words.filter((w) => w.length >= 4 && !COMMON.has(w)).map((w) => w.replace(/(?<!s)s$/, '')));
}

/** The Help answer to a message, or null when none is alike enough and shares a word with it. */
export function matchHelpAnswer(message: string, help: HelpAnswer[], vectors: SentenceVectors): HelpAnswer | null {
  const asked = vectors.get(message);
  if (!asked) return null;
  const said = wordsOf(message);
  let best: { answer: HelpAnswer; score: number } | null = null;
  for (const h of help) {
    const q = vectors.get(h.question);
    const qa = vectors.get(helpText(h));
    const score = Math.max(q ? cosine(asked, q) : 0, qa ? cosine(asked, qa) : 0);
    if (score < ALIKE || (best && score <= best.score)) continue;
    const byQuestion = [...wordsOf(h.question)].some((w) => said.has(w));
    const byAnswer = [...wordsOf(h.answer)].some((w) => said.has(w));
    if (byQuestion || (byAnswer && score >= ALIKE_BY_ITS_ANSWER)) best = { answer: h, score };
  }
  return best?.answer ?? null;
}

/** A question of a topic the Help page answers (orders, points, membership…), answered from it when it can be. */
export function composeHelpAnswer(ctx: AnswerContext, help: HelpAnswer[], vectors: SentenceVectors): Composed | null {
  if (help.length === 0 || !ctx.reading.topics[0]?.fromHelp) return null;
  const found = matchHelpAnswer(ctx.conversation.message, help, vectors);
  if (!found) return null;
  return {
    response: `${TEXTS.fromHelp(found.question)} ${found.answer} ${TEXTS.helpMore}`,
    confidence: 0.75,
    productRecommendations: [],
  };
}
