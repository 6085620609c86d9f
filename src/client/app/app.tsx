// The whole app, as the browser (main.tsx) and the server (entry-server.tsx) render it. The server passes the URL
// (wouter's ssrPath/ssrSearch) and the state it rendered with; the browser passes the same state back when it
// hydrates a server-rendered page (decision 0617).
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import type { User } from '@shared/schemas/user';
import { SiteFooter } from '@client/components/shop/site-footer';
import { AfterLoad } from './after-load';
import { Providers } from './providers';
import { AppRoutes } from './router';

export type AppProps = {
  queryClient: QueryClient;
  /** The session's member as the server saw it; undefined when rendering without a server (client-only). */
  serverUser?: User | null;
  ssrPath?: string;
  ssrSearch?: string;
};

export function App({ queryClient, serverUser, ssrPath, ssrSearch }: AppProps) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <Providers queryClient={queryClient} serverUser={serverUser}>
          <div className="mx-auto min-h-dvh w-full max-w-[42rem] bg-cream">
            <AppRoutes />
            <SiteFooter />
          </div>
          <AfterLoad />
        </Providers>
      </Router>
    </StrictMode>
  );
}
