// Safety triage (issue 15, docs/decisions/0406): runs before any engine, on the newest message with the
// earlier user turns as context, and says whether the person needs a professional rather than products, and how
// urgently. It reads concepts, not alarm words: a body part near a swelling word, a rash that does not fade under
// a glass, heat + spreading + pus, isotretinoin in an earlier turn + low mood now. Words are typo-corrected
// against the concept vocabulary first. Tuned for recall: a false alarm costs a suggestion to see a pharmacist.
import type { Escalation, Turn, TriageReason, Urgency } from '../types';
import { conceptText } from '../text/normalise';
import { ACTION, CONTACT, mentalHealthText, PREGNANCY_ALTERNATIVES, REASON_TEXT } from './answers';
import { has, ISOTRETINOIN, R, ruleReasons } from './concepts';
import { safetyNetReading } from './safety-net';

export type { Escalation, TriageReason, Urgency } from '../types';

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
  pregnancy_itch: 'urgent',
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
  const reasons = safetyNetReading(message).map((u) => NET_REASON[u]);
  // The net's crisis reading of a plain product question ("do I need to put suncream on again if I'm sat in the
  // office all day", "I've been thinking about the retinol") is dropped: it names skincare and not one word of
  // mood, feeling, harm or an ending (decision 0415). Every mental-health line of every labelled set keeps it.
  // "I'm 20 weeks pregnant", "I'm on tretinoin from my GP": who she is, and not one word of a symptom, so the
  // net's physical reading is dropped; what it changes is the table's to say (decision 0418).
  const kept = onlyWhoSheIs(message) ? reasons.filter((r) => r === 'mental_health') : reasons;
  return skincareOnly(message) ? kept.filter((r) => r !== 'mental_health') : kept;
}

/** Who she is: pregnancy, breastfeeding, trying for a baby or a prescribed skin treatment. */
const WHO_SHE_IS =
  /\b(?:pregnan\w*|expecting|breast ?feeding|breastfeed|nursing|trying for a baby|ttc|tretinoin|isotretinoin|(?:ro)?accutane|adapalene|differin|epiduo|treclin|lymecycline|doxycycline|antibiotics)\b/;
/** The words a statement of who she is is made of; any other word (bleeding, rash, itch...) may be a symptom. */
const WHO_STATEMENT_WORDS = new Set(
  (
    "hi hello hey so ok okay and also just btw fyi found out i i'm im am was we we're our currently now at about " +
    'week weeks wk wks month months trimester old pregnant pregnancy expecting breastfeeding breast feeding ' +
    'breastfeed nursing my a an the with of second first third 2nd 3rd baby babies toddler twins trying for to ' +
    'conceive ttc on from by gp doctor dermatologist derm prescribed prescription tretinoin isotretinoin ' +
    'accutane roaccutane adapalene differin epiduo treclin lymecycline doxycycline antibiotics use using been ' +
    'started taking'
  ).split(' '),
);
function onlyWhoSheIs(message: string): boolean {
  const text = message.toLowerCase();
  if (!WHO_SHE_IS.test(text)) return false;
  const words = text.match(/[a-z0-9']+/g) ?? [];
  return words.every((w) => WHO_STATEMENT_WORDS.has(w) || /^\d+(?:st|nd|rd|th)?$/.test(w));
}

const SKINCARE_WORDS =
  /\b(?:sun ?cream|sun ?screen|sunscreens|sunblock|spf|retinol|retinal|retinoids?|tretinoin|niacinamide|vitamin c|vit c|serums?|moisturi[sz]ers?|cleansers?|toners?|acids?|peels?|masks?|creams?|lotions?|balms?|gels?|oils?|routine|skincare|skin care|products?|exfoliat\w*|hyaluronic|bakuchiol|azelaic|ceramides?|peptides?|reapply)\b/;
/** Deliberately wide: any word that could carry mood, harm or an ending keeps the net's reading. */
const MOOD_WORDS =
  /\b(?:feel\w*|felt|mood|low|sad|down|depress\w*|anxi\w*|panic\w*|cry\w*|tears|hopeless|worthless|pointless|point|alone|lonely|hate|ugly|disgust\w*|kill\w*|die|dying|dead|death|suicid\w*|harm\w*|hurt\w*|cut\w*|end|ending|ended|give up|giving up|gave up|cope|coping|go on|anymore|any more|better off|disappear\w*|be here|no one|nobody|life|living|live|tired|exhausted|struggl\w*|mental\w*|head|thoughts?|dark|overdose|pills|tablets|bothered|matters?|miserable|awful|can'?t|cannot|unhappy|wish|want to|worth|burden|crisis|help me|scared|afraid|numb|empty|broken|ruin\w*|wreck\w*|destroy\w*|sleep\w*|isolat\w*|leave the house|go out|mirror|drink\w*|swallow\w*|eat|ate|take all|took all|jump\w*|bridge|rope|gone|goodbye|note|around|exist\w*|wake up|stop)\b/;
const skincareOnly = (message: string) => {
  const text = message.toLowerCase();
  return SKINCARE_WORDS.test(text) && !MOOD_WORDS.test(text);
};

/** Most urgent first; mental health sits with emergencies because it may be one. */
const URGENCY_RANK: Record<Urgency, number> = { emergency: 0, mental_health: 1, urgent: 2, soon: 3 };
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

/** The rules alone, without the safety net (for cross-validating the net against what the rules miss). */
export function ruleTriage(conversation: { history: Turn[]; message: string }): TriageReason[] {
  return ruleReasons(conceptText(conversation.message), userTurns(conversation.history).join(' | '));
}

/** The person's earlier turns, normalised: the context the concept rules read. */
function userTurns(history: Turn[]): string[] {
  return history.filter((turn) => turn.role === 'user').map((turn) => conceptText(turn.content));
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
  const now = conceptText(conversation.message);
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
    // A pregnancy with a retinoid question alone: what to use instead, and whom to check it with (0414).
    const pregnancyOnly = physical.every((r) => r === 'pregnancy_retinoid') && !reasons.includes('mental_health');
    if (pregnancyOnly) parts.push(REASON_TEXT.pregnancy_retinoid, PREGNANCY_ALTERNATIVES);
    else {
      parts.push(...physical.slice(0, 2).map((r) => REASON_TEXT[r]), ACTION[physicalUrgency]);
      if (physical.includes('pregnancy_retinoid') && physicalUrgency === 'soon')
        parts.push('Your midwife can also check your routine with you.');
    }
  }
  if (!physical.every((r) => r === 'pregnancy_retinoid') || reasons.includes('mental_health'))
    parts.push("I won't suggest any products for this: it needs a person to look at it first.");
  return { urgency, reasons, contact: CONTACT[urgency], response: parts.join(' ') };
}
