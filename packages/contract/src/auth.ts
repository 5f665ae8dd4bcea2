import { z } from 'zod';
import { limits } from './limits.js';
import { messages } from './messages.js';
import { roleSchema } from './roles.js';

export const signInBodySchema = z.object({
  login: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(limits.passwordMax),
  place: z.literal('admin'),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
export const signInResponseSchema = z.object({ tokens: tokenPairSchema });

export const refreshBodySchema = z.object({ refreshToken: z.string().min(1).max(512) });
/** Sign-out names its session by the refresh token, so it works after the access token expired. */
export const logoutBodySchema = z.object({ refreshToken: z.string().min(1).max(512).optional() }).nullish();

/** What the access token carries, and what GET /v1/auth/me answers. */
export const signedInAdminSchema = z.object({
  name: z.string(),
  surname: z.string(),
  login: z.string(),
  role: roleSchema,
});
export type SignedInAdmin = z.infer<typeof signedInAdminSchema>;

/** GET /v1/auth/me: the token's account and its support flag (which shows the news filter 'Мои'/'Кроме моих'). */
export const meSchema = signedInAdminSchema.extend({ support: z.boolean() });
export type Me = z.infer<typeof meSchema>;

export const passwordSchema = z
  .string()
  .min(limits.passwordMin, messages.reset.passwordLength)
  .max(limits.passwordMax, messages.reset.passwordLength);

export const resetRequestBodySchema = z.object({ login: z.string().trim().min(1).max(254) });
export const resetBodySchema = z.object({ token: z.string().min(1).max(512), password: passwordSchema });

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type SignInFormErrors = { login?: string; password?: string; form?: string };

/** Sign-in form rules of spec 01 section 5, in the order the spec gives them. */
export function validateSignInForm(login: string, password: string): SignInFormErrors | null {
  const l = login.trim();
  if (!l && !password) return { form: messages.signIn.bothEmpty, login: ' ', password: ' ' };
  if (!password) return { password: messages.signIn.passwordEmpty };
  if (!l) return { login: messages.signIn.emailEmpty };
  if (!emailPattern.test(l)) return { login: messages.signIn.emailFormat };
  return null;
}
