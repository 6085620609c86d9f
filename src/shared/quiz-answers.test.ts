import { describe, expect, it } from 'vitest';
import { demoQuizSubmissions } from '../server/db/seed/demo-data';
import {
  answerText,
  findRawDataAnswer,
  NOT_SPECIFIED,
  parseQuizRawData,
  QUIZ_FIELDS,
  readSkinAssessment,
  safeUrl,
  stripMarkup,
} from './quiz-answers';

const submission = (externalId: string) => demoQuizSubmissions.find((s) => s.externalId === externalId)!;
const raw = (data: unknown) => JSON.stringify(data);

describe('readSkinAssessment on the seeded submissions', () => {
  it('reads the six answers and the recommendations of a well-formed Raw Data answer', () => {
    const assessment = readSkinAssessment(submission('qz_1001').questions);
    expect(assessment?.answers).toEqual({
      ageRange: '25-34',
      skinType: 'Combination',
      mainConcerns: 'Breakouts, Dark spots',
      preferredProducts: 'Serums',
      routineLevel: 'Intermediate',
      retinolExperience: 'Never used retinol',
    });
    expect(assessment?.recommendations.map((r) => r.slot)).toEqual(['slot-1', 'slot-2', 'slot-2', 'slot-3', 'slot-4']);
    const [first] = assessment!.recommendations;
    expect(first).toMatchObject({
      title: 'Clarifying 2% Salicylic Acid Cleanser',
      currencyCode: 'GBP',
      description: 'Cleanse: 2% salicylic acid clears the congestion behind your breakouts.',
      imageUrl: '/images/products/clarifying-salicylic-acid-cleanser.svg',
      url: 'https://www.skincircle.co.uk/products/clarifying-salicylic-acid-cleanser',
    });
    expect(first.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('gives null for truncated JSON, a Raw Data object without answers and a submission without questions', () => {
    expect(readSkinAssessment(submission('qz_1002').questions)).toBeNull();
    expect(readSkinAssessment(submission('qz_1005').questions)).toBeNull();
    expect(readSkinAssessment(submission('qz_1003').questions)).toBeNull();
    expect(readSkinAssessment(submission('qz_1007').questions)).toBeNull();
    expect(readSkinAssessment(null)).toBeNull();
  });
});

describe('parseQuizRawData', () => {
  it('matches block keys that end with the SPEC ids, whatever the prefix', () => {
    const parsed = parseQuizRawData(
      raw({
        answersByBlock: {
          block_e4466449: { value: '18-24' },
          'quiz-cdc78df5': { value: 'Dry' },
          cdc78df5_extra: { value: 'not a match: the id must END the key' },
          x_9038ec7e: { value: ['Redness', ' Dullness ', '', 7] },
        },
      }),
    );
    expect(parsed?.answers).toEqual({
      ageRange: '18-24',
      skinType: 'Dry',
      mainConcerns: 'Redness, Dullness, 7',
      preferredProducts: NOT_SPECIFIED,
      routineLevel: NOT_SPECIFIED,
      retinolExperience: NOT_SPECIFIED,
    });
    expect(parsed?.blocks).toEqual([
      { blockId: 'block_e4466449', field: 'ageRange', label: 'Age Range', value: '18-24' },
      { blockId: 'quiz-cdc78df5', field: 'skinType', label: 'Skin Type', value: 'Dry' },
      { blockId: 'cdc78df5_extra', field: null, label: 'Response', value: 'not a match: the id must END the key' },
      { blockId: 'x_9038ec7e', field: 'mainConcerns', label: 'Main Concerns', value: 'Redness, Dullness, 7' },
    ]);
    expect(parsed?.hasAnswers).toBe(true);
  });

  it("says 'Not specified' for missing, blank, empty-list and unreadable values", () => {
    const parsed = parseQuizRawData(
      raw({
        answersByBlock: {
          block_e4466449: { value: '   ' },
          block_cdc78df5: { value: [] },
          block_9038ec7e: { value: { nested: 'object' } },
          block_e6310ca6: {},
          block_329aaeff: null,
          block_a2ad2c93: 'Bare string value',
        },
      }),
    );
    expect(parsed?.answers).toEqual({
      ageRange: NOT_SPECIFIED,
      skinType: NOT_SPECIFIED,
      mainConcerns: NOT_SPECIFIED,
      preferredProducts: NOT_SPECIFIED,
      routineLevel: NOT_SPECIFIED,
      retinolExperience: 'Bare string value',
    });
    expect(parsed?.blocks.map((b) => b.field)).toEqual(['retinolExperience']);
  });

  it('gives null for malformed JSON, JSON that is not an object, and no text', () => {
    for (const text of ['{"answersByBlock": {', 'not json', '', '42', '"text"', '[1,2]', 'null', 'true']) {
      expect(parseQuizRawData(text), text).toBeNull();
    }
    expect(parseQuizRawData(null)).toBeNull();
    expect(parseQuizRawData(undefined)).toBeNull();
  });

  it('reports an object without answersByBlock (or an empty one) as having no answers, keeping identity fields', () => {
    const parsed = parseQuizRawData(raw({ name: 'Hannah Wright', email: 'h@example.net', quiz: 'Skin Quiz' }));
    expect(parsed).toMatchObject({
      hasAnswers: false,
      blocks: [],
      recommendations: [],
      name: 'Hannah Wright',
      email: 'h@example.net',
      quiz: 'Skin Quiz',
    });
    expect(Object.values(parsed!.answers).every((v) => v === NOT_SPECIFIED)).toBe(true);
    expect(parseQuizRawData(raw({ answersByBlock: {} }))?.hasAnswers).toBe(false);
    expect(parseQuizRawData(raw({ answersByBlock: ['block_e4466449'] }))?.hasAnswers).toBe(false);
    expect(parseQuizRawData(raw({}))).toMatchObject({ name: null, email: null, quiz: null });
  });

  it('reads recommendations: pounds from string or number amounts, GBP by default, odd entries skipped, duplicates once', () => {
    const parsed = parseQuizRawData(
      raw({
        answersByBlock: { block_e4466449: { value: '35-44' } },
        recommendationsBySlot: {
          '1': [
            {
              title: 'Serum',
              price: { amount: '24.5', currencyCode: 'USD' },
              slotDescription: '<p>Fades <b>spots</b>&nbsp;&amp; marks</p>',
              image: { url: 'https://cdn.example.com/a.png' },
              onlineStoreUrl: 'https://shop.example.com/serum',
            },
            { title: 'Serum', price: { amount: '24.50' }, onlineStoreUrl: 'https://shop.example.com/serum' },
            { title: 'Cream', price: 30 },
            { title: '', price: '10.00' },
            { price: '10.00' },
            'not an object',
          ],
          '2': { title: 'Single object slot', price: { amount: 'abc' }, image: '//cdn.example.com/b.png' },
          '3': 'nonsense',
        },
      }),
    );
    expect(parsed?.recommendations).toEqual([
      {
        slot: '1',
        title: 'Serum',
        price: '24.50',
        currencyCode: 'USD',
        description: 'Fades spots & marks',
        imageUrl: 'https://cdn.example.com/a.png',
        url: 'https://shop.example.com/serum',
      },
      { slot: '1', title: 'Cream', price: '30.00', currencyCode: 'GBP', description: '', imageUrl: null, url: null },
      {
        slot: '2',
        title: 'Single object slot',
        price: null,
        currencyCode: 'GBP',
        description: '',
        imageUrl: 'https://cdn.example.com/b.png',
        url: null,
      },
    ]);
  });

  it('never lets a script or javascript: link through', () => {
    const parsed = parseQuizRawData(
      raw({
        answersByBlock: { block_cdc78df5: { value: '<img src=x onerror=alert(1)>Oily' } },
        recommendationsBySlot: {
          a: [
            {
              title: 'Trap',
              price: { amount: '1.00' },
              slotDescription:
                '<script>alert("x")</script><style>p{}</style>Safe <a href="javascript:alert(1)">text</a>',
              image: { url: 'javascript:alert(1)' },
              onlineStoreUrl: ' JAVASCRIPT:alert(1)',
            },
          ],
        },
      }),
    );
    const [rec] = parsed!.recommendations;
    expect(rec.description).toBe('Safe text');
    expect(rec.imageUrl).toBeNull();
    expect(rec.url).toBeNull();
    // Answers are text, rendered escaped by the UI: they are kept as given, never interpreted.
    expect(parsed!.answers.skinType).toBe('<img src=x onerror=alert(1)>Oily');
  });
});

describe('helpers', () => {
  it('finds the Raw Data question by its exact text', () => {
    expect(
      findRawDataAnswer([
        { question: 'Skin type?', answer: 'Dry' },
        { question: 'Raw Data', answer: '{}' },
      ]),
    ).toBe('{}');
    expect(findRawDataAnswer([{ question: 'raw data', answer: '{}' }])).toBeNull();
    expect(findRawDataAnswer([])).toBeNull();
  });

  it('strips markup to readable text', () => {
    expect(stripMarkup('<p>One<br/>two</p><p>three &lt;4&gt; &#8212; &#x2713; &quot;q&quot; &unknown;</p>')).toBe(
      'One two three <4> — ✓ "q" &unknown;',
    );
    expect(stripMarkup('a <!-- hidden --> b')).toBe('a b');
  });

  it('accepts only safe links', () => {
    expect(safeUrl('https://x.example/p')).toBe('https://x.example/p');
    expect(safeUrl('http://x.example/p')).toBe('http://x.example/p');
    expect(safeUrl('/images/a.svg')).toBe('/images/a.svg');
    expect(safeUrl('//cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', '/\\evil.example', 'relative/path', '', 5, null]) {
      expect(safeUrl(bad), String(bad)).toBeNull();
    }
  });

  it('turns provider values into text', () => {
    expect(answerText(' a ')).toBe('a');
    expect(answerText(['a', ['nested'], 'b'])).toBe('a, b');
    expect(answerText(3)).toBe('3');
    expect(answerText(true)).toBe('Yes');
    expect(answerText(Number.NaN)).toBeNull();
    expect(answerText({})).toBeNull();
  });

  it('names the six SPEC block ids', () => {
    expect(QUIZ_FIELDS.map((f) => f.blockId)).toEqual([
      'e4466449',
      'cdc78df5',
      '9038ec7e',
      'e6310ca6',
      '329aaeff',
      'a2ad2c93',
    ]);
  });
});
