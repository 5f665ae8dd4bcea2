import { describe, expect, it } from 'vitest';
import { passwordSchema, refreshBodySchema, signInBodySchema, validateSignInForm } from './auth.js';

describe('validateSignInForm', () => {
  it("both empty: 'Заполните поля' on the form and both fields marked", () => {
    const errors = validateSignInForm('', '');
    expect(errors?.form).toBe('Заполните поля');
    // The fields are only marked: the one message stands on the form.
    expect(errors?.login).toBe(' ');
    expect(errors?.password).toBe(' ');
  });

  it('whitespace-only e-mail counts as empty', () => {
    expect(validateSignInForm('   ', '')?.form).toBe('Заполните поля');
    expect(validateSignInForm('  ', 'secret123')).toEqual({ login: 'Заполните E-mail' });
  });

  it("empty password: 'Заполните пароль'", () => {
    expect(validateSignInForm('admin@example.com', '')).toEqual({ password: 'Заполните пароль' });
  });

  it('empty password is reported before a wrong e-mail format', () => {
    expect(validateSignInForm('not-an-email', '')).toEqual({ password: 'Заполните пароль' });
  });

  it("empty e-mail: 'Заполните E-mail'", () => {
    expect(validateSignInForm('', 'secret123')).toEqual({ login: 'Заполните E-mail' });
  });

  it.each(['admin', 'admin@', 'admin@example', '@example.com', 'ad min@example.com', 'admin@exa mple.com', 'a@b@c.ru'])(
    "wrong e-mail format %j: 'E-mail неверного формата'",
    (login) => {
      expect(validateSignInForm(login, 'secret123')).toEqual({ login: 'E-mail неверного формата' });
    },
  );

  it('valid input has no errors', () => {
    expect(validateSignInForm('admin@example.com', 'secret123')).toBeNull();
    expect(validateSignInForm('  admin@example.com  ', 'x')).toBeNull();
  });
});

describe('signInBodySchema', () => {
  it('accepts a login, password and admin place, trimming the login', () => {
    expect(signInBodySchema.parse({ login: '  admin@example.com ', password: 'p', place: 'admin' })).toEqual({
      login: 'admin@example.com',
      password: 'p',
      place: 'admin',
    });
  });

  it.each([
    ['empty login', { login: '', password: 'p', place: 'admin' }],
    ['whitespace login', { login: '   ', password: 'p', place: 'admin' }],
    ['too long login', { login: 'a'.repeat(255), password: 'p', place: 'admin' }],
    ['empty password', { login: 'a@b.ru', password: '', place: 'admin' }],
    ['too long password', { login: 'a@b.ru', password: 'p'.repeat(129), place: 'admin' }],
    ['other place', { login: 'a@b.ru', password: 'p', place: 'operator' }],
    ['no place', { login: 'a@b.ru', password: 'p' }],
    ['no password', { login: 'a@b.ru', place: 'admin' }],
    ['number login', { login: 42, password: 'p', place: 'admin' }],
  ])('rejects %s', (_name, body) => {
    expect(signInBodySchema.safeParse(body).success).toBe(false);
  });

  it('accepts the longest allowed login and password', () => {
    const body = { login: 'a'.repeat(254), password: 'p'.repeat(128), place: 'admin' };
    expect(signInBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('refreshBodySchema', () => {
  it('accepts a refresh token', () => {
    expect(refreshBodySchema.parse({ refreshToken: 'abc.def' })).toEqual({ refreshToken: 'abc.def' });
    expect(refreshBodySchema.safeParse({ refreshToken: 'x'.repeat(512) }).success).toBe(true);
  });

  it.each([
    ['empty', { refreshToken: '' }],
    ['too long', { refreshToken: 'x'.repeat(513) }],
    ['missing', {}],
    ['not a string', { refreshToken: 1 }],
  ])('rejects %s', (_name, body) => {
    expect(refreshBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('passwordSchema', () => {
  it('accepts 8 to 128 characters', () => {
    expect(passwordSchema.parse('12345678')).toBe('12345678');
    expect(passwordSchema.safeParse('p'.repeat(128)).success).toBe(true);
  });

  it('rejects fewer than 8 characters with the spec message', () => {
    const result = passwordSchema.safeParse('1234567');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Пароль должен быть от 8 до 128 символов');
  });

  it('rejects more than 128 characters with the spec message', () => {
    const result = passwordSchema.safeParse('p'.repeat(129));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Пароль должен быть от 8 до 128 символов');
  });

  it('rejects non-strings', () => {
    expect(passwordSchema.safeParse(12345678).success).toBe(false);
    expect(passwordSchema.safeParse(undefined).success).toBe(false);
  });
});
