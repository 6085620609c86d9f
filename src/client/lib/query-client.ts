// SPEC §7 query semantics: the key's segments joined by '/' are the URL; no refetch on focus or interval,
// never stale, no retry for queries or mutations.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiJson } from './api';

export const keyToUrl = (queryKey: readonly unknown[]) => queryKey.map(String).join('/');

export const defaultQueryFn: QueryFunction = ({ queryKey }) => apiJson('GET', keyToUrl(queryKey));

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
