// Reads what a person wrote: the SPEC §3 question categories of a message, the concerns behind them, red flags,
// and the facts that build up the skin profile across turns. Pure functions over nlp.ts's prepared text.
import { QUESTION_CATEGORIES, type QuestionCategory } from '@shared/question-categories';
import { emptyProfile, type Conversation, type SkinProfile } from '../types';
import { FOLLOW_UPS, tappedFollowUp, type FollowUpKey } from './follow-ups';
import {
  CONCERN_BY_KEY,
  CONCERNS,
  GRATITUDE,
  GREETING,
  NOT_CONCERNS,
  PREGNANCY,
  PRODUCT_MENTIONS,
  PRODUCT_REQUEST,
  RETINOID,
  ROUTINE_REQUEST,
} from './lexicon';
import { prepareText, type PreparedText } from '../text/normalise';
import type { TriageReason } from '../triage';
import { messageRedFlags, turnRedFlags, type RedFlagKey } from '../triage/message-flags';

export type ProductType = 'cleanser' | 'moisturiser' | 'serum' | 'spf' | 'mask' | 'exfoliant' | 'eye' | 'body';
export type Area = 'chin' | 'body' | 'eyes' | 'cheeks';
export type Trigger = 'actives' | 'new_product' | 'weather' | 'sun' | 'hormones' | 'stress';

export type MessageAnalysis = {
  prepared: PreparedText;
  /** Concern keys mentioned (not negated), most specific pattern first. */
  concerns: string[];
  /** Concern keys mentioned only in a negation ("not oily", "no breakouts any more"). */
  deniedConcerns: string[];
  categories: QuestionCategory[];
  wantsProducts: boolean;
  wantsRoutine: boolean;
  gratitude: boolean;
  greeting: boolean;
  redFlags: RedFlagKey[];
  pregnancy?: boolean;
  mentionsRetinoid: boolean;
  productTypes: ProductType[];
  areas: Area[];
  triggers: Trigger[];
  tapped?: FollowUpKey;
};

const mask = (m: string) => '#'.repeat(m.length);
const any = (re: RegExp, text: string) => {
  re.lastIndex = 0;
  const found = re.test(text);
  re.lastIndex = 0;
  return found;
};

/** Only the negated words, un-prefixed; everything else masked — what the person said they do NOT have. */
function negatedView(marked: string): string {
  return marked
    .split(' ')
    .map((t) => (t.startsWith('neg_') ? t.slice(4) : t === '|' ? t : mask(t)))
    .join(' ');
}

function findConcerns(text: string): string[] {
  const found: string[] = [];
  let rest = text.replace(NOT_CONCERNS, mask);
  for (const concern of CONCERNS) {
    concern.pattern.lastIndex = 0;
    let hit = false;
    rest = rest.replace(concern.pattern, (m) => {
      hit = true;
      return mask(m);
    });
    if (hit) found.push(concern.key);
  }
  return found;
}

const PRODUCT_TYPE_PATTERNS: Array<[ProductType, RegExp]> = [
  ['eye', /\beye (?:cream|creams|serum|serums|products?|gel)\b/],
  ['body', /\bbody (?:wash|lotion|cream|products?)\b/],
  ['spf', /\b(?:spf\d*|sunscreens?|sun creams?|suncream|sun protection|sunblock)\b/],
  ['cleanser', /\b(?:cleansers?|face wash|cleansing (?:balm|oil|milk))\b/],
  ['mask', /\bmasks?\b/],
  ['exfoliant', /\b(?:exfoliants?|exfoliators?|toners?|peels?)\b/],
  ['moisturiser', /\b(?:moisturi[sz]ers?|moisturi[sz]ing cream|night cream|day cream|face cream|lotion)\b/],
  ['serum', /\b(?:serums?)\b/],
];

const AREA_PATTERNS: Array<[Area, RegExp]> = [
  ['chin', /\b(?:chin|jaw ?line|jaw)\b/],
  ['body', /\b(?:bacne|(?:my|the|upper|lower) back|chest|shoulders|body|arms|legs|bum|buttocks|thighs)\b/],
  ['eyes', /\b(?:eyes?|under ?-? ?eyes?|eyelids?|eye area|crow)\b/],
  ['cheeks', /\bcheeks?\b/],
];

const TRIGGER_PATTERNS: Array<[Trigger, RegExp]> = [
  [
    'actives',
    /\b(?:exfoliat[a-z]*|scrub[a-z]*|peels?|acids?|aha|bha|glycolic|retinol|retinoids?|tretinoin|vitamin c)\b/,
  ],
  [
    'new_product',
    /\b(?:new (?:product|serum|cream|moisturi[sz]er|cleanser|routine)|started using|since (?:i )?start(?:ed)?|switched)\b/,
  ],
  ['weather', /\b(?:heating|central heating|winter|cold weather|cold|wind|windy|air ?-? ?con(?:ditioning)?|weather)\b/],
  ['sun', /\b(?:sun|summer|holidays?|sunny|sunbathing|sunburn)\b/],
  [
    'hormones',
    /\b(?:hormon[a-z]*|period|periods|cycle|time of the month|the pill|contraceptive|pcos|menopaus[a-z]*|perimenopaus[a-z]*)\b/,
  ],
  ['stress', /\bstress(?:ed|ful)?\b/],
];

/** Everything one message says. */
export function analyseMessage(message: string, prepared: PreparedText = prepareText(message)): MessageAnalysis {
  const text = prepared.marked;
  const tapped = tappedFollowUp(message);
  // A tapped follow-up is the coach's own question: it says nothing about the person's skin.
  const concerns = tapped ? [] : findConcerns(text);
  const deniedConcerns = tapped ? [] : findConcerns(negatedView(text)).filter((k) => !concerns.includes(k));

  const wantsProducts = !tapped && any(PRODUCT_REQUEST, text);
  const wantsRoutine = !tapped && any(ROUTINE_REQUEST, text);
  const categorySet = new Set<QuestionCategory>(concerns.map((k) => CONCERN_BY_KEY.get(k)!.category));
  if (wantsProducts) categorySet.add('product_recommendation');
  if (wantsRoutine) categorySet.add('skincare_routine');
  if (categorySet.size === 0) categorySet.add('general_question');
  const categories = QUESTION_CATEGORIES.filter((c) => categorySet.has(c));

  const redFlags = messageRedFlags(text);
  const pregnancy = any(PREGNANCY, text) ? true : any(PREGNANCY, negatedView(text)) ? false : undefined;
  const opening = prepared.sentences[0] ?? '';

  return {
    prepared,
    concerns,
    deniedConcerns,
    categories,
    wantsProducts,
    wantsRoutine,
    // "ok which is better for me…?" opens with "ok" and asks a question: not thanks.
    gratitude:
      GRATITUDE.test(opening) && !/\?/.test(opening) && concerns.length === 0 && !wantsProducts && !wantsRoutine,
    greeting: GREETING.test(opening) && concerns.length === 0 && !wantsProducts && !wantsRoutine,
    redFlags,
    pregnancy,
    mentionsRetinoid: any(RETINOID, text),
    productTypes: wantsProducts ? PRODUCT_TYPE_PATTERNS.filter(([, re]) => re.test(text)).map(([t]) => t) : [],
    areas: AREA_PATTERNS.filter(([, re]) => re.test(text)).map(([a]) => a),
    triggers: TRIGGER_PATTERNS.filter(([, re]) => re.test(text)).map(([t]) => t),
    tapped,
  };
}

const YES =
  /^(?:yes|yeah|yep|yup|yea|i do|i have|definitely|always|very|quite|sometimes|a bit|a little|it does|it can|often|usually)\b/;
const NO = /^(?:no|nope|nah|not really|never|not at all|i do not|i have not|rarely|hardly)\b/;

/** The profile after this message: facts stated now win over earlier ones. */
export function updateProfile(previous: SkinProfile, analysis: MessageAnalysis): SkinProfile {
  const profile: SkinProfile = {
    ...previous,
    concerns: [...previous.concerns],
    currentProducts: [...previous.currentProducts],
    redFlags: [...previous.redFlags],
    lastAsked: [],
  };
  if (analysis.tapped) return { ...profile, lastAsked: previous.lastAsked };
  const { sentences, marked } = analysis.prepared;
  const opening = sentences[0] ?? '';
  const asked = previous.lastAsked as FollowUpKey[];
  const yesNoAsked = asked.find((k) => FOLLOW_UPS[k]?.yesNo);
  const answer = marked.length <= 80 ? (YES.test(opening) ? true : NO.test(opening) ? false : undefined) : undefined;

  // Concerns accumulate; one the person now denies ("no breakouts any more") is dropped.
  for (const key of analysis.concerns) if (!profile.concerns.includes(key)) profile.concerns.push(key);
  profile.concerns = profile.concerns.filter(
    (k) => !analysis.deniedConcerns.includes(k) || analysis.concerns.includes(k),
  );

  // Skin type.
  const has = (key: string) => analysis.concerns.includes(key);
  const combination = /\b(?:combination|combo)\b|\bt ?- ?zone\b/.test(marked);
  const normal =
    /\b(?:normal|balanced) skin\b|\bskin is (?:pretty |quite |fairly |totally )?normal\b|\bi'm (?:pretty |quite )?normal\b/.test(
      marked,
    ) ||
    (asked.includes('skinType') && /^(?:pretty |quite |fairly )?normal\b/.test(opening));
  if (combination || (has('oiliness') && has('dryness'))) profile.skinType = 'combination';
  else if (normal) profile.skinType = 'normal';
  else if (has('oiliness')) profile.skinType = 'oily';
  else if (has('dryness') || has('rough_body')) profile.skinType = profile.skinType === 'oily' ? 'combination' : 'dry';

  // Sensitivity.
  const sensitiveNow = analysis.concerns.some((k) => CONCERN_BY_KEY.get(k)?.category === 'sensitive_skin');
  const notSensitive =
    analysis.deniedConcerns.some((k) => k === 'sensitivity' || k === 'reaction') ||
    /\b(?:skin is|i'm|i am) (?:pretty |quite |fairly )?(?:tough|resilient|hardy)\b|\bnothing (?:really )?(?:bothers|irritates) my skin\b|\bcan use anything\b/.test(
      marked,
    );
  if (sensitiveNow) profile.sensitivity = 'sensitive';
  else if (notSensitive) profile.sensitivity = 'not_sensitive';
  else if (yesNoAsked === 'sensitivity' && answer !== undefined)
    profile.sensitivity = answer ? 'sensitive' : 'not_sensitive';

  // What they use now.
  const productsAsked = asked.includes('currentProducts');
  for (const sentence of sentences) {
    const inUse =
      productsAsked ||
      /\b(?:use|using|apply|applying|wear|wearing|on|tried|trying|been|have|got|routine|currently|moment|my)\b/.test(
        sentence,
      );
    const stopped = /\b(?:stopped|quit|gave up|no longer|used to)\b/.test(sentence);
    if (!inUse || stopped) continue;
    for (const [label, re] of PRODUCT_MENTIONS) {
      if (any(re, sentence) && !profile.currentProducts.includes(label)) profile.currentProducts.push(label);
    }
  }
  const usesNothing =
    (productsAsked &&
      /^(?:nothing|none|not much|just water|only water|no products?|i do not use anything)\b/.test(opening)) ||
    /\bneg_(?:use|have|using) neg_(?:anything|any)\b|\bno (?:skin ?care )?routine\b|\bjust (?:use )?water\b/.test(
      marked,
    );
  if (usesNothing && profile.currentProducts.length === 0) profile.currentProducts = ['none'];
  else if (profile.currentProducts.length > 1)
    profile.currentProducts = profile.currentProducts.filter((p) => p !== 'none');

  // Daily SPF.
  for (const sentence of sentences) {
    if (!/\b(?:neg_)?(?:spf\d*|sunscreen|sun cream|suncream|sunblock)\b/.test(sentence)) continue;
    // What they do, not what they ask for ("which SPF for everyday?").
    if (sentence.includes('?') || !/\b(?:neg_)?(?:wear|wearing|use|using|apply|applying|put|i|i'm)\b/.test(sentence))
      continue;
    if (/\b(?:only|sometimes|rarely|occasionally|forget|sunny|summer|holiday|neg_[a-z]+)\b/.test(sentence))
      profile.usesSpfDaily = false;
    else if (
      /\b(?:every ?day|daily|every morning|each morning|always|religiously|all year|year round)\b/.test(sentence)
    )
      profile.usesSpfDaily = true;
  }
  if (yesNoAsked === 'spf' && answer !== undefined) profile.usesSpfDaily = answer;

  // Retinoid experience.
  for (const sentence of sentences) {
    if (!/\b(?:neg_)?(?:retinol|retinal|retinoids?|tretinoin|vitamin a|adapalene|differin)\b/.test(sentence)) continue;
    if (/\bneg_(?:used|tried|use|using)\b|\b(?:new to|first time|beginner)\b/.test(sentence))
      profile.retinoidExperience = false;
    else if (/\b(?:used|use|using|tried|been on|on)\b/.test(sentence)) profile.retinoidExperience = true;
  }
  if (yesNoAsked === 'retinoid' && answer !== undefined) profile.retinoidExperience = answer;

  if (analysis.pregnancy !== undefined) profile.pregnant = analysis.pregnancy;

  const age = /\b(?:i'm|im|i am|aged?) (\d{2})\b(?! (?:weeks?|months?|days?))/.exec(marked);
  const decade = /\bin my (\d)0s\b/.exec(marked);
  if (age) profile.age = Number(age[1]);
  else if (decade) profile.age = Number(decade[1]) * 10 + 5;

  return profile;
}

export type ConversationAnalysis = {
  turn: MessageAnalysis;
  before: SkinProfile;
  profile: SkinProfile;
  redFlags: RedFlagKey[];
};

/**
 * The whole conversation: with a stored profile only this message is read (the profile already holds the
 * earlier turns); without one (a new session), every earlier user turn is read first.
 */
export function analyseConversation(conversation: Conversation): ConversationAnalysis {
  let before = conversation.profile ? normaliseProfile(conversation.profile) : emptyProfile();
  if (!conversation.profile) {
    for (const turn of conversation.history) {
      if (turn.role === 'user') before = updateProfile(before, analyseMessage(turn.content));
    }
  }
  if (conversation.firstName) before.firstName = conversation.firstName;
  const turn = analyseMessage(conversation.message);
  const profile = updateProfile(before, turn);
  const redFlags = turnRedFlags(turn, before, profile);
  for (const flag of redFlags) if (!profile.redFlags.includes(flag)) profile.redFlags.push(flag);
  return { turn, before, profile, redFlags };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, 50) : [];

/** A stored profile (jsonb, possibly older or partial) as a complete SkinProfile. */
export function normaliseProfile(raw: unknown): SkinProfile {
  const p = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const pick = <T extends string>(value: unknown, allowed: readonly T[]) =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
  const bool = (value: unknown) => (typeof value === 'boolean' ? value : undefined);
  return {
    firstName: typeof p.firstName === 'string' ? p.firstName.slice(0, 50) : undefined,
    skinType: pick(p.skinType, ['oily', 'dry', 'combination', 'normal'] as const),
    sensitivity: pick(p.sensitivity, ['sensitive', 'not_sensitive'] as const),
    concerns: strings(p.concerns).filter((k) => CONCERN_BY_KEY.has(k)),
    currentProducts: strings(p.currentProducts),
    usesSpfDaily: bool(p.usesSpfDaily),
    retinoidExperience: bool(p.retinoidExperience),
    pregnant: bool(p.pregnant),
    age: typeof p.age === 'number' && p.age > 0 && p.age < 120 ? p.age : undefined,
    redFlags: strings(p.redFlags),
    escalation: storedEscalation(p.escalation),
    lastAsked: strings(p.lastAsked),
  };
}

const URGENCIES = ['emergency', 'urgent', 'soon', 'mental_health'] as const;
function storedEscalation(raw: unknown): SkinProfile['escalation'] {
  if (!raw || typeof raw !== 'object') return undefined;
  const e = raw as Record<string, unknown>;
  const urgency = URGENCIES.find((u) => u === e.urgency);
  return urgency ? { urgency, reasons: strings(e.reasons) as TriageReason[] } : undefined;
}
