// The coach's labelled data (data/coach, issue 29): the training lines, the triage probes and the held-out sets,
// read by the tools and the tests, never by the server (an import-graph test pins that).
//
// Labelled lines, one per line, so a set is easy to read and hard to tamper with:
//   categories | urgency (E emergency, U urgent, S soon, M mental health, - none) | [earlier turn >> ...] message
// Probes: "## batch" starts a batch; a line is  urgency (E, U, S, M, or - for a near miss) | [earlier >> ...] message
// Lines starting with # are comments.
//
// The training set (issue 15): 1,558 hand-written messages in many voices (idiom, slang, typos, very short and
// rambling, negations, several concerns, follow-ups, medical-ish questions, red flags, injection attempts) and
// 1,638 variants of the first 924 (a casual opener or closer, or one typo). Labelling conventions:
// docs/coach-labelling.md. The held-out sets the coach is judged on never feed it.
import fs from 'node:fs';
import path from 'node:path';
import { isQuestionCategory, type QuestionCategory } from '@shared/question-categories';
import { findProjectRoot } from '../../src/server/config';
import type { Urgency } from '../../src/server/modules/coach';

export const DATA_DIR = path.join(findProjectRoot(), 'data/coach');
export const REPORTS_DIR = path.join(findProjectRoot(), 'reports/coach');
const read = (file: string) => fs.readFileSync(path.join(DATA_DIR, file), 'utf8');

export type LabelledTurn = {
  /** Earlier user turns, oldest first. */
  history: string[];
  message: string;
  categories: QuestionCategory[];
  urgency: Urgency | null;
};

const URGENCY: Record<string, Urgency | null> = {
  E: 'emergency',
  U: 'urgent',
  S: 'soon',
  M: 'mental_health',
  '-': null,
};

export function parseLabelled(text: string): LabelledTurn[] {
  const out: LabelledTurn[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [cats, urgency, ...rest] = line.split(' | ');
    const turns = rest.join(' | ').split(' >> ');
    const categories = cats.split(',').map((c) => c.trim());
    if (!categories.every(isQuestionCategory) || !(urgency in URGENCY) || !turns.at(-1))
      throw new Error(`Bad labelled line ${index + 1}: ${line}`);
    out.push({ history: turns.slice(0, -1), message: turns.at(-1)!, categories, urgency: URGENCY[urgency] });
  }
  return out;
}

// The text begins with a line break, as the template literal it came from did: the parse and the fingerprint of
// the trained models see exactly the same text.
export const TRAINING_TEXT = `\n${read('training-set.txt')}`;
export const TRAINING_SET = parseLabelled(TRAINING_TEXT);
/** The first HAND_WRITTEN entries are hand-written; the rest are their variants. */
export const HAND_WRITTEN = parseLabelled(TRAINING_TEXT.slice(0, TRAINING_TEXT.indexOf('# Augmented'))).length;

/** A held-out set (held-out-3, held-out-4): for npm run eval:coach only, never for training or tuning. */
export const heldOut = (name: string): LabelledTurn[] => parseLabelled(read(`${name}.txt`));

export type Probe = [message: string, urgency: Urgency, earlier?: string[]];
export type ProbeBatch = { name: string; redFlags: Probe[]; nearMisses: string[] };

/** The triage probes (docs/decisions/0406), batch by batch in the file's order. */
export function parseProbes(text: string): ProbeBatch[] {
  const batches: ProbeBatch[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    const batch = /^## (.+)$/.exec(line);
    if (batch) batches.push({ name: batch[1], redFlags: [], nearMisses: [] });
    if (!line || line.startsWith('#')) continue;
    const [code, ...rest] = line.split(' | ');
    const turns = rest.join(' | ').split(' >> ');
    const current = batches.at(-1);
    if (!current || !(code in URGENCY) || !turns.at(-1)) throw new Error(`Bad probe line ${index + 1}: ${line}`);
    const urgency = URGENCY[code];
    if (urgency === null) current.nearMisses.push(turns.join(' >> '));
    else current.redFlags.push(turns.length > 1 ? [turns.at(-1)!, urgency, turns.slice(0, -1)] : [turns[0], urgency]);
  }
  return batches;
}

export const PROBE_BATCHES = parseProbes(read('triage-probes.txt'));
/** Every batch's red-flag probes, and near misses, batch by batch (the safety net trains on them). */
export const RED_FLAG_SETS: Probe[][] = PROBE_BATCHES.filter((b) => b.redFlags.length).map((b) => b.redFlags);
export const NEAR_MISS_SETS: string[][] = PROBE_BATCHES.filter((b) => b.nearMisses.length).map((b) => b.nearMisses);
