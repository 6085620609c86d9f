// Writing CSV (the console's quiz export, the products file of decision 0509) and reading back what we wrote.
// Cells a spreadsheet would run as a formula (= + - @, tab, CR) get a leading apostrophe (OWASP's CSV-injection
// advice): a customer's answer or a product text must never become a formula. The apostrophe is added to text
// that already starts with apostrophes before such a character too, so `csvValue` can take exactly one off and a
// file the shop wrote comes back as it left (decision 0509).

const FORMULA_START = /^'*[=+\-@\t\r]/;

/** One cell: guarded against formulas, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.split('"').join('""')}"` : text;
}

/** Rows of cells as CSV text, CRLF line ends (RFC 4180). */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A parsed cell as it was before `csvCell` guarded it: the one apostrophe it added taken off. */
export function csvValue(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
}
