import { adminRoles, messages, type Me, type Role, type TokenPair } from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import type { Actor } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { hashToken, randomToken, signAccessToken, verifyAccessToken } from '../../platform/auth/tokens.js';
import * as repo from './repo.js';

export type RequestMeta = { ip: string; userAgent: string | null };

const isAdminRole = (role: Role) => (adminRoles as readonly Role[]).includes(role);
const accountRef = (u: repo.UserRow) => ({ uuid: u.uuid, login: u.email });
const refreshInvalid = () => new AppError(401, 'refresh_invalid', messages.api.refreshInvalid);

async function issueTokens(ctx: AppContext, db: AppContext['db'], user: repo.UserRow, sessionId: string): Promise<TokenPair> {
  const refreshToken = randomToken();
  const expiresAt = new Date(Date.now() + ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  await repo.insertRefreshToken(db, { tokenHash: hashToken(refreshToken), sessionId, expiresAt });
  const accessToken = await signAccessToken(
    { sub: user.uuid, sid: sessionId, name: user.name, surname: user.surname, login: user.email, role: user.role },
    ctx.jwtSecret,
    ctx.config.ACCESS_TOKEN_TTL_SECONDS,
  );
  return { accessToken, refreshToken };
}

/** 429 once a login or an address has failed too often within the window. */
async function assertNotThrottled(ctx: AppContext, login: string, ip: string): Promise<void> {
  const windowMs = ctx.config.LOGIN_WINDOW_MINUTES * 60_000;
  const { byLogin, byIp } = await repo.recentLoginFailures(ctx.db, login, ip, new Date(Date.now() - windowMs));
  const max = ctx.config.LOGIN_MAX_FAILURES;
  const over = [byLogin, byIp].filter((s) => s.n >= max && s.oldest);
  if (!over.length) return;
  const freeAt = Math.max(...over.map((s) => s.oldest!.getTime() + windowMs));
  const retryAfter = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
  throw new AppError(429, 'too_many_attempts', messages.signIn.tooManyAttempts, { 'retry-after': String(retryAfter) });
}

async function failSignIn(ctx: AppContext, login: string, meta: RequestMeta, error: AppError): Promise<never> {
  await ctx.db.transaction(async (tx) => {
    await repo.insertLoginFailure(tx, login, meta.ip);
    await recordAudit(tx, { actor: null, ip: meta.ip, action: 'auth.sign_in_failed', entity: 'user', after: { login, reason: error.code } });
  });
  throw error;
}

export async function signIn(ctx: AppContext, input: { login: string; password: string }, meta: RequestMeta): Promise<TokenPair> {
  const login = input.login.trim().toLowerCase();
  await assertNotThrottled(ctx, login, meta.ip);
  const user = await repo.findUserByEmail(ctx.db, login);
  if (!user) return failSignIn(ctx, login, meta, new AppError(404, 'user_not_found', messages.signIn.noSuchUser));
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.password))) {
    return failSignIn(ctx, login, meta, new AppError(401, 'wrong_password', messages.signIn.wrongPassword));
  }
  if (user.status !== 'active') return failSignIn(ctx, login, meta, new AppError(403, 'blocked', messages.signIn.blocked));
  if (!isAdminRole(user.role)) return failSignIn(ctx, login, meta, new AppError(403, 'forbidden', messages.api.forbidden));
  return ctx.db.transaction(async (tx) => {
    await repo.clearLoginFailures(tx, login);
    const sessionId = await repo.insertSession(tx, { userUuid: user.uuid, ...meta });
    await recordAudit(tx, { actor: accountRef(user), ip: meta.ip, action: 'auth.sign_in', entity: 'session', entityId: sessionId });
    return issueTokens(ctx, tx, user, sessionId);
  });
}

/** Rotates the refresh token; a used token presented again revokes its whole session. */
export async function refresh(ctx: AppContext, refreshToken: string, meta: RequestMeta): Promise<TokenPair> {
  const tokenHash = hashToken(refreshToken);
  const found = await repo.findRefreshToken(ctx.db, tokenHash);
  if (!found || found.revokedAt || found.expiresAt.getTime() <= Date.now()) throw refreshInvalid();
  const revoke = async (action: string) => {
    await ctx.db.transaction(async (tx) => {
      await repo.revokeSession(tx, found.sessionId);
      await recordAudit(tx, { actor: accountRef(found.user), ip: meta.ip, action, entity: 'session', entityId: found.sessionId });
    });
    throw refreshInvalid();
  };
  if (found.usedAt) return revoke('auth.refresh_reuse');
  if (found.user.status !== 'active') return revoke('auth.session_revoked_blocked');
  const pair = await ctx.db.transaction(async (tx) => {
    if (!(await repo.markRefreshTokenUsed(tx, tokenHash))) return null;
    return issueTokens(ctx, tx, found.user, found.sessionId);
  });
  return pair ?? revoke('auth.refresh_reuse');
}

/** Ends the session named by the refresh token or, failing that, by a still-valid access token. */
export async function logout(
  ctx: AppContext,
  proof: { refreshToken?: string; accessToken?: string },
  meta: RequestMeta,
): Promise<void> {
  const byRefresh = proof.refreshToken ? await repo.findRefreshToken(ctx.db, hashToken(proof.refreshToken)) : undefined;
  const claims = !byRefresh && proof.accessToken ? await verifyAccessToken(proof.accessToken, ctx.jwtSecret) : null;
  const session = byRefresh
    ? { id: byRefresh.sessionId, actor: accountRef(byRefresh.user) }
    : claims && { id: claims.sid, actor: { uuid: claims.sub, login: claims.login } };
  const ended = await ctx.db.transaction(async (tx) => {
    if (!session || !(await repo.revokeSession(tx, session.id))) return false;
    await recordAudit(tx, { actor: session.actor, ip: meta.ip, action: 'auth.sign_out', entity: 'session', entityId: session.id });
    return true;
  });
  if (!ended) throw new AppError(401, 'unauthorized', messages.api.unauthorized);
}

/** The account as stored now (the support flag can change while a token lives, so it is read here, not from the token). */
export async function currentAccount(ctx: AppContext, actor: Actor): Promise<Me> {
  const user = await repo.findUserByUuid(ctx.db, actor.uuid);
  if (!user) throw new AppError(401, 'unauthorized', messages.api.tokenInvalid);
  return { name: user.name, surname: user.surname, login: user.email, role: user.role, support: user.support };
}

/** Mails a one-time link to set a password; says nothing about whether the account exists. */
export async function requestPasswordReset(ctx: AppContext, login: string, meta: RequestMeta): Promise<void> {
  const user = await repo.findUserByEmail(ctx.db, login);
  if (!user || user.status !== 'active') return;
  await sendPasswordLink(ctx, user, meta, null);
}

/** Also used when an administrator is created: the new account sets its own password through this link. */
export async function sendPasswordLink(ctx: AppContext, user: repo.UserRow, meta: RequestMeta, actor: Actor | null): Promise<void> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ctx.config.RESET_TOKEN_TTL_MINUTES * 60_000);
  await ctx.db.transaction(async (tx) => {
    await repo.insertPasswordReset(tx, { tokenHash: hashToken(token), userUuid: user.uuid, expiresAt });
    await recordAudit(tx, { actor, ip: meta.ip, action: 'auth.password_link_sent', entity: 'user', entityId: user.uuid });
  });
  const link = `${ctx.config.publicUrl}/auth/resetpassword?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: user.email,
    subject: messages.reset.mailSubject,
    text: `Здравствуйте, ${user.name}!\n\nЧтобы задать пароль для входа в консоль СКС, откройте ссылку:\n${link}\n\nСсылка действует ${ctx.config.RESET_TOKEN_TTL_MINUTES} минут и работает один раз. Если вы не запрашивали смену пароля, просто проигнорируйте это письмо.`,
  });
}

export async function resetPassword(ctx: AppContext, token: string, password: string, meta: RequestMeta): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const userUuid = await repo.consumePasswordReset(tx, hashToken(token));
    if (!userUuid) throw new AppError(400, 'invalid_token', messages.reset.invalidToken);
    await repo.setPasswordHash(tx, userUuid, passwordHash);
    await repo.expireUserResets(tx, userUuid);
    await repo.revokeUserSessions(tx, userUuid);
    await recordAudit(tx, { actor: null, ip: meta.ip, action: 'auth.password_reset', entity: 'user', entityId: userUuid });
  });
}

/** The first account of an installation (CLI) and the demo accounts. */
export async function createAccountWithPassword(
  ctx: Pick<AppContext, 'db'>,
  input: { email: string; password: string; role: Role; name: string; surname: string },
): Promise<repo.UserRow> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    if (await repo.findUserByEmail(tx, input.email)) throw new AppError(409, 'email_taken', `Учётная запись ${input.email} уже есть`);
    const user = await repo.insertUser(tx, { ...input, email: input.email.trim().toLowerCase(), passwordHash });
    await recordAudit(tx, { actor: null, action: 'user.create', entity: 'user', entityId: user.uuid, after: user });
    return user;
  });
}
