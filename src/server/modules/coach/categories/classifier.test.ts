// The category classifier (issue 15): follow-ups keep their topic, the newest message's negations win, the
// shipped model matches its training set, and the training and held-out sets stay apart.
import { describe, expect, it } from 'vitest';
import { heldOut, TRAINING_SET } from '../../../../../tools/coach/data';
import { trainingFingerprint } from '../../../../../tools/coach/train-classifier';
import { neighboursFingerprint } from '../../../../../tools/coach/train-neighbours';
import type { Turn } from '../types';
import { readModelFile, type ShippedModel } from '../model-files';
import { categoriseConversation } from './classifier';
import { shippedNeighbours } from './neighbours';

const user = (content: string): Turn => ({ role: 'user', content });
const categories = (message: string, earlier: string[] = []) =>
  categoriseConversation({ history: earlier.map(user), message });

describe('follow-ups', () => {
  it("take the earlier turn's skin topic when they have none of their own", async () => {
    expect(await categories('will that clear them up for good?', ["I've got spots all along my chin"])).toContain(
      'acne',
    );
    expect(await categories('will that clear them up for good?')).not.toContain('acne');
  });

  it('keep what they ask themselves', async () => {
    expect(await categories('spf first or last?', ['I use a vitamin C serum and a sunscreen'])).toContain(
      'skincare_routine',
    );
    expect(await categories('which one would you go for?', ['my skin is really dry and tight'])).toEqual([
      'dryness',
      'product_recommendation',
    ]);
  });

  it('do not inherit a topic when they bring their own', async () => {
    expect(await categories('and my forehead is really oily too', ['dark spots on my cheeks'])).toEqual(['oily_skin']);
  });
});

describe('negations in the newest message win', () => {
  it('"never had redness or stinging" is not sensitive skin', async () => {
    const got = await categories('never had redness or stinging, my problem is just oily skin');
    expect(got).not.toContain('sensitive_skin');
    expect(got).toContain('oily_skin');
  });

  it('a denied concern is dropped while the stated one stays', async () => {
    expect(await categories("I don't get spots any more, it's the dryness that bothers me")).toEqual(['dryness']);
  });
});

describe('moles, warts, bites and illnesses are signposted, not sold for (labelling rule 4)', () => {
  it('a product ask about one is a general question, keeping any skin concern also named', async () => {
    expect(await categories('is there a cream that gets rid of skin tags')).toEqual(['general_question']);
    expect(await categories('what can I put on my verruca, it hurts when I walk')).toEqual(['general_question']);
    expect(await categories('my 6 year old has chickenpox, is calamine ok on the spots')).toEqual(['general_question']);
    expect(await categories('really dry elbows and a wart on my thumb, what can I use')).toEqual([
      'dryness',
      'general_question',
    ]);
  });

  it('not when the lesion is past or only the reason for an ordinary ask', async () => {
    expect(await categories("cold sore's long gone now, which lip balm with spf should I get")).toContain(
      'product_recommendation',
    );
  });
});

describe('the model and its data', () => {
  it('ships the model its training set gives (re-run npm run coach:train after changing the set)', async () => {
    expect(readModelFile<ShippedModel>('classifier-model.json').fingerprint).toBe(trainingFingerprint());
  });

  it('ships the neighbours its training set gives, as vectors and label sets only', () => {
    const neighbours = shippedNeighbours();
    expect(neighbours?.fingerprint).toBe(neighboursFingerprint());
    expect(neighbours?.count).toBe(TRAINING_SET.filter((t) => t.history.length === 0).length);
  });

  it('trains on at least 1,000 messages, none of them from the held-out sets of at least 200', async () => {
    const held = ['held-out-3', 'held-out-4'].flatMap(heldOut);
    expect(TRAINING_SET.length).toBeGreaterThanOrEqual(1000);
    expect(held.length).toBeGreaterThanOrEqual(400);
    const norm = (s: string) =>
      s
        .toLowerCase()
        .replace(/[^a-z]+/g, ' ')
        .trim();
    const training = new Set(TRAINING_SET.map((t) => norm(t.message)));
    expect(held.filter((h) => training.has(norm(h.message))).map((h) => h.message)).toEqual([]);
  });
});
