import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { User } from '@shared/schemas/user';
import { AuthProvider } from '@client/lib/auth';
import { LazyToaster } from '@client/lib/toaster';
import { ThemeProvider } from '@client/lib/theme';

const TOAST_TOP = 64;

export function Providers({
  children,
  queryClient,
  serverUser,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  serverUser?: User | null;
}) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider serverUser={serverUser}>{children}</AuthProvider>
        {/* Below the sticky 56 px header, not over it: a toast on top of the header hid the cart and wishlist
            buttons for five seconds, just when a shopper reaches for them (and swallowed taps meant for them). */}
        <LazyToaster
          position="top-center"
          offset={{ top: TOAST_TOP }}
          mobileOffset={{ top: TOAST_TOP }}
          visibleToasts={1}
          duration={5000}
          closeButton
          theme="light"
          toastOptions={{ className: 'font-sans' }}
        />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
