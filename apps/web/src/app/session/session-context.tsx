import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { limits, type SignedInAdmin, type TokenPair } from '@sks/contract';
import { logout, me } from '../../api/auth';
import { newsCountQueryOptions } from '../../api/counts';
import { refreshSession } from '../../api/http';
import { onSessionLost, readAccessToken, readRefreshToken, storeTokens } from '../../api/token-store';
import { prefetchLanding } from '../landing';
import { checkStoredSession, hasStoredToken } from './auth-check';
import { adminFromToken } from './jwt';

/** Auth status of spec 01 section 4. */
export type SessionState =
  | { status: 'preloader' }
  | { status: 'unauth' }
  | { status: 'confirmed'; admin: SignedInAdmin };

export type Session = {
  state: SessionState;
  /** After a successful sign-in: store both tokens, confirm, load the news moderation count. */
  confirmSignIn: (tokens: TokenPair) => Promise<void>;
  /** POST logout (not awaited, its failure ignored), clear local storage entirely, Unauth. */
  signOut: () => void;
};

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>({ status: 'preloader' });
  const signOut = useCallback(() => {
    const tokens = { accessToken: readAccessToken(), refreshToken: readRefreshToken() };
    if (tokens.accessToken || tokens.refreshToken) logout(tokens).catch(() => undefined);
    localStorage.clear();
    queryClient.clear();
    // During the start-up check the check itself ends the preloader, after its delay.
    setState((current) => (current.status === 'preloader' ? current : { status: 'unauth' }));
  }, [queryClient]);

  const confirmSignIn = useCallback(
    async (tokens: TokenPair) => {
      storeTokens(tokens);
      prefetchLanding(queryClient, window.location);
      const admin = adminFromToken(tokens.accessToken) ?? (await me());
      void queryClient.prefetchQuery(newsCountQueryOptions());
      setState({ status: 'confirmed', admin });
    },
    [queryClient],
  );

  useEffect(() => onSessionLost(signOut), [signOut]);

  useEffect(() => {
    let cancelled = false;
    if (hasStoredToken()) prefetchLanding(queryClient, window.location);
    void checkStoredSession().then((admin) => {
      if (!cancelled) setState(admin ? { status: 'confirmed', admin } : { status: 'unauth' });
    });
    return () => {
      cancelled = true;
    };
  }, [queryClient]);

  // Tokens rotate every `limits.tokenRefreshMs`; a failed refresh ends the session (via onSessionLost).
  const confirmed = state.status === 'confirmed';
  useEffect(() => {
    if (!confirmed) return;
    const timer = setInterval(() => void refreshSession(), limits.tokenRefreshMs);
    return () => clearInterval(timer);
  }, [confirmed]);

  const session = useMemo(() => ({ state, confirmSignIn, signOut }), [state, confirmSignIn, signOut]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The signed-in admin; only for screens behind the route gate. */
export function useSignedInAdmin(): SignedInAdmin {
  const { state } = useSession();
  if (state.status !== 'confirmed') throw new Error('useSignedInAdmin without a confirmed session');
  return state.admin;
}
