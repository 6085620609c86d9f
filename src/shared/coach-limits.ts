// Coach constants used by screens that should not pull in the schemas (and zod) just for numbers.

export const COACH_LIMITS = {
  /** Longest message a visitor can send (characters, after trimming). */
  messageMax: 2000,
  /** conversationHistory: most entries and longest entry accepted (SPEC §7 body; context for a new session). */
  historyEntries: 40,
  historyEntryMax: 4000,
  firstNameMax: 50,
} as const;

/** SPEC §9: below this confidence an AI message shows a warning icon. */
export const LOW_CONFIDENCE = 0.7;
