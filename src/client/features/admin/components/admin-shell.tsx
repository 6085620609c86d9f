// Every console screen but the sign-in: asks GET /api/admin/me first and sends anyone without a staff session to
// /console/login. The header names the console, links its tools and signs out.
//
// The console is a desk tool: it uses the whole screen, not the storefront's phone-width column. The app puts every
// route in that column (app.tsx); the shell lays itself over the page's full width instead (absolute to the initial
// containing block: the document still scrolls, the sticky header still sticks), and keeps its content to a
// readable 80rem. On a phone it is the same single column it always was. Decision 0505.
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { notify } from '@client/lib/toast';
import { forgetAdminData, isUnauthorized, useLogout, useStaffMe } from '../api';
import { barFor, homeFor, may, parentFor, screenAt, TWO_STEP_PATH, type NavItem } from '../staff-nav';

export const LOGIN_PATH = '/console/login';

const MAIN = 'mx-auto w-full max-w-[80rem] px-4 pb-10 pt-5 lg:px-8 lg:pt-6';

/**
 * Any console call answered 401 — a query or a change, on any screen — means the session is over (signed out
 * elsewhere, or the account was disabled: decision 0513): the console forgets what it held and goes to the sign-in.
 */
function useSessionEndWatch() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  useEffect(() => {
    const ended = (error: unknown) => {
      if (!isUnauthorized(error)) return;
      forgetAdminData(queryClient);
      navigate(LOGIN_PATH, { replace: true });
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') ended(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') ended(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, navigate]);
}

export function AdminShell({ children }: { children: ReactNode }) {
  const me = useStaffMe();
  const [location, navigate] = useLocation();
  const logout = useLogout();
  useSessionEndWatch();

  if (isUnauthorized(me.error)) return <Redirect to={LOGIN_PATH} replace />;
  // The shop requires two-step sign-in and this account has none yet: the set-up first (decision 0513).
  if (me.data?.twoStepSetupRequired && location !== TWO_STEP_PATH) return <Redirect to={TWO_STEP_PATH} replace />;
  // A screen outside the role (an old bookmark, the console's front door): the role's own first screen instead.
  const here = screenAt(location);
  if (me.data && here && !may(me.data, here.permission)) return <Redirect to={homeFor(me.data)} replace />;

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate(LOGIN_PATH, { replace: true }),
      onError: () => notify({ title: 'Sign out failed', description: 'Please try again.', variant: 'destructive' }),
    });

  // The shop's tools go in the bar; one's own settings beside Sign out.
  const shown = barFor(me.data);
  const tools = shown.filter((item) => !item.own);
  const own = shown.filter((item) => item.own);
  // A screen reached from another one (Penny AI from Home) marks that one in the bar.
  const marked = here && (parentFor(me.data, here) ?? here);

  return (
    <div className="absolute inset-x-0 top-0 min-h-dvh bg-cream">
      <header className="sticky top-0 z-30 border-b border-line bg-cream/95 backdrop-blur">
        <div className="mx-auto flex max-w-[80rem] flex-wrap items-center justify-between gap-x-6 px-4 pt-3 lg:px-8">
          <div className="min-w-0 lg:shrink-0">
            <p className="font-display text-lg leading-tight text-brand">Skin Circle</p>
            <p className="truncate text-xs text-muted">Staff console{me.data ? ` · ${me.data.username}` : ''}</p>
          </div>
          {/* The shop's tools on a row of their own: fifteen of them fit a desk's width without scrolling. */}
          <nav aria-label="Console" className="order-last flex w-full gap-1 overflow-x-auto pb-2 pt-2 lg:flex-wrap">
            {tools.map((item) => (
              <NavLink key={item.href} item={item} current={item === here} within={item === marked && item !== here} />
            ))}
          </nav>
          <div className="flex shrink-0 items-center gap-1">
            {own.map((item) => (
              <NavLink key={item.href} item={item} current={item === here} />
            ))}
            <Button
              variant="ghost"
              size="sm"
              className="shrink-0"
              onClick={signOut}
              disabled={logout.isPending || !me.data}
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              Sign out
            </Button>
          </div>
        </div>
      </header>
      {me.data ? (
        <main className={MAIN}>{children}</main>
      ) : me.isError ? (
        <main className={cn(MAIN, 'text-center')} role="alert">
          <p className="font-semibold">The console could not be reached.</p>
          <p className="mt-1 text-sm text-muted">Please check your connection and try again.</p>
          <Button className="mt-4" variant="outline" onClick={() => void me.refetch()}>
            Try again
          </Button>
        </main>
      ) : (
        <main className={cn(MAIN, 'space-y-4')} role="status" aria-label="Loading">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-40 w-full" />
        </main>
      )}
    </div>
  );
}

/** A page's own call answered 401 (the session ended meanwhile): forget what was cached and go to the sign-in. */
export function useSignedOutRedirect(...errors: unknown[]) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const signedOut = errors.some(isUnauthorized);
  useEffect(() => {
    if (!signedOut) return;
    forgetAdminData(queryClient);
    navigate(LOGIN_PATH, { replace: true });
  }, [signedOut, queryClient, navigate]);
}

/** A console screen's link, marked as the page when it is the one open. */
function NavLink({ item, current, within = false }: { item: NavItem; current: boolean; within?: boolean }) {
  return (
    <Link
      href={item.href}
      aria-current={current ? 'page' : within ? 'true' : undefined}
      className={cn(
        'whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand',
        current || within ? 'bg-brand text-white' : 'text-ink hover:bg-sand',
      )}
    >
      {item.label}
    </Link>
  );
}
