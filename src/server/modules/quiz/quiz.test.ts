// Quiz submissions: the console's list and update, and the provider's signed, idempotent webhook.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { QuizSubmission } from '@shared/schemas/quiz';
import { quizSubmissionChanges, quizSubmissions } from './schema';
import { createTestApp, json, staffCookie, type TestApp } from '../../testing/app';
import { signBody, verifySignature } from './service';

const SECRET = 'test-secret-123';
const URL = '/api/webhooks/quiz-submissions';

describe('console: list and update', () => {
  let t: TestApp;
  let staff: string;
  let list: QuizSubmission[];

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffCookie(t.app);
    list = z
      .array(QuizSubmission)
      .parse(
        json(await t.app.inject({ method: 'GET', url: '/api/admin/quiz-submissions', headers: { cookie: staff } })),
      );
  });
  afterAll(() => t.close());

  const patch = (id: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quiz-submissions/${id}`,
      payload: payload as object,
      headers: { cookie: staff },
    });
  const row = async (id: string) =>
    (await t.app.db.select().from(quizSubmissions).where(eq(quizSubmissions.id, id)))[0];
  const changes = async (id: string) =>
    t.app.db.select().from(quizSubmissionChanges).where(eq(quizSubmissionChanges.submissionId, id));

  it('lists the seeded submissions newest first in the shared shape', () => {
    expect(list).toHaveLength(7);
    expect(list[0].externalId).toBe('qz_1007');
    const created = list.map((s) => s.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const sophie = list.find((s) => s.externalId === 'qz_1001')!;
    expect(sophie).toMatchObject({
      fullName: 'Sophie Bennett',
      status: 'reviewed',
      phone: '+44 7700 900123',
      history: [],
    });
    expect(sophie.questions.find((q) => q.question === 'Raw Data')).toBeTruthy();
    expect(list.find((s) => s.externalId === 'qz_1003')!.questions).toEqual([]);
  });

  it('marks a submission reviewed with notes and records who did it, newest change first', async () => {
    const chloe = list.find((s) => s.externalId === 'qz_1007')!;
    const res = await patch(chloe.id, { status: 'reviewed', reviewNotes: '  Oily T-zone; suggest BHA cleanser.  ' });
    expect(res.statusCode).toBe(200);
    const body = QuizSubmission.parse(json(res));
    expect(body).toMatchObject({ status: 'reviewed', reviewNotes: 'Oily T-zone; suggest BHA cleanser.' });
    expect(body.history).toHaveLength(1);
    expect(body.history[0]).toMatchObject({
      status: 'reviewed',
      staffUsername: 'admin',
      reviewNotes: 'Oily T-zone; suggest BHA cleanser.',
    });
    expect(new Date(body.updatedAt).getTime()).toBeGreaterThan(new Date(chloe.updatedAt).getTime());

    // Omitting the notes keeps them; the status may move in any direction (SPEC §4 shows no ordering).
    const back = QuizSubmission.parse(json(await patch(chloe.id, { status: 'pending' })));
    expect(back).toMatchObject({ status: 'pending', reviewNotes: 'Oily T-zone; suggest BHA cleanser.' });
    expect(back.history.map((h) => h.status)).toEqual(['pending', 'reviewed']);

    // An empty note clears them.
    const cleared = QuizSubmission.parse(json(await patch(chloe.id, { status: 'contacted', reviewNotes: '' })));
    expect(cleared.reviewNotes).toBeNull();
    expect((await changes(chloe.id)).length).toBe(3);

    const again = z
      .array(QuizSubmission)
      .parse(
        json(await t.app.inject({ method: 'GET', url: '/api/admin/quiz-submissions', headers: { cookie: staff } })),
      );
    expect(again.find((s) => s.id === chloe.id)!.history.map((h) => h.status)).toEqual([
      'contacted',
      'pending',
      'reviewed',
    ]);
  });

  it('keeps only the latest five changes in the list’s history', async () => {
    const emily = list.find((s) => s.externalId === 'qz_1004')!;
    for (const status of ['reviewed', 'contacted', 'completed', 'reviewed', 'contacted', 'completed'] as const) {
      expect((await patch(emily.id, { status })).statusCode).toBe(200);
    }
    const body = QuizSubmission.parse(json(await patch(emily.id, { status: 'pending' })));
    expect(body.history).toHaveLength(5);
    expect(body.history[0].status).toBe('pending');
    expect((await changes(emily.id)).length).toBe(7);
  });

  it('refuses an unknown status, oversized notes and a bad body with 400, changing nothing', async () => {
    const priya = list.find((s) => s.externalId === 'qz_1002')!;
    const before = await row(priya.id);
    for (const payload of [
      { status: 'archived', reviewNotes: 'x' },
      { status: 'PENDING' },
      { reviewNotes: 'no status' },
      { status: 'reviewed', reviewNotes: 'x'.repeat(2001) },
      { status: 'reviewed', reviewNotes: 42 },
    ]) {
      const res = await patch(priya.id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(json(res).errors?.length).toBeGreaterThan(0);
    }
    expect(await row(priya.id)).toEqual(before);
    expect(await changes(priya.id)).toEqual([]);
  });

  it('answers 404 for an unknown submission and 400 for an id that is not one', async () => {
    const missing = await patch('00000000-0000-4000-8000-000000000000', { status: 'reviewed' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: 'Quiz submission not found' });
    expect((await patch('not-an-id', { status: 'reviewed' })).statusCode).toBe(400);
  });

  it('refuses the webhook while no secret is configured (503), writing nothing', async () => {
    const body = JSON.stringify({ id: 'qz_unconfigured', email: 'a@example.com', questions: [] });
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: body,
      headers: { 'content-type': 'application/json', 'x-quiz-signature': signBody('anything', body) },
    });
    expect(res.statusCode).toBe(503);
    expect(
      (await t.app.db.select().from(quizSubmissions).where(eq(quizSubmissions.externalId, 'qz_unconfigured'))).length,
    ).toBe(0);
  });
});

describe('POST /api/webhooks/quiz-submissions', () => {
  let t: TestApp;
  let staff: string;

  beforeAll(async () => {
    t = await createTestApp({}, { QUIZ_WEBHOOK_SECRET: SECRET });
    staff = await staffCookie(t.app);
  });
  afterAll(() => t.close());

  const rawData = JSON.stringify({
    answersByBlock: { block_e4466449: { value: '25-34' }, block_cdc78df5: { value: 'Dry' } },
    recommendationsBySlot: { 'slot-1': [{ title: 'Cream', price: { amount: '24.00', currencyCode: 'GBP' } }] },
  });
  const delivery = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    quizName: 'Skin Circle Skin Assessment',
    email: '  New.Customer@Example.com ',
    firstName: 'Ada',
    lastName: 'Lovelace',
    fullName: 'Ada Lovelace',
    phone: '',
    questions: [
      { question: 'What is your skin type?', answer: 'Dry' },
      { question: 'Raw Data', answer: rawData },
    ],
    ...extra,
  });
  const send = (body: string, signature: string | undefined, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: URL,
      payload: body,
      headers: { 'content-type': contentType, ...(signature === undefined ? {} : { 'x-quiz-signature': signature }) },
    });
  const stored = (externalId: string) =>
    t.app.db.select().from(quizSubmissions).where(eq(quizSubmissions.externalId, externalId));

  it('stores a signed first delivery as pending (201) and a replay not at all (200)', async () => {
    const body = JSON.stringify(delivery('qz_new_1'));
    const first = await send(body, signBody(SECRET, body));
    expect(first.statusCode).toBe(201);
    expect(json(first)).toMatchObject({ result: 'created' });
    const [row] = await stored('qz_new_1');
    expect(row).toMatchObject({
      status: 'pending',
      email: 'new.customer@example.com',
      fullName: 'Ada Lovelace',
      phone: null,
      reviewNotes: null,
      quizName: 'Skin Circle Skin Assessment',
    });
    expect(row.questions).toEqual(delivery('x').questions);
    expect(json(first).id).toBe(row.id);

    const replay = await send(body, signBody(SECRET, body));
    expect(replay.statusCode).toBe(200);
    expect(json(replay)).toEqual({ id: row.id, result: 'duplicate' });

    // Same provider id, different content: still the first delivery that counts.
    const changed = JSON.stringify(delivery('qz_new_1', { fullName: 'Someone Else' }));
    expect((await send(changed, signBody(SECRET, changed))).statusCode).toBe(200);
    const rows = await stored('qz_new_1');
    expect(rows).toHaveLength(1);
    expect(rows[0].fullName).toBe('Ada Lovelace');

    const list = z
      .array(QuizSubmission)
      .parse(
        json(await t.app.inject({ method: 'GET', url: '/api/admin/quiz-submissions', headers: { cookie: staff } })),
      );
    expect(list[0]).toMatchObject({ externalId: 'qz_new_1', status: 'pending', history: [] });
  });

  it('accepts an uppercase hex signature (the same bytes)', async () => {
    const body = JSON.stringify(delivery('qz_upper'));
    const sig = signBody(SECRET, body);
    expect((await send(body, `sha256=${sig.slice(7).toUpperCase()}`)).statusCode).toBe(201);
  });

  it('refuses a missing, malformed, wrong-key or tampered signature with 401, storing nothing', async () => {
    const body = JSON.stringify(delivery('qz_bad_sig'));
    const good = signBody(SECRET, body);
    const tampered = body.replace('Ada Lovelace', 'Eve Intruder');
    for (const [payload, signature] of [
      [body, undefined],
      [body, ''],
      [body, good.slice(7)], // no scheme
      [body, `sha1=${good.slice(7)}`],
      [body, `sha256=${good.slice(7, 40)}`], // too short
      [body, `sha256=${'zz'.repeat(32)}`],
      [body, signBody('another-secret', body)],
      [tampered, good],
      [`${body} `, good], // one byte more: the raw body is what is signed
    ] as Array<[string, string | undefined]>) {
      const res = await send(payload, signature);
      expect(res.statusCode, String(signature)).toBe(401);
      expect(json(res)).toEqual({ message: 'Invalid signature' });
    }
    expect(await stored('qz_bad_sig')).toEqual([]);
  });

  it('answers 400 for signed bodies that are not valid JSON or not a delivery, storing nothing', async () => {
    const before = (await t.app.db.select().from(quizSubmissions)).length;
    const bodies = [
      '{"id": "qz_broken", ',
      '[]',
      'null',
      JSON.stringify({ quizName: 'no id' }),
      JSON.stringify(delivery('')),
      JSON.stringify(delivery('qz_bad_email', { email: 'not-an-email' })),
      JSON.stringify(delivery('qz_bad_questions', { questions: 'Dry' })),
      JSON.stringify(delivery('qz_bad_answer', { questions: [{ question: 'Age', answer: 42 }] })),
      JSON.stringify(delivery('qz_too_many', { questions: Array(201).fill({ question: 'q', answer: 'a' }) })),
      JSON.stringify(delivery('x'.repeat(201))),
    ];
    for (const body of bodies) {
      const res = await send(body, signBody(SECRET, body));
      expect(res.statusCode, body.slice(0, 60)).toBe(400);
      expect(json(res).message).toMatch(/^Invalid request/);
    }
    expect((await t.app.db.select().from(quizSubmissions)).length).toBe(before);
  });

  it('answers 413 for a body over 256 KB and 415 for a non-JSON content type, storing nothing', async () => {
    const big = JSON.stringify(
      delivery('qz_big', {
        questions: [
          { question: 'Raw Data', answer: 'x'.repeat(99_000) },
          { question: 'More', answer: 'y'.repeat(99_000) },
          { question: 'Even more', answer: 'z'.repeat(80_000) },
        ],
      }),
    );
    expect(big.length).toBeGreaterThan(256 * 1024);
    const tooBig = await send(big, signBody(SECRET, big));
    expect(tooBig.statusCode).toBe(413);
    expect(json(tooBig).message).toBeTruthy();

    const body = JSON.stringify(delivery('qz_form'));
    expect((await send(body, signBody(SECRET, body), 'text/plain')).statusCode).toBe(415);
    const empty = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'x-quiz-signature': signBody(SECRET, '') },
    });
    expect(empty.statusCode).toBe(400);
    expect(await stored('qz_big')).toEqual([]);
    expect(await stored('qz_form')).toEqual([]);
  });

  it('accepts a minimal delivery (no names, no questions)', async () => {
    const body = JSON.stringify({ id: 'qz_min' });
    expect((await send(body, signBody(SECRET, body))).statusCode).toBe(201);
    const [row] = await stored('qz_min');
    expect(row).toMatchObject({ email: '', quizName: '', fullName: null, questions: [], status: 'pending' });
  });

  it('leaves every other route’s JSON parsing alone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin', password: 'skincircle-admin' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('verifySignature', () => {
  it('is the hex HMAC-SHA256 of the exact bytes', () => {
    const body = Buffer.from('{"id":"1"}');
    // Known answer, computed independently: printf '{"id":"1"}' | openssl dgst -sha256 -hmac test-secret-123
    expect(signBody(SECRET, body)).toBe('sha256=a29cc09423bc7d3ad23d515e1f5398591a8dfb4ad09c83739f5c6c08ddc9ede3');
    expect(verifySignature(SECRET, body, signBody(SECRET, body))).toBe(true);
    expect(verifySignature(SECRET, body, undefined)).toBe(false);
    expect(verifySignature(SECRET, body, `${signBody(SECRET, body)}00`)).toBe(false);
    expect(verifySignature(SECRET, body, 'x'.repeat(1000))).toBe(false);
  });
});
