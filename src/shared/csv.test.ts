// The products file (decision 0509) must come back as it left: every guarded cell read back to its text.
import { describe, expect, it } from 'vitest';
import { csvCell, csvValue } from './csv';

/** What a CSV reader gives back for one cell csvCell wrote (quotes undone). */
const unquote = (cell: string) => (cell.startsWith('"') ? cell.slice(1, -1).split('""').join('"') : cell);

describe('csvValue', () => {
  it('gives back every text csvCell guarded, and leaves other apostrophes alone', () => {
    for (const text of [
      'plain',
      '=SUM(A1)',
      '-5',
      '+44 20 7946 0000',
      '@home',
      "'=already guarded",
      "''-two",
      "'quoted'",
      "it's",
      '',
      'a, "b"\nc',
    ]) {
      expect(csvValue(unquote(csvCell(text)))).toBe(text);
    }
    expect(csvValue("'hello")).toBe("'hello");
    expect(csvCell("'=x")).toBe("''=x");
  });
});
