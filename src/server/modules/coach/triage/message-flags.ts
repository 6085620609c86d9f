// The coach's second reading of red flags (issue 7, kept as the triage's since issue 29): alarm words and
// phrases in the message as prepareText() reads it (the first reading, the concept rules and the safety net, is
// triage()), and a pregnancy with a retinoid across the conversation. When only this reading finds a flag, the
// coach still gives safety advice instead of products (redFlagAdvice). The triage layer owns every red flag.
import type { SkinProfile } from '../types';
import { PREGNANCY_ALTERNATIVES } from './answers';

const P = (source: string) => new RegExp(`\\b(?:${source})\\b`, 'g');

export type RedFlagKey =
  'breathing' | 'swelling' | 'infection' | 'bleeding' | 'mole' | 'severe_reaction' | 'pregnancy_retinoid';

const RED_FLAGS: Array<{ key: Exclude<RedFlagKey, 'pregnancy_retinoid'>; pattern: RegExp }> = [
  {
    key: 'breathing',
    pattern: P(
      '(?:trouble|difficulty|hard|struggling|problems?) (?:breathing|to breathe|swallowing)|(?<!skin )can not (?:breathe|swallow)|short(?:ness)? of breath|anaphyla[a-z]*' +
        '|throat (?:is )?(?:tight|closing|swelling|swollen)|tongue (?:is )?(?:swelling|swollen)',
    ),
  },
  {
    key: 'swelling',
    pattern: P(
      '(?:swell(?:ing|s|ed)?|swollen|puffed up|blown up)[^|]{0,40}\\b(?:lips?|eyes?|eyelids?|face|tongue|throat|mouth)|(?:lips?|eyes?|eyelids?|face|tongue|throat|mouth)\\b[^|]{0,30}\\b(?:swell(?:ing|s|ed)?|swollen|puffed up|blown up)',
    ),
  },
  {
    key: 'infection',
    pattern: P(
      'infect(?:ed|ion|ions)|pus|abscess|boils?|cellulitis|impetigo|hot to (?:the )?touch|(?<!hay )fever|high temperature|red streaks?|yellow crust(?:s|y)?|crusting|crusty|honey ?-? ?colou?red crust' +
        '|red (?:line|lines|streak|streaks) (?:spreading|coming|going|running)|spreading redness|redness (?:is )?spreading',
    ),
  },
  {
    key: 'bleeding',
    pattern: P("bleed(?:s|ing)?|bled|weep(?:s|ing|y)?|oozing|oozes|ooze|open sores?|neg_heal(?:s|ing|ed)?|won't heal"),
  },
  {
    key: 'mole',
    pattern: P(
      'moles?\\b[^|]{0,60}\\b(?:chang[a-z]*|grow[a-z]*|bigger|larger|darker|bleed[a-z]*|itch[a-z]*|irregular|raised|spread[a-z]*|different|odd|weird|strange|shape|colou?r|sore|crust[a-z]*)' +
        '|(?:new|changing|growing|bleeding|itchy|irregular|odd|weird|strange) moles?|melanoma|skin cancer' +
        // A dark mark that grows or has a ragged edge needs the same check as a mole.
        '|(?:dark|brown|black) (?:patch|spot|mark|freckle|lesion)[^|]{0,50}\\b(?:jagged|ragged|irregular (?:edge|border|shape)|uneven (?:edge|border)|(?:keeps|is|has been|has started) growing|changed (?:shape|colou?r))' +
        '|(?:jagged|ragged|irregular|uneven) (?:edge|edges|border|borders)',
    ),
  },
  {
    key: 'severe_reaction',
    pattern: P(
      '(?:severe(?:ly)?|extreme(?:ly)?|serious(?:ly)?) (?:allergic )?(?:reaction|rash|burn(?:s|ing|t)?|swelling|hives|blister[a-z]*|allergic reaction|peeling|pain)' +
        '|(?:awful|terrible|horrendous|horrible|really bad|very bad|bad allergic) (?:allergic )?(?:reaction|rash)' +
        '|(?:reaction|rash|hives|redness|red patches|burning|blisters?)\\b[^|]{0,40}\\b(?:spread[a-z]*|all over (?:my|the) (?:body|face|neck|chest|arms)|everywhere|getting worse|worse and worse|down my neck)' +
        // A few hives, or hives that come and go, are a pharmacist's (NHS): hives count when spreading (above).
        '|blister(?:s|ed|ing)?|chemical burn|(?:burnt|burned) my (?:face|skin)|skin (?:is )?(?:coming|peeling) off in (?:sheets|layers)',
    ),
  },
];

/** The red flags this reading finds in a message (prepareText's marked text: denied words carry "neg_"). */
export function messageRedFlags(marked: string): RedFlagKey[] {
  return RED_FLAGS.filter((f) => {
    f.pattern.lastIndex = 0;
    const found = f.pattern.test(marked);
    f.pattern.lastIndex = 0;
    return found;
  }).map((f) => f.key);
}

/** What one message says that bears on a pregnancy red flag (analyse.ts reads these). */
export type PregnancyReading = { pregnancy?: boolean; mentionsRetinoid: boolean };

/** Red flags of this turn: the message's own, plus pregnancy with a retinoid question across the conversation. */
export function turnRedFlags(
  message: PregnancyReading & { redFlags: RedFlagKey[] },
  before: SkinProfile,
  after: SkinProfile,
): RedFlagKey[] {
  const flags = [...message.redFlags];
  const retinoidBefore = before.currentProducts.includes('retinoid') || before.retinoidExperience === true;
  const pregnancyRetinoid =
    (message.pregnancy === true && (message.mentionsRetinoid || retinoidBefore)) ||
    (message.mentionsRetinoid && after.pregnant === true);
  if (pregnancyRetinoid) flags.push('pregnancy_retinoid');
  return flags;
}

const RED_FLAG_ORDER: RedFlagKey[] = [
  'breathing',
  'swelling',
  'severe_reaction',
  'infection',
  'bleeding',
  'mole',
  'pregnancy_retinoid',
];

const RED_FLAG_ADVICE: Record<RedFlagKey, string> = {
  breathing:
    'Swelling of the tongue or throat, or any difficulty breathing or swallowing, can be a serious allergic reaction. Please call 999 now, or go to A&E.',
  swelling:
    'Swelling of the lips or around the eyes can be an allergic reaction. Stop using any new product straight away. If your tongue or throat swells, or you find it hard to breathe or swallow, call 999. Otherwise, please speak to a pharmacist or call NHS 111 today.',
  severe_reaction:
    'A severe or spreading reaction needs a professional to look at it. Stop using the product, rinse with cool water and avoid putting anything else on the area. Please see a pharmacist or your GP today, and call 999 if your lips, tongue or throat swell or you struggle to breathe.',
  infection:
    'Pus, heat, spreading redness, crusting or feeling unwell can be signs of a skin infection, which may need treatment that skincare cannot give. Please see a pharmacist or your GP soon, and avoid active products on the area until then.',
  bleeding:
    'Skin that is bleeding, weeping or not healing should be checked by a pharmacist or your GP, especially if it has lasted more than a couple of weeks. Keep the area clean and leave out active products until it has been seen.',
  mole: 'A mole that is new, changing in size, shape or colour, itching, crusting or bleeding should be checked by a doctor. Please book an appointment with your GP soon; they can refer you to a dermatologist if needed.',
  pregnancy_retinoid: `Retinoids (retinol, retinal, tretinoin and similar vitamin A ingredients) are not recommended during pregnancy or while breastfeeding. Please pause them. ${PREGNANCY_ALTERNATIVES}`,
};

/**
 * The advice for flags only this reading found (at most two, most serious first), or null when none of them is
 * one of its flags. No products: a professional first.
 */
export function redFlagAdvice(
  flags: readonly string[],
): { advice: string; closing: string; confidence: number; emergency: boolean; today: boolean } | null {
  const ordered = RED_FLAG_ORDER.filter((f) => flags.includes(f)).slice(0, 2);
  if (ordered.length === 0) return null;
  // A pregnancy with a retinoid alone names its safe alternatives instead (decision 0414).
  const closing =
    ordered.length === 1 && ordered[0] === 'pregnancy_retinoid'
      ? ''
      : " I'd rather not suggest products until a professional has looked at this. Once you have been seen, I am happy to help you build a gentle routine.";
  return {
    advice: ordered.map((f) => RED_FLAG_ADVICE[f]).join(' '),
    closing: closing.trim(),
    confidence: ordered[0] === 'pregnancy_retinoid' ? 0.45 : 0.3,
    // Swelling or breathing trouble: the answer is the call to make, and nothing follows it.
    emergency: ordered.includes('breathing') || ordered.includes('swelling'),
    /** The advice says to be seen today. */
    today: ordered.includes('severe_reaction'),
  };
}
