// The browser's entry. A server-rendered page (the public routes, decision 0617) is hydrated from the state the
// server wrote into it; any other page (a client-only route, the service worker's offline shell) is rendered.
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readServerState } from './lib/hydration';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const root = document.getElementById('root')!;
const queryClient = createQueryClient();
const server = readServerState();

if (server && root.firstElementChild) {
  hydrate(queryClient, server.queries);
  hydrateRoot(root, <App queryClient={queryClient} serverUser={server.user} />);
} else {
  createRoot(root).render(<App queryClient={queryClient} />);
}
