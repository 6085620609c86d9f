// The sentence encoder behind the classifier (issue 15, docs/decisions/0408): pretrained vectors that put a
// paraphrase nearer than an unrelated message, one batch per conversation, and earlier turns not encoded twice.
import { describe, expect, it } from 'vitest';
import {
  conversationTexts,
  encodeSentences,
  SENTENCE_DIMENSIONS,
  sentenceSimilarity as cosine,
} from './sentence-encoder';

describe('the sentence encoder', () => {
  it('puts a paraphrase nearer than a message about something else', async () => {
    const greasy = 'my face is a grease slick by lunchtime';
    const oily = 'my skin gets really oily during the day';
    const parcel = 'where is my parcel, it was meant to come on Tuesday';
    const vectors = await encodeSentences([greasy, oily, parcel]);
    expect(vectors.get(greasy)).toHaveLength(SENTENCE_DIMENSIONS);
    expect(cosine(vectors.get(greasy)!, vectors.get(oily)!)).toBeGreaterThan(
      cosine(vectors.get(greasy)!, vectors.get(parcel)!) + 0.1,
    );
  });

  it("encodes the newest message and the person's earlier turns, reusing what it has just encoded", async () => {
    const conversation = {
      history: [
        { role: 'user', content: 'spots along my jaw every month' },
        { role: 'assistant', content: 'That sounds hormonal.' },
      ],
      message: 'will that clear them up for good?',
    };
    expect(conversationTexts(conversation)).toEqual([
      'will that clear them up for good?',
      'spots along my jaw every month',
    ]);
    const first = await encodeSentences(conversationTexts(conversation));
    const again = await encodeSentences(['spots along my jaw every month', 'spots along my jaw every month']);
    expect(again.size).toBe(1);
    expect(again.get('spots along my jaw every month')).toBe(first.get('spots along my jaw every month'));
  });
});
