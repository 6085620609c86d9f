// The Import screen's checks and words (decision 0509): a file refused before it is sent, and how changes read.
import { describe, expect, it } from 'vitest';
import { changeText, fileProblem, importLabel, resultText } from './product-import';

describe('fileProblem', () => {
  it('refuses what the server would, before sending it', () => {
    expect(fileProblem({ name: 'products.csv', size: 1200 })).toBeNull();
    expect(fileProblem({ name: 'PRODUCTS.CSV', size: 1200 })).toBeNull();
    expect(fileProblem({ name: 'products.xlsx', size: 1200 })).toContain('is not a CSV file');
    expect(fileProblem({ name: 'products.csv', size: 0 })).toBe('products.csv is empty.');
    expect(fileProblem({ name: 'big.csv', size: 6.5 * 1024 * 1024 })).toBe(
      'big.csv is 6.5 MB: a file may be at most 5 MB. Split it and import each part.',
    );
  });
});

describe('texts', () => {
  it('counts products and says what changes', () => {
    expect(importLabel(1)).toBe('Import 1 product');
    expect(importLabel(1234)).toBe('Import 1,234 products');
    expect(resultText({ dryRun: false, created: 2, updated: 1, unchanged: 5, changes: [] })).toBe(
      '2 products created, 1 updated, 5 unchanged.',
    );
    expect(changeText({ field: 'price', from: '42.00', to: '45.00' })).toBe('price 42.00 → 45.00');
    expect(changeText({ field: 'memberPrice', from: null, to: '20.00' })).toBe('memberPrice none → 20.00');
    expect(changeText({ field: 'description' })).toBe('description');
  });
});
