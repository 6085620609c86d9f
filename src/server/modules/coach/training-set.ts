// The built-in classifier's training set (issue 15): 1,558 hand-written messages in many voices (idiom, slang,
// typos, very short and rambling, negations, several concerns, follow-ups, medical-ish questions, red flags,
// injection attempts) and 1,638 variants of the first 924 (a casual opener or closer, or one typo), in
// data/training-set.txt (data, not code: read when the coach loads, never bundled into dist). Format: labelled.ts.
//
// Labelling conventions: docs/coach-labelling.md (the rules below are a summary; that page wins).
// - every skin concern the person states for themselves or someone they ask about, unless denied in the newest
//   message; marks and scars left by spots, dark, sun and age spots are pigmentation, not acne;
// - product_recommendation when they ask what to use or buy, whether a product would help, suit or is worth it,
//   for "anything / something for", "how do I get rid of", "what can I do about"; not for describing a concern
//   or asking how to use what they have;
// - skincare_routine when they ask how, when, how often, in what order or together to use things, or for a
//   routine ("a routine from your products" is both);
// - general_question alone, only when none of the above applies: greetings, thanks, the shop and orders,
//   questions about the range as a whole, the coach itself, off-topic asks and injection attempts, what an
// ingredient is, "my skin is fine", and medical-ish questions with no product behind them (moles, lumps, sores,
//   rashes from illness, bites, infections); a reaction to something put on the skin is sensitive_skin;
// - a follow-up takes the skin topics of the turn it follows and adds its own ask. The held-out set the coach
// is judged on lives apart in scripts/eval-coach/held-out.txt and never feeds this file.
import fs from 'node:fs';
import path from 'node:path';
import { findProjectRoot } from '../../config';
import { parseLabelled } from './labelled';

/** Where the text lives, from the project's root (the same path from the sources and from dist/server/main.js). */
export const TRAINING_FILE = path.join(findProjectRoot(), 'src/server/modules/coach/data/training-set.txt');

// The text begins with a line break, as the template literal it came from did: the parse and the fingerprint of the
// trained models see exactly the same text.
const TRAINING_TEXT = `\n${fs.readFileSync(TRAINING_FILE, 'utf8')}`;

export const TRAINING_SET = parseLabelled(TRAINING_TEXT);
/** The first HAND_WRITTEN entries are hand-written; the rest are their variants. */
export const HAND_WRITTEN = parseLabelled(TRAINING_TEXT.slice(0, TRAINING_TEXT.indexOf('# Augmented'))).length;
