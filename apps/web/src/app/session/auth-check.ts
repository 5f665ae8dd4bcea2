import { limits, type SignedInAdmin } from '@sks/contract';
import { me } from '../../api/auth';
import { readAccessToken, readRefreshToken } from '../../api/token-store';

/** The preloader's minimum time; e2e builds set VITE_AUTH_CHECK_DELAY_MS low. */
export function authCheckDelayMs(): number {
  const configured = Number(import.meta.env.VITE_AUTH_CHECK_DELAY_MS ?? limits.authCheckDelayMs);
  return Number.isFinite(configured) && configured >= 0 ? configured : limits.authCheckDelayMs;
}

/** A stored token, access or refresh: the check asks the server, else the answer is Unauth at once. */
export const hasStoredToken = () => Boolean(readAccessToken() || readRefreshToken());

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The start-up check of spec 01 section 4: GET /auth/me with the stored token (the http
 * client refreshes once on a 401). Resolves no sooner than the deliberate delay.
 */
export async function checkStoredSession(): Promise<SignedInAdmin | null> {
  const check = hasStoredToken() ? me().catch(() => null) : Promise.resolve(null);
  const [admin] = await Promise.all([check, wait(authCheckDelayMs())]);
  return admin;
}
