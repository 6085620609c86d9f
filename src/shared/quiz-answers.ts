// Reads the quiz provider's 'Raw Data' answer (SPEC §3 Quiz result): JSON text holding `answersByBlock` (block
// id → {value}) and `recommendationsBySlot` (slot → recommendations). Pure and defensive: the text comes from an
// outside system, so nothing in it is trusted — malformed JSON gives null, odd shapes are skipped, markup is
// stripped from descriptions and only http(s) or site-relative links survive.
// Used by the member's Skin Assessment tab and the staff console's Skin Assessment Summary.
import { toDecimal, toPence } from './money';

export const RAW_DATA_QUESTION = 'Raw Data';
export const NOT_SPECIFIED = 'Not specified';
/** The label of a block that is none of the six known ones (console 'Structured Data' list). */
export const OTHER_BLOCK_LABEL = 'Response';

/**
 * The six answers SPEC §3 names, by block id. In the data the ids carry a prefix ('block_e4466449'), so a key
 * matches when it ENDS WITH the id. `label` is the summary's wording, `blockLabel` the structured list's.
 */
export const QUIZ_FIELDS = [
  { key: 'ageRange', blockId: 'e4466449', label: 'Age', blockLabel: 'Age Range' },
  { key: 'skinType', blockId: 'cdc78df5', label: 'Skin Type', blockLabel: 'Skin Type' },
  { key: 'mainConcerns', blockId: '9038ec7e', label: 'Main Concerns', blockLabel: 'Main Concerns' },
  { key: 'preferredProducts', blockId: 'e6310ca6', label: 'Preferred Products', blockLabel: 'Preferred Products' },
  { key: 'routineLevel', blockId: '329aaeff', label: 'Routine Level', blockLabel: 'Routine Level' },
  { key: 'retinolExperience', blockId: 'a2ad2c93', label: 'Retinol Experience', blockLabel: 'Retinol Experience' },
] as const;

export type QuizFieldKey = (typeof QUIZ_FIELDS)[number]['key'];
/** Each of the six answers as display text: list values joined with ', ', 'Not specified' when missing. */
export type QuizAnswers = Record<QuizFieldKey, string>;

export type QuizBlock = {
  /** The key as it appears in the data, e.g. 'block_e4466449'. */
  blockId: string;
  field: QuizFieldKey | null;
  /** 'Age Range' … or 'Response' for an unknown block. */
  label: string;
  value: string;
};

export type QuizRecommendation = {
  slot: string;
  title: string;
  /** Decimal string in pounds ('24.00'), whatever the currency code says (SPEC §3); null when unreadable. */
  price: string | null;
  currencyCode: string;
  /** slotDescription as plain text (markup stripped). */
  description: string;
  imageUrl: string | null;
  /** The product's page on the brand's shop. */
  url: string | null;
};

export type QuizRawData = {
  /** answersByBlock is an object with at least one entry (the console's condition for a summary). */
  hasAnswers: boolean;
  answers: QuizAnswers;
  /** Every answered block, in the data's order, labelled. */
  blocks: QuizBlock[];
  recommendations: QuizRecommendation[];
  /** Top-level identity fields some exports carry (console 'Structured Data' lines Name, Email, Quiz). */
  name: string | null;
  email: string | null;
  quiz: string | null;
};

export type SkinAssessment = { answers: QuizAnswers; recommendations: QuizRecommendation[] };

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A provider value as display text: strings trimmed, numbers as written, lists joined; null when empty. */
export function answerText(value: Json): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    const parts = value.map((v) => (Array.isArray(v) ? null : answerText(v))).filter((v): v is string => v !== null);
    return parts.length ? parts.join(', ') : null;
  }
  return null;
}

/** A block entry is normally {value}; a bare value is accepted too. */
function blockValue(entry: Json): string | null {
  return answerText(isObject(entry) ? entry.value : entry);
}

function fieldOf(blockKey: string): (typeof QUIZ_FIELDS)[number] | undefined {
  return QUIZ_FIELDS.find((f) => blockKey.endsWith(f.blockId));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML → plain text: drops scripts, styles and tags, decodes entities, collapses whitespace. */
export function stripMarkup(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h\d)\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
      const lower = entity.toLowerCase();
      if (lower.startsWith('#')) {
        const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[lower] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Only links a browser can follow safely: http(s), protocol-relative (made https) or site-relative. */
export function safeUrl(value: Json): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  if (text.startsWith('//')) return safeUrl(`https:${text}`);
  if (text.startsWith('/')) return /^\/[^/\\]/.test(text) ? text : null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? text : null;
  } catch {
    return null;
  }
}

function priceOf(price: Json): { price: string | null; currencyCode: string } {
  const amount = isObject(price) ? price.amount : price;
  const code =
    isObject(price) && typeof price.currencyCode === 'string' && price.currencyCode.trim()
      ? price.currencyCode.trim()
      : 'GBP';
  if (typeof amount !== 'string' && typeof amount !== 'number') return { price: null, currencyCode: code };
  try {
    const pence = toPence(typeof amount === 'number' ? amount : amount.trim());
    return { price: pence >= 0 ? toDecimal(pence) : null, currencyCode: code };
  } catch {
    return { price: null, currencyCode: code };
  }
}

function recommendationsOf(bySlot: Json): QuizRecommendation[] {
  if (!isObject(bySlot)) return [];
  const seen = new Set<string>();
  const out: QuizRecommendation[] = [];
  for (const [slot, list] of Object.entries(bySlot)) {
    for (const rec of Array.isArray(list) ? list : [list]) {
      if (!isObject(rec)) continue;
      const title = answerText(rec.title);
      if (!title || Array.isArray(rec.title)) continue;
      const url = safeUrl(rec.onlineStoreUrl);
      const identity = `${title}\n${url ?? ''}`;
      if (seen.has(identity)) continue;
      seen.add(identity);
      const image = isObject(rec.image) ? rec.image.url : rec.image;
      out.push({
        slot,
        title,
        ...priceOf(rec.price),
        description: typeof rec.slotDescription === 'string' ? stripMarkup(rec.slotDescription) : '',
        imageUrl: safeUrl(image),
        url,
      });
    }
  }
  return out;
}

function emptyAnswers(): QuizAnswers {
  return Object.fromEntries(QUIZ_FIELDS.map((f) => [f.key, NOT_SPECIFIED])) as QuizAnswers;
}

/**
 * Parses one answer's text. null when it is not JSON or not a JSON object (a plain answer); otherwise what could
 * be read, with 'Not specified' for each of the six answers that is missing.
 */
export function parseQuizRawData(text: string | null | undefined): QuizRawData | null {
  if (typeof text !== 'string') return null;
  let data: Json;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(data)) return null;

  const answers = emptyAnswers();
  const blocks: QuizBlock[] = [];
  const byBlock = isObject(data.answersByBlock) ? data.answersByBlock : {};
  for (const [blockId, entry] of Object.entries(byBlock)) {
    const value = blockValue(entry);
    if (value === null) continue;
    const field = fieldOf(blockId);
    blocks.push({ blockId, field: field?.key ?? null, label: field?.blockLabel ?? OTHER_BLOCK_LABEL, value });
    // The first block that matches a field wins (a provider never repeats one; be deterministic if it does).
    if (field && answers[field.key] === NOT_SPECIFIED) answers[field.key] = value;
  }

  return {
    hasAnswers: Object.keys(byBlock).length > 0,
    answers,
    blocks,
    recommendations: recommendationsOf(data.recommendationsBySlot),
    name: answerText(data.name),
    email: answerText(data.email),
    quiz: answerText(data.quiz),
  };
}

/** The answer text of the 'Raw Data' question, if the submission has one. */
export function findRawDataAnswer(
  questions: ReadonlyArray<{ question: string; answer: string }> | null | undefined,
): string | null {
  const found = questions?.find((q) => q.question.trim() === RAW_DATA_QUESTION);
  return found ? found.answer : null;
}

/**
 * The Skin Assessment of a submission (SPEC §2): present only when a 'Raw Data' question exists and its answer
 * parses as JSON with a non-empty answersByBlock object; otherwise null and the plain responses are shown.
 */
export function readSkinAssessment(
  questions: ReadonlyArray<{ question: string; answer: string }> | null | undefined,
): SkinAssessment | null {
  const parsed = parseQuizRawData(findRawDataAnswer(questions));
  if (!parsed?.hasAnswers) return null;
  return { answers: parsed.answers, recommendations: parsed.recommendations };
}
