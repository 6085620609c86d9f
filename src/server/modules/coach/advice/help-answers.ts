// Questions about the shop answered from its Help page (decision 0416): the FAQ staff edit in the console is the
// shop's own word on points, codes, membership and events, so a question about them that one of its questions
// matches gets that answer rather than a pointer to the page; so are the sections of its delivery, returns and
// contact pages (0419). Matched by sentence meaning (the encoder the
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

/** A section of the shop's delivery, returns or contact page as a Help answer: its heading is the question (0419). */
export const pageHelp = (section: { path: string; title: string; heading: string; text: string }): HelpAnswer => ({
  question: section.heading,
  answer: section.text,
  page: { title: section.title, path: section.path },
});

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

/**
 * The Help answer to a message, when one is alike enough and shares a word with it; else the sections of the shop's
 * pages that answer it (one, or one of each of two pages); else none.
 */
export function matchHelpAnswers(message: string, help: HelpAnswer[], vectors: SentenceVectors): HelpAnswer[] {
  const asked = vectors.get(message);
  if (!asked) return [];
  const said = wordsOf(message);
  let best: { answer: HelpAnswer; score: number } | null = null;
  for (const h of help) {
    // The FAQ first: a page's heading is not a question the encoder can match ("Your refund").
    if (h.page) continue;
    const q = vectors.get(h.question);
    const qa = vectors.get(helpText(h));
    const score = Math.max(q ? cosine(asked, q) : 0, qa ? cosine(asked, qa) : 0);
    if (score < ALIKE || (best && score <= best.score)) continue;
    const byQuestion = [...wordsOf(h.question)].some((w) => said.has(w));
    const byAnswer = [...wordsOf(h.answer)].some((w) => said.has(w));
    if (byQuestion || (byAnswer && score >= ALIKE_BY_ITS_ANSWER)) best = { answer: h, score };
  }
  if (best) return [best.answer];
  // "Still not arrived, and can I send it back?": the best section, and the best of another page.
  const [first, ...rest] = pageSectionsByWords(message, help, asked, vectors);
  const other = rest.find((h) => h.page?.path !== first?.page?.path);
  return [first, other].filter((h) => h !== undefined);
}

/** A word's stem, enough to find "delivered" in "Delivery" and "returning" in "Returns". */
const stem = (w: string) =>
  w
    .replace(/(?:ing|ed|es|s)$/, '')
    .replace(/ery$/, 'er')
    .replace(/e$/, '');
/** "Send it back" is a return. */
const stemsOf = (text: string) =>
  new Set([...wordsOf(text.replace(/\b(?:send|sent|sending) (?:it |them |this |that )?back\b/gi, 'return'))].map(stem));

/**
 * The page sections for a shop question the encoder finds no Help answer for (headings such as "Your refund" are
 * not questions), best first: those sharing most words with the message, a word of the section's heading counting
 * three times and of its page's title twice; meaning breaks a tie ("how long does delivery take": the delivery
 * times, not "we deliver to the UK only").
 */
function pageSectionsByWords(
  message: string,
  help: HelpAnswer[],
  asked: Float32Array,
  vectors: SentenceVectors,
): HelpAnswer[] {
  const said = stemsOf(message);
  const scored: Array<{ answer: HelpAnswer; score: number }> = [];
  for (const h of help) {
    if (!h.page) continue;
    const heading = h.question === h.page.title ? new Set<string>() : stemsOf(h.question);
    const title = stemsOf(h.page.title);
    const told = stemsOf(h.answer);
    let words = 0;
    for (const w of said) words += heading.has(w) ? 3 : title.has(w) ? 2 : told.has(w) ? 1 : 0;
    if (words < 2) continue;
    const qa = vectors.get(helpText(h));
    scored.push({ answer: h, score: words + (qa ? cosine(asked, qa) : 0) });
  }
  return scored.sort((a, b) => b.score - a.score).map((x) => x.answer);
}

/** A question of a topic the Help page answers (orders, points, membership…), answered from it when it can be. */
export function composeHelpAnswer(ctx: AnswerContext, help: HelpAnswer[], vectors: SentenceVectors): Composed | null {
  if (help.length === 0 || !ctx.reading.topics[0]?.fromHelp) return null;
  const found = matchHelpAnswers(ctx.conversation.message, help, vectors);
  if (found.length === 0) return null;
  const response = found
    .map((h) =>
      h.page
        ? `${TEXTS.fromPage(h.page.title, h.question)} ${h.answer} ${TEXTS.pageMore(h.page.title, h.page.path)}`
        : `${TEXTS.fromHelp(h.question)} ${h.answer} ${TEXTS.helpMore}`,
    )
    // After a page's answer, the topic's own pointer: where her orders are, and whom to ask about the rest.
    .concat(found.some((h) => h.page) ? ctx.reading.topics.flatMap((t) => t.points) : [])
    .join(' ');
  return {
    response,
    confidence: 0.75,
    productRecommendations: [],
  };
}
