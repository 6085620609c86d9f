// What the built-in coach recognises, as patterns over prepared text (nlp.ts: lower case, contractions expanded,
// misspellings corrected, negated words prefixed "neg_" so they never match). Patterns are tried in order and
// each match is masked, so the specific wins over the general: "dark spots" is pigmentation, and its "spots"
// is not counted again as acne.
import type { QuestionCategory } from '@shared/question-categories';

export type ConcernDef = { key: string; category: QuestionCategory; label: string; pattern: RegExp };

const P = (source: string) => new RegExp(`\\b(?:${source})\\b`, 'g');

export const CONCERNS: ConcernDef[] = [
  {
    key: 'rough_body',
    category: 'dryness',
    label: 'rough, bumpy body skin',
    pattern: P(
      'keratosis pilaris|chicken skin|bumpy (?:arms|legs|skin on my (?:arms|legs))|rough bumps|(?:rough|bumpy) (?:skin )?on (?:my )?(?:arms|legs|thighs)',
    ),
  },
  {
    key: 'melasma',
    category: 'pigmentation',
    label: 'melasma-type patches',
    pattern: P(
      'melasma|chloasma|pregnancy mask|(?:brown|dark|grey|gray) patch(?:es|y)?|patchy (?:brown|dark)|patches of (?:brown|dark)(?: skin)?',
    ),
  },
  {
    key: 'post_acne_marks',
    category: 'pigmentation',
    label: 'marks left by spots',
    pattern: P(
      'post ?-? ?(?:acne|inflammatory)(?: hyper ?-? ?pigmentation| marks?)?|pih|(?:acne|spot|pimple|breakout|blemish) (?:marks?|scars?|scarring)' +
        '|(?:red|purple|pink) (?:marks?|scars?)|(?:dark|brown) (?:marks?|scars?) (?:after|from|left by|left from) (?:my |the )?(?:spots|acne|breakouts?|pimples)|marks? (?:left|leftover)|leave[sd]? (?:behind )?(?:dark |red |brown |purple )?marks?' +
        '|leaving (?:behind )?(?:dark |red |brown |purple )?marks?|scarring|scars?|(?:after|from|since) (?:my |the )?(?:spots|acne|breakouts?|pimples) (?:healed|cleared|went|faded)',
    ),
  },
  {
    key: 'dark_circles',
    category: 'pigmentation',
    label: 'dark circles',
    pattern: P(
      '(?:dark|black|purple|blue) (?:under ?-? ?eye )?circles|under ?-? ?eye (?:darkness|shadows|circles)|(?:circles|shadows) under (?:my )?eyes' +
        '|under ?-? ?eyes? (?:area )?(?:is |are |looks? |look )?(?:so |very |really )?(?:dark|darker|shadowy)|dark under ?-? ?eyes?',
    ),
  },
  {
    key: 'pigmentation',
    category: 'pigmentation',
    label: 'dark spots and uneven tone',
    pattern: P(
      '(?:sun|age|liver|dark|brown) ?spots?|(?:dark|brown) (?:marks?|scars?)|sunspots?|sun damage|hyper ?-? ?pigment(?:ation|ed)?|pigmentation|pigment(?:ed)?|discolou?r(?:ation|ed)?' +
        '|uneven (?:skin ?)?(?:tone|colou?r)|(?:tone|colou?r) is (?:so |very |really )?uneven|freckles|melanin',
    ),
  },
  {
    key: 'dullness',
    category: 'pigmentation',
    label: 'dullness',
    pattern: P(
      'dull(?:ness)?|lacklustre|lackluster|sallow|(?:grey|tired) ?-? ?looking|lost (?:its|my) glow|glow(?:ing|y)?|radian(?:ce|t)|brighter|brighten(?:ing)?',
    ),
  },
  {
    key: 'puffiness',
    category: 'anti_aging',
    label: 'puffy eyes',
    pattern: P(
      '(?:puffy|puffiness) (?:eyes?|eyelids?|under ?-? ?eyes?)|(?:eyes?|eyelids?) (?:are|look|get|feel) (?:so |really |very )?puffy|eye bags|bags under (?:my )?eyes|under ?-? ?eye bags|puffiness',
    ),
  },
  {
    key: 'fine_lines',
    category: 'anti_aging',
    label: 'fine lines',
    pattern: P(
      '(?:fine|deep|forehead|frown|smile|laughter|expression|marionette|nasolabial|lip) lines?|lines (?:around|on|between|under|across|by|near) (?:my )?(?:eyes?|mouth|forehead|lips?|brows?)' +
        "|wrinkl(?:e|es|ed|y|ing)|crows? ?'?s? ?feet|crepey|crepe ?-? ?y|anti ?-? ?ag(?:e)?ing|prematur(?:e|ely) ag(?:e)?ing|ag(?:e)?ing|mature skin|older skin|getting older|preventative|prevention",
    ),
  },
  {
    key: 'firmness',
    category: 'anti_aging',
    label: 'loss of firmness',
    pattern: P(
      'sagg(?:ing|y)|droop(?:y|ing)|jowls?|loss of (?:firmness|elasticity|volume)|lost (?:firmness|elasticity|volume)|firm(?:ness|er|ing)|elasticity|loose skin|collagen|plump(?:er|ness|ing)?',
    ),
  },
  {
    key: 'blackheads',
    category: 'acne',
    label: 'blackheads and congestion',
    pattern: P(
      'blackheads?|black heads?|whiteheads?|white heads?|comedones|clogged pores|blocked pores|congest(?:ed|ion)|milia|sebaceous filaments',
    ),
  },
  {
    key: 'body_acne',
    category: 'acne',
    label: 'breakouts on the body',
    pattern: P(
      'bacne|(?:spots|acne|breakouts?|pimples) on (?:my )?(?:back|chest|shoulders|body|bum|arms)|(?:back|chest|body) (?:acne|spots|breakouts?)',
    ),
  },
  {
    key: 'hormonal_acne',
    category: 'acne',
    label: 'hormonal breakouts',
    pattern: P(
      'hormonal(?: acne| breakouts?| spots)?|(?:breakouts?|spots|acne|pimples)(?: [a-z]+){0,3} (?:chin|jaw ?line|jaw)|(?:chin|jaw ?line|jaw) (?:acne|breakouts?|spots)',
    ),
  },
  {
    key: 'acne',
    category: 'acne',
    label: 'breakouts',
    pattern: P(
      'acne|acne ?-? ?prone|red (?:spots|bumps|pimples)|spots?|spotty|pimples?|zits?|blemish(?:es|ed)?|breakouts?|break ?-? ?outs?|break(?:ing|s)? out|broke out|bumps|cysts?|cystic|pustules?|papules?|outbreaks?',
    ),
  },
  {
    key: 'rosacea',
    category: 'sensitive_skin',
    label: 'rosacea-type flushing',
    pattern: P('rosacea|flush(?:ed|ing|es)?|blush(?:ing|es)?|broken (?:capillaries|veins)|thread veins|spider veins'),
  },
  {
    key: 'eczema',
    category: 'sensitive_skin',
    label: 'eczema-prone skin',
    pattern: P('eczema|dermatitis|psoriasis|atopic'),
  },
  {
    key: 'reaction',
    category: 'sensitive_skin',
    label: 'stinging and irritation',
    pattern: P(
      'allerg(?:y|ic|ies)|reaction|react(?:s|ed|ing)?|rash(?:es)?|hives|irritat(?:ed|ion|es|ing|e)|sting(?:s|ing|y)?|stung|burn(?:s|ing|t)?|itch(?:y|ing|iness|es)?' +
        '|tingl(?:e|es|ing)|inflamed|raw|swell(?:ing|ed|s)?|swollen|over ?-? ?exfoliat(?:ed|ing|ion)|(?:damaged|compromised|broken) barrier|barrier (?:is )?(?:damaged|compromised|broken)',
    ),
  },
  {
    key: 'redness',
    category: 'sensitive_skin',
    label: 'redness',
    pattern: P('red(?:ness|dish)?|pink cheeks|ruddy|blotch(?:y|iness|es)'),
  },
  {
    key: 'sensitivity',
    category: 'sensitive_skin',
    label: 'sensitive skin',
    pattern: P('sensitive|sensitivity|sensitised|sensitized|reactive|delicate skin|easily irritated'),
  },
  {
    key: 'oiliness',
    category: 'oily_skin',
    label: 'oiliness',
    pattern: P(
      'oily|oiliness|oil ?-? ?prone|greasy|greasiness|shiny|shine|sebum|slick|(?:excess|too much|so much) oil|oil (?:control|production)|produces? (?:so much |a lot of |too much |loads of )?oil' +
        "|(?:combination|combo) skin|t ?-? ?zone|(?:i'm|im|i am|is|it is|its|skin's) (?:a bit |quite |very |pretty |kind of |fairly )?(?:combination|combo)",
    ),
  },
  {
    key: 'large_pores',
    category: 'oily_skin',
    label: 'enlarged pores',
    pattern: P('(?:large|enlarged|open|big|visible|huge|stretched) pores|pores'),
  },
  {
    key: 'dehydration',
    category: 'dryness',
    label: 'dehydration',
    pattern: P('dehydrat(?:ed|ion)|thirsty|lacks? (?:water|hydration|moisture)|needs? (?:more )?hydration'),
  },
  {
    key: 'dryness',
    category: 'dryness',
    label: 'dryness',
    pattern: P(
      'dry(?:ness)?|drier|dried out|drying(?: out)?|flak(?:y|iness|ing|es)|flakey|tight(?:ness)?|parched|rough (?:patches|skin)|cracked|cracking|peeling|chapped|scaly',
    ),
  },
];

/** Descriptions that are not skin concerns of their own: a mole that "itches" is a red flag, not sensitive skin. */
export const NOT_CONCERNS = /\bmoles?\b[^|,.;!?]{0,60}/g;

export const CONCERN_BY_KEY = new Map(CONCERNS.map((c) => [c.key, c]));

/** Asking which product to use, or whether a product suits them. */
export const PRODUCT_REQUEST = P(
  'recommend(?:ation|ations|ed|s)?|suggest(?:ion|ions|ed)?|which (?:product|products|one|ones|serum|serums|cleanser|moisturi[sz]er|cream|spf|sunscreen|toner|mask|treatment|oil|exfoliant|eye cream|night cream|of your|would)' +
    '|what (?:product|products|serum|cleanser|moisturi[sz]er|cream|spf|sunscreen|toner|mask|treatment|exfoliant|eye cream|night cream|would you|do you (?:have|sell|suggest|recommend)|should (?:i|she|he|they|we) (?:use|buy|try|get|be using|put)|can (?:i|she|he|they|we) (?:use|try|buy|put)|could i (?:use|try)|is (?:best|good)|works|helps|(?:will|would|could|might) help)' +
    '|(?:anything|something|a product|products?) (?:for|that|to help|to use|i can use|which|you)|best (?:product|products|serum|cleanser|moisturi[sz]er|cream|spf|sunscreen|thing|option|way to treat)' +
    "|(?:is|are|would|will) (?:the |your |this |it |that |they |a )?[a-z0-9%' -]{0,40}(?:good|ok|okay|suitable|safe|right|worth it|enough) for|should i (?:buy|get|try|use)" +
    '|do you (?:have|sell|stock|do)|looking for (?:a|an|some)|need (?:a|an|some) (?:new )?(?:cleanser|moisturi[sz]er|serum|spf|sunscreen|cream|toner|product|products|eye cream|treatment)' +
    '|what can i do|how (?:do|can) i (?:get rid|treat|fix|stop|clear|reduce|fade|calm|help)' +
    "|(?:is|are) (?:the |your |this |it |that |they |a )?[a-z0-9%' -]{0,30}(?:worth it|worth trying|worth buying|safe|ok|okay|suitable)" +
    '|does (?:a|an|the|this|that|it) [a-z -]{0,25}(?:help|work)|do i (?:even )?need (?:a|an|to use)',
);

/** Asking about a routine: steps, order, timing, frequency, combining products. */
export const ROUTINE_REQUEST = P(
  'routine|routines|regime|regimen|skin ?care steps|(?:what|which|how many) steps|first step|next step|what order|in what order|which order|order (?:to|should|do|of)|layer(?:ing)?' +
    '|morning (?:and|or|vs|versus) (?:night|evening)|night and morning|day or night|a ?m or p ?m|am and pm|(?:am|pm|morning|evening|night ?time|bedtime) routine' +
    '|how often|how many times|(?:use|using|apply|applying|wear|wearing|exfoliate|exfoliating|cleanse|put|need|do)\\b[^|]{0,30}\\b(?:every (?:day|night|morning|other (?:day|night))|daily|twice a (?:day|week)|once a (?:day|week)|times a (?:week|day))' +
    '|when (?:should|do|can) i (?:use|apply|start|put)|how (?:do|should|can) i (?:use|apply|start|introduce|build|layer)|how to (?:use|apply|start|introduce|layer|build)' +
    '|before or after|(?:use|apply|mix|combine|layer|using|put) [^|]{0,40}(?:with|together|same time|alongside)|can i (?:still |keep )?(?:use|using|mix|combine|layer)' +
    '|double cleans(?:e|ing)|where (?:do|should) i start|start(?:ing)? (?:a|my) (?:routine|skin ?care)|(?:build|set up) (?:a|my) (?:routine|skin ?care)',
);

export const GRATITUDE =
  /^(?:thanks?|thank you|thx|ty|cheers|ta|brilliant|perfect|great|lovely|amazing|awesome|wonderful|ok|okay|cool|bye|goodbye)\b/;
export const GREETING = /^(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening))\b/;

export const PREGNANCY = P(
  "pregnan(?:t|cy)(?! mask)|expecting a baby|i'm expecting|trying to conceive|ttc|trying for a baby|breast ?-? ?feeding|breastfeeding|nursing|trimester|weeks pregnant",
);
export const RETINOID = P(
  'retinol|retinal|retinaldehyde|retinoids?|retinoic|tretinoin|tret|adapalene|differin|isotretinoin|roaccutane|accutane|vitamin a|tazarotene',
);

/** Products and actives people mention using (profile.currentProducts). */
export const PRODUCT_MENTIONS: Array<[string, RegExp]> = [
  ['retinoid', RETINOID],
  ['vitamin C', P('vitamin c|vit c|vitamin - c|ascorbic')],
  ['niacinamide', P('niacinamide')],
  ['salicylic acid', P('salicylic|bha')],
  ['exfoliating acids', P('glycolic|aha|ahas|lactic|mandelic|acid toner|exfoliating toner|peel')],
  ['benzoyl peroxide', P('benzoyl(?: peroxide)?')],
  ['hyaluronic acid', P('hyaluronic')],
  ['SPF', P('spf(?:\\d+)?|sunscreen|sun cream|suncream|sunblock|sun block')],
  ['moisturiser', P('moisturi[sz]er|face cream|night cream')],
  ['cleanser', P('cleanser|face wash|facewash|micellar(?: water)?|cleansing (?:balm|oil)|soap')],
  ['face wipes', P('(?:face |make ?-? ?up )?wipes')],
  ['scrub', P('scrub|exfoliator|exfoliant')],
  ['serum', P('serum|serums')],
  ['toner', P('toner')],
  ['face oil', P('face oil|facial oil')],
];
