import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { LazyToaster } from '../lib/toaster';
import { ThemeProvider } from '../lib/theme';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
        <LazyToaster position="top-center" visibleToasts={1} duration={5000} closeButton theme="light" toastOptions={{ className: 'font-sans' }} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
