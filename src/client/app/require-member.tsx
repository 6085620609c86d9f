// Storefront pages that need a signed-in member send visitors to /auth (SPEC §6). With no stored record, wait
// for the server's answer first: a live session cookie still counts.
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageSkeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';

export function RequireMember({ children }: { children: ReactNode }) {
  const { user, verified } = useAuth();
  if (!user && !verified) return <PageSkeleton />;
  if (!user) return <Redirect to="/auth" replace />;
  return <>{children}</>;
}
