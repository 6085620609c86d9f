// Short, well-established facts the built-in coach can state with confidence: what common actives do, and how
// to combine and order products. Plain UK English; nothing here names a product (products come from the
// catalogue).

export type IngredientInfo = {
  key: string;
  /** Mentioned in a message (prepared text). */
  mention: RegExp;
  /** Found in a catalogue product's ingredient. */
  ingredient: RegExp;
  text: string;
  /** Base-form verb phrase for a recommendation reason. */
  does: string;
};

export const INGREDIENTS: IngredientInfo[] = [
  {
    key: 'niacinamide',
    mention: /\bniacinamide\b|\bvitamin b3\b/,
    ingredient: /niacinamide/i,
    text: 'Niacinamide (vitamin B3) is an all-rounder: it helps regulate oil, calms redness, strengthens the skin barrier and evens out tone. It is gentle and suits most skin, including sensitive skin.',
    does: 'regulate oil and strengthen the skin barrier',
  },
  {
    key: 'retinoid',
    mention: /\b(?:retinol|retinal|retinaldehyde|retinoids?|tretinoin|vitamin a)\b/,
    ingredient: /retin/i,
    text: 'Retinoids are vitamin A ingredients that speed up skin renewal: they smooth fine lines, refine texture and keep pores clear. Start two or three nights a week, wear SPF every morning, and avoid them if you are pregnant or breastfeeding.',
    does: 'speed up renewal and smooth fine lines',
  },
  {
    key: 'vitamin_c',
    mention: /\b(?:vitamin c|vit c|ascorbic)\b/,
    ingredient: /ascorbic|ascorbyl|vitamin c/i,
    text: 'Vitamin C is an antioxidant that brightens dull skin, fades dark spots and helps protect against daily damage. It works best in the morning, under your SPF.',
    does: 'brighten and fade dark spots',
  },
  {
    key: 'salicylic',
    mention: /\b(?:salicylic|bha)\b/,
    ingredient: /salicylic/i,
    text: 'Salicylic acid (a BHA) is oil-soluble, so it gets inside pores to clear the oil and dead skin behind blackheads and breakouts.',
    does: 'unclog pores and help clear breakouts',
  },
  {
    key: 'aha',
    mention: /\b(?:glycolic|lactic|mandelic|ahas?)\b/,
    ingredient: /glycolic|lactic|mandelic/i,
    text: 'AHAs such as glycolic, lactic and mandelic acid loosen dead surface cells for smoother, brighter skin. Use them two or three evenings a week, not on the same night as a retinoid.',
    does: 'smooth and brighten the skin',
  },
  {
    key: 'hyaluronic',
    mention: /\bhyaluronic\b/,
    ingredient: /hyaluronic/i,
    text: 'Hyaluronic acid draws water into the skin for instant plumpness. Apply it to damp skin and seal it in with a moisturiser.',
    does: 'draw water into the skin',
  },
  {
    key: 'azelaic',
    mention: /\bazelaic\b/,
    ingredient: /azelaic/i,
    text: 'Azelaic acid calms redness, treats breakouts and fades marks, and is gentle enough for sensitive and rosacea-prone skin.',
    does: 'calm redness and fade marks',
  },
  {
    key: 'tranexamic',
    mention: /\btranexamic\b/,
    ingredient: /tranexamic/i,
    text: 'Tranexamic acid interrupts the signals that tell skin to make extra pigment, so it fades dark spots and melasma gently.',
    does: 'fade dark spots gently',
  },
  {
    key: 'bakuchiol',
    mention: /\bbakuchiol\b/,
    ingredient: /bakuchiol/i,
    text: 'Bakuchiol is a plant-based alternative to retinol: it smooths and firms without the usual irritation, and is generally considered suitable during pregnancy.',
    does: 'smooth lines without retinoid irritation',
  },
  {
    key: 'ceramides',
    mention: /\bceramides?\b/,
    ingredient: /ceramide/i,
    text: 'Ceramides are the lipids that hold your skin barrier together; topping them up relieves dryness and sensitivity.',
    does: 'replenish the skin barrier',
  },
  {
    key: 'peptides',
    mention: /\bpeptides?\b/,
    ingredient: /peptide/i,
    text: 'Peptides signal the skin to support collagen, for firmer, smoother-looking skin. They are gentle and pair well with most actives.',
    does: 'support collagen for firmer-looking skin',
  },
  {
    key: 'spf',
    mention: /\b(?:spf\d*|sunscreens?|sun creams?|suncream)\b/,
    ingredient: /zinc oxide|tinosorb|uvinul|iron oxides/i,
    text: 'A broad-spectrum SPF 30 or higher every morning is the single best way to prevent dark spots and lines. Apply it as the last step, even on cloudy days, because UVA gets through cloud and glass.',
    does: 'protect against UVA and UVB',
  },
];

/** Routine and combination guidance that fits what the message asks about. */
export function routineTips(text: string): string[] {
  const has = (re: RegExp) => re.test(text);
  const retinoid = has(/\b(?:retinol|retinal|retinoids?|tretinoin|vitamin a)\b/);
  const vitaminC = has(/\b(?:vitamin c|vit c|ascorbic)\b/);
  const acids = has(/\b(?:glycolic|lactic|mandelic|ahas?|bha|salicylic|acids?|exfoliat[a-z]*|peel)\b/);
  const niacinamide = has(/\bniacinamide\b/);
  const benzoyl = has(/\bbenzoyl\b/);
  const tips: string[] = [];
  if (retinoid && vitaminC)
    tips.push('Vitamin C and retinoids work best apart: vitamin C in the morning, your retinoid at night.');
  if (retinoid && acids)
    tips.push('Use exfoliating acids and retinoids on different nights, so your skin is not irritated.');
  if (retinoid && benzoyl)
    tips.push('Benzoyl peroxide can deactivate some retinoids, so use one in the morning and the other at night.');
  if (niacinamide && vitaminC)
    tips.push(
      'Niacinamide and vitamin C can be used together; the old advice against it does not hold for modern formulas.',
    );
  if (has(/\bhow often|times a week|every day|every night|daily\b/) && acids && !retinoid) {
    tips.push('Most skin does well exfoliating two or three times a week; sensitive skin once a week is plenty.');
  }
  if (has(/\bdouble cleans/))
    tips.push(
      'A double cleanse (a balm or oil, then a gentle cleanser) is worth it in the evening if you wear SPF or make-up; in the morning one gentle cleanse is enough.',
    );
  if (has(/\b(?:order|layer(?:ing)?|before or after|first)\b/) || tips.length === 0) {
    tips.push(
      'Apply from the thinnest texture to the thickest: cleanser, then serums, then moisturiser, with SPF as the last step every morning.',
    );
  }
  return tips;
}
