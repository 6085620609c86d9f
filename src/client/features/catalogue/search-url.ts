// The search screen's state as a URL (SPEC §2, §4): ?q=text, or one filter flag. Text wins over a filter.
export const SEARCH_MAX_LENGTH = 100;

export type SearchFilter = 'all' | 'featured' | 'new' | 'exclusive';

/** The state a /search URL describes: text wins over a filter flag. */
export function readSearchUrl(search: string): { q: string; filter: SearchFilter } {
  const params = new URLSearchParams(search);
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  if (q) return { q, filter: 'all' };
  for (const filter of ['featured', 'new', 'exclusive'] as const) {
    if (params.get(filter) === 'true') return { q: '', filter };
  }
  return { q: '', filter: 'all' };
}

export function searchUrl(state: { q?: string; filter?: SearchFilter }): string {
  const q = state.q?.trim();
  if (q) return `/search?q=${encodeURIComponent(q)}`;
  if (state.filter && state.filter !== 'all') return `/search?${state.filter}=true`;
  return '/search';
}
