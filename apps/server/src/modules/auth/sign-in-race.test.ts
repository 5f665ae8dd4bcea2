import { describe, expect, it } from 'vitest';
import { apiPaths } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { makeAccount, testPassword } from '../../test/factories.js';

/** The default limit of 10 failures, raced: the count and the check are one locked step. */
const t = useTestApp();

const attempt = (login: string, password: string, ip: string) =>
  t.call('POST', apiPaths.signIn, { body: { login, password, place: 'admin' }, headers: { 'x-forwarded-for': ip } });

const statusCounts = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('sign-in failure limit under parallel attempts', () => {
  it('lets exactly 10 of 40 parallel wrong passwords from a fresh address through', async () => {
    const user = await makeAccount(t);
    const answers = await Promise.all(Array.from({ length: 40 }, () => attempt(user.email, 'Wrong-password-1', '198.51.100.7')));
    expect(statusCounts(answers.map((a) => a.status))).toEqual({ 401: 10, 429: 30 });
  });

  it('lets exactly 10 through for one login tried from 40 addresses at once', async () => {
    const user = await makeAccount(t);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(user.email, 'Wrong-password-1', `203.0.113.${i + 1}`)));
    expect(statusCounts(answers.map((a) => a.status))).toEqual({ 401: 10, 429: 30 });
  });

  it('lets exactly 10 through for one address trying 40 logins at once', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(`ghost${i}@example.com`, 'whatever-1', '192.0.2.99')));
    expect(statusCounts(answers.map((a) => a.status))).toEqual({ 404: 10, 429: 30 });
  });

  it('does not count a successful sign-in against its address', async () => {
    const user = await makeAccount(t);
    const ip = '192.0.2.150';
    for (let i = 0; i < 9; i++) expect((await attempt(`nobody${i}@example.com`, 'whatever-1', ip)).status).toBe(404);
    expect((await attempt(user.email, testPassword, ip)).status).toBe(200);
    expect((await attempt('nobody-last@example.com', 'whatever-1', ip)).status).toBe(404);
    expect((await attempt('nobody-over@example.com', 'whatever-1', ip)).status).toBe(429);
  });
});
