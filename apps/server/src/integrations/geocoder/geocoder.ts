import { geocodeMessages, type GeocodeResult } from '@sks/contract';
import { AppError } from '../../platform/errors.js';

/** Address to coordinates and back: a real provider's client or the offline sandbox (chosen in index.ts). */
export interface Geocoder {
  /** The point of an address and the provider's normalised form of it, or null when nothing is found. */
  geocode(address: string): Promise<GeocodeResult | null>;
  /** The address at a point, or null when the provider knows none there. */
  reverse(latitude: number, longitude: number): Promise<{ address: string } | null>;
}

/**
 * The provider failed (down, refused, slow, or answered something unreadable): a 503, so the
 * console tells the person to try later instead of "address not found".
 */
export function geocoderUnavailable(cause: unknown): AppError {
  const err = new AppError(503, 'geocoder_unavailable', geocodeMessages.unavailable);
  err.cause = cause;
  return err;
}

/**
 * Below the console's own 8 s request timeout, so a slow provider ends as our 503 with its
 * message, not as the console's generic network error.
 */
export const geocoderTimeoutMs = 5_000;

/** GET `url` as JSON; any failure to get a 2xx JSON answer is the provider being unavailable. */
export async function fetchJson(url: string, headers: Record<string, string>, timeoutMs: number): Promise<unknown> {
  try {
    const res = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`the geocoder answered ${res.status}`);
    return await res.json();
  } catch (err) {
    throw geocoderUnavailable(err);
  }
}
