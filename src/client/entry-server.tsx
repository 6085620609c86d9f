// The server's render of the public routes (decision 0617), built by `vite build --ssr` into dist/ssr and called
// by the SPA plugin (src/server/plugins/spa.ts). The page's reads are answered on the server before the final
// render: a first render (lazy pages resolved) shows which queries the screen asks for, those the client would
// send as plain GETs of their key's URL are read through `read` (the API in-process, with the visitor's cookies),
// and the screen is rendered again with their answers — until no new read appears (a page whose second read
// depends on its first), at most three times. The member and the query cache go into the page with the HTML, and
// the browser hydrates from exactly that (main.tsx).
import { dehydrate, type Query } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { User } from '@shared/schemas/user';
import { App } from './app/app';
import { serverStateElement, type ReadAnswer, type ServerRead } from './lib/hydration';
import { createQueryClient, defaultQueryFn, keyToUrl } from './lib/query-client';

/** A GET of the API as the visitor: the JSON answer and its headers, or undefined for anything but 200. */
export type Read = (url: string) => Promise<ReadAnswer | undefined>;

export type Rendered = { html: string; state: string; reads: number; errors: unknown[] };

const MAX_PASSES = 3;

async function toHtml(element: ReactNode, errors: unknown[]): Promise<string> {
  // An error inside a Suspense boundary does not fail the render: React sends that boundary's fallback and the
  // browser renders it instead. Such errors are returned to the caller to log (a screen that cannot render on
  // the server is a bug to fix, not a failure for the shopper).
  // progressiveChunkSize: React outlines a large boundary's content and moves it into place with an inline
  // script, which the CSP (script-src 'self') refuses: every boundary stays in place instead.
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => void errors.push(error),
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** How a query is answered on the server: its meta's `serverRead` (a paged list), or a GET of its key as a URL. */
function serverRead(query: Query): ServerRead | null {
  const own = (query.meta as { serverRead?: ServerRead } | undefined)?.serverRead;
  if (own) return own;
  const [first] = query.queryKey;
  return query.options.queryFn === defaultQueryFn && typeof first === 'string'
    ? { url: keyToUrl(query.queryKey), data: (answer) => answer.json }
    : null;
}

/** Queries the server can answer as the client would, not yet answered or tried. */
function readable(query: Query, tried: Set<string>): boolean {
  const how = serverRead(query);
  return (
    how !== null &&
    query.state.status === 'pending' &&
    (query.options as { enabled?: unknown }).enabled !== false &&
    how.url.startsWith('/api/') &&
    !tried.has(query.queryHash)
  );
}

export async function render(url: string, read: Read): Promise<Rendered> {
  const [path, search = ''] = url.split('?');
  const me = (await read('/api/auth/me'))?.json as { user?: User } | undefined;
  const user = me?.user ?? null;
  const queryClient = createQueryClient();
  const tried = new Set<string>();
  const app = () => <App queryClient={queryClient} serverUser={user} ssrPath={path} ssrSearch={search} />;

  let errors: unknown[] = [];
  let html = await toHtml(app(), errors);
  let reads = 0;
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => readable(query, tried));
    if (wanted.length === 0) break;
    await Promise.all(
      wanted.map(async (query) => {
        tried.add(query.queryHash);
        const how = serverRead(query)!;
        const answer = await read(how.url);
        reads += 1;
        if (answer !== undefined) queryClient.setQueryData(query.queryKey, how.data(answer));
      }),
    );
    errors = [];
    html = await toHtml(app(), errors);
  }
  const state = serverStateElement({ user, queries: dehydrate(queryClient) });
  queryClient.clear();
  return { html, state, reads, errors };
}
