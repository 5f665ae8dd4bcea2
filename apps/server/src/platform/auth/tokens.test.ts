import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedTokenVerifier, importSigningKey, signAccessToken, type AccessClaims } from './tokens.js';

const claims: AccessClaims = { sub: 'u1', sid: 's1', role: 'admin', name: 'Анна', surname: 'Петрова', login: 'anna@example.org' };
const key = () => importSigningKey(new TextEncoder().encode('test-secret-test-secret-test-secret-0123'));

afterEach(() => vi.useRealTimers());

describe('cachedTokenVerifier', () => {
  it('answers the claims of a valid token, again from memory, and refuses another signature or a changed token', async () => {
    const signing = await key();
    const verify = cachedTokenVerifier(signing);
    const token = await signAccessToken(claims, signing, 300);
    expect(await verify(token)).toEqual(claims);
    expect(await verify(token)).toEqual(claims);
    const foreign = await signAccessToken(claims, new TextEncoder().encode('another-secret-another-secret-0123456'), 300);
    expect(await verify(foreign)).toBeNull();
    const [head, body, signature] = token.split('.');
    const otherBody = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), role: 'superadmin' })).toString('base64url');
    expect(await verify(`${head}.${otherBody}.${signature}`)).toBeNull();
    expect(await verify('not-a-token')).toBeNull();
  });

  it('refuses a remembered token once it has expired, as an unremembered one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const signing = await key();
    const verify = cachedTokenVerifier(signing);
    const token = await signAccessToken(claims, signing, 60);
    expect(await verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-26T10:00:59Z'));
    expect(await verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-26T10:01:00Z'));
    expect(await verify(token)).toBeNull();
    expect(await cachedTokenVerifier(signing)(token)).toBeNull();
  });

  it('keeps the most recent tokens only, and still verifies one it has dropped', async () => {
    const signing = await key();
    const verify = cachedTokenVerifier(signing, 2);
    const tokens = await Promise.all(['s1', 's2', 's3'].map((sid) => signAccessToken({ ...claims, sid }, signing, 300)));
    for (const token of tokens) await verify(token);
    expect(await verify(tokens[0])).toMatchObject({ sid: 's1' });
  });
});
