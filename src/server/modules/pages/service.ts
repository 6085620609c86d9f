// The legal pages (OPERATIONS §4, decision 0241): seeded once per slug at every start (production too: a shop must
// not open without them) and never over a staff edit; read with the trader's details filled in; edited by staff
// with an audit entry in the same transaction.
import { asc, eq } from 'drizzle-orm';
import type { AdminPage, Page, PageSlug, PagePatch } from '@shared/schemas/pages';
import { PAGE_SLUGS } from '@shared/schemas/pages';
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
