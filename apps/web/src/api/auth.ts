import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths, pagingHeaders, signedInAdminSchema, signInResponseSchema, type SignedInAdmin, type TokenPair } from '@sks/contract';
import { refreshSession, request, requestOk } from './http';
import './query-meta';

export function signIn(login: string, password: string): Promise<TokenPair> {
  return request(apiPaths.signIn, signInResponseSchema, {
    method: 'POST',
    body: { login: login.trim(), password, place: 'admin' },
    anonymous: true,
  }).then((answer) => answer.tokens);
}

/** Rotates the stored token pair; false (and the session ended) when the server refuses. */
export const refresh = refreshSession;

/**
 * Ends the session on the server. The tokens are passed in because sign-out clears storage
 * right away; the refresh token names the session even when the access token has expired,
 * so a 401 here never needs a refresh.
 */
export function logout(tokens: { accessToken: string | null; refreshToken: string | null }): Promise<void> {
  return requestOk(apiPaths.logout, {
    method: 'POST',
    headers: tokens.accessToken ? { [pagingHeaders.accessToken]: tokens.accessToken } : {},
    body: tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {},
    anonymous: true,
  });
}

export function me(signal?: AbortSignal): Promise<SignedInAdmin> {
  return request(apiPaths.me, signedInAdminSchema, { signal });
}

export function resetRequest(login: string): Promise<void> {
  return requestOk(apiPaths.resetRequest, { method: 'POST', body: { login: login.trim() }, anonymous: true });
}

export function reset(token: string, password: string): Promise<void> {
  return requestOk(apiPaths.reset, { method: 'POST', body: { token, password }, anonymous: true });
}

export const authKeys = {
  me: ['auth', 'me'] as const,
};

export const meQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me, queryFn: ({ signal }) => me(signal), staleTime: Infinity });

export const useMe = () => useQuery(meQueryOptions());

type SignInInput = { login: string; password: string };

/** The sign-in page maps every status to its own text, so no common notification. */
export const useSignIn = () =>
  useMutation({
    mutationFn: ({ login, password }: SignInInput) => signIn(login, password),
    meta: { notifyError: false },
  });

export const useResetRequest = () =>
  useMutation({ mutationFn: (login: string) => resetRequest(login) });

/** An invalid link is shown on the page; other failures get the common notification. */
export const useReset = () =>
  useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) => reset(token, password),
    meta: { notifyError: false },
  });
