// The coach's knowledge table (issue 29): advice/knowledge.json, a reviewable file of topics, the words that
// ask about them, the key points an answer makes, what a topic rules out and its sources (NHS, British
// Association of Dermatologists). It is what the coach says, not training data, so it ships inside the server
// bundle; validated and compiled into word matchers once, on first use.
import { z } from 'zod';
import { normalForm } from '../text/normalise';
import { regExpOf } from '../text/patterns';
import knowledgeFile from './knowledge.json';
import people from './knowledge/people.json';
import conditions from './knowledge/conditions.json';
import actives from './knowledge/actives.json';
import everyday from './knowledge/everyday.json';

/**
 * The table's further parts (decision 0413), each with its own sources, kinds and topics, merged after the main
 * file in this order: who is asking and what is reacting first, then conditions, actives, everyday care. A topic
 * earlier in the order is answered before a later one when both are asked.
 */
const PARTS: Array<[string, unknown]> = [
  ['people', people],
  ['conditions', conditions],
  ['actives', actives],
  ['everyday', everyday],
];
const partSchema = z.object({
  sources: z.record(z.string(), z.unknown()).default({}),
  kinds: z.record(z.string(), z.unknown()).default({}),
  topics: z.array(z.unknown()).default([]),
});

/** The main file with its parts merged in; a source, kind or topic key given twice is an error. */
export function mergeKnowledgeParts(main: unknown, parts: Array<[string, unknown]>): unknown {
  const base = main as { kinds: Record<string, unknown>; sources: Record<string, unknown>; topics: unknown[] };
  const merged = { ...base, kinds: { ...base.kinds }, sources: { ...base.sources }, topics: [...base.topics] };
  for (const [name, raw] of parts) {
    const part = partSchema.parse(raw);
    for (const [key, value] of Object.entries(part.sources)) {
      if (key in merged.sources) throw new Error(`advice/knowledge/${name}.json: source "${key}" is given twice`);
      merged.sources[key] = value;
    }
    for (const [key, value] of Object.entries(part.kinds)) {
      if (key in merged.kinds) throw new Error(`advice/knowledge/${name}.json: kind "${key}" is given twice`);
      merged.kinds[key] = value;
    }
    merged.topics.push(...part.topics);
  }
  return merged;
}

/** The table as written (tests break copies of it to check the validation). */
export const KNOWLEDGE_DATA: unknown = mergeKnowledgeParts(knowledgeFile, PARTS);

const words = z.array(z.string().trim().min(1)).min(1);
const kindSchema = z.object({ label: z.string().min(1), called: z.string().optional(), words, ingredients: words });
const sourceSchema = z.object({ publisher: z.string().min(1), title: z.string().min(1), url: z.url() });
const topicSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  /** Alternatives; each is word groups that must all be found. "@kind" stands for that kind's words. */
  asks: z.array(z.array(words).min(1)).min(1),
  points: z.array(z.string().min(1)).min(1),
  /** A general topic ("introducing an active"): placed after every specific one, of every part, when both are asked. */
  broad: z.boolean().default(false),
  /** Words that say the message is about something else ("round my mouth" is not rosacea): not asked then. */
  notWhen: words.optional(),
  /** How soon to see someone, when the topic says so (never an emergency: those are the triage's). */
  level: z.enum(['soon']).optional(),
  /**
   * Who the advice is for (decision 0414): the topic is answered whenever the engine reads that the person is a
   * child (under 12) or a teenager (12 to 17) — "my 10 year old", "I'm 15", "year 9", "my son" — in any answer,
   * and its rulesOut hold for the rest of the conversation.
   */
  who: z.enum(['child', 'teen']).optional(),
  /**
   * Answered first and alone when asked (decision 0414): a product that is reacting is stopped before anything
   * else is said, and a prescription is the prescriber's; pairings and how to start an active are not said then.
   */
  alone: z.boolean().default(false),
  /** No products while the topic applies: a pharmacist or GP first (a young child's skin problem). */
  noProducts: z.boolean().default(false),
  /** Answered when said ("I'm pregnant"), not only when asked. */
  answersStatements: z.boolean().default(false),
  /** A daily SPF joins the products while the topic applies. */
  recommendsSpf: z.boolean().default(false),
  /** The concern products are picked for while the topic applies (its bumps are not acne). */
  adviseAs: z.string().optional(),
  /** Answered when a question names a catalogue product of one of its kinds and no other topic applies. */
  whenProductNamed: z.boolean().default(false),
  /** The Help page's FAQ answers the question when one of its questions matches (the shop's own rules, 0416). */
  fromHelp: z.boolean().default(false),
  /**
   * For a topic said as a statement ("my cheeks go red and sting"): what to say when she then asks about a product
   * whose ingredients the topic rules out. {product}, {ingredient} and {called} are filled in
   * ({label}, the kind's name, in holdOffKind).
   */
  holdOff: z.string().min(1).optional(),
  /** The same for a kind of ingredient asked about without a product of ours ("can I start a glycolic toner?"). */
  holdOffKind: z.string().min(1).optional(),
  rulesOut: z.array(z.string()),
  sources: z.array(z.string()),
});
/**
 * Two kinds of ingredient that should not meet in one routine (decision 0310): what the routine builder warns
 * about and the coach cites when asked about the pair. Every rule names at least one source that says so.
 */
const clashSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  kinds: z.tuple([z.string(), z.string()]),
  /** A routine is one time of day, so "same-routine" is the same morning or the same evening. */
  when: z.enum(['same-routine']),
  /** In plain words: {first} and {second} are the ingredients found, {time}/{times} 'evening'/'evenings'. */
  warning: z.string().min(1),
  sources: z.array(z.string()).min(1, 'a clash needs a source that says so'),
});
export const knowledgeSchema = z
  .object({
    about: z.string(),
    kinds: z.record(z.string().regex(/^[a-z_0-9]+$/), kindSchema),
    sources: z.record(z.string(), sourceSchema),
    topics: z.array(topicSchema).min(1),
    clashes: z.array(clashSchema).default([]),
  })
  .superRefine((k, ctx) => {
    const keys = new Set<string>();
    for (const [i, t] of k.topics.entries()) {
      const at = (msg: string) => ctx.addIssue({ code: 'custom', path: ['topics', i], message: `${t.key}: ${msg}` });
      if (keys.has(t.key)) at('duplicate key');
      keys.add(t.key);
      for (const kind of t.rulesOut) if (!k.kinds[kind]) at(`rulesOut names an unknown kind "${kind}"`);
      for (const source of t.sources) if (!k.sources[source]) at(`unknown source "${source}"`);
      for (const word of t.asks.flat(2))
        // "@product": one of our products is named in the message ("the cica cream").
        if (word.startsWith('@') && word !== '@product' && !k.kinds[word.slice(1)])
          at(`asks names an unknown kind "${word}"`);
    }
    const clashKeys = new Set<string>();
    for (const [i, c] of k.clashes.entries()) {
      const at = (msg: string) => ctx.addIssue({ code: 'custom', path: ['clashes', i], message: `${c.key}: ${msg}` });
      if (clashKeys.has(c.key)) at('duplicate key');
      clashKeys.add(c.key);
      for (const kind of c.kinds) if (!k.kinds[kind]) at(`names an unknown kind "${kind}"`);
      if (c.kinds[0] === c.kinds[1]) at('needs two different kinds');
      for (const source of c.sources) if (!k.sources[source]) at(`unknown source "${source}"`);
    }
  });
export type KnowledgeFile = z.infer<typeof knowledgeSchema>;

export type Kind = { key: string; label: string; called?: string; mention: RegExp; ingredient: RegExp };
/** A group of words: found in the message by `words`, or by a kind of ingredient (also from earlier context). */
type Group = { words: RegExp | null; kinds: string[] };
export type Topic = Omit<z.infer<typeof topicSchema>, 'asks' | 'sources' | 'notWhen'> & {
  asks: Group[][];
  notWhen: RegExp | null;
  sources: Array<z.infer<typeof sourceSchema>>;
};
export type Source = z.infer<typeof sourceSchema>;
export type ClashRule = Omit<z.infer<typeof clashSchema>, 'sources'> & { sources: Source[] };
export type Knowledge = { kinds: Map<string, Kind>; topics: Topic[]; clashes: ClashRule[] };

/** "patch-test" → a pattern for "patch test", "patch - test" or "patch-test", as a whole word or phrase. */
const phrase = (word: string) =>
  word
    .toLowerCase()
    .trim()
    .split(/[\s-]+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(?:\\s*-\\s*|\\s+)');
/**
 * A whole-word matcher for a list (a negated token, "neg_pregnant", is not matched), each word also as a prepared
 * message spells it: "moisturiser" is matched in "my new moisturizer" and in the British original.
 */
export const wordsPattern = (list: string[]) =>
  regExpOf(
    {
      before: "(?<![\\w'])(?:",
      words: [...new Set(list.flatMap((w) => [phrase(w), phrase(normalForm(w))]))],
      after: ")(?![\\w'])",
    },
    'i',
  );

/** The file, validated and compiled. Throws a readable error when the file is wrong. */
export function compileKnowledge(raw: unknown): Knowledge {
  const parsed = knowledgeSchema.safeParse(raw);
  if (!parsed.success)
    throw new Error(
      `the knowledge table (advice/knowledge.json and advice/knowledge/) is invalid: ${z.prettifyError(parsed.error)}`,
    );
  const file = parsed.data;
  const kinds = new Map<string, Kind>(
    Object.entries(file.kinds).map(([key, k]) => [
      key,
      {
        key,
        label: k.label,
        called: k.called,
        mention: wordsPattern(k.words),
        ingredient: wordsPattern(k.ingredients),
      },
    ]),
  );
  const group = (list: string[]): Group => {
    const plain = list.filter((w) => !w.startsWith('@'));
    return {
      words: plain.length ? wordsPattern(plain) : null,
      kinds: list.filter((w) => w.startsWith('@')).map((w) => w.slice(1)),
    };
  };
  const ordered = [...file.topics.filter((t) => !t.broad), ...file.topics.filter((t) => t.broad)];
  const topics = ordered.map((t) => ({
    ...t,
    asks: t.asks.map((alternative) => alternative.map(group)),
    notWhen: t.notWhen ? wordsPattern(t.notWhen) : null,
    sources: t.sources.map((s) => file.sources[s]),
  }));
  const clashes = file.clashes.map((c) => ({ ...c, sources: c.sources.map((s) => file.sources[s]) }));
  return { kinds, topics, clashes };
}

let cached: Knowledge | null = null;
/** The knowledge table, read and compiled on first use. */
export function knowledge(): Knowledge {
  cached ??= compileKnowledge(KNOWLEDGE_DATA);
  return cached;
}

/** The kinds of ingredient a catalogue product contains (its ingredient list, not its marketing). */
export function kindsOfIngredients(ingredients: string[], k: Knowledge = knowledge()): Set<string> {
  const found = new Set<string>();
  for (const kind of k.kinds.values()) if (ingredients.some((i) => kind.ingredient.test(i))) found.add(kind.key);
  return found;
}

/** The kinds of ingredient a message names. */
export function kindsMentioned(text: string, k: Knowledge = knowledge()): Set<string> {
  const found = new Set<string>();
  for (const kind of k.kinds.values()) if (kind.mention.test(text)) found.add(kind.key);
  return found;
}
