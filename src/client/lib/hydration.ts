// Server rendering and hydration (decision 0617). The server renders the public routes with react-dom/server and
// writes what that render knew into the page as a JSON data block (not a script: the CSP runs no inline code):
// the signed-in member (or none) and the TanStack Query cache it filled. The browser's first render starts from the
// same state, so hydration matches the server's markup; stored records (local storage) count only after it.
import { useSyncExternalStore } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import type { User } from '@shared/schemas/user';

export const STATE_ELEMENT_ID = 'sc-state';

/** An API answer read on the server for a page's first render: its JSON and a header by name. */
export type ReadAnswer = { json: unknown; header(name: string): string | undefined };
/**
 * A query that is not a plain GET of its key (a list read a page at a time) says in its `meta.serverRead` how the
 * server answers it: the URL to read and how that answer becomes the query's data (entry-server.tsx).
 */
export type ServerRead = { url: string; data(answer: ReadAnswer): unknown };

export type ServerState = {
  /** The session's member as the server saw it (null: no session). */
  user: User | null;
  queries: DehydratedState;
};

/** The server's state for this page, or null when the page was not server-rendered (client routes, offline shell). */
export function readServerState(): ServerState | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}

/** The state as a JSON data block: `<` is escaped so no value can close the element. */
export function serverStateElement(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${STATE_ELEMENT_ID}">${json}</script>`;
}

const noSubscription = () => () => {};

/**
 * false on the server and during hydration, true once the browser has hydrated (and for client-only renders):
 * what must not happen before React owns the page (a form's submit) waits for it.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
