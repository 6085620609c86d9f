// Which `next` values a sign-in follows: same-site paths only (decision 0105).
import { describe, expect, it } from 'vitest';
import { nextFromSearch, safeNext, withNext } from './next';

describe('safeNext', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeNext('/product/rosehip-oil')).toBe('/product/rosehip-oil');
    expect(safeNext('/search?featured=true#top')).toBe('/search?featured=true#top');
    expect(safeNext('/members/account')).toBe('/members/account');
  });

  it.each([
    null,
    '',
    'product/x',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /product/x',
    '/\tproduct',
    '/a\\b',
    '/auth',
    '/code-auth?next=/x',
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (raw) => {
    expect(safeNext(raw)).toBeNull();
  });

  it('reads next from a query string and carries it along', () => {
    expect(nextFromSearch('next=%2Fproduct%2Fx')).toBe('/product/x');
    expect(nextFromSearch('next=%2F%2Fevil.example')).toBeNull();
    expect(nextFromSearch('')).toBeNull();
    expect(withNext('/code-auth', '/product/x')).toBe('/code-auth?next=%2Fproduct%2Fx');
    expect(withNext('/code-auth', null)).toBe('/code-auth');
  });
});
