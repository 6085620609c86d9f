// Safety triage (issue 15, docs/decisions/0406): runs before any engine, on the newest message with the
// earlier user turns as context, and says whether the person needs a professional rather than products, and how
// urgently. It reads concepts, not alarm words: a body part near a swelling word, a rash that does not fade under
// a glass, heat + spreading + pus, isotretinoin in an earlier turn + low mood now. Words are typo-corrected
// against the concept vocabulary first. Tuned for recall: a false alarm costs a suggestion to see a pharmacist.
import type { Turn } from './engine';
import { safetyNetReading } from './safety-net-model';

export type Urgency = 'emergency' | 'urgent' | 'soon' | 'mental_health';

export type TriageReason =
  | 'airway'
  | 'face_swelling'
  | 'non_blanching_rash'
  | 'child_fever_rash'
  | 'infection'
  | 'burn_or_blisters'
  | 'eye_exposure'
  | 'widespread_hives'
  | 'shingles'
  | 'changing_mole'
  | 'sore_not_healing'
  | 'pregnancy_retinoid'
  | 'mental_health'
  // The safety net's readings, when no concept rule matched (safety-net.ts):
  | 'sounds_serious'
  | 'needs_seeing_today'
  | 'needs_checking';

export type Escalation = {
  urgency: Urgency;
  /** Every reason found, most urgent first. */
  reasons: TriageReason[];
  /** Who to contact, in words (also inside `response`). */
  contact: string;
  response: string;
};

export const REASON_URGENCY: Record<TriageReason, Urgency> = {
  airway: 'emergency',
  face_swelling: 'emergency',
  non_blanching_rash: 'emergency',
  child_fever_rash: 'emergency',
  infection: 'urgent',
  burn_or_blisters: 'urgent',
  eye_exposure: 'urgent',
  widespread_hives: 'urgent',
  shingles: 'urgent',
  changing_mole: 'soon',
  sore_not_healing: 'soon',
  pregnancy_retinoid: 'soon',
  mental_health: 'mental_health',
  sounds_serious: 'emergency',
  needs_seeing_today: 'urgent',
  needs_checking: 'soon',
};

/** The reason a safety-net reading is given under. */
const NET_REASON: Record<Urgency, TriageReason> = {
  emergency: 'sounds_serious',
  urgent: 'needs_seeing_today',
  soon: 'needs_checking',
  mental_health: 'mental_health',
};

function safetyNetReasons(message: string): TriageReason[] {
  return safetyNetReading(message).map((u) => NET_REASON[u]);
}

/** Most urgent first; mental health sits with emergencies because it may be one. */
const URGENCY_RANK: Record<Urgency, number> = { emergency: 0, mental_health: 1, urgent: 2, soon: 3 };

// ---- Text preparation -------------------------------------------------------------------------------------

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\b(can|cann)'?t\b|\bcannot\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\b(do|does|did|is|are|was|were|has|have|had|could|would|should)n'?t\b/g, '$1 not'],
  [/\bi'?m\b/g, 'i am'],
  [/\b(it|that|there|what|he|she)'s\b/g, '$1 is'],
  [/\b(i|you|we|they)'ve\b/g, '$1 have'],
  [/\b(i|you|we|they)'ll\b/g, '$1 will'],
  [/\b(i|you|we|they)'d\b/g, '$1 would'],
];

/** Words the concepts below are built from: a misspelt token within a small edit distance becomes one of them. */
const VOCABULARY = (
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

function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let prevPrev = prev;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      // Swapped neighbours ("isotretnion") count as one edit.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length];
}

const corrections = new Map<string, string>();
/** The vocabulary word a token was probably meant to be ("swolen" → "swollen"), or the token itself. */
function correct(token: string): string {
  if (token.length < 5 || VOCABULARY.includes(token)) return token;
  const cached = corrections.get(token);
  if (cached) return cached;
  const limit = token.length >= 8 ? 2 : 1;
  let best = token;
  let bestDistance = limit + 1;
  for (const word of VOCABULARY) {
    // Same first letter: typos rarely change it, and it keeps "hikes" from becoming "hives".
    if (word[0] !== token[0]) continue;
    const d = editDistance(token, word, limit);
    if (d < bestDistance) [best, bestDistance] = [word, d];
  }
  if (corrections.size < 10_000) corrections.set(token, best);
  return best;
}

/** "not", "no", "never had", "without" deny the next few words; "can't breathe" and "won't heal" do not. */
const NEGATION =
  /\b(?:no|without|(?:am|is|are|was|were|been|i|it|they|has|have|had) not|never (?:had|have|been|get|got)|not (?:any|a|got))\b((?: [a-z]+){1,3})/g;
/** A negated phrase the person still asks about ("no idea why my lips swelled") is not a denial. */
const FALSE_NEGATION =
  /^ (?:idea|clue|reason|longer|matter|way|end|doubt|sure|joke|heal\w*|fad\w*|go|gone|going|stop\w*|ok|okay|alright|being|point|hope|future|one|body|left|been out|gone out|seen|slept|eaten|spoken|talked|enjoyed|wanted|me|around|here|born|worth|doing|in a (?:good|great|nice|happy))\b/;

export function normalise(text: string): string {
  let t = ` ${text.toLowerCase().replace(/[’‘`]/g, "'")} `;
  for (const [re, to] of CONTRACTIONS) t = t.replace(re, to);
  t = t
    .replace(/\b(cant|cnt)\b/g, 'can not')
    .replace(/\bwanna\b/g, 'want to')
    .replace(/\bgonna\b/g, 'going to')
    .replace(/\b(dont|doesnt|didnt|isnt|wasnt|hasnt|havent|wont|couldnt)\b/g, (w) =>
      w === 'wont' ? 'will not' : `${w.slice(0, -2)} not`,
    )
    .replace(/[^a-z0-9.!?;, ]+/g, ' ')
    .replace(/[.!?;]+/g, ' | ')
    .replace(/,/g, ' , ')
    .split(/\s+/)
    .map((w) => (/^[a-z]+$/.test(w) ? correct(w) : w))
    .join(' ');
  // Mask denied words so no concept matches them: "no swelling, just itchy".
  return t.replace(NEGATION, (m, words: string) =>
    FALSE_NEGATION.test(words) ? m : m.slice(0, m.length - words.length) + words.replace(/[a-z]+/g, 'x'),
  );
}

// ---- Concepts ---------------------------------------------------------------------------------------------

const R = (source: string) => new RegExp(source);
/** a and b within `gap` words of each other, either order, in one sentence. */
const near = (a: string, b: string, gap = 6) =>
  R(`\\b(?:${a})(?: [^ |]+){0,${gap}} (?:${b})\\b|\\b(?:${b})(?: [^ |]+){0,${gap}} (?:${a})\\b`);

const SWELL =
  'swell\\w*|swollen|swole|doubled in size|twice (?:the|its|their) (?:normal |usual )?size|swolen|puffed up|puffing up|puffed|ballooned|balloon|blown up|blowing up|blew up|ballooning|bloated|huge|massive|fat|thick|inflated';
const AIRWAY_PART = 'lips?|tongue|throat|mouth|gums?';
/** Lips or tongue "getting bigger" or gone puffy count as swelling too. */
const AIRWAY_SWELL = `${SWELL}|puff\\w*|getting bigger|got bigger|gone bigger|grow(?:ing|n)`;
const EYE = 'eyes?|eyelids?|eye lids?|lids?';
const FACE = 'face|cheeks?|lips?|mouth';
const PUFFY_SUDDEN =
  'reaction|allerg\\w*|since|new|shut|closed|sting\\w*|itch\\w*|hurts?|painful|sore|hot|can not open|can not see|barely see|hardly see';

const CHILD =
  'baby|babies|toddler|child|children|kid|kids|son|daughter|little boy|little girl|little one|newborn|infant|my boy|my girl|grandson|granddaughter|(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:year|month|week)s? old|\\d+ ?(?:yo|y o|mo)';
const FEVER =
  '(?<!hay )fever\\w*|temperature|temp|burning up|hot and cold|shiver\\w*|chills|rigou?rs|flu like|feel (?:really |so |very )?(?:awful|unwell|ill|rough|poorly|terrible|dreadful|sick|rubbish|fluey|achy|shaky)|feeling (?:really |so |very )?(?:awful|unwell|ill|rough|poorly|terrible|sick|rubbish|fluey|achy|shaky)|fluey|flu ish|sleepy|drowsy|floppy|lethargic';
/** A fever itself, not "feeling awful" (which is said of spots too), and what it makes urgent. */
const TRUE_FEVER =
  '(?<!hay )fever\\w*|(?:a |high |got a |have a |running a )temperature|temp of|burning up|hot and cold|shiver\\w*|shaking|shaky|chills|rigou?rs|flu like';
const FEVER_WITH = 'rash\\w*|cut|cuts|wound|graze\\w*|bite|bitten|blister\\w*|spots?|boils?|swollen|swelling|sores?';
const RASHY = 'rash\\w*|spots?|dots?|blotch\\w*|marks?|patch(?:es)?|bumps|pin ?pricks?|freckles|bruis\\w*|speckles?';

const WOUND = 'cut|cuts|wound|graze\\w*|scratch\\w*|stitches|piercing|tattoo|incision|scar from (?:my |the )?op\\w*';
const INFECTION_WORD =
  'infect\\w*|cellulitis|impetigo|abscess\\w*|red streaks?|red lines? (?:going|spreading|running|coming)|streak\\w* up|hot to (?:the )?touch|warm to (?:the )?touch|red hot|(?:redness|red|swelling) (?:is |keeps |has been )?(?:spreading|getting bigger|growing)|spreading (?:redness|red)';
const INFECTION_SIGN = {
  pus: 'pus|pussy|(?:yellow|green|golden|honey) (?:stuff|gunk|goo|crust\\w*|scabs?|liquid|fluid|pus)|(?:crusty|crusted) (?:yellow|golden)|golden crust\\w*|ooz\\w*|weep\\w*|leak\\w*|seep\\w*|discharge|honey colou?red',
  odour: 'smell\\w*|stink\\w*|pong\\w*',
  heat: 'hot|heat|warm|burning up',
  swelling: 'swell\\w*|swollen|puff\\w*|ballooned|blown up',
  spreading:
    'spread\\w*|getting bigger|growing|creep\\w*|crawl\\w*|moving (?:up|down|out)|travel\\w* (?:up|down)|going (?:up|down) (?:my|the|his|her)|getting wider|wider',
  fever: FEVER,
  pain: 'throbb\\w*|really (?:sore|painful)|agony|excruciating|(?:big|huge|hard|massive) (?:and )?painful|painful (?:and )?(?:hard|huge|massive)',
};

const BURN =
  '(?:burnt|burned|burns?|scalded) (?:from|after|by|with) (?:the |a |an |my |some )?(?:peel|acid|hair removal|removal cream|bleach|wax|veet|retinol|glycolic|tca)|chemical burn\\w*|burnt? my (?:face|skin)|burned my (?:face|skin)|blister\\w*|skin (?:is )?(?:coming|came|peeling|peeled) off|raw and (?:weeping|oozing|bleeding)|(?:acid|peel) (?:burn\\w*|burnt)';
/** A caustic product (peel, acid, dye, bleach, hair removal) and skin damage near it: blisters, raw, weeping. */
const CAUSTIC =
  'peel\\w*|acids?|tca|glycolic|salicylic|lactic|mandelic|hair dye|dye\\w*|bleach\\w*|hair removal|removal cream|veet|nair|wax\\w*|chemicals?|relaxer|henna';
const CAUSTIC_DAMAGE =
  'blister\\w*|bubbl\\w*|weep\\w*|ooz\\w*|seep\\w*|(?:peeling|coming|came|peeled) off|open (?:raw )?(?:patches|sores?|wounds?)|scabs?|scabb\\w*|crust\\w*|burnt|burned|burns?|sores|scald\\w*|skin off|layers? of skin';
/** Blisters from shoes or sport are friction, not a burn. */
const FRICTION =
  'shoes?|heels?|trainers|boots|toes?|walking|running|hike|hiking|rowing|gardening|sandals|feet|foot|rak\\w*|digging|shovel\\w*|weights|climbing|guitar|racket|oars?';
const EYE_PRODUCT =
  'acids?|glycolic|retinol|serum|toner|peel|bleach|dye|cream|spray|sun ?cream|spf|sunscreen|soap|shampoo|product|mask|cleanser|oil|gel|lotion|make ?up|mascara|chemicals?|exfoliator|scrub';
const EYE_EXPOSURE = [
  near(
    '(?:got|get|went|go|splash\\w*|rubb\\w*|ran|run|running|dripp\\w*|dropped|spray\\w*|migrat\\w*|seep\\w*|travel\\w*|flick\\w*|came|squirt\\w*|spurt\\w*)',
    'in(?:to)? (?:my |her |his |the |both |one of my )?eyes?',
    5,
  ),
  R(`\\b(?:rubb\\w*|touch\\w*|wip\\w*) (?:my |her |his )?eyes? (?:with|after)\\b`),
  near(
    'eyes?',
    "can not see|blurr\\w*|fuzzy|vision|gritty|bloodshot|on fire|streaming|won't stop watering|burning|stinging|kill\\w*|agony|painful|red and sore",
    8,
  ),
  R(
    `\\b(?:${EYE_PRODUCT})(?: [^ |]+){0,3} in(?:to)? (?:my |her |his |the |both |one of my |one )?eyes?\\b(?! (?:cream|area|contour|serum|gel|makeup|make up|bags|patch))`,
  ),
];
const HIVES = 'hives|welts|nettle rash|urticaria|rash|lumps|bumps|blotches|weals?|wheals?|red patches|patches|raised';
const EVERYWHERE =
  'all over (?:my |the |her |his )?(?:body|me|skin|arms|legs|chest|back|tummy|stomach|torso)|whole body|entire body|everywhere|head to toe|spread\\w*|arms (?:, )?(?:and )?legs|legs (?:, )?(?:and )?arms|arms legs|all over|(?:up|over|across|down) (?:my |her |his )?(?:whole )?(?:body|trunk)';
const SHINGLES = R(`\\bshingles\\b|${near('blister\\w*|rash', 'one side|band|strip|stripe|belt', 8).source}`);
/** Tingling, burning or nerve pain on one side, then a rash or blisters there. */
const SHINGLES_SIDE = near('blister\\w*|rash\\w*|spots|bumps|fluid filled', '(?:one|left|right) side|side of my', 10);
const SHINGLES_PAIN = R(`\\b(?:tingl\\w*|burn\\w*|nerve|pain\\w*|sore|ach\\w*|sting\\w*)\\b`);

const MOLE_THING = 'moles?|freckles?|beauty spots?|birthmarks?|dark spots?|brown spots?|lesions?';
const MOLE_CHANGE =
  'different|bigger|doubled|(?:double|twice) the size|grow\\w*|grew|blue|bluish|(?:red|blue|black|white|pink|grey) (?:and|or) (?:red|blue|black|white|pink|grey)|chang\\w*|darker|ragged|jagged|irregular|uneven(?! skin| tone| texture)|blotch\\w*|lumpy|patchy|smudg\\w*|(?:dark|black|red|odd) edges?|bleed\\w*|bled|itch\\w*|raised|two colou?rs|different colou?rs|odd|weird|strange|funny|crust\\w*|sore|spread\\w*|black';
/** A change said of "it" once the mole was named earlier: fewer words than MOLE_CHANGE, which needs the mole near. */
const MOLE_GROWS =
  'bigger|doubled|grow\\w*|grew|chang\\w*|darker|ragged|jagged|irregular|smudg\\w*|bleed\\w*|bled|crust\\w*|two colou?rs|different colou?rs|spread\\w*';
/** "Raised, but it has always been like that": a described feature that has not changed, unless something is new. */
const MOLE_STABLE = R(
  `\\b(?:always (?:been|looked|had|like)|born with|had it (?:since|for years|all my life)|for years)\\b`,
);
const MOLE_RECENT = R(
  `\\b(?:now|recently|lately|suddenly|started|starting|become|becoming|gone|got|getting|last (?:week|month|year))\\b`,
);
/** One lesion: "spots for months" is acne, "a spot there for months" is not. */
const SORE_THING = 'sores?|scabs?|ulcers?|spot|lump|patch|cuts?|wounds?|bump|mark|crusts?';
/** Comes back or stays open: said of a sore or scab, not of a spot that recurs every month. */
const KEEPS_OPEN =
  'keeps? (?:coming back|returning|reopening|re opening|scabbing|splitting|flaking)|open for|(?:for|over) (?:ages|months|weeks)';
const NOT_HEALING =
  '(?:for|over|more than|longer than) (?:a|one) month|since (?:before )?(?:christmas|easter|the summer|the spring|last (?:year|summer|winter|spring|autumn|christmas)|january|february|march|april|june|july|august|september|october|november|december)|a month (?:or more|now|and)|still open|not getting better|' +
  'not (?:fully |properly |completely )?heal\\w*|never (?:fully |properly |completely )?heal\\w*|will not heal|will not go(?: away)?|not going away|not gone away|never goes|(?:been|for|over|after) (?:about |nearly |over |almost )?(?:\\d+|two|three|four|five|six|a few|several|a couple of) (?:weeks|months)|won t heal|has not healed|have not healed|no sign of healing|keeps? bleeding|keeps? crusting|bleeds?|crusts? (?:over )?and bleed\\w*|(?:for|in|over|about|nearly|almost) (?:\\d+|two|three|four|five|six|a few|several|many) (?:weeks|months)|(?:\\d+|two|three|four|five|six|a few|several) (?:weeks|months) (?:now|and)|been there (?:for )?(?:about |nearly |over |almost )?(?:\\d+|two|three|four|five|six|a few|several|a couple of) (?:weeks|months)';

const PREGNANT =
  'pregnan\\w*|due (?:in|on|date)|baby due|preg|preggo|preggers|bun in the oven|baby on the way|expecting a baby|expecting|weeks gone|trying to conceive|ttc|trying for a baby|breast ?feeding|breastfeed\\w*|nursing|trimester|midwife|positive (?:pregnancy )?test|(?:two|2) (?:pink |blue )?lines(?: on the test)?|bfp|(?:i am|im) (?:\\d+|six|seven|eight|nine|ten|eleven|twelve|twenty) weeks(?! (?:in|into|since|after|of|on|now on|using))';
const RETINOID =
  'retinol|retinal|retinaldehyde|retinoids?|retinoic|retinyl(?: palmitate)?|tretinoin|tret|adapalene|differin|isotretinoin|roaccutane|accutane|vitamin a|tazarotene';
const ISOTRETINOIN =
  'acne (?:tablets|pills|medication)|isotretinoin|roaccutane|roacutane|accutane|absorica|reticutan|isotrex|isotroin|oratane';

const CRISIS =
  'suicid\\w*|kill (?:myself|me)|(?:feel|am|i am) (?:like )?(?:such )?(?:a )?(?:massive |huge |total |real )?burden|end (?:it|it all|my life|things)|ending (?:it|it all|my life|things)|take my (?:own )?life|self ?harm\\w*|hurt\\w* myself|harm\\w* myself|cutting myself|cut myself|(?:do not|not) want to (?:be here|live|be alive|wake up|go on|exist)|want to (?:die|disappear|not exist)|better off (?:dead|without me)|can not go on|no reason to live|dark thoughts|thoughts of (?:dying|death|ending)|(?:not|no longer|is not|does not feel|do not feel) worth living|easier (?:if i was not here|if i were not here|not to (?:be here|wake up|exist)|to not (?:be here|wake up|exist))|not to wake up|(?:nobody|no one|no body) would (?:notice|care|miss me)|if i was gone|if i were gone|dark place|(?:feel|feeling) like giving up|giving up on (?:everything|life|myself)|want to give up|want (?:it all|everything|this) to (?:stop|end)|not (?:being )?(?:around|here) any ?more|(?:there is|i see|i can see) no way out|see a way out|how much longer i can|i am not (?:ok|okay|alright)(?! with)|losing my mind|' +
  // Indirect and slang: better off, not sure I want to be here, kms, done with life, not wake up, rather be dead.
  '(?:everyone|everybody|people|they|my family|the world|you all) (?:would|will) be better off|better off if i (?:was|were) not (?:here|around|alive)|' +
  '(?:not sure|unsure|do not know if|dunno if|do not think) i (?:even )?(?:want|wanna) to (?:be here|be alive|live|exist|carry on|go on|keep going)|' +
  'kms|kys|unalive\\w*|better off (?:gone|dead)|easier if i (?:just )?(?:was|were) (?:not (?:here|around|alive)|gone|dead)|' +
  '(?:thinking|thought|think) (?:of|about) taking (?:all|a load|loads|lots)|tak\\w* (?:all (?:of )?my|a load of|loads of|all the) (?:pills|tablets|meds|medication) (?:at once|together|in one go)|' +
  '(?:take|taking|took|thought about|thinking about|planning) (?:an )?overdose|overdosing|(?:do not|not) feel safe (?:with|around|by) myself|not safe (?:with|around) myself|(?:started|been|am|keep) cutting(?! (?:out|down|back|my hair|hair|dairy|sugar|carbs))|cutting again|(?:cut|cutting|burn\\w*|hitting|punching) my (?:wrists?|arms?|legs?|thighs?)|un alive|(?:i am |am |im )?(?:so |just )?done with (?:everything|it all|life|living)|' +
  'can not (?:do|take|handle|cope with) (?:this|it|life)(?: any ?more)|can not take (?:it|this) any ?more|' +
  '(?:and |to )?never wake up|(?:and|to) not wake up|sleep (?:forever|and never)|' +
  '(?:rather|wish i (?:was|were)|might as well) (?:be )?dead|never been born|want to be dead|' +
  'think\\w* (?:about|of) (?:death|dying|ending (?:it|things|my life)|not being here|killing myself|suicide)|' +
  'feel\\w* like (?:i am )?drowning|waste of (?:space|oxygen|air)';
/** "What's the point" on its own or of anything, life, trying, me; not "what's the point of toner". */
const POINT_OF =
  '(?: (?:of|in) (?:even )?(?:anything|everything|it all|living|life|trying|tryin|going on|carrying on|me|bothering|getting up|any of (?:it|this)|being here))';
const POINT_ASK = '(?:(?:what is|whats|wat is|wats|what even is) (?:even )?the point|no point)';
const POINT = `${POINT_ASK}${POINT_OF}?(?: (?:any ?more|now|tbh|honestly|lol|really))*(?= \\||\\s*$| ,)|${POINT_ASK}${POINT_OF}\\b`;
const LOW_MOOD =
  'depress\\w*|hopeless\\w*|worthless|' +
  '(?:do not|dunno|not sure) (?:really |even )?know who (?:else )?to (?:talk|turn|speak) to|(?:no ?one|nobody|no body) (?:else )?to (?:talk|turn|speak) to|' +
  POINT +
  '|(?:everything|life|it all) (?:is |feels |seems )?pointless|tired of (?:it all|everything|life|living)|see the point|see no point|nothing matters|low mood|mood (?:is |has been )?(?:awful|terrible|low|dark|rubbish|all over|horrendous|really bad|so bad)|(?:feel|feeling|felt|been|i am|im) (?:so |really |very |properly |super |quite )?(?:low(?! on| in)|down|flat|empty|numb|hopeless|worthless|miserable|awful in myself|like a shell)|cry\\w* (?:all the time|every ?day|constantly|all day|non ?stop|for no reason|myself to sleep)|(?:can not|can not) stop crying|hate myself|hate my life|(?:feel\\w*|felt) (?:\\w+ )?(?:awful|terrible|horrible|rubbish|ugly|disgusting|worthless|useless|so bad|really bad) about (?:myself|me)|anxious all the time|panic attacks|not myself|not coping|can not cope|' +
  'down in the dumps|(?:feel\\w*|felt) (?:\\w+ )?(?:rubbish|awful|terrible|low|rough|bad|crap|shit|horrible|weird|off) in myself|' +
  'nothing (?:will|is going to|is gonna) (?:ever )?(?:get|be|feel) better|(?:life|things) (?:will|is) never (?:going to )?(?:get|be) better|' +
  'no hope (?:for me|left|any ?more)|no hope(?= \\||\\s*$)|(?:do not|can not) see (?:a |any )?future|no future|' +
  '(?:everything|it all|life) (?:is |feels |has been |seems )?(?:getting |just )?too much|' +
  'struggling (?:mentally|with my mental health|with my head)|mental health (?:is |has been )?(?:\\w+ )?(?:bad|awful|terrible|rubbish|poor|shit|crap|suffering|horrendous|declining)|' +
  '(?:bad|horrible|awful|low) place|not in a (?:good|great|nice|happy) place|' +
  'can not be (?:bothered|arsed) (?:with |to do )?(?:anything|everything)|can not be (?:bothered|arsed) any ?more|' +
  'sick of (?:life|living|being alive|being me|myself)|sick of (?:it all|everything)(?= \\||\\s*$| ,| and| i)|' +
  // Crying every day, hiding away, hating oneself (docs/decisions/0406, coach4).
  'cry\\w* (?:every|most|each) (?:day|days|morning|mornings|night|nights|evening)|end up crying|' +
  '(?:stopped|stop|not|have not|hardly|barely|can not face) (?:leaving|going out of|left|leave) (?:the house|my room|the flat|home|my bed)|' +
  '(?:do not|can not face|not want to) (?:want to )?(?:go out|leave the house|see anyone|see my (?:mates|friends)|do anything)(?: any ?more)?|' +
  '(?:says|said|think|thinks) (?:she|he|they) hates? (?:herself|himself|themselves)|hates? (?:herself|himself|themselves)|' +
  '(?:so|really|properly|absolutely) miserable|(?:everything|life|it all|things) (?:feels|is|seems|feel) (?:so |really |just )?heavy|' +
  '(?:feeling|feel|felt|been|bit|a bit|so|really) low about|skipping (?:uni|school|college|work|lectures|classes)|' +
  'cancell?ed (?:my own |my )?birthday|not (?:been )?(?:myself|herself|himself)|' +
  // Understatement: had enough, why I bother, nothing left, breaking point, stopped caring, no joy.
  '(?:i|i just|just) feel (?:so |really )?heavy (?:all the time|inside|in myself)|(?:there is|theres) no light|no light (?:at the end|left|any ?more)|' +
  'stepping off|step off|jump\\w* (?:off|in front)|in front of a (?:train|car|bus|lorry)|' +
  '(?:do not think i can|can not|do not know how (?:much )?(?:longer )?i can) (?:keep (?:doing|going on like) this|carry on(?: like this)?|go on(?: like this)?|keep going)|' +
  'trapped in (?:my (?:own )?)?(?:life|head|mind)|trapped(?: [^ |]+){0,8} (?:my|this) life|lost (?:the |all )?will to (?:live|do anything|carry on|go on)|' +
  '(?:written|writing|wrote|left) (?:a |some )?(?:letters?|notes?) (?:to|for) (?:my )?(?:family|mum|mom|dad|parents|friends|everyone)|(?:giving|gave|give) away my (?:things|stuff)|' +
  '(?:can not|do not) see myself (?:getting older|growing up|being here|living|alive|in (?:a|five|ten) years?)|' +
  'not doing (?:great|well|good|ok|okay) (?:mentally|in my head)|mentally (?:i am )?not (?:ok|okay|great|good|well)|' +
  'tired of (?:fighting|pretending|trying|being (?:me|alive|here|strong))(?= \\||\\s*$| ,| i am| that| any ?more)|pretending (?:i am|to be) (?:fine|ok|okay|happy)|' +
  '(?:had|have) enough of (?:life|living|being (?:alive|me))|(?:had|have) enough of (?:everything|it all)(?= \\||\\s*$| ,| and| i)|had enough(?= \\||\\s*$)|' +
  'why i (?:even )?bother(?: any ?more| (?:with|trying|doing) (?:anything|everything|life))?(?= \\||\\s*$| ,)|' +
  'nothing left (?:to give|in me|inside)|(?:got|have) nothing left(?= \\||\\s*$)|' +
  'breaking point|end of my (?:tether|rope)|rock bottom|(?:i am|i feel like i am|my life is) (?:falling apart|cracking up)|' +
  'struggl\\w* to (?:keep going|carry on|go on|get through (?:the day|each day|it))|' +
  'stopped caring (?:about )?(?:anything|everything)|do not care (?:about anything|what happens)|do not care any ?more(?= \\||\\s*$)|' +
  'nothing (?:brings|gives) me (?:any )?(?:joy|pleasure|happiness)|lost (?:all )?(?:interest|joy|pleasure) in (?:everything|anything|life)|(?:can not|do not) enjoy anything|' +
  'can not feel anything(?= \\||\\s*$| any ?more| ,)|feel\\w* like i am (?:disappearing|fading away|invisible|nothing|a ghost)|' +
  '(?:everyone|everybody) hates me|(?:nobody|no one) (?:likes|loves|cares about) me|' +
  '(?:i am|im|feel like) (?:a |such a |a total |a complete )?(?:failure|disappointment)(?! at (?!everything|life))|' +
  '(?:life|living|it all|being alive|any of (?:this|it)|being me) (?:is |does not feel |does not seem )?(?:not|no longer|never) worth (?:it|living|anything)|' +
  '(?:just )?existing(?:,)? not living|dead inside|hate (?:being alive|living|existing|being me)|' +
  '(?:can not|can barely|can hardly|struggl\\w* to) get (?:out of|up out of) bed|' +
  '(?:everything|life|it all|things) (?:is|feels|seems|are) (?:so |really |just |all )?(?:dark|black|bleak|empty|grey|gray)|' +
  '(?:my )?thoughts (?:are |have been )?(?:scar\\w*|frighten\\w*|getting dark)|scary thoughts|bad thoughts|intrusive thoughts';
const MOOD_ON_ISOTRETINOIN =
  'mood\\w*|snapp\\w*|irritable|anxious|anxiety|cry\\w*|tearful|sad|low|down|flat|empty|numb|angry|rage|not myself|dark|depress\\w*|(?:feel\\w*|felt) (?:\\w+ )?(?:awful|terrible|horrible|rubbish|ugly|bad|disgusting|worthless|useless)|about myself|self[- ]?esteem|ashamed|(?:do not|not) want to (?:go out|leave the house|see anyone)|can not face|' +
  // Only words about the person, not the skin: "happy with my results" or "my skin feels weird" stay calm.
  'bothered|arsed|(?:no|zero|lost (?:my |all )?)motivation|unmotivated|zombie|robot|a shell|switched off|withdrawn|isolat\\w*|worried about me|shut myself|hiding (?:away|from|in)|different person|' +
  '(?:lost|no) interest|not interested in anything|see anyone|my room|the house|going out|(?:nothing|not) (?:makes me )?happy|unhappy|(?:can not|do not|not|stopped) enjoy\\w*|' +
  '(?:made|makes|making) me feel (?:weird|strange|off)|feel\\w* (?:weird|strange|off) in myself|not like me|not me|death|want to die|dying inside|thoughts? of dying';

type Detector = { reason: TriageReason; test: (now: string, context: string) => boolean };

const has = (re: RegExp, text: string) => re.test(text);
const count = (signs: Record<string, string>, text: string) =>
  Object.values(signs).filter((s) => R(`\\b(?:${s})\\b`).test(text)).length;

const DETECTORS: Detector[] = [
  {
    reason: 'airway',
    test: (t) =>
      (has(
        R(
          `\\b(?:(?:can not|could not|can hardly|can barely|struggl\\w* to|hard to|difficult\\w* |trouble|problems?|difficulty) (?:breath\\w*|swallow\\w*|catch my breath|get my breath)|(?:can not|could not|can hardly|can barely) get (?:enough )?(?:air|a breath|my breath)|short of breath|shortness of breath|breathless\\w*|wheez\\w*|gasping|anaphyla\\w*|epi ?pen|(?:throat|airway)\\w* (?:is |feels? |feeling |going |has gone )?(?:like (?:it is |its |it )?)?(?:tight\\w*|closing|closed|clos\\w* up|narrow\\w*|swell\\w*|swollen)|(?:throat|airway)\\w* (?:is |feels? )?(?:getting |going )?(?:smaller|narrower|tighter)|chest (?:is |feels? )?tight|(?:something|lump|food)(?: is| s)? (?:stuck )?in my throat)\\b|\\b(?:throat|airway)\\w*(?: [^ |]+){0,4} (?:tight\\w*|thick|closing|clos\\w* up|narrow\\w*)\\b`,
        ),
        t,
      ) &&
        !/\bskin can not breathe\b/.test(t)) ||
      // Breathing that has "gone funny" with swelling or a rash: an allergic reaction reaching the airway.
      (has(
        R(`\\bbreath\\w*(?: [^ |]+){0,3} (?:funny|weird|strange|odd|fast|noisy|rattly|raspy|laboured|hard work)\\b`),
        t,
      ) &&
        has(R(`\\b(?:${HIVES}|${SWELL}|rash\\w*|blotch\\w*)\\b`), t)) ||
      // Blue lips, or fainting with a rash or swelling, are signs of anaphylaxis too.
      has(
        R(
          `\\b(?:lips|mouth) (?:are |is |have |has )?(?:turning|going|gone|went|turned|look|looks|looking) (?:a bit |slightly )?(?:blue|grey|gray)\\w*|\\bface (?:is |has )?(?:turning|going|gone|went|turned) (?:a bit |slightly )?(?:blue|grey|gray)\\w*|\\bface (?:is |looks? |looking )?(?:a bit |slightly )?blue\\b`,
        ),
        t,
      ) ||
      (has(R(`\\b(?:faint\\w*|dizzy|light ?headed|passed out|collaps\\w*)\\b`), t) &&
        has(R(`\\b(?:${HIVES}|${SWELL})\\b`), t)),
  },
  {
    reason: 'face_swelling',
    test: (t) =>
      has(near(AIRWAY_PART, AIRWAY_SWELL, 5), t) ||
      has(near(EYE, SWELL.replace('|fat|thick', ''), 5), t) ||
      has(near(FACE, 'swell\\w*|swollen|ballooned|balloon|blown up|blowing up|puffed up|puffing up', 3), t) ||
      (has(near(EYE, 'puff\\w*', 3), t) && has(near('puff\\w*', PUFFY_SUDDEN, 6), t)) ||
      has(
        R(
          `\\b(?:can not|could not|can barely|can hardly|unable to|struggling to) (?:open|see out of) (?:my |one |either |her |his )?(?:left |right )?(?:eye|eyes)\\b|\\beyes? (?:is |are |has |have |was )?(?:swollen |swelled |puffed |glued |stuck )?(?:shut|closed up)\\b`,
        ),
        t,
      ),
  },
  {
    reason: 'non_blanching_rash',
    test: (t) =>
      has(
        R(`\\b(?:non ?blanch\\w*|not blanch\\w*|petechia\\w*|purpura|meningitis|sepsis|glass test|tumbler test)\\b`),
        t,
      ) ||
      (has(R(`\\b(?:glass|tumbler|press\\w*|push\\w*)\\b`), t) &&
        has(
          R(
            `\\b(?:not|never|no) (?:fade|fading|go|goes|going|blanch\\w*|disappear\\w*|change|vanish\\w*|go away|lighten|go pale|go white)\\b|\\bstill (?:there|visible|see them)\\b|\\b(?:stay|stays|stayed|remain\\w*) (?:when|if|after|under|even)\\b`,
          ),
          t,
        )) ||
      (has(R(`\\b(?:purple|dark red|pin ?prick\\w*|pinpoint)\\b`), t) &&
        has(R(`\\b(?:${RASHY})\\b`), t) &&
        has(R(`\\b(?:${FEVER})\\b`), t)),
  },
  {
    reason: 'child_fever_rash',
    // A child (or measles named) with a fever now, and a rash now or in an earlier turn ("baby has a rash" >>
    // "she's burning hot and floppy").
    test: (t, c) =>
      has(R(`\\b(?:${CHILD}|measles)\\b`), `${c} | ${t}`) &&
      has(R(`\\b(?:${FEVER})\\b`), t) &&
      has(R(`\\b(?:${RASHY}|rash)\\b`), `${c} | ${t}`),
  },
  {
    reason: 'infection',
    test: (t, c) =>
      has(R(`\\b(?:${INFECTION_WORD})\\b`), t) ||
      // A fever (not "feeling awful") with a rash, a wound or a spot, said now or earlier: "got a rash on my arm"
      // >> "now I've got a temperature and I'm shaking".
      (has(R(`\\b(?:${TRUE_FEVER})\\b`), t) && has(R(`\\b(?:${FEVER_WITH})\\b`), `${c} | ${t}`)) ||
      count(INFECTION_SIGN, t) >= 2 ||
      // Pus from a wound is an infected wound on its own.
      has(near(WOUND, 'pus|ooz\\w*|yellow (?:stuff|gunk|goo|crust\\w*|liquid|fluid)|green \\w+', 8), t),
  },
  {
    reason: 'burn_or_blisters',
    test: (t) =>
      (has(R(`\\b(?:${BURN})\\b`), t) || has(near(CAUSTIC, CAUSTIC_DAMAGE, 10), t)) &&
      !/\bcold sores?\b|\bfever blister/.test(t) &&
      !has(near('blister\\w*', FRICTION, 6), t),
  },
  {
    reason: 'eye_exposure',
    // Product in the eye now, or earlier and the eye still stinging, red or blurred now.
    test: (t, c) =>
      EYE_EXPOSURE.some((re) => re.test(t)) ||
      (EYE_EXPOSURE.some((re) => re.test(c)) &&
        has(R(`\\b(?:still|now|worse|blurr\\w*|can not see|sting\\w*|burn\\w*|red|sore|streaming|watering)\\b`), t)),
  },
  {
    reason: 'widespread_hives',
    test: (t) =>
      /\b(?:hives|hivs|hievs|urticaria|welts|weals|wheals|nettle rash)\b/.test(t) || has(near(HIVES, EVERYWHERE, 8), t),
  },
  { reason: 'shingles', test: (t) => SHINGLES.test(t) || (SHINGLES_SIDE.test(t) && SHINGLES_PAIN.test(t)) },
  {
    reason: 'changing_mole',
    test: (t, c) =>
      (has(near(MOLE_THING, MOLE_CHANGE, 8), t) && !(has(MOLE_STABLE, t) && !has(MOLE_RECENT, t))) ||
      // "a mole on my shoulder I wanted to ask about" >> "it's got bigger and the edges have gone jagged"
      (has(R(`\\b(?:${MOLE_THING})\\b`), c) &&
        !has(R(`\\b(?:${MOLE_THING})\\b`), t) &&
        has(R(`\\b(?:${MOLE_GROWS})\\b`), t) &&
        !has(MOLE_STABLE, t)) ||
      has(
        R(`\\b(?:new moles?|melanoma|skin cancer|ragged edges?|jagged edges?|irregular (?:edges?|borders?|shape))\\b`),
        t,
      ) ||
      has(
        near('dark spots?|brown spots?|spots?', 'changed shape|changed colou?r|is raised|raised now|bleed\\w*', 8),
        t,
      ),
  },
  {
    reason: 'sore_not_healing',
    test: (t, c) =>
      has(near(SORE_THING, NOT_HEALING, 10), t) ||
      // Cold sores do come back: that is not a sore that will not heal.
      (has(near('sores?|scabs?|ulcers?|crusts?|crusty patch|wounds?', KEEPS_OPEN, 10), t) &&
        !/\bcold sores?\b/.test(t)) ||
      has(R(`\\b(?:(?:will|does|do|has|have) not heal\\w*|never heal\\w*|not healing|open sores?)\\b`), t) ||
      // "a sore patch on my lip" >> "it's been there since before Christmas, keeps scabbing over"
      (has(R(`\\b(?:${SORE_THING})\\b`), c) && has(R(`\\b(?:${NOT_HEALING}|${KEEPS_OPEN})\\b`), t)),
  },
  {
    reason: 'pregnancy_retinoid',
    test: (t, c) => {
      const pregnantNow = has(R(`\\b(?:${PREGNANT})\\b`), t);
      const pregnantBefore = has(R(`\\b(?:${PREGNANT})\\b`), c);
      const retinoidNow = has(R(`\\b(?:${RETINOID})\\b`), t);
      const retinoidBefore = has(R(`\\b(?:${RETINOID})\\b`), c);
      // Both said earlier, and now the question whether to carry on: "so should I come off it?"
      const carryOnAsk = has(R(`\\b(?:come off|stop|keep (?:using|on|going)|carry on|safe|ok|okay|alright|bad)\\b`), t);
      return (
        (pregnantNow && (retinoidNow || retinoidBefore)) ||
        (retinoidNow && pregnantBefore) ||
        (pregnantBefore && retinoidBefore && carryOnAsk)
      );
    },
  },
  {
    reason: 'mental_health',
    test: (t, c) =>
      has(R(`\\b(?:${CRISIS}|${LOW_MOOD})\\b`), t) ||
      (has(R(`\\b(?:${ISOTRETINOIN})\\b`), `${c} | ${t}`) && has(R(`\\b(?:${MOOD_ON_ISOTRETINOIN})\\b`), t)),
  },
];

const SCORING_RANK: Record<Urgency, number> = { emergency: 0, urgent: 1, soon: 2, mental_health: -1 };
/**
 * How the evaluation scores an escalation against a labelled red flag: mental health must be named; a physical
 * flag needs a physical reason, escalated at least as urgently (a mental-health lead counts as an emergency).
 */
export function escalationMeets(expected: Urgency, e: Pick<Escalation, 'urgency' | 'reasons'> | null): boolean {
  if (!e) return false;
  if (expected === 'mental_health') return e.reasons.includes('mental_health');
  const physical = e.reasons.filter((r) => r !== 'mental_health');
  return (
    physical.length > 0 &&
    SCORING_RANK[e.urgency === 'mental_health' ? 'emergency' : e.urgency] <= SCORING_RANK[expected]
  );
}

/** The concept rules' reasons for a normalised message and its normalised earlier turns. */
function ruleReasons(now: string, context: string): TriageReason[] {
  return DETECTORS.filter((d) => d.test(now, context)).map((d) => d.reason);
}

/** The rules alone, without the safety net (for cross-validating the net against what the rules miss). */
export function ruleTriage(conversation: { history: Turn[]; message: string }): TriageReason[] {
  return ruleReasons(normalise(conversation.message), userTurns(conversation.history).join(' | '));
}

/** The person's earlier turns, normalised: the context the concept rules read. */
function userTurns(history: Turn[]): string[] {
  return history.filter((turn) => turn.role === 'user').map((turn) => normalise(turn.content));
}

// ---- Answers ----------------------------------------------------------------------------------------------

const REASON_TEXT: Record<TriageReason, string> = {
  airway:
    'Trouble breathing or swallowing, or a tight or swelling throat, can be a serious allergic reaction (anaphylaxis).',
  face_swelling:
    'Swelling of the lips, tongue, face or around the eyes can be a serious allergic reaction, especially after a new product.',
  non_blanching_rash:
    'A rash or spots that do not fade when you press a glass against them can be a sign of a serious illness such as sepsis or meningitis.',
  child_fever_rash: 'A child with a high temperature and a rash needs to be seen by a doctor straight away.',
  infection:
    'Heat, swelling, spreading redness, pus or feeling feverish can mean a skin infection, which may need antibiotics that skincare cannot give.',
  burn_or_blisters:
    'Blistering or a chemical burn needs a professional to look at it. Rinse the area with plenty of cool running water for 20 minutes and put nothing else on it.',
  eye_exposure:
    'If a product has got into your eye, rinse it straight away with plenty of clean, lukewarm water for 15 minutes, and remove contact lenses.',
  widespread_hives:
    'Hives or a rash spreading over your body can be an allergic reaction. Stop any new product or medicine you have just started.',
  shingles:
    'A painful, blistering rash on one side of the body can be shingles, which antiviral medicine works best for when started within 3 days.',
  changing_mole:
    'A mole or freckle that is new or changing in size, shape or colour, has ragged edges, or itches, crusts or bleeds should be checked by a doctor.',
  sore_not_healing:
    'A sore, spot or patch that has not healed within a few weeks, or keeps crusting or bleeding, should be checked by a doctor.',
  pregnancy_retinoid:
    'Retinoids (retinol, retinal, tretinoin and similar vitamin A ingredients) are not recommended during pregnancy or while breastfeeding. Please pause them.',
  mental_health: '',
  sounds_serious:
    'What you describe could be a serious allergic reaction or a sign of a serious illness, and it needs a doctor now.',
  needs_seeing_today:
    'What you describe could be an infection, a burn or a reaction that a doctor or nurse should look at today.',
  needs_checking: 'What you describe should be looked at by a doctor or pharmacist rather than treated with skincare.',
};

const CONTACT: Record<Urgency, string> = {
  emergency: 'Call 999 now or go to A&E',
  urgent: 'Call NHS 111 or your GP surgery today',
  soon: 'See your GP or a pharmacist soon',
  mental_health: 'Samaritans on 116 123, NHS 111 (option 2), 999 in an emergency, and your prescriber',
};

const ACTION: Record<Exclude<Urgency, 'mental_health'>, string> = {
  emergency:
    'Please call 999 now, or go to A&E straight away. Do not put anything else on your skin, and do not wait to see if it settles.',
  urgent:
    'Please get this seen today: call NHS 111 or ring your GP surgery for an urgent appointment today. If your lips, tongue or throat swell or you find it hard to breathe, call 999.',
  soon: 'Please book to see your GP soon, within the next week or two; a pharmacist can also give advice in the meantime.',
};

function mentalHealthText(onIsotretinoin: boolean): string {
  return [
    "I'm really sorry you're feeling like this, and thank you for telling me. You don't have to deal with it on your own.",
    'If you feel you might act on thoughts of harming yourself, or you are in immediate danger, call 999 now or go to A&E.',
    'You can talk to Samaritans any time, day or night, free on 116 123, or call NHS 111 and choose option 2 for urgent mental health support.',
    onIsotretinoin
      ? 'Low mood can be a side effect of isotretinoin (Roaccutane): please tell the doctor who prescribes it as soon as you can, today if possible, and do not take your next dose until you have spoken to them.'
      : 'If you take isotretinoin (Roaccutane) or another prescribed medicine, please also tell the doctor who prescribes it. Your GP can help too.',
  ].join(' ');
}

/** Asking what to do or use, or adding to what was said: "what should I put on it", "anything from your shop". */
const LEANS_ON =
  /\b(?:it|its|them|they|this|that|these|those|there|what (?:should|can|could|do|would|shall) i|(?:any|some) ?thing|anything|cream|creams|put on|use|buy|products?|help|still|now|worse|again)\b/;
/** Only an acknowledgement: "thanks, I'll ring 111", "ok will do", "booked in with the GP". */
const ACKNOWLEDGED =
  /^ *(?:(?:ok|okay|right|thanks|thank you|thx|ta|cheers|will do|i will|going to|yes|yeah|no|booked|called|rang|done|on it)\b[ ,|]*)+(?:(?:i will |going to |i have |just )?(?:ring|call|phone|see|book|go|booked|called|rang|seen|went|do that|do it)\b.*)?$/;

/**
 * A follow-up that leans on the red flag of the person's previous turn ("my eye's swollen shut since the new
 * cream" >> "what should I put on it") still needs a person, not products: the earlier turn's reasons stand.
 * An acknowledgement ("thanks, I'll ring 111") does not re-escalate.
 */
function earlierRedFlag(history: Turn[], earlier: string[], now: string): TriageReason[] {
  const previous = history.filter((turn) => turn.role === 'user').at(-1);
  if (!previous || ACKNOWLEDGED.test(now) || !LEANS_ON.test(now)) return [];
  const reasons = ruleReasons(earlier[earlier.length - 1], earlier.slice(0, -1).join(' | '));
  return reasons.length > 0 ? reasons : safetyNetReasons(previous.content);
}

/**
 * The escalation this turn needs, or null. `history` gives context (isotretinoin, pregnancy, a child). An old
 * red flag counts again only when the newest message leans on it (earlierRedFlag), so it does not re-escalate
 * every later turn.
 */
export function triage(conversation: { history: Turn[]; message: string }): Escalation | null {
  const now = normalise(conversation.message);
  const earlier = userTurns(conversation.history);
  const context = earlier.join(' | ');
  const reasons = ruleReasons(now, context);
  // Nothing the concept rules know: the safety net, trained on every labelled red flag, reads the message.
  if (reasons.length === 0) reasons.push(...safetyNetReasons(conversation.message));
  if (reasons.length === 0) reasons.push(...earlierRedFlag(conversation.history, earlier, now));
  if (reasons.length === 0) return null;
  reasons.sort((a, b) => URGENCY_RANK[REASON_URGENCY[a]] - URGENCY_RANK[REASON_URGENCY[b]]);
  const urgency = REASON_URGENCY[reasons[0]];
  const parts: string[] = [];
  const physical = reasons.filter((r) => r !== 'mental_health');
  if (reasons.includes('mental_health'))
    parts.push(mentalHealthText(has(R(`\\b(?:${ISOTRETINOIN})\\b`), `${context} | ${now}`)));
  if (physical.length > 0) {
    const physicalUrgency = REASON_URGENCY[physical[0]] as Exclude<Urgency, 'mental_health'>;
    parts.push(...physical.slice(0, 2).map((r) => REASON_TEXT[r]), ACTION[physicalUrgency]);
    if (physical.includes('pregnancy_retinoid') && physicalUrgency === 'soon')
      parts.push('Your midwife can also check your routine with you.');
  }
  parts.push("I won't suggest any products for this: it needs a person to look at it first.");
  return { urgency, reasons, contact: CONTACT[urgency], response: parts.join(' ') };
}
