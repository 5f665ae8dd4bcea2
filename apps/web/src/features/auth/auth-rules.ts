import { emailPattern, messages, passwordSchema, type SignInFormErrors } from '@sks/contract';
import { HttpError } from '../../api/http-error';

const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : 0);

export type SignInFailure = {
  errors: SignInFormErrors;
  /** Text of the extra notification, when the spec asks for one. */
  notification?: string;
};

/** The sign-in page's answer to a failed call (spec 01 section 8, plus 403 and 429 of the server). */
export function signInFailure(error: unknown): SignInFailure {
  switch (statusOf(error)) {
    case 401:
      return { errors: { password: messages.signIn.wrongPassword } };
    case 404:
      return { errors: { login: messages.signIn.noSuchUser }, notification: messages.signIn.userNotFound };
    case 403:
      return { errors: { form: messages.signIn.blocked } };
    case 429:
      return { errors: { form: messages.signIn.tooManyAttempts } };
    default:
      return { errors: { form: messages.signIn.other } };
  }
}

/** The reset request asks only for the login e-mail; same texts as the sign-in form. */
export function validateResetLogin(login: string): string | null {
  const trimmed = login.trim();
  if (!trimmed) return messages.signIn.emailEmpty;
  if (!emailPattern.test(trimmed)) return messages.signIn.emailFormat;
  return null;
}

export type NewPasswordErrors = { password?: string; repeat?: string };

/** Length from the contract's passwordSchema; the repeat must match. */
export function validateNewPassword(password: string, repeat: string): NewPasswordErrors | null {
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) return { password: checked.error.issues[0]?.message ?? messages.reset.passwordLength };
  if (password !== repeat) return { repeat: messages.reset.passwordsDiffer };
  return null;
}

/** The server refuses a reset link that is unknown, expired or used. */
export function isInvalidResetLink(error: unknown): boolean {
  return [400, 404, 410].includes(statusOf(error));
}
