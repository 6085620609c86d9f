// How the console reads a quiz submission (SPEC §2 Quiz submissions, §3 Quiz answer blocks, §8): the Skin
// Assessment Summary when the 'Raw Data' answer is JSON with a non-empty answersByBlock, otherwise the
// 'Quiz Responses' list. Pure functions over untrusted provider data; everything returned is plain text.
import { formatPrice } from '@shared/money';
import type { QuizQuestion } from '@shared/schemas/quiz';
import { safeUrl, stripMarkup } from './markup';

export const RAW_DATA_QUESTION = 'Raw Data';
export const NOT_SPECIFIED = 'Not specified';
export const CAPTURED = 'Quiz data captured (details available in system)';

/** SPEC §3 answer blocks. In the data the ids carry a prefix ('block_e4466449'): a key matches by its ending. */
export const QUIZ_BLOCKS = [
  { id: 'e4466449', summaryLabel: 'Age', responseLabel: 'Age Range' },
  { id: 'cdc78df5', summaryLabel: 'Skin Type', responseLabel: 'Skin Type' },
  { id: '9038ec7e', summaryLabel: 'Main Concerns', responseLabel: 'Main Concerns' },
  { id: 'e6310ca6', summaryLabel: 'Preferred Products', responseLabel: 'Preferred Products' },
  { id: '329aaeff', summaryLabel: 'Routine Level', responseLabel: 'Routine Level' },
  { id: 'a2ad2c93', summaryLabel: 'Retinol Experience', responseLabel: 'Retinol Experience' },
] as const;
export type QuizBlock = (typeof QUIZ_BLOCKS)[number];

const MAX_VALUE = 500;
const MAX_RECOMMENDATIONS = 24;

export type Line = { label: string; value: string };
export type Recommendation = {
  title: string;
  /** '£24.00', or null when the provider sent no usable amount. */
  price: string | null;
  /** Plain text, markup stripped. */
  description: string;
  imageUrl: string | null;
  productUrl: string | null;
};
export type SkinSummary = { fields: Line[]; recommendations: Recommendation[] };

export type ResponseItem =
  | { question: string; kind: 'plain'; text: string }
  | { question: string; kind: 'structured'; lines: Line[] }
  | { question: string; kind: 'captured' };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const clip = (text: string, max = MAX_VALUE) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The block a data key stands for: 'block_e4466449' → Age. */
export function blockFor(key: string): QuizBlock | undefined {
  return QUIZ_BLOCKS.find((b) => key.endsWith(b.id));
}

/** A block's value as one line: text, a number, or a list joined with ', '. null when there is nothing to show. */
export function blockText(entry: unknown): string | null {
  if (!isObject(entry)) return null;
  const value = entry.value;
  const one = (v: unknown): string | null => {
    if (typeof v === 'string') return v.trim() || null;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    if (typeof v === 'boolean') return v ? 'Yes' : 'No';
    return null;
  };
  if (Array.isArray(value)) {
    const parts = value.map(one).filter((v): v is string => v !== null);
    return parts.length > 0 ? clip(parts.join(', ')) : null;
  }
  const single = one(value);
  return single === null ? null : clip(single);
}

/** The parsed JSON object of a text, or null (not JSON, or JSON that is not an object). */
export function parseJsonObject(text: string): Json | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function rawDataAnswer(questions: readonly QuizQuestion[]): string | undefined {
  const q = questions.find((item) => typeof item?.question === 'string' && item.question.trim() === RAW_DATA_QUESTION);
  return typeof q?.answer === 'string' ? q.answer : undefined;
}

function priceOf(price: unknown): string | null {
  const amount = isObject(price) ? price.amount : price;
  if (typeof amount !== 'string' && typeof amount !== 'number') return null;
  try {
    // Shown in pounds whatever the currency code (SPEC §3).
    const text = formatPrice(typeof amount === 'number' ? amount : amount.trim());
    return text.startsWith('-') ? null : text;
  } catch {
    return null;
  }
}

function recommendationOf(item: unknown): Recommendation | null {
  if (!isObject(item)) return null;
  const title = typeof item.title === 'string' ? stripMarkup(item.title, 200) : '';
  if (!title) return null;
  const image = isObject(item.image) ? item.image.url : item.image;
  return {
    title,
    price: priceOf(item.price),
    description: stripMarkup(item.slotDescription, 1000),
    imageUrl: safeUrl(image, { allowRelative: true }),
    productUrl: safeUrl(item.onlineStoreUrl),
  };
}

/**
 * SPEC §2: the summary exists when a 'Raw Data' question's answer parses as JSON with a non-empty answersByBlock
 * object. Malformed raw data is reported to `log` only (SPEC §8) and gives null, so the fallback list shows.
 */
export function buildSkinSummary(
  questions: readonly QuizQuestion[],
  log: (message: string) => void = () => {},
): SkinSummary | null {
  const raw = rawDataAnswer(questions);
  if (raw === undefined) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    log(`Could not parse the quiz Raw Data: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  if (!isObject(data) || !isObject(data.answersByBlock) || Object.keys(data.answersByBlock).length === 0) return null;
  const answers = data.answersByBlock;

  const fields = QUIZ_BLOCKS.map((block) => {
    const key = Object.keys(answers).find((k) => k.endsWith(block.id));
    return { label: block.summaryLabel, value: (key !== undefined && blockText(answers[key])) || NOT_SPECIFIED };
  });

  const recommendations: Recommendation[] = [];
  if (isObject(data.recommendationsBySlot)) {
    for (const slot of Object.values(data.recommendationsBySlot)) {
      const items = Array.isArray(slot) ? slot : [slot];
      for (const item of items) {
        const rec = recommendationOf(item);
        if (rec && recommendations.length < MAX_RECOMMENDATIONS) recommendations.push(rec);
      }
    }
  }
  return { fields, recommendations };
}

/** SPEC §2 'Structured Data': Name, Email, Quiz, then the labelled blocks (others 'Response'); empty when none. */
export function structuredLines(data: Json): Line[] {
  const lines: Line[] = [];
  const text = (v: unknown) =>
    typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
  for (const [label, value] of [
    ['Name', data.name],
    ['Email', data.email],
    ['Quiz', data.quiz ?? data.quizName],
  ] as const) {
    const shown = text(value);
    if (shown) lines.push({ label, value: clip(shown) });
  }
  if (isObject(data.answersByBlock)) {
    for (const [key, entry] of Object.entries(data.answersByBlock)) {
      const value = blockText(entry);
      if (value !== null) lines.push({ label: blockFor(key)?.responseLabel ?? 'Response', value });
    }
  }
  return lines;
}

/** SPEC §2 fallback: every question with its answer — structured when the answer is a JSON object, else plain. */
export function buildResponses(questions: readonly QuizQuestion[]): ResponseItem[] {
  return questions.map((q) => {
    const question = typeof q?.question === 'string' ? q.question : '';
    const answer = typeof q?.answer === 'string' ? q.answer : '';
    const data = parseJsonObject(answer);
    if (!data) return { question, kind: 'plain', text: answer };
    const lines = structuredLines(data);
    return lines.length > 0 ? { question, kind: 'structured', lines } : { question, kind: 'captured' };
  });
}

/** The name a card and the dialog show: full name, else first name, else 'Unknown Customer'. */
export function customerName(s: { fullName: string | null; firstName: string | null }): string {
  return s.fullName?.trim() || s.firstName?.trim() || 'Unknown Customer';
}
