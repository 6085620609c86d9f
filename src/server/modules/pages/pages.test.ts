// The legal pages (OPERATIONS §4, decision 0241): seeded on every start (production too) and never over a staff
// edit, read publicly with the trader's details filled in, edited by content.write staff with an audit entry.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPage, Page, PAGE_SLUGS } from '@shared/schemas/pages';
import { parsePageText } from '@shared/page-text';
import { auditEntries } from '../audit';
import {
  createTestApp,
  json,
  PRODUCTION_ENV,
  requestAs,
  signedInMember,
  staffCookie,
  staffCookieAs,
  type TestApp,
} from '../../testing/app';
import { prepareDatabase } from '../../server';
import { loadConfig } from '../../config';
import { pages } from './schema';
import { ensureLegalPages, fillTrader, pageSections } from './service';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await staffCookie(t.app);
});
afterAll(() => t.close());

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);

describe('GET /api/pages/{slug}', () => {
  it('answers every legal page with { slug, title, body }, the trader filled in from configuration', async () => {
    for (const slug of PAGE_SLUGS) {
      const res = await as(null, 'GET', `/api/pages/${slug}`);
      expect(res.statusCode, slug).toBe(200);
      const page = Page.strict().parse(json(res));
      expect(page.slug).toBe(slug);
      expect(page.title.length).toBeGreaterThan(3);
      expect(page.body).not.toMatch(/\{\w+\}/);
    }
    const contact = json(await as(null, 'GET', '/api/pages/contact'));
    expect(contact.body).toContain('Skin Circle Ltd');
    expect(contact.body).toContain('14 Kemp Street, Brighton, BN1 4EE, United Kingdom');
    expect(contact.body).toContain('hello@skincircle.co.uk');
    expect(contact.body).toContain('VAT number: GB123456789');
    const terms = json(await as(null, 'GET', '/api/pages/terms')).body as string;
    expect(terms).toMatch(/within 14 days of the day you receive the goods/);
    expect(terms).toMatch(/does not apply to a sealed item once you have unsealed it after delivery/);
    const returns = json(await as(null, 'GET', '/api/pages/returns')).body as string;
    expect(returns).toMatch(/cannot be returned once unsealed after delivery/);
  });

  it('answers an unknown page 400 naming the field', async () => {
    const res = await as(null, 'GET', '/api/pages/secrets');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('slug');
  });

  it('drops every VAT line when the shop has no VAT number', () => {
    const trader = { name: 'A Ltd', address: '1 Lane, Leeds, LS1 1AA', vatNumber: null, contactEmail: 'a@b.example' };
    expect(fillTrader('{traderName}\nVAT number: {vatNumber}\n{contactEmail}', trader)).toBe('A Ltd\na@b.example');
  });
});

describe('the body format', () => {
  it('keeps markup as text and links only to safe addresses (no XSS)', () => {
    const blocks = parsePageText(
      '## Hi <b>\n<script>alert(1)</script> [x](javascript:alert(1)) [ok](/terms) [mail](mailto:a@b.example)\n\n- one\n- **two**',
    );
    expect(blocks[0]).toEqual({ kind: 'heading', inlines: [{ kind: 'text', text: 'Hi <b>' }] });
    const para = blocks[1];
    expect(para.kind).toBe('paragraph');
    const inlines = para.kind === 'paragraph' ? para.lines.flat() : [];
    expect(inlines.filter((i) => i.kind === 'link').map((i) => (i.kind === 'link' ? i.href : ''))).toEqual([
      '/terms',
      'mailto:a@b.example',
    ]);
    expect(inlines.map((i) => i.text).join('')).toContain('[x](javascript:alert(1))');
    expect(blocks[2]).toEqual({
      kind: 'list',
      items: [[{ kind: 'text', text: 'one' }], [{ kind: 'bold', text: 'two' }]],
    });
  });
});

describe('the console', () => {
  it('lists the five pages with their placeholders to content.write staff only', async () => {
    const res = await as(owner, 'GET', '/api/admin/pages');
    expect(res.statusCode).toBe(200);
    const list = json<AdminPage[]>(res).map((p) => AdminPage.strict().parse(p));
    expect(list.map((p) => p.slug)).toEqual([...PAGE_SLUGS]);
    expect(list.find((p) => p.slug === 'contact')!.body).toContain('{contactEmail}');
    expect((await as(null, 'GET', '/api/admin/pages')).statusCode).toBe(401);
    expect((await as((await signedInMember(t.app)).cookie, 'GET', '/api/admin/pages')).statusCode).toBe(401);
    const packer = await staffCookieAs(t.app, 'fulfilment');
    expect((await as(packer, 'GET', '/api/admin/pages')).statusCode).toBe(403);
    expect((await as(packer, 'PATCH', '/api/admin/pages/terms', { title: 'Mine' })).statusCode).toBe(403);
    const marketing = await staffCookieAs(t.app, 'marketing');
    expect((await as(marketing, 'GET', '/api/admin/pages')).statusCode).toBe(200);
  });

  it('refuses a bad edit naming each field, writing nothing', async () => {
    const before = await t.app.db.select().from(pages);
    for (const [body, fields] of [
      [{ title: '', body: '   ' }, ['title', 'body']],
      [{ title: 'x'.repeat(121) }, ['title']],
      [{ body: 'x'.repeat(40_001) }, ['body']],
      [{ slug: 'other' }, []],
      [{}, []],
    ] as const) {
      const res = await as(owner, 'PATCH', '/api/admin/pages/delivery', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      for (const field of fields) expect(res.body).toContain(field);
    }
    expect(await t.app.db.select().from(pages)).toEqual(before);
  });

  it('saves an edit, shows it at once to shoppers, audits it, and a restart keeps it', async () => {
    const res = await as(owner, 'PATCH', '/api/admin/pages/delivery', {
      title: 'Delivery and collection',
      body: 'We deliver across the UK.\r\n\r\nWrite to {contactEmail}.',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ slug: 'delivery', title: 'Delivery and collection', updatedBy: 'admin' });
    expect(json(await as(null, 'GET', '/api/pages/delivery'))).toEqual({
      slug: 'delivery',
      title: 'Delivery and collection',
      body: 'We deliver across the UK.\n\nWrite to hello@skincircle.co.uk.',
    });
    const [entry] = await t.app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'page'), eq(auditEntries.entityId, 'delivery')));
    expect(entry).toMatchObject({ action: 'update', actorName: 'admin' });
    expect(entry.after).toMatchObject({ title: 'Delivery and collection' });
    // Seeding again (every start) adds nothing over it.
    await ensureLegalPages(t.app.db);
    expect(json(await as(null, 'GET', '/api/pages/delivery')).title).toBe('Delivery and collection');
  });
});

describe('a production shop', () => {
  it('opens with the five pages though it seeds no demo data, the VAT lines gone without a number', async () => {
    const prod = await createTestApp({}, { ...PRODUCTION_ENV, LOG_LEVEL: 'silent' });
    try {
      const contact = json(await prod.app.inject('/api/pages/contact'));
      expect(contact.body).toContain('Skin Circle Ltd');
      expect(contact.body).not.toContain('VAT');
      for (const slug of PAGE_SLUGS) expect((await prod.app.inject(`/api/pages/${slug}`)).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });

  it('prepares the database idempotently', async () => {
    const config = loadConfig({ ...PRODUCTION_ENV, DATA_DIR: t.config.dataDir }, { inMemoryDatabase: true });
    const database = await prepareDatabase(config);
    try {
      await ensureLegalPages(database.db);
      expect((await database.db.select().from(pages)).length).toBe(PAGE_SLUGS.length);
    } finally {
      await database.close();
    }
  });
});

describe('the sections the coach quotes (decision 0419)', () => {
  it('splits a page at its headings into plain sentences, links kept as their address', () => {
    const sections = pageSections({
      slug: 'returns',
      title: 'Returns',
      body: 'Intro line\n\n## Your refund\nWe refund **fast**, see [Terms](/terms)\n\n- one\n- two.',
    });
    expect(sections).toEqual([
      { path: '/returns', title: 'Returns', heading: 'Returns', text: 'Intro line.' },
      {
        path: '/returns',
        title: 'Returns',
        heading: 'Your refund',
        text: 'We refund fast, see Terms (/terms). one. two.',
      },
    ]);
  });
});
