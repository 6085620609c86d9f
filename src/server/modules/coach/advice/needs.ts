// What each skin concern needs from a product: the ingredients that address it, strongest first, and the
// benefit words that count in its favour. recommend.ts scores catalogue products against this table.
export type Need = { ingredient: RegExp; does: string; weight: number };
type ConcernNeeds = { needs: Need[]; benefits: RegExp };

export const need = (ingredient: RegExp, weight: number, does: string): Need => ({ ingredient, weight, does });

export const RETINOID_INGREDIENT = /retin(?:ol|al|aldehyde|oid)|tretinoin|adapalene/i;
const VITAMIN_C = /ascorbic|ascorbyl|vitamin c/i;
export const EXFOLIATING_ACID = /glycolic|lactic|mandelic/i;
const CERAMIDE = /ceramide/i;
const CICA = /centella|madecassoside|cica/i;
const PEPTIDE = /peptide|matrixyl/i;
/** Concerns whose needs are calming: a product that can sting does not serve them (recommend.ts). */
export const SOOTHING_CONCERNS = new Set(['sensitivity', 'reaction', 'redness', 'rosacea', 'eczema']);

/** What each concern needs, strongest first; `does` is a verb phrase in the base form ("calm redness"). */
export const NEEDS: Record<string, ConcernNeeds> = {
  acne: {
    needs: [
      need(/salicylic/i, 3, 'unclog pores and help clear breakouts'),
      need(/azelaic/i, 3, 'calm spots and fade the marks they leave'),
      need(/benzoyl/i, 3, 'kill the bacteria behind inflamed spots'),
      need(/sulphur|sulfur/i, 2.5, 'dry out individual spots'),
      need(/retinaldehyde|\bretinal\b|adapalene/i, 2, 'speed up cell renewal so pores stay clear'),
      need(/mandelic/i, 1.5, 'exfoliate gently to keep pores clear'),
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
