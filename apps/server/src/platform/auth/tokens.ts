import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { roleSchema, type SignedInAdmin } from '@sks/contract';

export type AccessClaims = SignedInAdmin & { sub: string; sid: string };

/**
 * The HMAC key of each secret, imported once: given raw bytes, jose imports them again on every
 * sign and verify, which every request pays.
 */
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function keyOf(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(await keyOf(secret));
}

/** The claims of a valid token, or null for anything missing, malformed, expired or tampered. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: ['HS256'] });
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
