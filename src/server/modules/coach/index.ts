// The coach's front door (issue 29): what the rest of the server uses. Inside, the layers (bottom first; each
// imports only from its own layer or those below, checked by house.test.ts): schema.ts (its tables), types.ts
// (shared types) and model-files.ts ← text/ (the one text normaliser, word vectors) ← triage/ (every red flag) ←
// reading/ (what a message says) ← categories/ (the classifier and its rules, reading models/coach) ← advice/ (the
// knowledge table and the answer's composers) ← engines/ (built-in, OpenAI-compatible) ← conversations/ (the
// conversations' rules, their routes and the console's reads).
export { aiMessages, aiSessions } from './schema';
export { default as coachRoutes } from './conversations/routes';
export { warmUpBuiltinEngine as warmUpCoach } from './engines/builtin';
export type { CatalogueProduct } from './types';
export { TRANSCRIPT_SUBJECT } from './conversations/transcript-mail';
// The knowledge table's ingredient clashes, read the same way by the routine builder (decision 0310).
export { type Actives, activesMentioned, activesOfIngredients, clashesAmong, clashWarning } from './advice/clashes';
export { patchTestNudge } from './advice/patch-test';
// The staff console's AI dashboard (admin/assistant-overview.ts).
export { completeIdleConversations } from './conversations/service';
export {
  conversationsStartedPerDay,
  conversationTotals,
  latestConversations,
  topQuestionCategories,
} from './conversations/overview';
// The workbench (tools/coach: train, eval, cross-validate, agreement) measures and trains these; the server itself
// uses them only through the engines above. Bundling drops what main.ts does not reach.
export { kindsOfIngredients } from './advice/knowledge-table';
export { pageHelp } from './advice/help-answers';
export { FEATURE_SHAPE, type Model, THRESHOLDS, categorise, features, score } from './categories/classifier';
export { NEIGHBOURS_FORMAT, NEIGHBOUR_VOTE, type Neighbours } from './categories/neighbours';
export { SENTENCE_DIMENSIONS, type SentenceVectors, encodeSentences, textsOf } from './categories/sentence-encoder';
export { createBuiltinEngine } from './engines/builtin';
export { createOpenAiEngine } from './engines/openai';
export { MODELS_DIR, type ShippedModel } from './model-files';
export { hash32 } from './text/word-vectors';
export { REASON_URGENCY, escalationMeets, ruleTriage, triage } from './triage';
export {
  NET_BUCKETS,
  NET_THRESHOLDS,
  NET_URGENCIES,
  NET_WIDTH,
  type SafetyModel,
  netFeatures,
  netReading,
  netScore,
} from './triage/safety-net';
export type { Advice, CoachEngine, HelpAnswer, Turn, Urgency } from './types';
// Health consent and erasure (the privacy module, decision 0110).
export { forgetMemberConversations, forgetConversationsWithoutConsent } from './conversations/consent';
