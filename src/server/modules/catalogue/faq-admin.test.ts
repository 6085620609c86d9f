// The FAQ from the console (OPERATIONS §1, decision 0510): staff only, every field checked with nothing written on a
// 400, a question asked twice refused (409), and each change on the members' help screen (GET /api/faq) at once.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Faq } from '@shared/schemas/catalogue';
import { AdminFaq } from '@shared/schemas/content-admin';
import { faqs } from './schema';
import { createTestApp, json, requestAs, signedInMember, staffCookie, type TestApp } from '../../testing/app';

let t: TestApp;
let staff: string;
let member: string;

beforeAll(async () => {
  // The read cache on, for a minute: a change must show without waiting it out.
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  staff = await staffCookie(t.app);
  member = (await signedInMember(t.app)).cookie;
});
afterAll(() => t.close());

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);
/** The members' help screen's list. */
const helpScreen = async () => z.array(Faq).parse(json(await as(member, 'GET', '/api/faq')));
const adminList = async () => z.array(AdminFaq).parse(json(await as(staff, 'GET', '/api/admin/faqs')));
const rows = () => t.app.db.select().from(faqs);
const create = (body: Record<string, unknown>) => as(staff, 'POST', '/api/admin/faqs', body);
const patch = (id: string, body: Record<string, unknown>) => as(staff, 'PATCH', `/api/admin/faqs/${id}`, body);
const fieldsNamed = (res: LightMyRequestResponse) =>
  json<{ errors: Array<{ path: string }> }>(res).errors.map((e) => e.path);

describe('who may call', () => {
  it('refuses the signed-out and members (401) and writes nothing', async () => {
    const [first] = await rows();
    const before = await rows();
    for (const [method, url, body] of [
      ['GET', '/api/admin/faqs', undefined],
      ['POST', '/api/admin/faqs', { category: 'Products', question: 'Hacked?', answer: 'Yes' }],
      ['PATCH', `/api/admin/faqs/${first.id}`, { answer: 'Hacked' }],
      ['DELETE', `/api/admin/faqs/${first.id}`, undefined],
      ['POST', '/api/admin/faqs', { category: 'Nope' }],
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
  it('lists every question in the help screen’s order, with its place', async () => {
    const listed = await adminList();
    expect(listed.map((f) => f.id)).toEqual((await helpScreen()).map((f) => f.id));
    expect(listed.length).toBeGreaterThan(5);
    expect(listed.every((f) => Number.isInteger(f.sortOrder))).toBe(true);
  });
});

describe('creating', () => {
  it('adds a question last in its group, on the help screen at once', async () => {
    const res = await create({
      category: 'Products',
      question: '  Are your products vegan? ',
      answer: 'Every formula is vegan and cruelty-free.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = AdminFaq.parse(json(res));
    expect(made).toMatchObject({
      category: 'Products',
      question: 'Are your products vegan?',
      answer: 'Every formula is vegan and cruelty-free.',
    });
    const screen = await helpScreen();
    const products = screen.filter((f) => f.category === 'Products');
    expect(products.at(-1)).toEqual({
      id: made.id,
      category: 'Products',
      question: 'Are your products vegan?',
      answer: 'Every formula is vegan and cruelty-free.',
    });
    // Still before the Events group: the group order holds.
    expect(screen.findIndex((f) => f.id === made.id)).toBeLessThan(screen.findIndex((f) => f.category === 'Events'));
  });

  it('takes a place when given one', async () => {
    const res = await create({
      category: 'Events',
      question: 'Where do events take place?',
      answer: 'Online.',
      sortOrder: 0,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await helpScreen()).find((f) => f.category === 'Events')?.id).toBe(json(res).id);
  });

  it('refuses a question already in the FAQ (409) and writes nothing', async () => {
    const before = (await rows()).length;
    const res = await create({ category: 'Membership', question: 'What is Skin Circle?', answer: 'Again.' });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('The question “What is Skin Circle?” is already in the FAQ: edit that one instead.');
    expect((await rows()).length).toBe(before);
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const before = (await rows()).length;
    const ok = { category: 'Products', question: 'Is it safe in pregnancy?', answer: 'Ask your doctor.' };
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ ...ok, category: 'Shipping' }, ['body.category']],
      [{ ...ok, category: 'products' }, ['body.category']],
      [{ ...ok, question: '' }, ['body.question']],
      [{ ...ok, question: '   ' }, ['body.question']],
      [{ ...ok, question: 'x'.repeat(201) }, ['body.question']],
      [{ ...ok, question: 'with\u0000nul' }, ['body.question']],
      [{ ...ok, answer: '' }, ['body.answer']],
      [{ ...ok, answer: 'x'.repeat(2001) }, ['body.answer']],
      [{ ...ok, sortOrder: -1 }, ['body.sortOrder']],
      [{ ...ok, sortOrder: 1.5 }, ['body.sortOrder']],
      [{ ...ok, sortOrder: 1_000_001 }, ['body.sortOrder']],
      [{ category: 'Products', answer: 'No question' }, ['body.question']],
      [{ ...ok, id: '00000000-0000-4000-8000-000000000000' }, ['body']],
      [{ category: 'Nope', question: '', answer: 5 }, ['body.category', 'body.question', 'body.answer']],
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
  it('rewrites an answer, shown on the help screen at once', async () => {
    const [faq] = await t.app.db.select().from(faqs).where(eq(faqs.question, 'What is Skin Circle?'));
    await helpScreen();
    const res = await patch(faq.id, { answer: 'Our free membership, with member prices and points.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminFaq.parse(json(res))).toMatchObject({ id: faq.id, category: 'Membership', sortOrder: faq.sortOrder });
    expect((await helpScreen()).find((f) => f.id === faq.id)?.answer).toBe(
      'Our free membership, with member prices and points.',
    );
  });

  it('moves a question to another group and place', async () => {
    const made = json(await create({ category: 'Membership', question: 'Can I gift points?', answer: 'Not yet.' }));
    const res = await patch(made.id, { category: 'Products', sortOrder: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await helpScreen()).find((f) => f.category === 'Products')?.id).toBe(made.id);
  });

  it('refuses a question another one already asks (409), changing nothing', async () => {
    const made = json(await create({ category: 'Products', question: 'Do you test on animals?', answer: 'Never.' }));
    const res = await patch(made.id, { question: 'What is Skin Circle?', answer: 'Changed too' });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toContain('already in the FAQ');
    const [row] = await t.app.db.select().from(faqs).where(eq(faqs.id, made.id));
    expect(row).toMatchObject({ question: 'Do you test on animals?', answer: 'Never.' });
  });

  it('answers 400 for bad fields or an empty change, 404 for an unknown question, changing nothing', async () => {
    const [faq] = await rows();
    for (const [body, paths] of [
      [{}, ['body']],
      [{ answer: '' }, ['body.answer']],
      [{ category: 'Other', question: 'x'.repeat(201) }, ['body.category', 'body.question']],
      [{ answer: 'fine', colour: 'red' }, ['body']],
    ] as Array<[Record<string, unknown>, string[]]>) {
      const res = await patch(faq.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      for (const p of paths) expect(fieldsNamed(res)).toContain(p);
    }
    const [after] = await t.app.db.select().from(faqs).where(eq(faqs.id, faq.id));
    expect(after).toEqual(faq);
    expect((await patch('00000000-0000-4000-8000-000000000000', { answer: 'x' })).statusCode).toBe(404);
    expect((await patch('not-an-id', { answer: 'x' })).statusCode).toBe(400);
  });
});

describe('removing', () => {
  it('deletes a question, gone from the help screen at once; a second delete is a 404', async () => {
    const made = json(await create({ category: 'Events', question: 'Are sessions recorded?', answer: 'No.' }));
    expect((await helpScreen()).some((f) => f.id === made.id)).toBe(true);
    const res = await as(staff, 'DELETE', `/api/admin/faqs/${made.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await helpScreen()).some((f) => f.id === made.id)).toBe(false);
    expect((await as(staff, 'DELETE', `/api/admin/faqs/${made.id}`)).statusCode).toBe(404);
  });
});
