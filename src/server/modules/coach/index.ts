// The coach's front door (issue 29): what the rest of the server uses. Inside, the layers (bottom first):
// engine.ts (shared types) ← text/ (the one text layer, word vectors) ← triage/ (every red flag) ← categories/
// (the classifier and its rules, reading models/coach) ← the answers and engines ← sessions and routes.
export { default } from './routes';
export { completeIdleSessions } from './sessions';
export { TRANSCRIPT_SUBJECT } from './transcript-mail';
export type { CatalogueProduct } from './engine';
