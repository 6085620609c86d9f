import { describe, expect, it } from 'vitest';
import { readSearchUrl, searchUrl } from './search-url';

describe('search URL', () => {
  it('reads the chip a link preselects, and lets text win over it', () => {
    expect(readSearchUrl('')).toEqual({ q: '', filter: 'all' });
    expect(readSearchUrl('featured=true')).toEqual({ q: '', filter: 'featured' });
    expect(readSearchUrl('?exclusive=true')).toEqual({ q: '', filter: 'exclusive' });
    expect(readSearchUrl('new=true')).toEqual({ q: '', filter: 'new' });
    expect(readSearchUrl('featured=false')).toEqual({ q: '', filter: 'all' });
    expect(readSearchUrl('q=vitamin%20c&featured=true')).toEqual({ q: 'vitamin c', filter: 'all' });
    expect(readSearchUrl(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
  it('writes one state per URL and round-trips', () => {
    expect(searchUrl({ q: '  retinol ' })).toBe('/search?q=retinol');
    expect(searchUrl({ q: 'a&b' })).toBe('/search?q=a%26b');
    expect(searchUrl({ filter: 'featured' })).toBe('/search?featured=true');
    expect(searchUrl({ filter: 'all' })).toBe('/search');
    expect(searchUrl({ q: '', filter: 'new' })).toBe('/search?new=true');
    for (const state of [
      { q: 'a&b c', filter: 'all' as const },
      { q: '', filter: 'exclusive' as const },
    ]) {
      expect(readSearchUrl(searchUrl(state).split('?')[1] ?? '')).toEqual(state);
    }
  });
});
