import { describe, expect, it } from 'vitest';
import { messages } from '@sks/contract';
import { HttpError } from '../../api/http-error';
import { isInvalidResetLink, signInFailure, validateNewPassword, validateResetLogin } from './auth-rules';

const failed = (status: number) => new HttpError(status, 'x', 'x');

describe('signInFailure', () => {
  it('flags the password on 401', () => {
    expect(signInFailure(failed(401))).toEqual({ errors: { password: messages.signIn.wrongPassword } });
  });
  it('flags the login and notifies on 404', () => {
    expect(signInFailure(failed(404))).toEqual({
      errors: { login: messages.signIn.noSuchUser },
      notification: messages.signIn.userNotFound,
    });
  });
  it('explains 403 and 429 under the form', () => {
    expect(signInFailure(failed(403)).errors.form).toBe(messages.signIn.blocked);
    expect(signInFailure(failed(429)).errors.form).toBe(messages.signIn.tooManyAttempts);
  });
  it('says something went wrong otherwise, also without an answer', () => {
    expect(signInFailure(failed(500)).errors.form).toBe(messages.signIn.other);
    expect(signInFailure(new TypeError('offline')).errors.form).toBe(messages.signIn.other);
  });
});

describe('validateResetLogin', () => {
  it('asks for an e-mail of the right format', () => {
    expect(validateResetLogin(' ')).toBe(messages.signIn.emailEmpty);
    expect(validateResetLogin('admin')).toBe(messages.signIn.emailFormat);
    expect(validateResetLogin(' admin@sks.ru ')).toBeNull();
  });
});

describe('validateNewPassword', () => {
  it('checks the length first, then the repeat', () => {
    expect(validateNewPassword('short', 'short')).toEqual({ password: messages.reset.passwordLength });
    expect(validateNewPassword('long enough', 'long enougH')).toEqual({ repeat: messages.reset.passwordsDiffer });
    expect(validateNewPassword('long enough', 'long enough')).toBeNull();
  });
});

describe('isInvalidResetLink', () => {
  it('recognises the statuses of a bad link only', () => {
    expect([400, 404, 410].map((s) => isInvalidResetLink(failed(s)))).toEqual([true, true, true]);
    expect(isInvalidResetLink(failed(500))).toBe(false);
  });
});
