// Ingredient clashes (issue 46, decision 0310): which kinds of ingredient should not meet in one routine, read
// from the knowledge table's `clashes` by ONE function, `clashesAmong`, used by the routine builder (a routine's
// steps) and by the coach (the two kinds a pairing question names), so the two never disagree.
import { knowledge, type ClashRule, type Knowledge } from './knowledge-table';

/** The kinds of ingredient something holds, each with the ingredient as it is called there ("retinal"). */
export type Actives = Map<string, string>;

/** The shortest name of `kind` in `text` ("Retinaldehyde (Retinal) 0.1%" → "Retinal"), or null. */
function nameIn(text: string, pattern: RegExp): string | null {
  const all = [...text.matchAll(new RegExp(pattern.source, 'gi'))].map((m) => m[0].trim());
  return all.length ? all.reduce((a, b) => (b.length < a.length ? b : a)) : null;
}

/**
 * The actives of a catalogue product, from its ingredient list (the key ingredients and the pack's INCI list),
 * never from its marketing: the same reading as kindsOfIngredients.
 */
export function activesOfIngredients(ingredients: string[], k: Knowledge = knowledge()): Actives {
  const found: Actives = new Map();
  for (const kind of k.kinds.values())
    for (const ingredient of ingredients) {
      const name = nameIn(ingredient, kind.ingredient);
      if (name) {
        found.set(kind.key, name.toLowerCase());
        break;
      }
    }
  return found;
}

/**
 * The actives a free-text step names ("Retinol serum", "my glycolic toner"). A word that is an ingredient's name
 * ("retinol", "glycolic" → "glycolic acid") is used as it is; a general word ("peel", "benzoyl") is named by the
 * kind ("exfoliating acids (AHAs and BHAs)", "benzoyl peroxide").
 */
export function activesMentioned(text: string, k: Knowledge = knowledge()): Actives {
  const found: Actives = new Map();
  for (const kind of k.kinds.values()) {
    const words = [...text.matchAll(new RegExp(kind.mention.source, 'gi'))].map((m) => m[0].trim().toLowerCase());
    if (words.length === 0) continue;
    const asIngredient = words.flatMap((w) => [w, `${w} acid`]).find((w) => kind.ingredient.test(w));
    found.set(kind.key, asIngredient ?? kind.label);
  }
  return found;
}

export type Clash<T> = {
  rule: ClashRule;
  first: { item: T; name: string };
  second: { item: T; name: string };
};

/**
 * The clashes among things used in one routine (its steps; for the coach, the two sides of a question), in the
 * table's order, one per rule: the first pair found. Two kinds in one item are not a clash: a product formulated
 * with both was made to hold them.
 */
export function clashesAmong<T>(
  items: ReadonlyArray<{ item: T; actives: Actives }>,
  k: Knowledge = knowledge(),
): Array<Clash<T>> {
  const clashes: Array<Clash<T>> = [];
  for (const rule of k.clashes) {
    const [a, b] = rule.kinds;
    let found: Clash<T> | null = null;
    for (const x of items) {
      const first = x.actives.get(a);
      if (!first) continue;
      const y = items.find((other) => other !== x && other.actives.has(b));
      const second = y?.actives.get(b);
      if (y && second) {
        found = { rule, first: { item: x.item, name: first }, second: { item: y.item, name: second } };
        break;
      }
    }
    if (found) clashes.push(found);
  }
  return clashes;
}

/** A clash's warning for a routine of this time of day, in plain words, as the routine builder shows it. */
export function clashWarning(clash: Clash<unknown>, timeOfDay: 'morning' | 'evening'): string {
  const values: Record<string, string> = {
    first: clash.first.name,
    second: clash.second.name,
    time: timeOfDay,
    times: `${timeOfDay}s`,
  };
  const text = clash.rule.warning.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The clash rules between two kinds of ingredient, as a question about the pair reads them ("retinol with AHAs?"). */
export function clashRulesBetween(a: string, b: string, k: Knowledge = knowledge()): ClashRule[] {
  const side = (kind: string) => ({ item: kind, actives: new Map([[kind, kind]]) });
  return clashesAmong([side(a), side(b)], k).map((c) => c.rule);
}
