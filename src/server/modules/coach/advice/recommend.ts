// Which catalogue products fit a profile, and why: products are scored by the ingredients and benefits the
// catalogue itself lists, so the coach only ever recommends what the shop sells and every reason names a real
// ingredient of that product. Works for any catalogue (no product names are hard-coded).
import type { Priority, ProductRecommendation } from '@shared/schemas/coach';
import type { Area, ProductType } from '../reading/analyse';
import type { CatalogueProduct, SkinProfile } from '../types';

import { kindsOfIngredients } from './knowledge-table';
import { EXFOLIATING_ACID, need, NEEDS, RETINOID_INGREDIENT, SOOTHING_CONCERNS, type Need } from './needs';

const SPF_NEEDS: Need[] = [
  need(/iron oxides/i, 1, 'block visible light as well as UV'),
  need(/zinc oxide/i, 1, 'give broad-spectrum protection that is gentle on skin'),
  need(/tinosorb|uvinul|avobenzone/i, 1, 'give very high UVA protection'),
];

const STRONG_ACTIVE = /glycolic|l-ascorbic|retinaldehyde|\bretinal\b|sulphur|sulfur|menthol|benzoyl|salicylic acid 2%/i;
const MILD_ACTIVE = /retinol|mandelic|lactic|salicylic/i;
const EXFOLIANT_OR_RETINOID = /glycolic|lactic|mandelic|salicylic|retin|l-ascorbic|peel|exfoliat|scrub/i;
const GENTLE_CLAIM = /sensitive|gentle|minimal irritation|non-irritating|fragrance-free/i;
/** Ingredients that can sting: a product holding one is never the calming choice, whatever else it contains. */
const CAN_STING =
  /glycolic|lactic acid|mandelic|salicylic|retin|tretinoin|adapalene|l-ascorbic|benzoyl|menthol|sulphur|sulfur/i;

export type CatalogueType = ProductType | 'serum';

/** A product's kind, from its name and category. */
export function productKind(p: CatalogueProduct): CatalogueType {
  const n = `${p.name} ${p.categorySlug}`.toLowerCase();
  if (/\bspf\b|sun-protection|sunscreen/.test(n)) return 'spf';
  if (/\beye\b|eye-care/.test(n)) return 'eye';
  if (/\bbody\b/.test(n)) return 'body';
  if (/cleanser|cleansing|\bwash\b/.test(n)) return 'cleanser';
  if (/\bmask\b/.test(n)) return 'mask';
  if (/toner|peel|exfoliat/.test(n)) return 'exfoliant';
  if (/moisturi|cream|lotion/.test(n)) return 'moisturiser';
  return 'serum';
}

/** "Vitamin E (Tocopherol) 1%" → "Vitamin E 1%": the ingredient as a reader would say it. */
export function ingredientName(ingredient: string): string {
  return ingredient
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "calm redness" with "Ceramides NP/AP/EOP 3%" → "Ceramides NP/AP/EOP 3% calm redness"; singular → "calms". */
export function reasonFor(ingredient: string, does: string): string {
  const name = ingredientName(ingredient);
  const lastWord =
    name
      .replace(/[\d.%]+/g, '')
      .replace(/\b[A-Z]{2,}(?:\/[A-Z]{2,})*\b/g, '')
      .trim()
      .split(/\s+/)
      .pop() ?? '';
  const plural = /[^su]s$/i.test(lastWord);
  const conjugate = (verb: string) =>
    plural
      ? verb
      : /(?:s|sh|ch|x|z)$/.test(verb)
        ? `${verb}es`
        : /[^aeiou]y$/.test(verb)
          ? `${verb.slice(0, -1)}ies`
          : `${verb}s`;
  const words = does.split(' ');
  // "gently exfoliate" → "gently exfoliates": an adverb first leaves the verb after it to conjugate.
  const verbAt = /ly$/.test(words[0]) ? 1 : 0;
  const isVerb = (w: string, i: number) => i === verbAt || (words[i - 1] === 'and' && SECOND_VERBS.has(w));
  return `${name} ${words.map((w, i) => (isVerb(w, i) ? conjugate(w) : w)).join(' ')}`;
}

/** Verbs that start the second half of a reason ("calm redness and soothe irritated skin"). */
const SECOND_VERBS = new Set([
  'help',
  'fade',
  'refine',
  'seal',
  'hold',
  'soothe',
  'balance',
  'smooth',
  'even',
  'calm',
  'hydrate',
  'keep',
  'protect',
  'strengthen',
  'brighten',
]);

export type RecommendInput = {
  /** Concerns of this turn (weighted fully) and of earlier turns (weighted less). */
  turnConcerns: string[];
  profile: SkinProfile;
  productTypes: ProductType[];
  areas: Area[];
  /** The skin is stinging or red right now: keep exfoliating acids and retinoids out entirely. */
  irritatedByActives: boolean;
  /** How many products at most (1–4). */
  limit: number;
  /** Kinds of ingredient not to recommend (knowledge table keys: a topic of the conversation rules them out). */
  ruledOut?: Set<string>;
  /** A daily SPF joins the products (a topic of the conversation says so). */
  addSpf?: boolean;
};

export type Recommendation = ProductRecommendation & { score: number; kind: CatalogueType; ingredient?: string };

type Scored = { product: CatalogueProduct; kind: CatalogueType; score: number; reason: string; ingredient?: string };

function scoreProduct(p: CatalogueProduct, input: RecommendInput, weights: Map<string, number>): Scored | null {
  const kind = productKind(p);
  const { profile, areas } = input;
  const all = [...p.ingredients, ...p.benefits, p.name].join(' ');
  const concerns = [...weights.keys()];

  // Hard exclusions: safety and plain fit.
  if (profile.pregnant && p.ingredients.some((i) => RETINOID_INGREDIENT.test(i))) return null;
  if (
    input.irritatedByActives &&
    (p.ingredients.some((i) => EXFOLIANT_OR_RETINOID.test(i)) || EXFOLIANT_OR_RETINOID.test(p.name))
  )
    return null;
  if (input.ruledOut?.size && [...kindsOfIngredients(p.ingredients)].some((k) => input.ruledOut!.has(k))) return null;
  const bodyConcern = concerns.some((c) => c === 'body_acne' || c === 'rough_body') || areas.includes('body');
  if (kind === 'body' && !bodyConcern) return null;
  if (kind !== 'body' && concerns.every((c) => c === 'body_acne' || c === 'rough_body') && concerns.length > 0)
    return null;
  const eyeConcern =
    concerns.some((c) => c === 'puffiness' || c === 'dark_circles') ||
    (areas.includes('eyes') && concerns.includes('fine_lines'));
  if (kind === 'eye' && !eyeConcern) return null;

  let score = 0;
  let best: { value: number; ingredient: string; does: string } | null = null;
  const canSting = p.ingredients.some((i) => CAN_STING.test(i));
  for (const [concern, weight] of weights) {
    const needs = NEEDS[concern];
    // A calming ingredient does not make an acid toner or a retinoid a product for skin that needs calming.
    if (!needs || (canSting && SOOTHING_CONCERNS.has(concern))) continue;
    const matches: number[] = [];
    for (const n of needs.needs) {
      const ingredient = p.ingredients.find((i) => n.ingredient.test(i));
      if (!ingredient) continue;
      matches.push(n.weight);
      const value = n.weight * weight;
      if (!best || value > best.value) best = { value, ingredient, does: n.does };
    }
    matches.sort((a, b) => b - a);
    const ingredientScore = (matches[0] ?? 0) + 0.25 * matches.slice(1).reduce((s, m) => s + m, 0);
    const benefitScore = p.benefits.some((b) => needs.benefits.test(b)) ? 1.5 : 0;
    score += (ingredientScore + benefitScore) * weight;
  }
  if (score <= 0) return null;

  // Fit to the person.
  const gentle = p.benefits.some((b) => GENTLE_CLAIM.test(b));
  if (profile.sensitivity === 'sensitive') {
    if (!gentle && p.ingredients.some((i) => STRONG_ACTIVE.test(i))) score -= 2.5;
    else if (!gentle && p.ingredients.some((i) => MILD_ACTIVE.test(i))) score -= 1;
    if (gentle) score += 1;
  }
  if (profile.skinType === 'dry' && /controls? (?:excess )?(?:oil|shine)|matte|absorbs excess oil/i.test(all))
    score -= 2;
  if (profile.skinType === 'oily' && /nourish|shea butter|balm/i.test(all)) score -= 1.5;
  if (profile.pregnant && /pregnancy-friendly/i.test(all)) score += 1;
  if (p.ingredients.some((i) => RETINOID_INGREDIENT.test(i))) {
    const starter = /first retinoid|starter|minimal irritation/i.test(all);
    if (profile.retinoidExperience === true) score += starter ? -1 : 1;
    else score += starter ? 1 : -1;
  }
  if (kind === 'body' && bodyConcern) score += 2;
  if (kind === 'eye' && eyeConcern) score += 1.5;
  if (input.productTypes.length > 0) score += input.productTypes.includes(kind as ProductType) ? 3 : -1.5;

  let reason: string;
  // A sunscreen is chosen for its protection: its reason names a filter, not a supporting extra.
  const filter = kind === 'spf' ? spfReason(p) : '';
  if (filter) reason = filter;
  else if (best) reason = reasonFor(best.ingredient, best.does);
  else {
    const benefit = p.benefits[0] ?? p.shortDescription;
    reason = `${benefit}, with ${ingredientName(p.ingredients[0] ?? p.name)}`;
  }
  return { product: p, kind, score, reason, ingredient: best?.ingredient };
}

const SPF_WORTHY = new Set(['pigmentation', 'post_acne_marks', 'melasma', 'dullness', 'fine_lines', 'firmness']);

/** Up to `limit` catalogue products for this person, best first, with priority and a one-line reason. */
export function recommendProducts(catalogue: CatalogueProduct[], input: RecommendInput): Recommendation[] {
  const weights = new Map<string, number>();
  for (const c of input.profile.concerns) weights.set(c, input.turnConcerns.length > 0 ? 0.4 : 1);
  for (const c of input.turnConcerns) weights.set(c, 1);
  const wantsType = input.productTypes.length > 0;
  if (weights.size === 0 && !wantsType) return [];

  let scored: Scored[];
  if (weights.size === 0) {
    // Only a kind of product asked for ("which SPF?"): the products of that kind that suit the profile.
    scored = catalogue
      .filter((p) => input.productTypes.includes(productKind(p) as ProductType))
      .map(
        (p) =>
          scoreProduct(p, input, new Map([['sensitivity', 0.01]])) ?? {
            product: p,
            kind: productKind(p),
            score: 3,
            reason: '',
          },
      )
      .map((s) => ({ ...s, reason: genericReason(s.product) }));
  } else {
    scored = catalogue.map((p) => scoreProduct(p, input, weights)).filter((s): s is Scored => s !== null);
  }
  if (wantsType) {
    const ofType = scored.filter((s) => input.productTypes.includes(s.kind as ProductType));
    if (ofType.length > 0) scored = ofType;
  }
  scored.sort((a, b) => b.score - a.score || a.product.name.localeCompare(b.product.name));

  const top = scored[0]?.score ?? 0;
  if (top < 2) return [];
  const picked: Scored[] = [];
  const limit = Math.max(1, Math.min(4, input.limit));
  const pool = [...scored];
  while (picked.length < limit && pool.length > 0) {
    // Prefer a routine of different kinds: each kind already picked costs a product 1.5 points.
    pool.sort(
      (a, b) =>
        adjusted(b, picked, wantsType) - adjusted(a, picked, wantsType) || a.product.name.localeCompare(b.product.name),
    );
    const next = pool.shift()!;
    if (adjusted(next, picked, wantsType) < Math.max(2, top * 0.35)) break;
    picked.push(next);
  }

  // Daily SPF protects everything else: add one where the sun drives the concern and they do not wear it daily.
  const concerns = [...weights.keys()];
  const needsSpf =
    input.addSpf ||
    concerns.some((c) => SPF_WORTHY.has(c)) ||
    picked.some((s) => s.product.ingredients.some((i) => RETINOID_INGREDIENT.test(i) || EXFOLIATING_ACID.test(i)));
  if (needsSpf && input.profile.usesSpfDaily !== true && !picked.some((s) => s.kind === 'spf') && !wantsType) {
    const spf = bestSpf(catalogue, input, concerns);
    if (spf) {
      if (picked.length >= limit) picked.pop();
      picked.push(spf);
    }
  }

  const best = picked[0]?.score ?? 0;
  return picked.map((s, index) => ({
    name: s.product.name,
    productId: s.product.id,
    priority: s.kind === 'spf' && index > 0 ? spfPriority(concerns) : priorityFor(index, s.score, best),
    reason: s.reason.slice(0, 300),
    score: Math.round(s.score * 100) / 100,
    kind: s.kind,
    ingredient: s.ingredient,
  }));
}

function adjusted(s: Scored, picked: Scored[], sameKindWanted = false): number {
  return sameKindWanted ? s.score : s.score - 1.5 * picked.filter((p) => p.kind === s.kind).length;
}

function priorityFor(index: number, score: number, best: number): Priority {
  if (index === 0 || score >= best * 0.8) return 'high';
  return score >= best * 0.5 ? 'medium' : 'low';
}

function spfPriority(concerns: string[]): Priority {
  return concerns.some((c) => c === 'pigmentation' || c === 'melasma' || c === 'post_acne_marks') ? 'high' : 'medium';
}

function bestSpf(catalogue: CatalogueProduct[], input: RecommendInput, concerns: string[]): Scored | null {
  const candidates = catalogue
    // The SPF added to the products is held to what the conversation rules out, like them (niacinamide on reacting
    // skin, 0417).
    .filter(
      (p) => productKind(p) === 'spf' && ![...kindsOfIngredients(p.ingredients)].some((k) => input.ruledOut?.has(k)),
    )
    .map((p) => {
      let score = 2;
      const reason = spfReason(p);
      const all = [...p.ingredients, ...p.benefits].join(' ');
      if (concerns.includes('melasma') && /iron oxides|visible light/i.test(all)) score += 2;
      if (input.profile.sensitivity === 'sensitive' && /sensitive|mineral|zinc oxide/i.test(all)) score += 1.5;
      if (input.profile.skinType === 'oily' && /shine|invisible|weightless|matte/i.test(all)) score += 1;
      if (input.profile.skinType === 'combination' && /shine|invisible|weightless|matte/i.test(all)) score += 0.5;
      return { product: p, kind: 'spf' as const, score, reason: reason || genericReason(p) };
    })
    .sort((a, b) => b.score - a.score || a.product.name.localeCompare(b.product.name));
  return candidates[0] ?? null;
}

/** "Zinc Oxide 20% gives broad-spectrum protection…": the first UV filter the product lists, or ''. */
function spfReason(p: CatalogueProduct): string {
  for (const n of SPF_NEEDS) {
    const ingredient = p.ingredients.find((i) => n.ingredient.test(i));
    if (ingredient) return reasonFor(ingredient, n.does);
  }
  return '';
}

function genericReason(p: CatalogueProduct): string {
  const benefit = p.benefits[0] ?? p.shortDescription;
  const ingredient = p.ingredients[0] ? ingredientName(p.ingredients[0]) : '';
  return ingredient ? `${benefit}, with ${ingredient}` : benefit;
}

/** Up to `limit` catalogue products containing an ingredient, gentlest first for sensitive skin. */
export function productsWith(
  catalogue: CatalogueProduct[],
  ingredient: RegExp,
  does: string,
  profile: SkinProfile,
  limit = 2,
): ProductRecommendation[] {
  return catalogue
    .map((p) => ({ p, match: p.ingredients.find((i) => ingredient.test(i)) }))
    .filter((x): x is { p: CatalogueProduct; match: string } => !!x.match)
    .filter(({ p }) => !(profile.pregnant && p.ingredients.some((i) => RETINOID_INGREDIENT.test(i))))
    .filter(({ p }) => productKind(p) !== 'body')
    .map(({ p, match }) => {
      // The ingredient as the product's hero (in its name or first) ranks above a supporting role.
      let rank = p.ingredients.indexOf(match);
      if (p.name.toLowerCase().includes(ingredientName(match).split(' ')[0].toLowerCase())) rank -= 10;
      if (profile.sensitivity === 'sensitive' && p.benefits.some((b) => GENTLE_CLAIM.test(b))) rank -= 1;
      return { p, match, rank };
    })
    .sort((a, b) => a.rank - b.rank || a.p.name.localeCompare(b.p.name))
    .slice(0, limit)
    .map(({ p, match }, index) => ({
      name: p.name,
      productId: p.id,
      priority: index === 0 ? 'medium' : 'low',
      reason: reasonFor(match, does),
    }));
}
