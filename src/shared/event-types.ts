// The kinds of event the members' Events screen labels (SPEC §2: skin_genius_iq is the expert session product) and
// the console offers (decision 0510): one list for both.
export const EVENT_TYPE_LABELS = {
  skin_genius_iq: 'Skin Genius IQ',
  masterclass: 'Masterclass',
  live_qa: 'Live Q&A',
  workshop: 'Workshop',
} as const;

export type EventType = keyof typeof EVENT_TYPE_LABELS;
export const EVENT_TYPES = Object.keys(EVENT_TYPE_LABELS) as [EventType, ...EventType[]];
