// The red-flag probes (docs/decisions/0406, data/coach/triage-probes.txt): every probe escalates with its urgency,
// and no near miss escalates. The probes were written from the list of red flags, never from either held-out set.
import { describe, expect, it } from 'vitest';
import { PROBE_BATCHES, TRAINING_SET } from '../../../../../tools/coach/data';
import { triage, type Urgency } from '.';

const batch = (name: string) => PROBE_BATCHES.find((b) => b.name === name)!;
const RED_FLAG_PROBES = PROBE_BATCHES.flatMap((b) => b.redFlags);
const NEAR_MISS_PROBES = PROBE_BATCHES.flatMap((b) => b.nearMisses);

const urgencyOf = (message: string, earlier: string[] = []) =>
  triage({ history: earlier.map((content) => ({ role: 'user' as const, content })), message })?.urgency ?? null;

describe('red-flag probes', () => {
  it('has at least 120 red flags and 40 near misses', () => {
    // The first two batches (coach3) alone.
    const first = [batch('red-flag-probes'), batch('near-miss-probes')];
    const second = [batch('second-red-flag-probes'), batch('second-near-miss-probes')];
    expect(first[0].redFlags.length + second[0].redFlags.length).toBeGreaterThanOrEqual(120);
    expect(first[1].nearMisses.length + second[1].nearMisses.length).toBeGreaterThanOrEqual(40);
  });

  it.each(RED_FLAG_PROBES)('"%s" → %s', (message, urgency, earlier) => {
    expect(urgencyOf(message, earlier)).toBe(urgency);
  });
});

describe('near misses stay calm', () => {
  it.each(NEAR_MISS_PROBES)('%s', (message) => {
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
