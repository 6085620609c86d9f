// Bringing a catalogue (OPERATIONS §1, decision 0509): a products file creates or updates products by slug, all or
// nothing. Each line is read into the console's own input (product-csv.ts) and written by the console's own rules
// (product-editing.ts), a thousand rows a statement; a dry run answers the same plan and writes nothing.
import { recordAudit, type AuditActor } from '../audit';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { AdminProduct } from '@shared/schemas/catalogue';
import {
  IMPORT_MAX_ERRORS,
  type ImportError,
  type ImportFieldChange,
  type ImportRowChange,
  type ProductCsvColumn,
  type ProductImportErrors,
  type ProductImportResult,
} from '@shared/schemas/catalogue-import';
import { readProductCsv, readProductRow, LIST_SEPARATOR, type ImportedProduct } from './product-csv';
import {
  insertProducts,
  memberPriceProblem,
  productColumns,
  replaceProducts,
  slugRace,
  type ProductWrite,
  toAdminProduct,
} from './product-editing';
import { categories, products } from './schema';

/** The file refused: every problem found, and nothing written. */
export class ImportRefused extends Error {
  constructor(public readonly body: ProductImportErrors) {
    super(body.message);
  }
}

function refusal(errors: ImportError[]): ImportRefused {
  const sorted = [...errors].sort((a, b) => a.line - b.line);
  const [first] = sorted;
  const where = `line ${first.line}${first.field ? `, ${first.field}` : ''}`;
  const count = sorted.length === 1 ? '1 problem' : `${sorted.length} problems`;
  return new ImportRefused({
    message: `Nothing was imported: the file has ${count} (${where}: ${first.message})`,
    errorCount: sorted.length,
    errors: sorted.slice(0, IMPORT_MAX_ERRORS),
  });
}

type Current = { id: string; product: AdminProduct };
type Planned = { line: number; product: ImportedProduct; categoryId: string; current: Current | null };

/** What the import will do, line by line, and what the write needs. */
export type ImportPlan = {
  changes: ImportRowChange[];
  creates: ProductWrite[];
  updates: Array<ProductWrite & { id: string }>;
  /** Products whose stock goes from 0 to more (the back-in-stock job is told). */
  restocked: string[];
};

// The columns whose old and new values are short enough to show side by side in the preview.
const SHOWN: ReadonlySet<ProductCsvColumn> = new Set([
  'name',
  'status',
  'categorySlug',
  'price',
  'memberPrice',
  'stock',
  'isFeatured',
  'isNew',
  'isExclusive',
  'sizeAmount',
  'sizeUnit',
]);

/** A product's values as the file's columns, as text, to compare a line with what is saved. */
function columnsOf(p: {
  name: string;
  status: string;
  categorySlug: string;
  price: string;
  memberPrice: string | null;
  stock: number;
  isFeatured: boolean;
  isNew: boolean;
  isExclusive: boolean;
  shortDescription: string;
  description: string;
  ingredients: readonly string[];
  benefits: readonly string[];
  inci: string;
  size: { amount: number; unit: string } | null;
}): Record<Exclude<ProductCsvColumn, 'slug' | 'imageUrl'>, string | null> {
  return {
    name: p.name,
    status: p.status,
    categorySlug: p.categorySlug,
    price: p.price,
    memberPrice: p.memberPrice,
    stock: String(p.stock),
    isFeatured: String(p.isFeatured),
    isNew: String(p.isNew),
    isExclusive: String(p.isExclusive),
    shortDescription: p.shortDescription,
    description: p.description,
    // The separator cannot be in an item (the file splits on it), so joining on it compares the lists exactly.
    ingredients: p.ingredients.join(LIST_SEPARATOR),
    benefits: p.benefits.join(LIST_SEPARATOR),
    inci: p.inci,
    sizeAmount: p.size ? String(p.size.amount) : null,
    sizeUnit: p.size?.unit ?? null,
  };
}

/** A line of the file as the columns it sets, as text (what columnsOf gives of a saved product). */
function lineColumns(line: ImportedProduct) {
  const c = productColumns(line);
  return columnsOf({
    ...line,
    price: c.price,
    memberPrice: c.memberPrice,
    stock: c.stock,
    isFeatured: c.isFeatured,
    isNew: c.isNew,
    isExclusive: c.isExclusive,
    ingredients: c.ingredients,
    benefits: c.benefits,
    inci: c.inci,
    status: c.status,
    size: line.size ?? null,
  });
}

/** What the preview shows of a new product, so staff can tell a draft from a live one, and check price and stock. */
const NEW_PRODUCT_SHOWN = [
  'status',
  'categorySlug',
  'price',
  'memberPrice',
  'stock',
  'sizeAmount',
  'sizeUnit',
] as const;
function newProductFields(line: ImportedProduct): ImportFieldChange[] {
  const values = lineColumns(line);
  return NEW_PRODUCT_SHOWN.filter((field) => values[field] !== null).map((field) => ({ field, to: values[field] }));
}

/** The columns a line changes of the saved product (the picture only when the line gives one). */
function changedFields(line: ImportedProduct, saved: AdminProduct): ImportFieldChange[] {
  const next = lineColumns(line);
  const now = columnsOf(saved);
  const fields: ImportFieldChange[] = [];
  for (const field of Object.keys(next) as Array<keyof typeof next>) {
    if (next[field] === now[field]) continue;
    fields.push(SHOWN.has(field) ? { field, from: now[field], to: next[field] } : { field });
  }
  if (line.imageUrl !== null && line.imageUrl !== saved.imageUrl) fields.push({ field: 'imageUrl' });
  return fields;
}

/**
 * Reads the file and checks every line against the console's rules and the database: the category exists, the
 * member price is not above the price, a slug is on one line only. Throws ImportRefused naming every problem;
 * otherwise answers what each line does. With `lock`, the products the file names stay locked (FOR UPDATE) until the
 * transaction ends, so what the plan compared is what the write replaces.
 */
export async function planImport(db: Executor, text: string, { lock = false } = {}): Promise<ImportPlan> {
  const read = readProductCsv(text);
  if (!read.ok) throw refusal(read.errors);
  const errors: ImportError[] = [];
  const lines: Array<{ line: number; product: ImportedProduct }> = [];
  const firstLineOf = new Map<string, number>();
  for (const row of read.value) {
    const slug = row.cells.slug?.trim();
    const seen = slug ? firstLineOf.get(slug) : undefined;
    if (seen !== undefined) {
      errors.push({ line: row.line, field: 'slug', message: `is already on line ${seen}: one line per product` });
    } else if (slug) {
      firstLineOf.set(slug, row.line);
    }
    const product = readProductRow(row);
    if (!product.ok) errors.push(...product.errors);
    else if (seen === undefined) lines.push({ line: row.line, product: product.value });
  }

  const categoryIds = new Map(
    (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]),
  );
  const slugs = lines.map((l) => l.product.slug);
  const saved = new Map<string, Current>();
  if (slugs.length > 0) {
    const query = db
      .select({ product: products, categorySlug: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      // One JSON parameter for the file's slugs, not one parameter a slug (as the batch writes do).
      .where(sql`${products.slug} in (select jsonb_array_elements_text(${JSON.stringify(slugs)}::jsonb))`);
    const rows = lock ? await query.for('update', { of: products }) : await query;
    for (const row of rows) saved.set(row.product.slug, { id: row.product.id, product: toAdminProduct(row) });
  }

  const planned: Planned[] = [];
  for (const { line, product } of lines) {
    const categoryId = categoryIds.get(product.categorySlug);
    if (!categoryId) errors.push({ line, field: 'categorySlug', message: 'is not a category of the shop' });
    const columns = productColumns(product);
    const memberProblem = memberPriceProblem(columns.price, columns.memberPrice);
    if (memberProblem) errors.push({ line, field: 'memberPrice', message: memberProblem });
    if (categoryId && !memberProblem) {
      planned.push({ line, product, categoryId, current: saved.get(product.slug) ?? null });
    }
  }
  if (errors.length > 0) throw refusal(errors);

  const plan: ImportPlan = { changes: [], creates: [], updates: [], restocked: [] };
  for (const { line, product, categoryId, current } of planned) {
    const write: ProductWrite = { input: product, categoryId, imageUrl: product.imageUrl };
    const base = { line, slug: product.slug, name: product.name };
    if (!current) {
      plan.creates.push(write);
      plan.changes.push({ ...base, action: 'create', fields: newProductFields(product) });
      continue;
    }
    const fields = changedFields(product, current.product);
    plan.changes.push({ ...base, action: fields.length > 0 ? 'update' : 'unchanged', fields });
    if (fields.length === 0) continue;
    plan.updates.push({ ...write, id: current.id });
    if (current.product.stock === 0 && (product.stock ?? 0) > 0) plan.restocked.push(current.id);
  }
  return plan;
}

function resultOf(plan: ImportPlan, dryRun: boolean): ProductImportResult {
  return {
    dryRun,
    created: plan.creates.length,
    updated: plan.updates.length,
    unchanged: plan.changes.length - plan.creates.length - plan.updates.length,
    changes: plan.changes,
  };
}

/** `?dryRun=true`: what the file would change, nothing written (and nothing locked). */
export async function previewImport(db: Executor, text: string): Promise<ProductImportResult> {
  return resultOf(await planImport(db, text), true);
}

/**
 * The import itself, one transaction: the plan made on locked rows, every new product inserted and every changed one
 * rewritten, and `inChange` run before the commit (the back-in-stock job is queued there). Any refusal — the file's,
 * or the database's — leaves nothing written.
 */
export async function runImport(
  db: Executor,
  text: string,
  actor: AuditActor,
  inChange?: (tx: Executor, plan: ImportPlan) => Promise<unknown>,
): Promise<ProductImportResult> {
  return db
    .transaction(async (tx) => {
      const plan = await planImport(tx, text, { lock: true });
      await insertProducts(tx, plan.creates);
      await replaceProducts(tx, plan.updates);
      await inChange?.(tx, plan);
      const result = resultOf(plan, false);
      await recordAudit(tx, actor, { action: 'import', entity: 'product', after: importAudit(result) });
      return result;
    })
    .catch(slugRace);
}

/** What the audit log keeps of an import (decision 0513): the counts and each changed line, the first 1,000 of them. */
const AUDITED_LINES = 1000;
function importAudit(result: ProductImportResult) {
  const changed = result.changes.filter((c) => c.action !== 'unchanged');
  return {
    created: result.created,
    updated: result.updated,
    unchanged: result.unchanged,
    changes: changed.slice(0, AUDITED_LINES).map(({ slug, action, fields }) => ({ slug, action, fields })),
    ...(changed.length > AUDITED_LINES ? { moreChanges: changed.length - AUDITED_LINES } : {}),
  };
}
