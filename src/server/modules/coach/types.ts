// The coach engine behind one interface (issue 7): given the conversation so far and the shop's catalogue, say
// what is probably going on, which catalogue products fit and why, what to ask next, and how sure it is.
// Two implementations: the built-in engine (default, no network) and an OpenAI-compatible one that falls back
// to the built-in engine on any failure. The bottom layer of the coach: the types every other layer shares,
// importing nothing of the coach's own.
import type { QuestionCategory } from '@shared/question-categories';
import type { AiAssessment, ProductRecommendation } from '@shared/schemas/coach';

/** How soon a person needs a professional (the safety triage, triage/). */
export type Urgency = 'emergency' | 'urgent' | 'soon' | 'mental_health';

/** Why the triage escalated. */
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
  | 'pregnancy_itch'
  | 'mental_health'
  // The safety net's readings, when no concept rule matched (triage/safety-net.ts):
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

/** What the engine needs to know about a product: the catalogue's own words, nothing invented. */
export type CatalogueProduct = {
  id: string;
  name: string;
  shortDescription: string;
  categorySlug: string;
  ingredients: string[];
  benefits: string[];
};

/**
 * A question and answer of the shop's Help page (the FAQ staff edit in the console), or a section of its delivery,
 * returns or contact page (`page`; the section's heading is the question): the coach answers from them (0416, 0419).
 */
export type HelpAnswer = { question: string; answer: string; page?: { title: string; path: string } };

export type Turn = { role: 'user' | 'assistant'; content: string };

/** The skin profile the coach keeps across turns (stored in ai_sessions.profile). */
export type SkinProfile = {
  firstName?: string;
  skinType?: 'oily' | 'dry' | 'combination' | 'normal';
  sensitivity?: 'sensitive' | 'not_sensitive';
  /** Fine-grained concerns, oldest first (see lexicon.ts CONCERNS). */
  concerns: string[];
  /** Products or actives the person says they use now; ['none'] when they use nothing. */
  currentProducts: string[];
  usesSpfDaily?: boolean;
  retinoidExperience?: boolean;
  pregnant?: boolean;
  age?: number;
  /** Red flags raised at any point of the conversation. */
  redFlags: string[];
  /** The latest safety escalation of the conversation (triage.ts), kept on the session. */
  escalation?: { urgency: Urgency; reasons: TriageReason[] };
  /** The follow-up question keys asked in the last answer (to read a bare "yes"/"no"). */
  lastAsked: string[];
};

export const emptyProfile = (): SkinProfile => ({ concerns: [], currentProducts: [], redFlags: [], lastAsked: [] });

export type Conversation = {
  /** Earlier turns, oldest first (the stored transcript of a continued session). */
  history: Turn[];
  /** This turn's message from the person. */
  message: string;
  /** The profile as stored after the previous turn (the engine re-derives and updates it). */
  profile?: SkinProfile;
  firstName?: string;
};

export type Advice = AiAssessment & {
  productRecommendations: ProductRecommendation[];
  /** SPEC §3 categories detected in this turn's message. */
  questionCategories: QuestionCategory[];
  /** The updated profile to store with the session. */
  profile: SkinProfile;
  /** Red flags raised by this turn (safety advice given instead of products). */
  redFlags: string[];
  /** The safety triage's escalation of this turn, if any (every engine runs triage first). */
  escalation?: Escalation;
  /** Which engine produced the answer (logged, never shown). */
  engine: 'builtin' | 'openai' | 'builtin-fallback';
};

export interface CoachEngine {
  readonly name: string;
  /** `help`: the Help page's questions and answers, for questions about the shop (decision 0416). */
  advise(conversation: Conversation, catalogue: CatalogueProduct[], help?: HelpAnswer[]): Promise<Advice>;
}
