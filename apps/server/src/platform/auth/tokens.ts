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
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const role = roleSchema.safeParse(payload.role);
    if (!payload.sub || typeof payload.sid !== 'string' || !role.success) return null;
    return {
      sub: payload.sub,
      sid: payload.sid,
      role: role.data,
      name: String(payload.name ?? ''),
      surname: String(payload.surname ?? ''),
      login: String(payload.login ?? ''),
    };
  } catch {
    return null;
  }
}

/** An opaque random token (refresh, password reset); only its hash is stored. */
export const randomToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
