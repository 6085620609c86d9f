// The legal pages (OPERATIONS §4, decision 0241): seeded once per slug at every start (production too: a shop must
// not open without them) and never over a staff edit; read with the trader's details filled in; edited by staff
// with an audit entry in the same transaction.
import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminPage, Page, PageSlug, PagePatch } from '@shared/schemas/pages';
import { PAGE_SLUGS } from '@shared/schemas/pages';
import { type Inline, parsePageText } from '@shared/page-text';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { notFound } from '../../plugins/errors';
import { recordAudit, type AuditActor } from '../audit';
import { DEFAULT_PAGES } from './defaults';
import { pages } from './schema';

type Trader = Config['trader'];

/** Inserts the pages that are missing; an existing row, edited or not, is left as it is. */
export async function ensureLegalPages(db: Executor): Promise<void> {
  await db
    .insert(pages)
    .values(PAGE_SLUGS.map((slug) => ({ slug, ...DEFAULT_PAGES[slug] })))
    .onConflictDoNothing({ target: pages.slug });
}

/**
 * The body with the trader's details in place of its placeholders. Without a VAT number every line naming
 * {vatNumber} is left out (a shop below the threshold shows no VAT line anywhere, decision 0240).
 */
export function fillTrader(body: string, trader: Trader): string {
  const values: Record<string, string> = {
    traderName: trader.name,
    traderAddress: trader.address,
    contactEmail: trader.contactEmail,
    vatNumber: trader.vatNumber ?? '',
  };
  return body
    .split('\n')
    .filter((line) => trader.vatNumber || !line.includes('{vatNumber}'))
    .join('\n')
    .replace(/\{(traderName|traderAddress|contactEmail|vatNumber)\}/g, (_m, key: string) => values[key]);
}

const columns = {
  slug: pages.slug,
  title: pages.title,
  body: pages.body,
  updatedAt: pages.updatedAt,
  updatedBy: pages.updatedBy,
};
type Row = { slug: string; title: string; body: string; updatedAt: Date; updatedBy: string | null };
const toAdmin = (r: Row): AdminPage => ({
  slug: r.slug as PageSlug,
  title: r.title,
  body: r.body,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
});

/** A page as shoppers read it. */
export async function readPage(db: Executor, slug: PageSlug, trader: Trader): Promise<Page> {
  const [row] = await db.select(columns).from(pages).where(eq(pages.slug, slug));
  if (!row) throw notFound('Page not found');
  return { slug, title: row.title, body: fillTrader(row.body, trader) };
}

/** Every page as the console edits it, in the footer's order. */
export async function listAdminPages(db: Executor): Promise<AdminPage[]> {
  const rows = await db.select(columns).from(pages).orderBy(asc(pages.slug));
  return rows
    .map(toAdmin)
    .filter((p) => PAGE_SLUGS.includes(p.slug))
    .sort((a, b) => PAGE_SLUGS.indexOf(a.slug) - PAGE_SLUGS.indexOf(b.slug));
}

export async function updatePage(
  db: Executor,
  slug: PageSlug,
  change: PagePatch,
  actor: AuditActor,
): Promise<AdminPage> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(pages).where(eq(pages.slug, slug)).for('update');
    if (!before) throw notFound('Page not found');
    const [row] = await tx
      .update(pages)
      .set({ ...change, updatedAt: actor.at, updatedBy: actor.username })
      .where(eq(pages.slug, slug))
      .returning(columns);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'page',
      entityId: slug,
      before: { title: before.title, body: before.body },
      after: { title: row.title, body: row.body },
    });
    return toAdmin(row);
  });
}

/** The pages that answer a customer's questions about the shop, which the coach quotes (decision 0419). */
export const SHOP_ANSWER_PAGES = ['delivery', 'returns', 'contact'] as const satisfies readonly PageSlug[];

/** One "## heading" of a page and what follows it, as plain text; the text before the first heading is the title's. */
export type PageSection = { path: string; title: string; heading: string; text: string };

/** A line of a page as a sentence reads it: links as "label (/path)", ended with a full stop if it has none. */
const sentence = (parts: Inline[]) => {
  const text = parts
    .map((p) => (p.kind === 'link' ? `${p.text} (${p.href})` : p.text))
    .join('')
    .trim();
  return /[.:;!?]$/.test(text) ? text : `${text}.`;
};

/** A page (trader's details filled in) in its sections, as plain text, read with the storefront's parser (0241). */
export function pageSections(page: Page): PageSection[] {
  const sections: PageSection[] = [];
  let heading = page.title;
  let lines: string[] = [];
  const flush = () => {
    if (lines.length) sections.push({ path: `/${page.slug}`, title: page.title, heading, text: lines.join(' ') });
    lines = [];
  };
  for (const block of parsePageText(page.body)) {
    if (block.kind === 'heading') {
      flush();
      heading = block.inlines
        .map((p) => p.text)
        .join('')
        .trim();
    } else lines.push(...(block.kind === 'list' ? block.items : block.lines).map(sentence));
  }
  flush();
  return sections;
}

/** The sections of the delivery, returns and contact pages as shoppers read them (decision 0419). */
export async function readShopPageSections(db: Executor, trader: Trader): Promise<PageSection[]> {
  const rows = await db
    .select(columns)
    .from(pages)
    .where(inArray(pages.slug, [...SHOP_ANSWER_PAGES]));
  return SHOP_ANSWER_PAGES.flatMap((slug) => {
    const row = rows.find((r) => r.slug === slug);
    return row ? pageSections({ slug, title: row.title, body: fillTrader(row.body, trader) }) : [];
  });
}
