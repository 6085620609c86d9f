// The triage's concepts (docs/decisions/0406): body parts near swelling words, a rash that does not fade under a
// glass, heat + spreading + pus, isotretinoin earlier + low mood now. Each is a word list (the long ones in
// concept-words.json) joined into a pattern, read over conceptText()'s normalised, negation-masked text.
import type { TriageReason } from '../types';
import { anyOf } from '../text/patterns';
import CONCEPT_WORDS from './concept-words.json';

export const R = (source: string) => new RegExp(source);
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
const INFECTION_WORD = anyOf(CONCEPT_WORDS.infectionWords);
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
const LONGSTANDING_BUMPS = R(
  '\\b(?:rough|chicken skin|goose ?bumps?|goose ?pimples?|keratosis|for (?:years|ages)|always had|since i was|upper arms)\\b',
);
// "All over my forehead" is one part of the face, not the body (the labelled sets agree: spots, bumps, pimples).
const EVERYWHERE =
  'all over (?:my |the |her |his )?(?:body|me|skin|arms|legs|chest|back|tummy|stomach|torso)|whole body|entire body|everywhere|head to toe|spread\\w*|arms (?:, )?(?:and )?legs|legs (?:, )?(?:and )?arms|arms legs|all over(?! (?:my |her |his |the )?(?:forehead|chin|cheeks?|nose|jaw\\w*|t zone|temples?))|(?:up|over|across|down) (?:my |her |his )?(?:whole )?(?:body|trunk)';
const SHINGLES = R(`\\bshingles\\b|${near('blister\\w*|rash', 'one side|band|strip|stripe|belt', 8).source}`);
/** Tingling, burning or nerve pain on one side, then a rash or blisters there. */
const SHINGLES_SIDE = near('blister\\w*|rash\\w*|spots|bumps|fluid filled', '(?:one|left|right) side|side of my', 10);
const SHINGLES_PAIN = R(`\\b(?:tingl\\w*|burn\\w*|nerve|pain\\w*|sore|ach\\w*|sting\\w*)\\b`);

const MOLE_THING = 'moles?|freckles?|beauty spots?|birthmarks?|dark spots?|brown spots?|lesions?';
const MOLE_CHANGE = anyOf(CONCEPT_WORDS.moleChange);
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

const PREGNANT = anyOf(CONCEPT_WORDS.pregnant);
const RETINOID =
  'retinol|retinal|retinaldehyde|retinoids?|retinoic|retinyl(?: palmitate)?|tretinoin|tret|adapalene|differin|isotretinoin|roaccutane|accutane|vitamin a|tazarotene';
export const ISOTRETINOIN =
  'acne (?:tablets|pills|medication)|isotretinoin|roaccutane|roacutane|accutane|absorica|reticutan|isotrex|isotroin|oratane';

const CRISIS = anyOf(CONCEPT_WORDS.crisis);
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

export const has = (re: RegExp, text: string) => re.test(text);
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
      // A few hives, or hives that come and go, are a pharmacist's (NHS); spreading or all over, today. Rough
      // bumps she has had for years ("chicken skin all over my upper arms") are keratosis pilaris, not hives.
      (has(near(HIVES, EVERYWHERE, 8), t) && !has(LONGSTANDING_BUMPS, t)) ||
      has(near('hives|hivs|hievs|urticaria|welts|weals|wheals|nettle rash', 'covered|face came up|face come up', 6), t),
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
    // NHS: itching in pregnancy, on the hands and feet above all, needs the midwife the same day (ICP).
    reason: 'pregnancy_itch',
    test: (t, c) =>
      has(R(`\\b(?:${PREGNANT}|weeks pregnant|midwife)\\b`), `${c} | ${t}`) &&
      has(near('itch\\w*', 'palms?|soles?|hands|feet|foot', 8), t),
  },
  {
    reason: 'mental_health',
    test: (t, c) =>
      has(R(`\\b(?:${CRISIS}|${LOW_MOOD})\\b`), t) ||
      (has(R(`\\b(?:${ISOTRETINOIN})\\b`), `${c} | ${t}`) && has(R(`\\b(?:${MOOD_ON_ISOTRETINOIN})\\b`), t)),
  },
];

/** The concept rules' reasons for a normalised message and its normalised earlier turns. */
export function ruleReasons(now: string, context: string): TriageReason[] {
  return DETECTORS.filter((d) => d.test(now, context)).map((d) => d.reason);
}
