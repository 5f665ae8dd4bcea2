import { describe, expect, it } from 'vitest';
import { adminFromToken, decodeJwtPayload } from './jwt';

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const tokenWith = (payload: object) => `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(payload))}.signature`;

describe('decodeJwtPayload', () => {
  it('reads a UTF-8 payload with Cyrillic names', () => {
    const payload = { name: 'Анна', surname: 'Щукина', login: 'anna@sks.ru', role: 'admin', exp: 1 };
    expect(decodeJwtPayload(tokenWith(payload))).toEqual(payload);
  });
  it('gives null for something that is not a JWT', () => {
    expect(decodeJwtPayload('nonsense')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
  });
});

describe('adminFromToken', () => {
  it('takes name, surname, login and role', () => {
    const token = tokenWith({ name: 'Иван', surname: 'Петров', login: 'ivan@sks.ru', role: 'superadmin', sub: 'x' });
    expect(adminFromToken(token)).toEqual({ name: 'Иван', surname: 'Петров', login: 'ivan@sks.ru', role: 'superadmin' });
  });
  it('gives null when the role is unknown or fields are missing', () => {
    expect(adminFromToken(tokenWith({ name: 'Иван', surname: 'Петров', login: 'i@sks.ru', role: 'root' }))).toBeNull();
    expect(adminFromToken(tokenWith({ login: 'i@sks.ru' }))).toBeNull();
    expect(adminFromToken(null)).toBeNull();
  });
});
