// Members area API: the dashboard with and without routines, quiz results (only ever the member's own) and
// the public site settings.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Dashboard, QuizResult, SiteInfo } from '@shared/schemas/members';
import { Perk } from '@shared/schemas/catalogue';
import { Routine } from '@shared/schemas/routines';
import { perks } from '../catalogue';
import { quizSubmissions } from '../quiz';
import { users } from '../auth';
import { DEMO_MEMBER_EMAIL } from '../../db/seed/demo-data';
import { createTestApp, json, memberCookie, signedInMember, type TestApp } from '../../testing/app';

// 08:00 UK time in winter (GMT): morning. The clock is moved to the evening where a test needs it.
const MORNING = new Date('2026-01-15T08:00:00Z');
const EVENING = new Date('2026-01-15T19:30:00Z');
let clock = MORNING;
let t: TestApp;
let activePerks: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  activePerks = z.array(Perk).parse(json(await t.app.inject('/api/perks'))).length;
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInMember>>;

const dashboard = async (m: Member, id = m.user.id) =>
  t.app.inject({ method: 'GET', url: `/api/user/${id}/dashboard`, headers: { cookie: m.cookie } });

const saveRoutine = async (m: Member, timeOfDay: 'morning' | 'evening', isActive = true) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/routines',
    headers: { cookie: m.cookie },
    payload: {
      userId: m.user.id,
      name: `My ${timeOfDay} routine`,
      timeOfDay,
      isActive,
      steps: [{ order: 1, productName: 'Cleanser', instructions: '', whyItMatters: '' }],
    },
  });
  expect(res.statusCode).toBe(201);
  return json(res);
};

describe('GET /api/user/:id/dashboard', () => {
  it('gives a member without routines the minimal dashboard and the wallet count', async () => {
    clock = MORNING;
    const m = await signedInMember(t.app, { firstName: 'Amelia', lastName: 'Jones', membershipTier: 'gold' });
    const res = await dashboard(m);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Dashboard.parse(json(res))).toEqual({
      user: { id: m.user.id, firstName: 'Amelia', lastName: 'Jones', membershipTier: 'gold' },
      activeRoutine: null,
      perksCount: activePerks,
      hasRoutine: false,
    });
    expect(activePerks).toBeGreaterThan(0);
  });

  it("shows the active routine for the current time of day as today's routine", async () => {
    const m = await signedInMember(t.app);
    const morning = await saveRoutine(m, 'morning');
    const evening = await saveRoutine(m, 'evening');

    // The dashboard's card is the routine by name: no linked products' details, no clash warnings (decision 0310).
    const card = ({ warnings: _w, ...routine }: Routine & { warnings?: unknown }) => ({
      ...routine,
      steps: routine.steps.map(({ product: _p, ...step }) => step),
    });
    clock = MORNING;
    const am = Dashboard.parse(json(await dashboard(m)));
    expect(am.hasRoutine).toBe(true);
    expect(am.activeRoutine).toEqual(card(Routine.parse(morning)));

    clock = EVENING;
    const pm = Dashboard.parse(json(await dashboard(m)));
    expect(pm.activeRoutine).toEqual(card(Routine.parse(evening)));
    clock = MORNING;
  });

  it('has no routine for today when only the other time of day, or an inactive one, exists', async () => {
    const m = await signedInMember(t.app);
    await saveRoutine(m, 'evening');
    clock = MORNING;
    expect(Dashboard.parse(json(await dashboard(m)))).toMatchObject({ activeRoutine: null, hasRoutine: true });

    const n = await signedInMember(t.app);
    await saveRoutine(n, 'morning', false);
    expect(Dashboard.parse(json(await dashboard(n)))).toMatchObject({ activeRoutine: null, hasRoutine: true });
  });

  it('counts only active perks', async () => {
    const m = await signedInMember(t.app);
    const [first] = await t.app.db.select().from(perks).where(eq(perks.isActive, true)).limit(1);
    await t.app.db.update(perks).set({ isActive: false }).where(eq(perks.id, first.id));
    try {
      expect(Dashboard.parse(json(await dashboard(m))).perksCount).toBe(activePerks - 1);
    } finally {
      await t.app.db.update(perks).set({ isActive: true }).where(eq(perks.id, first.id));
    }
  });

  it("is the member's own: 401 signed out, 403 for someone else's id or a malformed one (guards before validation, decision 0800)", async () => {
    const m = await signedInMember(t.app);
    const other = await signedInMember(t.app);
    expect((await t.app.inject(`/api/user/${m.user.id}/dashboard`)).statusCode).toBe(401);
    const res = await dashboard(m, other.user.id);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(other.user.lastName);
    expect((await dashboard(m, 'me')).statusCode).toBe(403);
  });
});

describe('GET /api/my-quiz-results/:userId', () => {
  const results = (m: Member, id = m.user.id) =>
    t.app.inject({ method: 'GET', url: `/api/my-quiz-results/${id}`, headers: { cookie: m.cookie } });

  it("gives the demo member their own submission only, without the staff's fields", async () => {
    const [demo] = await t.app.db.select().from(users).where(eq(users.email, DEMO_MEMBER_EMAIL));
    const cookie = await memberCookie(t.app, demo.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/my-quiz-results/${demo.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const list = z.array(QuizResult).parse(json(res));
    expect(list).toHaveLength(1);
    const [own] = list;
    expect(own.quizName).toBe('Skin Circle Skin Assessment');
    expect(own.questions.map((q) => q.question)).toContain('Raw Data');
    expect(Object.keys(own).sort()).toEqual(['createdAt', 'id', 'questions', 'quizName']);
    expect(res.body).not.toMatch(/reviewNotes|\+44 7700|priya|olivia/i);
  });

  it('matches the address trimmed and case-insensitively, newest first, and nothing else', async () => {
    const m = await signedInMember(t.app);
    const stranger = await signedInMember(t.app);
    const upper = m.user.email.toUpperCase();
    await t.app.db.insert(quizSubmissions).values([
      {
        externalId: `a-${m.user.id}`,
        email: ` ${upper} `,
        quizName: 'Older',
        questions: [{ question: 'Q', answer: 'A' }],
        createdAt: new Date('2025-01-01T10:00:00Z'),
      },
      {
        externalId: `b-${m.user.id}`,
        email: m.user.email,
        quizName: 'Newer',
        questions: [],
        createdAt: new Date('2025-06-01T10:00:00Z'),
      },
      {
        externalId: `c-${m.user.id}`,
        email: stranger.user.email,
        quizName: 'Not yours',
        questions: [],
        createdAt: new Date('2025-07-01T10:00:00Z'),
      },
      {
        externalId: `d-${m.user.id}`,
        email: `x${m.user.email}`,
        quizName: 'Lookalike',
        questions: [],
        createdAt: new Date('2025-08-01T10:00:00Z'),
      },
    ]);
    const list = z.array(QuizResult).parse(json(await results(m)));
    expect(list.map((r) => r.quizName)).toEqual(['Newer', 'Older']);
    expect(list[1]).toMatchObject({
      questions: [{ question: 'Q', answer: 'A' }],
      createdAt: '2025-01-01T10:00:00.000Z',
    });
  });

  it('gives an empty list to a member who has taken no quiz', async () => {
    const m = await signedInMember(t.app);
    const res = await results(m);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual([]);
  });

  it('refuses a member who has not proved their email address, until they sign in with a code', async () => {
    // Registering with a password does not prove the address: someone else's quiz answers must not show.
    const email = `unproven.${Date.now()}@example.com`;
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'secret-pass', firstName: 'Una', lastName: 'Proven' },
    });
    expect(reg.statusCode).toBeLessThan(300);
    const { user } = json(reg);
    await t.app.db.insert(quizSubmissions).values({
      externalId: `victim-${user.id}`,
      email,
      quizName: 'Victim quiz',
      questions: [{ question: 'Q', answer: 'private' }],
    });
    const cookie = await memberCookie(t.app, user.id);
    const refused = await t.app.inject({ method: 'GET', url: `/api/my-quiz-results/${user.id}`, headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toMatch(/confirm your email address/i);
    expect(refused.body).not.toContain('private');

    await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const allowed = await t.app.inject({ method: 'GET', url: `/api/my-quiz-results/${user.id}`, headers: { cookie } });
    expect(allowed.statusCode).toBe(200);
    expect(json(allowed)[0].quizName).toBe('Victim quiz');
  });

  it("never answers with another member's results", async () => {
    const [demo] = await t.app.db.select().from(users).where(eq(users.email, DEMO_MEMBER_EMAIL));
    const m = await signedInMember(t.app);
    const res = await results(m, demo.id);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Raw Data');
    expect((await t.app.inject(`/api/my-quiz-results/${demo.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/site', () => {
  it('publishes the configured support address, the trader and nothing secret', async () => {
    const res = await t.app.inject('/api/site');
    expect(res.statusCode).toBe(200);
    expect(SiteInfo.strict().parse(json(res))).toEqual({
      supportEmail: t.config.supportEmail,
      paymentProvider: 'manual',
      trader: {
        name: 'Skin Circle Ltd',
        address: '14 Kemp Street, Brighton, BN1 4EE, United Kingdom',
        vatNumber: 'GB123456789',
        contactEmail: 'hello@skincircle.co.uk',
      },
    });
  });

  it('follows SUPPORT_EMAIL and the TRADER_* settings (decision 0240)', async () => {
    const other = await createTestApp(
      { demoMode: false },
      {
        SUPPORT_EMAIL: 'help@example.org',
        TRADER_NAME: 'Hazel & Co Ltd',
        TRADER_ADDRESS: '2 Mill Lane, Leeds, LS1 4AP',
        CONTACT_EMAIL: 'shop@example.org',
        VAT_NUMBER: 'none',
      },
    );
    try {
      expect(json(await other.app.inject('/api/site'))).toEqual({
        supportEmail: 'help@example.org',
        paymentProvider: 'manual',
        trader: {
          name: 'Hazel & Co Ltd',
          address: '2 Mill Lane, Leeds, LS1 4AP',
          vatNumber: null,
          contactEmail: 'shop@example.org',
        },
      });
    } finally {
      await other.close();
    }
  });
});

describe('PATCH /api/user/:id/profile (birthday, decision 0210)', () => {
  const save = (m: Member, birthday: unknown, id = m.user.id) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/user/${id}/profile`,
      headers: { cookie: m.cookie },
      payload: { birthday },
    });
  const stored = async (m: Member) =>
    (await t.app.db.select({ b: users.birthday }).from(users).where(eq(users.id, m.user.id)))[0].b;

  it("saves day and month as 'MM-DD' (a year is dropped), 29 February included, and shows it in the user JSON", async () => {
    const m = await signedInMember(t.app);
    const first = await save(m, '03-14');
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first).user).toMatchObject({ id: m.user.id, birthday: '03-14' });
    expect(await stored(m)).toBe('03-14');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: m.cookie } });
    expect(json(me).user.birthday).toBe('03-14');

    // Saving the same day again changes nothing, and is no change (decision 0803).
    expect((await save(m, '2001-03-14')).statusCode).toBe(200);
    expect(await stored(m)).toBe('03-14');
  });

  it('29 February is a birthday too', async () => {
    const m = await signedInMember(t.app);
    expect(json(await save(m, '1988-02-29')).user.birthday).toBe('02-29');
    expect(await stored(m)).toBe('02-29');
  });

  it('once saved, changes it (or removes it) only 365 days after it was last saved: 409 before, saying when (decision 0803)', async () => {
    const m = await signedInMember(t.app);
    // A session of the day (the clock moves on by years here).
    const change = async (birthday: string | null) =>
      save({ ...m, cookie: await memberCookie(t.app, m.user.id) }, birthday);
    const setAt = async () =>
      (await t.app.db.select({ at: users.birthdaySetAt }).from(users).where(eq(users.id, m.user.id)))[0].at;
    const refusedUntil = (day: string) =>
      `You can change your birthday once a year, so you can next change it on ${day}. ` +
      `If it was saved by mistake, our care team can correct it for you: ${t.config.supportEmail}.`;
    try {
      clock = MORNING; // 15 January 2026
      expect((await change('03-14')).statusCode).toBe(200);
      expect(await setAt()).toEqual(MORNING);

      // This month's birthday for this month's code: refused, and so is removing it (then adding another).
      clock = new Date('2026-06-01T12:00:00Z');
      for (const birthday of ['06-01', null]) {
        const res = await change(birthday);
        expect(res.statusCode, res.body).toBe(409);
        expect(json(res)).toEqual({ message: refusedUntil('15 January 2027') });
      }
      expect(await stored(m)).toBe('03-14');
      expect(await setAt()).toEqual(MORNING);

      // Late on the day before (UK time) still refused; from the first minute of the day, allowed.
      clock = new Date('2027-01-14T23:50:00Z');
      expect((await change('06-01')).statusCode).toBe(409);
      clock = new Date('2027-01-15T00:05:00Z');
      expect(json(await change('06-01')).user.birthday).toBe('06-01');
      expect(await setAt()).toEqual(clock);
      // The year starts again from this change.
      expect(json(await change(null))).toEqual({ message: refusedUntil('15 January 2028') });

      // Removing it a year on keeps when it was last saved; a new one may then be saved at once.
      const removedAt = (clock = new Date('2028-01-15T09:00:00Z'));
      expect(json(await change(null)).user.birthday).toBeNull();
      expect(await setAt()).toEqual(new Date('2027-01-15T00:05:00Z'));
      expect(json(await change('09-09')).user.birthday).toBe('09-09');
      expect(await setAt()).toEqual(removedAt);
    } finally {
      clock = MORNING;
    }
  });

  it('two changes at once: one is saved, the other refused', async () => {
    const m = await signedInMember(t.app, { birthday: '01-01', birthdaySetAt: new Date('2024-01-01T00:00:00Z') });
    const answers = await Promise.all([save(m, '07-07'), save(m, '08-08')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const saved = json(answers.find((r) => r.statusCode === 200)!).user.birthday;
    expect(await stored(m)).toBe(saved);
  });

  it('refuses a day that does not exist or another shape with 400, changing nothing', async () => {
    const m = await signedInMember(t.app);
    await save(m, '12-25');
    for (const bad of ['02-30', '04-31', '13-01', '00-12', '3-14', '14/03', '2026-02-30', 'x'.repeat(40), 314, '']) {
      const res = await save(m, bad);
      expect(res.statusCode, `${JSON.stringify(bad)}: ${res.body}`).toBe(400);
    }
    expect(await stored(m)).toBe('12-25');
  });

  it("is the member's own: 401 signed out, 403 for someone else", async () => {
    const m = await signedInMember(t.app);
    const other = await signedInMember(t.app);
    expect((await save(m, '05-05', other.user.id)).statusCode).toBe(403);
    const signedOut = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${m.user.id}/profile`,
      payload: { birthday: '05-05' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await stored(other)).toBeNull();
  });
});

describe('API documentation', () => {
  it('documents the members and routines routes from their schemas', async () => {
    const doc = json(await t.app.inject('/api/openapi.json'));
    for (const [path, method] of [
      ['/api/user/{id}/dashboard', 'get'],
      ['/api/my-quiz-results/{userId}', 'get'],
      ['/api/site', 'get'],
      ['/api/user/{id}/profile', 'patch'],
      ['/api/routines/{userId}', 'get'],
      ['/api/routines', 'post'],
      ['/api/routines/{id}', 'put'],
      ['/api/routines/{id}/email', 'post'],
    ]) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
    }
    const body = doc.paths['/api/routines'].post.requestBody.content['application/json'].schema;
    expect(body.properties.steps.maxItems).toBe(20);
    expect(body.properties.timeOfDay.enum).toEqual(['morning', 'evening']);
  });
});
