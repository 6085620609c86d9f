// The products file (OPERATIONS §1 "Bring a catalogue", decision 0509): written from the console's products, and read
// back into the same typed inputs the console's form sends (ProductCreate), each with the file's own line number.
// Files a brand sends in are data at the edge: parsed and checked here, in one place, never written from here.
import { parse, CsvError } from 'csv-parse/sync';
import { csvValue, toCsv } from '@shared/csv';
import { ImageUrl } from '@shared/schemas/catalogue-admin';
import { ProductCreate, type AdminProduct } from '@shared/schemas/catalogue';
import {
  IMPORT_MAX_ROWS,
  OPTIONAL_PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  type ImportError,
  type ProductCsvColumn,
} from '@shared/schemas/catalogue-import';

/** A list cell's separator (ingredients, benefits): "Niacinamide | Zinc PCA". */
export const LIST_SEPARATOR = '|';

// ── Writing ───────────────────────────────────────────────────────────────────────────────────────────────
function cellsOf(p: AdminProduct): Record<ProductCsvColumn, unknown> {
  return {
    slug: p.slug,
    name: p.name,
    status: p.status,
    categorySlug: p.categorySlug,
    price: p.price,
    memberPrice: p.memberPrice ?? '',
    stock: p.stock,
    isFeatured: p.isFeatured,
    isNew: p.isNew,
    isExclusive: p.isExclusive,
    shortDescription: p.shortDescription,
    description: p.description,
    ingredients: p.ingredients.join(` ${LIST_SEPARATOR} `),
    benefits: p.benefits.join(` ${LIST_SEPARATOR} `),
    inci: p.inci,
    sizeAmount: p.size?.amount ?? '',
    sizeUnit: p.size?.unit ?? '',
    imageUrl: p.imageUrl,
  };
}

/**
 * The header and one product a line. A byte-order mark first: spreadsheets then read it as UTF-8 (£, é), and the
 * import skips it.
 */
export function productsCsv(list: readonly AdminProduct[]): string {
  return (
    '\uFEFF' + toCsv([PRODUCT_CSV_COLUMNS, ...list.map((p) => PRODUCT_CSV_COLUMNS.map((column) => cellsOf(p)[column]))])
  );
}

/** 'skin-circle-products-2026-03-05.csv' (the UK date of `now`). */
export function productsFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return `skin-circle-products-${day}.csv`;
}

// ── Reading ───────────────────────────────────────────────────────────────────────────────────────────────
/** One product line of the file: where it starts, and its cells by column (a column the file lacks is absent). */
export type CsvRow = { line: number; cells: Partial<Record<ProductCsvColumn, string>> };

/** A line of the file as the import writes it: ProductCreate's output with the slug, and a picture or null. */
export type ImportedProduct = ProductCreate & {
  slug: string;
  memberPrice: string | null;
  imageUrl: string | null;
};

type Read<T> = { ok: true; value: T } | { ok: false; errors: ImportError[] };

const COLUMN_BY_NAME = new Map(PRODUCT_CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
const REQUIRED = PRODUCT_CSV_COLUMNS.filter((c) => !OPTIONAL_PRODUCT_CSV_COLUMNS.includes(c));

/**
 * The file's rows: csv-parse reads it (quoted cells may hold commas, quotes and line breaks), the header names the
 * columns (any order, any case; an unknown, repeated or missing one is refused), and each row keeps the line it
 * starts on, counting the lines of quoted multi-line cells before it. Blank lines are skipped.
 */
export function readProductCsv(text: string): Read<CsvRow[]> {
  const fail = (line: number, field: string | null, message: string): Read<CsvRow[]> => ({
    ok: false,
    errors: [{ line, field, message }],
  });
  const garbled = text.indexOf('\uFFFD');
  if (garbled >= 0) {
    const line = text.slice(0, garbled).split(/\r\n|\r|\n/).length;
    return fail(line, null, 'is not UTF-8 text: save the file as "CSV UTF-8" and import it again');
  }
  // Where each record starts: the line after the previous one ended, past the blank lines skipped between them.
  const lines: number[] = [];
  let previous = { lines: 0, empty: 0 };
  const startOf = (at: { lines: number; empty_lines: number }) => previous.lines + 1 + at.empty_lines - previous.empty;
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (5" applicator) is text, as spreadsheets read it.
      relax_quotes: true,
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      on_record: (record, context) => {
        lines.push(startOf(context));
        previous = { lines: context.lines, empty: context.empty_lines };
        return record;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const at = error as CsvError & { lines: number; empty_lines: number };
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      return fail(startOf(at), null, 'has a cell that opens a quote (") and never closes it');
    }
    if (error.code === 'CSV_INVALID_CLOSING_QUOTE') {
      return fail(at.lines, null, 'has text after a closing quote: a quote inside a quoted cell is written twice ("")');
    }
    return fail(at.lines || 1, null, `cannot be read as CSV (${error.code})`);
  }
  if (records.length === 0) return fail(1, null, 'The file is empty: it needs a header line and one product a line');

  const [header, ...body] = records;
  const headerLine = lines[0];
  const columns: Array<ProductCsvColumn | null> = [];
  const errors: ImportError[] = [];
  for (const [i, raw] of header.entries()) {
    const name = raw.trim();
    const column = COLUMN_BY_NAME.get(name.toLowerCase());
    if (!name) errors.push({ line: headerLine, field: `column ${i + 1}`, message: 'has no name' });
    else if (!column) {
      const hint = name.includes(';') ? ': separate the columns with commas, not semicolons' : '';
      errors.push({ line: headerLine, field: name, message: `is not a column of the products file${hint}` });
    } else if (columns.includes(column)) {
      errors.push({ line: headerLine, field: column, message: 'is in the header twice' });
    }
    columns.push(column ?? null);
  }
  for (const column of REQUIRED) {
    if (!columns.includes(column)) errors.push({ line: headerLine, field: column, message: 'column is missing' });
  }
  if (errors.length > 0) return { ok: false, errors };

  const rows: CsvRow[] = [];
  let products = 0;
  for (const [i, record] of body.entries()) {
    const line = lines[i + 1];
    // A row of empty cells (what a spreadsheet leaves below the last product) is a blank line.
    if (record.every((cell) => cell.trim() === '')) continue;
    products += 1;
    if (products > IMPORT_MAX_ROWS) {
      return fail(line, null, `A file may hold at most ${IMPORT_MAX_ROWS} products: split it and import each part`);
    }
    if (record.length !== columns.length) {
      errors.push({
        line,
        field: null,
        message: `has ${record.length} cells where the header has ${columns.length}`,
      });
      continue;
    }
    const cells: CsvRow['cells'] = {};
    record.forEach((cell, c) => {
      cells[columns[c]!] = csvValue(cell);
    });
    rows.push({ line, cells });
  }
  if (errors.length > 0) return { ok: false, errors };
  if (rows.length === 0) return fail(headerLine + 1, null, 'The file has no products: one a line after the header');
  return { ok: true, value: rows };
}

// ── One row into the console's input ──────────────────────────────────────────────────────────────────────
const TRUE = new Set(['true', 'yes', '1']);
const FALSE = new Set(['false', 'no', '0', '']);

/** true/false, yes/no or 1/0 in any case; an empty cell is false. Anything else goes on for the schema to refuse. */
function flag(cell: string): boolean | string {
  const text = cell.trim().toLowerCase();
  return TRUE.has(text) ? true : FALSE.has(text) ? false : cell;
}

/** '42.00', '42' or '£42.00' (a spreadsheet's currency format); another currency is refused by name. */
function money(cell: string): string | { problem: string } {
  const text = cell.trim().replace(/^£\s*/, '');
  if (/[$€¥]/.test(text)) return { problem: 'must be in pounds, like 42.00' };
  return text;
}

/** A whole number; anything else goes on as text for the schema to refuse ('must be a whole number'). */
function wholeNumber(cell: string): number | string {
  const text = cell.trim();
  return /^-?\d+$/.test(text) ? Number(text) : cell;
}

const list = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** ProductCreate's paths as the file's columns: size.amount is sizeAmount. */
function columnOf(path: PropertyKey[]): string {
  const [first, second] = path;
  if (first === 'size') return second === 'unit' ? 'sizeUnit' : 'sizeAmount';
  return String(first ?? 'line');
}

/**
 * A row checked by the console's own schema (ProductCreate) after its cells are read as the form's fields: money
 * with or without '£', flags, whole numbers, lists split on '|', the size from two columns (both or neither), an
 * empty member price as none. Every bad cell of the row is named, not only the first.
 */
export function readProductRow({ line, cells }: CsvRow): Read<ImportedProduct> {
  const errors: ImportError[] = [];
  const problem = (field: string, message: string) => errors.push({ line, field, message });
  const cell = (column: ProductCsvColumn) => cells[column] ?? '';

  const slug = cell('slug').trim();
  if (slug === '') problem('slug', 'is required: it is the product’s key in the file');

  const price = money(cell('price'));
  if (typeof price !== 'string') problem('price', price.problem);
  const memberCell = cell('memberPrice').trim();
  const memberPrice = memberCell === '' ? null : money(memberCell);
  if (memberPrice !== null && typeof memberPrice !== 'string') problem('memberPrice', memberPrice.problem);

  const amount = cell('sizeAmount').trim();
  const unit = cell('sizeUnit').trim();
  if (amount !== '' && unit === '') problem('sizeUnit', 'is required with sizeAmount (ml or g)');
  if (amount === '' && unit !== '') problem('sizeAmount', 'is required with sizeUnit');
  const size =
    amount !== '' && unit !== '' ? { amount: /^\d+(\.\d+)?$/.test(amount) ? Number(amount) : amount, unit } : null;

  const candidate = {
    slug: slug || undefined,
    name: cell('name'),
    status: cell('status').trim().toLowerCase(),
    categorySlug: cell('categorySlug'),
    price: typeof price === 'string' ? price : '0',
    memberPrice: typeof memberPrice === 'string' ? memberPrice : null,
    stock: wholeNumber(cell('stock')),
    isFeatured: flag(cell('isFeatured')),
    isNew: flag(cell('isNew')),
    isExclusive: flag(cell('isExclusive')),
    shortDescription: cell('shortDescription'),
    description: cell('description'),
    ingredients: list(cell('ingredients')),
    benefits: list(cell('benefits')),
    inci: cell('inci'),
    size,
  };
  const parsed = ProductCreate.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = columnOf(issue.path);
      // The money problems above were named already (the schema saw a stand-in).
      if (errors.some((e) => e.field === field)) continue;
      const item = typeof issue.path[1] === 'number' ? `item ${issue.path[1] + 1} ` : '';
      problem(field, `${item}${issue.message}`);
    }
  }

  const imageCell = cell('imageUrl').trim();
  let imageUrl: string | null = null;
  if (imageCell !== '') {
    const image = ImageUrl.safeParse(imageCell);
    if (image.success) imageUrl = image.data;
    else problem('imageUrl', image.error.issues[0]?.message ?? 'is not a picture address');
  }

  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ...parsed.data,
      slug,
      memberPrice: parsed.data.memberPrice ?? null,
      size: parsed.data.size ?? null,
      imageUrl,
    },
  };
}
