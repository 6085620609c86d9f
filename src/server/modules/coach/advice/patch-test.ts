// The patch-test nudge (issue 46, decision 0310): an order that holds, for the first time, a kind of active the
// member has not bought before. "Actives" are the kinds the coach's "introducing a new active" topic speaks of, and
// the advice is the coach's own patch-testing topic, so the shop says one thing wherever it says it.
import { kindsOfIngredients, knowledge, type Knowledge, type Source } from './knowledge-table';

export type PatchTestNudge = {
  /** The new kinds of active, as said in a sentence ("a retinoid"), each with the products of this order holding it. */
  newActives: Array<{ kind: string; label: string; products: string[] }>;
  /** How to patch test, from the knowledge table (where, how long, what a reaction looks like). */
  points: string[];
  sources: Source[];
};

type Bought = { name: string; ingredients: string[] };

/** The kinds the coach counts as actives when someone starts one. */
function activeKinds(k: Knowledge): Set<string> {
  const topic = k.topics.find((t) => t.key === 'introducing-an-active');
  return new Set(topic?.asks.flat().flatMap((group) => group.kinds) ?? []);
}

/** The nudge for `order` given everything bought before it; null when it holds no active new to the member. */
export function patchTestNudge(order: Bought[], before: Bought[], k: Knowledge = knowledge()): PatchTestNudge | null {
  const actives = activeKinds(k);
  const had = new Set(before.flatMap((item) => [...kindsOfIngredients(item.ingredients, k)]));
  const fresh = new Map<string, string[]>();
  for (const item of order)
    for (const kind of kindsOfIngredients(item.ingredients, k))
      if (actives.has(kind) && !had.has(kind)) fresh.set(kind, [...(fresh.get(kind) ?? []), item.name]);
  if (fresh.size === 0) return null;
  const topic = k.topics.find((t) => t.key === 'patch-testing');
  return {
    newActives: [...fresh].map(([kind, products]) => {
      const named = k.kinds.get(kind)!;
      return { kind, label: named.called ?? named.label, products };
    }),
    // The first point answers "should I?"; the nudge says how, and what a reaction looks like.
    points: topic?.points.slice(1) ?? [],
    sources: topic?.sources ?? [],
  };
}
