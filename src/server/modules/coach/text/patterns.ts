// Regexes built from word lists (issue 29): a long alternation is kept as a list of words and phrases, one a
// line, in a JSON vocabulary beside the code that reads it, and joined here. The joined source is exactly the
// alternation it replaced, so a trained model's fingerprint (which covers the rules' sources) does not move.

/** A word list written as a vocabulary entry: the alternatives, and what goes around them. */
export type WordList = { before?: string; words: readonly string[]; after?: string };

/** The alternatives joined by "|" (to splice into a larger pattern). */
export const anyOf = (words: readonly string[]): string => words.join('|');

/** The list as one source: before + the alternatives + after (by default a \b-bounded group). */
export const sourceOf = ({ before = '\\b(?:', words, after = ')\\b' }: WordList): string =>
  `${before}${anyOf(words)}${after}`;

/** The list as one RegExp. */
export const regExpOf = (list: WordList, flags = ''): RegExp => new RegExp(sourceOf(list), flags);
