import type { TokenPair } from '@sks/contract';

/** Where the session's tokens live between reloads, and how sign-out is announced. */
const accessKey = 'sks.accessToken';
const refreshKey = 'sks.refreshToken';

export function readAccessToken(): string | null {
  return localStorage.getItem(accessKey);
}

export function readRefreshToken(): string | null {
  return localStorage.getItem(refreshKey);
}

export function storeTokens(tokens: TokenPair): void {
  localStorage.setItem(accessKey, tokens.accessToken);
  localStorage.setItem(refreshKey, tokens.refreshToken);
}

type Listener = () => void;
const sessionLostListeners = new Set<Listener>();

/** The session subscribes here; the http client calls `announceSessionLost` when refresh fails. */
export function onSessionLost(listener: Listener): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

export function announceSessionLost(): void {
  for (const listener of sessionLostListeners) listener();
}
