// The hourly 'accounts.purge' job (issue 28, decision 0230): only what expired more than a day ago goes — member and
// staff sessions, sign-in codes, address proofs — and outbox mail sent more than 90 days ago; what is alive, or
// expired within the margin, or mail still pending or failed, stays.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailProofs, loginCodes, sessions, staff, staffSessions } from './schema';
import { mailOutbox } from '../../mail/schema';
import { createMember, createTestApp, memberCookie, requestAs, type TestApp } from '../../testing/app';
import { purgeExpired } from './purge';

const T0 = new Date('2026-03-02T09:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(T0.getTime() - ms);
const ahead = (ms: number) => new Date(T0.getTime() + ms);

let t: TestApp;
let clock = T0;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t?.close());

let n = 0;
/** One row of each kind per expiry given, tagged so the test finds its own rows. */
async function seed(expiries: Record<string, Date>) {
  n += 1;
  const member = await createMember(t.app);
  const [staffer] = await t.app.db
    .insert(staff)
    .values({ username: `purge-staff-${n}`, passwordHash: 'x' })
    .returning();
  for (const [name, expiresAt] of Object.entries(expiries)) {
    const tag = `${n}-${name}`;
    await t.app.db.insert(sessions).values({ id: `member-${tag}`, userId: member.id, expiresAt, createdAt: ago(DAY) });
    await t.app.db
      .insert(staffSessions)
      .values({ id: `staff-${tag}`, staffId: staffer.id, expiresAt, createdAt: ago(DAY) });
    await t.app.db
      .insert(loginCodes)
      .values({ email: `${tag}@example.com`, codeHash: 'x', expiresAt, createdAt: ago(DAY) });
    await t.app.db.insert(emailProofs).values({
      userId: member.id,
      email: `${tag}@example.com`,
      tokenHash: `proof-${tag}`,
      expiresAt,
      createdAt: ago(DAY),
    });
  }
  return { member, tag: (name: string) => `${n}-${name}` };
}

/** Which of the seeded rows (by name) are still there, per kind. */
async function left(tag: (name: string) => string, names: string[]) {
  const db = t.app.db;
  const keep = (found: string[], key: (name: string) => string) => names.filter((name) => found.includes(key(name)));
  const member = (name: string) => `member-${tag(name)}`;
  const staffer = (name: string) => `staff-${tag(name)}`;
  const email = (name: string) => `${tag(name)}@example.com`;
  const [s, ss, c, p] = await Promise.all([
    db
      .select({ k: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, names.map(member))),
    db
      .select({ k: staffSessions.id })
      .from(staffSessions)
      .where(inArray(staffSessions.id, names.map(staffer))),
    db
      .select({ k: loginCodes.email })
      .from(loginCodes)
      .where(inArray(loginCodes.email, names.map(email))),
    db
      .select({ k: emailProofs.email })
      .from(emailProofs)
      .where(inArray(emailProofs.email, names.map(email))),
  ]);
  const keys = (rows: Array<{ k: string }>) => rows.map((r) => r.k);
  return {
    sessions: keep(keys(s), member),
    staffSessions: keep(keys(ss), staffer),
    codes: keep(keys(c), email),
    proofs: keep(keys(p), email),
  };
}

describe('the purge', () => {
  it('deletes what expired more than a day ago, keeps the rest', async () => {
    // The app's own purge job may run meanwhile (on PostgreSQL it is offered at start): its clock is set where
    // nothing seeded here has expired yet, so only this call deletes them and its counts are this test's.
    clock = ago(3 * DAY);
    // Signed in before the purge (another member: a sign-in sweeps the member's own expired sessions itself).
    const signedIn = await createMember(t.app);
    const cookie = await memberCookie(t.app, signedIn.id);
    const { tag } = await seed({
      long: ago(2 * DAY),
      margin: ago(HOUR), // expired, but within the day's margin
      live: ahead(HOUR),
    });

    const counts = await purgeExpired(t.app.db, T0);
    clock = T0;
    expect(counts.sessions).toBeGreaterThanOrEqual(1);
    expect(counts.staffSessions).toBeGreaterThanOrEqual(1);
    expect(counts.signInCodes).toBeGreaterThanOrEqual(1);
    expect(counts.addressProofs).toBeGreaterThanOrEqual(1);
    const kept = ['margin', 'live'];
    expect(await left(tag, ['long', 'margin', 'live'])).toEqual({
      sessions: kept,
      staffSessions: kept,
      codes: kept,
      proofs: kept,
    });
    // The member's live session still signs them in.
    expect((await requestAs(t.app, cookie, 'GET', `/api/orders/${signedIn.id}`)).statusCode).toBe(200);
  });

  it('trims the outbox: sent more than 90 days ago (and skipped ones as old) go; pending and failed mail stays', async () => {
    const row = (status: string, createdAt: Date, sentAt: Date | null) => ({
      template: 'ready-made',
      payload: {},
      status,
      createdAt,
      sentAt,
      // The pending one waits for its next attempt: the app's courier leaves it alone meanwhile.
      nextAttemptAt: new Date(Date.now() + DAY),
    });
    const inserted = await t.app.db
      .insert(mailOutbox)
      .values([
        row('sent', ago(120 * DAY), ago(91 * DAY)),
        row('sent', ago(120 * DAY), ago(89 * DAY)),
        row('skipped', ago(91 * DAY), null),
        row('pending', ago(200 * DAY), null),
        row('failed', ago(200 * DAY), null),
      ])
      .returning({ id: mailOutbox.id });
    const ids = inserted.map((r) => r.id);
    const counts = await purgeExpired(t.app.db, T0);
    expect(counts.sentMail).toBe(2);
    const rest = await t.app.db.select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rest.map((r) => r.id).sort()).toEqual([ids[1], ids[3], ids[4]].sort());
  });

  it('runs as the app’s own job', async () => {
    const { tag } = await seed({ long: ago(2 * DAY), live: ahead(DAY) });
    clock = ahead(HOUR); // nothing changes for these rows: the job just runs on the app's clock
    try {
      await t.app.jobs.send('accounts.purge', {});
      for (let i = 0; i < 150; i++) {
        const [row] = await t.app.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, `member-${tag('long')}`));
        if (!row) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      clock = T0;
    }
    expect(await left(tag, ['long', 'live'])).toEqual({
      sessions: ['live'],
      staffSessions: ['live'],
      codes: ['live'],
      proofs: ['live'],
    });
  });
});
