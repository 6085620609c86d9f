// Routine builder API: create → update → list, validation, ownership, one routine per time of day, mail.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ErrorResponse } from '@shared/schemas/common';
import { Routine, ROUTINE_LIMITS, RoutineWarningsResponse, type CreateRoutineRequest } from '@shared/schemas/routines';
import { products } from '../catalogue';
import { routines, routineSteps } from './schema';
import { createTestApp, freshProduct, json, signedInMember, type TestApp } from '../../testing/app';
import { lastingAtThisUse } from '@shared/run-out';
import { decodeQuotedPrintable } from '../../testing/mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInMember>>;

const step = (order: number, productName = `Product ${order}`) => ({
  order,
  productName,
  instructions: `How to use ${order}`,
  whyItMatters: `Why ${order}`,
});

const body = (m: Member, overrides: Partial<CreateRoutineRequest> = {}): CreateRoutineRequest => ({
  userId: m.user.id,
  name: 'My Morning Routine',
  timeOfDay: 'morning',
  isActive: true,
  steps: [step(1, 'Gentle Cleanser'), step(2, 'Vitamin C Serum')],
  ...overrides,
});

const post = (m: Member, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/routines', headers: { cookie: m.cookie }, payload: payload as object });
const put = (m: Member, id: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/routines/${id}`,
    headers: { cookie: m.cookie },
    payload: payload as object,
  });
const list = async (m: Member) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/routines/${m.user.id}`, headers: { cookie: m.cookie } });
  expect(res.statusCode).toBe(200);
  return z.array(Routine).parse(json(res));
};
const stored = async (userId: string) => t.app.db.select().from(routines).where(eq(routines.userId, userId));

describe('create → update → list', () => {
  it('creates a routine (201), updates it (200) and lists it with its steps in order', async () => {
    const m = await signedInMember(t.app);
    expect(await list(m)).toEqual([]);

    const created = await post(m, body(m));
    expect(created.statusCode).toBe(201);
    const routine = Routine.parse(json(created));
    expect(routine).toMatchObject({
      userId: m.user.id,
      name: 'My Morning Routine',
      timeOfDay: 'morning',
      isActive: true,
    });
    expect(routine.steps.map((s) => [s.order, s.productName])).toEqual([
      [1, 'Gentle Cleanser'],
      [2, 'Vitamin C Serum'],
    ]);

    const updated = await put(m, routine.id, {
      ...body(m),
      name: '  Weekday AM  ',
      isActive: false,
      steps: [step(1, '  Vitamin C Serum  '), step(2, 'SPF 50'), step(3, 'Lip Balm')],
    });
    expect(updated.statusCode).toBe(200);
    const after = Routine.parse(json(updated));
    expect(after.id).toBe(routine.id);
    expect(after).toMatchObject({ name: 'Weekday AM', isActive: false });
    expect(after.steps.map((s) => s.productName)).toEqual(['Vitamin C Serum', 'SPF 50', 'Lip Balm']);

    expect(await list(m)).toEqual([after]);
  });

  it('lists morning before evening and keeps each member to their own', async () => {
    const m = await signedInMember(t.app);
    const other = await signedInMember(t.app);
    await post(m, body(m, { timeOfDay: 'evening', name: 'PM' }));
    await post(m, body(m, { timeOfDay: 'morning', name: 'AM' }));
    await post(other, body(other, { name: 'Not yours' }));
    expect((await list(m)).map((r) => r.name)).toEqual(['AM', 'PM']);
  });

  it('stores steps renumbered 1..n in the order their numbers give', async () => {
    const m = await signedInMember(t.app);
    const res = await post(m, body(m, { steps: [step(7, 'Last'), step(2, 'First'), step(5, 'Middle')] }));
    expect(res.statusCode).toBe(201);
    expect(Routine.parse(json(res)).steps.map((s) => [s.order, s.productName])).toEqual([
      [1, 'First'],
      [2, 'Middle'],
      [3, 'Last'],
    ]);
  });

  it('keeps one routine per time of day: a second POST for the morning replaces the first (200)', async () => {
    const m = await signedInMember(t.app);
    const first = Routine.parse(json(await post(m, body(m))));
    const again = await post(m, body(m, { name: 'Replacement', steps: [step(1, 'Only step')] }));
    expect(again.statusCode).toBe(200);
    const second = Routine.parse(json(again));
    expect(second.id).toBe(first.id);
    expect(second.steps.map((s) => s.productName)).toEqual(['Only step']);
    expect(await stored(m.user.id)).toHaveLength(1);
    const steps = await t.app.db.select().from(routineSteps).where(eq(routineSteps.routineId, first.id));
    expect(steps).toHaveLength(1);
  });

  it('survives simultaneous first saves of the same time of day: one creates (201), the others replace (200)', async () => {
    for (let round = 0; round < 3; round++) {
      const m = await signedInMember(t.app);
      const answers = await Promise.all(['A', 'B', 'C'].map((name) => post(m, body(m, { name }))));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
      expect(await stored(m.user.id)).toHaveLength(1);
    }
  });

  it('refuses to move a routine onto a time of day that already has one (409), and allows it otherwise', async () => {
    const m = await signedInMember(t.app);
    const morning = Routine.parse(json(await post(m, body(m))));
    const moved = await put(m, morning.id, body(m, { timeOfDay: 'evening' }));
    expect(moved.statusCode).toBe(200);
    expect(Routine.parse(json(moved)).timeOfDay).toBe('evening');

    const newMorning = Routine.parse(json(await post(m, body(m, { timeOfDay: 'morning' }))));
    const clash = await put(m, newMorning.id, body(m, { timeOfDay: 'evening' }));
    expect(clash.statusCode).toBe(409);
    expect(json(clash)).toEqual({ message: 'You already have an evening routine' });
    expect((await list(m)).map((r) => r.timeOfDay)).toEqual(['morning', 'evening']);
  });

  it('answers 404 for an unknown routine and 400 for a malformed id', async () => {
    const m = await signedInMember(t.app);
    const missing = await put(m, '00000000-0000-4000-8000-000000000000', body(m));
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: 'Routine not found' });
    expect((await put(m, 'new-123', body(m))).statusCode).toBe(400);
  });
});

describe('bad input is refused with a clear 400 and nothing is written', () => {
  const cases: Array<[string, (m: Member) => unknown, RegExp]> = [
    ['zero steps', (m) => body(m, { steps: [] }), /body\.steps must have at least 1 step/],
    [
      '21 steps',
      (m) => body(m, { steps: Array.from({ length: 21 }, (_, i) => step(i + 1)) }),
      /body\.steps must have at most 20 steps/,
    ],
    ['a blank product name', (m) => body(m, { steps: [step(1, '   ')] }), /body\.steps\.0\.productName is required/],
    ['a blank routine name', (m) => body(m, { name: ' ' }), /body\.name is required/],
    [
      'an over-long routine name',
      (m) => body(m, { name: 'n'.repeat(ROUTINE_LIMITS.name + 1) }),
      /body\.name must be at most 80 characters/,
    ],
    [
      'an over-long product name',
      (m) => body(m, { steps: [step(1, 'p'.repeat(ROUTINE_LIMITS.productName + 1))] }),
      /productName must be at most 100 characters/,
    ],
    [
      'over-long instructions',
      (m) => body(m, { steps: [{ ...step(1), instructions: 'i'.repeat(501) }] }),
      /instructions must be at most 500 characters/,
    ],
    [
      'an over-long reason',
      (m) => body(m, { steps: [{ ...step(1), whyItMatters: 'w'.repeat(501) }] }),
      /whyItMatters must be at most 500 characters/,
    ],
    [
      'a time of day other than morning/evening',
      (m) => body(m, { timeOfDay: 'afternoon' as 'morning' }),
      /body\.timeOfDay must be 'morning' or 'evening'/,
    ],
    [
      'duplicate step numbers',
      (m) => body(m, { steps: [step(1), step(1, 'Again')] }),
      /body\.steps\.1\.order must be unique/,
    ],
    ['a fractional step number', (m) => body(m, { steps: [step(1.5)] }), /order/],
    ['steps that are not a list', (m) => ({ ...body(m), steps: 'cleanser' }), /body\.steps/],
  ];
  for (const [what, make, message] of cases) {
    it(`refuses ${what}`, async () => {
      const m = await signedInMember(t.app);
      const res = await post(m, make(m));
      expect(res.statusCode).toBe(400);
      const error = ErrorResponse.parse(json(res));
      expect(error.message).toMatch(message);
      expect(error.errors?.length).toBeGreaterThan(0);
      expect(await stored(m.user.id)).toEqual([]);
    });
  }

  it('refuses a missing owner with 403: ownership is checked before validation (decision 0800)', async () => {
    const m = await signedInMember(t.app);
    const res = await post(m, { ...body(m), userId: undefined });
    expect(res.statusCode).toBe(403);
    expect(await stored(m.user.id)).toEqual([]);
  });

  it('refuses the same on update and leaves the routine as it was', async () => {
    const m = await signedInMember(t.app);
    const routine = Routine.parse(json(await post(m, body(m))));
    for (const bad of [body(m, { steps: [] }), body(m, { timeOfDay: 'night' as 'morning' }), body(m, { name: '' })]) {
      expect((await put(m, routine.id, bad)).statusCode).toBe(400);
    }
    expect(await list(m)).toEqual([routine]);
  });
});

describe('ownership', () => {
  it('needs a signed-in member', async () => {
    const m = await signedInMember(t.app);
    const anon = { ...m, cookie: '' };
    expect((await t.app.inject({ method: 'GET', url: `/api/routines/${m.user.id}` })).statusCode).toBe(401);
    expect((await post(anon, body(m))).statusCode).toBe(401);
  });

  it("never reads or overwrites another member's routine", async () => {
    const owner = await signedInMember(t.app);
    const intruder = await signedInMember(t.app);
    const routine = Routine.parse(json(await post(owner, body(owner))));

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/routines/${owner.user.id}`,
      headers: { cookie: intruder.cookie },
    });
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain('Gentle Cleanser');

    const overwrite = await put(intruder, routine.id, body(intruder, { name: 'Hijacked' }));
    expect(overwrite.statusCode).toBe(403);
    const claimOwner = await put(intruder, routine.id, body(owner, { name: 'Hijacked' }));
    expect(claimOwner.statusCode).toBe(403);
    const createForOwner = await post(intruder, body(owner, { name: 'Hijacked' }));
    expect(createForOwner.statusCode).toBe(403);
    // The owner's own PUT naming someone else as owner is refused too (the session decides).
    expect((await put(owner, routine.id, body(intruder))).statusCode).toBe(403);

    expect(await list(owner)).toEqual([routine]);
    expect(await stored(intruder.user.id)).toEqual([]);
  });
});

describe('POST /api/routines/:id/email', () => {
  const mails = (app: TestApp) => {
    const dir = app.config.mailDir;
    return fs.existsSync(dir)
      ? fs.readdirSync(dir).map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), 'utf8')))
      : [];
  };
  /** The mails once there are `count`: the outbox sends them after the commit (tens of ms, seconds under load). */
  const mailed = (app: TestApp, count: number) =>
    vi.waitFor(
      () => {
        const all = mails(app);
        expect(all.length).toBeGreaterThanOrEqual(count);
        return all;
      },
      { timeout: 15_000, interval: 20 },
    );

  it('mails the routine to its member as text and branded HTML', async () => {
    const m = await signedInMember(t.app, { firstName: 'Ava' });
    const routine = Routine.parse(
      json(await post(m, body(m, { steps: [step(1, 'Cleanser <b>&</b> co'), step(2, 'SPF')] }))),
    );
    const before = mails(t).length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/routines/${routine.id}/email`,
      headers: { cookie: m.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, sentTo: m.user.email });
    const all = await mailed(t, before + 1);
    expect(all.length).toBe(before + 1);
    const mail = all.find((text) => text.includes(`To: ${m.user.email}`))!;
    expect(mail).toBeTruthy();
    expect(mail).toMatch(/Subject: Your morning routine: My Morning Routine/);
    expect(mail).toContain('Hi Ava,');
    expect(mail).toContain('1. Cleanser <b>&</b> co');
    expect(mail).toContain('Why: Why 1');
    expect(mail).toContain('How: How to use 2');
    expect(mail).toContain('Cleanser &lt;b&gt;&amp;&lt;/b&gt; co');
    expect(mail).toContain('text/html');
  });

  it("refuses another member's routine, an unknown one and a signed-out visitor", async () => {
    const owner = await signedInMember(t.app);
    const intruder = await signedInMember(t.app);
    const routine = Routine.parse(json(await post(owner, body(owner))));
    const send = (cookie: string, id = routine.id) =>
      t.app.inject({ method: 'POST', url: `/api/routines/${id}/email`, headers: cookie ? { cookie } : {} });
    expect((await send(intruder.cookie)).statusCode).toBe(403);
    expect((await send('')).statusCode).toBe(401);
    expect((await send(owner.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(mails(t).some((text) => text.includes(`To: ${intruder.user.email}`))).toBe(false);
  });

  it('is rate-limited per member', async () => {
    const limited = await createTestApp({
      rateLimits: { ...t.config.rateLimits, mail: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const m = await signedInMember(limited.app);
      const other = await signedInMember(limited.app);
      const create = (who: Member) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/routines',
          headers: { cookie: who.cookie },
          payload: body(who),
        });
      const routine = Routine.parse(json(await create(m)));
      const otherRoutine = Routine.parse(json(await create(other)));
      const send = (who: Member, id: string) =>
        limited.app.inject({ method: 'POST', url: `/api/routines/${id}/email`, headers: { cookie: who.cookie } });
      expect((await send(m, routine.id)).statusCode).toBe(200);
      expect((await send(m, routine.id)).statusCode).toBe(200);
      const third = await send(m, routine.id);
      expect(third.statusCode).toBe(429);
      expect(json(third).message).toMatch(/Too many attempts/);
      expect((await send(other, otherRoutine.id)).statusCode).toBe(200);
      expect(await mailed(limited, 3)).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

describe('steps linked to catalogue products (decision 0310)', () => {
  const productNamed = async (name: string) => {
    const [row] = await t.app.db.select().from(products).where(eq(products.name, name));
    return row;
  };
  const RETINAL_WARNING = 'Retinal and glycolic acid in the same evening can irritate: use them on different evenings.';

  it("gives a linked step its pack size and category: the builder's 'About 6 weeks per 30 ml at this use'", async () => {
    const m = await signedInMember(t.app);
    const serum = await productNamed('Retinal 0.1% Renewal Serum');
    const product = await freshProduct(t.app, {});
    await t.app.db
      .update(products)
      .set({ sizeAmount: '30.0', sizeUnit: 'ml', categoryId: serum.categoryId })
      .where(eq(products.id, product.id));
    const created = await post(
      m,
      body(m, { timeOfDay: 'evening', steps: [{ ...step(1, 'Night serum'), productId: product.id }] }),
    );
    expect(created.statusCode).toBe(201);
    const linked = Routine.parse(json(created)).steps[0].product!;
    expect(linked).toMatchObject({ size: { amount: 30, unit: 'ml' }, categorySlug: 'treatments' });
    expect(lastingAtThisUse(linked, 1)).toBe('About 6 weeks per 30 ml at this use');
  });

  it('saves a step with a product (name and picture in the response) beside free-text steps, and warns of a clash', async () => {
    const m = await signedInMember(t.app);
    const serum = await productNamed('Retinal 0.1% Renewal Serum');
    const peel = await productNamed('Glycolic Resurfacing Night Peel');
    const created = await post(
      m,
      body(m, {
        name: 'My Evening Routine',
        timeOfDay: 'evening',
        steps: [
          step(1, 'Gentle Cleanser'),
          { ...step(2, 'Retinal serum'), productId: serum.id },
          { ...step(3, 'Night peel'), productId: peel.id },
        ],
      }),
    );
    expect(created.statusCode).toBe(201);
    const routine = Routine.parse(json(created));
    expect(routine.steps.map((s) => [s.productName, s.productId, s.product?.name ?? null])).toEqual([
      ['Gentle Cleanser', null, null],
      ['Retinal serum', serum.id, 'Retinal 0.1% Renewal Serum'],
      ['Night peel', peel.id, 'Glycolic Resurfacing Night Peel'],
    ]);
    expect(routine.steps[1].product?.imageUrl).toBe(serum.imageUrl);
    expect(routine.warnings).toEqual([
      expect.objectContaining({ rule: 'retinoid-exfoliating-acid', steps: [2, 3], message: RETINAL_WARNING }),
    ]);
    expect(routine.warnings?.[0].sources[0].publisher).toBe('British Skin Foundation');
    // The list carries the same; unlinking the peel (free text "Night peel" names a kind of acid) still warns.
    const [listed] = await list(m);
    expect(listed.warnings?.map((w) => w.rule)).toEqual(['retinoid-exfoliating-acid']);
    const unlinked = await put(m, routine.id, {
      ...body(m, { timeOfDay: 'evening' }),
      steps: [{ ...step(1, 'Retinal serum'), productId: serum.id }, step(2, 'Hydrating serum')],
    });
    expect(Routine.parse(json(unlinked)).warnings).toEqual([]);
    // SPEC's calls, which send no productId, keep working and read as free text.
    const plain = await put(m, routine.id, { ...body(m), timeOfDay: 'evening' });
    expect(plain.statusCode).toBe(200);
    expect(Routine.parse(json(plain)).steps.every((s) => s.productId === null)).toBe(true);
  });

  it('refuses a productId that names no product (400, nothing written) and a malformed one', async () => {
    const m = await signedInMember(t.app);
    const unknown = await post(
      m,
      body(m, { steps: [step(1), { ...step(2), productId: '00000000-0000-4000-8000-000000000000' }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(ErrorResponse.parse(json(unknown)).errors).toEqual([
      { path: 'body.steps.1.productId', message: 'must be a product in the catalogue' },
    ]);
    expect(await stored(m.user.id)).toEqual([]);
    const malformed = await post(m, body(m, { steps: [{ ...step(1), productId: 'retinal' }] }));
    expect(malformed.statusCode).toBe(400);
    expect(await stored(m.user.id)).toEqual([]);

    const saved = Routine.parse(json(await post(m, body(m))));
    const bad = await put(m, saved.id, {
      ...body(m),
      steps: [{ ...step(1), productId: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await list(m))[0].steps.map((s) => s.productName)).toEqual(['Gentle Cleanser', 'Vitamin C Serum']);
  });

  it("refuses linking steps on another member's routine (403)", async () => {
    const owner = await signedInMember(t.app);
    const other = await signedInMember(t.app);
    const serum = await productNamed('Retinal 0.1% Renewal Serum');
    const saved = Routine.parse(json(await post(owner, body(owner))));
    const res = await put(other, saved.id, {
      ...body(other),
      steps: [{ ...step(1), productId: serum.id }],
    });
    expect(res.statusCode).toBe(403);
    expect((await list(owner))[0].steps.every((s) => s.productId === null)).toBe(true);
  });

  it('POST /api/routines/warnings reads a routine being built, saved or not', async () => {
    const m = await signedInMember(t.app);
    const serum = await productNamed('Retinal 0.1% Renewal Serum');
    const peel = await productNamed('Glycolic Resurfacing Night Peel');
    const ask = (payload: object, cookie: string | null = m.cookie) =>
      t.app.inject({
        method: 'POST',
        url: '/api/routines/warnings',
        headers: cookie ? { cookie } : {},
        payload,
      });
    const res = await ask({
      timeOfDay: 'evening',
      steps: [
        { order: 1, productName: 'Retinal serum', productId: serum.id },
        { order: 2, productName: 'Peel', productId: peel.id },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(RoutineWarningsResponse.parse(json(res)).warnings.map((w) => w.message)).toEqual([RETINAL_WARNING]);
    const calm = await ask({ timeOfDay: 'evening', steps: [{ order: 1, productName: 'Cleanser', productId: null }] });
    expect(json(calm)).toEqual({ warnings: [] });
    const unknown = await ask({
      timeOfDay: 'evening',
      steps: [{ order: 1, productName: 'X', productId: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await ask({ timeOfDay: 'evening', steps: [] }, null)).statusCode).toBe(401);
  });
});
