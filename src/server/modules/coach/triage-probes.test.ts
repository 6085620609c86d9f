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
import { triage } from './triage';

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
