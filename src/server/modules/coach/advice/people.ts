// Who is asking and what is reacting (issue 47, decision 0414): the engine's reading of a child's or a
// teenager's age from a person's own words, and the product a reaction is to ("Stop using your vitamin C serum").
// The words a topic says are the knowledge table's (advice/knowledge/people.json); these only fill them in.
import type { CatalogueProduct } from '../types';

export type Who = 'child' | 'teen';

const whoOfAge = (age: number): Who | null => (age < 12 ? 'child' : age < 18 ? 'teen' : null);

/** Ages said as numbers: "my 10 year old", "10yo", "I'm 13", "my son (14)", "she's 9", "aged 15", "year 8". */
const AGE_PATTERNS: RegExp[] = [
  // An age, not a time: "10 years old", "10yo", "my 10 year", never "for 10 years" or "2 years ago".
  /\b(\d{1,2})\s*-?\s*(?:years?|yrs?)\s*-?\s*old\b|\b(\d{1,2})\s*(?:y\/o|yo)\b|\b(?:my|our|a|an|her|his|their)\s+(\d{1,2})\s*-?\s*(?:years?|yrs?)\b(?!\s*(?:ago|of|since|later|now))/,
  /\b(?:i'?m|i am|im|she'?s|he'?s|she is|he is|they'?re|aged?|age of|turning|just turned)\s+(\d{1,2})\b(?!\s*(?:%|percent|weeks?|months?|days?|hours?|minutes?|times?|pm|am|spf|(?:years?|yrs?)\s+(?!old\b)))/,
  /\b(?:son|daughter|kid|child|boy|girl|teen|teenager|niece|nephew|grandson|granddaughter|stepson|stepdaughter)\s*\(\s*(\d{1,2})\s*\)/,
  /\b(?:son|daughter|kid|child|boy|girl|niece|nephew|grandson|granddaughter|stepson|stepdaughter|he|she)\s+is\s+(?:only\s+|just\s+)?(\d{1,2})\b(?!\s*(?:%|percent|weeks?|months?|days?))/,
];
/** A school year ("year 8", "yr 10"): a child's age is about the year plus five. */
const SCHOOL_YEAR = /\b(?:year|yr)\s*(\d{1,2})\b(?!\s*-?\s*olds?\b)/;
const CHILD_WORDS =
  /\b(?:my|our|for (?:my|our|a)|a|the) (?:little )?(?:kid|kids|child|children|toddler|baby|babies|little one|primary school)\b|\b(?:kid|child|toddler)'s\b/;
const TEEN_WORDS =
  /\b(?:teen|teens|teenager|teenagers|teenage|adolescent|tween|puberty|secondary school|high school|gcses?|my son|my daughter|our son|our daughter|for (?:my|our) (?:son|daughter)|my boy|my girl|(?:son|daughter)'s)\b/;

/**
 * Words of a child or a teenager that are about the one asking: her own past ("teenage acne scars", "never had spots
 * as a teen", "breaking out like a teenager") or her own baby as a time ("since having my baby", "breastfeeding my
 * baby", "pregnant with my baby", "will it hurt the baby"). Taken out before the words of who is asking are read.
 */
const ABOUT_HERSELF =
  /\b(?:teenage (?:acne|spots|skin|years|breakouts?|scars?)|(?:as|like|since i was|when i was) an? (?:teen|teenager)|in my (?:teens|teenage years)|(?:since|after|before|from) (?:having|i had|giving birth to|the birth of) (?:my|the|a) baby|(?:i|i have|i've|ive) (?:just )?had (?:my|a|the) baby|(?:since|after) (?:my|the) baby|breast ?feeding (?:my|the|a|our) (?:baby|little one)|pregnant with (?:my|our|a) (?:baby|first|second)|trying for a baby|having a baby|kiss(?:ing)? (?:my|the|our) baby|(?:hurt|hurting|harm|harmed|harming|affect|affected|damage|damaged|risk to|safe for|bad for|dangerous for|okay for|ok for) (?:my|the|our) (?:baby|bump))\b/g;

/** Who the advice is for, when the words say a child or a teenager; null for an adult or when nothing says. */
export function whoIsAsking(text: string): Who | null {
  let t = text.toLowerCase().replace(ABOUT_HERSELF, ' ');
  // In a pregnancy, "the baby" is the one she is expecting ("have I hurt the baby?").
  if (/\bpregnan/.test(t)) t = t.replace(/\b(?:my|the|our|a) (?:baby|babies|bump)\b/g, ' ');
  for (const pattern of AGE_PATTERNS) {
    const m = pattern.exec(t);
    if (m) return whoOfAge(Number(m.slice(1).find((g) => g !== undefined)));
  }
  const year = SCHOOL_YEAR.exec(t);
  if (
    year &&
    Number(year[1]) >= 1 &&
    Number(year[1]) <= 13 &&
    /\b(?:school|class|son|daughter|kid|child|in year|in yr)\b/.test(t)
  )
    return whoOfAge(Number(year[1]) + 5);
  if (CHILD_WORDS.test(t)) return 'child';
  if (TEEN_WORDS.test(t)) return 'teen';
  return null;
}

const TYPE =
  'serum|cream|moisturiser|moisturizer|toner|cleanser|sunscreen|sun cream|suncream|spf|oil|mask|peel|gel|lotion|exfoliant|exfoliator|face wash|wash|balm|scrub|mist|essence|foundation|makeup|product|stuff|retinol|retinal|tretinoin|niacinamide|mascara|eyeliner|concealer|primer|lipstick|shampoo|conditioner|dye|tint|wipes|aftershave|fake tan|self tan';
const OWN = new RegExp(`\\b(my|the|this|that|a|an)\\s+((?:new\\s+)?(?:[a-z0-9%.+-]+\\s+){0,3}?(?:${TYPE}))\\b`);

const ACTIVE_WORD =
  /\b(retinol|retinal|tretinoin|adapalene|glycolic acid|glycolic|salicylic acid|salicylic|lactic acid|mandelic acid|vitamin c|niacinamide|azelaic acid|benzoyl peroxide|aha|bha)\b/;

const NEW = new RegExp(`\\b(new)\\s+((?:[a-z0-9%.+-]+\\s+){0,2}?(?:${TYPE}))\\b`);

/**
 * The product a reaction is to, as the answer names it: our product when the message names one ("the Retinal
 * 0.1% Renewal Serum"), else the person's own words ("your glycolic toner", "the new moisturiser"), else "the
 * product".
 */
export function reactingProduct(message: string, named: CatalogueProduct | null): string {
  const said = message.toLowerCase().replace(/\bvit c\b/g, 'vitamin c');
  // "my daughter's new suncream": the new one.
  const found = OWN.exec(said) ?? NEW.exec(said);
  // "a reaction to suncream": the suncream, not "the reaction to suncream".
  const to = found && /\bto\s+(.+)$/.exec(found[2]);
  const m = found && to ? ['', 'the', to[1]] : found;
  // "my vitamin C serum" may be another brand's, and so may "the new body wash": her words; "the retinal serum" is
  // ours.
  if (named && m?.[1] !== 'my' && !/^new\b/.test(m?.[2] ?? '')) return `the ${named.name}`;
  if (!m && named) return `the ${named.name}`;
  // "after 3 nights of retinal": the ingredient she named.
  const active = ACTIVE_WORD.exec(said)?.[1];
  if (!m)
    return active
      ? `your ${active.replace(/\b(aha|bha)\b/, (w) => w.toUpperCase()).replace('vitamin c', 'vitamin C')}`
      : 'the product';
  const words = m[2]
    .replace(/\bvitamin c\b/g, 'vitamin C')
    .replace(/\b(spf|aha|bha)\b/g, (w) => w.toUpperCase())
    .replace(/\s+/g, ' ')
    .trim();
  if (m[1] === 'new') return `the new ${words}`;
  return `${m[1] === 'my' ? 'your' : m[1] === 'this' || m[1] === 'that' ? m[1] : 'the'} ${words}`;
}

/** Words that say she has or uses the product she names ("started the tranexamic serum", "is it ok to use the peel"). */
export const ALREADY_USES = /\b(?:started|starting|using|use|used|tried|trying|been on|bought|got the|have the|my)\b/i;
