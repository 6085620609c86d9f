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
// The staff console's AI dashboard (admin/assistant-overview.ts).
export { completeIdleConversations } from './conversations/service';
export {
  conversationsStartedPerDay,
  conversationTotals,
  latestConversations,
  topQuestionCategories,
} from './conversations/overview';
