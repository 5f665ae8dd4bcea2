import { adminRoles, messages, type Me, type Role, type TokenPair } from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import type { Actor } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { hashToken, randomToken, signAccessToken, verifyAccessToken } from '../../platform/auth/tokens.js';
import * as repo from './repo.js';
import { passwordResetQueue } from './jobs.js';

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

/** The 429, with `Retry-After` in seconds until the oldest failure of each full count leaves the window. */
async function throttled(ctx: AppContext, login: string, ip: string): Promise<AppError> {
  const windowMs = ctx.config.LOGIN_WINDOW_MINUTES * 60_000;
  const { byLogin, byIp } = await repo.recentLoginFailures(ctx.db, login, ip, new Date(Date.now() - windowMs));
  const full = [byLogin, byIp].filter((s) => s.n >= ctx.config.LOGIN_MAX_FAILURES && s.oldest);
  const freeAt = full.length ? Math.max(...full.map((s) => s.oldest!.getTime() + windowMs)) : Date.now() + windowMs;
  const retryAfter = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
  return new AppError(429, 'too_many_attempts', messages.signIn.tooManyAttempts, { 'retry-after': String(retryAfter) });
}

/** The attempt stays counted as a failure (it was counted before the password was checked) and is audited. */
async function failSignIn(ctx: AppContext, login: string, meta: RequestMeta, error: AppError): Promise<never> {
  await recordAudit(ctx.db, { actor: null, ip: meta.ip, action: 'auth.sign_in_failed', entity: 'user', after: { login, reason: error.code } });
  throw error;
}

/**
 * Each attempt is counted before the password is checked, by one locked check-and-insert, so any
 * number of parallel attempts lets exactly LOGIN_MAX_FAILURES through per login and per address;
 * a success removes its count (and the login's earlier failures).
 */
export async function signIn(ctx: AppContext, input: { login: string; password: string }, meta: RequestMeta): Promise<TokenPair> {
  const login = input.login.trim().toLowerCase();
  const since = new Date(Date.now() - ctx.config.LOGIN_WINDOW_MINUTES * 60_000);
  const attemptId = await repo.reserveLoginAttempt(ctx.db, { login, ip: meta.ip, since, max: ctx.config.LOGIN_MAX_FAILURES });
  if (attemptId === null) throw await throttled(ctx, login, meta.ip);
  const user = await repo.findUserByEmail(ctx.db, login);
  if (!user) return failSignIn(ctx, login, meta, new AppError(404, 'user_not_found', messages.signIn.noSuchUser));
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.password))) {
    return failSignIn(ctx, login, meta, new AppError(401, 'wrong_password', messages.signIn.wrongPassword));
  }
  if (user.status !== 'active') return failSignIn(ctx, login, meta, new AppError(403, 'blocked', messages.signIn.blocked));
  if (!isAdminRole(user.role)) return failSignIn(ctx, login, meta, new AppError(403, 'forbidden', messages.api.forbidden));
  return ctx.db.transaction(async (tx) => {
    await repo.clearLoginFailures(tx, login, attemptId);
    const sessionId = await repo.insertSession(tx, { userUuid: user.uuid, ...meta });
    await recordAudit(tx, { actor: accountRef(user), ip: meta.ip, action: 'auth.sign_in', entity: 'session', entityId: sessionId });
    return issueTokens(ctx, tx, user, sessionId);
  });
}

/**
 * Rotates the refresh token. A used token presented again revokes its whole session (theft),
 * except the token used last in its session within REFRESH_REUSE_GRACE_SECONDS of that use: two
 * console tabs that refresh at once each get a pair instead of signing each other out.
 */
export async function refresh(ctx: AppContext, refreshToken: string, meta: RequestMeta): Promise<TokenPair> {
  const tokenHash = hashToken(refreshToken);
  const found = await repo.findRefreshToken(ctx.db, tokenHash);
  if (!found || found.revokedAt || found.expiresAt.getTime() <= Date.now()) throw refreshInvalid();
  const revoke = async (action: string) => {
    await ctx.db.transaction(async (tx) => {
      await repo.revokeSession(tx, found.sessionId);
      await recordAudit(tx, { actor: accountRef(found.user), ip: meta.ip, action, entity: 'session', entityId: found.sessionId });
    });
    ctx.sessionCheck.forgetSession(found.sessionId);
    throw refreshInvalid();
  };
  if (found.user.status !== 'active') return revoke('auth.session_revoked_blocked');
  const pair = await ctx.db.transaction(async (tx) => {
    if (await repo.markRefreshTokenUsed(tx, tokenHash)) return issueTokens(ctx, tx, found.user, found.sessionId);
    if (!(await repo.isLastUsedWithin(tx, tokenHash, ctx.config.REFRESH_REUSE_GRACE_SECONDS))) return null;
    await recordAudit(tx, { actor: accountRef(found.user), ip: meta.ip, action: 'auth.refresh_grace', entity: 'session', entityId: found.sessionId });
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
  if (session) ctx.sessionCheck.forgetSession(session.id);
  if (!ended) throw new AppError(401, 'unauthorized', messages.api.unauthorized);
}

/** The account as stored now (the support flag can change while a token lives, so it is read here, not from the token). */
export async function currentAccount(ctx: AppContext, actor: Actor): Promise<Me> {
  const user = await repo.findUserByUuid(ctx.db, actor.uuid);
  if (!user) throw new AppError(401, 'unauthorized', messages.api.tokenInvalid);
  return { name: user.name, surname: user.surname, login: user.email, role: user.role, support: user.support };
}

export type PasswordResetJobData = { login: string; ip: string };

/**
 * Queues the request: the same one insert whoever asks, so neither the answer nor its time says
 * whether the account exists. The worker is not woken here but once the answer has left
 * (wakePasswordResetWorker), so the mailing for a known login never competes with its answer.
 */
export async function requestPasswordReset(ctx: AppContext, login: string, meta: RequestMeta): Promise<void> {
  await ctx.jobs.send(passwordResetQueue, { login: login.trim().toLowerCase(), ip: meta.ip }, { wake: false });
}

export function wakePasswordResetWorker(ctx: AppContext): void {
  ctx.jobs.wake(passwordResetQueue);
}

/** The job of a reset request: a link for a known active account, nothing for anyone else. */
export async function mailRequestedPasswordLink(ctx: AppContext, data: PasswordResetJobData): Promise<void> {
  const user = await repo.findUserByEmail(ctx.db, data.login);
  if (!user || user.status !== 'active') return;
  await sendPasswordLink(ctx, user, { ip: data.ip, userAgent: null }, null);
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

/**
 * Sets the password of a live link. An unknown or used link is refused before the password is
 * hashed: argon2 is deliberately slow, and this call needs no sign-in.
 */
export async function resetPassword(ctx: AppContext, token: string, password: string, meta: RequestMeta): Promise<void> {
  const invalid = () => new AppError(400, 'invalid_token', messages.reset.invalidToken);
  if (!(await repo.isLivePasswordReset(ctx.db, hashToken(token)))) throw invalid();
  const passwordHash = await hashPassword(password);
  const userUuid = await ctx.db.transaction(async (tx) => {
    const owner = await repo.consumePasswordReset(tx, hashToken(token));
    if (!owner) throw invalid();
    await repo.setPasswordHash(tx, owner, passwordHash);
    await repo.expireUserResets(tx, owner);
    await repo.revokeUserSessions(tx, owner);
    await recordAudit(tx, { actor: null, ip: meta.ip, action: 'auth.password_reset', entity: 'user', entityId: owner });
    return owner;
  });
  ctx.sessionCheck.forgetUser(userUuid);
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
