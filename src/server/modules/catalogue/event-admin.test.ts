// Events from the console (OPERATIONS §1, decision 0510): staff only, every field checked with nothing written on a
// 400, a title in use refused (409), never fewer places than are booked, a date and time typed as the UK clock shows
// it, and each change on the members' Events screen (GET /api/events) at once.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Event } from '@shared/schemas/catalogue';
import { AdminEvent } from '@shared/schemas/content-admin';
import { events } from './schema';
import { createTestApp, json, requestAs, signedInMember, staffCookie, type TestApp } from '../../testing/app';

let t: TestApp;
let staff: string;
let member: string;
const clock = new Date('2026-03-02T09:00:00Z'); // 2 March 2026, 09:00 in the UK (GMT until 29 March)

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, catalogueCacheMs: 60_000 });
  staff = await staffCookie(t.app);
  member = (await signedInMember(t.app)).cookie;
});
afterAll(() => t.close());

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);
/** The members' Events screen's list. */
const eventsScreen = async () => z.array(Event).parse(json(await as(member, 'GET', '/api/events')));
const rows = () => t.app.db.select().from(events);
const create = (body: Record<string, unknown>) => as(staff, 'POST', '/api/admin/events', body);
const patch = (id: string, body: Record<string, unknown>) => as(staff, 'PATCH', `/api/admin/events/${id}`, body);
const fieldsNamed = (res: LightMyRequestResponse) =>
  json<{ errors: Array<{ path: string }> }>(res).errors.map((e) => e.path);

let made = 0;
/** A valid new event with a title of its own. */
const anEvent = (fields: Record<string, unknown> = {}) => ({
  title: `Skin Genius IQ: Test Clinic ${++made}`,
  description: 'A small-group session on barrier repair.',
  eventType: 'skin_genius_iq',
  dateTime: '2026-05-14T18:30',
  duration: 60,
  price: '45.00',
  maxAttendees: 8,
  bookingUrl: 'https://www.skincircle.co.uk/pages/events/test-clinic',
  ...fields,
});

describe('who may call', () => {
  it('refuses the signed-out and members (401) and writes nothing', async () => {
    const [first] = await rows();
    const before = await rows();
    for (const [method, url, body] of [
      ['GET', '/api/admin/events', undefined],
      ['POST', '/api/admin/events', anEvent()],
      ['PATCH', `/api/admin/events/${first.id}`, { price: '0.00' }],
      ['PATCH', `/api/admin/events/${first.id}`, { isActive: false }],
      ['POST', '/api/admin/events', { title: '' }],
    ] as const) {
      for (const cookie of [null, member]) {
        const res = await as(cookie, method, url, body);
        expect(res.statusCode, `${method} ${url} as ${cookie ? 'member' : 'nobody'}`).toBe(401);
      }
    }
    expect(await rows()).toEqual(before);
  });
});

describe('listing', () => {
  it('lists every event, switched off too, those to come soonest first', async () => {
    const listed = z.array(AdminEvent).parse(json(await as(staff, 'GET', '/api/admin/events')));
    expect(listed.length).toBe((await rows()).length);
    const coming = listed.filter((e) => new Date(e.dateTime) >= clock);
    expect(coming.map((e) => e.dateTime)).toEqual([...coming.map((e) => e.dateTime)].sort());
    expect(listed.slice(0, coming.length)).toEqual(coming);
  });
});

describe('creating', () => {
  it('makes an event from a UK wall-clock time (BST in May), on the members’ Events screen at once', async () => {
    const res = await create(anEvent({ title: ' Retinoid Q&A ', eventType: 'live_qa', price: 25 }));
    expect(res.statusCode, res.body).toBe(201);
    const event = AdminEvent.parse(json(res));
    expect(event).toMatchObject({
      title: 'Retinoid Q&A',
      eventType: 'live_qa',
      // 18:30 in London in May is 17:30 UTC.
      dateTime: '2026-05-14T17:30:00.000Z',
      duration: 60,
      price: '25.00',
      maxAttendees: 8,
      currentAttendees: 0,
      isActive: true,
    });
    expect((await eventsScreen()).find((e) => e.id === event.id)).toEqual(event);
  });

  it('reads a winter time as GMT and takes an ISO instant as given', async () => {
    const winter = AdminEvent.parse(json(await create(anEvent({ dateTime: '2026-03-10T18:30' }))));
    expect(winter.dateTime).toBe('2026-03-10T18:30:00.000Z');
    const iso = AdminEvent.parse(json(await create(anEvent({ dateTime: '2026-06-01T12:00:00+01:00' }))));
    expect(iso.dateTime).toBe('2026-06-01T11:00:00.000Z');
  });

  it('keeps an event made switched off out of the members’ screen', async () => {
    const res = await create(anEvent({ isActive: false }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await eventsScreen()).some((e) => e.id === json(res).id)).toBe(false);
  });

  it('refuses a title in use (409) and writes nothing', async () => {
    const before = (await rows()).length;
    const res = await create(anEvent({ title: 'Skin Genius IQ: Barrier Repair Clinic' }));
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(
      'An event called “Skin Genius IQ: Barrier Repair Clinic” already exists: choose another title.',
    );
    expect((await rows()).length).toBe(before);
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const before = (await rows()).length;
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [anEvent({ title: '' }), ['body.title']],
      [anEvent({ title: 'x'.repeat(121) }), ['body.title']],
      [anEvent({ description: ' ' }), ['body.description']],
      [anEvent({ description: 'x'.repeat(2001) }), ['body.description']],
      [anEvent({ eventType: 'party' }), ['body.eventType']],
      [anEvent({ dateTime: '14/05/2026 18:30' }), ['body.dateTime']],
      [anEvent({ dateTime: '2026-02-30T18:30' }), ['body.dateTime']],
      // The clocks go forward at 01:00 on 29 March 2026: 01:30 never shows on a UK clock.
      [anEvent({ dateTime: '2026-03-29T01:30' }), ['body.dateTime']],
      [anEvent({ dateTime: '2026-03-01T18:30' }), ['body.dateTime']],
      [anEvent({ dateTime: '2150-01-01T10:00' }), ['body.dateTime']],
      [anEvent({ duration: 0 }), ['body.duration']],
      [anEvent({ duration: 1441 }), ['body.duration']],
      [anEvent({ duration: 30.5 }), ['body.duration']],
      [anEvent({ price: '-1' }), ['body.price']],
      [anEvent({ price: '12.345' }), ['body.price']],
      [anEvent({ price: '10000' }), ['body.price']],
      [anEvent({ maxAttendees: 0 }), ['body.maxAttendees']],
      [anEvent({ maxAttendees: 10_001 }), ['body.maxAttendees']],
      [anEvent({ currentAttendees: 9 }), ['body.currentAttendees']],
      [anEvent({ currentAttendees: -1 }), ['body.currentAttendees']],
      [anEvent({ bookingUrl: 'http://www.skincircle.co.uk/events' }), ['body.bookingUrl']],
      [anEvent({ bookingUrl: 'javascript:alert(1)' }), ['body.bookingUrl']],
      [anEvent({ bookingUrl: '/pages/events' }), ['body.bookingUrl']],
      [anEvent({ bookingUrl: 'https://user:pw@evil.example/x' }), ['body.bookingUrl']],
      [anEvent({ bookingUrl: `https://a.example/${'x'.repeat(500)}` }), ['body.bookingUrl']],
      [anEvent({ isActive: 'yes' }), ['body.isActive']],
      [anEvent({ id: '00000000-0000-4000-8000-000000000000' }), ['body']],
      [
        anEvent({ title: '', eventType: 'party', duration: -5, bookingUrl: 'ftp://x.example' }),
        ['body.title', 'body.eventType', 'body.duration', 'body.bookingUrl'],
      ],
    ];
    for (const [body, paths] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      for (const p of paths) expect(fieldsNamed(res), JSON.stringify(body)).toContain(p);
    }
    expect((await rows()).length).toBe(before);
  });
});

describe('changing', () => {
  it('changes the price, time and places, shown on the members’ screen at once', async () => {
    const event = json(await create(anEvent()));
    await eventsScreen();
    const res = await patch(event.id, {
      price: '40',
      dateTime: '2026-05-21T19:00',
      maxAttendees: 12,
      currentAttendees: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = (await eventsScreen()).find((e) => e.id === event.id);
    expect(shown).toMatchObject({
      price: '40.00',
      dateTime: '2026-05-21T18:00:00.000Z',
      maxAttendees: 12,
      currentAttendees: 3,
    });
  });

  it('switches an event off (gone from the members’ screen) and on again', async () => {
    const event = json(await create(anEvent()));
    expect((await patch(event.id, { isActive: false })).statusCode).toBe(200);
    expect((await eventsScreen()).some((e) => e.id === event.id)).toBe(false);
    expect((await patch(event.id, { isActive: true })).statusCode).toBe(200);
    expect((await eventsScreen()).some((e) => e.id === event.id)).toBe(true);
  });

  it('never takes the places below those already booked (400 on maxAttendees), changing nothing', async () => {
    const [barrier] = await t.app.db
      .select()
      .from(events)
      .where(eq(events.title, 'Skin Genius IQ: Barrier Repair Clinic'));
    expect(barrier.currentAttendees).toBe(5);
    const res = await patch(barrier.id, { maxAttendees: 4, price: '1.00' });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual([
      { path: 'body.maxAttendees', message: 'must be at least 5, the places already booked' },
    ]);
    const tooMany = await patch(barrier.id, { currentAttendees: 9 });
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).errors).toEqual([
      { path: 'body.currentAttendees', message: 'must be at most 8, the places there are' },
    ]);
    const [after] = await t.app.db.select().from(events).where(eq(events.id, barrier.id));
    expect(after).toEqual(barrier);
    // Exactly the places booked is full, and allowed.
    expect((await patch(barrier.id, { maxAttendees: 5 })).statusCode).toBe(200);
  });

  it('refuses a title in use (409), a move into the past (400) and an empty change (400); 404 for no such event', async () => {
    const event = json(await create(anEvent()));
    const taken = await patch(event.id, { title: 'Retinoid Masterclass: From Retinol to Retinal' });
    expect(taken.statusCode).toBe(409);
    const past = await patch(event.id, { dateTime: '2026-03-01T10:00' });
    expect(past.statusCode).toBe(400);
    expect(fieldsNamed(past)).toEqual(['body.dateTime']);
    expect((await patch(event.id, {})).statusCode).toBe(400);
    expect(fieldsNamed(await patch(event.id, { bookingUrl: 'http://x.example' }))).toEqual(['body.bookingUrl']);
    const [row] = await t.app.db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ title: event.title, bookingUrl: event.bookingUrl });
    expect((await patch('00000000-0000-4000-8000-000000000000', { price: '1' })).statusCode).toBe(404);
  });
});
