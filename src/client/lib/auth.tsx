// The signed-in member on the client. The record is kept in local storage (SPEC §3/§4) for a fast first paint,
// and reconciled with GET /api/auth/me on load: the server's session decides, a stale local record is dropped.
// A server-rendered page (decision 0617) starts from the member the server rendered it for (`serverUser`), already
// verified, so the first render matches the server's markup; local storage is brought in line after hydration.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User } from '@shared/schemas/user';
import { ApiError, apiJson, apiRequest } from './api';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

type AuthState = {
  user: User | null;
  /** false until /api/auth/me has answered once. */
  verified: boolean;
  signIn(user: User): void;
  updateUser(patch: Partial<User>): void;
  signOut(): Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children, serverUser }: { children: ReactNode; serverUser?: User | null }) {
  const queryClient = useQueryClient();
  const rendered = serverUser !== undefined;
  const [user, setUser] = useState<User | null>(() => (rendered ? serverUser : readStored<User>(STORAGE_KEYS.user)));
  const [verified, setVerified] = useState(rendered);
  // Bumped by every sign-in and sign-out: a /me answer that left before one of them is stale and ignored
  // (otherwise a quick sign-in on a freshly loaded page could be undone by the page load's 401).
  const generation = useRef(0);

  const store = useCallback((next: User | null) => {
    writeStored(STORAGE_KEYS.user, next);
    setUser(next);
  }, []);

  /** Asks the server who is signed in; a 401 drops the local record. */
  const reconcile = useCallback(
    (isCurrent: () => boolean) =>
      apiJson<{ user: User }>('GET', '/api/auth/me')
        .then(({ user: fresh }) => isCurrent() && store(fresh))
        .catch((error) => {
          if (isCurrent() && error instanceof ApiError && error.status === 401) store(null);
        }),
    [store],
  );

  useEffect(() => {
    // The server's answer is the session's: keep the local record in step with it.
    if (rendered) writeStored(STORAGE_KEYS.user, serverUser);
    // Only the first render's server state counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // A server-rendered page's member was checked by the server a moment ago.
    if (rendered) return;
    let cancelled = false;
    const asked = generation.current;
    void reconcile(() => !cancelled && asked === generation.current).finally(() => !cancelled && setVerified(true));
    return () => {
      cancelled = true;
    };
  }, [reconcile, rendered]);

  // Any query refused with 401 (session expired, signed out elsewhere, a forged local record) re-checks the
  // session at once instead of leaving the member on a screen that cannot load.
  useEffect(() => {
    let checking = false;
    return queryClient.getQueryCache().subscribe((event) => {
      const error = event.type === 'updated' ? event.query.state.error : null;
      if (checking || !(error instanceof ApiError) || error.status !== 401 || !readStored<User>(STORAGE_KEYS.user))
        return;
      checking = true;
      const asked = generation.current;
      void reconcile(() => asked === generation.current).finally(() => {
        checking = false;
      });
    });
  }, [queryClient, reconcile]);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.user) return;
      generation.current += 1;
      setUser(readStored<User>(STORAGE_KEYS.user));
      queryClient.clear();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      verified,
      signIn: (next) => {
        generation.current += 1;
        queryClient.clear();
        store(next);
        setVerified(true);
      },
      updateUser: (patch) =>
        setUser((current) => {
          const next = current ? { ...current, ...patch } : current;
          writeStored(STORAGE_KEYS.user, next);
          return next;
        }),
      signOut: async () => {
        generation.current += 1;
        await apiRequest('POST', '/api/auth/logout').catch(() => {});
        generation.current += 1;
        store(null);
        queryClient.clear();
      },
    }),
    [user, verified, store, queryClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth outside AuthProvider');
  return state;
}
