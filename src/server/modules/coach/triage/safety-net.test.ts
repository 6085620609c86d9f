// The triage's safety net (issue 15): the shipped model matches its examples, it reads red flags in wording it
// was not trained on at the right urgency, ordinary questions stay calm, and the triage asks it only when the
// concept rules found nothing.
import { describe, expect, it } from 'vitest';
import { safetyNetFingerprint } from '../../../../../tools/coach/train-safety-net';
import { readModelFile, type ShippedModel } from '../model-files';
import { ruleTriage, triage } from '.';
import { safetyNetReading } from './safety-net';

describe('the safety net', () => {
  it('ships the model its examples give (re-run npm run coach:train after changing them)', () => {
    expect(readModelFile<ShippedModel>('safety-net-model.json').fingerprint).toBe(safetyNetFingerprint());
  });

  it.each([
    ['my eyelid has puffed right up and i can barely see', 'emergency'],
    ['the cut on my thumb is red hot and full of yellow gunk', 'urgent'],
    ['my mole is itchy and has started bleeding', 'soon'],
    ['i feel worthless and ugly because of my spots', 'mental_health'],
    ["i'm so down about my skin i've stopped eating", 'mental_health'],
  ])('reads "%s" (not a training line) as %s', (message, urgency) => {
    expect(safetyNetReading(message)).toContain(urgency);
  });

  it.each([
    "what's the best spf for my holiday",
    'my skin feels heavy with this cream',
    'i cry laughing at your adverts',
    'how often should I use the glycolic toner?',
    "i'm not okay with paying for postage",
  ])('leaves "%s" calm', (message) => {
    expect(safetyNetReading(message)).toEqual([]);
  });

  it('is asked when no rule matched, and escalates with a general reason and no products', () => {
    const message = "what's the point trying, I'm ugly and always will be";
    expect(ruleTriage({ history: [], message })).toEqual([]);
    const escalation = triage({ history: [], message });
    expect(escalation?.urgency).toBe('mental_health');
    expect(escalation?.response).toContain('116 123');
    expect(escalation?.response).toContain("I won't suggest any products");
  });

  it("gives a physical reading its urgency's contact", () => {
    const message = "me gobs swollen up like I've had filler and I haven't, only thing I used is your lip mask";
    expect(ruleTriage({ history: [], message })).toEqual([]);
    const escalation = triage({ history: [], message });
    expect(escalation).toMatchObject({ urgency: 'emergency', reasons: ['sounds_serious'] });
    expect(escalation?.contact).toBe('Call 999 now or go to A&E');
  });
});
