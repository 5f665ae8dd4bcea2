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

const refreshLock = 'sks.refresh';

/**
 * Runs `task` while no other tab of the console runs one (Web Locks, held until the task
 * settles); where the browser has none (not a secure context), at once: the server's short grace
 * for the refresh token used last covers that race.
 */
export function withTokenLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  // request() settles with what the task settles with; lib.dom types it one Promise deeper
  return locks ? (locks.request(refreshLock, task) as Promise<T>) : task();
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
