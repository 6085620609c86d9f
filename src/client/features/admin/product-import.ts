// The Import screen's words and checks (decision 0509), kept out of the components so they can be tested alone.
import { formatCount } from '@shared/money';
import { IMPORT_MAX_BYTES, type ImportFieldChange, type ProductImportResult } from '@shared/schemas/catalogue-import';

const MB = 1024 * 1024;

/** Why this file cannot be sent, before it is read: not a .csv, empty, or over the server's 5 MB. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!/\.csv$/i.test(file.name)) {
    return `${file.name} is not a CSV file. In a spreadsheet: File → Save as → CSV UTF-8, then choose that file.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > IMPORT_MAX_BYTES) {
    return (
      `${file.name} is ${(file.size / MB).toFixed(1)} MB: a file may be at most ${IMPORT_MAX_BYTES / MB} MB. ` +
      'Split it and import each part.'
    );
  }
  return null;
}

const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** 'Import 3 products' */
export const importLabel = (n: number) => `Import ${plural(n, 'product')}`;

/** How many lines will change: what the import button does. */
export const toChange = (r: Pick<ProductImportResult, 'created' | 'updated'>) => r.created + r.updated;

/** '2 products created, 1 updated, 5 unchanged.' */
export function resultText({ created, updated, unchanged }: ProductImportResult): string {
  return `${plural(created, 'product')} created, ${formatCount(updated)} updated, ${formatCount(unchanged)} unchanged.`;
}

/** 'price 42.00 → 45.00', 'memberPrice none → 20.00', or the column alone for long texts ('description'). */
export function changeText({ field, from, to }: ImportFieldChange): string {
  if (from === undefined && to === undefined) return field;
  // A new product's value (nothing before it).
  if (from === undefined) return `${field} ${to ?? 'none'}`;
  return `${field} ${from ?? 'none'} → ${to ?? 'none'}`;
}

/** '12 problems' */
export const problemsText = (n: number) => plural(n, 'problem');
