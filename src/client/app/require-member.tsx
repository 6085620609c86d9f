// Storefront pages that need a signed-in member send visitors to /auth (SPEC §6).
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '../lib/auth';

export function RequireMember({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user) return <Redirect to="/auth" replace />;
  return <>{children}</>;
}
