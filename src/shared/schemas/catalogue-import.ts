// Bringing a catalogue (OPERATIONS §1, decision 0509): the products file's columns and what the import answers,
// shared by the server and the console's Import screen.
import { z } from 'zod';
import { QueryFlag } from './common';

/** The products file's columns, in the order the export writes them. Every one is required but `imageUrl`. */
export const PRODUCT_CSV_COLUMNS = [
  'slug',
  'name',
  'status',
  'categorySlug',
  'price',
  'memberPrice',
  'stock',
  'isFeatured',
  'isNew',
  'isExclusive',
  'shortDescription',
  'description',
  'ingredients',
  'benefits',
  'inci',
  'sizeAmount',
  'sizeUnit',
  'imageUrl',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export const OPTIONAL_PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = ['imageUrl'];

/** A file is at most 5 MB and 10,000 products (a catalogue many times the shop's, in one request of seconds). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
/** The errors one answer lists: a file wrong everywhere is told its first thousand, and how many there are. */
export const IMPORT_MAX_ERRORS = 1_000;

/** POST /api/admin/products/import?dryRun=true: what would change, nothing written. */
export const ProductImportQuery = z.object({ dryRun: QueryFlag.default(false) });

export const ImportAction = z.enum(['create', 'update', 'unchanged']);
export type ImportAction = z.infer<typeof ImportAction>;

/** One changed column of an updated product; short values (prices, stock, status…) carry what it was and will be. */
export const ImportFieldChange = z.object({
  field: z.string(),
  from: z.string().nullable().optional(),
  to: z.string().nullable().optional(),
});
export type ImportFieldChange = z.infer<typeof ImportFieldChange>;

/** What the import does with one line of the file. */
export const ImportRowChange = z.object({
  line: z.number().int(),
  slug: z.string(),
  name: z.string(),
  action: ImportAction,
  fields: z.array(ImportFieldChange),
});
export type ImportRowChange = z.infer<typeof ImportRowChange>;

/** 200: the counts (what was done, or with dryRun what would be) and every line's change. */
export const ProductImportResult = z.object({
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  changes: z.array(ImportRowChange),
});
export type ProductImportResult = z.infer<typeof ProductImportResult>;

/** A problem in the file: its line (the header is line 1), the column (null: the whole line) and what is wrong. */
export const ImportError = z.object({
  line: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof ImportError>;

/** 400: nothing was written; every problem found (up to IMPORT_MAX_ERRORS of `errorCount`). */
export const ProductImportErrors = z.object({
  message: z.string(),
  errorCount: z.number().int(),
  errors: z.array(ImportError),
});
export type ProductImportErrors = z.infer<typeof ProductImportErrors>;
