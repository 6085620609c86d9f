// Which catalogue products fit a profile, and why: products are scored by the ingredients and benefits the
// catalogue itself lists, so the coach only ever recommends what the shop sells and every reason names a real
// ingredient of that product. Works for any catalogue (no product names are hard-coded).
import type { Priority, ProductRecommendation } from '../../../shared/schemas/coach';
import type { Area, ProductType } from './analyse';
import type { CatalogueProduct, SkinProfile } from './engine';

type Need = { ingredient: RegExp; does: string; weight: number };
type ConcernNeeds = { needs: Need[]; benefits: RegExp };

const need = (ingredient: RegExp, weight: number, does: string): Need => ({ ingredient, weight, does });

const RETINOID_INGREDIENT = /retin(?:ol|al|aldehyde|oid)|tretinoin|adapalene/i;
const VITAMIN_C = /ascorbic|ascorbyl|vitamin c/i;
const EXFOLIATING_ACID = /glycolic|lactic|mandelic/i;
const CERAMIDE = /ceramide/i;
const CICA = /centella|madecassoside|cica/i;
const PEPTIDE = /peptide|matrixyl/i;

/** What each concern needs, strongest first; `does` is a verb phrase in the base form ("calm redness"). */
const NEEDS: Record<string, ConcernNeeds> = {
  acne: {
    needs: [
      need(/salicylic/i, 3, 'unclog pores and help clear breakouts'),
      need(/azelaic/i, 3, 'calm spots and fade the marks they leave'),
      need(/benzoyl/i, 3, 'kill the bacteria behind inflamed spots'),
      need(/sulphur|sulfur/i, 2.5, 'dry out individual spots'),
      need(/retinaldehyde|\bretinal\b|adapalene/i, 2, 'speed up cell renewal so pores stay clear'),
      need(/mandelic/i, 1.5, 'gently exfoliate to keep pores clear'),
      need(/niacinamide/i, 1.2, 'calm inflammation and balance oil'),
      need(/zinc pca/i, 1, 'help regulate oil'),
      need(/kaolin|bentonite|clay/i, 1, 'draw excess oil out of congested pores'),
    ],
    benefits: /breakout|blemish|spots?\b|unclog|congest|blackhead|clears/i,
  },
  hormonal_acne: {
    needs: [
      need(/azelaic/i, 3.5, 'calm hormonal spots and fade the marks they leave'),
      need(/salicylic/i, 3, 'keep pores along the chin and jaw clear'),
      need(/retinaldehyde|\bretinal\b|adapalene/i, 2.5, 'speed up cell renewal so pores stay clear'),
      need(/sulphur|sulfur/i, 2, 'dry out individual spots'),
      need(/niacinamide/i, 1.2, 'calm inflammation and balance oil'),
    ],
    benefits: /breakout|blemish|spots?\b|unclog|clears/i,
  },
  blackheads: {
    needs: [
      need(/salicylic/i, 3.5, 'dissolve the oil plugs that form blackheads'),
      need(/kaolin|bentonite|clay/i, 2, 'draw excess oil out of congested pores'),
      need(/niacinamide/i, 1.2, 'help minimise the look of pores'),
      need(/glycolic|mandelic/i, 1, 'smooth away the dead skin that blocks pores'),
    ],
    benefits: /blackhead|unclog|decongest|pores/i,
  },
  body_acne: {
    needs: [need(/salicylic/i, 3, 'clear breakouts on the back and chest'), need(/zinc pca/i, 1, 'help regulate oil')],
    benefits: /body breakout|unclog/i,
  },
  oiliness: {
    needs: [
      need(/niacinamide/i, 3, 'regulate oil and refine the look of pores'),
      need(/zinc pca/i, 2, 'help control shine'),
      need(/salicylic/i, 2, 'clear excess oil from inside pores'),
      need(/kaolin|bentonite|clay/i, 2, 'absorb excess oil'),
      need(/hyaluronic/i, 0.5, 'hydrate without heaviness'),
    ],
    benefits: /\boil|shine|matte|non-comedogenic|lightweight/i,
  },
  large_pores: {
    needs: [
      need(/niacinamide/i, 3, 'minimise the look of enlarged pores'),
      need(/salicylic/i, 2, 'clear out pores so they look smaller'),
      need(/glycolic|mandelic/i, 1.5, 'refine skin texture'),
    ],
    benefits: /pores/i,
  },
  dryness: {
    needs: [
      need(CERAMIDE, 3, 'replenish the lipids that hold moisture in'),
      need(/urea/i, 2, 'soften rough, dry skin'),
      need(/hyaluronic/i, 2, 'draw water into the skin'),
      need(/squalane/i, 1.5, 'soften and seal in moisture'),
      need(/shea/i, 1.5, 'nourish very dry skin'),
      need(/glycerin/i, 1, 'attract and hold water'),
      need(/panthenol/i, 1, 'soothe and hydrate'),
    ],
    benefits: /\bdry|dryness|hydrat|moistur|tightness|flaking|nourish|barrier/i,
  },
  dehydration: {
    needs: [
      need(/hyaluronic/i, 3, 'draw water into thirsty skin'),
      need(/glycerin/i, 1.5, 'attract and hold water'),
      need(/panthenol/i, 1.5, 'soothe and hydrate'),
      need(CERAMIDE, 1.5, 'keep the water in'),
      need(/ectoin/i, 1, 'protect against moisture loss'),
    ],
    benefits: /hydrat|plump|tight/i,
  },
  rough_body: {
    needs: [
      need(/urea/i, 3, 'smooth rough, bumpy skin'),
      need(/lactic/i, 2, 'gently dissolve rough build-up'),
      need(/salicylic/i, 1.5, 'smooth bumpy texture'),
    ],
    benefits: /rough|bumpy|keratosis|smooth/i,
  },
  sensitivity: {
    needs: [
      need(CICA, 3, 'calm redness and soothe irritated skin'),
      need(CERAMIDE, 2, 'repair the barrier so skin reacts less'),
      need(/oat/i, 2, 'soothe itching and irritation'),
      need(/panthenol/i, 1.5, 'soothe and help the skin heal'),
      need(/allantoin/i, 1, 'soothe irritated skin'),
      need(/niacinamide/i, 1, 'strengthen the skin barrier'),
    ],
    benefits: /calm|sooth|sensitive|gentle|fragrance-free|barrier|non-irritating/i,
  },
  rosacea: {
    needs: [
      need(/azelaic/i, 3, 'calm rosacea-type redness and bumps'),
      need(CICA, 2.5, 'calm flushing and soothe the skin'),
      need(/niacinamide/i, 1.5, 'strengthen the barrier and calm redness'),
      need(/zinc oxide/i, 1.5, 'protect from the sun, a common flushing trigger, without irritating'),
    ],
    benefits: /rosacea|redness|calm|sooth/i,
  },
  eczema: {
    needs: [
      need(CERAMIDE, 3, 'restore the lipids eczema-prone skin lacks'),
      need(/oat/i, 3, 'soothe itching'),
      need(/panthenol/i, 1.5, 'soothe and help the skin heal'),
      need(/squalane/i, 1, 'soften and protect'),
    ],
    benefits: /barrier|\bdry|sooth|sensitive/i,
  },
  fine_lines: {
    needs: [
      need(RETINOID_INGREDIENT, 3, 'speed up renewal and smooth fine lines, the best-proven way to do it'),
      need(/bakuchiol/i, 2, 'smooth lines without the irritation of a retinoid'),
      need(PEPTIDE, 2, 'support collagen for firmer, smoother-looking skin'),
      need(VITAMIN_C, 1.5, 'protect collagen from daily damage'),
      need(/hyaluronic/i, 1, 'plump fine dehydration lines'),
    ],
    benefits: /lines|wrinkle|firm|collagen|renewal|crow/i,
  },
  firmness: {
    needs: [
      need(PEPTIDE, 3, 'support collagen for firmer-looking skin'),
      need(/copper/i, 2.5, 'support skin repair and firmness'),
      need(RETINOID_INGREDIENT, 2, 'boost collagen renewal'),
      need(/bakuchiol/i, 1.5, 'firm gently without retinoid irritation'),
    ],
    benefits: /firm|lift|elastic|collagen|plump/i,
  },
  puffiness: {
    needs: [need(/caffeine/i, 3, 'de-puff the eye area'), need(PEPTIDE, 1, 'firm the delicate skin around the eyes')],
    benefits: /puff/i,
  },
  dark_circles: {
    needs: [
      need(/caffeine/i, 2.5, 'reduce the look of shadows under the eyes'),
      need(VITAMIN_C, 2, 'brighten dark circles'),
      need(/niacinamide/i, 1, 'even out the tone of the eye area'),
    ],
    benefits: /dark circle|brighten/i,
  },
  pigmentation: {
    needs: [
      need(/tranexamic/i, 3, 'interrupt the signals that create dark spots'),
      need(VITAMIN_C, 2.5, 'brighten and fade dark spots'),
      need(/azelaic/i, 2, 'fade marks and even skin tone'),
      need(/niacinamide/i, 1.5, 'stop excess pigment reaching the surface'),
      need(/liquorice|licorice/i, 1.5, 'brighten uneven tone'),
      need(EXFOLIATING_ACID, 1.5, 'exfoliate away discoloured cells'),
      need(/iron oxides/i, 1, 'block the visible light that darkens pigmentation'),
    ],
    benefits: /dark spot|pigment|even|tone|bright|marks/i,
  },
  post_acne_marks: {
    needs: [
      need(/azelaic/i, 3, 'fade post-spot marks and calm new spots'),
      need(/tranexamic/i, 3, 'fade the dark marks spots leave behind'),
      need(/niacinamide/i, 1.5, 'stop excess pigment reaching the surface'),
      need(VITAMIN_C, 1.5, 'brighten lingering marks'),
    ],
    benefits: /post-acne|marks|dark spot|hyperpigment/i,
  },
  melasma: {
    needs: [
      need(/tranexamic/i, 3.5, 'calm the triggers behind melasma patches'),
      need(/iron oxides/i, 3, 'block the visible light that can worsen melasma'),
      need(/azelaic/i, 2.5, 'fade patches gently'),
      need(/niacinamide/i, 1.5, 'stop excess pigment reaching the surface'),
      need(/zinc oxide/i, 1.5, 'give gentle broad-spectrum protection'),
    ],
    benefits: /visible light|pigment|tone|dark spot/i,
  },
  dullness: {
    needs: [
      need(VITAMIN_C, 3, 'brighten a dull complexion'),
      need(EXFOLIATING_ACID, 2.5, 'lift away dull surface cells'),
      need(/niacinamide/i, 1, 'even out tone'),
    ],
    benefits: /bright|glow|dull|radian/i,
  },
};
// Concerns that share another's needs.
NEEDS.reaction = NEEDS.sensitivity;
NEEDS.redness = {
  ...NEEDS.sensitivity,
  needs: [need(CICA, 3, 'calm redness'), ...NEEDS.sensitivity.needs.slice(1), need(/azelaic/i, 2, 'calm redness')],
};

const SPF_NEEDS: Need[] = [
  need(/iron oxides/i, 1, 'block visible light as well as UV'),
  need(/zinc oxide/i, 1, 'give broad-spectrum protection that is gentle on skin'),
  need(/tinosorb|uvinul|avobenzone/i, 1, 'give very high UVA protection'),
];

const STRONG_ACTIVE = /glycolic|l-ascorbic|retinaldehyde|\bretinal\b|sulphur|sulfur|menthol|benzoyl|salicylic acid 2%/i;
const MILD_ACTIVE = /retinol|mandelic|lactic|salicylic/i;
const EXFOLIANT_OR_RETINOID = /glycolic|lactic|mandelic|salicylic|retin|l-ascorbic|peel|exfoliat|scrub/i;
const GENTLE_CLAIM = /sensitive|gentle|minimal irritation|non-irritating|fragrance-free/i;

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
  return `${name} ${words.map((w, i) => (i === 0 || (words[i - 1] === 'and' && SECOND_VERBS.has(w)) ? conjugate(w) : w)).join(' ')}`;
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
  for (const [concern, weight] of weights) {
    const needs = NEEDS[concern];
    if (!needs) continue;
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
  if (best) reason = reasonFor(best.ingredient, best.does);
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
    .filter((p) => productKind(p) === 'spf')
    .map((p) => {
      let score = 2;
      let reason = '';
      const all = [...p.ingredients, ...p.benefits].join(' ');
      for (const n of SPF_NEEDS) {
        const ingredient = p.ingredients.find((i) => n.ingredient.test(i));
        if (ingredient && !reason) reason = reasonFor(ingredient, n.does);
      }
      if (concerns.includes('melasma') && /iron oxides|visible light/i.test(all)) score += 2;
      if (input.profile.sensitivity === 'sensitive' && /sensitive|mineral|zinc oxide/i.test(all)) score += 1.5;
      if (input.profile.skinType === 'oily' && /shine|invisible|weightless|matte/i.test(all)) score += 1;
      if (input.profile.skinType === 'combination' && /shine|invisible|weightless|matte/i.test(all)) score += 0.5;
      return { product: p, kind: 'spf' as const, score, reason: reason || genericReason(p) };
    })
    .sort((a, b) => b.score - a.score || a.product.name.localeCompare(b.product.name));
  return candidates[0] ?? null;
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
