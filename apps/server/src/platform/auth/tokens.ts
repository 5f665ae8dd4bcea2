import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { roleSchema, type SignedInAdmin } from '@sks/contract';

export type AccessClaims = SignedInAdmin & { sub: string; sid: string };

export type SigningKey = webcrypto.CryptoKey;

/**
 * The HMAC key, imported once at start-up. jose 6 imports raw bytes again on every sign and
 * verify, and a node KeyObject too (it exports and re-imports a secret one), so only a CryptoKey
 * spares each request that work.
 */
export function importSigningKey(secret: Uint8Array): Promise<SigningKey> {
  return webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** `key` may be raw bytes where speed does not matter (tests); the app passes its imported key. */
export async function signAccessToken(claims: AccessClaims, key: SigningKey | Uint8Array, ttlSeconds: number): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key);
}

/** The claims of a valid token, or null for anything missing, malformed, expired or tampered. */
export async function verifyAccessToken(token: string, key: SigningKey | Uint8Array): Promise<AccessClaims | null> {
  return (await verifiedToken(token, key))?.claims ?? null;
}

/** A valid token's claims and its expiry (seconds since the epoch). */
async function verifiedToken(token: string, key: SigningKey | Uint8Array): Promise<{ claims: AccessClaims; exp: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const role = roleSchema.safeParse(payload.role);
    if (!payload.sub || typeof payload.sid !== 'string' || !role.success || payload.exp === undefined) return null;
    const claims = {
      sub: payload.sub,
      sid: payload.sid,
      role: role.data,
      name: String(payload.name ?? ''),
      surname: String(payload.surname ?? ''),
      login: String(payload.login ?? ''),
    };
    return { claims, exp: payload.exp };
  } catch {
    return null;
  }
}

/** How many verified tokens a verifier keeps (the most recently verified): some MB at most. */
export const verifiedTokensKept = 10_000;

/**
 * verifyAccessToken that remembers the tokens it has verified until they expire. A console sends
 * the same token with every call for its five minutes, and the HMAC check through WebCrypto took
 * about 0.3 ms of CPU a call, a tenth of a cheap list call's; a token is the very string that was
 * verified, so a later call only checks its expiry, as jose does. Only valid tokens are kept.
 */
export function cachedTokenVerifier(key: SigningKey | Uint8Array, kept = verifiedTokensKept) {
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
  return async (token: string): Promise<AccessClaims | null> => {
    const now = Math.floor(Date.now() / 1000);
    const hit = verified.get(token);
    if (hit) {
      if (hit.exp > now) return hit.claims;
      verified.delete(token);
      return null;
    }
    const fresh = await verifiedToken(token, key);
    if (!fresh) return null;
    if (verified.size >= kept) verified.delete(verified.keys().next().value!);
    verified.set(token, fresh);
    return fresh.claims;
  };
}

/** An opaque random token (refresh, password reset); only its hash is stored. */
export const randomToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
