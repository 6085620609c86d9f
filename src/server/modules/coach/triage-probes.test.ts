// The coach3 red-flag probes (docs/decisions/0406): every probe escalates with its urgency, and no near miss
// escalates. The probes were written from the list of red flags, never from either held-out set.
import { describe, expect, it } from 'vitest';
import {
  NEAR_MISS_PROBES,
  RED_FLAG_PROBES,
  SECOND_NEAR_MISS_PROBES,
  SECOND_RED_FLAG_PROBES,
  THIRD_NEAR_MISS_PROBES,
  THIRD_RED_FLAG_PROBES,
  FOURTH_NEAR_MISS_PROBES,
  FOURTH_RED_FLAG_PROBES,
  ISOTRETINOIN_NEAR_MISS_PROBES,
  MOOD_IDIOM_NEAR_MISS_PROBES,
} from './triage-probes';
import { triage, type Urgency } from './triage';
import { TRAINING_SET } from './training-set';

const urgencyOf = (message: string, earlier: string[] = []) =>
  triage({ history: earlier.map((content) => ({ role: 'user' as const, content })), message })?.urgency ?? null;

describe('red-flag probes', () => {
  it('has at least 120 red flags and 40 near misses', () => {
    expect(RED_FLAG_PROBES.length + SECOND_RED_FLAG_PROBES.length).toBeGreaterThanOrEqual(120);
    expect(NEAR_MISS_PROBES.length + SECOND_NEAR_MISS_PROBES.length).toBeGreaterThanOrEqual(40);
  });

  it.each([...RED_FLAG_PROBES, ...SECOND_RED_FLAG_PROBES, ...THIRD_RED_FLAG_PROBES, ...FOURTH_RED_FLAG_PROBES])(
    '"%s" → %s',
    (message, urgency, earlier) => {
      expect(urgencyOf(message, earlier)).toBe(urgency);
    },
  );
});

describe('near misses stay calm', () => {
  it.each([
    ...NEAR_MISS_PROBES,
    ...SECOND_NEAR_MISS_PROBES,
    ...THIRD_NEAR_MISS_PROBES,
    ...FOURTH_NEAR_MISS_PROBES,
    ...ISOTRETINOIN_NEAR_MISS_PROBES,
    ...MOOD_IDIOM_NEAR_MISS_PROBES,
  ])('%s', (message) => {
    expect(urgencyOf(message)).toBeNull();
  });
});

describe("the training set's red flags", () => {
  // Scored as npm run eval:coach scores them: a physical flag escalated at least as urgently, mental health named.
  const RANK: Record<Urgency, number> = { emergency: 0, urgent: 1, soon: 2, mental_health: -1 };
  const flagged = TRAINING_SET.filter((t) => t.urgency !== null);

  it.each(flagged.map((t) => [t.message, t.urgency!, t.history] as const))('"%s" → %s', (message, urgency, history) => {
    const result = triage({ history: history.map((content) => ({ role: 'user' as const, content })), message });
    expect(result, 'escalated').not.toBeNull();
    if (urgency === 'mental_health') expect(result!.reasons).toContain('mental_health');
    else {
      const physical = result!.reasons.filter((r) => r !== 'mental_health');
      expect(physical.length, 'a physical reason').toBeGreaterThan(0);
      expect(RANK[result!.urgency === 'mental_health' ? 'emergency' : result!.urgency]).toBeLessThanOrEqual(
        RANK[urgency],
      );
    }
  });
});
