import { signedInAdminSchema, type SignedInAdmin } from '@sks/contract';

/** The payload of a JWT, unverified: the server checks signatures, the console only reads. */
export function decodeJwtPayload(token: string): unknown {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    // Names are Cyrillic: the payload is UTF-8, not Latin-1 as atob returns it.
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

/** name, surname, login and role from an access token; null when the token does not carry them. */
export function adminFromToken(token: string | null): SignedInAdmin | null {
  if (!token) return null;
  const parsed = signedInAdminSchema.safeParse(decodeJwtPayload(token));
  return parsed.success ? parsed.data : null;
}
