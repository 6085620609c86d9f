// The words the coach's two readings correct misspellings towards (data, kept as word lists): an unknown word
// within a small edit distance of one of these becomes it. Every other word is left as written.

/** The categories' and answers' reading (prepareText): the single words the lexicon's patterns are built from. */
export const SKINCARE_WORDS: ReadonlySet<string> = new Set(
  (
    'acne blemish blemishes breakout breakouts spots spotty pimple pimples blackheads whiteheads comedones congested congestion cystic hormonal ' +
    'pigmentation hyperpigmentation pigmented discolouration discoloration melasma freckles blotchy sunspots uneven dullness brighten radiance ' +
    'wrinkle wrinkles wrinkly ageing aging crepey sagging firmness elasticity collagen puffiness puffy ' +
    'dryness flaky flaking flakey dehydrated dehydration parched tightness chapped peeling ' +
    'oily oiliness greasy greasiness shiny sebum combination ' +
    'sensitive sensitivity sensitised sensitized reactive irritated irritation irritating stinging itchy itching burning redness flushing rosacea eczema dermatitis psoriasis allergic reaction ' +
    'exfoliate exfoliating exfoliation exfoliant exfoliator moisturiser moisturizer cleanser serum sunscreen retinol retinal retinoid retinoids tretinoin niacinamide hyaluronic salicylic glycolic ' +
    'recommend recommendation recommendations suggest suggestion routine regime regimen products product pregnant pregnancy breastfeeding ' +
    'swollen swelling bleeding weeping infected infection changing blisters'
  ).split(' '),
);

/** The triage's reading (conceptText): the words its concepts are built from. */
export const CONCEPT_WORDS: readonly string[] = (
  'swollen swelling swelled swell swells puffy puffed puffing balloon ballooned breathe breathing breath ' +
  'breathless wheezy wheezing swallow swallowing throat tongue eyelid eyelids blanch blanching glass tumbler ' +
  'purple pinprick temperature fever feverish shivery shivering infected infection spreading abscess pus oozing ' +
  'weeping blisters blister blistering blistered chemical shingles hives welts urticaria nettle mole moles freckle ' +
  'bleeding bleeds healed healing pregnant pregnancy breastfeeding retinol retinoid retinal tretinoin isotretinoin ' +
  'roaccutane accutane depressed depression hopeless suicidal suicide worthless crying anxious harming ' +
  'toddler baby daughter children irregular ragged jagged darker bigger changed changing ' +
  // Kept as they are, so the typo correction does not turn them into a concept ("streaming" is not "spreading").
  'streaming stinging burning watering breaking'
).split(' ');
